//! The limb arithmetic checked against `num-bigint` on random and edge-case operands.

use super::*;
use crate::bif::test_support::Rng;
use crate::build;
use num_traits::{Signed, Zero};

/// A limb that is often an edge value: these are what make Knuth's algorithm D take its
/// rare "add back" step.
fn limb(rng: &mut Rng) -> u64 {
    match rng.next() % 8 {
        0 => 0,
        1 => u64::MAX,
        2 => 1 << 63,
        3 => (1 << 63) - 1,
        4 => 1,
        _ => rng.next(),
    }
}

/// A random integer of up to `max_limbs` limbs, either sign.
fn int(rng: &mut Rng, max_limbs: u64) -> BigInt {
    let n = rng.next() % (max_limbs + 1);
    let digits: Vec<u32> = (0..n)
        .flat_map(|_| {
            let l = limb(rng);
            [l as u32, (l >> 32) as u32]
        })
        .collect();
    let sign = if rng.next().is_multiple_of(2) {
        num_bigint::Sign::Plus
    } else {
        num_bigint::Sign::Minus
    };
    BigInt::from_slice(sign, &digits)
}

fn check(heap: &mut Heap, what: &str, x: &BigInt, y: &BigInt, got: Term, want: &BigInt) {
    let got_v = build::integer_value(got).expect("an integer");
    assert_eq!(&got_v, want, "{what}: {x} and {y}");
    // Normalised: small exactly when it fits.
    let fits = build::bigint(heap, want).is_small();
    assert_eq!(got.is_small(), fits, "{what}: representation of {want}");
}

#[test]
fn matches_num_bigint() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for round in 0..20_000 {
        let max = if round % 10 == 0 { 60 } else { 5 };
        let (x, y) = (int(&mut rng, max), int(&mut rng, max));
        let mut heap = Heap::new(1 << 16);
        let (tx, ty) = (build::bigint(&mut heap, &x), build::bigint(&mut heap, &y));
        let (mut cx, mut cy) = (0, 0);
        let (a, b) = (view(tx, &mut cx).unwrap(), view(ty, &mut cy).unwrap());
        let r = add(&mut heap, a, b);
        check(&mut heap, "add", &x, &y, r, &(&x + &y));
        let r = sub(&mut heap, a, b);
        check(&mut heap, "sub", &x, &y, r, &(&x - &y));
        let r = mul(&mut heap, a, b);
        check(&mut heap, "mul", &x, &y, r, &(&x * &y));
        assert_eq!(compare(a, b), x.cmp(&y), "compare {x} {y}");
        if !y.is_zero() {
            let q = divrem(&mut heap, a, b, true);
            check(&mut heap, "div", &x, &y, q, &(&x / &y));
            let r = divrem(&mut heap, a, b, false);
            check(&mut heap, "rem", &x, &y, r, &(&x % &y));
        }
        let (ux, uy) = (x.abs(), y.abs());
        for (op, want) in [
            (BitOp::And, &ux & &uy),
            (BitOp::Or, &ux | &uy),
            (BitOp::Xor, &ux ^ &uy),
        ] {
            let r = bitop(&mut heap, a.mag, b.mag, op);
            check(&mut heap, "bitop", &ux, &uy, r, &want);
        }
        let c = rng.next() % 200;
        let r = shift_left(&mut heap, a.neg, a.mag, c);
        check(&mut heap, "bsl", &x, &y, r, &(&x << c));
        let r = shift_right(&mut heap, a.mag, c);
        check(&mut heap, "bsr", &ux, &uy, r, &(&ux >> c));
        assert_eq!(bits(a.mag), ux.bits());
    }
}

#[test]
fn division_add_back_step() {
    // u = (2^128 - 1) * 2^64 + ..., v with a top limb that makes qhat overshoot.
    let mut heap = Heap::new(1 << 12);
    let u = [0, 0, 1 << 63, u64::MAX];
    let v = [1, 1 << 63];
    let (mut q, mut r) = ([0u64; 3], [0u64; 2]);
    divrem_mag(&u, &v, &mut q, &mut r);
    let to = |m: &[u64]| to_bigint(IntView { neg: false, mag: m });
    let (bu, bv) = (to(&u), to(&v));
    assert_eq!(to(&q), &bu / &bv);
    assert_eq!(to(&r), &bu % &bv);
    let t = make(&mut heap, true, &[0, 0]);
    assert_eq!(t, Term::small(0));
}
