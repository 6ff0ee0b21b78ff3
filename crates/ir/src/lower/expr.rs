//! Expressions: terms, operators, calls, funs and the control constructs.

use super::scope::{Env, NameScan};
use super::{atom, bifs, lit_atom, wrap, Bind, Branch, Lowerer, R};
use crate::ir::{Atomic, CallTarget, CaseFail, Clause, Expr, Literal, Pattern, SiteKind, VarId};
use num_bigint::BigInt;
use triheap_syntax::ast::{self, ExprKind, Pos};

impl Lowerer<'_> {
    /// Lowers `e` to a simple expression, appending the bindings it needs to `b`.
    pub(crate) fn expr(&mut self, e: &ast::Expr, env: &mut Env, b: &mut Vec<Bind>) -> R<Expr> {
        let lit = |l: Literal| Ok(Expr::Atomic(Atomic::Lit(l)));
        match &e.kind {
            ExprKind::Integer(i) => lit(Literal::Int(i.clone())),
            ExprKind::Float(f) => lit(Literal::Float(*f)),
            ExprKind::Atom(a) => lit(lit_atom(a)),
            ExprKind::String(s) => lit(string_lit(s)),
            ExprKind::Nil => lit(Literal::Nil),
            ExprKind::Var(n) => Ok(Expr::Atomic(Atomic::Var(self.lookup(env, n, e.pos)?))),
            ExprKind::Cons(..) => self.cons(e, env, b),
            ExprKind::Tuple(es) => {
                let elems = self.atomics(es, env, b)?;
                Ok(self.tuple(elems, e.pos))
            }
            ExprKind::Match(p, v) => self.match_expr(p, v, env, b),
            ExprKind::BinOp(op, l, r) => match op.as_str() {
                "andalso" | "orelse" => self.short_circuit(op == "andalso", l, r, env, b),
                // erlc builds `[E || Q] ++ T` onto T, so T is evaluated first.
                "++" if matches!(l.kind, ExprKind::ListComp(..)) => {
                    let r = self.atomic(r, env, b)?;
                    let l = self.atomic(l, env, b)?;
                    Ok(Expr::Bif {
                        name: op.clone(),
                        args: vec![l, r],
                        pos: e.pos,
                    })
                }
                "++" | "--" => self.right_chain(e, env, b),
                _ => self.operator_chain(e, env, b),
            },
            ExprKind::UnOp(op, a) => {
                if let Some(l) = const_number(e) {
                    return lit(l);
                }
                let a = self.atomic(a, env, b)?;
                Ok(Expr::Bif {
                    name: op.clone(),
                    args: vec![a],
                    pos: e.pos,
                })
            }
            ExprKind::Call(f, args) => self.call(e.pos, f, args, env, b),
            ExprKind::Remote(..) => Err(self.err(e.pos, "illegal expression")),
            ExprKind::FunRef(name, arity) => self.fun_ref(e.pos, name, *arity),
            ExprKind::FunRemote(m, f, a) => {
                self.no_guard(e.pos)?;
                let args = vec![
                    self.atomic(m, env, b)?,
                    self.atomic(f, env, b)?,
                    self.atomic(a, env, b)?,
                ];
                Ok(Expr::Call {
                    target: CallTarget::Remote(atom("erlang"), atom("make_fun")),
                    args,
                    pos: e.pos,
                })
            }
            ExprKind::Fun(name, clauses) => {
                self.no_guard(e.pos)?;
                self.fun(e.pos, name.as_deref(), clauses, env)
            }
            ExprKind::Case(arg, clauses) => {
                self.no_guard(e.pos)?;
                let a = self.atomic(arg, env, b)?;
                self.case(
                    vec![a],
                    clauses,
                    (CaseFail::CaseClause, e.pos),
                    "case",
                    env,
                    b,
                )
            }
            ExprKind::If(clauses) => {
                self.no_guard(e.pos)?;
                self.case(vec![], clauses, (CaseFail::IfClause, e.pos), "if", env, b)
            }
            ExprKind::Receive(clauses, after) => {
                self.no_guard(e.pos)?;
                self.receive(clauses, after.as_ref(), env, b)
            }
            ExprKind::Try {
                body,
                of_clauses,
                catch_clauses,
                after,
            } => {
                self.no_guard(e.pos)?;
                self.try_expr(body, of_clauses, catch_clauses, after, e.pos, env)
            }
            ExprKind::Catch(inner) => {
                self.no_guard(e.pos)?;
                let mut inner_env = env.clone();
                let x = self.body(std::slice::from_ref(inner), &mut inner_env)?;
                Self::mark_unsafe(env, &inner_env, "catch");
                Ok(Expr::Catch(Box::new(x)))
            }
            ExprKind::Block(es) => {
                let mut last = Expr::Atomic(atom("ok"));
                for (i, x) in es.iter().enumerate() {
                    let v = self.expr(x, env, b)?;
                    if i + 1 == es.len() {
                        last = v;
                    } else {
                        self.bind(v, b);
                    }
                }
                Ok(last)
            }
            ExprKind::ListComp(t, qs) => {
                self.no_guard(e.pos)?;
                self.comprehension(false, t, qs, env, e.pos)
            }
            ExprKind::BinComp(t, qs) => {
                self.no_guard(e.pos)?;
                self.comprehension(true, t, qs, env, e.pos)
            }
            ExprKind::Record(name, fields) => self.record_new(e.pos, name, fields, env, b),
            ExprKind::RecordUpdate(r, name, fields) => {
                self.record_update(e.pos, r, name, fields, env, b)
            }
            ExprKind::RecordField(r, name, field) => {
                self.record_field(e.pos, r, name, field, env, b)
            }
            ExprKind::RecordIndex(name, field) => {
                let i = self.field_index(e.pos, name, field)?;
                lit(Literal::Int(BigInt::from(i + 2)))
            }
            ExprKind::Binary(els) => self.binary(e.pos, els, env, b),
            ExprKind::Map(assocs) => self.map_new(e.pos, None, assocs, env, b),
            ExprKind::MapUpdate(m, assocs) => self.map_new(e.pos, Some(m), assocs, env, b),
        }
    }

    /// An operator whose left operand may be another one: `1+1+...+1` is a left-deep tree as
    /// deep as it is long, so its left spine is walked in a loop and the operators lowered
    /// bottom-up, each left operand before its right one.
    fn operator_chain(&mut self, e: &ast::Expr, env: &mut Env, b: &mut Vec<Bind>) -> R<Expr> {
        let mut spine = Vec::new();
        let mut cur = e;
        while let ExprKind::BinOp(op, l, r) = &cur.kind {
            if !is_plain_operator(op, l) {
                break;
            }
            spine.push((op, r.as_ref(), cur.pos));
            cur = l;
        }
        let mut acc = self.expr(cur, env, b)?;
        for (op, r, pos) in spine.into_iter().rev() {
            let l = self.bind(acc, b);
            let r = self.atomic(r, env, b)?;
            if op == "!" && self.in_guard {
                return Err(self.err(pos, "illegal guard expression"));
            }
            acc = Expr::Bif {
                name: op.clone(),
                args: vec![l, r],
                pos,
            };
        }
        Ok(acc)
    }

    /// `A ++ B ++ ... ++ Z` (and `--`): a right-deep tree as deep as it is long, so its right
    /// spine is walked in a loop, the operands lowered left to right (as the nested lowering
    /// does) and the operators applied from the right.
    fn right_chain(&mut self, e: &ast::Expr, env: &mut Env, b: &mut Vec<Bind>) -> R<Expr> {
        let mut spine = Vec::new();
        let mut cur = e;
        while let ExprKind::BinOp(op, l, r) = &cur.kind {
            if !matches!(op.as_str(), "++" | "--") || !is_plain_operator(op, l) {
                break;
            }
            spine.push((op, l.as_ref(), cur.pos));
            cur = r;
        }
        let mut lefts = Vec::with_capacity(spine.len());
        for (_, l, _) in &spine {
            lefts.push(self.atomic(l, env, b)?);
        }
        let mut acc = self.expr(cur, env, b)?;
        for ((op, _, pos), l) in spine.into_iter().zip(lefts).rev() {
            let r = self.bind(acc, b);
            acc = Expr::Bif {
                name: op.clone(),
                args: vec![l, r],
                pos,
            };
        }
        Ok(acc)
    }

    pub(crate) fn atomic(&mut self, e: &ast::Expr, env: &mut Env, b: &mut Vec<Bind>) -> R<Atomic> {
        let x = self.expr(e, env, b)?;
        Ok(self.bind(x, b))
    }

    /// Lowers `es` left to right.
    pub(crate) fn atomics(
        &mut self,
        es: &[ast::Expr],
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Vec<Atomic>> {
        es.iter().map(|e| self.atomic(e, env, b)).collect()
    }

    /// A sequence evaluated for its effects only.
    fn effect_body(&mut self, es: &[ast::Expr], env: &mut Env) -> R<Vec<Bind>> {
        let (mut binds, tail) = self.body_parts(es, env)?;
        self.bind(tail, &mut binds);
        Ok(binds)
    }

    fn no_guard(&self, pos: Pos) -> R<()> {
        if self.in_guard {
            Err(self.err(pos, "illegal guard expression"))
        } else {
            Ok(())
        }
    }

    /// A tuple: one literal when every element is constant, else an allocation site.
    pub(crate) fn tuple(&mut self, elems: Vec<Atomic>, pos: Pos) -> Expr {
        if let Some(lits) = all_lits(&elems) {
            return Expr::Atomic(Atomic::Lit(Literal::Tuple(lits)));
        }
        let site = self.site(SiteKind::Tuple, pos);
        Expr::Tuple { site, elems }
    }

    /// A list (walked iteratively): heads left to right, then the tail; the constant suffix
    /// of the list becomes one literal, the rest one cons site per cell.
    fn cons(&mut self, e: &ast::Expr, env: &mut Env, b: &mut Vec<Bind>) -> R<Expr> {
        let mut cells = Vec::new();
        let mut cur = e;
        while let ExprKind::Cons(h, t) = &cur.kind {
            cells.push((cur.pos, h.as_ref()));
            cur = t;
        }
        let mut heads = Vec::with_capacity(cells.len());
        for (_, h) in &cells {
            heads.push(self.atomic(h, env, b)?);
        }
        let mut tail = self.atomic(cur, env, b)?;
        let mut result = None;
        for ((pos, _), h) in cells.iter().zip(heads).rev() {
            if let Some(r) = result.take() {
                tail = self.bind(r, b);
            }
            // The tail is moved, not cloned: a clone of the constant suffix per cell would be
            // quadratic in the length of the list.
            let t = std::mem::replace(&mut tail, Atomic::Lit(Literal::Nil));
            result = Some(match (h, t) {
                (Atomic::Lit(hl), Atomic::Lit(tl)) => {
                    Expr::Atomic(Atomic::Lit(Literal::Cons(Box::new(hl), Box::new(tl))))
                }
                (head, tail) => Expr::Cons {
                    site: self.site(SiteKind::Cons, *pos),
                    head,
                    tail,
                },
            });
        }
        Ok(result.unwrap_or(Expr::Atomic(tail)))
    }

    /// `P = E`: the value is E's; P's variables are bound (a plain unbound variable directly,
    /// anything else through a one-clause `case` failing with `badmatch`).
    fn match_expr(
        &mut self,
        p: &ast::Expr,
        v: &ast::Expr,
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        if self.in_guard {
            return Err(self.err(p.pos, "illegal guard expression"));
        }
        if let ExprKind::Var(n) = &p.kind {
            if n == "_" {
                return self.expr(v, env, b);
            }
            if env.get(n).is_none() {
                self.check_safe(env, n, p.pos)?;
                let x = self.expr(v, env, b)?;
                let var = self.var(n);
                b.push((vec![var], x));
                env.bind(n, var);
                return Ok(Expr::Atomic(Atomic::Var(var)));
            }
        }
        let a = self.atomic(v, env, b)?;
        let mut cx = super::pattern::PatCtx::new(false);
        let pat = self.pattern(p, env, &mut cx)?;
        let mut inner = env.clone();
        for (n, var) in &cx.bound {
            inner.bind(n, *var);
        }
        let guard = self.guard(&cx.tests, &[], &inner)?;
        let branch = Branch {
            binds: vec![],
            tail: Expr::Atomic(a.clone()),
            env: inner,
        };
        let (mut bodies, vars) = self.join(vec![branch], env, "match");
        let clause = Clause {
            pats: vec![pat],
            guard,
            body: bodies.remove(0),
            pos: p.pos,
        };
        let case = Expr::Case {
            args: vec![a.clone()],
            clauses: vec![clause],
            fail: CaseFail::Badmatch,
            pos: v.pos,
        };
        if vars.is_empty() {
            self.bind(case, b);
            return Ok(Expr::Atomic(a));
        }
        Ok(self.bind_join(case, vars, b))
    }

    /// `A andalso B` / `A orelse B`: B is evaluated only when needed and its value returned
    /// unchecked; a non-boolean A raises `{badarg, A}`. A chain of more than [`FLAT_CHAIN`]
    /// operands is lowered flat ([`Self::flat_short_circuit`]).
    fn short_circuit(
        &mut self,
        is_and: bool,
        l: &ast::Expr,
        r: &ast::Expr,
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let op = if is_and { "andalso" } else { "orelse" };
        let mut spine = vec![(l, r)];
        let mut cur = r;
        while let ExprKind::BinOp(o, l2, r2) = &cur.kind {
            if o != op || spine.len() > FLAT_CHAIN {
                break;
            }
            spine.push((l2.as_ref(), r2.as_ref()));
            cur = r2;
        }
        if spine.len() > FLAT_CHAIN {
            return self.flat_short_circuit(is_and, l, r, env, b);
        }
        let a = self.atomic(l, env, b)?;
        let mut renv = env.clone();
        let rhs = self.body(std::slice::from_ref(r), &mut renv)?;
        Self::mark_unsafe(env, &renv, op);
        let (on_true, on_false) = if is_and {
            (rhs, Expr::Atomic(atom("false")))
        } else {
            (Expr::Atomic(atom("true")), rhs)
        };
        Ok(self.boolean_case(a, on_true, on_false, l.pos))
    }

    /// `case A of true -> T; false -> F; X -> error({badarg, X}) end`.
    fn boolean_case(&mut self, a: Atomic, on_true: Expr, on_false: Expr, pos: Pos) -> Expr {
        let x = self.temp();
        let bad = self.raise_error_tuple("badarg", Atomic::Var(x), pos);
        let clauses = vec![
            Clause {
                pats: vec![Pattern::Lit(lit_atom("true"))],
                guard: None,
                body: on_true,
                pos,
            },
            Clause {
                pats: vec![Pattern::Lit(lit_atom("false"))],
                guard: None,
                body: on_false,
                pos,
            },
            Clause {
                pats: vec![Pattern::Var(x)],
                guard: None,
                body: bad,
                pos,
            },
        ];
        Expr::Case {
            args: vec![a],
            clauses,
            fail: CaseFail::Unreachable,
            pos,
        }
    }

    /// A long `andalso` (`orelse`) chain `A1 op A2 op ... op An` as a flat sequence rather
    /// than `n` nested `case`s, which every later stage would recurse into: `R1` is `A1`
    /// checked to be a boolean, and each `Ri = case R(i-1) of true (false) -> Ai checked;
    /// _ -> R(i-1) end`, `An` unchecked; an operand that can only be a boolean is not
    /// checked. Once one operand decides, the remaining steps only test the decided value. An operand that may bind variables (visible to the operands
    /// after it) gets the rest of the chain nested inside its step instead.
    fn flat_short_circuit(
        &mut self,
        is_and: bool,
        l: &ast::Expr,
        r: &ast::Expr,
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let op = if is_and { "andalso" } else { "orelse" };
        let (go, decided) = if is_and {
            ("true", "false")
        } else {
            ("false", "true")
        };
        let first = self.atomic(l, env, b)?;
        // An operand that can only be a boolean (a comparison, say) needs no check: as
        // erlc's core passes drop the `badarg` clause for it.
        let mut acc = if is_boolean_valued(l) {
            Expr::Atomic(first)
        } else {
            self.boolean_case(
                first,
                Expr::Atomic(atom("true")),
                Expr::Atomic(atom("false")),
                l.pos,
            )
        };
        let mut renv = env.clone();
        let mut cur = r;
        loop {
            let (step, rest) = match &cur.kind {
                ExprKind::BinOp(o, x, rest) if o == op => (x.as_ref(), Some(rest.as_ref())),
                _ => (cur, None),
            };
            let prev = self.bind(acc, b);
            let body = match rest {
                Some(rest) if may_bind(step) => {
                    let mut sb = Vec::new();
                    let e = self.short_circuit(is_and, step, rest, &mut renv, &mut sb)?;
                    wrap(sb, e)
                }
                Some(_) if is_boolean_valued(step) => {
                    self.body(std::slice::from_ref(step), &mut renv)?
                }
                Some(_) => {
                    let e = self.body(std::slice::from_ref(step), &mut renv)?;
                    let mut sb = Vec::new();
                    let v = self.bind(e, &mut sb);
                    let checked = self.boolean_case(
                        v,
                        Expr::Atomic(atom("true")),
                        Expr::Atomic(atom("false")),
                        step.pos,
                    );
                    wrap(sb, checked)
                }
                None => self.body(std::slice::from_ref(step), &mut renv)?,
            };
            let pos = step.pos;
            acc = Expr::Case {
                args: vec![prev],
                clauses: vec![
                    Clause {
                        pats: vec![Pattern::Lit(lit_atom(go))],
                        guard: None,
                        body,
                        pos,
                    },
                    Clause {
                        pats: vec![Pattern::Wildcard],
                        guard: None,
                        body: Expr::Atomic(atom(decided)),
                        pos,
                    },
                ],
                fail: CaseFail::Unreachable,
                pos,
            };
            match rest {
                Some(rest) if !may_bind(step) => cur = rest,
                _ => break,
            }
        }
        Self::mark_unsafe(env, &renv, op);
        Ok(acc)
    }

    /// `erlang:error({Tag, Value})`.
    pub(crate) fn raise_error_tuple(&mut self, tag: &str, value: Atomic, pos: Pos) -> Expr {
        let mut b = Vec::new();
        let t = self.tuple(vec![atom(tag), value], pos);
        let reason = self.bind(t, &mut b);
        wrap(
            b,
            Expr::Raise {
                class: atom("error"),
                reason,
                trace: None,
                pos,
            },
        )
    }

    // ---- calls ----

    fn call(
        &mut self,
        pos: Pos,
        f: &ast::Expr,
        args: &[ast::Expr],
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let arity = args.len() as u32;
        match &f.kind {
            ExprKind::Atom(name) => {
                if let Some(x) = self.special_call(pos, name, args, env, b)? {
                    return Ok(x);
                }
                let key = (name.clone(), arity);
                let target = if self.locals.contains(&key) {
                    CallTarget::Local(name.clone(), arity)
                } else if let Some(m) = self.imports.get(&key) {
                    CallTarget::Remote(atom(m), atom(name))
                } else if bifs::is_inline_bif(name, arity) {
                    let args = self.atomics(args, env, b)?;
                    return Ok(Expr::Bif {
                        name: name.clone(),
                        args,
                        pos,
                    });
                } else if bifs::is_auto_imported(name, arity) {
                    if self.in_guard && !bifs::is_guard_bif(name, arity) {
                        return Err(self.err(pos, "illegal guard expression"));
                    }
                    if self.in_guard && bifs::is_called_guard_bif(name, arity) {
                        let args = self.atomics(args, env, b)?;
                        return Ok(Expr::Bif {
                            name: name.clone(),
                            args,
                            pos,
                        });
                    }
                    CallTarget::Remote(atom("erlang"), atom(name))
                } else if self.in_guard {
                    // erl_lint says this before it looks for the function.
                    return Err(self.err(pos, "illegal guard expression"));
                } else {
                    return Err(self.err(f.pos, format!("function {name}/{arity} undefined")));
                };
                let local = matches!(target, CallTarget::Local(..));
                if self.in_guard && (local || self.imports.contains_key(&key)) {
                    return Err(self.err(
                        pos,
                        format!(
                            "call to local/imported function {name}/{arity} is illegal in guard"
                        ),
                    ));
                }
                let args = self.atomics(args, env, b)?;
                Ok(Expr::Call { target, args, pos })
            }
            ExprKind::Remote(m, fname) => {
                if let (ExprKind::Atom(m), ExprKind::Atom(n)) = (&m.kind, &fname.kind) {
                    if m == "erlang" && bifs::is_inline_bif(n, arity) {
                        let args = self.atomics(args, env, b)?;
                        return Ok(Expr::Bif {
                            name: n.clone(),
                            args,
                            pos,
                        });
                    }
                    if self.in_guard && !(m == "erlang" && bifs::is_guard_bif(n, arity)) {
                        return Err(self.err(pos, "illegal guard expression"));
                    }
                    if self.in_guard && bifs::is_called_guard_bif(n, arity) {
                        let args = self.atomics(args, env, b)?;
                        return Ok(Expr::Bif {
                            name: n.clone(),
                            args,
                            pos,
                        });
                    }
                } else {
                    self.no_guard(pos)?;
                }
                let ma = self.atomic(m, env, b)?;
                let fa = self.atomic(fname, env, b)?;
                let args = self.atomics(args, env, b)?;
                Ok(Expr::Call {
                    target: CallTarget::Remote(ma, fa),
                    args,
                    pos,
                })
            }
            _ => {
                self.no_guard(pos)?;
                let fv = self.atomic(f, env, b)?;
                let args = self.atomics(args, env, b)?;
                Ok(Expr::Call {
                    target: CallTarget::Fun(fv),
                    args,
                    pos,
                })
            }
        }
    }

    /// Calls resolved at compile time: `record_info/2` and `is_record/2,3` with a literal
    /// record name (a tuple test with the record's size).
    fn special_call(
        &mut self,
        pos: Pos,
        name: &str,
        args: &[ast::Expr],
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Option<Expr>> {
        if self.locals.contains(&(name.to_string(), args.len() as u32)) {
            return Ok(None);
        }
        match (name, args) {
            ("record_info", [what, rec]) => {
                let (ExprKind::Atom(what), ExprKind::Atom(rec)) = (&what.kind, &rec.kind) else {
                    return Err(self.err(pos, "illegal record info"));
                };
                let def = self.record_def(pos, rec)?;
                let l = match what.as_str() {
                    "size" => Literal::Int(BigInt::from(def.fields.len() + 1)),
                    "fields" => def.fields.iter().rev().fold(Literal::Nil, |t, f| {
                        Literal::Cons(Box::new(lit_atom(&f.name)), Box::new(t))
                    }),
                    _ => return Err(self.err(pos, "illegal record info")),
                };
                Ok(Some(Expr::Atomic(Atomic::Lit(l))))
            }
            ("is_record", [x, rec_arg]) => {
                let ExprKind::Atom(rec) = &rec_arg.kind else {
                    // A guard may test only for a record named in the source.
                    self.no_guard(pos)?;
                    return Ok(None);
                };
                let size = self.record_def(rec_arg.pos, rec)?.fields.len() + 1;
                let x = self.atomic(x, env, b)?;
                let args = vec![x, atom(rec), Atomic::Lit(Literal::Int(BigInt::from(size)))];
                Ok(Some(Expr::Bif {
                    name: "is_record".into(),
                    args,
                    pos,
                }))
            }
            _ => Ok(None),
        }
    }

    // ---- funs ----

    /// `fun f/N`: a closure of the local function, or of a wrapper calling the import/BIF.
    fn fun_ref(&mut self, pos: Pos, name: &str, arity: u32) -> R<Expr> {
        self.no_guard(pos)?;
        let key = (name.to_string(), arity);
        if self.locals.contains(&key) {
            let site = self.site(SiteKind::Fun, pos);
            return Ok(Expr::MakeFun {
                site,
                name: name.to_string(),
                arity,
                free: vec![],
            });
        }
        let target = if let Some(m) = self.imports.get(&key) {
            CallTarget::Remote(atom(m), atom(name))
        } else if bifs::is_auto_imported(name, arity) || bifs::is_inline_bif(name, arity) {
            CallTarget::Remote(atom("erlang"), atom(name))
        } else {
            return Err(self.err(pos, format!("function {name}/{arity} undefined")));
        };
        let saved = std::mem::take(&mut self.f);
        let params: Vec<VarId> = (0..arity).map(|_| self.temp()).collect();
        let args = params.iter().map(|&v| Atomic::Var(v)).collect();
        let body = if !self.imports.contains_key(&key) && bifs::is_inline_bif(name, arity) {
            Expr::Bif {
                name: name.to_string(),
                args,
                pos: Pos::default(),
            }
        } else {
            Expr::Call {
                target,
                args,
                pos: Pos::default(),
            }
        };
        let lifted = self.lifted_name("fun");
        self.finish_lifted(lifted.clone(), params, body, saved, pos, 0);
        let site = self.site(SiteKind::Fun, pos);
        Ok(Expr::MakeFun {
            site,
            name: lifted,
            arity,
            free: vec![],
        })
    }

    pub(crate) fn lifted_name(&mut self, kind: &str) -> String {
        let n = if kind == "fun" {
            self.fun_count += 1;
            self.fun_count - 1
        } else {
            self.lc_count += 1;
            self.lc_count - 1
        };
        match kind {
            "fun" => format!("-{}/{}-fun-{}-", self.top.0, self.top.1, n),
            // As erlc names them: Core Erlang's `lc$^N/1` or `lbc$^N/2` (the generator and,
            // for a binary, the accumulator), then the kernel pass's counter, which is N
            // where comprehensions are not side by side in one expression.
            _ => {
                let arity = if kind == "lbc" { 2 } else { 1 };
                let (f, a) = (&self.top.0, self.top.1);
                format!("-{f}/{a}-{kind}$^{n}/{arity}-{n}-")
            }
        }
    }

    /// Completes a lifted function built in the current [`super::FnState`] and restores the
    /// enclosing function's state.
    pub(crate) fn finish_lifted(
        &mut self,
        name: String,
        params: Vec<VarId>,
        body: Expr,
        saved: super::FnState,
        pos: Pos,
        num_free: u32,
    ) {
        let inner = std::mem::replace(&mut self.f, saved);
        self.lifted.push(crate::ir::Function {
            name,
            arity: params.len() as u32,
            params,
            body,
            var_names: inner.var_names,
            pos,
            num_free,
        });
    }

    /// Variables of `env` that `scan` saw, as (name, outer variable): what a lifted body
    /// captures.
    pub(crate) fn captures(
        env: &Env,
        scan: &NameScan,
        except: Option<&str>,
    ) -> Vec<(String, VarId)> {
        scan.names
            .iter()
            .filter(|n| Some(n.as_str()) != except)
            .filter_map(|n| env.get(n).map(|v| (n.clone(), v)))
            .collect()
    }

    /// Lambda-lifts `fun ... end` into `-top/N-fun-K-`(Args..., Free...) and builds the closure.
    fn fun(&mut self, pos: Pos, name: Option<&str>, clauses: &[ast::Clause], env: &Env) -> R<Expr> {
        let arity = clauses.first().map_or(0, |c| c.pats.len()) as u32;
        let mut scan = NameScan::default();
        scan.clauses(clauses);
        let captured = Self::captures(env, &scan, name);
        let lifted = self.lifted_name("fun");
        let total = arity + captured.len() as u32;

        let saved = std::mem::take(&mut self.f);
        let mut inner = Env::default();
        let free: Vec<VarId> = captured
            .iter()
            .map(|(n, _)| {
                let v = self.var(n);
                inner.bind(n, v);
                v
            })
            .collect();
        let self_var = name.filter(|n| scan.names.iter().any(|x| x == n)).map(|n| {
            let v = self.var(n);
            inner.bind(n, v);
            v
        });
        let result = self.fn_clauses(clauses, arity, &inner, pos);
        let (mut params, mut body) = match result {
            Ok(x) => x,
            Err(e) => {
                self.f = saved;
                return Err(e);
            }
        };
        if let Some(sv) = self_var {
            let site = self.site(SiteKind::Fun, pos);
            let mk = Expr::MakeFun {
                site,
                name: lifted.clone(),
                arity: total,
                free: free.iter().map(|&v| Atomic::Var(v)).collect(),
            };
            body = super::mk_let(vec![sv], mk, body);
        }
        params.extend(&free);
        self.finish_lifted(
            lifted.clone(),
            params,
            body,
            saved,
            pos,
            captured.len() as u32,
        );
        let site = self.site(SiteKind::Fun, pos);
        let free = captured.iter().map(|(_, v)| Atomic::Var(*v)).collect();
        Ok(Expr::MakeFun {
            site,
            name: lifted,
            arity: total,
            free,
        })
    }

    // ---- control constructs ----

    /// `case`/`if`: match `args` against the clauses; variables bound in every clause are
    /// exported. `fail`: the error when none matches, and the construct's position.
    fn case(
        &mut self,
        args: Vec<Atomic>,
        clauses: &[ast::Clause],
        (fail, pos): (CaseFail, Pos),
        what: &'static str,
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let mut heads = Vec::new();
        let mut branches = Vec::new();
        for c in clauses {
            if c.pats.len() != args.len() {
                return Err(self.err(c.pos, "illegal pattern"));
            }
            let lc = self.clause(c, env, false)?;
            heads.push((lc.pats, lc.guard, c.pos));
            branches.push(lc.branch);
        }
        let (bodies, vars) = self.join(branches, env, what);
        let clauses = heads
            .into_iter()
            .zip(bodies)
            .map(|((pats, guard, pos), body)| Clause {
                pats,
                guard,
                body,
                pos,
            })
            .collect();
        let x = Expr::Case {
            args,
            clauses,
            fail,
            pos,
        };
        Ok(self.bind_join(x, vars, b))
    }

    fn receive(
        &mut self,
        clauses: &[ast::Clause],
        after: Option<&(Box<ast::Expr>, Vec<ast::Expr>)>,
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let mut heads = Vec::new();
        let mut branches = Vec::new();
        for c in clauses {
            if c.pats.len() != 1 {
                return Err(self.err(c.pos, "illegal pattern"));
            }
            let lc = self.clause(c, env, false)?;
            heads.push((lc.pats, lc.guard, c.pos));
            branches.push(lc.branch);
        }
        let timeout = match after {
            Some((t, body)) => {
                let t = self.atomic(t, env, b)?;
                let mut aenv = env.clone();
                let (binds, tail) = self.body_parts(body, &mut aenv)?;
                branches.push(Branch {
                    binds,
                    tail,
                    env: aenv,
                });
                Some(t)
            }
            None => None,
        };
        let (mut bodies, vars) = self.join(branches, env, "receive");
        let after = timeout.and_then(|t| bodies.pop().map(|body| (t, Box::new(body))));
        let clauses = heads
            .into_iter()
            .zip(bodies)
            .map(|((pats, guard, pos), body)| Clause {
                pats,
                guard,
                body,
                pos,
            })
            .collect();
        Ok(self.bind_join(Expr::Receive { clauses, after }, vars, b))
    }

    /// `try`: `of` clauses become a `case` failing with `try_clause`, catch clauses a `case`
    /// over `[Class, Reason, Trace]` that re-raises when none matches, and `after` an outer
    /// `try` running the after body on both paths (duplicated, as erlc does).
    fn try_expr(
        &mut self,
        body: &[ast::Expr],
        of_clauses: &[ast::Clause],
        catch_clauses: &[ast::Clause],
        after: &[ast::Expr],
        pos: Pos,
        env: &mut Env,
    ) -> R<Expr> {
        let mut benv = env.clone();
        let mut x = self.body(body, &mut benv)?;
        if !of_clauses.is_empty() || !catch_clauses.is_empty() {
            let v = self.temp();
            let of_body = if of_clauses.is_empty() {
                Expr::Atomic(Atomic::Var(v))
            } else {
                let mut oenv = benv.clone();
                let mut ob = Vec::new();
                let case = self.case(
                    vec![Atomic::Var(v)],
                    of_clauses,
                    (CaseFail::TryClause, pos),
                    "try",
                    &mut oenv,
                    &mut ob,
                )?;
                Self::mark_unsafe(&mut benv, &oenv, "try");
                wrap(ob, case)
            };
            let cv = [self.temp(), self.temp(), self.temp()];
            let handler = if catch_clauses.is_empty() {
                reraise(cv)
            } else {
                let mut clauses = Vec::new();
                for c in catch_clauses {
                    if c.pats.len() != 3 {
                        return Err(self.err(c.pos, "illegal pattern"));
                    }
                    let lc = self.clause(c, env, false)?;
                    Self::mark_unsafe(&mut benv, &lc.branch.env, "try");
                    clauses.push(Clause {
                        pats: lc.pats,
                        guard: lc.guard,
                        body: wrap(lc.branch.binds, lc.branch.tail),
                        pos: c.pos,
                    });
                }
                let cpos = catch_clauses.last().map_or_else(Pos::default, |c| c.pos);
                clauses.push(Clause {
                    pats: vec![Pattern::Wildcard; 3],
                    guard: None,
                    body: reraise(cv),
                    pos: cpos,
                });
                let args = cv.iter().map(|&v| Atomic::Var(v)).collect();
                Expr::Case {
                    args,
                    clauses,
                    fail: CaseFail::Unreachable,
                    pos: Pos::default(),
                }
            };
            x = Expr::Try {
                body: Box::new(x),
                of_vars: vec![v],
                of_body: Box::new(of_body),
                catch_vars: cv,
                handler: Box::new(handler),
            };
        }
        if !after.is_empty() {
            let v = self.temp();
            let mut aenv = env.clone();
            let ab = self.effect_body(after, &mut aenv)?;
            let of_body = wrap(ab, Expr::Atomic(Atomic::Var(v)));
            Self::mark_unsafe(&mut benv, &aenv, "try");
            let cv = [self.temp(), self.temp(), self.temp()];
            let ab2 = self.effect_body(after, &mut env.clone())?;
            let handler = wrap(ab2, reraise(cv));
            x = Expr::Try {
                body: Box::new(x),
                of_vars: vec![v],
                of_body: Box::new(of_body),
                catch_vars: cv,
                handler: Box::new(handler),
            };
        }
        Self::mark_unsafe(env, &benv, "try");
        Ok(x)
    }
}

fn reraise(cv: [VarId; 3]) -> Expr {
    Expr::Raise {
        class: Atomic::Var(cv[0]),
        reason: Atomic::Var(cv[1]),
        trace: Some(Atomic::Var(cv[2])),
        pos: Pos::default(),
    }
}

/// The literals of `elems` if every one is a literal.
pub(crate) fn all_lits(elems: &[Atomic]) -> Option<Vec<Literal>> {
    elems
        .iter()
        .map(|a| match a {
            Atomic::Lit(l) => Some(l.clone()),
            Atomic::Var(_) => None,
        })
        .collect()
}

/// A string literal as a list of character codes.
pub(crate) fn string_lit(s: &[u32]) -> Literal {
    s.iter().rev().fold(Literal::Nil, |t, &c| {
        Literal::Cons(Box::new(Literal::Int(BigInt::from(c))), Box::new(t))
    })
}

/// Whether `l op r` is lowered as a plain call of the operator's BIF, left operand first.
/// `andalso`/`orelse` chains of more operands than this are lowered flat.
pub(super) const FLAT_CHAIN: usize = 16;

/// Whether evaluating `e` may bind a variable visible after it (a match, or a construct
/// whose clauses may export one); conservative: funs and comprehensions are looked into.
fn may_bind(e: &ast::Expr) -> bool {
    let mut stack = vec![e];
    let mut kids = Vec::new();
    while let Some(e) = stack.pop() {
        if matches!(
            e.kind,
            ExprKind::Match(..)
                | ExprKind::Case(..)
                | ExprKind::If(..)
                | ExprKind::Receive(..)
                | ExprKind::Try { .. }
        ) {
            return true;
        }
        super::scope::children(e, &mut kids);
        stack.append(&mut kids);
    }
    false
}

/// Whether `e`'s value, when it has one, is surely `true` or `false`: a comparison, a
/// boolean operator (`not`, `and`, `or`, `xor` raise on anything else) or a boolean atom.
fn is_boolean_valued(e: &ast::Expr) -> bool {
    match &e.kind {
        ExprKind::Atom(a) => a == "true" || a == "false",
        ExprKind::BinOp(op, _, _) => matches!(
            op.as_str(),
            "==" | "/=" | "=<" | "<" | ">=" | ">" | "=:=" | "=/=" | "and" | "or" | "xor"
        ),
        ExprKind::UnOp(op, _) => op == "not",
        _ => false,
    }
}

fn is_plain_operator(op: &str, l: &ast::Expr) -> bool {
    match op {
        "andalso" | "orelse" => false,
        "++" => !matches!(l.kind, ExprKind::ListComp(..)),
        _ => true,
    }
}

/// `-N`/`+N` on a number literal, folded.
pub(crate) fn const_number(e: &ast::Expr) -> Option<Literal> {
    match &e.kind {
        ExprKind::Integer(i) => Some(Literal::Int(i.clone())),
        ExprKind::Float(f) => Some(Literal::Float(*f)),
        ExprKind::UnOp(op, a) if op == "-" || op == "+" => match const_number(a)? {
            Literal::Int(ref i) if op == "-" => Some(Literal::Int(-i)),
            Literal::Float(f) if op == "-" => Some(Literal::Float(-f)),
            l => Some(l),
        },
        _ => None,
    }
}
