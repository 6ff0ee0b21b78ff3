//! Tokens produced by the lexer and consumed by the preprocessor and the parser.

use crate::ast::Pos;
use num_bigint::BigInt;
use std::fmt;

/// Reserved words of Erlang (OTP 25, with `maybe` treated as a plain atom since the
/// `maybe_expr` feature is off by default there).
pub const KEYWORDS: &[&str] = &[
    "after", "and", "andalso", "band", "begin", "bnot", "bor", "bsl", "bsr", "bxor", "case",
    "catch", "cond", "div", "end", "fun", "if", "let", "not", "of", "or", "orelse", "receive",
    "rem", "try", "when", "xor",
];

/// Punctuation and operators, longest first so the lexer can match greedily.
pub const PUNCTS: &[&str] = &[
    "...", "=:=", "=/=", "<<", ">>", "->", "=>", ":=", "<-", "<=", "=<", ">=", "==", "/=", "++",
    "--", "||", "::", "..", "??", "(", ")", "[", "]", "{", "}", ",", ";", ":", "|", "=", "<", ">",
    "+", "-", "*", "/", "!", "#", ".", "?", "~", "&", "^", "`", "\\", "@",
];

#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    Atom(String),
    Var(String),
    Integer(BigInt),
    Float(f64),
    /// `$c`: kept apart from integers only so dumps show how the source spelled it.
    Char(u32),
    /// One string literal (not yet concatenated with its neighbours).
    String(Vec<u32>),
    Keyword(&'static str),
    Punct(&'static str),
    /// The form terminator: a `.` followed by whitespace, `%` or end of input.
    Dot,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    pub pos: Pos,
    /// The source spelling, used by dumps, `??Arg` and error messages.
    pub text: String,
    /// Index of the source file in the preprocessor's file table (0 = the main file).
    pub file: u32,
}

impl Token {
    pub fn is_punct(&self, p: &str) -> bool {
        matches!(self.kind, TokenKind::Punct(q) if q == p)
    }

    pub fn is_keyword(&self, k: &str) -> bool {
        matches!(self.kind, TokenKind::Keyword(q) if q == k)
    }

    pub fn is_atom(&self, a: &str) -> bool {
        matches!(&self.kind, TokenKind::Atom(q) if q == a)
    }

    /// The kind name shown in token dumps.
    pub fn kind_name(&self) -> &'static str {
        match self.kind {
            TokenKind::Atom(_) => "ATOM",
            TokenKind::Var(_) => "VAR",
            TokenKind::Integer(_) => "INT",
            TokenKind::Float(_) => "FLOAT",
            TokenKind::Char(_) => "CHAR",
            TokenKind::String(_) => "STRING",
            TokenKind::Keyword(_) => "KEYWORD",
            TokenKind::Punct(_) => "PUNCT",
            TokenKind::Dot => "DOT",
        }
    }
}

/// How a token is quoted in "syntax error before: X" messages, following erl_parse.
impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            TokenKind::Punct(p) => write!(f, "'{p}'"),
            TokenKind::Keyword(k) => write!(f, "'{k}'"),
            TokenKind::Dot => write!(f, "'.'"),
            TokenKind::Atom(a) => write!(f, "{}", crate::dump::atom_text(a)),
            TokenKind::Integer(n) => write!(f, "{n}"),
            _ => write!(f, "{}", self.text),
        }
    }
}
