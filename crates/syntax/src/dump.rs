//! Stable text dumps of tokens and ASTs, for snapshot tests and debugging.
//!
//! The AST dump is S-expression-like: one line per attribute, function, clause and body
//! expression; compound expressions carry their position as `@line:col`.

use crate::ast::*;
use crate::token::{Token, TokenKind, KEYWORDS};
use std::fmt::Write;

/// One token per line: `line:col KIND text`.
pub fn dump_tokens(tokens: &[Token]) -> String {
    let mut s = String::new();
    for t in tokens {
        // Quoted tokens show their decoded value, re-quoted, so that escapes are checked and
        // multi-line strings stay on one line; others show their source spelling.
        let text = match &t.kind {
            TokenKind::String(v) => string_text(v),
            TokenKind::Atom(a) => atom_text(a),
            TokenKind::Char(c) => format!("{} ({c})", t.text.replace('\n', "\\n")),
            _ => t.text.clone(),
        };
        let _ = writeln!(s, "{}:{} {} {text}", t.pos.line, t.pos.col, t.kind_name());
    }
    s
}

/// An atom as Erlang would print it: bare when possible, otherwise single-quoted.
pub fn atom_text(a: &str) -> String {
    let mut chars = a.chars();
    let bare = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '@')
        && !KEYWORDS.contains(&a);
    if bare {
        a.to_string()
    } else {
        let mut s = String::from("'");
        for c in a.chars() {
            escape_char(&mut s, c as u32, '\'');
        }
        s.push('\'');
        s
    }
}

fn escape_char(s: &mut String, c: u32, quote: char) {
    match char::from_u32(c) {
        Some('\n') => s.push_str("\\n"),
        Some('\t') => s.push_str("\\t"),
        Some('\r') => s.push_str("\\r"),
        Some('\\') => s.push_str("\\\\"),
        Some(ch) if ch == quote => {
            s.push('\\');
            s.push(ch);
        }
        Some(ch) if (ch as u32) < 32 || ch as u32 == 127 => {
            let _ = write!(s, "\\{:o}", ch as u32);
        }
        Some(ch) => s.push(ch),
        None => {
            let _ = write!(s, "\\x{{{c:X}}}");
        }
    }
}

fn string_text(cs: &[u32]) -> String {
    let mut s = String::from("\"");
    for &c in cs {
        escape_char(&mut s, c, '"');
    }
    s.push('"');
    s
}

/// The AST dump described in the module documentation. Runs on the parser's big stack, since
/// the dump recurses as deep as the AST nests.
pub fn dump_ast(m: &Module) -> String {
    crate::with_big_stack(|| dump_module(m))
}

fn dump_module(m: &Module) -> String {
    let mut d = Dumper { out: String::new() };
    d.line(0, &format!("module {}", atom_text(&m.name)));
    if !m.exports.is_empty() {
        let fas: Vec<String> = m
            .exports
            .iter()
            .map(|(f, a)| format!("{}/{a}", atom_text(f)))
            .collect();
        d.line(0, &format!("export {}", fas.join(" ")));
    }
    for i in &m.imports {
        d.line(
            0,
            &format!(
                "import {}:{}/{}",
                atom_text(&i.module),
                atom_text(&i.name),
                i.arity
            ),
        );
    }
    if m.export_all {
        d.line(0, "export_all");
    }
    for r in &m.records {
        d.line(0, &format!("record {} {}", atom_text(&r.name), at(r.pos)));
        for f in &r.fields {
            let default = f
                .default
                .as_ref()
                .map(|e| format!(" = {}", d.expr(e, 2)))
                .unwrap_or_default();
            d.line(
                1,
                &format!("field {} {}{default}", atom_text(&f.name), at(f.pos)),
            );
        }
    }
    for (name, value, pos) in &m.attributes {
        let v = d.expr(value, 1);
        d.line(
            0,
            &format!("attribute {} {} {v}", atom_text(name), at(*pos)),
        );
    }
    for f in &m.functions {
        d.line(
            0,
            &format!("function {}/{} {}", atom_text(&f.name), f.arity, at(f.pos)),
        );
        for c in &f.clauses {
            d.clause(c, 1);
        }
    }
    d.out
}

fn at(p: Pos) -> String {
    format!("@{}:{}", p.line, p.col)
}

struct Dumper {
    out: String,
}

impl Dumper {
    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn clause(&mut self, c: &Clause, indent: usize) {
        let pats: Vec<String> = c.pats.iter().map(|p| self.expr(p, indent + 1)).collect();
        let mut head = format!("clause {} ({})", at(c.pos), pats.join(" "));
        if !c.guards.is_empty() {
            head.push_str(" when ");
            head.push_str(&self.guards(&c.guards, indent + 1));
        }
        self.line(indent, &head);
        self.body(&c.body, indent + 1);
    }

    fn guards(&mut self, gs: &[Vec<Expr>], indent: usize) -> String {
        let alts: Vec<String> = gs
            .iter()
            .map(|g| {
                g.iter()
                    .map(|e| self.expr(e, indent))
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .collect();
        alts.join("; ")
    }

    fn body(&mut self, body: &[Expr], indent: usize) {
        for e in body {
            let s = self.expr(e, indent);
            self.line(indent, &s);
        }
    }

    /// Renders a sub-dump (clauses and bodies) as a string of indented lines.
    fn nested(&mut self, f: impl FnOnce(&mut Dumper)) -> String {
        let saved = std::mem::take(&mut self.out);
        f(self);
        let inner = std::mem::replace(&mut self.out, saved);
        inner.trim_end_matches('\n').to_string()
    }

    fn clauses_block(&mut self, head: String, clauses: &[Clause], indent: usize) -> String {
        let inner = self.nested(|d| {
            for c in clauses {
                d.clause(c, indent + 1);
            }
        });
        if inner.is_empty() {
            format!("{head})")
        } else {
            format!("{head}\n{inner})")
        }
    }

    fn list(&mut self, es: &[Expr], indent: usize) -> String {
        es.iter()
            .map(|e| self.expr(e, indent))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// `(op@P (op@P A B) C)`: an operator chain (`1+1+...+1` is as deep as it is long on
    /// the left, `A ++ B ++ ...` on the right) is walked with an explicit stack of the text
    /// still to write and the operands still to print, and written into one string.
    fn operator_chain(&mut self, e: &Expr, indent: usize) -> String {
        enum Item<'a> {
            Text(String),
            Operand(&'a Expr),
        }
        let mut s = String::new();
        let mut stack = vec![Item::Operand(e)];
        while let Some(item) = stack.pop() {
            match item {
                Item::Text(t) => s.push_str(&t),
                Item::Operand(cur) => match &cur.kind {
                    ExprKind::BinOp(op, a, b) => {
                        stack.push(Item::Text(")".into()));
                        stack.push(Item::Operand(b));
                        stack.push(Item::Text(" ".into()));
                        stack.push(Item::Operand(a));
                        stack.push(Item::Text(format!("({op}{} ", at(cur.pos))));
                    }
                    _ => s.push_str(&self.expr(cur, indent)),
                },
            }
        }
        s
    }

    /// One expression; multi-line constructs indent their clauses at `indent + 1`.
    fn expr(&mut self, e: &Expr, indent: usize) -> String {
        let p = at(e.pos);
        match &e.kind {
            ExprKind::Integer(n) => n.to_string(),
            ExprKind::Float(f) => format!("{f:?}"),
            ExprKind::Atom(a) => atom_text(a),
            ExprKind::String(s) => string_text(s),
            ExprKind::Var(v) => v.clone(),
            ExprKind::Nil => "[]".into(),
            ExprKind::Cons(..) => {
                let mut items = Vec::new();
                let mut cur = e;
                while let ExprKind::Cons(h, t) = &cur.kind {
                    items.push(self.expr(h, indent));
                    cur = t;
                }
                let tail = match cur.kind {
                    ExprKind::Nil => String::new(),
                    _ => format!(" | {}", self.expr(cur, indent)),
                };
                format!("[{}{tail}]", items.join(", "))
            }
            ExprKind::Tuple(es) => {
                let items: Vec<String> = es.iter().map(|x| self.expr(x, indent)).collect();
                format!("{{{}}}", items.join(", "))
            }
            ExprKind::Match(a, b) => {
                format!("(={p} {} {})", self.expr(a, indent), self.expr(b, indent))
            }
            ExprKind::BinOp(..) => self.operator_chain(e, indent),
            ExprKind::UnOp(op, a) => format!("({op}{p} {})", self.expr(a, indent)),
            ExprKind::Call(f, args) => {
                let f = self.expr(f, indent);
                let args = self.list(args, indent);
                if args.is_empty() {
                    format!("(call{p} {f})")
                } else {
                    format!("(call{p} {f} {args})")
                }
            }
            ExprKind::Remote(m, f) => format!("{}:{}", self.expr(m, indent), self.expr(f, indent)),
            ExprKind::FunRef(f, a) => format!("(fun {}/{a})", atom_text(f)),
            ExprKind::FunRemote(m, f, a) => {
                format!(
                    "(fun {}:{}/{})",
                    self.expr(m, indent),
                    self.expr(f, indent),
                    self.expr(a, indent)
                )
            }
            ExprKind::Fun(name, clauses) => {
                let head = match name {
                    Some(n) => format!("(fun{p} {n}"),
                    None => format!("(fun{p}"),
                };
                self.clauses_block(head, clauses, indent)
            }
            ExprKind::Case(x, clauses) => {
                let head = format!("(case{p} {}", self.expr(x, indent));
                self.clauses_block(head, clauses, indent)
            }
            ExprKind::If(clauses) => self.clauses_block(format!("(if{p}"), clauses, indent),
            ExprKind::Receive(clauses, after) => {
                let mut s = self.clauses_block(format!("(receive{p}"), clauses, indent);
                if let Some((t, body)) = after {
                    s.pop();
                    let t = self.expr(t, indent + 1);
                    let inner = self.nested(|d| {
                        d.line(indent + 1, &format!("after {t}"));
                        d.body(body, indent + 2);
                    });
                    s = format!("{s}\n{inner})");
                }
                s
            }
            ExprKind::Try {
                body,
                of_clauses,
                catch_clauses,
                after,
            } => {
                let inner = self.nested(|d| {
                    d.body(body, indent + 2);
                    if !of_clauses.is_empty() {
                        d.line(indent + 1, "of");
                        for c in of_clauses {
                            d.clause(c, indent + 2);
                        }
                    }
                    if !catch_clauses.is_empty() {
                        d.line(indent + 1, "catch");
                        for c in catch_clauses {
                            d.clause(c, indent + 2);
                        }
                    }
                    if !after.is_empty() {
                        d.line(indent + 1, "after");
                        d.body(after, indent + 2);
                    }
                });
                format!("(try{p}\n{inner})")
            }
            ExprKind::Catch(x) => format!("(catch{p} {})", self.expr(x, indent)),
            ExprKind::Block(body) => {
                let inner = self.nested(|d| d.body(body, indent + 1));
                format!("(begin{p}\n{inner})")
            }
            ExprKind::ListComp(x, qs) => {
                let x = self.expr(x, indent);
                format!("(lc{p} {x} {})", self.qualifiers(qs, indent))
            }
            ExprKind::BinComp(x, qs) => {
                let x = self.expr(x, indent);
                format!("(bc{p} {x} {})", self.qualifiers(qs, indent))
            }
            ExprKind::Record(name, fields) => {
                format!(
                    "(record{p} {}{})",
                    atom_text(name),
                    self.fields(fields, indent)
                )
            }
            ExprKind::RecordUpdate(x, name, fields) => {
                let x = self.expr(x, indent);
                format!(
                    "(record_update{p} {x} {}{})",
                    atom_text(name),
                    self.fields(fields, indent)
                )
            }
            ExprKind::RecordField(x, name, field) => {
                format!(
                    "(record_field{p} {} {} {})",
                    self.expr(x, indent),
                    atom_text(name),
                    atom_text(field)
                )
            }
            ExprKind::RecordIndex(name, field) => {
                format!("(record_index{p} {} {})", atom_text(name), atom_text(field))
            }
            ExprKind::Binary(elems) => {
                let items: Vec<String> =
                    elems.iter().map(|b| self.bin_element(b, indent)).collect();
                format!("<<{}>>", items.join(", "))
            }
            ExprKind::Map(assocs) => format!("(map{p}{})", self.assocs(assocs, indent)),
            ExprKind::MapUpdate(x, assocs) => {
                let x = self.expr(x, indent);
                format!("(map_update{p} {x}{})", self.assocs(assocs, indent))
            }
        }
    }

    fn qualifiers(&mut self, qs: &[Qualifier], indent: usize) -> String {
        let items: Vec<String> = qs
            .iter()
            .map(|q| match q {
                Qualifier::Generator(p, l) => {
                    format!("(<- {} {})", self.expr(p, indent), self.expr(l, indent))
                }
                Qualifier::BinGenerator(p, b) => {
                    format!("(<= {} {})", self.expr(p, indent), self.expr(b, indent))
                }
                Qualifier::Filter(f) => format!("(filter {})", self.expr(f, indent)),
            })
            .collect();
        items.join(" ")
    }

    fn fields(&mut self, fields: &[(String, Expr)], indent: usize) -> String {
        fields
            .iter()
            .map(|(f, e)| {
                let name = if f == "_" {
                    "_".to_string()
                } else {
                    atom_text(f)
                };
                format!(" ({name} {})", self.expr(e, indent))
            })
            .collect()
    }

    fn assocs(&mut self, assocs: &[MapAssoc], indent: usize) -> String {
        assocs
            .iter()
            .map(|a| {
                let op = if a.exact { ":=" } else { "=>" };
                format!(
                    " ({op} {} {})",
                    self.expr(&a.key, indent),
                    self.expr(&a.value, indent)
                )
            })
            .collect()
    }

    fn bin_element(&mut self, b: &BinElement, indent: usize) -> String {
        let mut s = self.expr(&b.value, indent);
        if let Some(size) = &b.size {
            s.push(':');
            s.push_str(&self.expr(size, indent));
        }
        if !b.specs.is_empty() {
            let specs: Vec<String> = b
                .specs
                .iter()
                .map(|(n, a)| match a {
                    Some(a) => format!("{n}:{a}"),
                    None => n.clone(),
                })
                .collect();
            s.push('/');
            s.push_str(&specs.join("-"));
        }
        s
    }
}
