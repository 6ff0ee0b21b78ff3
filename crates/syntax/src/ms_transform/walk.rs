//! Visiting the direct subexpressions of an expression in place, for the rewrites of
//! `ms_transform` that descend through every kind of expression.

use crate::ast::{Clause, Expr, ExprKind, Qualifier};
use crate::Diagnostic;

pub(super) type Visit<'a> = dyn FnMut(&mut Expr) -> Result<(), Diagnostic> + 'a;

/// Calls `f` on each direct subexpression of `e`, in source order.
pub(super) fn children(e: &mut Expr, f: &mut Visit) -> Result<(), Diagnostic> {
    match &mut e.kind {
        ExprKind::Integer(_)
        | ExprKind::Float(_)
        | ExprKind::Atom(_)
        | ExprKind::String(_)
        | ExprKind::Var(_)
        | ExprKind::Nil
        | ExprKind::FunRef(..)
        | ExprKind::RecordIndex(..) => Ok(()),
        ExprKind::Cons(a, b)
        | ExprKind::Match(a, b)
        | ExprKind::BinOp(_, a, b)
        | ExprKind::Remote(a, b) => {
            f(a)?;
            f(b)
        }
        ExprKind::UnOp(_, a) | ExprKind::Catch(a) | ExprKind::RecordField(a, ..) => f(a),
        ExprKind::Tuple(v) | ExprKind::Block(v) => v.iter_mut().try_for_each(f),
        ExprKind::Call(callee, args) => {
            f(callee)?;
            args.iter_mut().try_for_each(f)
        }
        ExprKind::FunRemote(a, b, c) => {
            f(a)?;
            f(b)?;
            f(c)
        }
        ExprKind::Fun(_, cs) | ExprKind::If(cs) => clauses(cs, f),
        ExprKind::Case(e, cs) => {
            f(e)?;
            clauses(cs, f)
        }
        ExprKind::Receive(cs, after) => {
            clauses(cs, f)?;
            if let Some((t, body)) = after {
                f(t)?;
                body.iter_mut().try_for_each(&mut *f)?;
            }
            Ok(())
        }
        ExprKind::Try {
            body,
            of_clauses,
            catch_clauses,
            after,
        } => {
            body.iter_mut().try_for_each(&mut *f)?;
            clauses(of_clauses, f)?;
            clauses(catch_clauses, f)?;
            after.iter_mut().try_for_each(f)
        }
        ExprKind::ListComp(e, qs) | ExprKind::BinComp(e, qs) => {
            f(e)?;
            for q in qs {
                match q {
                    Qualifier::Generator(p, g) | Qualifier::BinGenerator(p, g) => {
                        f(p)?;
                        f(g)?;
                    }
                    Qualifier::Filter(g) => f(g)?,
                }
            }
            Ok(())
        }
        ExprKind::Record(_, fields) => fields.iter_mut().try_for_each(|(_, v)| f(v)),
        ExprKind::RecordUpdate(e, _, fields) => {
            f(e)?;
            fields.iter_mut().try_for_each(|(_, v)| f(v))
        }
        ExprKind::Binary(elems) => {
            for el in elems {
                f(&mut el.value)?;
                if let Some(s) = &mut el.size {
                    f(s)?;
                }
            }
            Ok(())
        }
        ExprKind::Map(assocs) => assocs.iter_mut().try_for_each(|a| {
            f(&mut a.key)?;
            f(&mut a.value)
        }),
        ExprKind::MapUpdate(e, assocs) => {
            f(e)?;
            assocs.iter_mut().try_for_each(|a| {
                f(&mut a.key)?;
                f(&mut a.value)
            })
        }
    }
}

/// Calls `f` on the patterns, guards and bodies of `cs`.
pub(super) fn clauses(cs: &mut [Clause], f: &mut Visit) -> Result<(), Diagnostic> {
    for c in cs {
        c.pats.iter_mut().try_for_each(&mut *f)?;
        for g in &mut c.guards {
            g.iter_mut().try_for_each(&mut *f)?;
        }
        c.body.iter_mut().try_for_each(&mut *f)?;
    }
    Ok(())
}
