//! Simplifications of a lowered function that Erlang/OTP's compiler makes too (its
//! `sys_core_fold`), so that the same source allocates what it allocates under Erlang/OTP:
//!
//! - `element(K, T)`, with `K` a literal and `T` bound to a tuple built in the same function
//!   with at least `K` elements, is that element (nothing to test, it cannot fail);
//! - `case {A, B} of {P, Q} -> ...; ... end`, when some clause matches every pair, matches
//!   `<A, B>` against `<P, Q>` (the pair is then built only if something else reads it), and
//!   so does `{X, Y} = {A, B}`;
//! - a tuple, list cell or closure built and never used is not built (building one has no
//!   effect but the allocation).
//!
//! `garb75`'s loop `Y = {N, N, N, {N, N, N, {N, N, N, N}}}, build(element(1, Y) - 1, ...)`
//! builds one tuple of four words an iteration under Erlang/OTP, and built four before this.
//!
//! - `let T = Test in let X = case <T> of 'true' -> ... in Body`, with `T` read only by
//!   that `case` (what `andalso` and `orelse` become inside a `case` or a `;` guard), is
//!   `let X = (let T = Test in case <T> of ...) in Body`: the same evaluation in the same
//!   order, in which the code generator sees the `case` on `Test` whole and compiles it as
//!   a test and a jump.
//!
//! The walks keep their own stacks: a function body is a chain of `let`s as long as the
//! source, which must not recurse on the native stack.

use crate::ir::{Atomic, CaseFail, Expr, Function, Literal, Pattern, VarId};
use crate::uses::var_use_counts;
use num_traits::ToPrimitive;
use std::collections::HashMap;

/// Simplify `f` in place.
pub fn simplify(f: &mut Function) {
    let tuples = bound_tuples(&f.body);
    if !tuples.is_empty() {
        fold_elements(&mut f.body, &tuples);
        let uses = var_use_counts(f);
        match_tuple_parts(&mut f.body, &uses);
    }
    drop_unused_builds(f);
    let uses = var_use_counts(f);
    sink_tests(&mut f.body, &uses);
}

/// The `let T = Test` of a boolean `case` into the `let` whose value the `case` is (see the
/// module's comment).
fn sink_tests(body: &mut Expr, uses: &HashMap<VarId, u32>) {
    let mut stack = vec![body];
    while let Some(e) = stack.pop() {
        if sinks(e, uses) {
            let Expr::Let { vars, value, body } = e else {
                unreachable!()
            };
            let Expr::Let {
                vars: inner_vars,
                value: case,
                body: rest,
            } = &mut **body
            else {
                unreachable!()
            };
            let empty = || Box::new(Expr::Values(Vec::new()));
            let test = Expr::Let {
                vars: std::mem::take(vars),
                value: std::mem::replace(value, empty()),
                body: std::mem::replace(case, empty()),
            };
            let sunk = Expr::Let {
                vars: std::mem::take(inner_vars),
                value: Box::new(test),
                body: std::mem::replace(rest, empty()),
            };
            *e = sunk;
        }
        children_mut(e, &mut |c| stack.push(c));
    }
}

/// `e` is `let T = bif .. in let X = case <T> of 'true' -> ..; .. in ..` with `T` read once.
fn sinks(e: &Expr, uses: &HashMap<VarId, u32>) -> bool {
    let Expr::Let { vars, value, body } = e else {
        return false;
    };
    let (
        [t],
        Expr::Bif { .. },
        Expr::Let {
            vars: x,
            value: case,
            ..
        },
    ) = (vars.as_slice(), &**value, &**body)
    else {
        return false;
    };
    let Expr::Case { args, clauses, .. } = &**case else {
        return false;
    };
    x.len() == 1
        && uses.get(t) == Some(&1)
        && matches!(args.as_slice(), [Atomic::Var(v)] if v == t)
        && clauses.first().is_some_and(
            |c| matches!(c.pats.as_slice(), [Pattern::Lit(Literal::Atom(a))] if a == "true"),
        )
}

/// The elements of each variable bound by a `let` to a tuple built in place.
fn bound_tuples(body: &Expr) -> HashMap<VarId, Vec<Atomic>> {
    let mut found = HashMap::new();
    let mut stack = vec![body];
    while let Some(e) = stack.pop() {
        if let Expr::Let { vars, value, .. } = e {
            if let (1, Expr::Tuple { elems, .. }) = (vars.len(), &**value) {
                found.insert(vars[0], elems.clone());
            }
        }
        children(e, &mut |c| stack.push(c));
    }
    found
}

/// Replace `element(K, T)` by the element when `T`'s elements are known. Variables are
/// unique in a function and a `let`'s variable is read only inside its body, where the
/// tuple's elements are bound too: the element can stand wherever the call stood.
fn fold_elements(body: &mut Expr, tuples: &HashMap<VarId, Vec<Atomic>>) {
    let mut stack = vec![body];
    while let Some(e) = stack.pop() {
        if let Expr::Bif { name, args, .. } = e {
            if let Some(x) = known_element(name, args, tuples) {
                *e = Expr::Atomic(x);
                continue;
            }
        }
        children_mut(e, &mut |c| stack.push(c));
    }
}

fn known_element(
    name: &str,
    args: &[Atomic],
    tuples: &HashMap<VarId, Vec<Atomic>>,
) -> Option<Atomic> {
    let [Atomic::Lit(Literal::Int(k)), Atomic::Var(t)] = args else {
        return None;
    };
    if name != "element" {
        return None;
    }
    let elems = tuples.get(t)?;
    let k = k.to_usize()?;
    (1..=elems.len()).contains(&k).then(|| elems[k - 1].clone())
}

/// `let T = {E1, ..., En} in case <T> of ...` (or `let T = ... in let X = case <T> of ...
/// in ...`): the `case` matches `<E1, ..., En>` when every clause's pattern is an n-tuple
/// pattern or `_` and some clause without guard matches any n-tuple (so no `case_clause`
/// error, whose value would be the tuple, can be raised). Matching the parts is the same
/// match whatever else reads `T`; when nothing does, [`drop_unused_builds`] removes it.
fn match_tuple_parts(body: &mut Expr, uses: &HashMap<VarId, u32>) {
    let mut stack = vec![body];
    while let Some(e) = stack.pop() {
        if let Expr::Let { vars, value, body } = e {
            if let (1, Expr::Tuple { elems, .. }) = (vars.len(), &**value) {
                let t = vars[0];
                let case = match &mut **body {
                    c @ Expr::Case { .. } => Some(c),
                    Expr::Let { vars, value, .. } => {
                        forget_unused_match_value(vars, value, t, uses);
                        Some(&mut **value)
                    }
                    _ => None,
                };
                if let Some(c) = case {
                    spread_tuple_case(c, t, elems);
                }
            }
        }
        children_mut(e, &mut |c| stack.push(c));
    }
}

/// `let <X1, ..., Xk, M> = case <T> of <P> -> <Y1, ..., Yk, T> ... in ...` is how `P = T`
/// exports its variables, `M` standing for the match's value. When `M` is never read, the
/// clauses need not give `T` as its value: they give `[]`, so that `T` is read only by the
/// `case`'s argument.
fn forget_unused_match_value(
    vars: &[VarId],
    value: &mut Expr,
    t: VarId,
    uses: &HashMap<VarId, u32>,
) {
    let (Some(m), Expr::Case { clauses, .. }) = (vars.last(), value) else {
        return;
    };
    if vars.len() < 2 || uses.contains_key(m) {
        return;
    }
    for cl in clauses {
        if let Expr::Values(vs) = &mut cl.body {
            if vs.last() == Some(&Atomic::Var(t)) {
                *vs.last_mut().unwrap() = Atomic::Lit(Literal::Nil);
            }
        }
    }
}

/// Make `c`, if it is a `case <T> of` that matches only `elems.len()`-tuples as described
/// at [`match_tuple_parts`], a `case` over `elems` (a constant tuple pattern, such as
/// `{1, 2}`, becomes its constant elements).
fn spread_tuple_case(c: &mut Expr, t: VarId, elems: &[Atomic]) {
    let Expr::Case {
        args,
        clauses,
        fail,
        ..
    } = c
    else {
        return;
    };
    if args.as_slice() != [Atomic::Var(t)] {
        return;
    }
    let n = elems.len();
    let Some(spread) = clauses
        .iter()
        .map(|cl| match cl.pats.as_slice() {
            [p] => tuple_parts(p, n),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let matches_any = |ps: &[Pattern]| {
        ps.iter()
            .all(|q| matches!(q, Pattern::Wildcard | Pattern::Var(_)))
    };
    if !clauses
        .iter()
        .zip(&spread)
        .any(|(cl, ps)| cl.guard.is_none() && matches_any(ps))
    {
        return;
    }
    *args = elems.to_vec();
    for (cl, ps) in clauses.iter_mut().zip(spread) {
        cl.pats = ps;
    }
    *fail = CaseFail::Unreachable;
}

/// The patterns of the `n` parts of a tuple that `p` matches, if `p` matches only `n`-tuples
/// (or anything): a tuple pattern's elements, a constant tuple's constants, `_` for each part
/// of `_`.
fn tuple_parts(p: &Pattern, n: usize) -> Option<Vec<Pattern>> {
    match p {
        Pattern::Wildcard => Some(vec![Pattern::Wildcard; n]),
        Pattern::Tuple(ps) if ps.len() == n => Some(ps.clone()),
        Pattern::Lit(Literal::Tuple(ls)) if ls.len() == n => {
            Some(ls.iter().cloned().map(Pattern::Lit).collect())
        }
        _ => None,
    }
}

/// Remove `let V = <tuple, cons or closure> in Body` where `V` is never read, until none is
/// left (removing one may leave its parts unread).
fn drop_unused_builds(f: &mut Function) {
    let mut uses = var_use_counts(f);
    loop {
        let mut dropped = false;
        let mut stack = vec![&mut f.body];
        while let Some(e) = stack.pop() {
            if let Expr::Let { vars, value, body } = e {
                if vars.len() == 1 && !uses.contains_key(&vars[0]) {
                    if let Some(parts) = pure_build_parts(value) {
                        for v in parts {
                            if let Some(n) = uses.get_mut(&v) {
                                *n -= 1;
                                if *n == 0 {
                                    uses.remove(&v);
                                }
                            }
                        }
                        let rest = std::mem::replace(&mut **body, Expr::Values(Vec::new()));
                        *e = rest;
                        dropped = true;
                        stack.push(e);
                        continue;
                    }
                }
            }
            children_mut(e, &mut |c| stack.push(c));
        }
        if !dropped {
            return;
        }
    }
}

/// The variables a build with no effect but its allocation reads, or None for any other
/// expression.
fn pure_build_parts(e: &Expr) -> Option<Vec<VarId>> {
    let atoms: Vec<&Atomic> = match e {
        Expr::Tuple { elems, .. } => elems.iter().collect(),
        Expr::Cons { head, tail, .. } => vec![head, tail],
        Expr::MakeFun { free, .. } => free.iter().collect(),
        _ => return None,
    };
    Some(
        atoms
            .into_iter()
            .filter_map(|a| match a {
                Atomic::Var(v) => Some(*v),
                Atomic::Lit(_) => None,
            })
            .collect(),
    )
}

/// Push the expressions directly inside `e` (guards and clause bodies included): the one body
/// of [`children`] and [`children_mut`], which differ only in their references.
macro_rules! each_child {
    ($e:expr, $push:expr, $iter:ident, $as:ident $(, $mutable:tt)?) => {
        match $e {
            Expr::Let { value, body, .. } => {
                $push(value);
                $push(body);
            }
            Expr::Case { clauses, .. } => {
                for c in clauses.$iter() {
                    if let Some(g) = c.guard.$as() {
                        $push(g);
                    }
                    $push(&$($mutable)? c.body);
                }
            }
            Expr::Receive { clauses, after } => {
                for c in clauses.$iter() {
                    if let Some(g) = c.guard.$as() {
                        $push(g);
                    }
                    $push(&$($mutable)? c.body);
                }
                if let Some((_, body)) = after {
                    $push(body);
                }
            }
            Expr::Try {
                body,
                of_body,
                handler,
                ..
            } => {
                $push(body);
                $push(of_body);
                $push(handler);
            }
            Expr::Catch(body) => $push(body),
            Expr::Atomic(_)
            | Expr::Values(_)
            | Expr::Cons { .. }
            | Expr::Tuple { .. }
            | Expr::MakeFun { .. }
            | Expr::Binary { .. }
            | Expr::Map { .. }
            | Expr::Call { .. }
            | Expr::Bif { .. }
            | Expr::Raise { .. } => {}
        }
    };
}

/// The expressions directly inside `e`.
fn children<'a>(e: &'a Expr, push: &mut impl FnMut(&'a Expr)) {
    each_child!(e, push, iter, as_ref)
}

/// [`children`], mutably.
fn children_mut<'a>(e: &'a mut Expr, push: &mut impl FnMut(&'a mut Expr)) {
    each_child!(e, push, iter_mut, as_mut, mut)
}
