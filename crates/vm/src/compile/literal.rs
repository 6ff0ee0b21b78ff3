//! Turning IR literals into terms in the literal area.
//!
//! # Invariants behind the unsafe code
//! Objects are built in a scratch vector of words and their terms point into it; every
//! object is written whole before its term is made, and `literal::intern` relocates the
//! whole graph into the literal area before any term is read through.

use crate::atom;
use crate::term::{header, Kind, Term};
use num_bigint::Sign;
use num_traits::ToPrimitive;
use triheap_ir::ir::Literal;

/// Words a literal needs (0 for immediates). A list's spine is walked in a loop.
fn size(l: &Literal) -> usize {
    let mut n = 0;
    let mut cur = l;
    while let Literal::Cons(h, t) = cur {
        n += 2 + size(h);
        cur = t;
    }
    n + size_of_one(cur)
}

/// Words a literal other than a cons needs.
fn size_of_one(l: &Literal) -> usize {
    match l {
        Literal::Int(i) => {
            if i.to_i64().and_then(Term::try_small).is_some() {
                0
            } else {
                1 + i.to_u64_digits().1.len()
            }
        }
        Literal::Float(_) => 2,
        Literal::Atom(_) | Literal::Nil => 0,
        Literal::Cons(..) => size(l),
        Literal::Tuple(es) => 1 + es.len() + es.iter().map(size).sum::<usize>(),
        Literal::Binary(b) => 2 + b.len().div_ceil(8),
        Literal::Map(kvs) => {
            let node_words = if kvs.len() > crate::map::FLAT_MAX {
                crate::map::hamt_update::max_words(kvs.len())
            } else {
                1 + 2 * kvs.len()
            };
            node_words + kvs.iter().map(|(k, v)| size(k) + size(v)).sum::<usize>()
        }
    }
}

struct Scratch {
    words: Vec<u64>,
}

impl Scratch {
    /// Reserve `n` words; the vector never reallocates (its capacity is the total size).
    fn alloc(&mut self, n: usize) -> usize {
        let at = self.words.len();
        assert!(at + n <= self.words.capacity());
        self.words.resize(at + n, 0);
        at
    }

    fn addr(&self, i: usize) -> *const u64 {
        // Within capacity, so the address is stable.
        self.words.as_ptr().wrapping_add(i)
    }

    fn build(&mut self, l: &Literal) -> Term {
        match l {
            Literal::Int(i) => {
                if let Some(t) = i.to_i64().and_then(Term::try_small) {
                    return t;
                }
                let (sign, limbs) = i.to_u64_digits();
                let at = self.alloc(1 + limbs.len());
                let kind = if sign == Sign::Minus {
                    Kind::NegBig
                } else {
                    Kind::PosBig
                };
                self.words[at] = header(kind, limbs.len());
                self.words[at + 1..at + 1 + limbs.len()].copy_from_slice(&limbs);
                // SAFETY: the object at `at` is written just above; the term is relocated into the
                // literal area (`literal::intern`) before anything reads through it.
                unsafe { Term::from_boxed_ptr(self.addr(at)) }
            }
            Literal::Float(f) => {
                let at = self.alloc(2);
                self.words[at] = header(Kind::Float, 1);
                self.words[at + 1] = f.to_bits();
                // SAFETY: the object at `at` is written just above; the term is relocated into the
                // literal area (`literal::intern`) before anything reads through it.
                unsafe { Term::from_boxed_ptr(self.addr(at)) }
            }
            Literal::Atom(a) => atom::atom(a),
            Literal::Nil => Term::NIL,
            Literal::Cons(_, _) => {
                // Build long lists iteratively.
                let mut elems = Vec::new();
                let mut cur = l;
                while let Literal::Cons(h, t) = cur {
                    elems.push(&**h);
                    cur = t;
                }
                let mut acc = self.build(cur);
                for h in elems.into_iter().rev() {
                    let ht = self.build(h);
                    let at = self.alloc(2);
                    self.words[at] = ht.raw();
                    self.words[at + 1] = acc.raw();
                    // SAFETY: as for the other objects: written above, relocated before use.
                    acc = unsafe { Term::from_list_ptr(self.addr(at)) };
                }
                acc
            }
            Literal::Tuple(es) => {
                let ts: Vec<Term> = es.iter().map(|e| self.build(e)).collect();
                let at = self.alloc(1 + ts.len());
                self.words[at] = header(Kind::Tuple, ts.len());
                for (i, t) in ts.iter().enumerate() {
                    self.words[at + 1 + i] = t.raw();
                }
                // SAFETY: the object at `at` is written just above; the term is relocated into the
                // literal area (`literal::intern`) before anything reads through it.
                unsafe { Term::from_boxed_ptr(self.addr(at)) }
            }
            Literal::Binary(b) => {
                let n = 1 + b.len().div_ceil(8);
                let at = self.alloc(1 + n);
                self.words[at] = header(Kind::HeapBin, n);
                self.words[at + 1] = b.len() as u64;
                for (i, chunk) in b.chunks(8).enumerate() {
                    let mut w = [0u8; 8];
                    w[..chunk.len()].copy_from_slice(chunk);
                    self.words[at + 2 + i] = u64::from_ne_bytes(w);
                }
                // SAFETY: the object at `at` is written just above; the term is relocated into the
                // literal area (`literal::intern`) before anything reads through it.
                unsafe { Term::from_boxed_ptr(self.addr(at)) }
            }
            Literal::Map(kvs) => {
                let mut pairs: Vec<(Term, Term)> = kvs
                    .iter()
                    .map(|(k, v)| (self.build(k), self.build(v)))
                    .collect();
                // Later keys win: reverse so that the stable sort and dedup keep them.
                pairs.reverse();
                pairs.sort_by(|a, b| crate::order::compare_exact(a.0, b.0));
                pairs.dedup_by(|b, a| crate::order::exact_eq(a.0, b.0));
                if pairs.len() > crate::map::FLAT_MAX {
                    // The trie's words: at most `size` counted for it (`max_words`).
                    return crate::map::hamt_update::from_pairs(self, &pairs);
                }
                let at = self.alloc(1 + 2 * pairs.len());
                self.words[at] = header(Kind::Map, 2 * pairs.len());
                for (i, (k, v)) in pairs.iter().enumerate() {
                    self.words[at + 1 + 2 * i] = k.raw();
                    self.words[at + 2 + 2 * i] = v.raw();
                }
                // SAFETY: the object at `at` is written just above; the term is relocated into the
                // literal area (`literal::intern`) before anything reads through it.
                unsafe { Term::from_boxed_ptr(self.addr(at)) }
            }
        }
    }
}

impl crate::copy::Bump for Scratch {
    fn bump(&mut self, n: usize) -> *mut u64 {
        let at = self.alloc(n);
        self.words.as_mut_ptr().wrapping_add(at)
    }
}

/// The term for a literal: an immediate, or a new object graph in the literal area.
pub fn literal_term(l: &Literal) -> Result<Term, String> {
    let n = size(l);
    let mut s = Scratch {
        words: Vec::with_capacity(n),
    };
    let root = s.build(l);
    if n == 0 {
        return Ok(root);
    }
    crate::literal::publish(&s.words, s.words.as_ptr(), root).map_err(|e| e.to_string())
}
