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
    /// Walks `e` with an explicit stack (operator chains and lists are as deep as they are
    /// long), children pushed in reverse so names are found in source order.
    pub fn expr(&mut self, e: &Expr) {
        let mut stack = vec![e];
        let mut kids: Vec<&Expr> = Vec::new();
        while let Some(e) = stack.pop() {
            match &e.kind {
                ExprKind::Var(n) => self.note(n),
                ExprKind::Fun(Some(n), _) => {
                    // The fun's own name is bound inside it, never captured; note it anyway so
                    // that the lifting can see whether the body refers to itself.
                    self.note_always(n);
                }
                _ => {}
            }
            children(e, &mut kids);
            stack.extend(kids.drain(..).rev());
        }
    }

    fn note(&mut self, n: &str) {
        if n != "_" {
            self.note_always(n);
        }
    }

    fn note_always(&mut self, n: &str) {
        if self.seen.insert(n.to_string()) {
            self.names.push(n.to_string());
        }
    }

    pub fn clauses(&mut self, cs: &[Clause]) {
        let mut kids = Vec::new();
        clause_children(cs, &mut kids);
        kids.into_iter().for_each(|e| self.expr(e));
    }

    pub fn quals(&mut self, qs: &[Qualifier]) {
        let mut kids = Vec::new();
        qual_children(qs, &mut kids);
        kids.into_iter().for_each(|e| self.expr(e));
    }
}

/// The sub-expressions of `e` in source order.
pub(crate) fn children<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
    match &e.kind {
        ExprKind::Var(_)
        | ExprKind::Integer(_)
        | ExprKind::Float(_)
        | ExprKind::Atom(_)
        | ExprKind::String(_)
        | ExprKind::Nil
        | ExprKind::FunRef(..)
        | ExprKind::RecordIndex(..) => {}
        ExprKind::Tuple(es) | ExprKind::Block(es) => out.extend(es),
        ExprKind::Cons(a, b)
        | ExprKind::Match(a, b)
        | ExprKind::BinOp(_, a, b)
        | ExprKind::Remote(a, b) => out.extend([&**a, &**b]),
        ExprKind::UnOp(_, a) | ExprKind::Catch(a) | ExprKind::RecordField(a, _, _) => out.push(a),
        ExprKind::Call(f, args) => {
            out.push(f);
            out.extend(args);
        }
        ExprKind::FunRemote(m, f, a) => out.extend([&**m, &**f, &**a]),
        ExprKind::Fun(_, cs) | ExprKind::If(cs) => clause_children(cs, out),
        ExprKind::Case(a, cs) => {
            out.push(a);
            clause_children(cs, out);
        }
        ExprKind::Receive(cs, after) => {
            clause_children(cs, out);
            if let Some((t, body)) = after {
                out.push(t);
                out.extend(body);
            }
        }
        ExprKind::Try {
            body,
            of_clauses,
            catch_clauses,
            after,
        } => {
            out.extend(body);
            clause_children(of_clauses, out);
            clause_children(catch_clauses, out);
            out.extend(after);
        }
        ExprKind::ListComp(t, qs) | ExprKind::BinComp(t, qs) => {
            out.push(t);
            qual_children(qs, out);
        }
        ExprKind::Record(_, fs) => out.extend(fs.iter().map(|(_, e)| e)),
        ExprKind::RecordUpdate(a, _, fs) => {
            out.push(a);
            out.extend(fs.iter().map(|(_, e)| e));
        }
        ExprKind::Binary(els) => bin_children(els, out),
        ExprKind::Map(assocs) => assoc_children(assocs, out),
        ExprKind::MapUpdate(a, assocs) => {
            out.push(a);
            assoc_children(assocs, out);
        }
    }
}

fn clause_children<'a>(cs: &'a [Clause], out: &mut Vec<&'a Expr>) {
    for c in cs {
        out.extend(&c.pats);
        c.guards.iter().for_each(|g| out.extend(g));
        out.extend(&c.body);
    }
}

fn qual_children<'a>(qs: &'a [Qualifier], out: &mut Vec<&'a Expr>) {
    for q in qs {
        match q {
            Qualifier::Generator(p, e) | Qualifier::BinGenerator(p, e) => out.extend([p, e]),
            Qualifier::Filter(e) => out.push(e),
        }
    }
}

fn bin_children<'a>(els: &'a [BinElement], out: &mut Vec<&'a Expr>) {
    for el in els {
        out.push(&el.value);
        out.extend(&el.size);
    }
}

fn assoc_children<'a>(assocs: &'a [MapAssoc], out: &mut Vec<&'a Expr>) {
    for a in assocs {
        out.extend([&a.key, &a.value]);
    }
}

/// Whether `e` is syntactically a guard expression (erl_lint's `is_guard_test`, roughly):
/// comprehension filters that are guards skip the element on failure instead of raising.
pub(crate) fn is_guard_expr(e: &Expr, is_record_known: &dyn Fn(&str) -> bool) -> bool {
    // An explicit stack: operator chains and lists are as deep as they are long.
    let mut stack = vec![e];
    let mut kids = Vec::new();
    while let Some(e) = stack.pop() {
        let ok = match &e.kind {
            ExprKind::Integer(_)
            | ExprKind::Float(_)
            | ExprKind::Atom(_)
            | ExprKind::String(_)
            | ExprKind::Nil
            | ExprKind::Var(_)
            | ExprKind::Cons(..)
            | ExprKind::Tuple(_)
            | ExprKind::UnOp(..)
            | ExprKind::RecordField(..)
            | ExprKind::RecordIndex(..)
            | ExprKind::Binary(_)
            | ExprKind::Map(_)
            | ExprKind::MapUpdate(..) => true,
            ExprKind::BinOp(op, ..) => op != "!",
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
                if !(super::bifs::is_guard_bif(name, arity) || name == "record_info") {
                    return false;
                }
                stack.extend(args);
                continue;
            }
            ExprKind::Record(name, _) => is_record_known(name),
            _ => false,
        };
        if !ok {
            return false;
        }
        children(e, &mut kids);
        stack.append(&mut kids);
    }
    true
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
            // Boolean operators raise only on non-boolean operands (a chain of them, as long
            // as the source, walked down its right spine in a loop).
            "andalso" | "orelse" | "and" | "or" | "xor" => {
                let mut operands = vec![a.as_ref()];
                let mut cur = b.as_ref();
                while let ExprKind::BinOp(op, a, b) = &cur.kind {
                    if !matches!(op.as_str(), "andalso" | "orelse" | "and" | "or" | "xor") {
                        break;
                    }
                    operands.push(a);
                    cur = b;
                }
                operands.push(cur);
                operands.iter().any(|x| !is_bool_test(x))
            }
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
