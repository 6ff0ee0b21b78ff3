//! The match head of a fun2ms clause (OTP's `transform_head`/`th`): variables become
//! `'$N'`, a top-level `Var = Pattern` binds `Var` to `'$_'`, records become tuples with
//! `'_'` for the fields not named.

use super::{atom, tuple, w, walk, Bindings, Ctx};
use crate::ast::{Expr, ExprKind, Pos};
use crate::Diagnostic;

impl Ctx<'_> {
    pub(super) fn transform_head(&self, p: &Expr, b: &mut Bindings) -> Result<Expr, Diagnostic> {
        let mut head = match &p.kind {
            ExprKind::Match(l, r) => match (&l.kind, &r.kind) {
                (ExprKind::Var(v), _) => {
                    b.bind_as(v, "$_");
                    (**r).clone()
                }
                (_, ExprKind::Var(v)) => {
                    b.bind_as(v, "$_");
                    (**l).clone()
                }
                _ => p.clone(),
            },
            _ => p.clone(),
        };
        self.th(&mut head, b)?;
        Ok(head)
    }

    fn th(&self, e: &mut Expr, b: &mut Bindings) -> Result<(), Diagnostic> {
        match &mut e.kind {
            ExprKind::Record(name, fields) => {
                let (name, fields) = (name.clone(), std::mem::take(fields));
                *e = self.head_record(&name, fields, e.pos, b)?;
                Ok(())
            }
            ExprKind::Match(..) => Err(self.err(
                e.pos,
                "in fun head, only matching (=) on toplevel can be translated into match_spec",
            )),
            ExprKind::Atom(a) if dollar_number(a) => Err(self.err(
                e.pos,
                format!(
                    "fun head contains atom {}, which conflics with reserved atoms in \
                     match_spec heads",
                    w(a)
                ),
            )),
            ExprKind::Var(v) => {
                let t = b.bind(v);
                e.kind = ExprKind::Atom(t);
                Ok(())
            }
            ExprKind::Binary(elems) => {
                if let Some(el) = elems
                    .iter()
                    .find(|el| matches!(el.value.kind, ExprKind::Var(_)))
                {
                    let ExprKind::Var(v) = &el.value.kind else {
                        return Ok(());
                    };
                    return Err(self.err(
                        el.value.pos,
                        format!(
                            "fun head contains bit syntax matching of variable {}, which \
                             cannot be translated into match_spec",
                            w(v)
                        ),
                    ));
                }
                walk::children(e, &mut |c| self.th(c, b))
            }
            ExprKind::Map(assocs) => {
                // `K := V` in a head becomes `K => V` in the specification.
                for a in assocs.iter_mut() {
                    a.exact = false;
                }
                walk::children(e, &mut |c| self.th(c, b))
            }
            _ => walk::children(e, &mut |c| self.th(c, b)),
        }
    }

    fn head_record(
        &self,
        name: &str,
        fields: Vec<(String, Expr)>,
        pos: Pos,
        b: &mut Bindings,
    ) -> Result<Expr, Diagnostic> {
        // OTP folds the fields into a list in reverse order; the checks below see that order.
        let mut keys: Vec<(String, Expr)> = Vec::new();
        let mut defaults = Vec::new();
        for (k, mut v) in fields {
            self.th(&mut v, b)?;
            if k == "_" {
                defaults.push(v);
            } else {
                keys.insert(0, (k, v));
            }
        }
        if defaults.len() > 1 {
            return Err(self.err(
                pos,
                format!(
                    "fun head contains already defined field '_' in record type {}",
                    w(name)
                ),
            ));
        }
        // The last `_ = V` of the source is the one OTP's keysearch finds first.
        let default = defaults.pop().unwrap_or_else(|| atom("_", pos));
        let Some(def) = self.record(name) else {
            return Err(self.err(
                pos,
                format!("fun head contains unknown record type {}", w(name)),
            ));
        };
        self.check_fields(name, &keys, def, pos, "head")?;
        let mut items = vec![atom(name, pos)];
        for (f, _) in def {
            let v = keys.iter().find(|(k, _)| k == f).map(|(_, v)| v.clone());
            items.push(v.unwrap_or_else(|| default.clone()));
        }
        Ok(tuple(items, pos))
    }

    /// OTP's `check_multi_field` then `check_undef_field`, over `keys` in OTP's order.
    pub(super) fn check_fields(
        &self,
        name: &str,
        keys: &[(String, Expr)],
        def: &[(String, Option<Expr>)],
        pos: Pos,
        part: &str,
    ) -> Result<(), Diagnostic> {
        for (i, (k, _)) in keys.iter().enumerate() {
            if keys[i + 1..].iter().any(|(k2, _)| k2 == k) {
                return Err(self.err(
                    pos,
                    format!(
                        "fun {part} contains already defined field {} in record type {}",
                        w(k),
                        w(name)
                    ),
                ));
            }
        }
        for (k, _) in keys {
            if !def.iter().any(|(f, _)| f == k) {
                return Err(self.err(
                    pos,
                    format!(
                        "fun {part} contains reference to unknown field {} in record type {}",
                        w(k),
                        w(name)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// `'$1'`, `'$-2'`...: atoms that `list_to_integer` accepts after the `$`.
fn dollar_number(a: &str) -> bool {
    let Some(rest) = a.strip_prefix('$') else {
        return false;
    };
    let digits = rest.strip_prefix(['+', '-']).unwrap_or(rest);
    !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit())
}
