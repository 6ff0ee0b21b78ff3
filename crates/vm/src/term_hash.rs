//! erts' term hashes below the BIFs: Bob Jenkins' mix and its constants, the atom hash, and
//! the internal hash (`make_internal_hash`) that places a key in a map's trie (`map::hamt`)
//! and in an ETS hash table (`bif/ets/key_hash.rs`). `phash2`/`phash` (`bif/phash.rs`) are
//! built on the same mix.
//!
//! The internal hash is erts' `make_internal_hash(Term, 0)` as Erlang/OTP 25 computes it on
//! a 64-bit machine: seeded with a salt, an immediate (small integer, `[]`) mixes its 64-bit
//! tagged word, a list packs runs of bytes four at a time, a tuple mixes its arity then its
//! elements, a bignum its 64-bit digits, a float its bits (0.0 and -0.0 alike), a bitstring
//! its bytes, a map its size then its keys and values in Erlang/OTP's order. Worked out by
//! experiments against Erlang/OTP 25 (the traversal order of ETS tables and the iteration
//! order of maps of thousands of keys of each kind).
//!
//! Known differences: Erlang/OTP mixes an atom's word, which is its index in Erlang/OTP's
//! atom table; triheap mixes the hash of the atom's name in its place (its own atom indices
//! mean nothing to Erlang/OTP either). Pids, ports, references and funs mix words of
//! triheap's own (the pid's number, the reference's id, the fun's module, index and free
//! variables). So maps and tables whose keys hold these are ordered differently from
//! Erlang/OTP's, consistently from run to run.

use crate::atom;
use crate::binary;
use crate::map;
use crate::order::compare_map_keys;
use crate::term::{Kind, Term};

/// The hash erts keeps for an atom: hashpjw over its Latin-1 characters (UTF-8 sequences
/// for U+0080..U+00FF count as one byte, as in erts' atom table).
pub fn atom_hash(a: Term) -> u32 {
    let bytes = atom::name(a).as_bytes();
    let mut h: u32 = 0;
    let mut i = 0;
    while i < bytes.len() {
        let mut v = bytes[i] as u32;
        i += 1;
        if i < bytes.len() && v & 0xfe == 0xc2 && bytes[i] & 0xc0 == 0x80 {
            v = ((v << 6) | (bytes[i] as u32 & 0x3f)) & 0xff;
            i += 1;
        }
        h = (h << 4).wrapping_add(v);
        let g = h & 0xf000_0000;
        if g != 0 {
            h ^= g >> 24;
            h ^= g;
        }
    }
    h
}

pub const HCONST: u32 = 0x9e37_79b9;
/// `HCONST * k` (mod 2^32) for the k erts uses.
pub const fn hconst(k: u32) -> u32 {
    HCONST.wrapping_mul(k)
}

/// Bob Jenkins' 96-bit mix.
#[inline]
pub fn mix(mut a: u32, mut b: u32, mut c: u32) -> (u32, u32, u32) {
    macro_rules! step {
        ($x:ident, $y:ident, $z:ident, $op:tt, $s:expr) => {
            $x = $x.wrapping_sub($y).wrapping_sub($z);
            $x ^= $z $op $s;
        };
    }
    step!(a, b, c, >>, 13);
    step!(b, c, a, <<, 8);
    step!(c, a, b, >>, 13);
    step!(a, b, c, >>, 12);
    step!(b, c, a, <<, 16);
    step!(c, a, b, >>, 5);
    step!(a, b, c, >>, 3);
    step!(b, c, a, <<, 10);
    step!(c, a, b, >>, 15);
    (a, b, c)
}

/// erts' `UINT32_HASH_2`: mix two words into the hash.
#[inline]
pub fn mix2(hash: u32, x: u32, y: u32, k: u32) -> u32 {
    mix(k.wrapping_add(x), k.wrapping_add(y), hash).2
}

#[inline]
pub fn mix1(hash: u32, x: u32, k: u32) -> u32 {
    mix2(hash, x, 0, k)
}

/// erts' `block_hash` over bytes, seeded with `init`.
pub fn block_hash(bytes: &[u8], init: u32) -> u32 {
    let word = |k: &[u8]| u32::from_le_bytes([k[0], k[1], k[2], k[3]]);
    let (mut a, mut b, mut c) = (HCONST, HCONST, init);
    let mut chunks = bytes.chunks_exact(12);
    for k in &mut chunks {
        a = a.wrapping_add(word(&k[0..4]));
        b = b.wrapping_add(word(&k[4..8]));
        c = c.wrapping_add(word(&k[8..12]));
        (a, b, c) = mix(a, b, c);
    }
    // The low byte of c is reserved for the length; the rest fill a, b, then c's upper bytes.
    c = c.wrapping_add(bytes.len() as u32);
    for (i, &byte) in chunks.remainder().iter().enumerate() {
        let v = byte as u32;
        match i {
            0..=3 => a = a.wrapping_add(v << (8 * i)),
            4..=7 => b = b.wrapping_add(v << (8 * (i - 4))),
            _ => c = c.wrapping_add(v << (8 * (i - 7))),
        }
    }
    mix(a, b, c).2
}

pub fn bignum_digits(t: Term) -> impl Iterator<Item = u64> {
    (1..=t.boxed_size()).map(move |i| t.boxed_word(i))
}

pub fn bitstring_hash(hash: u32, t: Term) -> u32 {
    let v = binary::view(t).expect("bitstring");
    let (whole, rest) = (v.bits / 8, v.bits % 8);
    let bytes = v.to_vec();
    let con = hconst(13).wrapping_add(hash);
    let mut hash = if v.bits == 0 {
        con
    } else {
        block_hash(&bytes[..whole], con)
    };
    if rest > 0 {
        let last = (bytes[whole] >> (8 - rest)) as u32;
        hash = mix2(hash, rest as u32, last, hconst(15));
    }
    hash
}

/// erts' `INTERNAL_HASH_SALT`, the internal hash's starting value.
const SALT: u32 = 3_432_918_353;
/// The tagged word of `[]` on a 64-bit erts.
const NIL_WORD: u64 = 0x3b;

/// erts' `CONST_HASH`: a light mix of a constant.
#[inline]
fn const_hash(hash: u32, k: u32) -> u32 {
    (hash ^ k).rotate_left(17)
}

/// Mix a 64-bit immediate word.
#[inline]
fn immediate(hash: u32, word: u64) -> u32 {
    mix2(hash, word as u32, (word >> 32) as u32, HCONST)
}

/// Work still to do: a term, or the mark that the tail of a list cell comes next.
enum Op {
    Term(Term),
    Cdr,
}

/// erts' `make_internal_hash(Term, 0)`. Pending subterms wait on an explicit stack.
pub fn internal_hash(t: Term) -> u32 {
    let mut hash = SALT;
    if t.is_small() {
        // The common key: no stack.
        return immediate(hash, ((t.small_val() as u64) << 4) | 0xf);
    }
    let mut stack: Vec<Op> = Vec::new();
    let mut t = t;
    loop {
        // Hash `t`; `next` is a subterm to go on with, before what waits on the stack.
        let mut next = None;
        if t.is_small() {
            hash = immediate(hash, ((t.small_val() as u64) << 4) | 0xf);
        } else if t.is_nil() {
            hash = immediate(hash, NIL_WORD);
        } else if t.is_atom() {
            hash = immediate(hash, ((atom_hash(t) as u64) << 6) | 0xb);
        } else if t.is_pid() {
            hash = immediate(hash, (t.pid_index() << 4) | 0x3);
        } else if t.is_port() {
            hash = immediate(hash, (t.port_number() << 4) | 0x7);
        } else if t.is_cons() {
            let (h, n) = list(t, hash, &mut stack);
            hash = h;
            next = Some(n);
        } else {
            match t.boxed_kind() {
                Some(Kind::Tuple) => {
                    let elems = t.tuple_elems();
                    hash = mix1(hash, elems.len() as u32, hconst(9));
                    if let Some((&first, rest)) = elems.split_first() {
                        stack.extend(rest.iter().rev().map(|&e| Op::Term(e)));
                        next = Some(first);
                    }
                }
                Some(k @ (Kind::PosBig | Kind::NegBig)) => {
                    let c = if k == Kind::NegBig {
                        hconst(10)
                    } else {
                        hconst(11)
                    };
                    for d in bignum_digits(t) {
                        hash = mix2(hash, d as u32, (d >> 32) as u32, c);
                    }
                }
                Some(Kind::Float) => {
                    let f = t.float_val();
                    let bits = if f == 0.0 { 0 } else { f.to_bits() };
                    hash = mix2(hash, bits as u32, (bits >> 32) as u32, hconst(12));
                }
                Some(Kind::HeapBin | Kind::RefcBin | Kind::SubBin) => {
                    hash = bitstring_hash(hash, t);
                }
                Some(Kind::Map) => {
                    let n = t.boxed_size() / 2;
                    hash = mix1(hash, n as u32, hconst(16));
                    // In Erlang/OTP's order of a small map's keys (integers before floats).
                    let mut pairs: Vec<(Term, Term)> = (0..n)
                        .map(|i| (t.boxed_term(2 * i + 1), t.boxed_term(2 * i + 2)))
                        .collect();
                    pairs.sort_by(|a, b| compare_map_keys(a.0, b.0));
                    for &(k, v) in pairs.iter().rev() {
                        stack.push(Op::Term(v));
                        stack.push(Op::Term(k));
                    }
                }
                Some(Kind::HashMap) => {
                    hash = mix1(hash, map::size(t) as u32, hconst(16));
                    push_branches(&mut stack, t);
                }
                Some(Kind::HamtNode) => {
                    if map::hamt::is_collision(t) {
                        // Erlang/OTP's collision node is a tuple of its leaves, hashed as
                        // one: its arity, then each `[K | V]` cell as a list.
                        let leaves = map::hamt::branches(t);
                        hash = mix1(hash, leaves.len() as u32, hconst(9));
                        stack.extend(leaves.iter().rev().map(|&l| Op::Term(l)));
                    } else {
                        push_branches(&mut stack, t);
                    }
                }
                Some(Kind::Ref) => {
                    let id = t.boxed_word(1);
                    hash = mix1(hash, id as u32, hconst(7));
                    hash = mix2(hash, (id >> 32) as u32, 0, hconst(8));
                }
                Some(Kind::Fun) => {
                    let k = t.fun_sort_key();
                    if k.external {
                        hash = mix2(hash, atom_hash(k.module), atom_hash(k.function), hconst(14));
                        hash = mix1(hash, k.index_or_arity, hconst(14));
                    } else {
                        let nfree = t.boxed_size() - 1;
                        hash = mix2(hash, nfree as u32, atom_hash(k.module), hconst(20));
                        hash = mix2(hash, k.index_or_arity, 0, hconst(21));
                        stack.extend(
                            (2..=t.boxed_size())
                                .rev()
                                .map(|i| Op::Term(t.boxed_term(i))),
                        );
                    }
                }
                None => {}
            }
        }
        t = match next {
            Some(n) => n,
            None => loop {
                match stack.pop() {
                    None => return hash,
                    Some(Op::Cdr) => hash = const_hash(hash, hconst(18)),
                    Some(Op::Term(x)) => break x,
                }
            },
        };
    }
}

/// Push the branches of a map's trie node as erts does: in branch order, so that they are
/// hashed from the last; a leaf as its value then its key (the key is hashed first).
fn push_branches(stack: &mut Vec<Op>, node: Term) {
    for &b in map::hamt::branches(node) {
        if b.is_cons() {
            stack.push(Op::Term(b.tail()));
            stack.push(Op::Term(b.head()));
        } else {
            stack.push(Op::Term(b));
        }
    }
}

/// Hash the bytes at the start of the list `t` four at a time; the subterm to go on with is
/// the first element that is not a byte (its list's tail pushed to come after it) or the
/// tail after the bytes.
fn list(mut t: Term, mut hash: u32, stack: &mut Vec<Op>) -> (u32, Term) {
    let (mut packed, mut count) = (0u32, 0u32);
    while t.is_cons() {
        let h = t.head();
        if !(h.is_small() && (0..=255).contains(&h.small_val())) {
            break;
        }
        packed = (packed << 8).wrapping_add(h.small_val() as u32);
        if count == 3 {
            hash = mix1(hash, packed, hconst(4));
            (packed, count) = (0, 0);
        } else {
            count += 1;
        }
        t = t.tail();
    }
    if count > 0 {
        hash = mix2(hash, packed, count, hconst(22));
    }
    if !t.is_cons() {
        return (hash, t);
    }
    let tail = t.tail();
    hash = const_hash(hash, hconst(17));
    stack.push(Op::Term(tail));
    if !tail.is_cons() {
        stack.push(Op::Cdr);
    }
    (hash, t.head())
}
