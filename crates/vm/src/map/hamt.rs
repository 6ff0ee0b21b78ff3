//! Maps of more than 32 keys: a hash array mapped trie in heap words, laid out and ordered
//! as Erlang/OTP 25's "hashmap".
//!
//! # Layout
//! A key's place is decided by its 32-bit internal hash (`term_hash::internal_hash`), four
//! bits a level from the lowest: the branch of level `l` is bits `4l..4l+4`. Every node is a
//! boxed object whose words are all terms, so the collectors, the copier, the verifier and
//! the literal area treat it as any other object:
//!
//! - the **head** (`Kind::HashMap`, the map term itself): the number of keys, the bitmap of
//!   the used branches (both small integers), then one word per used branch in branch order;
//! - an **inner node** (`Kind::HamtNode`, never a term of its own): the bitmap, then its
//!   branches;
//! - a branch is a **leaf**, a cons cell `[Key | Value]`, or an inner node;
//! - keys whose hashes agree in all 32 bits meet at level 8 in a **collision node**: an
//!   inner node of bitmap 0 whose branches are their leaves, in key order
//!   (`order::compare_exact`).
//!
//! The trie is canonical: a node holds at least two keys, a node with one branch exists only
//! where all the keys below share that branch, and a node left with one leaf is replaced by
//! the leaf. So its shape depends only on its keys, never on the order they came in, and two
//! equal maps have the same shape.
//!
//! # Order
//! Erlang/OTP visits a hashmap depth first, branches in decreasing order (a collision
//! node's leaves in key order), for `maps:to_list/1`, `keys/1`, `values/1` and
//! `term_to_binary/1` ([`each_leaf`]), and in
//! exactly the reverse order, branches in increasing order, for its iterators:
//! `maps:fold/3`, `maps:next/1` and printing with `~p`/`~w` ([`each_leaf_rev`]). Its
//! internal hash of a map reads the pairs in `maps:to_list/1`'s order too.
//!
//! Updates (`hamt_update.rs`) copy the path from the head to the leaf they change, so an
//! insert costs O(log n) words. Walks over the levels recurse natively: the depth is at most
//! nine nodes, bounded by the hash's bits.

use crate::order::{compare_exact, exact_eq};
use crate::term::{Kind, Term};
use crate::term_hash::internal_hash;
use std::cmp::Ordering;

/// Hash bits a level.
pub const BITS: u32 = 4;
/// The level at which all 32 bits of the hash are used: keys still together are a
/// collision node.
pub const MAX_LEVEL: u32 = 8;

/// The hash that places `key`.
#[inline]
pub fn hash(key: Term) -> u32 {
    internal_hash(key)
}

/// Whether `t` (a map) is a trie's head.
#[inline]
pub fn is_head(t: Term) -> bool {
    t.is_kind(Kind::HashMap)
}

/// The number of keys of a trie's head.
#[inline]
pub fn size(head: Term) -> usize {
    debug_assert!(is_head(head));
    head.boxed_term(1).small_val() as usize
}

/// The bitmap of a head or inner node (0: a collision node).
#[inline]
pub fn bitmap(node: Term) -> u32 {
    let w = if is_head(node) { 2 } else { 1 };
    node.boxed_term(w).small_val() as u32
}

/// Whether an inner node is a collision node.
#[inline]
pub fn is_collision(node: Term) -> bool {
    !is_head(node) && bitmap(node) == 0
}

/// The branches of a head or inner node: leaves and inner nodes, in branch order.
#[inline]
pub fn branches<'a>(node: Term) -> &'a [Term] {
    let first = if is_head(node) { 3 } else { 2 };
    node.boxed_terms(first)
}

/// The index among a node's branches of branch `b` (`bitmap` has it).
#[inline]
pub fn slot(bitmap: u32, b: u32) -> usize {
    (bitmap & ((1 << b) - 1)).count_ones() as usize
}

/// The value of `key` in the trie `head`.
pub fn get(head: Term, key: Term) -> Option<Term> {
    let mut h = hash(key);
    let mut node = head;
    loop {
        let bm = bitmap(node);
        let bs = branches(node);
        if bm == 0 {
            return find_in_collision(bs, key).ok().map(|i| bs[i].tail());
        }
        let b = h & 0xf;
        if bm & (1 << b) == 0 {
            return None;
        }
        let c = bs[slot(bm, b)];
        if c.is_cons() {
            return exact_eq(c.head(), key).then(|| c.tail());
        }
        node = c;
        h >>= BITS;
    }
}

/// Where `key` is (`Ok`) or would go (`Err`) among a collision node's leaves.
pub fn find_in_collision(leaves: &[Term], key: Term) -> Result<usize, usize> {
    leaves.binary_search_by(|l| {
        if l.head() == key {
            Ordering::Equal
        } else {
            compare_exact(l.head(), key)
        }
    })
}

/// Call `f` on every leaf (a `[Key | Value]` cell) under `node`, in Erlang/OTP's
/// `maps:to_list/1` order: depth first, branches in decreasing order, a collision node's
/// leaves in key order.
pub fn each_leaf(node: Term, f: &mut impl FnMut(Term)) {
    if is_collision(node) {
        branches(node).iter().for_each(|&l| f(l));
        return;
    }
    for &b in branches(node).iter().rev() {
        if b.is_cons() {
            f(b)
        } else {
            each_leaf(b, f)
        }
    }
}

/// As [`each_leaf`], in the reverse order (branches in increasing order): Erlang/OTP's
/// iterators' (`maps:fold/3`, `maps:next/1`, printing).
pub fn each_leaf_rev(node: Term, f: &mut impl FnMut(Term)) {
    if is_collision(node) {
        branches(node).iter().rev().for_each(|&l| f(l));
        return;
    }
    for &b in branches(node) {
        if b.is_cons() {
            f(b)
        } else {
            each_leaf_rev(b, f)
        }
    }
}

/// Call `f` on every node of the trie `head`, the head first.
pub fn each_node(head: Term, f: &mut impl FnMut(Term)) {
    f(head);
    let mut stack: Vec<Term> = branches(head)
        .iter()
        .copied()
        .filter(|b| !b.is_cons())
        .collect();
    while let Some(n) = stack.pop() {
        f(n);
        stack.extend(branches(n).iter().copied().filter(|b| !b.is_cons()));
    }
}

/// What is wrong with one node (a head or an inner node), if anything, without hashing
/// keys: the check `--verify-heap` makes of every node it meets (its words agree with its
/// bitmap, a branch is a leaf or an inner node, a head holds more than 32 keys, an inner
/// node more than one leaf).
pub fn check_shape(node: Term) -> Result<(), String> {
    let head = is_head(node);
    let fixed = if head { 2 } else { 1 };
    if node.boxed_size() < fixed {
        return Err("map node too short".into());
    }
    if head {
        let n = node.boxed_term(1);
        if !n.is_small() || (n.small_val() as usize) <= super::FLAT_MAX {
            return Err(format!("map trie of {n:?} keys"));
        }
    }
    let bm = node.boxed_term(fixed);
    if !bm.is_small() || !(0..=0xffff).contains(&bm.small_val()) {
        return Err(format!("map node bitmap {bm:?}"));
    }
    let bm = bm.small_val() as u32;
    let bs = branches(node);
    if bm == 0 {
        if head || bs.len() < 2 {
            return Err(format!("collision node of {} keys", bs.len()));
        }
    } else if bm.count_ones() as usize != bs.len() {
        return Err(format!("map node of {} branches, bitmap {bm:#x}", bs.len()));
    }
    if !head && bs.len() == 1 && bs[0].is_cons() {
        return Err("inner map node of one leaf".into());
    }
    for &b in bs {
        if !(b.is_cons() || (b.is_kind(Kind::HamtNode) && bm != 0)) {
            return Err(format!("map node branch {b:?}"));
        }
    }
    Ok(())
}

/// What is wrong with the trie under `head`, if anything: every node's [`check_shape`], and
/// each key on its hash's path, the count of keys right (the unit tests' check).
pub fn check(head: Term) -> Result<(), String> {
    if !is_head(head) {
        return Err("not a map trie".into());
    }
    let n = head.boxed_term(1);
    if !n.is_small() || (n.small_val() as usize) <= super::FLAT_MAX {
        return Err(format!("trie of {n:?} keys"));
    }
    let mut count = 0;
    check_node(head, 0, 0, &mut count)?;
    if count != size(head) {
        return Err(format!("trie says {} keys, holds {count}", size(head)));
    }
    Ok(())
}

fn check_node(node: Term, level: u32, prefix: u32, count: &mut usize) -> Result<(), String> {
    let w = if is_head(node) { 2 } else { 1 };
    let bm = node.boxed_term(w);
    if !bm.is_small() || !(0..=0xffff).contains(&bm.small_val()) {
        return Err(format!("bad bitmap {bm:?}"));
    }
    let bm = bm.small_val() as u32;
    let bs = branches(node);
    let mask = ((1u64 << (BITS * level)) - 1) as u32;
    if bm == 0 {
        if is_head(node) || level != MAX_LEVEL || bs.len() < 2 {
            return Err(format!("collision node of {} at level {level}", bs.len()));
        }
        for w in bs.windows(2) {
            if compare_exact(w[0].head(), w[1].head()) != Ordering::Less {
                return Err("collision node out of order".into());
            }
        }
        for l in bs {
            if !l.is_cons() || hash(l.head()) != prefix {
                return Err("bad leaf in a collision node".into());
            }
        }
        *count += bs.len();
        return Ok(());
    }
    if bm.count_ones() as usize != bs.len() || level >= MAX_LEVEL {
        return Err(format!(
            "node of {} branches, bitmap {bm:#x}, level {level}",
            bs.len()
        ));
    }
    if !is_head(node) && bs.len() == 1 && bs[0].is_cons() {
        return Err("inner node of one leaf".into());
    }
    let mut bits = bm;
    for &b in bs {
        let i = bits.trailing_zeros();
        bits &= bits - 1;
        let p = prefix | (i << (BITS * level));
        if b.is_cons() {
            let h = hash(b.head());
            let m = mask | (0xf << (BITS * level));
            if h & m != p {
                return Err(format!("key of hash {h:#x} off its path {p:#x}"));
            }
            *count += 1;
        } else if b.is_kind(Kind::HamtNode) {
            check_node(b, level + 1, p, count)?;
        } else {
            return Err(format!("branch {b:?} is neither a leaf nor a node"));
        }
    }
    Ok(())
}
