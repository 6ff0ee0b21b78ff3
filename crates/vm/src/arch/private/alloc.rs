//! Allocation under private heaps: every process allocates in its own heap, and sites marked
//! shared allocate where local ones do.

use crate::build;
use crate::process::Process;
use crate::term::Term;

/// A cons cell on `p`'s heap.
pub(super) fn cons_local(p: &mut Process, head: Term, tail: Term) -> Term {
    build::cons(&mut p.heap, head, tail)
}
