//! Erlang/OTP's `ms_transform` parse transform: in a module that includes
//! `stdlib/include/ms_transform.hrl` (or says `-compile({parse_transform, ms_transform})`),
//! every call `ets:fun2ms(fun ... end)` or `dbg:fun2ms(fun ... end)` becomes an expression
//! building the match specification. Variables of the fun head become `'$1'`, `'$2'`, ...
//! in order of first appearance; variables bound outside the fun are imported as
//! `{const, Var}`, so the specification is built at run time with their values.
//! This follows OTP 25's `ms_transform.erl` clause by clause, messages included.

mod body;
mod const_eval;
mod head;
mod walk;

use crate::ast::{Clause, Expr, ExprKind, Module, Pos};
use crate::dump::atom_text;
use crate::Diagnostic;
use std::collections::HashMap;

/// Fields of each record, in order, with their default values.
type Records = HashMap<String, Vec<(String, Option<Expr>)>>;

/// Whether the module asked for the transform with a `-compile` attribute.
pub fn requested(m: &Module) -> bool {
    m.attributes
        .iter()
        .any(|(name, value, _)| name == "compile" && names_ms_transform(value))
}

/// Whether a `-compile` option term contains `{parse_transform, ms_transform}`.
pub fn names_ms_transform(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Tuple(parts) => matches!(parts.as_slice(),
            [Expr { kind: ExprKind::Atom(k), .. }, Expr { kind: ExprKind::Atom(v), .. }]
                if k == "parse_transform" && v == "ms_transform"),
        ExprKind::Cons(h, t) => names_ms_transform(h) || names_ms_transform(t),
        _ => false,
    }
}

/// Rewrites every `ets:fun2ms/1` and `dbg:fun2ms/1` call of `m`'s functions.
pub fn apply(m: &mut Module) -> Result<(), Diagnostic> {
    let records: Records = m
        .records
        .iter()
        .map(|r| {
            let fields = r
                .fields
                .iter()
                .map(|f| (f.name.clone(), f.default.clone()))
                .collect();
            (r.name.clone(), fields)
        })
        .collect();
    let cx = Ctx {
        file: &m.file,
        records: &records,
    };
    // Like OTP, function-level guards are not searched (no call can be there).
    for f in &mut m.functions {
        for c in &mut f.clauses {
            for e in c.pats.iter_mut().chain(c.body.iter_mut()) {
                cx.rewrite(e)?;
            }
        }
    }
    Ok(())
}

/// Which match-specification dialect a call asks for.
#[derive(Clone, Copy, PartialEq)]
enum Dialect {
    Ets,
    Dbg,
}

pub(super) struct Ctx<'a> {
    file: &'a str,
    records: &'a Records,
}

/// The translation of head variables: `'_'` stays, the others get `'$N'` in order.
pub(super) struct Bindings {
    next: u32,
    vars: Vec<(String, String)>,
}

impl Bindings {
    fn new() -> Self {
        Bindings {
            next: 1,
            vars: vec![("_".into(), "_".into())],
        }
    }

    pub(super) fn lookup(&self, name: &str) -> Option<&str> {
        self.vars
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.as_str())
    }

    pub(super) fn bind_as(&mut self, name: &str, to: &str) {
        self.vars.push((name.into(), to.into()));
    }

    /// The `'$N'` of `name`, binding it to the next number on first sight.
    pub(super) fn bind(&mut self, name: &str) -> String {
        if let Some(t) = self.lookup(name) {
            return t.to_string();
        }
        let t = format!("${}", self.next);
        self.next += 1;
        self.vars.push((name.into(), t.clone()));
        t
    }
}

pub(super) fn mk(kind: ExprKind, pos: Pos) -> Expr {
    Expr { kind, pos }
}

pub(super) fn atom(a: &str, pos: Pos) -> Expr {
    mk(ExprKind::Atom(a.into()), pos)
}

pub(super) fn tuple(items: Vec<Expr>, pos: Pos) -> Expr {
    mk(ExprKind::Tuple(items), pos)
}

/// A proper list expression of `items`.
pub(super) fn list(items: Vec<Expr>, pos: Pos) -> Expr {
    items
        .into_iter()
        .rev()
        .fold(mk(ExprKind::Nil, pos), |tail, h| {
            let p = h.pos;
            mk(ExprKind::Cons(Box::new(h), Box::new(tail)), p)
        })
}

/// `~w` of an atom in a message.
pub(super) fn w(a: &str) -> String {
    atom_text(a)
}

impl Ctx<'_> {
    pub(super) fn err(&self, pos: Pos, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.file, pos, msg)
    }

    pub(super) fn record(&self, name: &str) -> Option<&[(String, Option<Expr>)]> {
        self.records.get(name).map(Vec::as_slice)
    }

    /// Finds the fun2ms calls in `e` (OTP's `copy/2`); a rewritten call is not searched again.
    fn rewrite(&self, e: &mut Expr) -> Result<(), Diagnostic> {
        if let Some(dialect) = fun2ms_call(e) {
            let ExprKind::Call(_, args) = &e.kind else {
                return Ok(());
            };
            let spec = match args.as_slice() {
                [Expr {
                    kind: ExprKind::Fun(None, clauses),
                    pos,
                }] => self.clause_list(*pos, clauses, dialect)?,
                _ => {
                    return Err(
                        self.err(e.pos, "Parameter of ets/dbg:fun2ms/1 is not a literal fun")
                    )
                }
            };
            *e = spec;
            return Ok(());
        }
        walk::children(e, &mut |c| self.rewrite(c))
    }

    /// One match-specification clause per fun clause and per `;` alternative of its guard.
    fn clause_list(&self, pos: Pos, clauses: &[Clause], d: Dialect) -> Result<Expr, Diagnostic> {
        let mut out = Vec::new();
        for c in clauses {
            if c.guards.len() >= 2 {
                for g in &c.guards {
                    let one = Clause {
                        pats: c.pats.clone(),
                        guards: vec![g.clone()],
                        body: c.body.clone(),
                        pos: c.pos,
                    };
                    out.push(self.clause(&one, d)?);
                }
            } else {
                out.push(self.clause(c, d)?);
            }
        }
        Ok(list(out, pos))
    }

    fn clause(&self, c: &Clause, d: Dialect) -> Result<Expr, Diagnostic> {
        check_type(c, d).map_err(|msg| self.err(c.pos, msg))?;
        let mut b = Bindings::new();
        let head = self.transform_head(&c.pats[0], &mut b)?;
        let guards = match c.guards.first() {
            None => mk(ExprKind::Nil, c.pos),
            Some(g) => self.guard_list(g, &b, c.pos)?,
        };
        let body = self.body_list(&c.body, &b, c.pos)?;
        Ok(tuple(vec![head, guards, body], c.pos))
    }
}

/// `ets:fun2ms(...)` or `dbg:fun2ms(...)`, of any arity.
fn fun2ms_call(e: &Expr) -> Option<Dialect> {
    let ExprKind::Call(callee, _) = &e.kind else {
        return None;
    };
    let ExprKind::Remote(m, f) = &callee.kind else {
        return None;
    };
    match (&m.kind, &f.kind) {
        (ExprKind::Atom(m), ExprKind::Atom(f)) if f == "fun2ms" => match m.as_str() {
            "ets" => Some(Dialect::Ets),
            "dbg" => Some(Dialect::Dbg),
            _ => None,
        },
        _ => None,
    }
}

/// The fun must take one parameter: a variable, or a tuple or record (ets), or a list (dbg),
/// possibly matched with a variable.
fn check_type(c: &Clause, d: Dialect) -> Result<(), &'static str> {
    let ok = match c.pats.as_slice() {
        [p] => param_ok(p, d),
        _ => false,
    };
    if ok {
        Ok(())
    } else if d == Dialect::Ets {
        Err("ets:fun2ms requires fun with single variable or tuple parameter")
    } else {
        Err("dbg:fun2ms requires fun with single variable or list parameter")
    }
}

fn param_ok(p: &Expr, d: Dialect) -> bool {
    match (&p.kind, d) {
        (ExprKind::Var(_), _) => true,
        (ExprKind::Tuple(_) | ExprKind::Record(..), Dialect::Ets) => true,
        (ExprKind::Cons(..) | ExprKind::Nil, Dialect::Dbg) => true,
        (ExprKind::Match(a, b), _) => match (&a.kind, &b.kind) {
            (ExprKind::Var(_), _) => param_ok(b, d),
            (_, ExprKind::Var(_)) => param_ok(a, d),
            _ => false,
        },
        _ => false,
    }
}
