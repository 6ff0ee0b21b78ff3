//! Maps, in the two representations Erlang/OTP 25 uses, chosen by size:
//!
//! - up to [`FLAT_MAX`] keys a **flat map** (`Kind::Map`, `flat.rs`): one object of the keys
//!   and values sorted by key (`order::compare_exact`); lookups are binary searches and
//!   updates copy the object;
//! - more, a **hash array mapped trie** (`Kind::HashMap`, `hamt.rs`, `hamt_update.rs`):
//!   lookups and updates follow the key's hash, and updates copy one path (O(log n) words).
//!
//! A map always has the representation its size calls for: what grows a flat map past 32
//! keys builds a trie, and what leaves a trie with 32 keys or fewer (`maps:remove/2`,
//! `without/2`, `filter/2`, ...) makes it flat, as Erlang/OTP does. So equal maps have equal
//! representations. Everything outside this module reads and builds maps through the
//! functions here, whatever their representation.
//!
//! Orders: [`to_vec`] is `maps:to_list/1`'s (flat: key order; trie: its hash order);
//! [`iter_vec`] is the iterators' and the printer's (flat: key order; trie: the reverse).

pub mod flat;
pub mod hamt;
pub mod hamt_update;

use crate::heap::Heap;
use crate::order::{compare_exact, exact_eq};
use crate::term::{Kind, Term};

/// Erlang/OTP's `MAP_SMALL_MAP_LIMIT`: the most keys a flat map holds.
pub const FLAT_MAX: usize = 32;

/// The number of keys of a map.
#[inline]
pub fn size(m: Term) -> usize {
    if hamt::is_head(m) {
        hamt::size(m)
    } else {
        m.boxed_size() / 2
    }
}

/// The value of `key` in `m`.
#[inline]
pub fn get(m: Term, key: Term) -> Option<Term> {
    if hamt::is_head(m) {
        hamt::get(m, key)
    } else {
        flat::get(m, key)
    }
}

/// `m` with `key` set to `value`.
pub fn put(heap: &mut Heap, m: Term, key: Term, value: Term) -> Term {
    if hamt::is_head(m) {
        hamt_update::put(heap, m, key, value).0
    } else {
        flat::put(heap, m, key, value)
    }
}

/// `m` without `key` (`m` itself when it has no such key).
pub fn remove(heap: &mut Heap, m: Term, key: Term) -> Term {
    if !hamt::is_head(m) {
        return flat::remove(heap, m, key);
    }
    if hamt::size(m) > FLAT_MAX + 1 {
        return hamt_update::remove(heap, m, key).unwrap_or(m);
    }
    if hamt::get(m, key).is_none() {
        return m;
    }
    let mut kvs = Vec::with_capacity(FLAT_MAX);
    hamt::each_leaf(m, &mut |l| {
        if !exact_eq(l.head(), key) {
            kvs.push((l.head(), l.tail()))
        }
    });
    kvs.sort_by(|a, b| compare_exact(a.0, b.0));
    flat::from_sorted(heap, &kvs)
}

/// A map of pairs sorted by key (`order::compare_exact`) with no key twice.
pub fn from_sorted(heap: &mut Heap, kvs: &[(Term, Term)]) -> Term {
    if kvs.len() <= FLAT_MAX {
        flat::from_sorted(heap, kvs)
    } else {
        hamt_update::from_pairs(heap, kvs)
    }
}

/// A map of pairs in any order; of pairs with equal keys the last wins.
pub fn from_pairs(heap: &mut Heap, kvs: Vec<(Term, Term)>) -> Term {
    let kvs = normalise(kvs);
    from_sorted(heap, &kvs)
}

/// Pairs sorted by key (`order::compare_exact`); of pairs with equal keys the last is kept.
pub fn normalise(mut kvs: Vec<(Term, Term)>) -> Vec<(Term, Term)> {
    kvs.reverse();
    kvs.sort_by(|a, b| compare_exact(a.0, b.0));
    kvs.dedup_by(|b, a| exact_eq(a.0, b.0));
    kvs
}

/// Call `f` on every key and value of `m` in `maps:to_list/1`'s order.
pub fn each(m: Term, mut f: impl FnMut(Term, Term)) {
    if hamt::is_head(m) {
        hamt::each_leaf(m, &mut |l| f(l.head(), l.tail()));
    } else {
        for i in 0..m.boxed_size() / 2 {
            f(m.boxed_term(1 + 2 * i), m.boxed_term(2 + 2 * i));
        }
    }
}

/// The pairs of `m` in `maps:to_list/1`'s order.
pub fn to_vec(m: Term) -> Vec<(Term, Term)> {
    let mut v = Vec::with_capacity(size(m));
    each(m, |k, x| v.push((k, x)));
    v
}

/// The pairs of `m` in its iterators' order (`maps:fold/3`, `maps:next/1`, printing).
pub fn iter_vec(m: Term) -> Vec<(Term, Term)> {
    if hamt::is_head(m) {
        let mut v = Vec::with_capacity(size(m));
        hamt::each_leaf_rev(m, &mut |l| v.push((l.head(), l.tail())));
        v
    } else {
        to_vec(m)
    }
}

/// The pairs of `m` sorted by key (`order::compare_exact`): the order maps compare in.
pub fn sorted_vec(m: Term) -> Vec<(Term, Term)> {
    let mut v = to_vec(m);
    if hamt::is_head(m) {
        v.sort_by(|a, b| compare_exact(a.0, b.0));
    }
    v
}

/// Whether `t` is the head of a trie map (not a flat map, not a node).
#[inline]
pub fn is_trie(t: Term) -> bool {
    t.is_kind(Kind::HashMap)
}
