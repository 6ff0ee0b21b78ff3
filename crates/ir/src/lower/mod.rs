//! Lowering of the AST to the IR: scoping, A-normal form, allocation sites, lambda lifting.
//!
//! The lowering of an expression appends `let` bindings for its intermediate values to a
//! `Vec<Bind>` and returns a "simple" [`Expr`] whose operands are atomic; sequences are folded
//! into `let` chains once a body is complete. Conventions the code generator relies on are
//! documented on [`lower_module`].

mod bifs;
mod binary;
mod comprehension;
mod expr;
mod old_type_tests;
mod pattern;
mod records;
mod scope;

use crate::ir::{
    self, Atomic, CaseFail, Clause, Expr, Literal, Pattern, Placement, Site, SiteId, SiteKind,
    VarId,
};
use scope::Env;
use std::collections::{BTreeSet, HashMap, HashSet};
use triheap_syntax::ast::{self, Pos};
use triheap_syntax::Diagnostic;

pub(crate) type R<T> = Result<T, Diagnostic>;

/// A pending `let <vars> = value`.
pub(crate) type Bind = (Vec<VarId>, Expr);

/// Lowers a parsed module to IR.
///
/// Conventions of the result:
/// - Source functions come first, in source order, each followed by the functions lifted out
///   of it: funs are named `-f/1-fun-N-`, list comprehension loops `-f/1-lc$^N/1-N-`, binary
///   comprehension loops `-f/1-lbc$^N/2-N-` (N counts per source function), as erlc names
///   them.
/// - A lifted fun's parameters are its arguments followed by its captured variables
///   (`num_free` of them); comprehension loops have `num_free == 0` and take
///   `(List, [Acc,] Captured...)`.
/// - A construct that exports variables (`case`, `if`, `receive`, `Pat = E`) is the value of a
///   multi-variable `let`: every clause body ends in `Values[exported..., result]`, the
///   exported variables sorted by name, the result last.
/// - In `catch` handlers the third variable (and a stacktrace pattern variable bound to it) is
///   the stacktrace term; re-raises pass it back in `Raise::trace`.
pub fn lower_module(m: &ast::Module) -> R<ir::Module> {
    let mut lw = Lowerer::new(m)?;
    let mut functions = Vec::new();
    for f in &m.functions {
        functions.push(lw.function(f)?);
        functions.append(&mut lw.lifted);
    }
    let mut exports: Vec<(String, u32)> = if m.export_all {
        m.functions
            .iter()
            .map(|f| (f.name.clone(), f.arity))
            .collect()
    } else {
        for (name, arity) in &m.exports {
            if !lw.locals.contains(&(name.clone(), *arity)) && !is_module_info(name, *arity) {
                let pos = Pos { line: 1, col: 1 };
                return Err(lw.err(pos, format!("function {name}/{arity} undefined")));
            }
        }
        let mut seen = HashSet::new();
        m.exports
            .iter()
            .filter(|e| seen.insert(*e))
            .cloned()
            .collect()
    };
    for arity in 0..2 {
        if !m
            .functions
            .iter()
            .any(|f| f.name == "module_info" && f.arity == arity)
        {
            functions.push(module_info(m, arity));
            exports.push(("module_info".into(), arity));
        }
    }
    for f in &mut functions {
        crate::simplify::simplify(f);
    }
    Ok(ir::Module {
        name: m.name.clone(),
        file: m.file.clone(),
        exports,
        functions,
        sites: lw.sites,
    })
}

fn is_module_info(name: &str, arity: u32) -> bool {
    name == "module_info" && arity < 2
}

/// `module_info/0,1`, which every module has (as erlc generates them): calls of
/// `erlang:get_module_info/1,2`.
fn module_info(m: &ast::Module, arity: u32) -> ir::Function {
    let params: Vec<VarId> = (0..arity).collect();
    let mut args = vec![atom(&m.name)];
    args.extend(params.iter().map(|&v| Atomic::Var(v)));
    let target = ir::CallTarget::Remote(atom("erlang"), atom("get_module_info"));
    ir::Function {
        name: "module_info".into(),
        arity,
        params,
        body: Expr::Call {
            target,
            args,
            pos: Pos { line: 1, col: 1 },
        },
        var_names: vec!["_@t".into(); arity as usize],
        pos: Pos { line: 1, col: 1 },
        num_free: 0,
    }
}

/// Per-function state: variable ids are unique within one IR function.
#[derive(Default)]
pub(crate) struct FnState {
    var_names: Vec<String>,
}

pub(crate) struct Lowerer<'a> {
    m: &'a ast::Module,
    records: HashMap<&'a str, &'a ast::RecordDef>,
    locals: HashSet<(String, u32)>,
    imports: HashMap<(String, u32), &'a str>,
    sites: Vec<Site>,
    /// Functions lifted out of the current source function.
    lifted: Vec<ir::Function>,
    f: FnState,
    /// The enclosing source function (names of lifted functions derive from it).
    top: (String, u32),
    fun_count: u32,
    lc_count: u32,
    /// Lowering a guard: only guard expressions are allowed.
    in_guard: bool,
}

impl<'a> Lowerer<'a> {
    fn new(m: &'a ast::Module) -> R<Self> {
        let mut lw = Lowerer {
            m,
            records: HashMap::new(),
            locals: HashSet::new(),
            imports: HashMap::new(),
            sites: Vec::new(),
            lifted: Vec::new(),
            f: FnState::default(),
            top: (String::new(), 0),
            fun_count: 0,
            lc_count: 0,
            in_guard: false,
        };
        for r in &m.records {
            if lw.records.insert(&r.name, r).is_some() {
                return Err(lw.err(r.pos, format!("record {} already defined", r.name)));
            }
        }
        for arity in 0..2 {
            lw.locals.insert(("module_info".into(), arity));
        }
        for f in &m.functions {
            if !lw.locals.insert((f.name.clone(), f.arity)) {
                return Err(lw.err(
                    f.pos,
                    format!("function {}/{} already defined", f.name, f.arity),
                ));
            }
        }
        for i in &m.imports {
            lw.imports.insert((i.name.clone(), i.arity), &i.module);
        }
        Ok(lw)
    }

    pub(crate) fn err(&self, pos: Pos, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.m.file.clone(), pos, msg)
    }

    // ---- variables and sites ----

    pub(crate) fn var(&mut self, name: &str) -> VarId {
        self.f.var_names.push(name.to_string());
        (self.f.var_names.len() - 1) as VarId
    }

    /// A compiler temporary (dumped as `_@tN`).
    pub(crate) fn temp(&mut self) -> VarId {
        self.var("_@t")
    }

    pub(crate) fn site(&mut self, kind: SiteKind, pos: Pos) -> SiteId {
        self.sites.push(Site {
            kind,
            pos,
            placement: Placement::Local,
        });
        SiteId((self.sites.len() - 1) as u32)
    }

    /// The atomic value of `x`, binding it to a temporary unless it already is atomic.
    pub(crate) fn bind(&mut self, x: Expr, b: &mut Vec<Bind>) -> Atomic {
        match x.into_atomic() {
            Ok(a) => a,
            Err(other) => {
                let t = self.temp();
                b.push((vec![t], other));
                Atomic::Var(t)
            }
        }
    }

    pub(crate) fn lookup(&self, env: &Env, name: &str, pos: Pos) -> R<VarId> {
        if let Some(v) = env.get(name) {
            return Ok(v);
        }
        self.check_safe(env, name, pos)?;
        Err(self.err(pos, format!("variable '{name}' is unbound")))
    }

    /// An error if `name`, not bound in `env`, was bound in only some branches of an earlier
    /// `case`, `try`, `receive` or `catch`: it may be neither used nor matched again.
    pub(crate) fn check_safe(&self, env: &Env, name: &str, pos: Pos) -> R<()> {
        match env.unsafe_in.get(name) {
            Some(what) => Err(self.err(pos, format!("variable '{name}' unsafe in '{what}'"))),
            None => Ok(()),
        }
    }

    // ---- functions ----

    fn function(&mut self, f: &ast::Function) -> R<ir::Function> {
        self.f = FnState::default();
        self.top = (f.name.clone(), f.arity);
        self.fun_count = 0;
        self.lc_count = 0;
        let (params, body) = self.fn_clauses(&f.clauses, f.arity, &Env::default(), f.pos)?;
        Ok(ir::Function {
            name: f.name.clone(),
            arity: f.arity,
            params,
            body,
            var_names: std::mem::take(&mut self.f.var_names),
            pos: f.pos,
            num_free: 0,
        })
    }

    /// Parameters and body of a function (or fun) with the given clauses: a `case` over fresh
    /// parameters failing with `function_clause`, or, for one clause of distinct variables
    /// without guard, those variables as parameters directly. Head variables shadow `env`.
    pub(crate) fn fn_clauses(
        &mut self,
        clauses: &[ast::Clause],
        arity: u32,
        env: &Env,
        pos: Pos,
    ) -> R<(Vec<VarId>, Expr)> {
        for c in clauses {
            if c.pats.len() != arity as usize {
                return Err(self.err(c.pos, "head mismatch: clauses have different arities"));
            }
        }
        if let [c] = clauses {
            if c.guards.is_empty() && simple_var_head(&c.pats) {
                let mut env = env.clone();
                let mut params = Vec::new();
                for p in &c.pats {
                    match &p.kind {
                        ast::ExprKind::Var(n) if n != "_" => {
                            let v = self.var(n);
                            env.bind(n, v);
                            params.push(v);
                        }
                        _ => params.push(self.temp()),
                    }
                }
                let body = self.body(&c.body, &mut env)?;
                return Ok((params, body));
            }
        }
        let params: Vec<VarId> = (0..arity).map(|_| self.temp()).collect();
        let mut out = Vec::new();
        for c in clauses {
            let lc = self.clause(c, env, true)?;
            out.push(Clause {
                pats: lc.pats,
                guard: lc.guard,
                body: wrap(lc.branch.binds, lc.branch.tail),
                pos: c.pos,
            });
        }
        if out.is_empty() {
            return Err(self.err(pos, "function has no clauses"));
        }
        let args = params.iter().map(|&v| Atomic::Var(v)).collect();
        Ok((
            params,
            Expr::Case {
                args,
                clauses: out,
                fail: CaseFail::FunctionClause,
                pos,
            },
        ))
    }

    /// Lowers a clause: patterns (shadowing `env` when `shadow`, else matching bound
    /// variables by equality), guard, and body parts in the extended environment.
    pub(crate) fn clause(&mut self, c: &ast::Clause, env: &Env, shadow: bool) -> R<LoweredClause> {
        let mut cx = pattern::PatCtx::new(shadow);
        let mut pats = Vec::with_capacity(c.pats.len());
        for p in &c.pats {
            pats.push(self.pattern(p, env, &mut cx)?);
        }
        let mut env = env.clone();
        for (n, v) in &cx.bound {
            env.bind(n, *v);
        }
        let guard = self.guard(&cx.tests, &c.guards, &env)?;
        let (binds, tail) = self.body_parts(&c.body, &mut env)?;
        Ok(LoweredClause {
            pats,
            guard,
            branch: Branch { binds, tail, env },
        })
    }

    // ---- bodies ----

    /// A sequence `E1, ..., En` as bindings plus the simple expression of `En`.
    pub(crate) fn body_parts(&mut self, es: &[ast::Expr], env: &mut Env) -> R<(Vec<Bind>, Expr)> {
        let mut b = Vec::new();
        let mut last = Expr::Atomic(Atomic::Lit(Literal::Atom("ok".into())));
        for (i, e) in es.iter().enumerate() {
            let x = self.expr(e, env, &mut b)?;
            if i + 1 == es.len() {
                last = x;
            } else if !matches!(x, Expr::Atomic(_)) {
                // Evaluated for its effect only.
                let t = self.temp();
                b.push((vec![t], x));
            }
        }
        Ok((b, last))
    }

    pub(crate) fn body(&mut self, es: &[ast::Expr], env: &mut Env) -> R<Expr> {
        let (b, tail) = self.body_parts(es, env)?;
        Ok(wrap(b, tail))
    }

    /// Joins the branches of a construct: variables bound in every branch are exported (each
    /// branch then ends in `Values[exported..., result]` and `env` gets fresh variables for
    /// them, to be bound by [`Self::bind_join`]); those bound in only some become unsafe.
    pub(crate) fn join(
        &mut self,
        branches: Vec<Branch>,
        env: &mut Env,
        what: &'static str,
    ) -> (Vec<Expr>, Vec<VarId>) {
        // In the first branch's (sorted) order; the sets keep the tests linear in the
        // variables bound (a pattern may bind 100,000).
        let mut exported: Vec<String> = Vec::new();
        let mut exported_set: HashSet<&str> = HashSet::new();
        let mut partial: BTreeSet<String> = BTreeSet::new();
        if let Some(first) = branches.first() {
            for name in first.env.vars.keys() {
                if env.get(name).is_none() {
                    if branches.iter().all(|br| br.env.vars.contains_key(name)) {
                        exported.push(name.clone());
                        exported_set.insert(name);
                    } else {
                        partial.insert(name.clone());
                    }
                }
            }
        }
        for br in &branches {
            for name in br.env.vars.keys() {
                if env.get(name).is_none() && !exported_set.contains(name.as_str()) {
                    partial.insert(name.clone());
                }
            }
            for (name, w) in &br.env.unsafe_in {
                if env.get(name).is_none() && !exported_set.contains(name.as_str()) {
                    env.unsafe_in.entry(name.clone()).or_insert(w);
                }
            }
        }
        for name in partial {
            env.unsafe_in.insert(name, what);
        }
        let bodies = branches
            .into_iter()
            .map(|br| {
                if exported.is_empty() {
                    return wrap(br.binds, br.tail);
                }
                let mut binds = br.binds;
                let r = self.bind(br.tail, &mut binds);
                let mut vals: Vec<Atomic> = exported
                    .iter()
                    .map(|n| Atomic::Var(br.env.vars[n]))
                    .collect();
                vals.push(r);
                wrap(binds, Expr::Values(vals))
            })
            .collect();
        let vars = exported
            .iter()
            .map(|n| {
                let v = self.var(n);
                env.bind(n, v);
                v
            })
            .collect();
        (bodies, vars)
    }

    /// The value of a joined construct `x` with the exported variables from [`Self::join`].
    pub(crate) fn bind_join(&mut self, x: Expr, vars: Vec<VarId>, b: &mut Vec<Bind>) -> Expr {
        if vars.is_empty() {
            return x;
        }
        let r = self.temp();
        let mut all = vars;
        all.push(r);
        b.push((all, x));
        Expr::Atomic(Atomic::Var(r))
    }

    /// Marks every variable that `inner` binds beyond `env` as unsafe after construct `what`
    /// (`try` and `catch` export nothing).
    pub(crate) fn mark_unsafe(env: &mut Env, inner: &Env, what: &'static str) {
        for name in inner.vars.keys().chain(inner.unsafe_in.keys()) {
            if env.get(name).is_none() {
                env.unsafe_in.insert(name.clone(), what);
            }
        }
    }
}

/// One branch of a construct before joining: its bindings, its final simple expression and
/// the environment at its end.
pub(crate) struct Branch {
    pub binds: Vec<Bind>,
    pub tail: Expr,
    pub env: Env,
}

pub(crate) struct LoweredClause {
    pub pats: Vec<Pattern>,
    pub guard: Option<Expr>,
    pub branch: Branch,
}

fn simple_var_head(pats: &[ast::Expr]) -> bool {
    let mut seen = HashSet::new();
    pats.iter().all(|p| match &p.kind {
        ast::ExprKind::Var(n) => n == "_" || seen.insert(n.as_str()),
        _ => false,
    })
}

/// `let vars = value in body`, hoisting lets out of `value` (ids are unique, so this is safe)
/// so that a `let` value is never itself a `let`. The chain of `value` is taken apart in a
/// loop: it may be as long as a body.
pub(crate) fn mk_let(vars: Vec<VarId>, mut value: Expr, body: Expr) -> Expr {
    let mut hoisted = Vec::new();
    while let Expr::Let {
        vars: v2,
        value: val2,
        body: b2,
    } = &mut value
    {
        let hole = || Box::new(Expr::Values(Vec::new()));
        hoisted.push((std::mem::take(v2), std::mem::replace(val2, hole())));
        value = *std::mem::replace(b2, hole());
    }
    let mut acc = Expr::Let {
        vars,
        value: Box::new(value),
        body: Box::new(body),
    };
    for (v, val) in hoisted.into_iter().rev() {
        acc = Expr::Let {
            vars: v,
            value: val,
            body: Box::new(acc),
        };
    }
    acc
}

/// Folds pending bindings around `tail`, dropping a final `let T = E in T`.
pub(crate) fn wrap(mut binds: Vec<Bind>, mut tail: Expr) -> Expr {
    if let (Some((vars, _)), Expr::Atomic(Atomic::Var(t))) = (binds.last(), &tail) {
        if vars.len() == 1 && vars[0] == *t {
            tail = binds.pop().map(|(_, v)| v).unwrap_or(tail);
        }
    }
    binds
        .into_iter()
        .rev()
        .fold(tail, |body, (vars, value)| mk_let(vars, value, body))
}

pub(crate) fn atom(s: &str) -> Atomic {
    Atomic::Lit(Literal::Atom(s.to_string()))
}

pub(crate) fn lit_atom(s: &str) -> Literal {
    Literal::Atom(s.to_string())
}
