//! How often each variable of a function is used (read as an operand), for the code
//! generator: a variable bound but never used need not keep a register, so a dead value does
//! not stay reachable from a suspended frame.

use crate::ir::{Atomic, BinSegPattern, CallTarget, Clause, Expr, Function, Pattern, VarId};
use std::collections::HashMap;

/// Uses of each variable in `f`'s body; a variable absent from the map is never used.
pub fn var_use_counts(f: &Function) -> HashMap<VarId, u32> {
    let mut counts = HashMap::new();
    expr(&f.body, &mut counts);
    counts
}

fn atomic(a: &Atomic, c: &mut HashMap<VarId, u32>) {
    if let Atomic::Var(v) = a {
        *c.entry(*v).or_insert(0) += 1;
    }
}

fn atomics<'a>(xs: impl IntoIterator<Item = &'a Atomic>, c: &mut HashMap<VarId, u32>) {
    xs.into_iter().for_each(|a| atomic(a, c));
}

fn expr(e: &Expr, c: &mut HashMap<VarId, u32>) {
    match e {
        Expr::Atomic(a) => atomic(a, c),
        Expr::Let { value, body, .. } => {
            expr(value, c);
            expr(body, c);
        }
        Expr::Values(xs) => atomics(xs, c),
        Expr::Cons { head, tail, .. } => atomics([head, tail], c),
        Expr::Tuple { elems, .. } => atomics(elems, c),
        Expr::MakeFun { free, .. } => atomics(free, c),
        Expr::Binary { segments, .. } => {
            for s in segments {
                atomic(&s.value, c);
                atomics(&s.size, c);
            }
        }
        Expr::Map { base, pairs, .. } => {
            atomics(base, c);
            for (k, v, _) in pairs {
                atomics([k, v], c);
            }
        }
        Expr::Call { target, args, .. } => {
            match target {
                CallTarget::Local(..) => {}
                CallTarget::Remote(m, f) => atomics([m, f], c),
                CallTarget::Fun(f) => atomic(f, c),
            }
            atomics(args, c);
        }
        Expr::Bif { args, .. } => atomics(args, c),
        Expr::Case { args, clauses, .. } => {
            atomics(args, c);
            clauses.iter().for_each(|cl| clause(cl, c));
        }
        Expr::Receive { clauses, after } => {
            clauses.iter().for_each(|cl| clause(cl, c));
            if let Some((t, body)) = after {
                atomic(t, c);
                expr(body, c);
            }
        }
        Expr::Try {
            body,
            of_body,
            handler,
            ..
        } => {
            expr(body, c);
            expr(of_body, c);
            expr(handler, c);
        }
        Expr::Catch(body) => expr(body, c),
        Expr::Raise {
            class,
            reason,
            trace,
            ..
        } => {
            atomics([class, reason], c);
            atomics(trace, c);
        }
    }
}

fn clause(cl: &Clause, c: &mut HashMap<VarId, u32>) {
    cl.pats.iter().for_each(|p| pattern(p, c));
    if let Some(g) = &cl.guard {
        expr(g, c);
    }
    expr(&cl.body, c);
}

/// Patterns bind variables, but binary segment sizes and map keys read them.
fn pattern(p: &Pattern, c: &mut HashMap<VarId, u32>) {
    match p {
        Pattern::Wildcard | Pattern::Var(_) | Pattern::Lit(_) => {}
        Pattern::Cons(h, t) => {
            pattern(h, c);
            pattern(t, c);
        }
        Pattern::Tuple(ps) => ps.iter().for_each(|p| pattern(p, c)),
        Pattern::Alias(_, p) => pattern(p, c),
        Pattern::Binary(segs) => {
            for BinSegPattern { pat, size, .. } in segs {
                pattern(pat, c);
                atomics(size, c);
            }
        }
        Pattern::Map(pairs) => {
            for (k, p) in pairs {
                atomic(k, c);
                pattern(p, c);
            }
        }
    }
}
