//! Integer arithmetic on the limbs of bignum terms, without converting to `num-bigint`.
//!
//! A bignum on the heap is sign and magnitude: a `PosBig`/`NegBig` header and the magnitude
//! as little-endian 64-bit limbs, normalised (no zero top limb) and never in the small
//! range. Every operation here reads its operands in place (a small integer becomes a
//! one-limb view), computes into a scratch buffer and writes the normalised result to the
//! heap, so a bignum operation costs one heap allocation and no `malloc`. Operands too big
//! for schoolbook multiplication or long division fall back to `num-bigint`, whose
//! sub-quadratic algorithms win there; results are the same either way.

use crate::build;
use crate::heap::Heap;
use crate::term::{Kind, Term};
use num_bigint::BigInt;
use std::cmp::Ordering;

/// Above this many limbs in both operands, multiplication and division go to `num-bigint`.
const SCHOOLBOOK_LIMBS: usize = 48;

/// Scratch buffers up to this size live on the stack.
const STACK_LIMBS: usize = 32;

/// An integer read in place: sign and magnitude (empty for zero).
#[derive(Clone, Copy)]
pub struct IntView<'a> {
    pub neg: bool,
    pub mag: &'a [u64],
}

/// View an integer term; `cell` holds a small integer's magnitude. None if not an integer.
pub fn view(t: Term, cell: &mut u64) -> Option<IntView<'_>> {
    if t.is_small() {
        let v = t.small_val();
        *cell = v.unsigned_abs();
        let mag = if v == 0 {
            &[][..]
        } else {
            std::slice::from_ref(cell)
        };
        Some(IntView { neg: v < 0, mag })
    } else if t.is_bignum() {
        Some(IntView {
            neg: t.is_kind(Kind::NegBig),
            mag: t.bignum_limbs(),
        })
    } else {
        None
    }
}

/// Run `f` on a zeroed buffer of `n` limbs (on the stack when small).
fn with_scratch<R>(n: usize, f: impl FnOnce(&mut [u64]) -> R) -> R {
    if n <= STACK_LIMBS {
        let mut a = [0u64; STACK_LIMBS];
        f(&mut a[..n])
    } else {
        f(&mut vec![0u64; n])
    }
}

/// The magnitude without its zero top limbs.
fn trim(mut m: &[u64]) -> &[u64] {
    while let [rest @ .., 0] = m {
        m = rest;
    }
    m
}

/// The integer term for sign and magnitude: small if it fits, else a bignum on the heap.
/// The caller checks the size limit.
pub fn make(heap: &mut Heap, neg: bool, mag: &[u64]) -> Term {
    let mag = trim(mag);
    match mag {
        [] => return Term::small(0),
        [m] if *m <= i64::MAX as u64 => {
            let v = if neg { -(*m as i64) } else { *m as i64 };
            if let Some(t) = Term::try_small(v) {
                return t;
            }
        }
        _ => {}
    }
    crate::build::bignum_limbs(heap, neg, mag)
}

/// Number of significant bits of a magnitude.
pub fn bits(m: &[u64]) -> u64 {
    let m = trim(m);
    match m.last() {
        None => 0,
        Some(top) => (m.len() as u64 - 1) * 64 + (64 - top.leading_zeros() as u64),
    }
}

pub fn cmp_mag(a: &[u64], b: &[u64]) -> Ordering {
    let (a, b) = (trim(a), trim(b));
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// Compare two integer views by value.
pub fn compare(a: IntView, b: IntView) -> Ordering {
    match (a.neg, b.neg) {
        (false, true) => Ordering::Greater,
        (true, false) => Ordering::Less,
        (false, false) => cmp_mag(a.mag, b.mag),
        (true, true) => cmp_mag(b.mag, a.mag),
    }
}

/// `out = a + b`; `out` has `max(len) + 1` limbs.
fn add_mag(a: &[u64], b: &[u64], out: &mut [u64]) {
    let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut carry = false;
    for i in 0..a.len() {
        let (s, c1) = a[i].overflowing_add(*b.get(i).unwrap_or(&0));
        let (s, c2) = s.overflowing_add(carry as u64);
        out[i] = s;
        carry = c1 || c2;
    }
    out[a.len()] = carry as u64;
}

/// `out = a - b` for `a >= b`; `out` has `a.len()` limbs.
fn sub_mag(a: &[u64], b: &[u64], out: &mut [u64]) {
    let mut borrow = false;
    for i in 0..a.len() {
        let (d, b1) = a[i].overflowing_sub(*b.get(i).unwrap_or(&0));
        let (d, b2) = d.overflowing_sub(borrow as u64);
        out[i] = d;
        borrow = b1 || b2;
    }
    debug_assert!(!borrow, "sub_mag needs a >= b");
}

/// `out = a * b` (schoolbook); `out` has `a.len() + b.len()` zeroed limbs.
fn mul_mag(a: &[u64], b: &[u64], out: &mut [u64]) {
    for (i, &x) in a.iter().enumerate() {
        if x == 0 {
            continue;
        }
        let mut carry = 0u128;
        for (j, &y) in b.iter().enumerate() {
            let t = x as u128 * y as u128 + out[i + j] as u128 + carry;
            out[i + j] = t as u64;
            carry = t >> 64;
        }
        out[i + b.len()] = carry as u64;
    }
}

/// `q = a / d`, returning `a % d`; `q` has `a.len()` limbs.
fn divrem_1(a: &[u64], d: u64, q: &mut [u64]) -> u64 {
    let mut r = 0u128;
    for i in (0..a.len()).rev() {
        let n = (r << 64) | a[i] as u128;
        q[i] = (n / d as u128) as u64;
        r = n % d as u128;
    }
    r as u64
}

/// Long division (Knuth's algorithm D) of `u` by `v`, `v.len() >= 2`, `u.len() >= v.len()`,
/// both trimmed: `q` (`u.len() - v.len() + 1` limbs) and `r` (`v.len()` limbs).
fn divrem_mag(u: &[u64], v: &[u64], q: &mut [u64], r: &mut [u64]) {
    let (m, n) = (u.len(), v.len());
    let s = v[n - 1].leading_zeros();
    let shl = |hi: u64, lo: u64| {
        if s == 0 {
            hi
        } else {
            (hi << s) | (lo >> (64 - s))
        }
    };
    with_scratch(n + m + 1, |buf| {
        let (vn, un) = buf.split_at_mut(n);
        for i in (1..n).rev() {
            vn[i] = shl(v[i], v[i - 1]);
        }
        vn[0] = v[0] << s;
        un[m] = if s == 0 { 0 } else { u[m - 1] >> (64 - s) };
        for i in (1..m).rev() {
            un[i] = shl(u[i], u[i - 1]);
        }
        un[0] = u[0] << s;
        let (top, next) = (vn[n - 1] as u128, vn[n - 2] as u128);
        for j in (0..=m - n).rev() {
            let num = ((un[j + n] as u128) << 64) | un[j + n - 1] as u128;
            let mut qhat = num / top;
            let mut rhat = num % top;
            while qhat >> 64 != 0 || qhat * next > ((rhat << 64) | un[j + n - 2] as u128) {
                qhat -= 1;
                rhat += top;
                if rhat >> 64 != 0 {
                    break;
                }
            }
            // Multiply and subtract: un[j..=j+n] -= qhat * vn.
            let mut k: i128 = 0;
            for i in 0..n {
                let p = qhat * vn[i] as u128;
                let t = un[i + j] as i128 - k - (p as u64) as i128;
                un[i + j] = t as u64;
                k = (p >> 64) as i128 - (t >> 64);
            }
            let t = un[j + n] as i128 - k;
            un[j + n] = t as u64;
            q[j] = qhat as u64;
            if t < 0 {
                // qhat was one too big: add the divisor back.
                q[j] = q[j].wrapping_sub(1);
                let mut carry = 0u128;
                for i in 0..n {
                    let t = un[i + j] as u128 + vn[i] as u128 + carry;
                    un[i + j] = t as u64;
                    carry = t >> 64;
                }
                un[j + n] = un[j + n].wrapping_add(carry as u64);
            }
        }
        for i in 0..n {
            r[i] = if s == 0 {
                un[i]
            } else {
                (un[i] >> s) | (un[i + 1] << (64 - s))
            };
        }
    });
}

/// `a + b` (`b_neg` is b's sign after any negation by the caller).
fn add_signed(heap: &mut Heap, a: IntView, b_neg: bool, b: &[u64]) -> Term {
    let (am, bm) = (trim(a.mag), trim(b));
    if a.neg == b_neg {
        return with_scratch(am.len().max(bm.len()) + 1, |out| {
            add_mag(am, bm, out);
            make(heap, a.neg, out)
        });
    }
    match cmp_mag(am, bm) {
        Ordering::Equal => Term::small(0),
        Ordering::Greater => with_scratch(am.len(), |out| {
            sub_mag(am, bm, out);
            make(heap, a.neg, out)
        }),
        Ordering::Less => with_scratch(bm.len(), |out| {
            sub_mag(bm, am, out);
            make(heap, b_neg, out)
        }),
    }
}

pub fn add(heap: &mut Heap, a: IntView, b: IntView) -> Term {
    add_signed(heap, a, b.neg, b.mag)
}

pub fn sub(heap: &mut Heap, a: IntView, b: IntView) -> Term {
    add_signed(heap, a, !b.neg, b.mag)
}

pub fn mul(heap: &mut Heap, a: IntView, b: IntView) -> Term {
    let (am, bm) = (trim(a.mag), trim(b.mag));
    if am.is_empty() || bm.is_empty() {
        return Term::small(0);
    }
    let neg = a.neg != b.neg;
    if am.len().min(bm.len()) > SCHOOLBOOK_LIMBS {
        return build::bigint(heap, &(to_bigint(a) * to_bigint(b)));
    }
    with_scratch(am.len() + bm.len(), |out| {
        mul_mag(am, bm, out);
        make(heap, neg, out)
    })
}

/// Truncating division: `(a div b, a rem b)` as terms, for `b != 0`. The quotient's sign is
/// the product of the signs, the remainder's is the dividend's, as in Erlang.
pub fn divrem(heap: &mut Heap, a: IntView, b: IntView, want_quot: bool) -> Term {
    let (am, bm) = (trim(a.mag), trim(b.mag));
    debug_assert!(!bm.is_empty(), "division by zero is checked by the caller");
    let qneg = a.neg != b.neg;
    if cmp_mag(am, bm) == Ordering::Less {
        return if want_quot {
            Term::small(0)
        } else {
            make(heap, a.neg, am)
        };
    }
    if bm.len() == 1 {
        return with_scratch(am.len(), |q| {
            let r = divrem_1(am, bm[0], q);
            if want_quot {
                make(heap, qneg, q)
            } else {
                make(heap, a.neg, &[r])
            }
        });
    }
    if bm.len() > SCHOOLBOOK_LIMBS {
        let (x, y) = (to_bigint(a), to_bigint(b));
        let v = if want_quot { x / y } else { x % y };
        return build::bigint(heap, &v);
    }
    let qlen = am.len() - bm.len() + 1;
    with_scratch(qlen + bm.len(), |buf| {
        let (q, r) = buf.split_at_mut(qlen);
        divrem_mag(am, bm, q, r);
        if want_quot {
            make(heap, qneg, q)
        } else {
            make(heap, a.neg, r)
        }
    })
}

/// A bitwise operation on two non-negative integers.
#[derive(Clone, Copy)]
pub enum BitOp {
    And,
    Or,
    Xor,
}

/// `a op b` for non-negative `a` and `b` (negative operands need two's complement; the
/// caller uses `num-bigint` for them).
pub fn bitop(heap: &mut Heap, a: &[u64], b: &[u64], op: BitOp) -> Term {
    let (a, b) = (trim(a), trim(b));
    let n = match op {
        BitOp::And => a.len().min(b.len()),
        BitOp::Or | BitOp::Xor => a.len().max(b.len()),
    };
    with_scratch(n, |out| {
        for (i, o) in out.iter_mut().enumerate() {
            let (x, y) = (*a.get(i).unwrap_or(&0), *b.get(i).unwrap_or(&0));
            *o = match op {
                BitOp::And => x & y,
                BitOp::Or => x | y,
                BitOp::Xor => x ^ y,
            };
        }
        make(heap, false, out)
    })
}

/// `m bsl c` with sign `neg` (a left shift of sign and magnitude is exact).
pub fn shift_left(heap: &mut Heap, neg: bool, m: &[u64], c: u64) -> Term {
    let m = trim(m);
    let (limbs, bits) = ((c / 64) as usize, (c % 64) as u32);
    with_scratch(m.len() + limbs + 1, |out| {
        for (i, &x) in m.iter().enumerate() {
            out[i + limbs] |= x << bits;
            if bits != 0 {
                out[i + limbs + 1] = x >> (64 - bits);
            }
        }
        make(heap, neg, out)
    })
}

/// `m bsr c` for a non-negative magnitude (a negative one rounds toward minus infinity,
/// which the caller leaves to `num-bigint`).
pub fn shift_right(heap: &mut Heap, m: &[u64], c: u64) -> Term {
    let m = trim(m);
    let limbs = (c / 64) as usize;
    if limbs >= m.len() {
        return Term::small(0);
    }
    let bits = (c % 64) as u32;
    let src = &m[limbs..];
    with_scratch(src.len(), |out| {
        for i in 0..src.len() {
            let hi = src.get(i + 1).copied().unwrap_or(0);
            out[i] = if bits == 0 {
                src[i]
            } else {
                (src[i] >> bits) | (hi << (64 - bits))
            };
        }
        make(heap, false, out)
    })
}

/// The value of a view as a `num-bigint` integer (for the fallbacks).
pub fn to_bigint(v: IntView) -> BigInt {
    let mut digits = Vec::with_capacity(v.mag.len() * 2);
    for &l in v.mag {
        digits.push(l as u32);
        digits.push((l >> 32) as u32);
    }
    let sign = if v.neg {
        num_bigint::Sign::Minus
    } else {
        num_bigint::Sign::Plus
    };
    BigInt::from_slice(sign, &digits)
}

#[cfg(test)]
#[path = "bignum_tests.rs"]
mod tests;
