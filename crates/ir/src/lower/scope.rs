//! Variable environments and the syntactic free-variable scan used for lambda lifting.

use crate::ir::VarId;
use std::collections::{BTreeMap, HashSet};
use triheap_syntax::ast::{self, BinElement, Clause, Expr, ExprKind, MapAssoc, Qualifier};

/// The variables visible at one point of a function body.
///
/// Branching constructs clone the environment per branch and join afterwards, so this is a
/// plain value type; `BTreeMap` keeps every iteration (and thus every dump) deterministic.
#[derive(Clone, Debug, Default)]
pub(crate) struct Env {
    pub vars: BTreeMap<String, VarId>,
    /// Variables bound in some but not all branches of a construct (named by the value):
    /// using them afterwards is an error, reported the way erlc does.
    pub unsafe_in: BTreeMap<String, &'static str>,
}

impl Env {
    pub fn get(&self, name: &str) -> Option<VarId> {
        self.vars.get(name).copied()
    }

    pub fn bind(&mut self, name: &str, v: VarId) {
        self.unsafe_in.remove(name);
        self.vars.insert(name.to_string(), v);
    }
}

/// Every variable name occurring anywhere in `exprs` (in first-occurrence order).
///
/// Lambda lifting captures the intersection of this set with the enclosing environment. That
/// over-approximates (a name shadowed by a fun head is captured needlessly) but is always
/// sound, and it needs no knowledge of Erlang's scoping rules.
#[derive(Default)]
pub(crate) struct NameScan {
    pub names: Vec<String>,
    seen: HashSet<String>,
}

impl NameScan {
    pub fn expr(&mut self, e: &Expr) {
        // Walk cons spines iteratively: long list literals must not exhaust the stack.
        let mut e = e;
        while let ExprKind::Cons(h, t) = &e.kind {
            self.expr(h);
            e = t;
        }
        match &e.kind {
            ExprKind::Var(n) => {
                if n != "_" && self.seen.insert(n.clone()) {
                    self.names.push(n.clone());
                }
            }
            ExprKind::Integer(_)
            | ExprKind::Float(_)
            | ExprKind::Atom(_)
            | ExprKind::String(_)
            | ExprKind::Nil
            | ExprKind::FunRef(..)
            | ExprKind::RecordIndex(..) => {}
            ExprKind::Cons(..) => unreachable!("handled by the loop above"),
            ExprKind::Tuple(es) | ExprKind::Block(es) => self.exprs(es),
            ExprKind::Match(a, b) | ExprKind::BinOp(_, a, b) | ExprKind::Remote(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::UnOp(_, a) | ExprKind::Catch(a) | ExprKind::RecordField(a, _, _) => {
                self.expr(a)
            }
            ExprKind::Call(f, args) => {
                self.expr(f);
                self.exprs(args);
            }
            ExprKind::FunRemote(m, f, a) => {
                self.expr(m);
                self.expr(f);
                self.expr(a);
            }
            ExprKind::Fun(name, cs) => {
                if let Some(n) = name {
                    // The fun's own name is bound inside it, never captured; note it anyway so
                    // that the lifting can see whether the body refers to itself.
                    if self.seen.insert(n.clone()) {
                        self.names.push(n.clone());
                    }
                }
                self.clauses(cs)
            }
            ExprKind::Case(a, cs) => {
                self.expr(a);
                self.clauses(cs);
            }
            ExprKind::If(cs) => self.clauses(cs),
            ExprKind::Receive(cs, after) => {
                self.clauses(cs);
                if let Some((t, body)) = after {
                    self.expr(t);
                    self.exprs(body);
                }
            }
            ExprKind::Try {
                body,
                of_clauses,
                catch_clauses,
                after,
            } => {
                self.exprs(body);
                self.clauses(of_clauses);
                self.clauses(catch_clauses);
                self.exprs(after);
            }
            ExprKind::ListComp(t, qs) | ExprKind::BinComp(t, qs) => {
                self.expr(t);
                self.quals(qs);
            }
            ExprKind::Record(_, fs) => fs.iter().for_each(|(_, e)| self.expr(e)),
            ExprKind::RecordUpdate(a, _, fs) => {
                self.expr(a);
                fs.iter().for_each(|(_, e)| self.expr(e));
            }
            ExprKind::Binary(els) => self.bin(els),
            ExprKind::Map(assocs) => self.assocs(assocs),
            ExprKind::MapUpdate(a, assocs) => {
                self.expr(a);
                self.assocs(assocs);
            }
        }
    }

    pub fn exprs(&mut self, es: &[Expr]) {
        es.iter().for_each(|e| self.expr(e));
    }

    pub fn clauses(&mut self, cs: &[Clause]) {
        for c in cs {
            self.exprs(&c.pats);
            c.guards.iter().for_each(|g| self.exprs(g));
            self.exprs(&c.body);
        }
    }

    pub fn quals(&mut self, qs: &[Qualifier]) {
        for q in qs {
            match q {
                Qualifier::Generator(p, e) | Qualifier::BinGenerator(p, e) => {
                    self.expr(p);
                    self.expr(e);
                }
                Qualifier::Filter(e) => self.expr(e),
            }
        }
    }

    fn bin(&mut self, els: &[BinElement]) {
        for el in els {
            self.expr(&el.value);
            if let Some(s) = &el.size {
                self.expr(s);
            }
        }
    }

    fn assocs(&mut self, assocs: &[MapAssoc]) {
        for a in assocs {
            self.expr(&a.key);
            self.expr(&a.value);
        }
    }
}

/// Whether `e` is syntactically a guard expression (erl_lint's `is_guard_test`, roughly):
/// comprehension filters that are guards skip the element on failure instead of raising.
pub(crate) fn is_guard_expr(e: &Expr, is_record_known: &dyn Fn(&str) -> bool) -> bool {
    let rec = |x: &Expr| is_guard_expr(x, is_record_known);
    match &e.kind {
        ExprKind::Integer(_)
        | ExprKind::Float(_)
        | ExprKind::Atom(_)
        | ExprKind::String(_)
        | ExprKind::Nil
        | ExprKind::Var(_) => true,
        ExprKind::Cons(h, t) => rec(h) && rec(t),
        ExprKind::Tuple(es) => es.iter().all(rec),
        ExprKind::BinOp(op, a, b) => op != "!" && rec(a) && rec(b),
        ExprKind::UnOp(_, a) => rec(a),
        ExprKind::Call(f, args) => {
            let name = match &f.kind {
                ExprKind::Atom(n) => n.as_str(),
                ExprKind::Remote(m, n) => match (&m.kind, &n.kind) {
                    (ExprKind::Atom(m), ExprKind::Atom(n)) if m == "erlang" => n.as_str(),
                    _ => return false,
                },
                _ => return false,
            };
            let arity = args.len() as u32;
            (super::bifs::is_guard_bif(name, arity) || name == "record_info")
                && args.iter().all(rec)
        }
        ExprKind::Record(name, fs) => is_record_known(name) && fs.iter().all(|(_, e)| rec(e)),
        ExprKind::RecordField(a, _, _) => rec(a),
        ExprKind::RecordIndex(..) => true,
        ExprKind::Binary(els) => els
            .iter()
            .all(|el| rec(&el.value) && el.size.as_ref().is_none_or(rec)),
        ExprKind::Map(assocs) => assocs.iter().all(|a| rec(&a.key) && rec(&a.value)),
        ExprKind::MapUpdate(m, assocs) => {
            rec(m) && assocs.iter().all(|a| rec(&a.key) && rec(&a.value))
        }
        _ => false,
    }
}

/// Whether evaluating a guard expression can raise; only such `;` alternatives need a
/// protective `try` so that a failing alternative falls through to the next one.
pub(crate) fn guard_may_raise(e: &ast::Expr) -> bool {
    match &e.kind {
        ExprKind::Integer(_)
        | ExprKind::Float(_)
        | ExprKind::Atom(_)
        | ExprKind::String(_)
        | ExprKind::Nil
        | ExprKind::Var(_) => false,
        ExprKind::BinOp(op, a, b) => match op.as_str() {
            "==" | "/=" | "=<" | "<" | ">=" | ">" | "=:=" | "=/=" => {
                guard_may_raise(a) || guard_may_raise(b)
            }
            // Boolean operators raise only on non-boolean operands.
            "andalso" | "orelse" | "and" | "or" | "xor" => !is_bool_test(a) || !is_bool_test(b),
            _ => true,
        },
        ExprKind::UnOp(op, a) if op == "not" => !is_bool_test(a),
        ExprKind::Call(f, args) => match &f.kind {
            ExprKind::Atom(n) => {
                !super::bifs::is_type_test(n, args.len() as u32) || args.iter().any(guard_may_raise)
            }
            _ => true,
        },
        _ => true,
    }
}

/// A guard expression that never raises and always yields a boolean.
fn is_bool_test(e: &ast::Expr) -> bool {
    match &e.kind {
        ExprKind::Atom(a) => a == "true" || a == "false",
        ExprKind::BinOp(op, ..) | ExprKind::UnOp(op, _) => {
            matches!(
                op.as_str(),
                "==" | "/="
                    | "=<"
                    | "<"
                    | ">="
                    | ">"
                    | "=:="
                    | "=/="
                    | "andalso"
                    | "orelse"
                    | "and"
                    | "or"
                    | "xor"
                    | "not"
            ) && !guard_may_raise(e)
        }
        ExprKind::Call(f, args) => {
            matches!(&f.kind, ExprKind::Atom(n) if super::bifs::is_type_test(n, args.len() as u32))
                && !guard_may_raise(e)
        }
        _ => false,
    }
}
