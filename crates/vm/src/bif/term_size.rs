//! `erts_debug:flat_size/1` (the words a term takes when copied, shared subterms counted
//! each time they are reached) and `erts_debug:size/1` (shared subterms counted once).
//!
//! Programs compare these numbers with Erlang/OTP's, so they are Erlang/OTP 25's 64-bit
//! word counts, computed from the term's structure, not triheap's own layout (which differs
//! for references, funs, maps and sub-binaries):
//! - immediates (small integers, atoms, `[]`, local pids) 0; a cons cell 2; a tuple its
//!   arity + 1 (the empty tuple, a global literal in OTP 25, 0); a float 2; a bignum 1 +
//!   its 64-bit digits; a reference 3 (an active alias 4); a fun 5 + its free variables;
//! - a binary of n bytes 2 + ceil(n / 8) words when n <= 64, else 6 (a ProcBin; its bytes
//!   are off the heap); a sub-binary counts as what copying makes of it: the binary of its
//!   bytes, and when it is not whole bytes at a byte boundary a 5-word sub-binary over a
//!   binary of the bytes it touches;
//! - a map of up to 32 keys is a flatmap: 3 words + its values + a tuple of its keys;
//!   a larger one a HAMT, laid out as OTP's (`map::hamt`): one cons cell per pair, a head
//!   node of 2 words and inner nodes of 1, each with a word per branch.
//!
//! Known differences: OTP makes small binaries that were built by
//! appending refc binaries (6 words) where triheap counts them by size; `size/1` counts the
//! keys tuple of each map, where OTP shares it between a map and the maps updated from it.
//!
//! Both walk the term with an explicit stack, so deep terms do not recurse natively.

use super::BifEntry;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::BifResult;
use crate::map;
use crate::process::Process;
use crate::term::{Kind, Term};
use std::collections::HashSet;

/// OTP's largest heap binary, in bytes.
const HEAP_BIN_LIMIT: usize = 64;
/// Words of a ProcBin (a refc binary's handle on the heap).
const PROC_BIN_WORDS: usize = 6;
/// Words of a sub-binary.
const SUB_BIN_WORDS: usize = 5;
/// Words of a fun without free variables.
const FUN_WORDS: usize = 5;
/// Words of an ordinary reference and of an alias (a reference that names a process).
const REF_WORDS: usize = 3;
const ALIAS_WORDS: usize = 4;

/// Words of a binary of `n` bytes.
fn bin_words(n: usize) -> usize {
    if n <= HEAP_BIN_LIMIT {
        2 + n.div_ceil(8)
    } else {
        PROC_BIN_WORDS
    }
}

/// Words of a sub-binary of `bits` bits at bit offset `off` once copied, as OTP's
/// `size_object` counts it.
fn sub_bin_words(off: usize, bits: usize) -> usize {
    let edge = off % 8 + bits % 8;
    let extra = match edge {
        0 => 0,
        1..=8 => 1,
        _ => 2,
    };
    let sub = if extra > 0 { SUB_BIN_WORDS } else { 0 };
    sub + bin_words(bits / 8 + extra)
}

/// Words of one object (not what it refers to); the terms it refers to go on `stack`.
fn object_words(cx: &Ctx, t: Term, stack: &mut Vec<Term>) -> usize {
    if t.is_cons() {
        stack.push(t.head());
        stack.push(t.tail());
        return 2;
    }
    let Some(kind) = t.boxed_kind() else {
        return 0;
    };
    match kind {
        Kind::Tuple => {
            let elems = t.tuple_elems();
            stack.extend_from_slice(elems);
            if elems.is_empty() {
                0
            } else {
                elems.len() + 1
            }
        }
        Kind::PosBig | Kind::NegBig => 1 + t.boxed_size(),
        Kind::Float => 2,
        Kind::Fun => {
            let free = t.boxed_size() - 1;
            stack.extend((0..free).map(|i| t.fun_free(i)));
            FUN_WORDS + free
        }
        Kind::Ref => {
            if cx.sched.alias_owner(t.boxed_word(1)).is_some() {
                ALIAS_WORDS
            } else {
                REF_WORDS
            }
        }
        Kind::HeapBin | Kind::RefcBin => {
            let n = crate::binary::view(t).map_or(0, |v| v.bits / 8);
            bin_words(n)
        }
        Kind::SubBin => {
            let off = t.boxed_term(2).small_val() as usize;
            let bits = t.boxed_term(3).small_val() as usize;
            sub_bin_words(off, bits)
        }
        Kind::Map => {
            let n = t.boxed_size() / 2;
            stack.extend_from_slice(t.boxed_terms(1));
            if n == 0 {
                3
            } else {
                3 + n + (n + 1)
            }
        }
        // A trie: its nodes as OTP's (a head of 2 words, an inner node of 1, each with a
        // word per branch), a cons cell per pair (the leaves, pushed as lists).
        Kind::HashMap | Kind::HamtNode => {
            let bs = map::hamt::branches(t);
            stack.extend_from_slice(bs);
            bs.len() + if kind == Kind::HashMap { 2 } else { 1 }
        }
    }
}

/// Words of `t` copied; `shared`: counting each object once.
fn term_words(cx: &Ctx, t: Term, shared: bool) -> usize {
    let mut seen = HashSet::new();
    let mut stack = vec![t];
    let mut words = 0;
    while let Some(t) = stack.pop() {
        if shared && t.is_pointer() && !seen.insert(t.raw()) {
            continue;
        }
        words += object_words(cx, t, &mut stack);
    }
    words
}

fn flat_size(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let n = term_words(cx, a[0], false);
    Ok(build::int(&mut p.heap, n as i64))
}

fn size(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let n = term_words(cx, a[0], true);
    Ok(build::int(&mut p.heap, n as i64))
}

pub const BIFS: &[BifEntry] = &[
    ("erts_debug", "flat_size", 1, flat_size),
    ("erts_debug", "size", 1, size),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binaries_as_otp_counts_them() {
        assert_eq!(bin_words(0), 2);
        assert_eq!(bin_words(9), 4);
        assert_eq!(bin_words(64), 10);
        assert_eq!(bin_words(65), 6);
        // <<_:3, R/bits>> of 10 bytes; <<X:3>>; a whole-byte tail of 99 bytes.
        assert_eq!(sub_bin_words(3, 77), 9);
        assert_eq!(sub_bin_words(0, 3), 8);
        assert_eq!(sub_bin_words(8, 99 * 8), 6);
        assert_eq!(sub_bin_words(3, 517), 11);
        assert_eq!(sub_bin_words(1, 511), 15);
    }
}
