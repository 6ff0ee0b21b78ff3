//! The parser: preprocessed forms to an [`crate::ast::Module`], following `erl_parse`.
//!
//! Forms are parsed one at a time by recursive descent; binary operators use precedence
//! climbing and list/cons tails and postfix chains are built iteratively so that long inputs
//! do not grow the stack. Nesting depth is bounded (see [`MAX_DEPTH`]).
//!
//! Positions follow `erl_parse`: binary and unary operators sit at the operator, a match at
//! its pattern, a call at its callee, `M:F` at `M`, record and map operations at their `#`,
//! the first cons cell of a list at `[` and later cells at their element, and other nodes at
//! their first token. Tokens coming from a macro body take the position of the macro name at
//! the use site.
//!
//! `Remote` is produced for any `M:F` outside a catch pattern, even when not called; the
//! lowering rejects it there, as `erl_lint` does.

mod eval;
mod expr;

pub(crate) use eval::eval_const;

use crate::ast::{Clause, Expr, ExprKind, Function, Import, Module, Pos, RecordDef, RecordField};
use crate::preprocess::Preprocessed;
use crate::token::{Token, TokenKind};
use crate::Diagnostic;

/// Deepest nesting of expressions accepted before "nesting too deep".
pub const MAX_DEPTH: usize = 1000;

/// Attributes that are accepted and dropped (types, specs, documentation, tool hints).
const IGNORED_ATTRIBUTES: &[&str] = &[
    "spec",
    "type",
    "opaque",
    "callback",
    "export_type",
    "optional_callbacks",
    "dialyzer",
    "behaviour",
    "behavior",
    "vsn",
    "author",
    "file",
    "feature",
    "doc",
    "moduledoc",
    "copyright",
    "date",
    "since",
    "nominal",
];

pub(crate) struct Parser<'a> {
    toks: &'a [Token],
    i: usize,
    files: &'a [String],
    depth: usize,
    /// Set while parsing the reason of a `catch` clause, where `:` separates the stacktrace.
    no_remote: bool,
}

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// Parses the forms of a preprocessed module.
pub fn parse_module(file: &str, pre: &Preprocessed) -> PResult<Module> {
    parse_module_as(file, pre, None)
}

/// Parses the forms of a preprocessed module; when `script_module` is given and the first
/// form is not `-module`, the module is given that name (as escript does for a script).
pub fn parse_module_as(
    file: &str,
    pre: &Preprocessed,
    script_module: Option<&str>,
) -> PResult<Module> {
    let mut m = Module {
        file: file.to_string(),
        name: String::new(),
        exports: Vec::new(),
        imports: Vec::new(),
        records: Vec::new(),
        functions: Vec::new(),
        export_all: false,
        attributes: Vec::new(),
    };
    let mut have_module = false;
    if let Some(name) = script_module {
        if !pre.forms.first().is_some_and(|f| is_module_attribute(f)) {
            m.name = name.to_string();
            have_module = true;
        }
    }
    for form in &pre.forms {
        let mut p = Parser::new(form, &pre.files);
        if p.peek().is_punct("-") {
            have_module |= p.attribute(&mut m, have_module)?;
        } else {
            let f = p.function()?;
            if !have_module {
                return Err(p.err_at(&form[0], "no module definition"));
            }
            m.functions.push(f);
        }
    }
    if !have_module {
        return Err(Diagnostic::new(
            file,
            Pos { line: 1, col: 1 },
            "no module definition",
        ));
    }
    Ok(m)
}

/// Parses one expression from `toks` (used for `-if` conditions); `end` terminates it.
pub(crate) fn parse_expr_tokens(toks: &[Token], files: &[String], end: &Token) -> PResult<Expr> {
    let mut v = toks.to_vec();
    v.push(end.clone());
    let mut p = Parser::new(&v, files);
    let e = p.expr()?;
    p.expect_dot()?;
    Ok(e)
}

impl<'a> Parser<'a> {
    pub(crate) fn new(toks: &'a [Token], files: &'a [String]) -> Self {
        Parser {
            toks,
            i: 0,
            files,
            depth: 0,
            no_remote: false,
        }
    }

    /// The current token; past the end, the last one (every form ends with a `Dot`).
    pub(crate) fn peek(&self) -> &'a Token {
        let toks: &'a [Token] = self.toks;
        &toks[self.i.min(toks.len() - 1)]
    }

    pub(crate) fn peek_at(&self, k: usize) -> &'a Token {
        let toks: &'a [Token] = self.toks;
        &toks[(self.i + k).min(toks.len() - 1)]
    }

    pub(crate) fn bump(&mut self) -> &'a Token {
        let t = self.peek();
        if self.i < self.toks.len() {
            self.i += 1;
        }
        t
    }

    pub(crate) fn pos(&self) -> Pos {
        self.peek().pos
    }

    pub(crate) fn err_at(&self, t: &Token, msg: impl Into<String>) -> Diagnostic {
        let file = self.files.get(t.file as usize).cloned().unwrap_or_default();
        Diagnostic::new(file, t.pos, msg)
    }

    /// "syntax error before: X" at the current token.
    pub(crate) fn syntax_error<T>(&self) -> PResult<T> {
        let t = self.peek();
        Err(self.err_at(t, format!("syntax error before: {t}")))
    }

    pub(crate) fn eat_punct(&mut self, p: &str) -> bool {
        if self.peek().is_punct(p) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    pub(crate) fn eat_keyword(&mut self, k: &str) -> bool {
        if self.peek().is_keyword(k) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    pub(crate) fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.syntax_error()
        }
    }

    pub(crate) fn expect_keyword(&mut self, k: &str) -> PResult<()> {
        if self.eat_keyword(k) {
            Ok(())
        } else {
            self.syntax_error()
        }
    }

    pub(crate) fn expect_dot(&mut self) -> PResult<()> {
        if self.peek().kind == TokenKind::Dot {
            self.i += 1;
            Ok(())
        } else {
            self.syntax_error()
        }
    }

    pub(crate) fn expect_atom(&mut self) -> PResult<String> {
        match &self.peek().kind {
            TokenKind::Atom(a) => {
                self.i += 1;
                Ok(a.clone())
            }
            _ => self.syntax_error(),
        }
    }

    /// Counts one level of nesting; fails with "nesting too deep" past [`MAX_DEPTH`].
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err_at(self.peek(), "nesting too deep"));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// A function definition: clauses `name(Args) when Guards -> Body` separated by `;`.
    fn function(&mut self) -> PResult<Function> {
        let first = self.peek();
        let mut name = None;
        let mut clauses: Vec<Clause> = Vec::new();
        loop {
            let head = self.peek();
            let TokenKind::Atom(n) = &head.kind else {
                return self.syntax_error();
            };
            self.bump();
            let pos = head.pos;
            let args = self.paren_args()?;
            if let Some((fname, arity)) = &name {
                if fname != n || *arity != args.len() {
                    return Err(self.err_at(head, "head mismatch"));
                }
            } else {
                name = Some((n.clone(), args.len()));
            }
            let (guards, body) = self.guard_and_body()?;
            clauses.push(Clause {
                pats: args,
                guards,
                body,
                pos,
            });
            if !self.eat_punct(";") {
                break;
            }
        }
        self.expect_dot()?;
        let (name, arity) = name.unwrap_or_default();
        Ok(Function {
            name,
            arity: arity as u32,
            clauses,
            pos: first.pos,
        })
    }

    /// An attribute form. Returns whether it was `-module`; `have_module`: whether the
    /// module already has its name.
    fn attribute(&mut self, m: &mut Module, have_module: bool) -> PResult<bool> {
        let dash = self.bump();
        let name_tok = self.peek();
        let name = match &name_tok.kind {
            TokenKind::Atom(a) => a.clone(),
            TokenKind::Keyword(k) => k.to_string(),
            _ => return self.syntax_error(),
        };
        self.bump();
        match name.as_str() {
            // erl_lint's messages; functions before it are an error only where a name was
            // given in advance (a script), else there is no module yet for them.
            "module" if !m.functions.is_empty() => {
                return Err(self.err_at(name_tok, "attribute module after function definitions"));
            }
            "module" if have_module => return Err(self.err_at(name_tok, "redefining module")),
            "module" => {
                let e = self.attr_value()?;
                match &e.kind {
                    ExprKind::Atom(a) => m.name = a.clone(),
                    _ => return Err(self.err_at(name_tok, "bad module declaration")),
                }
                return Ok(true);
            }
            "export" => {
                let e = self.attr_value()?;
                let fas = self.fa_list(&e, name_tok, "export")?;
                m.exports.extend(fas);
            }
            "import" => {
                let e = self.attr_value()?;
                let bad = || self.err_at(name_tok, "bad import declaration");
                let ExprKind::Tuple(parts) = &e.kind else {
                    return Err(bad());
                };
                let [module, list] = parts.as_slice() else {
                    return Err(bad());
                };
                let ExprKind::Atom(module) = &module.kind else {
                    return Err(bad());
                };
                for (name, arity) in self.fa_list(list, name_tok, "import")? {
                    m.imports.push(Import {
                        module: module.clone(),
                        name,
                        arity,
                    });
                }
            }
            "record" => m.records.push(self.record_decl()?),
            "compile" => {
                let e = self.attr_value()?;
                if mentions_export_all(&e) {
                    m.export_all = true;
                }
                // Kept so that the module is given the ms_transform rewrite after parsing.
                if crate::ms_transform::names_ms_transform(&e) {
                    m.attributes.push((name, e, dash.pos));
                }
            }
            n if IGNORED_ATTRIBUTES.contains(&n) => {
                self.i = self.toks.len() - 1;
            }
            _ => {
                let e = self.attr_value()?;
                m.attributes.push((name, e, dash.pos));
            }
        }
        Ok(false)
    }

    /// The value of an attribute: `(Term)` up to the final dot. `-name(A, B)` becomes the
    /// tuple `{A, B}` (this is how `-import` is read).
    fn attr_value(&mut self) -> PResult<Expr> {
        let pos = self.pos();
        let e = if self.eat_punct("(") {
            let mut items = vec![self.expr()?];
            while self.eat_punct(",") {
                items.push(self.expr()?);
            }
            self.expect_punct(")")?;
            if items.len() == 1 {
                items.pop().unwrap_or(Expr {
                    kind: ExprKind::Nil,
                    pos,
                })
            } else {
                Expr {
                    kind: ExprKind::Tuple(items),
                    pos,
                }
            }
        } else {
            self.expr()?
        };
        self.expect_dot()?;
        Ok(e)
    }

    /// `[f/1, g/2]` as in `-export`/`-import`.
    fn fa_list(&self, e: &Expr, at: &Token, what: &str) -> PResult<Vec<(String, u32)>> {
        let file = self
            .files
            .get(at.file as usize)
            .cloned()
            .unwrap_or_default();
        let bad_fa = |e: &Expr| Diagnostic::new(file.clone(), e.pos, "bad Name/Arity");
        let mut out = Vec::new();
        let mut cur = e;
        loop {
            match &cur.kind {
                ExprKind::Nil => return Ok(out),
                ExprKind::Cons(h, t) => {
                    let ExprKind::BinOp(op, f, a) = &h.kind else {
                        return Err(bad_fa(h));
                    };
                    match (op.as_str(), &f.kind, &a.kind) {
                        ("/", ExprKind::Atom(f), ExprKind::Integer(a)) => {
                            let a = u32::try_from(a).map_err(|_| bad_fa(h))?;
                            out.push((f.clone(), a));
                        }
                        _ => return Err(bad_fa(h)),
                    }
                    cur = t;
                }
                _ => return Err(self.err_at(at, format!("bad {what} declaration"))),
            }
        }
    }

    /// `-record(name, {field [= Default] [:: Type], ...}).`
    fn record_decl(&mut self) -> PResult<RecordDef> {
        let pos = self.toks[0].pos;
        self.expect_punct("(")?;
        let name = self.expect_atom()?;
        self.expect_punct(",")?;
        self.expect_punct("{")?;
        let mut fields = Vec::new();
        if !self.eat_punct("}") {
            loop {
                let fpos = self.pos();
                let fname = self.expect_atom()?;
                let default = if self.eat_punct("=") {
                    Some(self.expr()?)
                } else {
                    None
                };
                if self.eat_punct("::") {
                    self.skip_type()?;
                }
                fields.push(RecordField {
                    name: fname,
                    default,
                    pos: fpos,
                });
                if self.eat_punct("}") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        self.expect_punct(")")?;
        self.expect_dot()?;
        Ok(RecordDef { name, fields, pos })
    }

    /// Skips a type up to the `,` or `}` that ends a record field.
    fn skip_type(&mut self) -> PResult<()> {
        let mut depth = 0usize;
        loop {
            let t = self.peek();
            match &t.kind {
                TokenKind::Dot => return self.syntax_error(),
                TokenKind::Punct("(" | "[" | "{" | "<<") => depth += 1,
                TokenKind::Punct("," | "}") if depth == 0 => return Ok(()),
                TokenKind::Punct(")" | "]" | "}" | ">>") => {
                    if depth == 0 {
                        return self.syntax_error();
                    }
                    depth -= 1;
                }
                _ => {}
            }
            self.bump();
        }
    }
}

/// Whether a form is `-module(...)`.
fn is_module_attribute(form: &[Token]) -> bool {
    matches!(form, [dash, name, ..] if dash.is_punct("-")
        && matches!(&name.kind, TokenKind::Atom(a) if a == "module"))
}

/// Whether a `-compile` option term contains `export_all`.
fn mentions_export_all(e: &Expr) -> bool {
    let mut cur = e;
    loop {
        match &cur.kind {
            ExprKind::Atom(a) => return a == "export_all",
            ExprKind::Cons(h, t) => {
                if mentions_export_all(h) {
                    return true;
                }
                cur = t;
            }
            _ => return false,
        }
    }
}
