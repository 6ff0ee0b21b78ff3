//! The preprocessor (the part of `epp` we need): splits the token stream into forms, runs
//! `-define`/`-undef`/`-ifdef`/`-ifndef`/`-if`/`-elif`/`-else`/`-endif`/`-include`/
//! `-include_lib`, and expands `?MACRO` and `?MACRO(Args)` in the forms that remain.

use crate::ast::{ExprKind, Pos};
use crate::token::{Token, TokenKind};
use crate::{lexer, Diagnostic};
use num_bigint::BigInt;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The OTP release whose syntax and `?OTP_RELEASE` we follow.
pub const OTP_RELEASE: u32 = 25;

const MAX_INCLUDE_DEPTH: usize = 64;
const MAX_EXPANSION_DEPTH: usize = 200;
/// Bound on the tokens of one expanded form, against exponentially growing macros.
const MAX_EXPANDED_TOKENS: usize = 1 << 22;

/// Attributes whose contents are type syntax or otherwise ignored: they are passed on without
/// macro expansion, since the parser skips them anyway.
const UNEXPANDED_ATTRIBUTES: &[&str] = &[
    "spec",
    "type",
    "opaque",
    "callback",
    "export_type",
    "optional_callbacks",
    "dialyzer",
];

/// The result of preprocessing: forms (each ending with a `Dot` token) and the table of
/// source files that `Token::file` indexes.
pub struct Preprocessed {
    pub forms: Vec<Vec<Token>>,
    pub files: Vec<String>,
}

#[derive(Clone)]
struct Macro {
    params: Option<Vec<String>>,
    body: Vec<Token>,
}

/// One open `-ifdef`/`-ifndef`/`-if` section.
struct Cond {
    /// Whether the enclosing section is active.
    parent_active: bool,
    /// Whether the current branch is being kept.
    active: bool,
    /// Whether some branch has already been kept (so later `-elif`/`-else` are skipped).
    taken: bool,
    else_seen: bool,
    directive: &'static str,
}

pub struct Preprocessor {
    files: Vec<String>,
    macros: HashMap<String, Vec<Macro>>,
    module: Option<String>,
    conds: Vec<Cond>,
    forms: Vec<Vec<Token>>,
    include_depth: usize,
}

/// Preprocesses the source `src` of `file`.
pub fn preprocess(file: &str, src: &str) -> Result<Preprocessed, Diagnostic> {
    preprocess_as(file, src, None)
}

/// Preprocesses `src` with `?MODULE` defined as `module` until a `-module` attribute says
/// otherwise (escript predefines it so for scripts without `-module`).
pub fn preprocess_as(
    file: &str,
    src: &str,
    module: Option<&str>,
) -> Result<Preprocessed, Diagnostic> {
    let mut pp = Preprocessor {
        files: vec![file.to_string()],
        macros: HashMap::new(),
        module: module.map(str::to_string),
        conds: Vec::new(),
        forms: Vec::new(),
        include_depth: 0,
    };
    let (tokens, end) = lexer::lex_with_end(file, 0, src)?;
    pp.run_file(0, tokens, end)?;
    Ok(Preprocessed {
        forms: pp.forms,
        files: pp.files,
    })
}

fn token_name(t: &Token) -> Option<&str> {
    match &t.kind {
        TokenKind::Atom(s) | TokenKind::Var(s) => Some(s),
        TokenKind::Keyword(k) => Some(k),
        _ => None,
    }
}

fn synth(kind: TokenKind, text: String, at: &Token) -> Token {
    Token {
        kind,
        pos: at.pos,
        text,
        file: at.file,
    }
}

fn string_token(s: &str, at: &Token) -> Token {
    let text = format!("{:?}", s);
    synth(
        TokenKind::String(s.chars().map(|c| c as u32).collect()),
        text,
        at,
    )
}

impl Preprocessor {
    fn err(&self, t: &Token, msg: impl Into<String>) -> Diagnostic {
        let file = self.files.get(t.file as usize).cloned().unwrap_or_default();
        Diagnostic::new(file, t.pos, msg)
    }

    fn active(&self) -> bool {
        self.conds.last().is_none_or(|c| c.active)
    }

    /// Processes the tokens of one file; `end` is its end-of-file position.
    fn run_file(&mut self, file_idx: u32, tokens: Vec<Token>, end: Pos) -> Result<(), Diagnostic> {
        let depth_at_entry = self.conds.len();
        let mut form = Vec::new();
        for t in tokens {
            let is_dot = t.kind == TokenKind::Dot;
            form.push(t);
            if is_dot {
                self.form(std::mem::take(&mut form))?;
            }
        }
        if let Some(t) = form.first() {
            if self.active() {
                // Like erl_parse: the form ran into the end of the file.
                let last = form.last().unwrap_or(t);
                return Err(self.err(last, "syntax error before: "));
            }
        }
        if self.conds.len() > depth_at_entry {
            let c = &self.conds[self.conds.len() - 1];
            let file = self.files[file_idx as usize].clone();
            return Err(Diagnostic::new(
                file,
                end,
                format!("unterminated '-{}'", c.directive),
            ));
        }
        Ok(())
    }

    fn form(&mut self, form: Vec<Token>) -> Result<(), Diagnostic> {
        let directive = match (form.first(), form.get(1)) {
            (Some(m), Some(n)) if m.is_punct("-") => token_name(n).map(str::to_string),
            _ => None,
        };
        if let Some(d) = directive.as_deref() {
            match d {
                "ifdef" | "ifndef" | "if" | "elif" | "else" | "endif" => {
                    return self.conditional(d, &form);
                }
                _ => {}
            }
        }
        if !self.active() {
            return Ok(());
        }
        match directive.as_deref() {
            Some("define") => self.define(&form),
            Some("undef") => {
                let name = self.single_name_arg(&form, "undef")?;
                self.macros.remove(&name);
                Ok(())
            }
            Some("include") => self.include(&form, false),
            Some("include_lib") => self.include(&form, true),
            Some("error") => {
                let args = self.expand(&form[2..form.len() - 1], None)?;
                let text: Vec<&str> = args.iter().map(|t| t.text.as_str()).collect();
                Err(self.err(&form[1], format!("-error{}.", text.join(""))))
            }
            Some("warning") => Ok(()),
            Some(a) if UNEXPANDED_ATTRIBUTES.contains(&a) => {
                self.forms.push(form);
                Ok(())
            }
            Some("module") => {
                let expanded = self.expand(&form, None)?;
                if let (Some(p), Some(n)) = (expanded.get(2), expanded.get(3)) {
                    if let (true, TokenKind::Atom(name)) = (p.is_punct("("), &n.kind) {
                        self.module = Some(name.clone());
                    }
                }
                self.forms.push(expanded);
                Ok(())
            }
            _ => {
                let fname = function_head(&form);
                let expanded = self.expand(&form, fname.as_ref())?;
                self.forms.push(expanded);
                Ok(())
            }
        }
    }

    /// `-ifdef(M)`, `-ifndef(M)`, `-if(Cond)`, `-elif(Cond)`, `-else`, `-endif`.
    fn conditional(&mut self, d: &str, form: &[Token]) -> Result<(), Diagnostic> {
        let active = self.active();
        match d {
            "ifdef" | "ifndef" => {
                let name = self.single_name_arg(form, d)?;
                let defined = self.is_defined(&name);
                let keep = active && (defined == (d == "ifdef"));
                let directive = if d == "ifdef" { "ifdef" } else { "ifndef" };
                self.conds.push(Cond {
                    parent_active: active,
                    active: keep,
                    taken: keep,
                    else_seen: false,
                    directive,
                });
            }
            "if" => {
                let keep = active && self.eval_condition(form, "if")?;
                self.conds.push(Cond {
                    parent_active: active,
                    active: keep,
                    taken: keep,
                    else_seen: false,
                    directive: "if",
                });
            }
            "elif" => {
                let Some(c) = self.conds.last() else {
                    return Err(self.err(&form[1], "unbalanced '-elif'"));
                };
                if c.else_seen {
                    return Err(self.err(&form[1], "'elif' following 'else'"));
                }
                let evaluate = c.parent_active && !c.taken;
                let keep = evaluate && self.eval_condition(form, "elif")?;
                if let Some(c) = self.conds.last_mut() {
                    c.active = keep;
                    c.taken |= keep;
                }
            }
            "else" => {
                self.expect_no_args(form, "else")?;
                let Some(c) = self.conds.last_mut() else {
                    return Err(self.err(&form[1], "unbalanced '-else'"));
                };
                if c.else_seen {
                    return Err(self.err(&form[1], "unbalanced '-else'"));
                }
                c.else_seen = true;
                c.active = c.parent_active && !c.taken;
                c.taken = true;
            }
            _ => {
                self.expect_no_args(form, "endif")?;
                if self.conds.pop().is_none() {
                    return Err(self.err(&form[1], "unbalanced '-endif'"));
                }
            }
        }
        Ok(())
    }

    fn expect_no_args(&self, form: &[Token], d: &str) -> Result<(), Diagnostic> {
        if form.len() == 3 || (form.len() == 5 && form[2].is_punct("(") && form[3].is_punct(")")) {
            Ok(())
        } else {
            Err(self.err(&form[1], format!("badly formed '{d}'")))
        }
    }

    /// The `M` of `-ifdef(M).`, `-ifndef(M).`, `-undef(M).`
    fn single_name_arg(&self, form: &[Token], d: &str) -> Result<String, Diagnostic> {
        match form {
            [_, _, open, name, close, _] if open.is_punct("(") && close.is_punct(")") => {
                token_name(name)
                    .map(str::to_string)
                    .ok_or_else(|| self.err(&form[1], format!("badly formed '{d}'")))
            }
            _ => Err(self.err(&form[1], format!("badly formed '{d}'"))),
        }
    }

    fn is_defined(&self, name: &str) -> bool {
        self.macros.contains_key(name)
            || matches!(
                name,
                "FILE"
                    | "LINE"
                    | "MACHINE"
                    | "BEAM"
                    | "OTP_RELEASE"
                    | "FUNCTION_NAME"
                    | "FUNCTION_ARITY"
            )
            || (self.module.is_some() && matches!(name, "MODULE" | "MODULE_STRING"))
    }

    /// Evaluates the condition of `-if(Cond).` / `-elif(Cond).`
    fn eval_condition(&self, form: &[Token], d: &str) -> Result<bool, Diagnostic> {
        let bad = || self.err(&form[1], format!("badly formed '{d}'"));
        if form.len() < 6 || !form[2].is_punct("(") || !form[form.len() - 2].is_punct(")") {
            return Err(bad());
        }
        // Replace `defined(M)` before expansion so that M itself is not expanded.
        let inner = &form[3..form.len() - 2];
        let mut replaced = Vec::new();
        let mut i = 0;
        while i < inner.len() {
            if let [d, o, n, c, ..] = &inner[i..] {
                let name = token_name(n).filter(|_| d.is_atom("defined"));
                if let (Some(name), true) = (name, o.is_punct("(") && c.is_punct(")")) {
                    let v = if self.is_defined(name) {
                        "true"
                    } else {
                        "false"
                    };
                    replaced.push(synth(TokenKind::Atom(v.into()), v.into(), d));
                    i += 4;
                    continue;
                }
            }
            replaced.push(inner[i].clone());
            i += 1;
        }
        let expanded = self.expand(&replaced, None)?;
        let expr = crate::parser::parse_expr_tokens(&expanded, &self.files, &form[form.len() - 1])?;
        match crate::parser::eval_const(&expr) {
            Some(ExprKind::Atom(a)) if a == "true" => Ok(true),
            Some(ExprKind::Atom(a)) if a == "false" => Ok(false),
            _ => Err(self.err(&form[1], format!("badly formed '{d}'"))),
        }
    }

    fn define(&mut self, form: &[Token]) -> Result<(), Diagnostic> {
        let bad = |s: &Self| s.err(&form[1], "badly formed 'define'");
        if form.len() < 5 || !form[2].is_punct("(") {
            return Err(bad(self));
        }
        let name_tok = &form[3];
        let Some(name) = token_name(name_tok).map(str::to_string) else {
            return Err(bad(self));
        };
        let mut i = 4;
        let mut params = None;
        if form[i].is_punct("(") {
            let mut ps: Vec<String> = Vec::new();
            i += 1;
            if form.get(i).is_some_and(|t| t.is_punct(")")) {
                i += 1;
            } else {
                loop {
                    match form.get(i).map(|t| &t.kind) {
                        Some(TokenKind::Var(v)) => {
                            if ps.contains(v) {
                                return Err(
                                    self.err(&form[i], format!("argument '{v}' already used"))
                                );
                            }
                            ps.push(v.clone());
                        }
                        _ => return Err(bad(self)),
                    }
                    i += 1;
                    match form.get(i) {
                        Some(t) if t.is_punct(",") => i += 1,
                        Some(t) if t.is_punct(")") => {
                            i += 1;
                            break;
                        }
                        _ => return Err(bad(self)),
                    }
                }
            }
            params = Some(ps);
        }
        let end = form.len() - 1; // the Dot
        let body = if form[i].is_punct(")") && i + 1 == end {
            vec![synth(
                TokenKind::Atom("true".into()),
                "true".into(),
                name_tok,
            )]
        } else if form[i].is_punct(",") {
            if !form[end - 1].is_punct(")") || end - 1 < i + 1 {
                return Err(self.err(
                    &form[end],
                    "badly formed define: missing closing right parenthesis",
                ));
            }
            form[i + 1..end - 1].to_vec()
        } else {
            return Err(self.err(&form[i], "badly formed define: missing comma"));
        };
        let arity = params.as_ref().map(Vec::len);
        let defs = self.macros.entry(name.clone()).or_default();
        if defs
            .iter()
            .any(|m| m.params.as_ref().map(Vec::len) == arity)
        {
            return Err(self.err(name_tok, format!("redefining macro '{name}'")));
        }
        defs.push(Macro { params, body });
        Ok(())
    }

    fn include(&mut self, form: &[Token], lib: bool) -> Result<(), Diagnostic> {
        let what = if lib { "include_lib" } else { "include" };
        let expanded = self.expand(&form[2..form.len() - 1], None)?;
        let mut path = String::new();
        let ok = expanded.len() >= 3
            && expanded[0].is_punct("(")
            && expanded[expanded.len() - 1].is_punct(")")
            && expanded[1..expanded.len() - 1]
                .iter()
                .all(|t| match &t.kind {
                    TokenKind::String(s) => {
                        path.extend(s.iter().filter_map(|&c| char::from_u32(c)));
                        true
                    }
                    _ => false,
                });
        if !ok {
            return Err(self.err(&form[1], format!("badly formed '{what}'")));
        }
        if self.include_depth >= MAX_INCLUDE_DEPTH {
            return Err(self.err(&form[1], "include too deep"));
        }
        if lib && path == MS_TRANSFORM_HRL {
            return self.include_source(MS_TRANSFORM_HRL.into(), MS_TRANSFORM_SRC);
        }
        let current = PathBuf::from(&self.files[form[0].file as usize]);
        let Some(found) = resolve_include(&current, &self.files[0], &path, lib) else {
            let kind = if lib { "lib" } else { "file" };
            return Err(self.err(
                &expanded[1],
                format!("can't find include {kind} \"{path}\""),
            ));
        };
        let name = found.to_string_lossy().into_owned();
        let src = std::fs::read(&found)
            .map_err(|e| self.err(&form[1], format!("cannot read file {name}: {e}")))?;
        let src = String::from_utf8_lossy(&src).into_owned();
        self.include_source(name, &src)
    }

    /// Preprocesses the text of an included file named `name`.
    fn include_source(&mut self, name: String, src: &str) -> Result<(), Diagnostic> {
        let idx = self.files.len() as u32;
        self.files.push(name.clone());
        let (tokens, end) = lexer::lex_with_end(&name, idx, src)?;
        self.include_depth += 1;
        let r = self.run_file(idx, tokens, end);
        self.include_depth -= 1;
        r
    }

    /// Expands every macro call in `toks`. `fname` is the (name, arity) of the function
    /// whose clause this form starts, for `?FUNCTION_NAME`/`?FUNCTION_ARITY`.
    pub(crate) fn expand(
        &self,
        toks: &[Token],
        fname: Option<&(String, usize)>,
    ) -> Result<Vec<Token>, Diagnostic> {
        let mut out = Vec::with_capacity(toks.len());
        let mut stack = Vec::new();
        self.expand_into(toks, fname, &mut out, &mut stack)?;
        Ok(out)
    }

    fn expand_into(
        &self,
        toks: &[Token],
        fname: Option<&(String, usize)>,
        out: &mut Vec<Token>,
        stack: &mut Vec<(String, Option<usize>)>,
    ) -> Result<(), Diagnostic> {
        let mut i = 0;
        while i < toks.len() {
            let t = &toks[i];
            if out.len() > MAX_EXPANDED_TOKENS {
                return Err(self.err(t, "macro expansion too large"));
            }
            if t.is_punct("??") {
                return Err(self.err(t, "syntax error before: '??'"));
            }
            if !t.is_punct("?") {
                out.push(t.clone());
                i += 1;
                continue;
            }
            let Some(name) = toks.get(i + 1).and_then(token_name).map(str::to_string) else {
                let after = toks.get(i + 1).map_or("'?'".to_string(), |n| n.to_string());
                return Err(self.err(t, format!("syntax error before: {after}")));
            };
            let at = &toks[i + 1];
            let defs = self.macros.get(&name);
            let has_parens = toks.get(i + 2).is_some_and(|p| p.is_punct("("));
            let with_args = defs.is_some_and(|d| d.iter().any(|m| m.params.is_some()));
            if defs.is_none() {
                if let Some(tok) = self.predefined(&name, at, fname)? {
                    out.push(tok);
                    i += 2;
                    continue;
                }
                return Err(self.err(at, format!("undefined macro '{name}'")));
            }
            let defs = defs.map(Vec::as_slice).unwrap_or_default();
            let (mac, args, next) = if has_parens && with_args {
                let (args, next) = self.macro_args(toks, i + 3, &name, at)?;
                let Some(m) = defs
                    .iter()
                    .find(|m| m.params.as_ref().is_some_and(|p| p.len() == args.len()))
                else {
                    return Err(self.err(at, format!("argument mismatch for macro '{name}'")));
                };
                (m, args, next)
            } else {
                let Some(m) = defs.iter().find(|m| m.params.is_none()) else {
                    return Err(self.err(at, format!("undefined macro '{name}'")));
                };
                (m, Vec::new(), i + 2)
            };
            // Circularity is per name and arity: `?M(X)` may well use `?M(X, Y)`.
            let key = (name, mac.params.as_ref().map(Vec::len));
            if stack.contains(&key) {
                let msg = match key.1 {
                    None => format!("circular macro '{}'", key.0),
                    Some(n) => format!("circular macro '{}/{n}'", key.0),
                };
                return Err(self.err(at, msg));
            }
            if stack.len() >= MAX_EXPANSION_DEPTH {
                return Err(self.err(at, "macro expansion too deep"));
            }
            // Arguments are expanded before substitution, so that `?M(?M(X))` is not
            // mistaken for a circular use; `??Arg` still sees the raw tokens.
            let mut expanded_args = Vec::with_capacity(args.len());
            for a in &args {
                let mut v = Vec::new();
                self.expand_into(a, fname, &mut v, stack)?;
                expanded_args.push(v);
            }
            let body = substitute(mac, &args, &expanded_args, at);
            stack.push(key);
            self.expand_into(&body, fname, out, stack)?;
            stack.pop();
            i = next;
        }
        Ok(())
    }

    /// The value of a predefined macro, or `None` when `name` is not one.
    fn predefined(
        &self,
        name: &str,
        at: &Token,
        fname: Option<&(String, usize)>,
    ) -> Result<Option<Token>, Diagnostic> {
        let int = |n: BigInt| synth(TokenKind::Integer(n.clone()), n.to_string(), at);
        let atom = |a: &str| synth(TokenKind::Atom(a.into()), crate::dump::atom_text(a), at);
        Ok(Some(match name {
            "MODULE" => match &self.module {
                Some(m) => atom(m),
                None => return Err(self.err(at, "undefined macro 'MODULE'")),
            },
            "MODULE_STRING" => match &self.module {
                Some(m) => string_token(m, at),
                None => return Err(self.err(at, "undefined macro 'MODULE_STRING'")),
            },
            "LINE" => int(BigInt::from(at.pos.line)),
            "FILE" => string_token(&self.files[at.file as usize], at),
            "OTP_RELEASE" => int(BigInt::from(OTP_RELEASE)),
            "MACHINE" => atom("BEAM"),
            "BEAM" => atom("true"),
            "FUNCTION_NAME" | "FUNCTION_ARITY" => match fname {
                Some((f, _)) if name == "FUNCTION_NAME" => atom(f),
                Some((_, a)) => int(BigInt::from(*a)),
                None => {
                    return Err(self.err(at, format!("?{name} can only be used within a function")))
                }
            },
            _ => return Ok(None),
        }))
    }

    /// Splits the arguments of a macro call starting at `start` (just after the `(`).
    /// Returns the arguments and the index just past the closing `)`.
    fn macro_args(
        &self,
        toks: &[Token],
        start: usize,
        name: &str,
        at: &Token,
    ) -> Result<(Vec<Vec<Token>>, usize), Diagnostic> {
        let bad = || self.err(at, format!("badly formed argument for macro '{name}'"));
        let mut args = Vec::new();
        let mut cur = Vec::new();
        let mut closers: Vec<&str> = Vec::new();
        let mut i = start;
        if toks.get(i).is_some_and(|t| t.is_punct(")")) {
            return Ok((args, i + 1));
        }
        loop {
            let Some(t) = toks.get(i) else {
                return Err(bad());
            };
            if closers.is_empty() && (t.is_punct(",") || t.is_punct(")")) {
                if cur.is_empty() {
                    return Err(bad());
                }
                args.push(std::mem::take(&mut cur));
                i += 1;
                if t.is_punct(")") {
                    return Ok((args, i));
                }
                continue;
            }
            match &t.kind {
                TokenKind::Punct("(") => closers.push(")"),
                TokenKind::Punct("[") => closers.push("]"),
                TokenKind::Punct("{") => closers.push("}"),
                TokenKind::Punct("<<") => closers.push(">>"),
                TokenKind::Keyword("begin" | "if" | "case" | "receive" | "try" | "cond") => {
                    closers.push("end")
                }
                TokenKind::Keyword("fun") => {
                    let next = toks.get(i + 1);
                    let named = next.is_some_and(|n| matches!(n.kind, TokenKind::Var(_)))
                        && toks.get(i + 2).is_some_and(|n| n.is_punct("("));
                    if next.is_some_and(|n| n.is_punct("(")) || named {
                        closers.push("end");
                    }
                }
                TokenKind::Punct(p) if closers.last() == Some(p) => {
                    closers.pop();
                }
                TokenKind::Keyword("end") if closers.last() == Some(&"end") => {
                    closers.pop();
                }
                TokenKind::Dot => return Err(bad()),
                _ => {}
            }
            cur.push(t.clone());
            i += 1;
        }
    }
}

/// The macro body with parameters replaced by arguments and `??Arg` by a string. Body tokens
/// take the position of the `?` of the call, so that errors point at the use.
fn substitute(
    mac: &Macro,
    raw_args: &[Vec<Token>],
    args: &[Vec<Token>],
    call: &Token,
) -> Vec<Token> {
    let params = mac.params.as_deref().unwrap_or_default();
    let mut out = Vec::new();
    let mut i = 0;
    let body = &mac.body;
    while i < body.len() {
        let t = &body[i];
        if t.is_punct("??") {
            if let Some(TokenKind::Var(v)) = body.get(i + 1).map(|n| &n.kind) {
                if let Some(k) = params.iter().position(|p| p == v) {
                    let text = stringify(&raw_args[k]);
                    out.push(string_token(&text, call));
                    i += 2;
                    continue;
                }
            }
        }
        if let TokenKind::Var(v) = &t.kind {
            if let Some(k) = params.iter().position(|p| p == v) {
                out.extend(args[k].iter().cloned());
                i += 1;
                continue;
            }
        }
        let mut t = t.clone();
        t.pos = call.pos;
        t.file = call.file;
        out.push(t);
        i += 1;
    }
    out
}

/// The text of `??Arg`: the argument's tokens separated by single spaces, as `epp` does.
fn stringify(toks: &[Token]) -> String {
    toks.iter()
        .map(|t| t.text.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The name and arity of the function whose clause `form` starts, if it does.
fn function_head(form: &[Token]) -> Option<(String, usize)> {
    let TokenKind::Atom(name) = &form.first()?.kind else {
        return None;
    };
    if !form.get(1)?.is_punct("(") {
        return None;
    }
    let mut depth = 0usize;
    let mut commas = 0;
    for (k, t) in form[2..].iter().enumerate() {
        match &t.kind {
            TokenKind::Punct("(" | "[" | "{" | "<<") => depth += 1,
            TokenKind::Punct(")") if depth == 0 => {
                let arity = if k == 0 { 0 } else { commas + 1 };
                return Some((name.clone(), arity));
            }
            TokenKind::Punct(")" | "]" | "}" | ">>") => depth = depth.saturating_sub(1),
            TokenKind::Punct(",") if depth == 0 => commas += 1,
            TokenKind::Dot => return None,
            _ => {}
        }
    }
    None
}

/// OTP's header that turns on the ms_transform parse transform; triheap has it built in, so
/// that the include works without an OTP installation.
const MS_TRANSFORM_HRL: &str = "stdlib/include/ms_transform.hrl";
const MS_TRANSFORM_SRC: &str = "-compile({parse_transform,ms_transform}).\n";

/// Finds an include file: relative to the including file, to the main file, or to the
/// current directory; for `-include_lib("app/...")` also in the installed OTP libraries.
fn resolve_include(current: &Path, main: &str, path: &str, lib: bool) -> Option<PathBuf> {
    let p = Path::new(path);
    if p.is_absolute() {
        return p.is_file().then(|| p.to_path_buf());
    }
    let here = current.parent().map(Path::to_path_buf).unwrap_or_default();
    let main_dir = Path::new(main)
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    // OTP-style layouts keep headers in `../include` next to `src`.
    let dirs = [
        here.clone(),
        main_dir.clone(),
        PathBuf::from("."),
        main_dir.join("../include"),
    ];
    for d in &dirs {
        let cand = if d.as_os_str().is_empty() {
            p.to_path_buf()
        } else {
            d.join(p)
        };
        if cand.is_file() {
            return Some(cand);
        }
    }
    if !lib {
        return None;
    }
    let (app, rest) = path.split_once('/')?;
    let mut roots: Vec<PathBuf> = std::env::var("ERL_LIBS")
        .map(|v| v.split(':').map(PathBuf::from).collect())
        .unwrap_or_default();
    roots.push(PathBuf::from("/usr/lib/erlang/lib"));
    roots.push(PathBuf::from("/usr/local/lib/erlang/lib"));
    for root in roots {
        let Ok(entries) = std::fs::read_dir(&root) else {
            continue;
        };
        let mut names: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|e| {
                e.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                    n == app || n.strip_prefix(app).is_some_and(|v| v.starts_with('-'))
                })
            })
            .collect();
        names.sort();
        if let Some(dir) = names.last() {
            let cand = dir.join(rest);
            if cand.is_file() {
                return Some(cand);
            }
        }
    }
    None
}
