//! Records: tuples tagged with the record name, fields in definition order.

use super::pattern::{tuple_pat, PatCtx};
use super::scope::Env;
use super::{atom, lit_atom, Bind, Lowerer, R};
use crate::ir::{Atomic, CaseFail, Clause, Expr, Pattern};
use triheap_syntax::ast::{self, Pos};

impl<'a> Lowerer<'a> {
    pub(crate) fn record_def(&self, pos: Pos, name: &str) -> R<&'a ast::RecordDef> {
        self.records
            .get(name)
            .copied()
            .ok_or_else(|| self.err(pos, format!("record {name} undefined")))
    }

    /// 0-based index of `field` among the fields of record `name`.
    pub(crate) fn field_index(&self, pos: Pos, name: &str, field: &str) -> R<usize> {
        let def = self.record_def(pos, name)?;
        def.fields
            .iter()
            .position(|f| f.name == field)
            .ok_or_else(|| self.err(pos, format!("field {field} undefined in record {name}")))
    }

    /// Checks the field names of `#name{...}` and returns the index of each given field.
    fn check_fields<T>(
        &self,
        pos: Pos,
        name: &str,
        fields: &[(String, T)],
    ) -> R<Vec<Option<usize>>> {
        fields
            .iter()
            .map(|(f, _)| {
                if f == "_" {
                    Ok(None)
                } else {
                    self.field_index(pos, name, f).map(Some)
                }
            })
            .collect()
    }

    /// `#name{f = E, ...}`: given fields, else the `_ = E` value, else the default (evaluated
    /// here, with no variables in scope), else `undefined`.
    pub(crate) fn record_new(
        &mut self,
        pos: Pos,
        name: &str,
        fields: &[(String, ast::Expr)],
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let def = self.record_def(pos, name)?;
        let idx = self.check_fields(pos, name, fields)?;
        let rest = fields.iter().find(|(f, _)| f == "_").map(|(_, e)| e);
        let mut rest_val = None;
        let mut elems = vec![atom(name)];
        for (i, fd) in def.fields.iter().enumerate() {
            let given = idx.iter().position(|&j| j == Some(i)).map(|k| &fields[k].1);
            let v = match (given, rest, &fd.default) {
                (Some(e), _, _) => self.atomic(e, env, b)?,
                (None, Some(e), _) => match &rest_val {
                    Some(v) => Atomic::clone(v),
                    None => {
                        let v = self.atomic(e, env, b)?;
                        rest_val = Some(v.clone());
                        v
                    }
                },
                (None, None, Some(d)) => {
                    let saved = std::mem::replace(&mut self.in_guard, false);
                    let v = self.atomic(d, &mut Env::default(), b);
                    self.in_guard = saved;
                    v?
                }
                (None, None, None) => atom("undefined"),
            };
            elems.push(v);
        }
        Ok(self.tuple(elems, pos))
    }

    /// The record-type check `case R of {name, F1, ..., Fn} -> body(Fs); _ -> error({badrecord, R})`.
    fn record_case(
        &mut self,
        pos: Pos,
        rec: Atomic,
        name: &str,
        fields: Vec<Pattern>,
        body: Expr,
    ) -> Expr {
        let mut pats = vec![Pattern::Lit(lit_atom(name))];
        pats.extend(fields);
        // Erlang/OTP 25 reports the offending term: `{badrecord, R}`.
        let reason = self.var("_@badrecord");
        let bad = self.tuple(vec![Atomic::Lit(lit_atom("badrecord")), rec.clone()], pos);
        let raise = Expr::Let {
            vars: vec![reason],
            value: Box::new(bad),
            body: Box::new(Expr::Raise {
                class: atom("error"),
                reason: Atomic::Var(reason),
                trace: None,
                pos,
            }),
        };
        Expr::Case {
            pos,
            args: vec![rec],
            clauses: vec![
                Clause {
                    pats: vec![Pattern::Tuple(pats)],
                    guard: None,
                    body,
                    pos,
                },
                Clause {
                    pats: vec![Pattern::Wildcard],
                    guard: None,
                    body: raise,
                    pos,
                },
            ],
            fail: CaseFail::Unreachable,
        }
    }

    /// `R#name.field`
    pub(crate) fn record_field(
        &mut self,
        pos: Pos,
        r: &ast::Expr,
        name: &str,
        field: &str,
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let i = self.field_index(pos, name, field)?;
        let n = self.record_def(pos, name)?.fields.len();
        let rec = self.atomic(r, env, b)?;
        let x = self.var(&format!("_@{field}"));
        let pats = (0..n)
            .map(|j| {
                if j == i {
                    Pattern::Var(x)
                } else {
                    Pattern::Wildcard
                }
            })
            .collect();
        Ok(self.record_case(pos, rec, name, pats, Expr::Atomic(Atomic::Var(x))))
    }

    /// `R#name{f = E, ...}`: a new tuple with the untouched fields copied.
    pub(crate) fn record_update(
        &mut self,
        pos: Pos,
        r: &ast::Expr,
        name: &str,
        fields: &[(String, ast::Expr)],
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let n = self.record_def(pos, name)?.fields.len();
        let idx = self.check_fields(pos, name, fields)?;
        if idx.contains(&None) {
            return Err(self.err(pos, "illegal use of '_' in record update"));
        }
        let rec = self.atomic(r, env, b)?;
        let mut new: Vec<Option<Atomic>> = vec![None; n];
        for ((_, e), i) in fields.iter().zip(&idx) {
            let v = self.atomic(e, env, b)?;
            if let Some(i) = i {
                new[*i] = Some(v);
            }
        }
        let mut pats = Vec::with_capacity(n);
        let mut elems = vec![atom(name)];
        for (i, v) in new.into_iter().enumerate() {
            match v {
                Some(v) => {
                    pats.push(Pattern::Wildcard);
                    elems.push(v);
                }
                None => {
                    let fname = self.record_def(pos, name)?.fields[i].name.clone();
                    let x = self.var(&format!("_@{fname}"));
                    pats.push(Pattern::Var(x));
                    elems.push(Atomic::Var(x));
                }
            }
        }
        let body = self.tuple(elems, pos);
        Ok(self.record_case(pos, rec, name, pats, body))
    }

    /// `#name{f = P, ...}` as a pattern: a tuple with `_` (or the `_ = P` pattern) elsewhere.
    pub(crate) fn record_pattern(
        &mut self,
        pos: Pos,
        name: &str,
        fields: &[(String, ast::Expr)],
        env: &Env,
        cx: &mut PatCtx,
    ) -> R<Pattern> {
        let n = self.record_def(pos, name)?.fields.len();
        let idx = self.check_fields(pos, name, fields)?;
        let rest = fields.iter().find(|(f, _)| f == "_").map(|(_, e)| e);
        let mut pats = vec![Pattern::Lit(lit_atom(name))];
        for i in 0..n {
            let p = match idx.iter().position(|&j| j == Some(i)) {
                Some(k) => self.pattern(&fields[k].1, env, cx)?,
                None => match rest {
                    Some(e) => self.pattern(e, env, cx)?,
                    None => Pattern::Wildcard,
                },
            };
            pats.push(p);
        }
        Ok(tuple_pat(pats))
    }
}
