//! Building and updating map tries (`hamt.rs`): a whole trie from its pairs, and inserts and
//! removals that copy only the path from the head to the leaf they change (O(log n) words),
//! keeping the trie canonical.
//!
//! # Invariants behind the unsafe code
//! Nodes are built in words just returned by `Heap::alloc`, which never collects: the
//! branches copied from an old node stay where they are while the new one is written, and
//! each node is written whole, header first, before the term that points to it is made.

use super::hamt::{bitmap, branches, find_in_collision, hash, is_head, slot, BITS, MAX_LEVEL};
use crate::copy::Bump;
use crate::heap::Heap;
use crate::order::{compare_exact, exact_eq};
use crate::term::{header, Kind, Term};
use std::cmp::Ordering;

/// A new node: a head of `size` keys when `size` is given, else an inner node; its branches
/// are `before`, then `mid` if any, then `after`.
fn node(
    heap: &mut impl Bump,
    size: Option<usize>,
    bitmap: u32,
    before: &[Term],
    mid: Option<Term>,
    after: &[Term],
) -> Term {
    let fixed = if size.is_some() { 2 } else { 1 };
    let n = fixed + before.len() + usize::from(mid.is_some()) + after.len();
    let kind = if size.is_some() {
        Kind::HashMap
    } else {
        Kind::HamtNode
    };
    let p = heap.bump(1 + n);
    // SAFETY: `p` has `1 + n` fresh words, all written below in order; the branches copied
    // are terms of live objects (`Heap::alloc` moved nothing).
    unsafe {
        *p = header(kind, n);
        let mut q = p.add(1);
        if let Some(s) = size {
            *q = Term::small(s as i64).raw();
            q = q.add(1);
        }
        *q = Term::small(bitmap as i64).raw();
        q = q.add(1);
        std::ptr::copy_nonoverlapping(before.as_ptr() as *const u64, q, before.len());
        q = q.add(before.len());
        if let Some(m) = mid {
            *q = m.raw();
            q = q.add(1);
        }
        std::ptr::copy_nonoverlapping(after.as_ptr() as *const u64, q, after.len());
        Term::from_boxed_ptr(p)
    }
}

#[inline]
fn leaf(heap: &mut impl Bump, key: Term, value: Term) -> Term {
    let p = heap.bump(2);
    // SAFETY: `p` has 2 fresh words.
    unsafe { crate::heap::put_cons(p, key, value) }
}

/// `h >> n`, 0 once every bit is shifted out.
#[inline]
fn shr(h: u32, n: u32) -> u32 {
    h.checked_shr(n).unwrap_or(0)
}

/// The subtrie at `level` holding the two leaves `a` and `b` whose hashes, shifted to the
/// level, are `ha` and `hb`: nodes of one branch down to where they part, or a collision node.
fn two_leaves(heap: &mut impl Bump, a: Term, ha: u32, b: Term, hb: u32, level: u32) -> Term {
    if level == MAX_LEVEL {
        let (x, y) = if compare_exact(a.head(), b.head()) == Ordering::Less {
            (a, b)
        } else {
            (b, a)
        };
        return node(heap, None, 0, &[x, y], None, &[]);
    }
    let (ba, bb) = (ha & 0xf, hb & 0xf);
    match ba.cmp(&bb) {
        Ordering::Equal => {
            let sub = two_leaves(heap, a, ha >> BITS, b, hb >> BITS, level + 1);
            node(heap, None, 1 << ba, &[sub], None, &[])
        }
        Ordering::Less => node(heap, None, (1 << ba) | (1 << bb), &[a, b], None, &[]),
        Ordering::Greater => node(heap, None, (1 << ba) | (1 << bb), &[b, a], None, &[]),
    }
}

/// The trie `head` with `key` set to `value`, and whether the key is new. The map itself
/// when `key` already has exactly this value (the same word).
pub fn put(heap: &mut Heap, head: Term, key: Term, value: Term) -> (Term, bool) {
    debug_assert!(is_head(head));
    put_in(heap, head, hash(key), 0, key, value)
}

/// [`put`] into `n`, a head or inner node at `level`; `h` is the key's hash shifted to it.
fn put_in(heap: &mut Heap, n: Term, h: u32, level: u32, key: Term, value: Term) -> (Term, bool) {
    let size = is_head(n).then(|| super::hamt::size(n));
    let bm = bitmap(n);
    let bs = branches(n);
    if size.is_none() && bm == 0 {
        return match find_in_collision(bs, key) {
            Ok(i) if bs[i].tail() == value => (n, false),
            Ok(i) => {
                let l = leaf(heap, bs[i].head(), value);
                (node(heap, None, 0, &bs[..i], Some(l), &bs[i + 1..]), false)
            }
            Err(i) => {
                let l = leaf(heap, key, value);
                (node(heap, None, 0, &bs[..i], Some(l), &bs[i..]), true)
            }
        };
    }
    let b = h & 0xf;
    let i = slot(bm, b);
    if bm & (1 << b) == 0 {
        let l = leaf(heap, key, value);
        let size = size.map(|s| s + 1);
        return (
            node(heap, size, bm | (1 << b), &bs[..i], Some(l), &bs[i..]),
            true,
        );
    }
    let c = bs[i];
    let (new, added) = if c.is_cons() {
        if exact_eq(c.head(), key) {
            if c.tail() == value {
                return (n, false);
            }
            (leaf(heap, c.head(), value), false)
        } else {
            let l = leaf(heap, key, value);
            let hc = shr(hash(c.head()), BITS * (level + 1));
            (two_leaves(heap, c, hc, l, h >> BITS, level + 1), true)
        }
    } else {
        let (new, added) = put_in(heap, c, h >> BITS, level + 1, key, value);
        if new == c {
            return (n, false);
        }
        (new, added)
    };
    let size = size.map(|s| s + usize::from(added));
    (
        node(heap, size, bm, &bs[..i], Some(new), &bs[i + 1..]),
        added,
    )
}

/// What removing a key from a node left.
enum Removed {
    /// The key is not there.
    Absent,
    /// The new node.
    Node(Term),
    /// A node left with one leaf: that leaf, to take the node's place.
    Leaf(Term),
}

/// The trie `head` without `key`, or None when it has no such key. The result is a trie
/// still: the caller makes a map of 32 keys flat.
pub fn remove(heap: &mut Heap, head: Term, key: Term) -> Option<Term> {
    debug_assert!(is_head(head));
    match remove_in(heap, head, hash(key), key) {
        Removed::Absent => None,
        Removed::Node(n) | Removed::Leaf(n) => Some(n),
    }
}

fn remove_in(heap: &mut Heap, n: Term, h: u32, key: Term) -> Removed {
    let head = is_head(n);
    let bm = bitmap(n);
    let bs = branches(n);
    if !head && bm == 0 {
        let Ok(i) = find_in_collision(bs, key) else {
            return Removed::Absent;
        };
        if bs.len() == 2 {
            return Removed::Leaf(bs[1 - i]);
        }
        return Removed::Node(node(heap, None, 0, &bs[..i], None, &bs[i + 1..]));
    }
    let b = h & 0xf;
    if bm & (1 << b) == 0 {
        return Removed::Absent;
    }
    let i = slot(bm, b);
    let c = bs[i];
    let (bm, mid) = if c.is_cons() {
        if !exact_eq(c.head(), key) {
            return Removed::Absent;
        }
        (bm & !(1 << b), None)
    } else {
        match remove_in(heap, c, h >> BITS, key) {
            Removed::Absent => return Removed::Absent,
            Removed::Node(x) | Removed::Leaf(x) => (bm, Some(x)),
        }
    };
    if !head && bs.len() - 1 + usize::from(mid.is_some()) == 1 {
        let only = mid.unwrap_or_else(|| bs[1 - i]);
        if only.is_cons() {
            return Removed::Leaf(only);
        }
    }
    let size = head.then(|| super::hamt::size(n) - 1);
    Removed::Node(node(heap, size, bm, &bs[..i], mid, &bs[i + 1..]))
}

/// The most words a trie of `n` keys takes: a cons cell per key; the head's 3 words; and
/// for each inner node 2 words and the word of its branch in its parent, where every inner
/// node, at levels 1 to 8, holds at least two keys (so at most `n / 2` nodes a level).
pub fn max_words(n: usize) -> usize {
    2 * n + 3 + n + 3 * (MAX_LEVEL as usize) * (n / 2)
}

/// A key about to go into a new trie.
struct Item {
    /// The hash with its 4-bit groups in reverse order: sorting by it puts the keys in the
    /// trie's branch order at every level.
    order: u32,
    hash: u32,
    key: Term,
    value: Term,
}

/// `h` with its eight 4-bit groups in reverse order.
#[inline]
fn reverse_groups(h: u32) -> u32 {
    let r = h.swap_bytes();
    ((r & 0x0f0f_0f0f) << 4) | ((r >> 4) & 0x0f0f_0f0f)
}

/// A trie of `kvs`: more than 32 pairs whose keys are all different, built in `heap` (a
/// process heap, or the scratch words of a literal), which must have room for
/// [`max_words`]`(kvs.len())` words.
pub fn from_pairs(heap: &mut impl Bump, kvs: &[(Term, Term)]) -> Term {
    debug_assert!(kvs.len() > super::FLAT_MAX);
    let mut items: Vec<Item> = kvs
        .iter()
        .map(|&(key, value)| {
            let hash = hash(key);
            Item {
                order: reverse_groups(hash),
                hash,
                key,
                value,
            }
        })
        .collect();
    items.sort_by(|a, b| {
        a.order
            .cmp(&b.order)
            .then_with(|| compare_exact(a.key, b.key))
    });
    build(heap, &items, 0, Some(kvs.len()))
}

/// The node at `level` for `items` (sorted, sharing the hash bits of the levels above): a
/// head of `size` keys when given.
fn build(heap: &mut impl Bump, items: &[Item], level: u32, size: Option<usize>) -> Term {
    if size.is_none() && items.len() == 1 {
        return leaf(heap, items[0].key, items[0].value);
    }
    if level == MAX_LEVEL {
        let leaves: Vec<Term> = items.iter().map(|i| leaf(heap, i.key, i.value)).collect();
        return node(heap, None, 0, &leaves, None, &[]);
    }
    let branch = |i: &Item| (i.hash >> (BITS * level)) & 0xf;
    let mut kids = [Term::NIL; 16];
    let (mut n, mut bm) = (0, 0u32);
    let mut rest = items;
    while let Some(first) = rest.first() {
        let b = branch(first);
        let end = rest
            .iter()
            .position(|i| branch(i) != b)
            .unwrap_or(rest.len());
        kids[n] = build(heap, &rest[..end], level + 1, None);
        n += 1;
        bm |= 1 << b;
        rest = &rest[end..];
    }
    node(heap, size, bm, &kids[..n], None, &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::hamt;

    fn keys_in_order(head: Term) -> Vec<i64> {
        let mut v = Vec::new();
        hamt::each_leaf(head, &mut |l| v.push(l.head().small_val()));
        v
    }

    #[test]
    fn inserts_removals_and_bulk_builds_agree() {
        let mut h = Heap::new(233);
        let pairs: Vec<(Term, Term)> = (0..2000)
            .map(|i| (Term::small(i * 7919 % 5003), Term::small(i)))
            .collect();
        let bulk = from_pairs(&mut h, &pairs[..1000]);
        hamt::check(bulk).unwrap();
        let mut m = from_pairs(&mut h, &pairs[..33]);
        for &(k, v) in &pairs[33..1000] {
            let (m2, added) = put(&mut h, m, k, v);
            assert!(added);
            m = m2;
        }
        hamt::check(m).unwrap();
        assert_eq!(keys_in_order(m), keys_in_order(bulk));
        assert!(crate::order::exact_eq(m, bulk));
        for &(k, v) in &pairs[..1000] {
            assert_eq!(hamt::get(m, k), Some(v));
        }
        assert_eq!(hamt::get(m, pairs[1500].0), None);
        // Removing all but 33 keys leaves the trie a bulk build of those 33 makes.
        for &(k, _) in &pairs[33..1000] {
            m = remove(&mut h, m, k).unwrap();
            hamt::check(m).unwrap();
        }
        assert!(remove(&mut h, m, pairs[1500].0).is_none());
        let small = from_pairs(&mut h, &pairs[..33]);
        assert_eq!(keys_in_order(m), keys_in_order(small));
        assert!(crate::order::exact_eq(m, small));
    }

    #[test]
    fn colliding_keys_meet_in_a_collision_node() {
        // Two keys whose 32-bit hashes are equal, found by search.
        let mut seen = std::collections::HashMap::new();
        let (a, b) = (0i64..)
            .find_map(|i| seen.insert(hash(Term::small(i)), i).map(|j| (j, i)))
            .unwrap();
        let mut h = Heap::new(233);
        let mut pairs: Vec<(Term, Term)> = (0..40)
            .map(|i| (Term::small(-1 - i), Term::small(i)))
            .collect();
        pairs.push((Term::small(a), Term::small(1)));
        let m = from_pairs(&mut h, &pairs);
        let (m2, added) = put(&mut h, m, Term::small(b), Term::small(2));
        assert!(added);
        hamt::check(m2).unwrap();
        assert_eq!(hamt::get(m2, Term::small(a)), Some(Term::small(1)));
        assert_eq!(hamt::get(m2, Term::small(b)), Some(Term::small(2)));
        pairs.push((Term::small(b), Term::small(2)));
        let bulk = from_pairs(&mut h, &pairs);
        hamt::check(bulk).unwrap();
        assert!(crate::order::exact_eq(m2, bulk));
        let m3 = remove(&mut h, m2, Term::small(a)).unwrap();
        hamt::check(m3).unwrap();
        assert_eq!(hamt::get(m3, Term::small(b)), Some(Term::small(2)));
    }
}
