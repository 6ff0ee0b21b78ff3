//! Building and reading terms: tuples, lists, integers (small or bignum), floats, strings.
//!
//! Everything here allocates through [`Heap::alloc`], which never collects, so a caller may
//! hold terms across these calls.
//!
//! # Invariants behind the unsafe code
//! Every object is built in words just returned by `Heap::alloc` (so no one else refers to
//! them), written whole, header first, before the term that points to it is made; the words
//! after the header are terms for the kinds whose words are terms (`Kind::words_are_terms`).

use crate::heap::Heap;
use crate::term::{header, Kind, Term};
use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;

pub fn tuple(heap: &mut Heap, elems: &[Term]) -> Term {
    boxed(heap, Kind::Tuple, elems)
}

/// An object of `kind` whose words after the header are `words` (a tuple's elements; a
/// fun's encoded entry and free variables).
pub fn boxed(heap: &mut Heap, kind: Kind, words: &[Term]) -> Term {
    let p = heap.alloc(words.len() + 1);
    // SAFETY: `p` has `len + 1` fresh words.
    unsafe {
        *p = header(kind, words.len());
        std::ptr::copy_nonoverlapping(words.as_ptr() as *const u64, p.add(1), words.len());
        Term::from_boxed_ptr(p)
    }
}

/// A copy of the tuple of `elems` with element `i` (0-based, `i < elems.len()`) replaced
/// by `v` (`setelement/3`), built in place.
pub fn tuple_replacing(heap: &mut Heap, elems: &[Term], i: usize, v: Term) -> Term {
    assert!(i < elems.len());
    let t = tuple(heap, elems);
    // SAFETY: `t` was just built with `elems.len()` elements; word `1 + i` is one of them.
    unsafe { *t.ptr().add(1 + i) = v.raw() };
    t
}

pub fn cons(heap: &mut Heap, head: Term, tail: Term) -> Term {
    let p = heap.alloc(2);
    // SAFETY: `p` has 2 fresh words.
    unsafe { crate::heap::put_cons(p, head, tail) }
}

/// A proper list of `elems` ending in `tail`.
pub fn list_with_tail(heap: &mut Heap, elems: &[Term], tail: Term) -> Term {
    if elems.is_empty() {
        return tail;
    }
    let p = heap.alloc(2 * elems.len());
    let mut acc = tail;
    for (i, &e) in elems.iter().enumerate().rev() {
        // SAFETY: cell `i` is within the `2 * len` fresh words.
        acc = unsafe { crate::heap::put_cons(p.add(2 * i), e, acc) };
    }
    acc
}

pub fn list(heap: &mut Heap, elems: &[Term]) -> Term {
    list_with_tail(heap, elems, Term::NIL)
}

/// A string as a list of code points.
pub fn string(heap: &mut Heap, s: &str) -> Term {
    let v: Vec<Term> = s.chars().map(|c| Term::small(c as i64)).collect();
    list(heap, &v)
}

/// A list of bytes.
pub fn byte_list(heap: &mut Heap, b: &[u8]) -> Term {
    let v: Vec<Term> = b.iter().map(|&c| Term::small(c as i64)).collect();
    list(heap, &v)
}

pub fn float(heap: &mut Heap, f: f64) -> Term {
    let p = heap.alloc(2);
    // SAFETY: `p` has 2 fresh words.
    unsafe {
        *p = header(Kind::Float, 1);
        *p.add(1) = f.to_bits();
        Term::from_boxed_ptr(p)
    }
}

pub fn int(heap: &mut Heap, v: i64) -> Term {
    match Term::try_small(v) {
        Some(t) => t,
        None => int128(heap, v as i128),
    }
}

/// An integer term: small if it fits, else a bignum of one or two limbs, written straight
/// from the value (a small product that overflows is common: hashes, random generators).
pub fn int128(heap: &mut Heap, v: i128) -> Term {
    if let Some(t) = i64::try_from(v).ok().and_then(Term::try_small) {
        return t;
    }
    let kind = if v < 0 { Kind::NegBig } else { Kind::PosBig };
    let m = v.unsigned_abs();
    let (lo, hi) = (m as u64, (m >> 64) as u64);
    let n = if hi == 0 { 1 } else { 2 };
    let p = heap.alloc(n + 1);
    // SAFETY: `p` has `n + 1` fresh words, all written.
    unsafe {
        *p = header(kind, n);
        *p.add(1) = lo;
        if n == 2 {
            *p.add(2) = hi;
        }
        Term::from_boxed_ptr(p)
    }
}

/// A bignum object of sign `neg` and magnitude `mag` (little-endian limbs, the top one not
/// zero; the caller has checked it is not in the small range).
pub fn bignum_limbs(heap: &mut Heap, neg: bool, mag: &[u64]) -> Term {
    let kind = if neg { Kind::NegBig } else { Kind::PosBig };
    let p = heap.alloc(mag.len() + 1);
    // SAFETY: `p` has `len + 1` fresh words, all written.
    unsafe {
        *p = header(kind, mag.len());
        std::ptr::copy_nonoverlapping(mag.as_ptr(), p.add(1), mag.len());
        Term::from_boxed_ptr(p)
    }
}

/// A map from pairs already sorted by key (`order::compare_exact`) with no duplicates.
pub fn map_sorted(heap: &mut Heap, kvs: &[(Term, Term)]) -> Term {
    let p = heap.alloc(1 + 2 * kvs.len());
    // SAFETY: `p` has `1 + 2n` fresh words, all written.
    unsafe {
        *p = header(Kind::Map, 2 * kvs.len());
        for (i, (k, v)) in kvs.iter().enumerate() {
            *p.add(1 + 2 * i) = k.raw();
            *p.add(2 + 2 * i) = v.raw();
        }
        Term::from_boxed_ptr(p)
    }
}

/// An integer term: small if it fits, else a bignum.
pub fn bigint(heap: &mut Heap, v: &BigInt) -> Term {
    if let Some(s) = v.to_i64().and_then(Term::try_small) {
        return s;
    }
    let kind = if v.sign() == Sign::Minus {
        Kind::NegBig
    } else {
        Kind::PosBig
    };
    let limbs = v.magnitude().iter_u64_digits();
    let p = heap.alloc(limbs.len() + 1);
    // SAFETY: `p` has `len + 1` fresh words, written in order.
    unsafe {
        *p = header(kind, limbs.len());
        for (i, l) in limbs.enumerate() {
            *p.add(1 + i) = l;
        }
        Term::from_boxed_ptr(p)
    }
}

/// The value of a bignum term.
pub fn bignum_value(t: Term) -> BigInt {
    let mut cell = 0;
    crate::bignum::to_bigint(crate::bignum::view(t, &mut cell).expect("a bignum"))
}

/// The value of any integer term, or None.
pub fn integer_value(t: Term) -> Option<BigInt> {
    if t.is_small() {
        Some(BigInt::from(t.small_val()))
    } else if t.is_bignum() {
        Some(bignum_value(t))
    } else {
        None
    }
}

/// A number as f64 (integers converted), or None.
pub fn number_as_f64(t: Term) -> Option<f64> {
    if t.is_small() {
        Some(t.small_val() as f64)
    } else if t.is_float() {
        Some(t.float_val())
    } else if t.is_bignum() {
        bignum_value(t).to_f64()
    } else {
        None
    }
}

/// The elements of a proper list, or None if `t` is not one.
pub fn list_to_vec(mut t: Term) -> Option<Vec<Term>> {
    let mut v = Vec::new();
    while t.is_cons() {
        v.push(t.head());
        t = t.tail();
    }
    t.is_nil().then_some(v)
}

/// A proper list of character codes (any Unicode code point) as a String, or None.
pub fn list_to_string(t: Term) -> Option<String> {
    let mut s = String::new();
    let mut t = t;
    while t.is_cons() {
        let h = t.head();
        if !h.is_small() {
            return None;
        }
        s.push(char::from_u32(u32::try_from(h.small_val()).ok()?)?);
        t = t.tail();
    }
    t.is_nil().then_some(s)
}

/// A reference object holding the raw id `id`.
pub fn reference(heap: &mut Heap, id: u64) -> Term {
    let p = heap.alloc(2);
    // SAFETY: `p` has 2 fresh words.
    unsafe {
        *p = header(Kind::Ref, 1);
        *p.add(1) = id;
        Term::from_boxed_ptr(p)
    }
}
