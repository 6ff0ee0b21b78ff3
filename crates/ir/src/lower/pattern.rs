//! Patterns and guards.
//!
//! IR patterns bind only fresh variables: a variable already bound (outside, or earlier in
//! the same pattern) becomes a fresh variable plus an `=:=` test that the clause guard
//! performs before the user's guard.

use super::expr::{const_number, string_lit, FLAT_CHAIN};
use super::scope::{guard_may_raise, Env};
use super::{atom, lit_atom, mk_let, Lowerer, R};
use crate::ir::{Atomic, CaseFail, Clause, Expr, Literal, Pattern, VarId};
use num_bigint::BigInt;
use std::collections::HashMap;
use triheap_syntax::ast::{self, ExprKind, Pos};

/// State of one pattern (or of all argument patterns of one clause).
pub(crate) struct PatCtx {
    /// Variables bound so far, in binding order (each name once).
    pub bound: Vec<(String, VarId)>,
    /// `bound` by name: a pattern may have as many variables as the source has room for.
    index: HashMap<String, VarId>,
    /// Equality tests `fresh =:= earlier` for repeated and already-bound variables.
    pub tests: Vec<(VarId, Atomic)>,
    /// Fun heads and generator patterns shadow the environment instead of matching it.
    shadow: bool,
}

impl PatCtx {
    pub fn new(shadow: bool) -> Self {
        PatCtx {
            bound: Vec::new(),
            index: HashMap::new(),
            tests: Vec::new(),
            shadow,
        }
    }

    /// A variable bound earlier in this pattern, else in `env` (sizes of binary segments).
    pub fn lookup(&self, env: &Env, name: &str) -> Option<VarId> {
        self.index.get(name).copied().or_else(|| env.get(name))
    }

    fn bind(&mut self, name: &str, v: VarId) {
        self.bound.push((name.to_string(), v));
        self.index.insert(name.to_string(), v);
    }
}

impl Lowerer<'_> {
    pub(crate) fn pattern(&mut self, p: &ast::Expr, env: &Env, cx: &mut PatCtx) -> R<Pattern> {
        Ok(match &p.kind {
            ExprKind::Integer(i) => Pattern::Lit(Literal::Int(i.clone())),
            ExprKind::Float(f) => Pattern::Lit(Literal::Float(*f)),
            ExprKind::Atom(a) => Pattern::Lit(lit_atom(a)),
            ExprKind::String(s) => Pattern::Lit(string_lit(s)),
            ExprKind::Nil => Pattern::Lit(Literal::Nil),
            ExprKind::Var(n) => self.pat_var(n, p.pos, env, cx)?,
            ExprKind::Cons(..) => {
                let mut heads = Vec::new();
                let mut cur = p;
                while let ExprKind::Cons(h, t) = &cur.kind {
                    heads.push(self.pattern(h, env, cx)?);
                    cur = t;
                }
                let tail = self.pattern(cur, env, cx)?;
                heads.into_iter().rev().fold(tail, |t, h| cons_pat(h, t))
            }
            ExprKind::Tuple(es) => {
                let ps = es
                    .iter()
                    .map(|e| self.pattern(e, env, cx))
                    .collect::<R<Vec<_>>>()?;
                tuple_pat(ps)
            }
            ExprKind::Match(a, b) => {
                let pa = self.pattern(a, env, cx)?;
                let pb = self.pattern(b, env, cx)?;
                merge(pa, pb).ok_or_else(|| self.err(p.pos, "unsupported pattern"))?
            }
            ExprKind::BinOp(op, l, r) if op == "++" => {
                let heads = self.list_prefix(l)?;
                let tail = self.pattern(r, env, cx)?;
                heads
                    .into_iter()
                    .rev()
                    .fold(tail, |t, h| cons_pat(Pattern::Lit(h), t))
            }
            ExprKind::UnOp(..) => match const_number(p) {
                Some(l) => Pattern::Lit(l),
                None => return Err(self.err(p.pos, "illegal pattern")),
            },
            ExprKind::Record(name, fields) => self.record_pattern(p.pos, name, fields, env, cx)?,
            ExprKind::RecordIndex(name, field) => Pattern::Lit(Literal::Int(BigInt::from(
                self.field_index(p.pos, name, field)? + 2,
            ))),
            ExprKind::Binary(els) => self.bin_pattern(els, env, cx)?,
            ExprKind::Map(assocs) => {
                let mut pairs = Vec::new();
                for a in assocs {
                    if !a.exact {
                        return Err(self.err(a.key.pos, "illegal pattern"));
                    }
                    let key = self.pat_key(&a.key, env)?;
                    pairs.push((key, self.pattern(&a.value, env, cx)?));
                }
                Pattern::Map(pairs)
            }
            _ => return Err(self.err(p.pos, "illegal pattern")),
        })
    }

    fn pat_var(&mut self, n: &str, pos: Pos, env: &Env, cx: &mut PatCtx) -> R<Pattern> {
        if n == "_" {
            return Ok(Pattern::Wildcard);
        }
        let earlier = cx
            .index
            .get(n)
            .copied()
            .or_else(|| if cx.shadow { None } else { env.get(n) });
        if earlier.is_none() && !cx.shadow {
            // As erlc: `catch C:R -> ..` in two `try`s in a row is an error.
            self.check_safe(env, n, pos)?;
        }
        let v = self.var(n);
        match earlier {
            Some(e) => cx.tests.push((v, Atomic::Var(e))),
            None => cx.bind(n, v),
        }
        Ok(Pattern::Var(v))
    }

    /// A map key in a pattern: a constant term (binaries and maps included) or a bound
    /// variable.
    fn pat_key(&self, k: &ast::Expr, env: &Env) -> R<Atomic> {
        if let ExprKind::Var(n) = &k.kind {
            return Ok(Atomic::Var(self.lookup(env, n, k.pos)?));
        }
        self.const_term(k)
            .map(Atomic::Lit)
            .ok_or_else(|| self.err(k.pos, "illegal map key in pattern"))
    }

    /// The elements of the constant list on the left of `++` in a pattern.
    fn list_prefix(&self, l: &ast::Expr) -> R<Vec<Literal>> {
        let mut out = Vec::new();
        let mut cur = l;
        loop {
            match &cur.kind {
                ExprKind::String(s) => {
                    out.extend(s.iter().map(|&c| Literal::Int(BigInt::from(c))));
                    return Ok(out);
                }
                ExprKind::Nil => return Ok(out),
                ExprKind::Cons(h, t) => {
                    out.push(const_literal(h).ok_or_else(|| self.err(h.pos, "illegal pattern"))?);
                    cur = t;
                }
                _ => return Err(self.err(cur.pos, "illegal pattern")),
            }
        }
    }

    /// The guard of a clause: the pattern's equality `tests`, then the guard sequence (`;`
    /// alternatives of `,` conjunctions). `None` means `true`.
    pub(crate) fn guard(
        &mut self,
        tests: &[(VarId, Atomic)],
        guards: &[Vec<ast::Expr>],
        env: &Env,
    ) -> R<Option<Expr>> {
        let saved = self.in_guard;
        self.in_guard = true;
        let user = self.guard_seq(guards, env);
        self.in_guard = saved;
        let mut g = user?;
        for (v, earlier) in tests.iter().rev() {
            let test = Expr::Bif {
                name: "=:=".into(),
                args: vec![Atomic::Var(*v), earlier.clone()],
                pos: Pos::default(),
            };
            g = Some(match g {
                Some(rest) => self.and_then(test, rest),
                None => test,
            });
        }
        Ok(g)
    }

    fn guard_seq(&mut self, guards: &[Vec<ast::Expr>], env: &Env) -> R<Option<Expr>> {
        if let [alt] = guards {
            if let [e] = alt.as_slice() {
                if matches!(&e.kind, ExprKind::Atom(a) if a == "true") {
                    return Ok(None);
                }
            }
        }
        let mut alts = Vec::new();
        for (i, alt) in guards.iter().enumerate() {
            let alt = alt
                .iter()
                .map(|e| self.normalise_guard_test(e))
                .collect::<R<Vec<_>>>()?;
            let mut conj: Option<Expr> = None;
            for e in alt.iter().rev() {
                let x = self.body(std::slice::from_ref(&**e), &mut env.clone())?;
                conj = Some(match conj {
                    Some(rest) => self.and_then(x, rest),
                    None => x,
                });
            }
            let Some(mut x) = conj else { continue };
            // A raising alternative must fall through to the next one, not fail the guard.
            if i + 1 < guards.len() && alt.iter().any(|e| guard_may_raise(e)) {
                x = self.protect(x);
            }
            alts.push(x);
        }
        if alts.len() > FLAT_CHAIN {
            return Ok(Some(self.flat_or_else(alts)));
        }
        let mut g = alts.pop();
        while let Some(first) = alts.pop() {
            g = g.map(|rest| self.or_else(first, rest));
        }
        Ok(g)
    }

    /// A long guard sequence `G1; G2; ...; Gn` as a `let` chain rather than `n` nested
    /// `case`s, which every later stage would recurse into (and the dump indent): `R1 = G1`,
    /// `Ri = case R(i-1) of 'true' -> 'true'; _ -> Gi end`, the last step the result.
    fn flat_or_else(&mut self, alts: Vec<Expr>) -> Expr {
        let mut steps = Vec::with_capacity(alts.len());
        let mut alts = alts.into_iter();
        let mut prev = alts.next().expect("a long sequence");
        for alt in alts {
            let r = self.temp();
            steps.push((r, prev));
            prev = self.or_else(Expr::Atomic(Atomic::Var(r)), alt);
        }
        let mut g = prev;
        while let Some((r, value)) = steps.pop() {
            g = mk_let(vec![r], value, g);
        }
        g
    }

    /// `case first of true -> rest; _ -> false end`
    pub(crate) fn and_then(&mut self, first: Expr, rest: Expr) -> Expr {
        self.bool_case(first, rest, Expr::Atomic(atom("false")))
    }

    /// `case first of true -> true; _ -> rest end`
    fn or_else(&mut self, first: Expr, rest: Expr) -> Expr {
        self.bool_case(first, Expr::Atomic(atom("true")), rest)
    }

    fn bool_case(&mut self, first: Expr, on_true: Expr, otherwise: Expr) -> Expr {
        let (arg, t) = match first.into_atomic() {
            Ok(a) => (a, None),
            Err(x) => {
                let t = self.temp();
                (Atomic::Var(t), Some((t, x)))
            }
        };
        let pos = Pos::default();
        let case = Expr::Case {
            pos,
            args: vec![arg],
            clauses: vec![
                Clause {
                    pats: vec![Pattern::Lit(lit_atom("true"))],
                    guard: None,
                    body: on_true,
                    pos,
                },
                Clause {
                    pats: vec![Pattern::Wildcard],
                    guard: None,
                    body: otherwise,
                    pos,
                },
            ],
            fail: CaseFail::Unreachable,
        };
        match t {
            Some((t, x)) => mk_let(vec![t], x, case),
            None => case,
        }
    }

    /// `try x of V -> V catch _ -> false`
    fn protect(&mut self, x: Expr) -> Expr {
        let v = self.temp();
        let cv = [self.temp(), self.temp(), self.temp()];
        Expr::Try {
            body: Box::new(x),
            of_vars: vec![v],
            of_body: Box::new(Expr::Atomic(Atomic::Var(v))),
            catch_vars: cv,
            handler: Box::new(Expr::Atomic(atom("false"))),
        }
    }
}

pub(crate) fn cons_pat(h: Pattern, t: Pattern) -> Pattern {
    match (h, t) {
        (Pattern::Lit(h), Pattern::Lit(t)) => Pattern::Lit(Literal::Cons(Box::new(h), Box::new(t))),
        (h, t) => Pattern::Cons(Box::new(h), Box::new(t)),
    }
}

pub(crate) fn tuple_pat(ps: Vec<Pattern>) -> Pattern {
    if ps.iter().all(|p| matches!(p, Pattern::Lit(_))) {
        let lits = ps
            .into_iter()
            .filter_map(|p| match p {
                Pattern::Lit(l) => Some(l),
                _ => None,
            })
            .collect();
        return Pattern::Lit(Literal::Tuple(lits));
    }
    Pattern::Tuple(ps)
}

/// Both patterns at once (`P1 = P2` inside a pattern), if expressible.
fn merge(a: Pattern, b: Pattern) -> Option<Pattern> {
    Some(match (a, b) {
        (Pattern::Wildcard, p) | (p, Pattern::Wildcard) => p,
        (Pattern::Var(v), p) | (p, Pattern::Var(v)) => Pattern::Alias(v, Box::new(p)),
        (Pattern::Alias(v, p1), p2) | (p2, Pattern::Alias(v, p1)) => {
            Pattern::Alias(v, Box::new(merge(*p1, p2)?))
        }
        (Pattern::Lit(x), Pattern::Lit(y)) => {
            if x != y {
                return None;
            }
            Pattern::Lit(x)
        }
        (Pattern::Tuple(x), Pattern::Tuple(y)) if x.len() == y.len() => Pattern::Tuple(
            x.into_iter()
                .zip(y)
                .map(|(a, b)| merge(a, b))
                .collect::<Option<_>>()?,
        ),
        (Pattern::Cons(h1, t1), Pattern::Cons(h2, t2)) => {
            Pattern::Cons(Box::new(merge(*h1, *h2)?), Box::new(merge(*t1, *t2)?))
        }
        (Pattern::Lit(mut l), p) | (p, Pattern::Lit(mut l)) => match (&mut l, p) {
            (Literal::Tuple(ls), p @ Pattern::Tuple(_)) => merge(
                Pattern::Tuple(std::mem::take(ls).into_iter().map(Pattern::Lit).collect()),
                p,
            )?,
            (Literal::Cons(h, t), p @ Pattern::Cons(..)) => merge(
                Pattern::Cons(
                    Box::new(Pattern::Lit(h.take())),
                    Box::new(Pattern::Lit(t.take())),
                ),
                p,
            )?,
            _ => return None,
        },
        _ => return None,
    })
}

/// The value of a constant term expression (no variables, no calls), if it is one.
pub(crate) fn const_literal(e: &ast::Expr) -> Option<Literal> {
    Some(match &e.kind {
        ExprKind::Atom(a) => lit_atom(a),
        ExprKind::String(s) => string_lit(s),
        ExprKind::Nil => Literal::Nil,
        ExprKind::Integer(_) | ExprKind::Float(_) | ExprKind::UnOp(..) => const_number(e)?,
        ExprKind::Tuple(es) => Literal::Tuple(es.iter().map(const_literal).collect::<Option<_>>()?),
        ExprKind::Cons(..) => {
            let mut heads = Vec::new();
            let mut cur = e;
            while let ExprKind::Cons(h, t) = &cur.kind {
                heads.push(const_literal(h)?);
                cur = t;
            }
            let tail = const_literal(cur)?;
            heads
                .into_iter()
                .rev()
                .fold(tail, |t, h| Literal::Cons(Box::new(h), Box::new(t)))
        }
        _ => return None,
    })
}
