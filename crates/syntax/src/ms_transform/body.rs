//! Guards and bodies of a fun2ms clause (OTP's `tg`): operators and guard BIFs become
//! `{Op, Args...}` tuples, tuples are wrapped as `{{...}}`, head variables become their
//! `'$N'` and other variables are imported as `{const, Var}`.

use super::const_eval::partial_eval;
use super::{atom, list, mk, tuple, w, Bindings, Ctx};
use crate::ast::{Expr, ExprKind, Pos};
use crate::Diagnostic;

#[derive(Clone, Copy, PartialEq)]
enum Part {
    Guard,
    Body,
}

impl Part {
    fn name(self) -> &'static str {
        match self {
            Part::Guard => "guard",
            Part::Body => "body",
        }
    }
}

impl Ctx<'_> {
    pub(super) fn guard_list(
        &self,
        g: &[Expr],
        b: &Bindings,
        pos: Pos,
    ) -> Result<Expr, Diagnostic> {
        let items = g
            .iter()
            .map(|e| self.tg(&old_guard_test(e), b, Part::Guard))
            .collect::<Result<_, _>>()?;
        Ok(list(items, pos))
    }

    pub(super) fn body_list(
        &self,
        body: &[Expr],
        b: &Bindings,
        pos: Pos,
    ) -> Result<Expr, Diagnostic> {
        let items = body
            .iter()
            .map(|e| self.tg(e, b, Part::Body))
            .collect::<Result<_, _>>()?;
        Ok(list(items, pos))
    }

    fn tgs(&self, es: &[Expr], b: &Bindings, p: Part) -> Result<Vec<Expr>, Diagnostic> {
        es.iter().map(|e| self.tg(e, b, p)).collect()
    }

    fn tg(&self, e: &Expr, b: &Bindings, p: Part) -> Result<Expr, Diagnostic> {
        let pos = e.pos;
        let part = p.name();
        Ok(match &e.kind {
            ExprKind::Match(..) => return Err(self.err(
                pos,
                match p {
                    Part::Guard => {
                        "fun with guard matching ('=' in guard) is illegal as match_spec as well"
                    }
                    Part::Body => "fun with body matching ('=' in body) is illegal as match_spec",
                },
            )),
            ExprKind::BinOp(op, l, r) => match partial_eval(e) {
                Some(v) => mk(v, pos),
                None => tuple(
                    vec![atom(op, pos), self.tg(l, b, p)?, self.tg(r, b, p)?],
                    pos,
                ),
            },
            ExprKind::UnOp(op, a) => match partial_eval(e) {
                Some(v) => mk(v, pos),
                None => tuple(vec![atom(op, pos), self.tg(a, b, p)?], pos),
            },
            ExprKind::Call(callee, args) => self.call(e, callee, args, b, p)?,
            ExprKind::Cons(h, t) => mk(
                ExprKind::Cons(Box::new(self.tg(h, b, p)?), Box::new(self.tg(t, b, p)?)),
                pos,
            ),
            ExprKind::Nil | ExprKind::Integer(_) | ExprKind::Float(_) | ExprKind::String(_) => {
                e.clone()
            }
            ExprKind::Tuple(es) => tuple(vec![tuple(self.tgs(es, b, p)?, pos)], pos),
            ExprKind::Atom(a) if a.starts_with('$') => {
                tuple(vec![atom("const", pos), e.clone()], pos)
            }
            ExprKind::Atom(_) => e.clone(),
            ExprKind::Var(v) => match b.lookup(v) {
                Some(t) => atom(t, pos),
                None => tuple(vec![atom("const", pos), e.clone()], pos),
            },
            ExprKind::RecordField(obj, rname, fname) => {
                let def = self.known_record(rname, pos, part)?;
                let Some(i) = def.iter().position(|(f, _)| f == fname) else {
                    return Err(self.bad_field(rname, fname, pos, part));
                };
                let obj = self.tg(obj, b, p)?;
                tuple(vec![atom("element", pos), int(i + 2, pos), obj], pos)
            }
            ExprKind::Record(rname, fields) => self.make_record(rname, fields, pos, b, p)?,
            ExprKind::RecordIndex(rname, fname) => {
                let def = self.known_record(rname, pos, part)?;
                let Some(i) = def.iter().position(|(f, _)| f == fname) else {
                    return Err(self.bad_field(rname, fname, pos, part));
                };
                int(i + 2, pos)
            }
            ExprKind::RecordUpdate(base, rname, fields)
                if matches!(base.kind, ExprKind::Var(_)) =>
            {
                self.update_record(base, rname, fields, pos, b, p)?
            }
            ExprKind::Binary(elems) => {
                let mut out = Vec::with_capacity(elems.len());
                for el in elems {
                    if let ExprKind::Var(v) = &el.value.kind {
                        if b.lookup(v).is_some() {
                            return Err(self.err(
                                el.value.pos,
                                format!(
                                    "bit syntax construction with variable {} (in {part}) \
                                     cannot be translated into match_spec",
                                    w(v)
                                ),
                            ));
                        }
                        // An outer variable: kept as it is, its value is built at run time.
                        out.push(el.clone());
                        continue;
                    }
                    let mut el = el.clone();
                    el.value = self.tg(&el.value, b, p)?;
                    if let Some(s) = &el.size {
                        el.size = Some(self.tg(s, b, p)?);
                    }
                    out.push(el);
                }
                mk(ExprKind::Binary(out), pos)
            }
            ExprKind::Map(assocs) => {
                let mut out = Vec::with_capacity(assocs.len());
                for a in assocs {
                    if a.exact {
                        return Err(self.element_err("map_field_exact", a.key.pos, part));
                    }
                    let mut a = a.clone();
                    a.key = self.tg(&a.key, b, p)?;
                    a.value = self.tg(&a.value, b, p)?;
                    out.push(a);
                }
                mk(ExprKind::Map(out), pos)
            }
            other => return Err(self.element_err(element_name(other), pos, part)),
        })
    }

    fn call(
        &self,
        e: &Expr,
        callee: &Expr,
        args: &[Expr],
        b: &Bindings,
        p: Part,
    ) -> Result<Expr, Diagnostic> {
        let pos = e.pos;
        let part = p.name();
        let n = args.len();
        match &callee.kind {
            ExprKind::Atom(f) if f == "bindings" && n == 0 => Ok(atom("$*", callee.pos)),
            ExprKind::Atom(f) if f == "object" && n == 0 => Ok(atom("$_", callee.pos)),
            ExprKind::Atom(f)
                if f == "is_record"
                    && matches!(
                        args,
                        [
                            _,
                            Expr {
                                kind: ExprKind::Atom(_),
                                ..
                            }
                        ]
                    ) =>
            {
                let obj = self.tg(&args[0], b, p)?;
                let ExprKind::Atom(rname) = &args[1].kind else {
                    return Ok(e.clone());
                };
                let Some(def) = self.record(rname) else {
                    return Err(self.bad_record(rname, args[1].pos, part));
                };
                Ok(tuple(
                    vec![
                        atom(f, callee.pos),
                        obj,
                        args[1].clone(),
                        int(def.len() + 1, args[1].pos),
                    ],
                    pos,
                ))
            }
            ExprKind::Atom(f) => {
                if !is_ms_function(f, n, p) {
                    return Err(self.err(
                        pos,
                        format!(
                            "fun containing the local function call '{}/{n}' (called in {part}) \
                             cannot be translated into match_spec",
                            w(f)
                        ),
                    ));
                }
                let mut items = vec![atom(f, callee.pos)];
                items.extend(self.tgs(args, b, p)?);
                Ok(tuple(items, pos))
            }
            ExprKind::Remote(m, f) => match (&m.kind, &f.kind) {
                (ExprKind::Atom(m), ExprKind::Atom(fname)) if m == "erlang" => {
                    if !is_imported_from_erlang(fname, n) {
                        return Err(self.remote_err(m, fname, n, pos, part));
                    }
                    let local = match (is_operator(fname, n), args) {
                        (true, [a1, a2]) => ExprKind::BinOp(
                            fname.clone(),
                            Box::new(a1.clone()),
                            Box::new(a2.clone()),
                        ),
                        (true, [a1]) => ExprKind::UnOp(fname.clone(), Box::new(a1.clone())),
                        _ => ExprKind::Call(Box::new((**f).clone()), args.to_vec()),
                    };
                    // OTP gives the rewritten operator the position of the function name.
                    let at = if is_operator(fname, n) { f.pos } else { pos };
                    self.tg(&mk(local, at), b, p)
                }
                (ExprKind::Atom(m), ExprKind::Atom(fname)) => {
                    Err(self.remote_err(m, fname, n, pos, part))
                }
                _ => Err(self.element_err("call", pos, part)),
            },
            _ => Err(self.element_err("call", pos, part)),
        }
    }

    /// `#r{f = V, _ = D}` in a guard or body: a tuple with each field's value, the `_`
    /// value or the declared default.
    fn make_record(
        &self,
        rname: &str,
        fields: &[(String, Expr)],
        pos: Pos,
        b: &Bindings,
        p: Part,
    ) -> Result<Expr, Diagnostic> {
        let part = p.name();
        let mut keys: Vec<(String, Expr)> = Vec::new();
        let mut defaults = Vec::new();
        for (k, v) in fields {
            let v = self.tg(v, b, p)?;
            if k == "_" {
                defaults.push(v);
            } else {
                keys.insert(0, (k.clone(), v));
            }
        }
        if defaults.len() > 1 {
            return Err(self.err(
                pos,
                format!(
                    "fun {part} contains already defined field '_' in record type {}",
                    w(rname)
                ),
            ));
        }
        let overridden = defaults.pop();
        // A declared default is inserted as written, as OTP does.
        self.record_tuple(rname, &keys, pos, part, |_, declared| {
            overridden
                .clone()
                .or_else(|| declared.clone())
                .unwrap_or_else(|| atom("undefined", pos))
        })
    }

    /// The match-spec tuple `{{r, V1, ...}}` of record `rname`: the value of each field named
    /// in `keys`, `missing(index, declared default)` for the others.
    fn record_tuple(
        &self,
        rname: &str,
        keys: &[(String, Expr)],
        pos: Pos,
        part: &str,
        missing: impl Fn(usize, &Option<Expr>) -> Expr,
    ) -> Result<Expr, Diagnostic> {
        let def = self.known_record(rname, pos, part)?;
        let mut items = vec![atom(rname, pos)];
        for (i, (f, declared)) in def.iter().enumerate() {
            let v = match keys.iter().find(|(k, _)| k == f) {
                Some((_, v)) => v.clone(),
                None => missing(i, declared),
            };
            items.push(v);
        }
        self.check_fields(rname, keys, def, pos, part)?;
        Ok(tuple(vec![tuple(items, pos)], pos))
    }

    /// `Var#r{f = V}`: the fields not named are `{element, N, Var}`.
    fn update_record(
        &self,
        base: &Expr,
        rname: &str,
        fields: &[(String, Expr)],
        pos: Pos,
        b: &Bindings,
        p: Part,
    ) -> Result<Expr, Diagnostic> {
        let part = p.name();
        let var = self.tg(base, b, p)?;
        let mut keys: Vec<(String, Expr)> = Vec::new();
        for (k, v) in fields {
            let v = self.tg(v, b, p)?;
            if k == "_" {
                // OTP throws an error code without a message here.
                return Err(self.err(pos, "Unknown error code 7"));
            }
            keys.insert(0, (k.clone(), v));
        }
        self.record_tuple(rname, &keys, pos, part, |i, _| {
            tuple(
                vec![atom("element", base.pos), int(i + 2, base.pos), var.clone()],
                base.pos,
            )
        })
    }

    fn known_record(
        &self,
        rname: &str,
        pos: Pos,
        part: &str,
    ) -> Result<&[(String, Option<Expr>)], Diagnostic> {
        self.record(rname)
            .ok_or_else(|| self.bad_record(rname, pos, part))
    }

    fn bad_record(&self, rname: &str, pos: Pos, part: &str) -> Diagnostic {
        self.err(
            pos,
            format!("fun {part} contains unknown record type {}", w(rname)),
        )
    }

    fn bad_field(&self, rname: &str, fname: &str, pos: Pos, part: &str) -> Diagnostic {
        self.err(
            pos,
            format!(
                "fun {part} contains reference to unknown field {} in record type {}",
                w(fname),
                w(rname)
            ),
        )
    }

    fn remote_err(&self, m: &str, f: &str, n: usize, pos: Pos, part: &str) -> Diagnostic {
        self.err(
            pos,
            format!(
                "fun containing the remote function call '{}:{}/{n}' (called in {part}) \
                 cannot be translated into match_spec",
                w(m),
                w(f)
            ),
        )
    }

    fn element_err(&self, what: &str, pos: Pos, part: &str) -> Diagnostic {
        self.err(
            pos,
            format!("the language element {what} (in {part}) cannot be translated into match_spec"),
        )
    }
}

fn int(n: usize, pos: Pos) -> Expr {
    mk(ExprKind::Integer(n.into()), pos)
}

/// OTP's `guard_top_trans`: an old-style type test at the top of a guard gets its `is_` name.
fn old_guard_test(e: &Expr) -> Expr {
    if let ExprKind::Call(callee, args) = &e.kind {
        if let ExprKind::Atom(f) = &callee.kind {
            let new = match (f.as_str(), args.len()) {
                ("atom", 1) => "is_atom",
                ("float", 1) => "is_float",
                ("integer", 1) => "is_integer",
                ("list", 1) => "is_list",
                ("number", 1) => "is_number",
                ("pid", 1) => "is_pid",
                ("port", 1) => "is_port",
                ("reference", 1) => "is_reference",
                ("tuple", 1) => "is_tuple",
                ("binary", 1) => "is_binary",
                ("function", 1) => "is_function",
                ("record", 2) => "is_record",
                _ => return e.clone(),
            };
            let callee = atom(new, callee.pos);
            return mk(ExprKind::Call(Box::new(callee), args.clone()), e.pos);
        }
    }
    e.clone()
}

/// The name OTP's message gives an expression that has no translation.
fn element_name(k: &ExprKind) -> &'static str {
    match k {
        ExprKind::ListComp(..) => "list comprehension",
        ExprKind::BinComp(..) => "binary comprehension",
        ExprKind::Block(_) => "begin/end block",
        ExprKind::If(_) => "if",
        ExprKind::Case(..) => "case",
        ExprKind::Receive(..) => "receive",
        ExprKind::Try { .. } => "try",
        ExprKind::Catch(_) => "catch",
        ExprKind::Match(..) => "match (=)",
        ExprKind::Remote(..) => "external function call",
        ExprKind::Fun(Some(_), _) => "named_fun",
        ExprKind::Fun(None, _) | ExprKind::FunRef(..) | ExprKind::FunRemote(..) => "fun",
        ExprKind::RecordUpdate(..) => "record",
        ExprKind::MapUpdate(..) => "map",
        _ => "call",
    }
}

fn bool_test(f: &str, n: usize) -> bool {
    matches!(
        (f, n),
        (
            "is_atom"
                | "is_float"
                | "is_integer"
                | "is_list"
                | "is_number"
                | "is_pid"
                | "is_port"
                | "is_reference"
                | "is_tuple"
                | "is_map"
                | "is_binary"
                | "is_function",
            1
        ) | ("is_map_key" | "is_record", 2)
            | ("is_seq_trace", 0)
    )
}

fn guard_function(f: &str, n: usize) -> bool {
    matches!(
        (f, n),
        (
            "abs"
                | "hd"
                | "length"
                | "node"
                | "round"
                | "size"
                | "bit_size"
                | "byte_size"
                | "map_size"
                | "tl"
                | "trunc"
                | "float",
            1
        ) | ("element" | "map_get" | "binary_part", 2)
            | ("binary_part", 3)
            | ("node" | "self" | "get_tcw", 0)
    )
}

fn action_function(f: &str, n: usize) -> bool {
    matches!(
        (f, n),
        ("set_seq_token", 2)
            | (
                "get_seq_token" | "return_trace" | "exception_trace" | "process_dump" | "caller",
                0
            )
            | ("message" | "display" | "set_tcw" | "silent", 1)
            | ("enable_trace" | "disable_trace", 1 | 2)
            | ("trace", 2 | 3)
    )
}

fn is_operator(f: &str, n: usize) -> bool {
    matches!(
        (f, n),
        ("and" | "or" | "xor" | "andalso" | "orelse", 2)
            | ("not" | "bnot", 1)
            | ("+" | "-", 1 | 2)
            | (
                "*" | "/" | "div" | "rem" | "band" | "bor" | "bxor" | "bsl" | "bsr",
                2
            )
            | (">" | ">=" | "<" | "=<" | "==" | "=:=" | "/=" | "=/=", 2)
    )
}

fn is_imported_from_erlang(f: &str, n: usize) -> bool {
    // `pseudo_guard_function` (get_tcw/0) is not among OTP's imports from erlang.
    (guard_function(f, n) && f != "get_tcw") || bool_test(f, n) || is_operator(f, n)
}

fn is_ms_function(f: &str, n: usize, p: Part) -> bool {
    guard_function(f, n) || bool_test(f, n) || (p == Part::Body && action_function(f, n))
}
