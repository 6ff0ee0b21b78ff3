//! A send under the shared heap: the pointer is passed.

use super::ActiveList;
use crate::process::{AliasSignal, Message, Process};
use crate::stats::counters;
use crate::term::Term;

/// Pass `t` to `to`. The receiver becomes active, since it may now be the only holder of the
/// message.
pub(super) fn send(
    active: &mut ActiveList,
    to: Option<&mut Process>,
    t: Term,
    signal: Option<AliasSignal>,
) -> usize {
    // Sizing a message costs a walk over it (the send itself is O(1)): only when statistics
    // are asked for, and outside the send timer.
    let words = counters::timing().then(|| crate::copy::size(t));
    counters::note_send(words, 0);
    let _timer = counters::time_send();
    let Some(p) = to else {
        return 0;
    };
    p.push_inbox(Message::pointer(t).with_alias(signal));
    active.activate(p);
    0
}
