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
use super::remembered::{Remembered, RememberedSets};
use crate::heap::Block;
use crate::literal;
use crate::process::Process;
use crate::term::{self, Kind, Term, NON_VALUE};
use crate::verify::{each_term_slot, fail};
use crate::world::World;

/// The remembered set of `p`'s heap is complete: every slot below the high-water mark (or
/// the top the area's collector scanned to) or in the old generation that points into the
/// area is in it, every entry is such a slot, and every slot of the old-generation list
/// points into the area's old generation (minor cycles do not visit it).
fn check_remembered(area: &Area, remembered: Option<&Remembered>, p: &Process) {
    let heap = &p.heap;
    let (young, old) = remembered.map_or((&[][..], &[][..]), |r| (&r.young[..], &r.old[..]));
    let set: std::collections::HashSet<usize> =
        young.iter().chain(old).map(|&s| s as usize).collect();
    let pid = p.pid.pid_index();
    let covered = remembered.map_or(heap.hwm, |r| r.scan_from(heap));
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
    check(&heap.young, covered, "young");
    if let Some(o) = &heap.old {
        check(o, o.top, "old");
    }
    // The fragments the area's collector scanned (all before the last one it saw, and that
    // one up to the top it had).
    let (first_frag, frag_from) = remembered.map_or((0, 0), |r| r.frags_from(heap));
    for (i, f) in heap.fragments.iter().enumerate().take(first_frag + 1) {
        let end = if i == first_frag { frag_from } else { f.top };
        check(f, end, "fragment");
    }
    for &s in young.iter().chain(old) {
        let in_old = heap.old.as_ref().is_some_and(|o| o.contains(s))
            || heap.fragments.iter().any(|f| f.contains(s));
        let below_mark =
            heap.young.contains(s) && (s as usize) < heap.young.start() as usize + covered * 8;
        if !in_old && !below_mark {
            fail(format!(
                "<0.{pid}.0> remembers a slot {s:p} outside its old data"
            ));
        }
    }
    for &s in old {
        // SAFETY: checked above to be a word of the heap's scanned data.
        let t = unsafe { Term::from_raw(*s) };
        if !area.in_old_generation(t) {
            fail(format!(
                "<0.{pid}.0> remembers {s:p} as pointing into the old generation, but it holds {:#x}",
                t.raw()
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

/// While a cycle runs, after a step: the tricolour invariant the send barrier keeps. From a
/// process the cycle has rescued (not in its queue), nothing reachable is in the from-space,
/// and, in a major cycle, every unmarked old object reachable is reachable from an old-gray
/// object too (the process may have read it from one: it will be marked when that one is
/// drained). No young-gray object is left.
pub(super) fn verify_cycle(area: &Area, cycles: &super::cycle::Cycles, world: &mut World) {
    if !area.cycle_running() {
        return;
    }
    // Young-gray objects may be left (a step ended while scanning what a process reaches,
    // and that process stays in the queue): a rescued process must not reach them, which
    // the walk below checks, as they lead into the from-space.
    let gray = area.gray_addresses();
    let behind = std::cell::OnceCell::new();
    let behind_gray = |area: &Area, gray: &std::collections::HashSet<usize>| {
        behind.get_or_init(|| reachable_from(area, gray))
    };
    let mut seen = std::collections::HashSet::new();
    for p in world.each_mut() {
        if cycles.pending(p, area.cycle_major()) {
            continue;
        }
        let pid = p.pid.pid_index();
        let mut stack: Vec<(Term, &'static str)> = Vec::new();
        let end = p.parked_stack_end();
        p.each_root(0, end, |t| stack.push((*t, "a root")));
        for b in std::iter::once(&p.heap.young)
            .chain(p.heap.old.iter())
            .chain(p.heap.fragments.iter())
        {
            each_term_slot(b, "heap", 0, b.top, |_, t| stack.push((t, "its heap")));
        }
        while let Some((t, via)) = stack.pop() {
            if !t.is_pointer() || !area.contains(t.ptr()) {
                continue;
            }
            let p = t.ptr();
            if area.in_from_space(p) {
                fail(format!(
                    "<0.{pid}.0>, rescued, reaches {:#x} in the from-space through {via}",
                    t.raw()
                ));
            }
            if area.old_mark(p) == Some(false) && !behind_gray(area, &gray).contains(&t.raw()) {
                fail(format!(
                    "<0.{pid}.0>, rescued, reaches unmarked old object {:#x} through {via}",
                    t.raw()
                ));
            }
            if gray.contains(&(p as usize)) || !seen.insert(t.raw()) {
                continue;
            }
            // SAFETY: `p` is an allocated area object (`verify_area` checked every pointer
            // the processes hold and every field of what they reach).
            unsafe {
                let fields: Vec<u64> = if t.is_cons() {
                    vec![*p, *p.add(1)]
                } else {
                    let k = term::header_kind(*p);
                    if k.words_are_terms() && k != Kind::RefcBin {
                        (1..=term::header_size(*p)).map(|i| *p.add(i)).collect()
                    } else {
                        Vec::new()
                    }
                };
                for w in fields {
                    stack.push((Term::from_raw(w), "an area object"));
                }
            }
        }
    }
}

/// The raw terms of every area object reachable from the objects at `starts`.
fn reachable_from(
    area: &Area,
    starts: &std::collections::HashSet<usize>,
) -> std::collections::HashSet<u64> {
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<Term> = Vec::new();
    for &a in starts {
        let p = a as *const u64;
        // SAFETY: an old-gray object is a marked, well-formed old object.
        unsafe {
            if term::is_header(*p) {
                stack.push(Term::from_boxed_ptr(p));
            } else {
                stack.push(Term::from_list_ptr(p));
            }
        }
    }
    while let Some(t) = stack.pop() {
        if !t.is_pointer() || !area.contains(t.ptr()) || !seen.insert(t.raw()) {
            continue;
        }
        let p = t.ptr();
        // SAFETY: `p` is a well-formed area object reachable from a gray one.
        unsafe {
            if t.is_cons() {
                stack.push(Term::from_raw(*p));
                stack.push(Term::from_raw(*p.add(1)));
            } else {
                let k = term::header_kind(*p);
                if k.words_are_terms() && k != Kind::RefcBin {
                    for i in 1..=term::header_size(*p) {
                        stack.push(Term::from_raw(*p.add(i)));
                    }
                }
            }
        }
    }
    seen
}
