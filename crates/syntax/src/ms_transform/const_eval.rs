//! `erl_eval:partial_eval/1` as ms_transform uses it: an operator applied to literal
//! numbers, atoms, tuples and lists is folded when the result is a number or an atom
//! (`X > 1 + 2` gives `{'>', '$1', 3}`); anything else, or an operation that would raise,
//! is left alone.

use crate::ast::{Expr, ExprKind};
use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use std::cmp::Ordering;

#[derive(Clone, Debug)]
enum Val {
    Int(BigInt),
    Float(f64),
    Atom(String),
    Tuple(Vec<Val>),
    List(Vec<Val>),
}

/// The folded value of the operator expression `e`, if it has one.
pub(super) fn partial_eval(e: &Expr) -> Option<ExprKind> {
    match eval(e)? {
        Val::Int(i) => Some(ExprKind::Integer(i)),
        Val::Float(f) => Some(ExprKind::Float(f)),
        Val::Atom(a) => Some(ExprKind::Atom(a)),
        Val::Tuple(_) | Val::List(_) => None,
    }
}

fn eval(e: &Expr) -> Option<Val> {
    match &e.kind {
        ExprKind::Integer(i) => Some(Val::Int(i.clone())),
        ExprKind::Float(f) => Some(Val::Float(*f)),
        ExprKind::Atom(a) => Some(Val::Atom(a.clone())),
        ExprKind::Tuple(es) => es.iter().map(eval).collect::<Option<_>>().map(Val::Tuple),
        ExprKind::Nil => Some(Val::List(Vec::new())),
        ExprKind::Cons(h, t) => {
            let h = eval(h)?;
            let Val::List(mut rest) = eval(t)? else {
                return None;
            };
            rest.insert(0, h);
            Some(Val::List(rest))
        }
        ExprKind::BinOp(op, a, b) => binop(op, eval(a)?, eval(b)?),
        ExprKind::UnOp(op, a) => unop(op, eval(a)?),
        _ => None,
    }
}

fn boolean(b: bool) -> Val {
    Val::Atom(if b { "true" } else { "false" }.into())
}

fn as_bool(v: &Val) -> Option<bool> {
    match v {
        Val::Atom(a) if a == "true" => Some(true),
        Val::Atom(a) if a == "false" => Some(false),
        _ => None,
    }
}

fn float(f: f64) -> Option<Val> {
    f.is_finite().then_some(Val::Float(f))
}

fn to_f64(v: &Val) -> Option<f64> {
    match v {
        Val::Int(i) => i.to_f64().filter(|f| f.is_finite()),
        Val::Float(f) => Some(*f),
        _ => None,
    }
}

fn unop(op: &str, a: Val) -> Option<Val> {
    match (op, a) {
        ("-", Val::Int(i)) => Some(Val::Int(-i)),
        ("-", Val::Float(f)) => Some(Val::Float(-f)),
        ("+", v @ (Val::Int(_) | Val::Float(_))) => Some(v),
        ("bnot", Val::Int(i)) => Some(Val::Int(-i - 1)),
        ("not", v) => as_bool(&v).map(|b| boolean(!b)),
        _ => None,
    }
}

fn binop(op: &str, a: Val, b: Val) -> Option<Val> {
    match op {
        "+" | "-" | "*" => arith(op, a, b),
        "/" => {
            let d = to_f64(&b)?;
            if d == 0.0 {
                return None;
            }
            float(to_f64(&a)? / d)
        }
        "div" | "rem" | "band" | "bor" | "bxor" | "bsl" | "bsr" => {
            let (Val::Int(x), Val::Int(y)) = (a, b) else {
                return None;
            };
            integer_op(op, x, y).map(Val::Int)
        }
        "and" | "or" | "xor" => {
            let (x, y) = (as_bool(&a)?, as_bool(&b)?);
            Some(boolean(match op {
                "and" => x && y,
                "or" => x || y,
                _ => x != y,
            }))
        }
        "==" => Some(boolean(compare(&a, &b) == Ordering::Equal)),
        "/=" => Some(boolean(compare(&a, &b) != Ordering::Equal)),
        "=:=" => Some(boolean(exact_eq(&a, &b))),
        "=/=" => Some(boolean(!exact_eq(&a, &b))),
        "<" => Some(boolean(compare(&a, &b) == Ordering::Less)),
        ">" => Some(boolean(compare(&a, &b) == Ordering::Greater)),
        "=<" => Some(boolean(compare(&a, &b) != Ordering::Greater)),
        ">=" => Some(boolean(compare(&a, &b) != Ordering::Less)),
        "++" => {
            let (Val::List(mut x), Val::List(y)) = (a, b) else {
                return None;
            };
            x.extend(y);
            Some(Val::List(x))
        }
        "--" => {
            let (Val::List(mut x), Val::List(y)) = (a, b) else {
                return None;
            };
            for v in &y {
                if let Some(i) = x.iter().position(|w| exact_eq(w, v)) {
                    x.remove(i);
                }
            }
            Some(Val::List(x))
        }
        // `andalso`, `orelse` and `!` are not functions of module erlang: no folding.
        _ => None,
    }
}

fn arith(op: &str, a: Val, b: Val) -> Option<Val> {
    if let (Val::Int(x), Val::Int(y)) = (&a, &b) {
        return Some(Val::Int(match op {
            "+" => x + y,
            "-" => x - y,
            _ => x * y,
        }));
    }
    let (x, y) = (to_f64(&a)?, to_f64(&b)?);
    float(match op {
        "+" => x + y,
        "-" => x - y,
        _ => x * y,
    })
}

fn integer_op(op: &str, x: BigInt, y: BigInt) -> Option<BigInt> {
    match op {
        "div" if !y.is_zero() => Some(&x / &y),
        "rem" if !y.is_zero() => Some(&x % &y),
        "band" => Some(x & y),
        "bor" => Some(x | y),
        "bxor" => Some(x ^ y),
        "bsl" | "bsr" => {
            // Huge shifts would build huge numbers at compile time; leave them to run time.
            let n = y.to_i64().filter(|n| n.abs() <= 1 << 16)?;
            let n = if op == "bsl" { n } else { -n };
            Some(if n >= 0 {
                x << n as usize
            } else {
                x >> (-n) as usize
            })
        }
        _ => None,
    }
}

fn rank(v: &Val) -> u8 {
    match v {
        Val::Int(_) | Val::Float(_) => 0,
        Val::Atom(_) => 1,
        Val::Tuple(_) => 2,
        Val::List(_) => 3,
    }
}

/// Erlang term order (numbers compared by value).
fn compare(a: &Val, b: &Val) -> Ordering {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => x.cmp(y),
        (Val::Int(_) | Val::Float(_), Val::Int(_) | Val::Float(_)) => {
            let (x, y) = (to_f64(a).unwrap_or(0.0), to_f64(b).unwrap_or(0.0));
            x.partial_cmp(&y).unwrap_or(Ordering::Equal)
        }
        (Val::Atom(x), Val::Atom(y)) => x.cmp(y),
        (Val::Tuple(x), Val::Tuple(y)) => x.len().cmp(&y.len()).then_with(|| seq(x, y)),
        (Val::List(x), Val::List(y)) => seq(x, y),
        _ => rank(a).cmp(&rank(b)),
    }
}

fn seq(x: &[Val], y: &[Val]) -> Ordering {
    for (p, q) in x.iter().zip(y) {
        let o = compare(p, q);
        if o != Ordering::Equal {
            return o;
        }
    }
    x.len().cmp(&y.len())
}

fn exact_eq(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => x == y,
        (Val::Float(x), Val::Float(y)) => x == y,
        (Val::Atom(x), Val::Atom(y)) => x == y,
        (Val::Tuple(x), Val::Tuple(y)) | (Val::List(x), Val::List(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| exact_eq(p, q))
        }
        _ => false,
    }
}
