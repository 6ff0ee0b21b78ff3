//! What the code generator knows of a variable's shape: that it is a tuple of some size whose
//! first element is some atom (a record, most often).
//!
//! A variable has a known shape in the code its binding or a test dominates:
//! - where it was bound by an alias of such a pattern (`#acc{} = A`), in that clause;
//! - where it was built as such a tuple (`A = #acc{...}`), in the `let`'s body;
//! - after a `case` on it whose only clause that can complete has such a pattern: a record
//!   field access or update, `case A of #acc{count = C} -> C; _ -> error({badrecord, A}) end`,
//!   in the `let`'s body.
//!
//! A `case` on a variable of known shape skips the tests the shape settles; a clause that must
//! match ends the `case` (no later clause and no match failure is compiled). So `A#acc.count`
//! after `A#acc.sum` is one element load. Variables are bound once in a function, so a fact
//! about one holds wherever it is in scope below the point that proved it.

use triheap_ir::ir::{Atomic, Clause, Expr, Literal, Pattern, VarId};

#[derive(Clone, Debug, PartialEq)]
pub(super) struct Shape {
    pub arity: u32,
    pub tag: String,
}

/// The shape every term matching `p` has, if `p` is a tuple pattern tagged with an atom.
pub(super) fn of_pattern(p: &Pattern) -> Option<Shape> {
    match p {
        Pattern::Tuple(ps) => match ps.first() {
            Some(Pattern::Lit(Literal::Atom(tag))) => Some(Shape {
                arity: ps.len() as u32,
                tag: tag.clone(),
            }),
            _ => None,
        },
        Pattern::Alias(_, inner) => of_pattern(inner),
        _ => None,
    }
}

/// Whether knowing `shape` makes the tuple test of `p` succeed.
pub(super) fn settles(shape: &Shape, p: &Pattern) -> bool {
    match p {
        Pattern::Tuple(ps) => {
            ps.len() as u32 == shape.arity
                && matches!(ps.first(), Some(Pattern::Lit(Literal::Atom(t))) if *t == shape.tag)
        }
        _ => false,
    }
}

/// Whether `p` matches every term of shape `known` (any term, if `None`).
pub(super) fn irrefutable(p: &Pattern, known: Option<&Shape>) -> bool {
    match p {
        Pattern::Wildcard | Pattern::Var(_) => true,
        Pattern::Alias(_, inner) => irrefutable(inner, known),
        Pattern::Tuple(ps) => {
            known.is_some_and(|k| settles(k, p)) && ps[1..].iter().all(|e| irrefutable(e, None))
        }
        _ => false,
    }
}

/// Whether clause `c` (no guard) matches every value of the arguments whose shapes are
/// `known`.
pub(super) fn matches_all(c: &Clause, known: &[Option<Shape>]) -> bool {
    c.guard.is_none()
        && c.pats
            .iter()
            .zip(known)
            .all(|(p, k)| irrefutable(p, k.as_ref()))
}

/// What `let vars = value in body` tells `body` about a variable's shape.
pub(super) fn after_let(vars: &[VarId], value: &Expr) -> Option<(VarId, Shape)> {
    match value {
        Expr::Tuple { elems, .. } if vars.len() == 1 => match elems.first() {
            Some(Atomic::Lit(Literal::Atom(tag))) => Some((
                vars[0],
                Shape {
                    arity: elems.len() as u32,
                    tag: tag.clone(),
                },
            )),
            _ => None,
        },
        Expr::Case { args, clauses, .. } => {
            // Only the first clause may complete: the others raise, and so does no match (or,
            // in a guard, it fails the guard).
            let (first, rest) = clauses.split_first()?;
            if !rest.iter().all(|c| never_returns(&c.body)) {
                return None;
            }
            args.iter()
                .zip(&first.pats)
                .find_map(|(a, p)| match (a, of_pattern(p)) {
                    (Atomic::Var(v), Some(shape)) => Some((*v, shape)),
                    _ => None,
                })
        }
        _ => None,
    }
}

/// Whether evaluating `e` always raises.
pub(super) fn never_returns(mut e: &Expr) -> bool {
    while let Expr::Let { body, .. } = e {
        e = body;
    }
    matches!(e, Expr::Raise { .. })
}
