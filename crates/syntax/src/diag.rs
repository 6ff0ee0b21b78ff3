//! Compile-time diagnostics: every syntax or compile error is one of these, printed as
//! `file:line:col: message`.

use crate::ast::Pos;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: String,
    pub pos: Pos,
    pub message: String,
}

impl Diagnostic {
    pub fn new(file: impl Into<String>, pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic {
            file: file.into(),
            pos,
            message: message.into(),
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.pos.line, self.pos.col, self.message
        )
    }
}

impl std::error::Error for Diagnostic {}
