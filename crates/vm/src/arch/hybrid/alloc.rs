//! Allocation under the hybrid architecture: processes allocate local data in their own
//! heaps (inline in the interpreter); sites marked shared build in the message area, their
//! local parts copied there first, so no area object points into a private heap.
//!
//! # Invariants behind the unsafe code
//! An object is built in words just allocated in the area (no one else refers to them),
//! written whole before its term is made, from parts already copied into the area, so it
//! points only into the area or to literals.

use super::area::Area;
use crate::heap::put_cons;
use crate::stats::counters;
use crate::term::{self, Kind, Term};

/// A cons cell made in the area, its head and tail copied there first if they are local.
pub(super) fn cons(area: &mut Area, head: Term, tail: Term) -> Term {
    let (h, ch) = area.copy_in(head, &[]);
    let (t, ct) = area.copy_in(tail, &[]);
    let p = area.alloc_anywhere(2);
    counters::note_area_alloc(2);
    counters::note_site_copy(ch + ct);
    // SAFETY: `p` is 2 fresh words of the area.
    unsafe { put_cons(p, h, t) }
}

/// A tuple made in the area (see [`cons`]).
pub(super) fn tuple(area: &mut Area, elems: &[Term]) -> Term {
    boxed(area, Kind::Tuple, elems)
}

/// An object of `kind` made in the area from the words after its header (see [`cons`]);
/// immediates among them (a fun's encoded entry) are kept as they are.
pub(super) fn boxed(area: &mut Area, kind: Kind, words: &[Term]) -> Term {
    let p = area.alloc_anywhere(words.len() + 1);
    counters::note_area_alloc(words.len() + 1);
    let mut copied = 0;
    // SAFETY: `p` has `len + 1` fresh words of the area, all written before the term is
    // made; copying the parts in allocates elsewhere in the area and never collects, so
    // nothing reads the object half-written.
    unsafe {
        *p = term::header(kind, words.len());
        for (i, &e) in words.iter().enumerate() {
            let (t, c) = area.copy_in(e, &[]);
            copied += c;
            *p.add(1 + i) = t.raw();
        }
        counters::note_site_copy(copied);
        Term::from_boxed_ptr(p)
    }
}
