//! The private-heap collector's sizing policy, on lists built by hand with a root set that
//! is a plain vector.

use super::*;
use crate::build;
use crate::heap::DEFAULT_MIN_HEAP;

struct VecRoots(Vec<Term>);

impl RootSet for VecRoots {
    fn each_root<F: FnMut(&mut Term)>(&mut self, _minor: bool, f: F) {
        self.0.iter_mut().for_each(f);
    }
    fn collected(&mut self, _young: &Block, _major: bool) {}
}

/// The list [1..n] on `heap` (in fragments once the young generation is full).
fn list(heap: &mut Heap, n: i64) -> Term {
    (1..=n)
        .rev()
        .fold(Term::NIL, |t, i| build::cons(heap, Term::small(i), t))
}

fn values(mut t: Term) -> Vec<i64> {
    let mut v = Vec::new();
    while t.is_cons() {
        v.push(t.head().small_val());
        t = t.tail();
    }
    v
}

#[test]
fn a_young_generation_full_of_surviving_data_grows_at_a_minor_collection() {
    let mut heap = Heap::new(DEFAULT_MIN_HEAP);
    let a = list(&mut heap, 110);
    let mut roots = VecRoots(vec![a]);
    let first = collect(&mut heap, &mut roots, 0, false, &mut NoOutsideRefs);
    assert!(!first.major);
    assert_eq!((heap.young.len(), heap.hwm), (233, 220));
    // 200 more live words: most of them land in a fragment.
    let b = list(&mut heap, 100);
    roots.0.push(b);
    assert!(heap.fragment_words > 0);
    let second = collect(&mut heap, &mut roots, 0, false, &mut NoOutsideRefs);
    assert!(!second.major);
    // The to-space was sized for all the young data, the 220 words below the mark included
    // (seed 000 sec. 3.2.2), so the young generation grew; sized for the data above the
    // mark only, it would have stayed at 233 words and filled up at once.
    assert_eq!(heap.young.len(), 610);
    assert_eq!(heap.old.as_ref().map(|o| o.top), Some(220));
    assert_eq!(values(roots.0[0]), (1..=110).collect::<Vec<_>>());
    assert_eq!(values(roots.0[1]), (1..=100).collect::<Vec<_>>());
}

#[test]
fn a_heap_left_mostly_empty_shrinks_in_place() {
    let mut heap = Heap::new(DEFAULT_MIN_HEAP);
    let mut roots = VecRoots(vec![list(&mut heap, 20_000)]);
    collect(&mut heap, &mut roots, 0, true, &mut NoOutsideRefs);
    let big = heap.young.len();
    assert!(big >= 40_000);
    roots.0[0] = list(&mut heap, 10);
    collect(&mut heap, &mut roots, 0, true, &mut NoOutsideRefs);
    // Under a quarter used: the young block is cut down to the size for twice the live
    // data, keeping its place.
    let start = heap.young.start();
    assert_eq!(heap.young.len(), 233);
    assert!(heap.young.contains(start) && !heap.young.contains(start.wrapping_add(233)));
    assert_eq!(values(roots.0[0]), (1..=10).collect::<Vec<_>>());
}

#[test]
fn heap_sizes_grow_by_a_fifth_past_the_fibonacci_limit() {
    use crate::heap::{heap_size_at_least, FIBONACCI_LIMIT};
    assert_eq!(heap_size_at_least(DEFAULT_MIN_HEAP, 0), 233);
    assert_eq!(heap_size_at_least(DEFAULT_MIN_HEAP, 234), 377);
    assert_eq!(
        heap_size_at_least(DEFAULT_MIN_HEAP, 600_000),
        FIBONACCI_LIMIT
    );
    let mut size = FIBONACCI_LIMIT;
    for _ in 0..20 {
        let next = heap_size_at_least(DEFAULT_MIN_HEAP, size + 1);
        assert_eq!(next, size + size / 5, "one step above {size}");
        assert_eq!(heap_size_at_least(DEFAULT_MIN_HEAP, next), next);
        size = next;
    }
}
