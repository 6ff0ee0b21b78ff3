//! A send under private heaps: the message is copied into the receiver.

use crate::process::{AliasSignal, Message, Process, Status};
use crate::stats::counters;
use crate::term::Term;

/// Copy `t` to `to`. The receiver is not running (only one process runs at a time), so a
/// message is copied straight into its young generation when it has room, as BEAM does when
/// it holds the receiver's lock; otherwise (and when it, or a message before it in the inbox,
/// waits to be checked against the receiver's aliases) it travels in a block of its own,
/// which the receiver takes into its heap when it looks at its mailbox.
pub(super) fn send(to: Option<&mut Process>, t: Term, signal: Option<AliasSignal>) -> usize {
    let _timer = counters::time_send();
    let Some(p) = to else {
        counters::note_send(None, 0);
        return 0;
    };
    let copy_timer = counters::time_copy();
    let n = crate::copy::size(t);
    counters::note_send(Some(n), n);
    // Straight into the heap only behind no waiting message (order is kept).
    let straight = signal.is_none() && p.inbox.is_empty();
    if straight && n > 0 && p.heap.has_room(n) && p.status != Status::Running {
        let mut refc = Vec::new();
        let copy = crate::copy::copy(t, &mut p.heap.young, &mut refc);
        drop(copy_timer);
        p.heap.refc_bins.append(&mut refc);
        p.mailbox.push_back(copy);
        return n;
    }
    let msg = Message::copy_of(t).with_alias(signal);
    drop(copy_timer);
    p.push_inbox(msg);
    n
}
