//! The message area's allocation and collection, on terms built by hand with a root set
//! that is a plain vector.

use super::old::PROVISION_CHUNK;
use super::*;
use crate::heap::Block;
use crate::term::{header, Kind, Term};

struct VecRoots(Vec<Term>);

impl Area {
    /// A whole cycle in one go, from the roots in `roots`.
    fn collect(&mut self, roots: &mut VecRoots, _need: usize, major: bool) -> CycleOutcome {
        self.begin_cycle(major);
        for t in roots.0.iter_mut() {
            self.rescue_root(t);
        }
        self.drain_young();
        assert!(self.scan_nursery_until(|_| false));
        assert!(self.drain_old(|_| false));
        self.finish_cycle(1, false)
    }
}

fn area() -> Area {
    Area::new(DEFAULT_YOUNG_WORDS, YOUNG_GROWTH_LIMIT).expect("reserve the area")
}

/// The list [1..n] in the young generation.
fn young_list(a: &mut Area, n: i64) -> Term {
    let mut t = Term::NIL;
    for i in (1..=n).rev() {
        let p = a.alloc(2).expect("room");
        // SAFETY: two fresh words.
        t = unsafe {
            *p = Term::small(i).raw();
            *p.add(1) = t.raw();
            Term::from_list_ptr(p)
        };
    }
    t
}

fn young_tuple(a: &mut Area, elems: &[Term]) -> Term {
    let p = a.alloc(elems.len() + 1).expect("room");
    // SAFETY: fresh words for the header and the elements.
    unsafe {
        *p = header(Kind::Tuple, elems.len());
        for (i, e) in elems.iter().enumerate() {
            *p.add(1 + i) = e.raw();
        }
        Term::from_boxed_ptr(p)
    }
}

fn list_values(mut t: Term) -> Vec<i64> {
    let mut v = Vec::new();
    while t.is_cons() {
        v.push(t.head().small_val());
        t = t.tail();
    }
    v
}

#[test]
fn a_minor_collection_promotes_the_live_young_objects() {
    let mut a = area();
    let live = young_list(&mut a, 100);
    let _dead = young_list(&mut a, 50);
    assert!(a.contains(live.ptr()) && a.in_nursery(live.ptr()));
    let mut roots = VecRoots(vec![live, Term::small(7)]);
    let out = a.collect(&mut roots, 0, false);
    assert_eq!(out.promoted, 200);
    assert!(!out.major);
    assert_eq!(a.young_free(), a.young_len);
    let moved = roots.0[0];
    assert_ne!(moved, live);
    assert!(a.contains(moved.ptr()) && !a.in_nursery(moved.ptr()));
    assert_eq!(list_values(moved), (1..=100).collect::<Vec<_>>());
    assert_eq!(roots.0[1], Term::small(7));
    assert_eq!(a.used(), 200);
}

#[test]
fn sharing_survives_promotion() {
    let mut a = area();
    let l = young_list(&mut a, 3);
    let t = young_tuple(&mut a, &[l, l, Term::small(1)]);
    let mut roots = VecRoots(vec![t, l]);
    let out = a.collect(&mut roots, 0, false);
    // The list is copied once: 6 words, plus the tuple's 4.
    assert_eq!(out.promoted, 10);
    let (t2, l2) = (roots.0[0], roots.0[1]);
    assert_eq!(t2.element(1), l2);
    assert_eq!(t2.element(2), l2);
    assert_eq!(list_values(l2), vec![1, 2, 3]);
}

#[test]
fn a_major_collection_frees_dead_old_objects_for_first_fit_reuse() {
    let mut a = area();
    let keep = young_list(&mut a, 10);
    let drop_me = young_tuple(&mut a, &[Term::small(1), Term::small(2), Term::small(3)]);
    let mut roots = VecRoots(vec![drop_me, keep]);
    a.collect(&mut roots, 0, false);
    let dead_at = roots.0[0].ptr();
    assert_eq!(a.used(), 24);
    roots.0[0] = Term::NIL;
    let out = a.collect(&mut roots, 0, true);
    assert!(out.major);
    assert_eq!(out.marked, 20);
    assert_eq!(a.used(), 20);
    assert_eq!(list_values(roots.0[1]), (1..=10).collect::<Vec<_>>());
    // The tuple's four words are the first hole: an allocation that fits goes there.
    assert_eq!(a.alloc_old(4), dead_at);
}

#[test]
fn the_old_generation_grows_by_pages_and_large_objects_span_them() {
    let mut a = area();
    assert_eq!(a.allocated(), a.young_len);
    let p = a.alloc_old(PAGE_WORDS + 10);
    assert!(a.contains(p));
    assert_eq!(a.pages, 2);
    let q = a.alloc_old(100);
    assert_eq!(q as usize, p as usize + (PAGE_WORDS + 10) * 8);
    assert_eq!(a.used(), PAGE_WORDS + 110);
}

#[test]
fn a_major_collection_keeps_a_quarter_of_the_old_generation_free() {
    let mut a = area();
    let mut roots = VecRoots(Vec::new());
    // Fill one page almost entirely with live lists.
    for _ in 0..30 {
        roots.0.push(young_list(&mut a, 500));
        a.collect(&mut roots, 0, false);
    }
    let out = a.collect(&mut roots, 0, true);
    assert_eq!(out.marked, 30_000);
    let total = a.pages * PAGE_WORDS;
    assert!(
        (total - out.marked) * 4 >= total,
        "{} live of {total}",
        out.marked
    );
    for r in &roots.0 {
        assert_eq!(list_values(*r).len(), 500);
    }
}

#[test]
fn pointers_outside_the_area_are_not_in_it() {
    let a = area();
    let b = Block::new(16);
    assert!(!a.contains(b.start()));
    assert!(!a.contains(std::ptr::null()));
}

#[test]
fn small_allocations_fill_pages_before_adding_more() {
    let mut a = area();
    // One and a half pages of cons cells: two pages, not one page per cell after the first.
    for _ in 0..(PAGE_WORDS * 3 / 4) {
        a.alloc_old(2);
    }
    assert_eq!(a.pages, 2);
    assert_eq!(a.used(), PAGE_WORDS * 3 / 2);
}

#[test]
fn black_map_holes_are_the_runs_of_clear_bits() {
    use super::old::{take_holes, Hole};
    let mut a = area();
    a.add_pages(1);
    a.marks.iter_mut().for_each(|m| *m = 0);
    // Objects at words 3..5, 60..70 (across a bitmap word), 128..192 (a whole word) and
    // the last word of the page.
    for (at, n) in [(3, 2), (60, 10), (128, 64), (PAGE_WORDS - 1, 1)] {
        a.mark_words(at, n);
    }
    for (at, n) in [(3, 2), (60, 10), (128, 64)] {
        assert!(a.is_marked(at) && a.is_marked(at + n - 1));
        assert!(!a.is_marked(at + n));
    }
    let (holes, live) = take_holes(&mut a.marks);
    assert_eq!(live, 2 + 10 + 64 + 1);
    let want = [(0, 3), (5, 55), (70, 58), (192, PAGE_WORDS - 1 - 192)];
    let want: Vec<Hole> = want.iter().map(|&(at, len)| Hole { at, len }).collect();
    assert_eq!(holes, want);
    // Read once, cleared as read: the next major cycle starts from an empty black-map.
    assert!(a.marks.iter().all(|&m| m == 0));
}

/// A sweep done in parts (under `time:T`) frees the unmarked words of the pages it began
/// with and nothing allocated meanwhile: until it ends, the old generation allocates only in
/// pages added since it began.
#[test]
fn a_sweep_in_parts_frees_only_unmarked_words_of_the_pages_it_began_with() {
    let mut a = area();
    // More pages than one part of the sweep covers.
    a.add_pages(10);
    let live = [(0, 100), (9 * PAGE_WORDS + 5, 5)];
    for (at, n) in live {
        a.mark_words(at, n);
    }
    a.begin_sweep();
    assert!(!a.sweep_until(|| true), "one part, then the deadline");
    assert!(a.sweeping());
    let q = a.alloc_old(50);
    assert_eq!(a.old_index(q), 10 * PAGE_WORDS, "in a page added since");
    assert!(a.sweep_until(|| false));
    assert!(!a.sweeping());
    let holes: Vec<(usize, usize)> = a.free.iter().map(|h| (h.at, h.len)).collect();
    let want = [
        (100, 9 * PAGE_WORDS + 5 - 100),
        (9 * PAGE_WORDS + 10, PAGE_WORDS - 10),
        (10 * PAGE_WORDS + 50, PAGE_WORDS - 50),
    ];
    assert_eq!(holes, want);
    assert_eq!(a.free_words, want.iter().map(|&(_, n)| n).sum::<usize>());
    assert!(a.holds_object(q) && a.holds_object(a.old_start));
    assert!(a.marks.iter().all(|&m| m == 0));
}

/// Memory provided ahead for promotion is past the old generation's pages and changes
/// neither what the area holds nor what a cycle copies; a provision stops when told to.
#[test]
fn provision_changes_no_accounting() {
    let mut a = area();
    let l = young_list(&mut a, 10_000);
    let (used, allocated) = (a.used(), a.allocated());
    a.provision(3 * PAGE_WORDS, || true);
    assert_eq!((a.used(), a.allocated()), (used, allocated));
    assert_eq!(a.populated, 3 * PAGE_WORDS);
    let mut calls = 0;
    a.provision(10 * PAGE_WORDS, || {
        calls += 1;
        calls <= 2
    });
    assert_eq!(a.populated, 3 * PAGE_WORDS + 2 * PROVISION_CHUNK);
    let mut roots = VecRoots(vec![l]);
    let out = a.collect(&mut roots, 0, false);
    assert_eq!(out.promoted, 20_000);
    assert!(a.in_old_generation(roots.0[0]));
    assert_eq!(list_values(roots.0[0]), (1..=10_000).collect::<Vec<_>>());
}

#[test]
fn a_cycle_scans_the_nursery_it_saw_built_over_unused_runs() {
    let mut a = area();
    let older = young_list(&mut a, 4);
    a.begin_cycle(false);
    // During the cycle: a window lent, a pair pointing into the from-space built in it, more
    // built after it, and the window given back with its unused words (now the gap).
    let mut w = a.lend_window(3);
    let p = w.bump(3).expect("room in the window");
    // SAFETY: three words of the window.
    let pair = unsafe {
        *p = header(Kind::Tuple, 2);
        *p.add(1) = older.raw();
        *p.add(2) = Term::small(1).raw();
        Term::from_boxed_ptr(p)
    };
    let after = young_tuple(&mut a, &[Term::small(2)]);
    a.return_window(w);
    let gap_start = a.gap.0;
    assert!(a.gap.1 - gap_start > 2000);
    // Built in the gap, and dead: what it points to is promoted all the same.
    let dead = young_tuple(&mut a, &[older]);
    assert_eq!((dead.ptr() as usize - a.nursery as usize) / 8, gap_start);
    assert!(a.scan_nursery_until(|_| false));
    assert_eq!(a.gap, (0, 0), "the gap is given up once the scan passed it");
    let moved = pair.element(1);
    assert!(a.in_old_generation(moved));
    assert_eq!(dead.element(1), moved);
    assert_eq!(list_values(moved), vec![1, 2, 3, 4]);
    assert_eq!(after.element(1), Term::small(2));
    // What is built after the scan is scanned from where it stopped.
    let late = young_tuple(&mut a, &[Term::small(3), pair]);
    let work = a.work();
    assert!(a.scan_nursery_until(|_| false));
    assert_eq!(a.work() - work, 3);
    assert_eq!(late.element(2), pair);
    let out = a.finish_cycle(1, false);
    assert_eq!(out.promoted, 8);
}

/// The pair `{first, n}` built in a window that must be lent in the old generation, given
/// back at once.
fn pair_in_old_window(a: &mut Area, first: Term, n: i64) -> Term {
    let mut w = a.lend_window(3);
    assert!(a.in_old(w.start));
    let p = w.bump(3).expect("room in the window");
    // SAFETY: three words of the window.
    let pair = unsafe {
        *p = header(Kind::Tuple, 2);
        *p.add(1) = first.raw();
        *p.add(2) = Term::small(n).raw();
        Term::from_boxed_ptr(p)
    };
    a.return_window(w);
    pair
}

#[test]
fn after_a_nursery_all_live_windows_are_lent_in_the_old_generation_and_scanned_as_roots() {
    let mut a = area();
    let l = young_list(&mut a, 100);
    let mut roots = VecRoots(vec![l]);
    a.collect(&mut roots, 0, false);
    let young = young_list(&mut a, 3);
    a.begin_cycle(false);
    assert!(
        a.tenure.on,
        "a nursery all live makes the next period pretenure"
    );
    let pair = pair_in_old_window(&mut a, young, 5);
    assert_eq!(a.nursery_used(), 3, "counted against the nursery's limit");
    assert!(a.scan_nursery_until(|_| false));
    let moved = pair.element(1);
    assert!(a.in_old_generation(moved) && moved != young);
    assert_eq!(list_values(moved), vec![1, 2, 3]);
    let out = a.finish_cycle(1, false);
    assert_eq!(out.promoted, 6);
    // It pointed into the from-space only: the next cycle need not scan it.
    assert!(a.overflow.is_empty());
    // One that points into the nursery is a root of the next cycle, which evacuates it.
    a.begin_cycle(false);
    let fresh = young_list(&mut a, 2);
    let pair2 = pair_in_old_window(&mut a, fresh, 6);
    assert!(a.scan_nursery_until(|_| false));
    a.finish_cycle(1, false);
    assert_eq!(a.overflow.len(), 1);
    let mut none = VecRoots(Vec::new());
    a.collect(&mut none, 0, false);
    assert!(a.overflow.is_empty());
    assert!(a.in_old_generation(pair2.element(1)));
    assert_eq!(list_values(pair2.element(1)), vec![1, 2]);
    assert_eq!(pair.element(1), moved);
}
