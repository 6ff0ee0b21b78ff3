//! Front end: lexer, preprocessor and parser for standard Erlang source.
pub mod ast;
pub mod diag;
pub use diag::Diagnostic;
