//! Allocation under the shared heap: the running process holds the one heap, lent to it for
//! its time slice, and allocates in it as in a heap of its own.

use super::ActiveList;
use crate::heap::Heap;
use crate::process::Process;
use crate::term::Term;

/// The heap of a new process: a placeholder, since it will borrow the one heap when it runs.
/// The one heap is never smaller than any process's minimum, so it keeps the largest asked
/// for. The first process (`parent` None) brings the heap into being.
pub(super) fn new_heap(shared: &mut Heap, parent: Option<&mut Process>, min_heap: usize) -> Heap {
    match parent {
        // The parent runs, so it holds the one heap.
        Some(parent) => parent.heap.min_size = parent.heap.min_size.max(min_heap),
        None => *shared = Heap::new(min_heap),
    }
    Heap::placeholder(min_heap)
}

/// A cons cell in the one heap, which `p` holds while it runs.
pub(super) fn cons(p: &mut Process, head: Term, tail: Term) -> Term {
    crate::build::cons(&mut p.heap, head, tail)
}

/// Lend the heap to `p`, which is about to run. The process becomes active, and its frame
/// will be written: it is not clean.
pub(super) fn lend_heap(shared: &mut Heap, active: &mut ActiveList, p: &mut Process) {
    std::mem::swap(&mut p.heap, shared);
    active.activate(p);
    if let Some(c) = p.ctx {
        p.stack_clean = p.stack_clean.min(c.base);
    }
}

/// Take the heap back from `p`, which stops running. Its stack above its frame belongs to no
/// frame: cleared, so a parked process keeps no garbage alive.
pub(super) fn take_heap_back(shared: &mut Heap, p: &mut Process) {
    std::mem::swap(&mut p.heap, shared);
    p.trim_stack();
}
