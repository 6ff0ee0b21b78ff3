//! Spawn under private heaps: the start function and arguments are copied into the child.

use crate::process::{Message, Process};
use crate::term::Term;

/// `t` copied into `child`'s heap.
pub(super) fn transfer(child: &mut Process, t: Term) -> Term {
    Message::copy_of(t).take_into(&mut child.heap)
}
