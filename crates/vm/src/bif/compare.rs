//! BIFs: comparison operators and boolean operators as functions (for values, not guards'
//! branches, which the compiler turns into tests).

use super::BifEntry;
use crate::atom;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::order;
use crate::process::Process;
use crate::term::Term;
use std::cmp::Ordering;

fn exact_eq(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(order::exact_eq(a[0], a[1])))
}
fn exact_ne(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(!order::exact_eq(a[0], a[1])))
}
fn eq(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(order::eq(a[0], a[1])))
}
fn ne(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(!order::eq(a[0], a[1])))
}
fn lt(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(order::compare(a[0], a[1]) == Ordering::Less))
}
fn le(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(
        order::compare(a[0], a[1]) != Ordering::Greater,
    ))
}
fn gt(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(
        order::compare(a[0], a[1]) == Ordering::Greater,
    ))
}
fn ge(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(order::compare(a[0], a[1]) != Ordering::Less))
}

fn boolean(t: Term) -> Result<bool, crate::exception::Trap> {
    match t {
        atom::TRUE => Ok(true),
        atom::FALSE => Ok(false),
        _ => Err(badarg()),
    }
}

fn not(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(atom::boolean(!boolean(a[0])?))
}
fn and(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (x, y) = (boolean(a[0])?, boolean(a[1])?);
    Ok(atom::boolean(x && y))
}
fn or(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (x, y) = (boolean(a[0])?, boolean(a[1])?);
    Ok(atom::boolean(x || y))
}
fn xor(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (x, y) = (boolean(a[0])?, boolean(a[1])?);
    Ok(atom::boolean(x ^ y))
}

pub const BIFS: &[BifEntry] = &[
    ("erlang", "=:=", 2, exact_eq),
    ("erlang", "=/=", 2, exact_ne),
    ("erlang", "==", 2, eq),
    ("erlang", "/=", 2, ne),
    ("erlang", "<", 2, lt),
    ("erlang", "=<", 2, le),
    ("erlang", ">", 2, gt),
    ("erlang", ">=", 2, ge),
    ("erlang", "not", 1, not),
    ("erlang", "and", 2, and),
    ("erlang", "or", 2, or),
    ("erlang", "xor", 2, xor),
];
