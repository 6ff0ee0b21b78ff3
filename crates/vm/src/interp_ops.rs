//! The interpreter's operations on terms that need no process: small-integer and float
//! arithmetic fast paths, type tests and comparisons.

use crate::atom;
use crate::code::{ArithOp, CmpOp, TypeTest};
use crate::order;
use crate::term::Term;

/// Two small integers: the result if it is a small integer too (None: take the slow path,
/// for overflow into bignums and for errors such as division by zero).
#[inline(always)]
pub(crate) fn small_arith(op: ArithOp, x: i64, y: i64) -> Option<Term> {
    let v = match op {
        ArithOp::Add => x + y,
        ArithOp::Sub => x - y,
        ArithOp::Mul => x.checked_mul(y)?,
        ArithOp::Div => x.checked_div(y)?,
        ArithOp::Rem => x.checked_rem(y)?,
        ArithOp::Band => x & y,
        ArithOp::Bor => x | y,
        ArithOp::Bxor => x ^ y,
    };
    Term::try_small(v)
}

/// `+ - *` with at least one float and no bignum: the finite result, else None (slow path).
#[inline(always)]
pub(crate) fn float_arith(op: ArithOp, x: Term, y: Term) -> Option<f64> {
    let num = |t: Term| -> Option<f64> {
        if t.is_small() {
            Some(t.small_val() as f64)
        } else if t.is_float() {
            Some(t.float_val())
        } else {
            None
        }
    };
    let (a, b) = (num(x)?, num(y)?);
    let r = match op {
        ArithOp::Add => a + b,
        ArithOp::Sub => a - b,
        ArithOp::Mul => a * b,
        _ => return None,
    };
    r.is_finite().then_some(r)
}

#[inline]
pub(crate) fn type_test(t: TypeTest, v: Term) -> bool {
    match t {
        TypeTest::Integer => v.is_integer(),
        TypeTest::Float => v.is_float(),
        TypeTest::Number => v.is_number(),
        TypeTest::Atom => v.is_atom(),
        TypeTest::Boolean => v == atom::TRUE || v == atom::FALSE,
        TypeTest::List => v.is_list(),
        TypeTest::Cons => v.is_cons(),
        TypeTest::Nil => v.is_nil(),
        TypeTest::Tuple => v.is_tuple(),
        TypeTest::Binary => crate::binary::bit_size(v).is_some_and(|n| n.is_multiple_of(8)),
        TypeTest::Bitstring => v.is_bitstring(),
        TypeTest::EmptyBitstring => crate::binary::bit_size(v) == Some(0),
        TypeTest::Function => v.is_fun(),
        TypeTest::Pid => v.is_pid(),
        TypeTest::Reference => v.is_ref(),
        TypeTest::Map => v.is_map(),
    }
}

#[inline]
pub(crate) fn compare(op: CmpOp, a: Term, b: Term) -> bool {
    use std::cmp::Ordering::*;
    if a.is_small() && b.is_small() {
        let (x, y) = (a.small_val(), b.small_val());
        return match op {
            CmpOp::ExactEq | CmpOp::Eq => x == y,
            CmpOp::ExactNe | CmpOp::Ne => x != y,
            CmpOp::Lt => x < y,
            CmpOp::Le => x <= y,
            CmpOp::Gt => x > y,
            CmpOp::Ge => x >= y,
        };
    }
    match op {
        CmpOp::ExactEq => order::exact_eq(a, b),
        CmpOp::ExactNe => !order::exact_eq(a, b),
        CmpOp::Eq => order::eq(a, b),
        CmpOp::Ne => !order::eq(a, b),
        CmpOp::Lt => order::compare(a, b) == Less,
        CmpOp::Le => order::compare(a, b) != Greater,
        CmpOp::Gt => order::compare(a, b) == Greater,
        CmpOp::Ge => order::compare(a, b) != Less,
    }
}
