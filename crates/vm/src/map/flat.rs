//! Flat maps (`Kind::Map`): up to 32 keys and their values in one object, sorted by key
//! (`order::compare_exact`): `k1, v1, k2, v2, ...`. An insert past 32 keys builds a trie.

use super::{hamt_update, FLAT_MAX};
use crate::build;
use crate::heap::Heap;
use crate::order::compare_exact;
use crate::term::Term;
use std::cmp::Ordering;

/// Where `key` is (`Ok`) or would go (`Err`) among the keys of the flat map `m`.
fn search(m: Term, key: Term) -> Result<usize, usize> {
    let (mut lo, mut hi) = (0, m.boxed_size() / 2);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let k = m.boxed_term(1 + 2 * mid);
        let o = if k == key {
            Ordering::Equal
        } else {
            compare_exact(k, key)
        };
        match o {
            Ordering::Less => lo = mid + 1,
            Ordering::Greater => hi = mid,
            Ordering::Equal => return Ok(mid),
        }
    }
    Err(lo)
}

/// The value of `key` in the flat map `m`.
pub fn get(m: Term, key: Term) -> Option<Term> {
    search(m, key).ok().map(|i| m.boxed_term(2 + 2 * i))
}

/// The pairs of the flat map `m`, in key order.
pub fn pairs(m: Term) -> Vec<(Term, Term)> {
    (0..m.boxed_size() / 2)
        .map(|i| (m.boxed_term(1 + 2 * i), m.boxed_term(2 + 2 * i)))
        .collect()
}

/// A flat map of at most 32 pairs sorted by key with no key twice.
pub fn from_sorted(heap: &mut Heap, kvs: &[(Term, Term)]) -> Term {
    debug_assert!(kvs.len() <= FLAT_MAX);
    build::map_sorted(heap, kvs)
}

/// The flat map `m` with `key` set to `value`: a trie if that makes 33 keys.
pub fn put(heap: &mut Heap, m: Term, key: Term, value: Term) -> Term {
    let mut kvs = pairs(m);
    match search(m, key) {
        Ok(i) => {
            if kvs[i].1 == value {
                return m;
            }
            kvs[i].1 = value;
        }
        Err(i) => kvs.insert(i, (key, value)),
    }
    if kvs.len() > FLAT_MAX {
        hamt_update::from_pairs(heap, &kvs)
    } else {
        build::map_sorted(heap, &kvs)
    }
}

/// The flat map `m` without `key` (`m` itself when it has no such key).
pub fn remove(heap: &mut Heap, m: Term, key: Term) -> Term {
    match search(m, key) {
        Ok(i) => {
            let mut kvs = pairs(m);
            kvs.remove(i);
            build::map_sorted(heap, &kvs)
        }
        Err(_) => m,
    }
}
