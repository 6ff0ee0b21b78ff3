//! Spawn under private heaps: the start function and arguments are copied into the child.

use crate::process::{Message, Process};
use crate::term::Term;

/// `t` copied into `child`'s heap: in one pass into its young generation when it fits (a
/// new heap's free words), else sized and copied into a fragment.
pub(super) fn transfer(child: &mut Process, t: Term) -> Term {
    match crate::copy::copy_to_young(t, &mut child.heap) {
        Some((copy, _)) => copy,
        None => Message::copy_of(t).take_into(&mut child.heap),
    }
}
