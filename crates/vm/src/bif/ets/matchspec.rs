//! `ets:match/2`, `match_object/2`, `select/2` and friends: match patterns (`'_'`, `'$N'`)
//! and match specifications (`[{Head, Guards, Body}]`) with the usual guard functions.
//!
//! A table's objects are first matched where they are (no copy); an object that matches is
//! copied into the caller's heap and matched again there, so the results point only into
//! the caller's heap.

use super::{out, with_table, Type};
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Trap};
use crate::order::{compare, exact_eq};
use crate::process::Process;
use crate::term::Term;
use std::cmp::Ordering;
use std::collections::HashSet;

/// Variable bindings `'$N'` → term, in order of binding.
type Bindings = Vec<(u32, Term)>;

/// The number of a match variable `'$N'`.
fn var_number(t: Term) -> Option<u32> {
    if !t.is_atom() {
        return None;
    }
    let name = atom::name(t);
    let digits = name.strip_prefix('$')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn is_wildcard(t: Term) -> bool {
    t.is_atom() && atom::name(t) == "_"
}

/// Match `obj` against the pattern `pat`, extending `b`. Pairs still to match wait on an
/// explicit stack (pushed in reverse, so variables bind left to right), so deep patterns
/// and objects need no native stack.
fn pmatch(pat: Term, obj: Term, b: &mut Bindings) -> bool {
    let mut stack = Vec::new();
    let (mut pat, mut obj) = (pat, obj);
    loop {
        if is_wildcard(pat) {
        } else if let Some(n) = var_number(pat) {
            match b.iter().find(|&&(v, _)| v == n) {
                Some(&(_, bound)) => {
                    if !exact_eq(bound, obj) {
                        return false;
                    }
                }
                None => b.push((n, obj)),
            }
        } else if pat.is_tuple() {
            if !obj.is_tuple() || obj.tuple_arity() != pat.tuple_arity() {
                return false;
            }
            let (ps, os) = (pat.tuple_elems(), obj.tuple_elems());
            if let Some((&p, &o)) = ps.first().zip(os.first()) {
                stack.extend(ps[1..].iter().zip(&os[1..]).rev().map(|(&p, &o)| (p, o)));
                (pat, obj) = (p, o);
                continue;
            }
        } else if pat.is_cons() {
            if !obj.is_cons() {
                return false;
            }
            stack.push((pat.tail(), obj.tail()));
            (pat, obj) = (pat.head(), obj.head());
            continue;
        } else if !exact_eq(pat, obj) {
            return false;
        }
        match stack.pop() {
            Some((p, o)) => (pat, obj) = (p, o),
            None => return true,
        }
    }
}

/// The values of the bindings in order of variable number (`'$$'` and `ets:match/2`).
fn bound_values(b: &Bindings) -> Vec<Term> {
    let mut v = b.clone();
    v.sort_by_key(|&(n, _)| n);
    v.into_iter().map(|(_, t)| t).collect()
}

/// Evaluate a match-spec guard or body expression; `None` when it fails.
fn eval(p: &mut Process, e: Term, b: &Bindings, obj: Term) -> Option<Term> {
    if e.is_atom() {
        return match atom::name(e) {
            "$_" => Some(obj),
            "$$" => {
                let vals = bound_values(b);
                Some(build::list(&mut p.heap, &vals))
            }
            _ => match var_number(e) {
                Some(n) => b.iter().find(|&&(v, _)| v == n).map(|&(_, t)| t),
                None => Some(e),
            },
        };
    }
    if e.is_cons() {
        let items = build::list_to_vec(e)?;
        let mut vals = Vec::with_capacity(items.len());
        for i in items {
            vals.push(eval(p, i, b, obj)?);
        }
        return Some(build::list(&mut p.heap, &vals));
    }
    if !e.is_tuple() || e.tuple_arity() == 0 {
        return Some(e);
    }
    let elems = e.tuple_elems().to_vec();
    if elems.len() == 1 && elems[0].is_tuple() {
        // `{{A, B}}` builds the tuple `{A, B}`.
        let mut vals = Vec::new();
        for &x in elems[0].tuple_elems() {
            vals.push(eval(p, x, b, obj)?);
        }
        return Some(build::tuple(&mut p.heap, &vals));
    }
    if !elems[0].is_atom() {
        return None;
    }
    let op = atom::name(elems[0]);
    if op == "const" && elems.len() == 2 {
        return Some(elems[1]);
    }
    // Short-circuit operators evaluate their operands lazily.
    match op {
        "andalso" | "orelse" => {
            let stop = atom::boolean(op == "orelse");
            for &x in &elems[1..] {
                let v = eval(p, x, b, obj)?;
                if v == stop {
                    return Some(stop);
                }
                if v != atom::TRUE && v != atom::FALSE {
                    return None;
                }
            }
            return Some(atom::boolean(op == "andalso"));
        }
        _ => {}
    }
    let mut args = Vec::with_capacity(elems.len() - 1);
    for &x in &elems[1..] {
        args.push(eval(p, x, b, obj)?);
    }
    apply(p, op, &args)
}

fn as_bool(t: Term) -> Option<bool> {
    if t == atom::TRUE {
        Some(true)
    } else if t == atom::FALSE {
        Some(false)
    } else {
        None
    }
}

/// A guard function or operator applied to evaluated arguments.
fn apply(p: &mut Process, op: &str, a: &[Term]) -> Option<Term> {
    use crate::bif::arith;
    let h = &mut p.heap;
    let r = match (op, a) {
        ("==", [x, y]) => atom::boolean(compare(*x, *y) == Ordering::Equal),
        ("/=", [x, y]) => atom::boolean(compare(*x, *y) != Ordering::Equal),
        ("=:=", [x, y]) => atom::boolean(exact_eq(*x, *y)),
        ("=/=", [x, y]) => atom::boolean(!exact_eq(*x, *y)),
        ("<", [x, y]) => atom::boolean(compare(*x, *y) == Ordering::Less),
        (">", [x, y]) => atom::boolean(compare(*x, *y) == Ordering::Greater),
        ("=<", [x, y]) => atom::boolean(compare(*x, *y) != Ordering::Greater),
        (">=", [x, y]) => atom::boolean(compare(*x, *y) != Ordering::Less),
        ("and", [x, y]) => atom::boolean(as_bool(*x)? & as_bool(*y)?),
        ("or", [x, y]) => atom::boolean(as_bool(*x)? | as_bool(*y)?),
        ("xor", [x, y]) => atom::boolean(as_bool(*x)? ^ as_bool(*y)?),
        ("not", [x]) => atom::boolean(!as_bool(*x)?),
        ("+", [x, y]) => arith::add(h, *x, *y).ok()?,
        ("-", [x, y]) => arith::sub(h, *x, *y).ok()?,
        ("*", [x, y]) => arith::mul(h, *x, *y).ok()?,
        ("/", [x, y]) => arith::fdiv(h, *x, *y).ok()?,
        ("div", [x, y]) => arith::int_div(h, *x, *y).ok()?,
        ("rem", [x, y]) => arith::int_rem(h, *x, *y).ok()?,
        ("band", [x, y]) => arith::band(h, *x, *y).ok()?,
        ("bor", [x, y]) => arith::bor(h, *x, *y).ok()?,
        ("bxor", [x, y]) => arith::bxor(h, *x, *y).ok()?,
        ("bsl", [x, y]) => arith::bsl(h, *x, *y).ok()?,
        ("bsr", [x, y]) => arith::bsr(h, *x, *y).ok()?,
        ("bnot", [x]) => arith::bnot(h, *x).ok()?,
        ("-", [x]) => arith::neg(h, *x).ok()?,
        ("+", [x]) if x.is_number() => *x,
        // ms_transform's translation of is_record/2: {is_record, Obj, Name, Size}.
        ("is_record", [t, name, size]) => atom::boolean(
            name.is_atom()
                && t.is_tuple()
                && crate::order::to_i64(*size) == Some(t.tuple_arity() as i64)
                && t.tuple_arity() > 0
                && t.element(1) == *name,
        ),
        ("size", [t]) if t.is_tuple() => Term::small(t.tuple_arity() as i64),
        ("is_atom", [x]) => atom::boolean(x.is_atom()),
        ("is_integer", [x]) => atom::boolean(x.is_integer()),
        ("is_float", [x]) => atom::boolean(x.is_float()),
        ("is_number", [x]) => atom::boolean(x.is_number()),
        ("is_list", [x]) => atom::boolean(x.is_list()),
        ("is_tuple", [x]) => atom::boolean(x.is_tuple()),
        ("is_pid", [x]) => atom::boolean(x.is_pid()),
        ("is_map", [x]) => atom::boolean(x.is_map()),
        ("is_function", [x]) => atom::boolean(x.is_fun()),
        ("is_reference", [x]) => atom::boolean(x.is_ref()),
        ("is_binary", [x]) => atom::boolean(crate::binary::view(*x).is_some_and(|v| v.is_binary())),
        ("element", [n, t]) => {
            let i = crate::order::to_i64(*n)?;
            if !t.is_tuple() || i < 1 || i as usize > t.tuple_arity() {
                return None;
            }
            t.element(i as usize)
        }
        ("tuple_size", [t]) if t.is_tuple() => Term::small(t.tuple_arity() as i64),
        ("hd", [l]) if l.is_cons() => l.head(),
        ("tl", [l]) if l.is_cons() => l.tail(),
        ("length", [l]) => Term::small(build::list_to_vec(*l)?.len() as i64),
        ("abs", [x]) => {
            if compare(*x, Term::small(0)) == Ordering::Less {
                arith::neg(h, *x).ok()?
            } else {
                *x
            }
        }
        ("self", []) => p.pid,
        _ => return None,
    };
    Some(r)
}

/// A parsed match specification: (head, guards, body) per clause.
type Spec = Vec<(Term, Vec<Term>, Vec<Term>)>;

/// Parse a match specification: badarg if it is not one, `system_limit` if an expression
/// nests deeper than [`MAX_EXPR_DEPTH`] (as Erlang/OTP's match-spec compiler, whose limit
/// is its native stack: a few thousand levels).
fn parse_spec(ms: Term) -> Result<Spec, Trap> {
    let mut spec = Vec::new();
    for c in build::list_to_vec(ms).ok_or_else(badarg)? {
        if !c.is_tuple() || c.tuple_arity() != 3 {
            return Err(badarg());
        }
        let e = c.tuple_elems();
        let guards = build::list_to_vec(e[1]).ok_or_else(badarg)?;
        let body = build::list_to_vec(e[2]).ok_or_else(badarg)?;
        if guards.iter().chain(&body).any(|&x| too_deep(x)) {
            return Err(error(atom::atom("system_limit")));
        }
        spec.push((e[0], guards, body));
    }
    Ok(spec)
}

/// How deep [`eval`] may recurse: expressions nested deeper are refused up front.
const MAX_EXPR_DEPTH: usize = 2000;

/// Whether evaluating `e` would nest deeper than [`MAX_EXPR_DEPTH`]: a walk with an
/// explicit stack over the parts [`eval`] evaluates (list elements, the elements of a
/// `{{...}}` tuple, an operator's operands; not a `{const, T}`'s term).
fn too_deep(e: Term) -> bool {
    let mut stack = vec![(e, 0)];
    while let Some((e, d)) = stack.pop() {
        if d > MAX_EXPR_DEPTH {
            return true;
        }
        if e.is_cons() {
            let mut l = e;
            while l.is_cons() {
                stack.push((l.head(), d + 1));
                l = l.tail();
            }
        } else if e.is_tuple() && e.tuple_arity() > 0 {
            let elems = e.tuple_elems();
            if elems.len() == 1 && elems[0].is_tuple() {
                stack.extend(elems[0].tuple_elems().iter().map(|&x| (x, d + 1)));
            } else if elems[0].is_atom() && !(elems[0] == atom::atom("const") && elems.len() == 2) {
                stack.extend(elems[1..].iter().map(|&x| (x, d + 1)));
            }
        }
    }
    false
}

/// The result of the first clause of `spec` that accepts `obj`.
fn run_spec(p: &mut Process, spec: &Spec, obj: Term) -> Option<Term> {
    for (head, guards, body) in spec {
        let mut b = Vec::new();
        if !pmatch(*head, obj, &mut b) {
            continue;
        }
        if !guards
            .iter()
            .all(|&g| eval(p, g, &b, obj).is_some_and(|v| v == atom::TRUE))
        {
            continue;
        }
        let mut result = None;
        for &e in body {
            result = Some(eval(p, e, &b, obj)?);
        }
        return result;
    }
    None
}

/// The table's objects that `pred` accepts, copied into the caller's heap, in table order.
fn matching(
    cx: &mut Ctx,
    p: &mut Process,
    tab: Term,
    mut pred: impl FnMut(&mut Process, Term) -> bool,
) -> Result<Vec<Term>, crate::exception::Trap> {
    // The table borrow is held while `pred` runs; `pred` must not touch tables.
    let objs = with_table(&mut cx.ets, p, tab, false, |t| Ok(t.objects()))?;
    let mut found = Vec::new();
    for o in objs {
        // SAFETY of `o`: no table is changed between taking the objects and here (BIFs run
        // to completion and `pred` does not touch tables), so `o` is still alive.
        if pred(p, o) {
            found.push(out(p, o));
        }
    }
    Ok(found)
}

pub(super) fn match_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let pat = a[1];
    let objs = matching(cx, p, a[0], |_, o| pmatch(pat, o, &mut Vec::new()))?;
    let mut rows = Vec::with_capacity(objs.len());
    for o in objs {
        let mut b = Vec::new();
        pmatch(pat, o, &mut b);
        let vals = bound_values(&b);
        rows.push(build::list(&mut p.heap, &vals));
    }
    Ok(build::list(&mut p.heap, &rows))
}

pub(super) fn match_object(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let pat = a[1];
    let objs = matching(cx, p, a[0], |_, o| pmatch(pat, o, &mut Vec::new()))?;
    Ok(build::list(&mut p.heap, &objs))
}

pub(super) fn select(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let spec = parse_spec(a[1])?;
    let objs = matching(cx, p, a[0], |p, o| run_spec(p, &spec, o).is_some())?;
    let mut results = Vec::with_capacity(objs.len());
    for o in objs {
        if let Some(r) = run_spec(p, &spec, o) {
            results.push(r);
        }
    }
    Ok(build::list(&mut p.heap, &results))
}

pub(super) fn select_count(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let spec = parse_spec(a[1])?;
    let objs = matching(cx, p, a[0], |p, o| {
        run_spec(p, &spec, o) == Some(atom::TRUE)
    })?;
    Ok(Term::small(objs.len() as i64))
}

/// Delete the objects `pred` accepts; how many.
fn delete_where(
    cx: &mut Ctx,
    p: &mut Process,
    tab: Term,
    mut pred: impl FnMut(&mut Process, Term) -> bool,
) -> Result<usize, crate::exception::Trap> {
    let objs = with_table(&mut cx.ets, p, tab, true, |t| Ok(t.objects()))?;
    let doomed: HashSet<u64> = objs
        .into_iter()
        .filter(|&o| pred(p, o))
        .map(Term::raw)
        .collect();
    with_table(&mut cx.ets, p, tab, true, |t| {
        Ok(t.retain(|o| !doomed.contains(&o.raw())))
    })
}

pub(super) fn select_delete(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let spec = parse_spec(a[1])?;
    let n = delete_where(cx, p, a[0], |p, o| {
        run_spec(p, &spec, o) == Some(atom::TRUE)
    })?;
    Ok(Term::small(n as i64))
}

pub(super) fn match_delete(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let pat = a[1];
    delete_where(cx, p, a[0], |_, o| pmatch(pat, o, &mut Vec::new()))?;
    Ok(atom::TRUE)
}

/// `ets:select_replace/2`: each object the specification accepts is replaced by its result,
/// which must keep the key (a `set` or `ordered_set` only); how many were replaced.
pub(super) fn select_replace(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let spec = parse_spec(a[1])?;
    let (keypos, ty) = with_table(&mut cx.ets, p, a[0], true, |t| Ok((t.keypos, t.ty)))?;
    if matches!(ty, Type::Bag | Type::DuplicateBag) {
        return Err(badarg());
    }
    let objs = matching(cx, p, a[0], |p, o| run_spec(p, &spec, o).is_some())?;
    let mut new = Vec::with_capacity(objs.len());
    for o in objs {
        let Some(r) = run_spec(p, &spec, o) else {
            continue;
        };
        let keeps_key = r.is_tuple()
            && r.tuple_arity() >= keypos
            && exact_eq(r.element(keypos), o.element(keypos));
        if !keeps_key {
            return Err(badarg());
        }
        new.push(r);
    }
    with_table(&mut cx.ets, p, a[0], true, |t| {
        for &r in &new {
            t.put(r);
        }
        Ok(Term::small(new.len() as i64))
    })
}
