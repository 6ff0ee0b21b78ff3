//! A send under private heaps: the message is copied into the receiver.

use crate::process::{AliasSignal, Message, Process, Status};
use crate::stats::counters;
use crate::term::Term;

/// Copy `t` to `to`. The receiver is not running (only one process runs at a time), so a
/// message is copied straight into its young generation when it fits, as BEAM does when
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
    let guess = p.message_words_guess;
    // Straight into the heap only behind no waiting message (order is kept), in one pass:
    // a copy that does not fit the young generation's free words is dropped and made again
    // in a block of its own.
    if signal.is_none()
        && p.inbox.is_empty()
        && p.status != Status::Running
        && p.heap.young.free() >= guess
    {
        if let Some((copy, n)) = crate::copy::copy_to_young(t, &mut p.heap) {
            drop(copy_timer);
            counters::note_send(Some(n), n);
            p.mailbox.push_back(copy);
            return n;
        }
    }
    // In a block of its own: in one pass into a block of the last such message's size if
    // it fits, else sized first.
    let guessed = (guess > 0 && guess <= GUESS_MAX_WORDS)
        .then(|| Message::copy_guessed(t, guess))
        .flatten();
    let (msg, n) = guessed.unwrap_or_else(|| {
        let n = crate::copy::size(t);
        (Message::copy_sized(t, n), n)
    });
    p.message_words_guess = n;
    counters::note_send(Some(n), n);
    drop(copy_timer);
    p.push_inbox(msg.with_alias(signal));
    n
}

/// Messages larger than this are sized before they are copied, so that a guess from one large
/// message does not give every small one after it a large block.
const GUESS_MAX_WORDS: usize = 1 << 14;
