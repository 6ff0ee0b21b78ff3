//! The hash that places a key in a `set`, `bag` or `duplicate_bag` table, as Erlang/OTP 25
//! computes it on a 64-bit machine, so that tables list their objects in Erlang/OTP's order.
//!
//! A key that is an atom hashes to the hash of its name (hashpjw, [`atom_hash`]). Any other
//! key hashes with erts' internal term hash: Bob Jenkins' mix over the term's words, seeded
//! with a salt, where an immediate (small integer, `[]`) mixes its 64-bit tagged word, a
//! list packs runs of bytes four at a time, a tuple mixes its arity then its elements, a
//! bignum its 64-bit digits, a float its bits (0.0 and -0.0 alike), a bitstring its bytes.
//! Worked out by experiments against Erlang/OTP 25 (the traversal order of tables of
//! thousands of keys of each kind).
//!
//! Known differences: Erlang/OTP hashes an atom *inside* a compound key (`{a, 1}`), a pid, a
//! port, a reference and a fun by words that depend on its atom table and process numbers;
//! triheap mixes a word of its own for these (the atom's name hash, the pid's number, ...),
//! so keys containing them are placed differently. Maps hash as Erlang/OTP's flat maps (up
//! to 32 keys); larger maps, which Erlang/OTP hashes in its HAMT order, differ.

use crate::bif::phash::{atom_hash, bignum_digits, bitstring_hash, hconst, mix1, mix2, HCONST};
use crate::code::{fun_entry, FunTarget};
use crate::order::compare_map_keys;
use crate::term::{Kind, Term};

/// erts' `INTERNAL_HASH_SALT`, the internal hash's starting value.
const SALT: u32 = 3_432_918_353;
/// The tagged word of `[]` on a 64-bit erts.
const NIL_WORD: u64 = 0x3b;

/// The hash of a key of a hash table.
pub fn key_hash(key: Term) -> u32 {
    if key.is_atom() {
        atom_hash(key)
    } else {
        internal_hash(key)
    }
}

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
fn internal_hash(t: Term) -> u32 {
    let mut hash = SALT;
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
                    // In Erlang/OTP's order of map keys (integers before floats).
                    let mut pairs: Vec<(Term, Term)> = (0..n)
                        .map(|i| (t.boxed_term(2 * i + 1), t.boxed_term(2 * i + 2)))
                        .collect();
                    pairs.sort_by(|a, b| compare_map_keys(a.0, b.0));
                    for &(k, v) in pairs.iter().rev() {
                        stack.push(Op::Term(v));
                        stack.push(Op::Term(k));
                    }
                }
                Some(Kind::Ref) => {
                    let id = t.boxed_word(1);
                    hash = mix1(hash, id as u32, hconst(7));
                    hash = mix2(hash, (id >> 32) as u32, 0, hconst(8));
                }
                Some(Kind::Fun) => {
                    let e = fun_entry(t);
                    match &e.target {
                        FunTarget::Export { module, function } => {
                            hash = mix2(hash, atom_hash(*module), atom_hash(*function), hconst(14));
                            hash = mix1(hash, e.arity, hconst(14));
                        }
                        FunTarget::Local { .. } => {
                            let nfree = t.boxed_size() - 1;
                            hash = mix2(hash, nfree as u32, atom_hash(e.module_name), hconst(20));
                            hash = mix2(hash, e.index, 0, hconst(21));
                            stack.extend(
                                (2..=t.boxed_size())
                                    .rev()
                                    .map(|i| Op::Term(t.boxed_term(i))),
                            );
                        }
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
