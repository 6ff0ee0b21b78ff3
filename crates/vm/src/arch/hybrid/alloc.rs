//! Allocation under the hybrid architecture: processes allocate local data in their own
//! heaps (inline in the interpreter); sites marked shared build in the message area, their
//! local parts copied there first, so no area object points into a private heap.
//!
//! # Invariants behind the unsafe code
//! An object is built in words just allocated in the area (no one else refers to them),
//! written whole before its term is made, from parts already copied into the area, so it
//! points only into the area or to literals.

use super::area::Area;
use super::send_cache::SendCache;
use crate::heap::put_cons;
use crate::stats::counters;
use crate::term::{self, Kind, Term};

/// A local part `t` of an object built in the area, copied there; the copy is remembered
/// as a sent message's is (`send_cache.rs`), so a local term put in many shared objects (or
/// sent after) is copied once.
fn part(area: &mut Area, cache: &mut SendCache, idx: u64, t: Term) -> (Term, usize) {
    if area.holds_whole(t) {
        return (t, 0);
    }
    let (copy, n) = area.copy_in(t, cache.known(idx));
    if n > 0 {
        cache.remember(area, idx, t, copy);
    }
    (copy, n)
}

/// A cons cell made in the area by process `idx`, its head and tail copied there first if
/// they are local.
pub(super) fn cons(
    area: &mut Area,
    cache: &mut SendCache,
    idx: u64,
    head: Term,
    tail: Term,
) -> Term {
    let (h, ch) = part(area, cache, idx, head);
    let (t, ct) = part(area, cache, idx, tail);
    let p = area.alloc_anywhere(2);
    area.built_unreported += 2;
    if ch + ct > 0 {
        counters::note_site_copy(ch + ct);
    }
    // SAFETY: `p` is 2 fresh words of the area.
    unsafe { put_cons(p, h, t) }
}

/// An object of `kind` made in the area by process `idx` from the words after its header
/// (see [`cons`]); immediates among them (a fun's encoded entry) are kept as they are.
pub(super) fn boxed(
    area: &mut Area,
    cache: &mut SendCache,
    idx: u64,
    kind: Kind,
    words: &[Term],
) -> Term {
    let p = area.alloc_anywhere(words.len() + 1);
    area.built_unreported += words.len() as u64 + 1;
    let mut copied = 0;
    // SAFETY: `p` has `len + 1` fresh words of the area, all written before the term is
    // made; copying the parts in allocates elsewhere in the area and never collects, so
    // nothing reads the object half-written.
    unsafe {
        *p = term::header(kind, words.len());
        for (i, &e) in words.iter().enumerate() {
            let (t, c) = part(area, cache, idx, e);
            copied += c;
            *p.add(1 + i) = t.raw();
        }
    }
    if copied > 0 {
        counters::note_site_copy(copied);
    }
    // SAFETY: the object at `p` is written just above.
    unsafe { Term::from_boxed_ptr(p) }
}
