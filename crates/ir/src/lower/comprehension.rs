//! List and binary comprehensions, lifted to one recursive local function per generator
//! (erlc's translation).
//!
//! A generator's loop `-f/1-lc$^N/1-N-`(List, [Acc,] Captured...) matches the head of the list:
//! when the pattern matches, it continues with the remaining qualifiers (and finally the
//! template) whose "next element" is the recursive call on the tail; a mismatch skips the
//! element; the end of the list continues with the enclosing generator's loop (or, for the
//! outermost one, ends the result). Binary comprehensions thread an accumulator binary
//! through the loops instead of consing.

use super::binary::BITSTRING;
use super::pattern::PatCtx;
use super::scope::{is_guard_expr, Env, NameScan};
use super::{wrap, Lowerer, R};
use crate::ir::{
    Atomic, BinSegPattern, BinSegment, CallTarget, CaseFail, Clause, Expr, Literal, Pattern,
    SiteKind, VarId,
};
use std::collections::HashMap;
use triheap_syntax::ast::{self, ExprKind, Pos, Qualifier};

/// What comes after the current element: nothing (end of the result) or the enclosing
/// loop's call on its tail.
#[derive(Clone)]
enum Cont {
    Done,
    Call {
        name: String,
        arity: u32,
        tail: Atomic,
        captured: Vec<Atomic>,
    },
}

/// The comprehension being lowered.
struct Comp<'e> {
    is_bin: bool,
    template: &'e ast::Expr,
    pos: Pos,
}

impl Lowerer<'_> {
    pub(crate) fn comprehension(
        &mut self,
        is_bin: bool,
        template: &ast::Expr,
        quals: &[Qualifier],
        env: &Env,
        pos: Pos,
    ) -> R<Expr> {
        let comp = Comp {
            is_bin,
            template,
            pos,
        };
        let acc = is_bin.then(|| Atomic::Lit(Literal::Binary(vec![])));
        self.comp_rest(&comp, quals, &mut env.clone(), acc, &Cont::Done)
    }

    fn cont_expr(&self, comp: &Comp, k: &Cont, acc: Option<Atomic>) -> Expr {
        match k {
            Cont::Done => match acc {
                Some(a) if comp.is_bin => Expr::Atomic(a),
                _ => Expr::Atomic(Atomic::Lit(Literal::Nil)),
            },
            Cont::Call {
                name,
                arity,
                tail,
                captured,
            } => {
                let mut args = vec![tail.clone()];
                args.extend(acc);
                args.extend(captured.iter().cloned());
                Expr::Call {
                    target: CallTarget::Local(name.clone(), *arity),
                    args,
                    pos: comp.pos,
                }
            }
        }
    }

    /// The remaining qualifiers, then the template, in the current function.
    fn comp_rest(
        &mut self,
        comp: &Comp,
        quals: &[Qualifier],
        env: &mut Env,
        acc: Option<Atomic>,
        k: &Cont,
    ) -> R<Expr> {
        let Some((q, rest)) = quals.split_first() else {
            return self.comp_template(comp, env, acc, k);
        };
        match q {
            Qualifier::Filter(f) => {
                let records = &self.records;
                let guard_like = is_guard_expr(f, &|r| records.contains_key(r))
                    || self.is_old_type_test_filter(f);
                let pos = f.pos;
                if guard_like {
                    let guard = self.guard(&[], &[vec![f.clone()]], env)?;
                    let yes = self.comp_rest(comp, rest, &mut env.clone(), acc.clone(), k)?;
                    let Some(guard) = guard else { return Ok(yes) };
                    let no = self.cont_expr(comp, k, acc);
                    return Ok(Expr::Case {
                        args: vec![],
                        clauses: vec![
                            Clause {
                                pats: vec![],
                                guard: Some(guard),
                                body: yes,
                                pos,
                            },
                            Clause {
                                pats: vec![],
                                guard: None,
                                body: no,
                                pos,
                            },
                        ],
                        fail: CaseFail::Unreachable,
                        pos,
                    });
                }
                let mut b = Vec::new();
                let fv = self.atomic(f, env, &mut b)?;
                let yes = self.comp_rest(comp, rest, env, acc.clone(), k)?;
                let no = self.cont_expr(comp, k, acc);
                let x = self.temp();
                let bad = self.raise_error_tuple("bad_filter", Atomic::Var(x), pos);
                let case = Expr::Case {
                    pos,
                    args: vec![fv],
                    clauses: vec![
                        Clause {
                            pats: vec![Pattern::Lit(super::lit_atom("true"))],
                            guard: None,
                            body: yes,
                            pos,
                        },
                        Clause {
                            pats: vec![Pattern::Lit(super::lit_atom("false"))],
                            guard: None,
                            body: no,
                            pos,
                        },
                        Clause {
                            pats: vec![Pattern::Var(x)],
                            guard: None,
                            body: bad,
                            pos,
                        },
                    ],
                    fail: CaseFail::Unreachable,
                };
                Ok(wrap(b, case))
            }
            Qualifier::Generator(p, l) | Qualifier::BinGenerator(p, l) => {
                let is_bin_gen = matches!(q, Qualifier::BinGenerator(..));
                let mut b = Vec::new();
                let lv = self.atomic(l, env, &mut b)?;
                let call = self.generator(comp, is_bin_gen, p, rest, env, lv, acc, k)?;
                Ok(wrap(b, call))
            }
        }
    }

    /// The innermost step: add the template's value to the result, then go on with `k`.
    fn comp_template(
        &mut self,
        comp: &Comp,
        env: &mut Env,
        acc: Option<Atomic>,
        k: &Cont,
    ) -> R<Expr> {
        let mut b = Vec::new();
        if !comp.is_bin {
            let e = self.atomic(comp.template, env, &mut b)?;
            let next = self.cont_expr(comp, k, None);
            let tail = self.bind(next, &mut b);
            let site = self.site(SiteKind::Cons, comp.template.pos);
            return Ok(wrap(
                b,
                Expr::Cons {
                    site,
                    head: e,
                    tail,
                },
            ));
        }
        let mut segments = Vec::new();
        if let Some(a) = acc {
            segments.push(BinSegment {
                value: a,
                size: None,
                spec: BITSTRING,
            });
        }
        match &comp.template.kind {
            ExprKind::Binary(els) => self.bin_segments(els, env, &mut b, &mut segments)?,
            _ => {
                let value = self.atomic(comp.template, env, &mut b)?;
                segments.push(BinSegment {
                    value,
                    size: None,
                    spec: BITSTRING,
                });
            }
        }
        let site = self.site(SiteKind::Binary, comp.template.pos);
        let bin = self.bind(Expr::Binary { site, segments }, &mut b);
        let next = self.cont_expr(comp, k, Some(bin));
        Ok(wrap(b, next))
    }

    /// Lifts the loop of generator `p <- lv` (or `p <= lv`) and returns the call starting it.
    #[allow(clippy::too_many_arguments)]
    fn generator(
        &mut self,
        comp: &Comp,
        is_bin_gen: bool,
        p: &ast::Expr,
        rest: &[Qualifier],
        env: &Env,
        lv: Atomic,
        acc: Option<Atomic>,
        k: &Cont,
    ) -> R<Expr> {
        let mut scan = NameScan::default();
        scan.expr(p);
        scan.quals(rest);
        scan.expr(comp.template);
        let named = Self::captures(env, &scan, None);
        let name = self.lifted_name(if comp.is_bin { "lbc" } else { "lc" });
        let (k_name, k_arity, k_atoms) = match k {
            Cont::Done => (None, 0, Vec::new()),
            Cont::Call {
                name,
                arity,
                tail,
                captured,
            } => {
                let mut atoms = vec![tail.clone()];
                atoms.extend(captured.iter().cloned());
                (Some(name.clone()), *arity, atoms)
            }
        };

        // Outer call arguments: list, accumulator, captured variables, continuation variables.
        let mut outer_args = vec![lv];
        outer_args.extend(acc.clone());
        outer_args.extend(named.iter().map(|(_, v)| Atomic::Var(*v)));
        outer_args.extend(
            k_atoms
                .iter()
                .filter(|a| matches!(a, Atomic::Var(_)))
                .cloned(),
        );

        let saved = std::mem::take(&mut self.f);
        let list = self.temp();
        let accp = comp.is_bin.then(|| self.var("_@acc"));
        let mut inner = Env::default();
        let mut self_params: Vec<VarId> = Vec::new();
        for (n, _) in &named {
            let v = self.var(n);
            inner.bind(n, v);
            self_params.push(v);
        }
        let inner_k_atoms: Vec<Atomic> = k_atoms
            .iter()
            .map(|a| match a {
                Atomic::Var(_) => {
                    let v = self.temp();
                    self_params.push(v);
                    Atomic::Var(v)
                }
                lit => lit.clone(),
            })
            .collect();
        let mut params = vec![list];
        params.extend(accp);
        params.extend(&self_params);
        let arity = params.len() as u32;
        let inner_k = match k_name {
            None => Cont::Done,
            Some(kn) => {
                let mut it = inner_k_atoms.into_iter();
                let tail = it.next().unwrap_or(Atomic::Lit(Literal::Nil));
                Cont::Call {
                    name: kn,
                    arity: k_arity,
                    tail,
                    captured: it.collect(),
                }
            }
        };
        let self_free: Vec<Atomic> = self_params.iter().map(|&v| Atomic::Var(v)).collect();
        let self_call = |tail: VarId| Cont::Call {
            name: name.clone(),
            arity,
            tail: Atomic::Var(tail),
            captured: self_free.clone(),
        };
        let acc_in = accp.map(Atomic::Var);

        let mut cx = PatCtx::new(true);
        let pos = p.pos;
        let mut clauses = Vec::new();
        let tl = self.temp();
        let (match_pat, skip_pat) = if is_bin_gen {
            let ExprKind::Binary(els) = &p.kind else {
                return Err(self.err(p.pos, "binary generator pattern must be a binary"));
            };
            let mut segs = self.bin_pattern_segs(els, &inner, &mut cx)?;
            let can_fail = !cx.tests.is_empty()
                || segs
                    .iter()
                    .any(|s| !matches!(s.pat, Pattern::Var(_) | Pattern::Wildcard));
            let skip = can_fail.then(|| self.skip_segments(&segs));
            segs.push(BinSegPattern {
                pat: Pattern::Var(tl),
                size: None,
                spec: BITSTRING,
            });
            (Pattern::Binary(segs), skip)
        } else {
            let pp = self.pattern(p, &inner, &mut cx)?;
            let can_fail =
                !cx.tests.is_empty() || !matches!(pp, Pattern::Var(_) | Pattern::Wildcard);
            let pat = Pattern::Cons(Box::new(pp), Box::new(Pattern::Var(tl)));
            (pat, can_fail.then(Vec::new))
        };
        let mut body_env = inner.clone();
        for (n, v) in &cx.bound {
            body_env.bind(n, *v);
        }
        let guard = self.guard(&cx.tests, &[], &body_env)?;
        let body = self.comp_rest(comp, rest, &mut body_env, acc_in.clone(), &self_call(tl))?;
        clauses.push(Clause {
            pats: vec![match_pat],
            guard,
            body,
            pos,
        });
        if let Some(skip_segs) = skip_pat {
            let tl2 = self.temp();
            let pat = if is_bin_gen {
                let mut segs = skip_segs;
                segs.push(BinSegPattern {
                    pat: Pattern::Var(tl2),
                    size: None,
                    spec: BITSTRING,
                });
                Pattern::Binary(segs)
            } else {
                Pattern::Cons(Box::new(Pattern::Wildcard), Box::new(Pattern::Var(tl2)))
            };
            let body = self.cont_expr(comp, &self_call(tl2), acc_in.clone());
            clauses.push(Clause {
                pats: vec![pat],
                guard: None,
                body,
                pos,
            });
        }
        let end_pat = if is_bin_gen {
            Pattern::Binary(vec![BinSegPattern {
                pat: Pattern::Wildcard,
                size: None,
                spec: BITSTRING,
            }])
        } else {
            Pattern::Lit(Literal::Nil)
        };
        let end = self.cont_expr(comp, &inner_k, acc_in);
        clauses.push(Clause {
            pats: vec![end_pat],
            guard: None,
            body: end,
            pos,
        });
        let x = self.temp();
        let bad = self.raise_error_tuple("bad_generator", Atomic::Var(x), pos);
        clauses.push(Clause {
            pats: vec![Pattern::Var(x)],
            guard: None,
            body: bad,
            pos,
        });
        let body = Expr::Case {
            args: vec![Atomic::Var(list)],
            clauses,
            fail: CaseFail::Unreachable,
            pos,
        };
        self.finish_lifted(name.clone(), params, body, saved, comp.pos, 0);
        Ok(Expr::Call {
            target: CallTarget::Local(name, arity),
            args: outer_args,
            pos: comp.pos,
        })
    }

    /// The segments of a binary generator's "skip one element" clause: same sizes and types,
    /// but no literal values to match (variables stay, renamed, when later sizes use them).
    fn skip_segments(&mut self, segs: &[BinSegPattern]) -> Vec<BinSegPattern> {
        let mut renamed: HashMap<VarId, VarId> = HashMap::new();
        segs.iter()
            .map(|s| {
                let pat = match &s.pat {
                    Pattern::Var(v) => {
                        let name = self
                            .f
                            .var_names
                            .get(*v as usize)
                            .cloned()
                            .unwrap_or_default();
                        let nv = self.var(&name);
                        renamed.insert(*v, nv);
                        Pattern::Var(nv)
                    }
                    _ => Pattern::Wildcard,
                };
                let size = match &s.size {
                    Some(Atomic::Var(v)) => {
                        Some(Atomic::Var(renamed.get(v).copied().unwrap_or(*v)))
                    }
                    other => other.clone(),
                };
                BinSegPattern {
                    pat,
                    size,
                    spec: s.spec,
                }
            })
            .collect()
    }
}
