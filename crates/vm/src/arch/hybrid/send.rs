//! A send under the hybrid architecture: copy on demand into the message area (seed 004
//! sec. 3.2), then pass the pointer.

use super::Hybrid;
use crate::process::{AliasSignal, Message, Process};
use crate::stats::counters;
use crate::term::Term;

/// Send `t` from the running process `from` to `to`: the parts of `t` not yet in the area are
/// copied there (none if `from` sent them last time), and the receiver gets a pointer and
/// becomes active. The area's allocation never collects, so no collection strikes mid-copy:
/// when the young generation is full the copy goes to the old one, and a collection is due
/// at the next safepoint.
pub(super) fn send(
    h: &mut Hybrid,
    from: &mut Process,
    to: Option<&mut Process>,
    t: Term,
    signal: Option<AliasSignal>,
) -> usize {
    let timer = counters::time_send();
    let idx = from.pid.pid_index();
    let (m, copied) = {
        let _copy = counters::time_copy();
        h.area.copy_in(t, h.send_cache.known(idx))
    };
    if copied > 0 {
        h.send_cache.remember(&h.area, idx, t, m);
    }
    if let Some(p) = to {
        p.push_inbox(Message::pointer(m).with_alias(signal));
        h.cycles.activate(p);
        if h.area.cycle_running() {
            let major = h.area.cycle_major();
            super::cycle::on_send(&mut h.cycles, major, from, p);
        }
    }
    drop(timer);
    // Sized outside the send timer (a walk over the whole message).
    let words = counters::timing().then(|| crate::copy::size(m));
    counters::note_send(words, copied);
    copied
}
