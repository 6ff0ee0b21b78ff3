//! The lexer: source text to raw tokens (before preprocessing), following `erl_scan`.

use crate::ast::Pos;
use crate::token::{Token, TokenKind, KEYWORDS, PUNCTS};
use crate::Diagnostic;
use num_bigint::BigInt;
use num_traits::Num;

/// Longest atom name in characters; erl_scan refuses longer atoms ("illegal atom").
const MAX_ATOM_CHARS: usize = 255;

/// Splits `src` into tokens; `file_idx` is recorded in every token for later diagnostics.
pub fn lex(file: &str, file_idx: u32, src: &str) -> Result<Vec<Token>, Diagnostic> {
    lex_with_end(file, file_idx, src).map(|(toks, _)| toks)
}

/// Like [`lex`], also returning the position just past the end of the input.
pub fn lex_with_end(file: &str, file_idx: u32, src: &str) -> Result<(Vec<Token>, Pos), Diagnostic> {
    let mut lx = Lexer {
        file,
        file_idx,
        chars: src.chars().collect(),
        i: 0,
        line: 1,
        col: 1,
        out: Vec::new(),
    };
    // A byte-order mark may start the file, as epp allows.
    if lx.chars.first() == Some(&'\u{feff}') {
        lx.i = 1;
    }
    lx.run()?;
    let end = lx.pos();
    Ok((lx.out, end))
}

struct Lexer<'a> {
    file: &'a str,
    file_idx: u32,
    chars: Vec<char>,
    i: usize,
    line: u32,
    col: u32,
    out: Vec<Token>,
}

/// Characters that may continue an atom or a variable name (Latin-1 letters included).
fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || c == '_'
        || c == '@'
        || (('\u{c0}'..='\u{ff}').contains(&c) && c != '\u{d7}' && c != '\u{f7}')
}

fn is_lower_start(c: char) -> bool {
    c.is_ascii_lowercase() || (('\u{df}'..='\u{ff}').contains(&c) && c != '\u{f7}')
}

fn is_upper_start(c: char) -> bool {
    c.is_ascii_uppercase() || c == '_' || (('\u{c0}'..='\u{de}').contains(&c) && c != '\u{d7}')
}

impl Lexer<'_> {
    fn peek(&self, k: usize) -> Option<char> {
        self.chars.get(self.i + k).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.get(self.i).copied()?;
        self.i += 1;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }

    fn err(&self, pos: Pos, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.file, pos, msg)
    }

    fn push(&mut self, kind: TokenKind, pos: Pos, start: usize) {
        let text: String = self.chars[start..self.i].iter().collect();
        self.out.push(Token {
            kind,
            pos,
            text,
            file: self.file_idx,
        });
    }

    fn run(&mut self) -> Result<(), Diagnostic> {
        while let Some(c) = self.peek(0) {
            let pos = self.pos();
            let start = self.i;
            if c == '%' {
                while let Some(c) = self.peek(0) {
                    if c == '\n' {
                        break;
                    }
                    self.bump();
                }
            } else if c <= ' ' || ('\u{80}'..='\u{a0}').contains(&c) || c.is_whitespace() {
                self.bump();
            } else if c.is_ascii_digit() {
                let kind = self.number(pos)?;
                self.push(kind, pos, start);
            } else if is_lower_start(c) {
                while self.peek(0).is_some_and(is_name_char) {
                    self.bump();
                }
                let name: String = self.chars[start..self.i].iter().collect();
                if name.chars().count() > MAX_ATOM_CHARS {
                    return Err(self.err(pos, "illegal atom"));
                }
                let kind = match KEYWORDS.iter().find(|k| **k == name) {
                    Some(k) => TokenKind::Keyword(k),
                    None => TokenKind::Atom(name),
                };
                self.push(kind, pos, start);
            } else if is_upper_start(c) {
                while self.peek(0).is_some_and(is_name_char) {
                    self.bump();
                }
                let name: String = self.chars[start..self.i].iter().collect();
                self.push(TokenKind::Var(name), pos, start);
            } else if c == '"' {
                self.bump();
                let s = self.quoted('"', pos)?;
                self.push(TokenKind::String(s), pos, start);
            } else if c == '\'' {
                self.bump();
                let s = self.quoted('\'', pos)?;
                if s.len() > MAX_ATOM_CHARS {
                    return Err(self.err(pos, "illegal atom"));
                }
                let name: String = s.iter().filter_map(|&c| char::from_u32(c)).collect();
                self.push(TokenKind::Atom(name), pos, start);
            } else if c == '$' {
                self.bump();
                let v = match self.bump() {
                    None => return Err(self.err(pos, "unterminated character")),
                    Some('\\') => self.escape(Pos {
                        line: pos.line,
                        col: pos.col + 1,
                    })?,
                    Some(c) => c as u32,
                };
                self.push(TokenKind::Char(v), pos, start);
            } else if c == '.' && self.peek(1).is_none_or(|n| n.is_whitespace() || n == '%') {
                self.bump();
                self.push(TokenKind::Dot, pos, start);
            } else if let Some(p) = self.punct() {
                for _ in 0..p.len() {
                    self.bump();
                }
                self.push(TokenKind::Punct(p), pos, start);
            } else {
                return Err(self.err(pos, "illegal character"));
            }
        }
        Ok(())
    }

    fn punct(&self) -> Option<&'static str> {
        PUNCTS.iter().copied().find(|p| {
            p.chars()
                .enumerate()
                .all(|(k, pc)| self.peek(k) == Some(pc))
        })
    }

    /// Digits in `radix` with single `_` separators between digits, as in erl_scan.
    fn digits(&mut self, radix: u32) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek(0) {
            if c.is_digit(radix) {
                s.push(c);
                self.bump();
            } else if c == '_' && !s.is_empty() && self.peek(1).is_some_and(|n| n.is_digit(radix)) {
                self.bump();
            } else {
                break;
            }
        }
        s
    }

    fn number(&mut self, pos: Pos) -> Result<TokenKind, Diagnostic> {
        let int = self.digits(10);
        if self.peek(0) == Some('#') {
            let radix: u32 = int.parse().unwrap_or(0);
            if (2..=36).contains(&radix) && self.peek(1).is_some_and(|c| c.is_digit(radix)) {
                self.bump();
                let ds = self.digits(radix);
                let v = BigInt::from_str_radix(&ds, radix)
                    .map_err(|_| self.err(pos, "illegal integer"))?;
                return Ok(TokenKind::Integer(v));
            }
            if !(2..=36).contains(&radix) {
                return Err(self.err(pos, format!("illegal base '{radix}'")));
            }
            return Err(self.err(pos, "illegal integer"));
        }
        if self.peek(0) == Some('.') && self.peek(1).is_some_and(|c| c.is_ascii_digit()) {
            self.bump();
            let frac = self.digits(10);
            let mut text = format!("{int}.{frac}");
            if matches!(self.peek(0), Some('e' | 'E')) {
                let sign = matches!(self.peek(1), Some('+' | '-'));
                let d = if sign { self.peek(2) } else { self.peek(1) };
                if d.is_some_and(|c| c.is_ascii_digit()) {
                    self.bump();
                    text.push('e');
                    if sign {
                        text.push(self.bump().unwrap_or('+'));
                    }
                    text.push_str(&self.digits(10));
                }
            }
            return match text.parse::<f64>() {
                Ok(f) if f.is_finite() => Ok(TokenKind::Float(f)),
                _ => Err(self.err(pos, "illegal float")),
            };
        }
        let v = int
            .parse::<BigInt>()
            .map_err(|_| self.err(pos, "illegal integer"))?;
        Ok(TokenKind::Integer(v))
    }

    /// The body of a quoted string or atom, after the opening quote.
    fn quoted(&mut self, q: char, pos: Pos) -> Result<Vec<u32>, Diagnostic> {
        let mut out = Vec::new();
        loop {
            match self.bump() {
                None => {
                    let what = if q == '"' { "string" } else { "atom" };
                    let head = quote_head(&out, q);
                    return Err(self.err(pos, format!("unterminated {what} starting with {head}")));
                }
                Some(c) if c == q => return Ok(out),
                Some('\\') => {
                    let at = Pos {
                        line: self.line,
                        col: self.col - 1,
                    };
                    out.push(self.escape(at)?)
                }
                Some(c) => out.push(c as u32),
            }
        }
    }

    /// An escape sequence after the backslash.
    fn escape(&mut self, pos: Pos) -> Result<u32, Diagnostic> {
        let c = self
            .bump()
            .ok_or_else(|| self.err(pos, "unterminated escape sequence"))?;
        Ok(match c {
            'b' => 8,
            'd' => 127,
            'e' => 27,
            'f' => 12,
            'n' => 10,
            'r' => 13,
            's' => 32,
            't' => 9,
            'v' => 11,
            '0'..='7' => {
                let mut v = c.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match self.peek(0).and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            self.bump();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' => {
                if self.peek(0) == Some('{') {
                    self.bump();
                    let mut v: u32 = 0;
                    let mut n = 0;
                    while let Some(d) = self.peek(0).and_then(|c| c.to_digit(16)) {
                        v = v.saturating_mul(16).saturating_add(d);
                        n += 1;
                        self.bump();
                    }
                    if n == 0 || self.peek(0) != Some('}') || v > 0x10FFFF {
                        return Err(self.err(pos, "illegal character"));
                    }
                    self.bump();
                    v
                } else {
                    let mut v = 0;
                    for _ in 0..2 {
                        match self.peek(0).and_then(|c| c.to_digit(16)) {
                            Some(d) => {
                                v = v * 16 + d;
                                self.bump();
                            }
                            None => return Err(self.err(pos, "illegal character")),
                        }
                    }
                    v
                }
            }
            '^' => {
                let c = self
                    .bump()
                    .ok_or_else(|| self.err(pos, "unterminated escape sequence"))?;
                (c as u32) & 31
            }
            other => other as u32,
        })
    }
}

/// The first 16 characters of an unterminated literal, quoted as `io_lib:write_string` does.
fn quote_head(chars: &[u32], q: char) -> String {
    let mut s = String::new();
    s.push(q);
    for &c in chars.iter().take(16) {
        match char::from_u32(c) {
            Some('\n') => s.push_str("\\n"),
            Some('\t') => s.push_str("\\t"),
            Some('\r') => s.push_str("\\r"),
            Some('\\') => s.push_str("\\\\"),
            Some(ch) if ch == q => {
                s.push('\\');
                s.push(ch);
            }
            Some(ch) if (ch as u32) < 32 => {
                s.push_str("\\^");
                s.push(char::from_u32(ch as u32 + 64).unwrap_or('?'));
            }
            Some(ch) => s.push(ch),
            None => s.push('?'),
        }
    }
    s.push(q);
    s
}
