//! Constant evaluation of `-if`/`-elif` conditions: integers, atoms, arithmetic,
//! comparisons, boolean operators and a few type tests.

use crate::ast::{Expr, ExprKind};
use num_bigint::BigInt;
use num_traits::Zero;
use std::cmp::Ordering;

#[derive(Clone, PartialEq)]
enum Val {
    Int(BigInt),
    Atom(String),
}

impl Val {
    /// Erlang term order restricted to numbers and atoms: numbers sort first.
    fn cmp(&self, other: &Val) -> Ordering {
        match (self, other) {
            (Val::Int(a), Val::Int(b)) => a.cmp(b),
            (Val::Atom(a), Val::Atom(b)) => a.cmp(b),
            (Val::Int(_), Val::Atom(_)) => Ordering::Less,
            (Val::Atom(_), Val::Int(_)) => Ordering::Greater,
        }
    }

    fn bool(b: bool) -> Val {
        Val::Atom(if b { "true" } else { "false" }.into())
    }

    fn as_bool(&self) -> Option<bool> {
        match self {
            Val::Atom(a) if a == "true" => Some(true),
            Val::Atom(a) if a == "false" => Some(false),
            _ => None,
        }
    }
}

/// Evaluates `e`; `None` when it is not a constant we understand.
pub(crate) fn eval_const(e: &Expr) -> Option<ExprKind> {
    Some(match eval(e)? {
        Val::Int(n) => ExprKind::Integer(n),
        Val::Atom(a) => ExprKind::Atom(a),
    })
}

fn eval(e: &Expr) -> Option<Val> {
    Some(match &e.kind {
        ExprKind::Integer(n) => Val::Int(n.clone()),
        ExprKind::Atom(a) => Val::Atom(a.clone()),
        ExprKind::UnOp(op, x) => {
            let v = eval(x)?;
            match (op.as_str(), v) {
                ("-", Val::Int(n)) => Val::Int(-n),
                ("+", Val::Int(n)) => Val::Int(n),
                ("bnot", Val::Int(n)) => Val::Int(-n - 1),
                ("not", v) => Val::bool(!v.as_bool()?),
                _ => return None,
            }
        }
        ExprKind::BinOp(op, a, b) => {
            let (x, y) = (eval(a)?, eval(b)?);
            match op.as_str() {
                "==" | "=:=" => Val::bool(x == y),
                "/=" | "=/=" => Val::bool(x != y),
                "<" => Val::bool(x.cmp(&y) == Ordering::Less),
                "=<" => Val::bool(x.cmp(&y) != Ordering::Greater),
                ">" => Val::bool(x.cmp(&y) == Ordering::Greater),
                ">=" => Val::bool(x.cmp(&y) != Ordering::Less),
                "andalso" | "and" => Val::bool(x.as_bool()? && y.as_bool()?),
                "orelse" | "or" => Val::bool(x.as_bool()? || y.as_bool()?),
                "xor" => Val::bool(x.as_bool()? ^ y.as_bool()?),
                _ => {
                    let (Val::Int(x), Val::Int(y)) = (x, y) else {
                        return None;
                    };
                    Val::Int(match op.as_str() {
                        "+" => x + y,
                        "-" => x - y,
                        "*" => x * y,
                        "div" if !y.is_zero() => x / y,
                        "rem" if !y.is_zero() => x % y,
                        _ => return None,
                    })
                }
            }
        }
        ExprKind::Call(f, args) => {
            let ExprKind::Atom(name) = &f.kind else {
                return None;
            };
            let [arg] = args.as_slice() else { return None };
            let v = eval(arg)?;
            match name.as_str() {
                "is_atom" => Val::bool(matches!(v, Val::Atom(_))),
                "is_integer" | "is_number" => Val::bool(matches!(v, Val::Int(_))),
                _ => return None,
            }
        }
        _ => return None,
    })
}
