//! A readable, stable, Core-Erlang-like text form of the IR, for snapshot tests and debugging.
//!
//! Variables print as `Name@Id` (`_@tId` for temporaries), allocation sites as
//! `kind#Site@Line:Col[placement]`, one `let` per line, clauses indented under their `case`;
//! calls, raises and `case` failures end with `@Line`.

use crate::ir::{
    Atomic, BinSegPattern, BinSegment, BinSpec, BinType, CallTarget, CaseFail, Clause, Endian,
    Expr, Function, Literal, Module, Pattern, Placement, Pos, SiteId, SiteKind,
};
use std::fmt::Write;

pub fn dump_module(m: &Module) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "module {}", quote_atom(&m.name));
    let exports: Vec<String> = m
        .exports
        .iter()
        .map(|(n, a)| format!("{}/{}", quote_atom(n), a))
        .collect();
    let _ = writeln!(out, "exports [{}]", exports.join(", "));
    for f in &m.functions {
        out.push('\n');
        Dumper {
            m,
            f,
            out: &mut out,
        }
        .function();
    }
    out
}

struct Dumper<'a> {
    m: &'a Module,
    f: &'a Function,
    out: &'a mut String,
}

fn indent(out: &mut String, n: usize) {
    out.push('\n');
    out.extend(std::iter::repeat_n(' ', n));
}

impl Dumper<'_> {
    fn function(&mut self) {
        let f = self.f;
        let params: Vec<String> = f.params.iter().map(|&v| self.var(v)).collect();
        let _ = write!(
            self.out,
            "{}/{} = fun ({}) ->",
            quote_atom(&f.name),
            f.arity,
            params.join(", ")
        );
        let _ = write!(self.out, "  % {}:{}", f.pos.line, f.pos.col);
        if f.num_free > 0 {
            let _ = write!(self.out, ", free {}", f.num_free);
        }
        indent(self.out, 2);
        self.expr(&f.body, 2);
        self.out.push('\n');
    }

    fn var(&self, v: u32) -> String {
        match self.f.var_names.get(v as usize) {
            Some(n) if n.starts_with("_@") => format!("{n}{v}"),
            Some(n) => format!("{n}@{v}"),
            None => format!("_@v{v}"),
        }
    }

    fn vars(&self, vs: &[u32]) -> String {
        vs.iter()
            .map(|&v| self.var(v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn site(&self, s: SiteId) -> String {
        let Some(site) = self.m.sites.get(s.0 as usize) else {
            return format!("site#{}", s.0);
        };
        let kind = match site.kind {
            SiteKind::Cons => "cons",
            SiteKind::Tuple => "tuple",
            SiteKind::Fun => "fun",
            SiteKind::Binary => "binary",
            SiteKind::Map => "map",
        };
        let place = match site.placement {
            Placement::Local => "local",
            Placement::Shared => "shared",
        };
        format!("{kind}#{}@{}:{}[{place}]", s.0, site.pos.line, site.pos.col)
    }

    fn atomic(&self, a: &Atomic) -> String {
        match a {
            Atomic::Var(v) => self.var(*v),
            Atomic::Lit(l) => literal(l),
        }
    }

    fn atomics(&self, xs: &[Atomic]) -> String {
        xs.iter()
            .map(|a| self.atomic(a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Prints `e` at the cursor; continuation lines are indented by `ind`.
    fn expr(&mut self, e: &Expr, ind: usize) {
        match e {
            Expr::Atomic(a) => {
                let s = self.atomic(a);
                self.out.push_str(&s);
            }
            Expr::Let { .. } => {
                // Iterate along the chain: long bodies must not recurse once per `let`.
                let mut cur = e;
                while let Expr::Let { vars, value, body } = cur {
                    self.let_line(vars, value, ind);
                    indent(self.out, ind);
                    cur = body;
                }
                self.expr(cur, ind);
            }
            Expr::Values(xs) => {
                let s = format!("<{}>", self.atomics(xs));
                self.out.push_str(&s);
            }
            Expr::Cons { site, head, tail } => {
                let s = format!(
                    "{} [{} | {}]",
                    self.site(*site),
                    self.atomic(head),
                    self.atomic(tail)
                );
                self.out.push_str(&s);
            }
            Expr::Tuple { site, elems } => {
                let s = format!("{} {{{}}}", self.site(*site), self.atomics(elems));
                self.out.push_str(&s);
            }
            Expr::MakeFun {
                site,
                name,
                arity,
                free,
            } => {
                let s = format!(
                    "{} {}/{} [{}]",
                    self.site(*site),
                    quote_atom(name),
                    arity,
                    self.atomics(free)
                );
                self.out.push_str(&s);
            }
            Expr::Binary { site, segments } => {
                let segs: Vec<String> = segments.iter().map(|s| self.segment(s)).collect();
                let s = format!("{} #<<{}>>", self.site(*site), segs.join(", "));
                self.out.push_str(&s);
            }
            Expr::Map { site, base, pairs } => {
                let base = base
                    .as_ref()
                    .map(|b| format!("{} ", self.atomic(b)))
                    .unwrap_or_default();
                let ps: Vec<String> = pairs
                    .iter()
                    .map(|(k, v, exact)| {
                        format!(
                            "{} {} {}",
                            self.atomic(k),
                            if *exact { ":=" } else { "=>" },
                            self.atomic(v)
                        )
                    })
                    .collect();
                let s = format!("{} {base}~{{{}}}~", self.site(*site), ps.join(", "));
                self.out.push_str(&s);
            }
            Expr::Call { target, args, pos } => {
                let t = match target {
                    CallTarget::Local(n, a) => format!("apply {}/{}", quote_atom(n), a),
                    CallTarget::Remote(m, f) => {
                        format!("call {}:{}", self.atomic(m), self.atomic(f))
                    }
                    CallTarget::Fun(f) => format!("apply {}", self.atomic(f)),
                };
                let s = format!("{t}({}){}", self.atomics(args), at_line(*pos));
                self.out.push_str(&s);
            }
            Expr::Bif { name, args, .. } => {
                let s = format!("bif {}({})", quote_atom(name), self.atomics(args));
                self.out.push_str(&s);
            }
            Expr::Case {
                args,
                clauses,
                fail,
                pos,
            } => {
                let s = format!("case <{}> of", self.atomics(args));
                self.out.push_str(&s);
                for c in clauses {
                    self.clause(c, ind + 2);
                }
                let fail = match fail {
                    CaseFail::CaseClause => "case_clause",
                    CaseFail::Badmatch => "badmatch",
                    CaseFail::IfClause => "if_clause",
                    CaseFail::TryClause => "try_clause",
                    CaseFail::FunctionClause => "function_clause",
                    CaseFail::Unreachable => "unreachable",
                };
                indent(self.out, ind + 2);
                let _ = write!(self.out, "fail {fail}{}", at_line(*pos));
                indent(self.out, ind);
                self.out.push_str("end");
            }
            Expr::Receive { clauses, after } => {
                self.out.push_str("receive");
                for c in clauses {
                    self.clause(c, ind + 2);
                }
                if let Some((t, body)) = after {
                    indent(self.out, ind);
                    let s = format!("after {} ->", self.atomic(t));
                    self.out.push_str(&s);
                    indent(self.out, ind + 2);
                    self.expr(body, ind + 2);
                }
                indent(self.out, ind);
                self.out.push_str("end");
            }
            Expr::Try {
                body,
                of_vars,
                of_body,
                catch_vars,
                handler,
            } => {
                self.out.push_str("try");
                indent(self.out, ind + 2);
                self.expr(body, ind + 2);
                indent(self.out, ind);
                let s = format!("of <{}> ->", self.vars(of_vars));
                self.out.push_str(&s);
                indent(self.out, ind + 2);
                self.expr(of_body, ind + 2);
                indent(self.out, ind);
                let s = format!("catch <{}> ->", self.vars(catch_vars));
                self.out.push_str(&s);
                indent(self.out, ind + 2);
                self.expr(handler, ind + 2);
                indent(self.out, ind);
                self.out.push_str("end");
            }
            Expr::Catch(body) => {
                self.out.push_str("catch");
                indent(self.out, ind + 2);
                self.expr(body, ind + 2);
                indent(self.out, ind);
                self.out.push_str("end");
            }
            Expr::Raise {
                class,
                reason,
                trace,
                pos,
            } => {
                let s = match trace {
                    Some(t) => format!(
                        "raise {}:{} trace {}",
                        self.atomic(class),
                        self.atomic(reason),
                        self.atomic(t)
                    ),
                    None => format!("raise {}:{}", self.atomic(class), self.atomic(reason)),
                };
                self.out.push_str(&s);
                self.out.push_str(&at_line(*pos));
            }
        }
    }

    /// `let <vars> = value in`, the value on following lines when it needs several.
    fn let_line(&mut self, vars: &[u32], value: &Expr, ind: usize) {
        let lhs = if vars.len() == 1 {
            self.var(vars[0])
        } else {
            format!("<{}>", self.vars(vars))
        };
        let mut sub = String::new();
        Dumper {
            m: self.m,
            f: self.f,
            out: &mut sub,
        }
        .expr(value, ind + 2);
        if sub.contains('\n') {
            let _ = write!(self.out, "let {lhs} =");
            indent(self.out, ind + 2);
            self.out.push_str(&sub);
            indent(self.out, ind);
            self.out.push_str("in");
        } else {
            let _ = write!(self.out, "let {lhs} = {sub} in");
        }
    }

    /// A clause on a new line at `ind`, its body one level deeper.
    fn clause(&mut self, c: &Clause, ind: usize) {
        indent(self.out, ind);
        let pats: Vec<String> = c.pats.iter().map(|p| self.pattern(p)).collect();
        let _ = write!(self.out, "<{}>", pats.join(", "));
        if let Some(g) = &c.guard {
            let mut sub = String::new();
            Dumper {
                m: self.m,
                f: self.f,
                out: &mut sub,
            }
            .expr(g, ind + 4);
            if sub.contains('\n') {
                self.out.push_str(" when");
                indent(self.out, ind + 4);
                self.out.push_str(&sub);
                indent(self.out, ind + 2);
                self.out.push_str("->");
            } else {
                let _ = write!(self.out, " when {sub} ->");
            }
        } else {
            self.out.push_str(" ->");
        }
        if c.pos.line > 0 {
            let _ = write!(self.out, "  % {}:{}", c.pos.line, c.pos.col);
        }
        indent(self.out, ind + 2);
        self.expr(&c.body, ind + 2);
    }

    fn pattern(&self, p: &Pattern) -> String {
        match p {
            Pattern::Wildcard => "_".into(),
            Pattern::Var(v) => self.var(*v),
            Pattern::Lit(l) => literal(l),
            Pattern::Cons(..) => {
                let mut items = Vec::new();
                let mut cur = p;
                while let Pattern::Cons(h, t) = cur {
                    items.push(self.pattern(h));
                    cur = t;
                }
                match cur {
                    Pattern::Lit(Literal::Nil) => format!("[{}]", items.join(", ")),
                    t => format!("[{} | {}]", items.join(", "), self.pattern(t)),
                }
            }
            Pattern::Tuple(ps) => {
                format!(
                    "{{{}}}",
                    ps.iter()
                        .map(|p| self.pattern(p))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
            Pattern::Alias(v, p) => format!("{} = {}", self.var(*v), self.pattern(p)),
            Pattern::Binary(segs) => {
                format!(
                    "#<<{}>>",
                    segs.iter()
                        .map(|s| self.seg_pattern(s))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
            Pattern::Map(pairs) => {
                let ps: Vec<String> = pairs
                    .iter()
                    .map(|(k, p)| format!("{} := {}", self.atomic(k), self.pattern(p)))
                    .collect();
                format!("~{{{}}}~", ps.join(", "))
            }
        }
    }

    fn segment(&self, s: &BinSegment) -> String {
        let size = s
            .size
            .as_ref()
            .map(|a| format!(":{}", self.atomic(a)))
            .unwrap_or_default();
        format!("{}{size}/{}", self.atomic(&s.value), spec(&s.spec))
    }

    fn seg_pattern(&self, s: &BinSegPattern) -> String {
        let size = s
            .size
            .as_ref()
            .map(|a| format!(":{}", self.atomic(a)))
            .unwrap_or_default();
        format!("{}{size}/{}", self.pattern(&s.pat), spec(&s.spec))
    }
}

/// `type[-unit:N][-signed][-little|-native]`, leaving out the defaults.
fn spec(s: &BinSpec) -> String {
    let (ty, default_unit) = match s.ty {
        BinType::Integer => ("integer", 1),
        BinType::Float => ("float", 1),
        BinType::Binary if s.unit == 1 => ("bitstring", 1),
        BinType::Binary => ("binary", 8),
        BinType::Utf8 => ("utf8", s.unit),
        BinType::Utf16 => ("utf16", s.unit),
        BinType::Utf32 => ("utf32", s.unit),
    };
    let mut out = ty.to_string();
    if s.unit != default_unit {
        let _ = write!(out, "-unit:{}", s.unit);
    }
    if s.signed {
        out.push_str("-signed");
    }
    match s.endian {
        Endian::Big => {}
        Endian::Little => out.push_str("-little"),
        Endian::Native => out.push_str("-native"),
    }
    out
}

fn quote_atom(a: &str) -> String {
    let mut s = String::with_capacity(a.len() + 2);
    s.push('\'');
    for c in a.chars() {
        match c {
            '\'' => s.push_str("\\'"),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(s, "\\x{{{:x}}}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('\'');
    s
}

pub(crate) fn literal(l: &Literal) -> String {
    match l {
        Literal::Int(i) => i.to_string(),
        Literal::Float(f) => format!("{f:?}"),
        Literal::Atom(a) => quote_atom(a),
        Literal::Nil => "[]".into(),
        Literal::Cons(..) => {
            let mut items = Vec::new();
            let mut cur = l;
            while let Literal::Cons(h, t) = cur {
                items.push(literal(h));
                cur = t;
            }
            match cur {
                Literal::Nil => format!("[{}]", items.join(", ")),
                t => format!("[{} | {}]", items.join(", "), literal(t)),
            }
        }
        Literal::Tuple(es) => format!(
            "{{{}}}",
            es.iter().map(literal).collect::<Vec<_>>().join(", ")
        ),
        Literal::Binary(bytes) => {
            if !bytes.is_empty()
                && bytes
                    .iter()
                    .all(|b| (0x20..0x7f).contains(b) && *b != b'"' && *b != b'\\')
            {
                format!("#<<\"{}\">>", String::from_utf8_lossy(bytes))
            } else {
                format!(
                    "#<<{}>>",
                    bytes
                        .iter()
                        .map(|b| b.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        }
        Literal::Map(pairs) => {
            let ps: Vec<String> = pairs
                .iter()
                .map(|(k, v)| format!("{} => {}", literal(k), literal(v)))
                .collect();
            format!("~{{{}}}~", ps.join(", "))
        }
    }
}

/// ` @L`: the source line of a call or a raising construct, when it has one.
fn at_line(pos: Pos) -> String {
    if pos.line > 0 {
        format!(" @{}", pos.line)
    } else {
        String::new()
    }
}
