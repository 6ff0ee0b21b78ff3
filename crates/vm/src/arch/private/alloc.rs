//! Allocation under private heaps: every process allocates in its own heap, and sites marked
//! shared allocate where local ones do.

use crate::heap::put_cons;
use crate::process::Process;
use crate::term::Term;

/// A cons cell on `p`'s heap.
pub(super) fn cons_local(p: &mut Process, head: Term, tail: Term) -> Term {
    let a = p.heap.alloc(2);
    // SAFETY: `a` is 2 fresh words.
    unsafe { put_cons(a, head, tail) }
}
