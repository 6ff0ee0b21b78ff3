//! The verifier under the hybrid architecture, after a collection of the message area:
//! every pointer the processes hold into the area leads to a well-formed area object, every
//! area object reachable from them points only into the area or to literals (no pointer from
//! the area into a private heap), and every remembered set is complete. (After a local
//! collection, `arch::verify_local` checks the heap, with the area as the one
//! place outside it that local data may point into.)
//!
//! # Invariants behind the unsafe code
//! An area word is read only after `Area::holds_object` said it is allocated, and made a
//! term only if it is not a header or the forwarding marker.

use super::area::Area;
use super::remembered::RememberedSets;
use crate::heap::Block;
use crate::literal;
use crate::process::Process;
use crate::term::{self, Kind, Term, NON_VALUE};
use crate::verify::{each_term_slot, fail};
use crate::world::World;

/// The remembered set of `p`'s heap is complete: every slot below the high-water mark or in
/// the old generation that points into the area is in it, and every entry is such a slot.
fn check_remembered(area: &Area, remembered: &[*mut u64], p: &Process) {
    let heap = &p.heap;
    let set: std::collections::HashSet<usize> = remembered.iter().map(|&s| s as usize).collect();
    let pid = p.pid.pid_index();
    let check = |b: &Block, end: usize, name: &str| {
        each_term_slot(b, name, 0, end, |j, t| {
            let addr = b.start() as usize + j * 8;
            if t.is_pointer() && area.contains(t.ptr()) && !set.contains(&addr) {
                fail(format!(
                    "<0.{pid}.0> {name}[{j}] points into the area but is not remembered"
                ));
            }
        })
    };
    check(&heap.young, heap.hwm, "young");
    if let Some(o) = &heap.old {
        check(o, o.top, "old");
    }
    for &s in remembered {
        let in_old = heap.old.as_ref().is_some_and(|o| o.contains(s));
        let below_mark =
            heap.young.contains(s) && (s as usize) < heap.young.start() as usize + heap.hwm * 8;
        if !in_old && !below_mark {
            fail(format!(
                "<0.{pid}.0> remembers a slot {s:p} outside its old data"
            ));
        }
    }
}

/// After a collection of the area: check every process's roots and heap words that point
/// into it, what they reach there, and the remembered sets.
pub(super) fn verify_area(area: &Area, remembered: &RememberedSets, world: &mut World) {
    let mut stack: Vec<Term> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut note = |t: Term| {
        if t.is_pointer() && area.contains(t.ptr()) {
            stack.push(t);
        }
    };
    for p in world.each_mut() {
        let end = p.parked_stack_end();
        p.each_root(0, end, |t| note(*t));
        for b in std::iter::once(&p.heap.young)
            .chain(p.heap.old.iter())
            .chain(p.heap.fragments.iter())
        {
            each_term_slot(b, "heap", 0, b.top, |_, t| note(t));
        }
        check_remembered(area, remembered.of(p.pid.pid_index()), p);
    }
    while let Some(t) = stack.pop() {
        if !seen.insert(t.raw()) {
            continue;
        }
        if !area.holds_object(t.ptr()) {
            fail(format!("pointer {:#x} into the area's free space", t.raw()));
        }
        let p = t.ptr();
        // SAFETY: `p` is an allocated area word (checked above).
        let fields: Vec<u64> = unsafe {
            if t.is_cons() {
                if term::is_header(*p) {
                    fail(format!("area list pointer {:#x} to a header", t.raw()));
                }
                vec![*p, *p.add(1)]
            } else {
                let h = *p;
                if !term::is_header(h) {
                    fail(format!("area boxed pointer {:#x} to a non-header", t.raw()));
                }
                let k = term::header_kind(h);
                if k.words_are_terms() && k != Kind::RefcBin {
                    (1..=term::header_size(h)).map(|i| *p.add(i)).collect()
                } else {
                    Vec::new()
                }
            }
        };
        for w in fields {
            if w == NON_VALUE.raw() || term::is_header(w) {
                fail(format!(
                    "area object {:#x} holds a non-term {w:#x}",
                    t.raw()
                ));
            }
            // SAFETY: `w` is a field of a well-formed area object, not a header: a term.
            let f = unsafe { Term::from_raw(w) };
            if f.is_pointer() && !literal::contains(f.ptr()) && !area.contains(f.ptr()) {
                fail(format!(
                    "area object {:#x} points outside the area ({w:#x})",
                    t.raw()
                ));
            }
            if f.is_pointer() && area.contains(f.ptr()) {
                stack.push(f);
            }
        }
    }
}
