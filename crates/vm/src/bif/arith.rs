//! BIFs: arithmetic operators (`+ - * / div rem`, bit operations and shifts) and the
//! numeric guard functions (`abs float round trunc ceil floor min max`).
//!
//! Operators raise `badarith` on bad arguments; the guard functions raise `badarg`, as in
//! Erlang/OTP. Each operator has a fast path for two small integers; the core functions
//! take a heap rather than a process so the interpreter can call them directly.

use super::BifEntry;
use crate::atom;
use crate::bignum::{self, BitOp};
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, badarith, error, BifResult, Trap};
use crate::heap::Heap;
use crate::order;
use crate::process::Process;
use crate::term::{Kind, Term};
use num_bigint::BigInt;
use num_traits::{FromPrimitive, Signed, ToPrimitive};
use std::cmp::Ordering;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "+", 2, bif_add),
    ("erlang", "-", 2, bif_sub),
    ("erlang", "*", 2, bif_mul),
    ("erlang", "/", 2, bif_fdiv),
    ("erlang", "div", 2, bif_div),
    ("erlang", "rem", 2, bif_rem),
    ("erlang", "band", 2, bif_band),
    ("erlang", "bor", 2, bif_bor),
    ("erlang", "bxor", 2, bif_bxor),
    ("erlang", "bsl", 2, bif_bsl),
    ("erlang", "bsr", 2, bif_bsr),
    ("erlang", "bnot", 1, bif_bnot),
    ("erlang", "-", 1, bif_neg),
    ("erlang", "+", 1, bif_plus),
    ("erlang", "abs", 1, bif_abs),
    ("erlang", "float", 1, bif_float),
    ("erlang", "round", 1, bif_round),
    ("erlang", "trunc", 1, bif_trunc),
    ("erlang", "ceil", 1, bif_ceil),
    ("erlang", "floor", 1, bif_floor),
    ("erlang", "min", 2, bif_min),
    ("erlang", "max", 2, bif_max),
];

/// Largest integer magnitude Erlang/OTP allows, in bits ((2^19 - 1) 64-bit digits); larger
/// results raise `system_limit`.
pub const MAX_INT_BITS: u64 = ((1 << 19) - 1) * 64;

/// A number taken apart for the slow paths.
enum Num {
    Int(BigInt),
    Float(f64),
}

fn num(t: Term) -> Option<Num> {
    if t.is_float() {
        Some(Num::Float(t.float_val()))
    } else {
        build::integer_value(t).map(Num::Int)
    }
}

fn system_limit() -> Trap {
    error(atom::SYSTEM_LIMIT)
}

/// An integer result, checked against the size limit.
fn make_int(heap: &mut Heap, v: &BigInt) -> BifResult {
    if v.bits() > MAX_INT_BITS {
        return Err(system_limit());
    }
    Ok(build::bigint(heap, v))
}

/// An integer result built from limbs, checked against the size limit.
fn within_limit(t: Term) -> BifResult {
    if t.is_bignum() && t.boxed_size() as u64 * 64 > MAX_INT_BITS {
        return Err(system_limit());
    }
    Ok(t)
}

/// A float result; infinities and NaN are `badarith`.
fn make_float(heap: &mut Heap, f: f64) -> BifResult {
    if f.is_finite() {
        Ok(build::float(heap, f))
    } else {
        Err(badarith())
    }
}

/// A bignum as a float, or `badarith` if it is too large for one.
fn big_to_f64(v: &BigInt) -> Result<f64, Trap> {
    v.to_f64().filter(|f| f.is_finite()).ok_or_else(badarith)
}

fn as_f64(n: &Num) -> Result<f64, Trap> {
    match n {
        Num::Float(f) => Ok(*f),
        Num::Int(i) => big_to_f64(i),
    }
}

#[derive(Clone, Copy)]
enum Op {
    Add,
    Sub,
    Mul,
}

/// An integer whose magnitude is below 2^64 (a small integer or a one-limb bignum), as an
/// `i128`: two of them add, subtract and combine bitwise without overflow.
fn word_int(t: Term) -> Option<i128> {
    if t.is_small() {
        return Some(t.small_val() as i128);
    }
    match t.is_bignum().then(|| t.bignum_limbs()) {
        Some(&[m]) if t.is_kind(Kind::NegBig) => Some(-(m as i128)),
        Some(&[m]) => Some(m as i128),
        _ => None,
    }
}

/// `+ - *` when either argument is not a small integer.
#[cold]
fn arith_slow(heap: &mut Heap, a: Term, b: Term, op: Op) -> BifResult {
    if let (Some(x), Some(y)) = (word_int(a), word_int(b)) {
        let r = match op {
            Op::Add => Some(x + y),
            Op::Sub => Some(x - y),
            Op::Mul => x.checked_mul(y),
        };
        if let Some(r) = r {
            return Ok(build::int128(heap, r));
        }
    }
    let (mut ca, mut cb) = (0, 0);
    if let (Some(x), Some(y)) = (bignum::view(a, &mut ca), bignum::view(b, &mut cb)) {
        let r = match op {
            Op::Add => bignum::add(heap, x, y),
            Op::Sub => bignum::sub(heap, x, y),
            Op::Mul => bignum::mul(heap, x, y),
        };
        return within_limit(r);
    }
    let (x, y) = match (num(a), num(b)) {
        (Some(x), Some(y)) => (x, y),
        _ => return Err(badarith()),
    };
    let (f, g) = (as_f64(&x)?, as_f64(&y)?);
    let r = match op {
        Op::Add => f + g,
        Op::Sub => f - g,
        Op::Mul => f * g,
    };
    make_float(heap, r)
}

pub fn add(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        // Two 60-bit values cannot overflow an i64.
        return Ok(build::int(heap, a.small_val() + b.small_val()));
    }
    arith_slow(heap, a, b, Op::Add)
}

pub fn sub(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        return Ok(build::int(heap, a.small_val() - b.small_val()));
    }
    arith_slow(heap, a, b, Op::Sub)
}

pub fn mul(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        let r = a.small_val() as i128 * b.small_val() as i128;
        return Ok(build::int128(heap, r));
    }
    arith_slow(heap, a, b, Op::Mul)
}

/// `/`: always a float.
pub fn fdiv(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    let (f, g) = if a.is_small() && b.is_small() {
        (a.small_val() as f64, b.small_val() as f64)
    } else {
        match (num(a), num(b)) {
            (Some(x), Some(y)) => (as_f64(&x)?, as_f64(&y)?),
            _ => return Err(badarith()),
        }
    };
    if g == 0.0 {
        return Err(badarith());
    }
    make_float(heap, f / g)
}

pub fn int_div(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        let (x, y) = (a.small_val(), b.small_val());
        if y == 0 {
            return Err(badarith());
        }
        // MIN_SMALL div -1 fits an i64, so this cannot overflow.
        return Ok(build::int(heap, x / y));
    }
    big_divrem(heap, a, b, true)
}

/// `div` or `rem` when either argument is not a small integer.
fn big_divrem(heap: &mut Heap, a: Term, b: Term, want_quot: bool) -> BifResult {
    let (mut ca, mut cb) = (0, 0);
    match (bignum::view(a, &mut ca), bignum::view(b, &mut cb)) {
        (Some(_), Some(y)) if y.mag.is_empty() => Err(badarith()),
        (Some(x), Some(y)) => Ok(bignum::divrem(heap, x, y, want_quot)),
        _ => Err(badarith()),
    }
}

pub fn int_rem(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        let (x, y) = (a.small_val(), b.small_val());
        if y == 0 {
            return Err(badarith());
        }
        return Ok(Term::small(x % y));
    }
    big_divrem(heap, a, b, false)
}

/// `band bor bxor` when either argument is not a small integer: on the limbs when both
/// are non-negative, else in two's complement through `num-bigint`.
fn bitwise(heap: &mut Heap, a: Term, b: Term, op: BitOp) -> BifResult {
    if let (Some(x), Some(y)) = (word_int(a), word_int(b)) {
        // Two's complement on 128 bits is Erlang's infinite one for these values.
        let r = match op {
            BitOp::And => x & y,
            BitOp::Or => x | y,
            BitOp::Xor => x ^ y,
        };
        return Ok(build::int128(heap, r));
    }
    let (mut ca, mut cb) = (0, 0);
    match (bignum::view(a, &mut ca), bignum::view(b, &mut cb)) {
        (Some(x), Some(y)) if !x.neg && !y.neg => Ok(bignum::bitop(heap, x.mag, y.mag, op)),
        (Some(x), Some(y)) => {
            let (x, y) = (bignum::to_bigint(x), bignum::to_bigint(y));
            let r = match op {
                BitOp::And => x & y,
                BitOp::Or => x | y,
                BitOp::Xor => x ^ y,
            };
            make_int(heap, &r)
        }
        _ => Err(badarith()),
    }
}

pub fn band(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        return Ok(Term::small(a.small_val() & b.small_val()));
    }
    bitwise(heap, a, b, BitOp::And)
}

pub fn bor(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        return Ok(Term::small(a.small_val() | b.small_val()));
    }
    bitwise(heap, a, b, BitOp::Or)
}

pub fn bxor(heap: &mut Heap, a: Term, b: Term) -> BifResult {
    if a.is_small() && b.is_small() {
        return Ok(Term::small(a.small_val() ^ b.small_val()));
    }
    bitwise(heap, a, b, BitOp::Xor)
}

pub fn bnot(heap: &mut Heap, a: Term) -> BifResult {
    if a.is_small() {
        return Ok(Term::small(!a.small_val()));
    }
    match build::integer_value(a) {
        Some(x) => make_int(heap, &(-x - 1)),
        None => Err(badarith()),
    }
}

/// `a bsl n` (a right shift when `n` is negative).
fn shift(heap: &mut Heap, a: Term, n: Term, left: bool) -> BifResult {
    if !a.is_integer() || !n.is_integer() {
        return Err(badarith());
    }
    // A shift count too big for an i64 shifts everything out (or exceeds every limit).
    // `count` is the left-shift distance.
    let count = match order::to_i64(n) {
        Some(c) if left => c,
        Some(c) => c.checked_neg().unwrap_or(i64::MAX),
        None if build::bignum_value(n).is_negative() != left => i64::MAX,
        None => i64::MIN,
    };
    if a.is_small() {
        let v = a.small_val();
        if count <= 0 {
            // Arithmetic right shift; 63 places already leaves only the sign.
            return Ok(Term::small(v >> count.unsigned_abs().min(63)));
        }
        if v == 0 {
            return Ok(Term::small(0));
        }
        if count < 64 {
            return Ok(build::int128(heap, (v as i128) << count));
        }
    }
    let mut cell = 0;
    let x = bignum::view(a, &mut cell).unwrap();
    if count > 0 {
        if x.mag.is_empty() {
            return Ok(Term::small(0));
        }
        if bignum::bits(x.mag).saturating_add(count as u64) > MAX_INT_BITS {
            return Err(system_limit());
        }
        return Ok(bignum::shift_left(heap, x.neg, x.mag, count as u64));
    }
    if !x.neg {
        return Ok(bignum::shift_right(heap, x.mag, count.unsigned_abs()));
    }
    // A negative number shifted right rounds toward minus infinity, as BigInt's `>>` does.
    let c = count.unsigned_abs();
    if c >= bignum::bits(x.mag) {
        return Ok(Term::small(-1));
    }
    make_int(heap, &(bignum::to_bigint(x) >> c))
}

pub fn bsl(heap: &mut Heap, a: Term, n: Term) -> BifResult {
    shift(heap, a, n, true)
}

pub fn bsr(heap: &mut Heap, a: Term, n: Term) -> BifResult {
    shift(heap, a, n, false)
}

/// Unary minus.
pub fn neg(heap: &mut Heap, a: Term) -> BifResult {
    if a.is_small() {
        return Ok(build::int(heap, -a.small_val()));
    }
    match num(a) {
        Some(Num::Int(i)) => make_int(heap, &-i),
        Some(Num::Float(f)) => Ok(build::float(heap, -f)),
        None => Err(badarith()),
    }
}

fn bif_plus(_cx: &mut Ctx, _p: &mut Process, args: &[Term]) -> BifResult {
    if args[0].is_number() {
        Ok(args[0])
    } else {
        Err(badarith())
    }
}

/// An integral float as an integer term.
pub fn float_to_int(heap: &mut Heap, f: f64) -> Term {
    if f.abs() < (1u64 << 59) as f64 {
        return Term::small(f as i64);
    }
    // Finite floats convert exactly.
    build::bigint(heap, &BigInt::from_f64(f).unwrap_or_default())
}

fn bif_abs(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let a = args[0];
    if a.is_small() {
        return Ok(build::int(&mut p.heap, a.small_val().abs()));
    }
    match num(a) {
        Some(Num::Int(i)) => make_int(&mut p.heap, &i.abs()),
        // Like OTP, only negative floats change: abs(-0.0) stays -0.0.
        Some(Num::Float(f)) if f < 0.0 => Ok(build::float(&mut p.heap, -f)),
        Some(Num::Float(_)) => Ok(a),
        None => Err(badarg()),
    }
}

fn bif_float(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let a = args[0];
    if a.is_small() {
        return Ok(build::float(&mut p.heap, a.small_val() as f64));
    }
    match num(a) {
        Some(Num::Float(_)) => Ok(a),
        Some(Num::Int(i)) => {
            let f = big_to_f64(&i).map_err(|_| badarg())?;
            Ok(build::float(&mut p.heap, f))
        }
        None => Err(badarg()),
    }
}

/// Apply a float-to-integral rounding to a number (integers are returned unchanged).
fn rounding(p: &mut Process, a: Term, f: fn(f64) -> f64) -> BifResult {
    if a.is_integer() {
        Ok(a)
    } else if a.is_float() {
        Ok(float_to_int(&mut p.heap, f(a.float_val())))
    } else {
        Err(badarg())
    }
}

fn bif_round(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    // f64::round rounds halves away from zero, as Erlang's round/1.
    rounding(p, args[0], f64::round)
}

fn bif_trunc(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    rounding(p, args[0], f64::trunc)
}

fn bif_ceil(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    rounding(p, args[0], f64::ceil)
}

fn bif_floor(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    rounding(p, args[0], f64::floor)
}

/// On equal terms (`1` and `1.0`) both return the first argument, as OTP 25 does.
fn bif_min(_cx: &mut Ctx, _p: &mut Process, args: &[Term]) -> BifResult {
    let (a, b) = (args[0], args[1]);
    Ok(if order::compare(a, b) == Ordering::Greater {
        b
    } else {
        a
    })
}

fn bif_max(_cx: &mut Ctx, _p: &mut Process, args: &[Term]) -> BifResult {
    let (a, b) = (args[0], args[1]);
    Ok(if order::compare(a, b) == Ordering::Less {
        b
    } else {
        a
    })
}

macro_rules! binary_bifs {
    ($($bif:ident => $f:ident),* $(,)?) => {
        $(fn $bif(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
            $f(&mut p.heap, args[0], args[1])
        })*
    };
}

binary_bifs! {
    bif_add => add, bif_sub => sub, bif_mul => mul, bif_fdiv => fdiv, bif_div => int_div,
    bif_rem => int_rem, bif_band => band, bif_bor => bor, bif_bxor => bxor, bif_bsl => bsl,
    bif_bsr => bsr,
}

fn bif_bnot(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    bnot(&mut p.heap, args[0])
}

fn bif_neg(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    neg(&mut p.heap, args[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::cx;
    use crate::exception::Exception;
    use crate::term::{MAX_SMALL, MIN_SMALL};

    /// Numbers are written as in the tests' expectations: integers in decimal, floats with
    /// Rust's `{:?}`, exceptions as `error:Reason`.
    fn show(r: BifResult) -> String {
        match r {
            Ok(t) if t.is_float() => format!("{:?}", t.float_val()),
            Ok(t) if t.is_atom() => atom::name(t).to_string(),
            Ok(t) => build::integer_value(t).expect("number").to_string(),
            Err(Trap::Raise(Exception { reason, .. })) => format!("error:{}", atom::name(reason)),
            Err(_) => "trap".to_string(),
        }
    }

    enum A {
        I(&'static str),
        F(f64),
        At(&'static str),
    }
    use A::*;

    fn mk(p: &mut Process, a: &A) -> Term {
        match a {
            I(s) => build::bigint(&mut p.heap, &s.parse::<BigInt>().unwrap()),
            F(f) => build::float(&mut p.heap, *f),
            At(s) => atom::atom(s),
        }
    }

    fn call(name: &str, args: &[A]) -> String {
        let mut p = Process::new(Term::pid(0), 233);
        let ts: Vec<Term> = args.iter().map(|a| mk(&mut p, a)).collect();
        let f = BIFS
            .iter()
            .find(|e| e.1 == name && e.2 as usize == args.len())
            .expect("bif")
            .3;
        show(f(&mut cx(), &mut p, &ts))
    }

    #[test]
    fn small_and_overflow() {
        assert_eq!(call("+", &[I("1"), I("2")]), "3");
        let max = MAX_SMALL.to_string();
        let min = MIN_SMALL.to_string();
        assert_eq!(
            call("+", &[I(Box::leak(max.clone().into())), I("1")]),
            "576460752303423488"
        );
        assert_eq!(
            call("-", &[I(Box::leak(min.clone().into())), I("1")]),
            "-576460752303423489"
        );
        assert_eq!(call("-", &[I(Box::leak(min.into()))]), "576460752303423488");
        assert_eq!(
            call("*", &[I(Box::leak(max.into())), I("576460752303423487")]),
            "332306998946228967073030260463239169"
        );
        assert_eq!(call("*", &[I("-7"), I("6")]), "-42");
        assert_eq!(call("-", &[I("3"), I("10")]), "-7");
    }

    #[test]
    fn bignums() {
        // Values from erl.
        assert_eq!(
            call("rem", &[I("1267650600228229401496703205376"), I("7")]),
            "2"
        );
        assert_eq!(
            call("div", &[I("-1267650600228229401496703205376"), I("7")]),
            "-181092942889747057356671886482"
        );
        assert_eq!(call("band", &[I("-18446744073709551616"), I("65535")]), "0");
        assert_eq!(
            call(
                "bxor",
                &[I("-12345678901234567890123"), I("98765432109876543210")]
            ),
            "-12250372798860641974817"
        );
        assert_eq!(
            call("bnot", &[I("1180591620717411303424")]),
            "-1180591620717411303425"
        );
        assert_eq!(
            call("bsr", &[I("-12345678901234567890123"), I("3")]),
            "-1543209862654320986266"
        );
        assert_eq!(
            call("abs", &[I("-576460752303423488")]),
            "576460752303423488"
        );
        assert_eq!(
            call("-", &[I("576460752303423488"), I("1")]),
            "576460752303423487"
        );
        assert_eq!(call("*", &[I("18446744073709551616"), I("0")]), "0");
    }

    #[test]
    fn div_rem() {
        assert_eq!(call("div", &[I("-7"), I("2")]), "-3");
        assert_eq!(call("rem", &[I("-7"), I("2")]), "-1");
        assert_eq!(call("rem", &[I("7"), I("-2")]), "1");
        assert_eq!(
            call("div", &[I("-576460752303423488"), I("-1")]),
            "576460752303423488"
        );
        assert_eq!(call("div", &[I("1"), I("0")]), "error:badarith");
        assert_eq!(call("rem", &[I("1"), I("0")]), "error:badarith");
        assert_eq!(call("div", &[F(1.0), I("1")]), "error:badarith");
        assert_eq!(
            call("rem", &[I("18446744073709551616"), I("0")]),
            "error:badarith"
        );
    }

    #[test]
    fn floats() {
        assert_eq!(call("+", &[F(1.5), I("1")]), "2.5");
        assert_eq!(call("/", &[I("3"), I("2")]), "1.5");
        assert_eq!(call("/", &[I("4"), I("2")]), "2.0");
        assert_eq!(call("/", &[I("0"), I("0")]), "error:badarith");
        assert_eq!(call("/", &[I("1"), F(0.0)]), "error:badarith");
        assert_eq!(call("/", &[F(0.0), I("1")]), "0.0");
        assert_eq!(call("*", &[F(1.0e308), I("10")]), "error:badarith");
        assert_eq!(call("*", &[I("5"), F(0.0)]), "0.0");
        assert_eq!(call("*", &[I("-5"), F(0.0)]), "-0.0");
        assert_eq!(call("*", &[I("0"), F(-1.5)]), "-0.0");
        assert_eq!(call("-", &[F(0.0)]), "-0.0");
        let big1024 = "179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216";
        assert_eq!(call("+", &[F(1.0), I(big1024)]), "error:badarith");
        assert_eq!(call("/", &[I(big1024), I("2")]), "error:badarith");
        assert_eq!(call("float", &[I(big1024)]), "error:badarg");
        assert_eq!(
            call("float", &[I("-1180591620717411303424")]),
            "-1.1805916207174113e21"
        );
    }

    #[test]
    fn bad_arguments() {
        for op in [
            "+", "-", "*", "/", "div", "rem", "band", "bor", "bxor", "bsl", "bsr",
        ] {
            assert_eq!(call(op, &[At("a"), I("1")]), "error:badarith", "{op}");
            assert_eq!(call(op, &[I("1"), At("a")]), "error:badarith", "{op}");
        }
        assert_eq!(call("-", &[At("a")]), "error:badarith");
        assert_eq!(call("+", &[At("a")]), "error:badarith");
        assert_eq!(call("+", &[F(2.0)]), "2.0");
        assert_eq!(call("bnot", &[F(1.0)]), "error:badarith");
        assert_eq!(call("band", &[I("1"), F(1.0)]), "error:badarith");
        assert_eq!(call("bsl", &[I("1"), F(1.0)]), "error:badarith");
        for f in ["abs", "float", "round", "trunc", "ceil", "floor"] {
            assert_eq!(call(f, &[At("a")]), "error:badarg", "{f}");
        }
    }

    #[test]
    fn shifts() {
        let huge = "18446744073709551616";
        let neg_huge = "-18446744073709551616";
        assert_eq!(call("bsl", &[I("1"), I(huge)]), "error:system_limit");
        assert_eq!(call("bsl", &[I("0"), I(huge)]), "0");
        assert_eq!(call("bsr", &[I("-1"), I(huge)]), "-1");
        assert_eq!(call("bsr", &[I("5"), I(huge)]), "0");
        assert_eq!(call("bsl", &[I("1"), I(neg_huge)]), "0");
        assert_eq!(call("bsl", &[I("-1"), I(neg_huge)]), "-1");
        let mut p = Process::new(Term::pid(0), 233);
        let max = bsl(&mut p.heap, Term::small(1), Term::small(33554367)).unwrap();
        assert_eq!(build::integer_value(max).unwrap().bits(), MAX_INT_BITS);
        assert_eq!(call("bsl", &[I("1"), I("33554368")]), "error:system_limit");
        assert_eq!(
            call("bsl", &[I("1"), I("10000000000")]),
            "error:system_limit"
        );
        assert_eq!(call("bsr", &[I("-1"), I("1")]), "-1");
        assert_eq!(call("bsl", &[I("7"), I("-1")]), "3");
        assert_eq!(call("bsr", &[I("1"), I("-3")]), "8");
        assert_eq!(call("bsl", &[I("1"), I("80")]), "1208925819614629174706176");
        assert_eq!(call("bsl", &[I("-3"), I("63")]), "-27670116110564327424");
        assert_eq!(
            call("bsr", &[I("-1208925819614629174706176"), I("79")]),
            "-2"
        );
        assert_eq!(call("bsr", &[I("1208925819614629174706176"), I("81")]), "0");
        assert_eq!(call("band", &[I("3"), I("-1")]), "3");
    }

    #[test]
    fn guard_functions() {
        assert_eq!(call("round", &[F(2.5)]), "3");
        assert_eq!(call("round", &[F(-2.5)]), "-3");
        assert_eq!(call("round", &[F(1.0e20)]), "100000000000000000000");
        assert_eq!(
            call("trunc", &[F(-1.0e30)]),
            "-1000000000000000019884624838656"
        );
        assert_eq!(call("ceil", &[F(-0.5)]), "0");
        assert_eq!(call("floor", &[F(-0.5)]), "-1");
        assert_eq!(call("ceil", &[I("1")]), "1");
        assert_eq!(
            call("round", &[I("1208925819614629174706176")]),
            "1208925819614629174706176"
        );
        assert_eq!(call("abs", &[F(-0.0)]), "-0.0");
        assert_eq!(call("abs", &[F(-1.5)]), "1.5");
        assert_eq!(call("abs", &[I("-5")]), "5");
        assert_eq!(call("float", &[I("3")]), "3.0");
    }

    #[test]
    fn min_max() {
        assert_eq!(call("max", &[I("1"), F(1.0)]), "1");
        assert_eq!(call("max", &[F(1.0), I("1")]), "1.0");
        assert_eq!(call("min", &[I("1"), F(1.0)]), "1");
        assert_eq!(call("min", &[F(1.0), I("1")]), "1.0");
        assert_eq!(call("max", &[F(0.0), F(-0.0)]), "0.0");
        assert_eq!(call("max", &[F(-0.0), F(0.0)]), "-0.0");
        assert_eq!(call("max", &[I("3"), At("a")]), "a");
        assert_eq!(call("min", &[I("3"), At("a")]), "3");
        assert_eq!(call("min", &[I("3"), I("2")]), "2");
    }
}
