//! Front end: lexer, preprocessor and parser for standard Erlang source.
//!
//! [`tokenize`] gives raw tokens, [`parse_source`] and [`parse_file`] run the preprocessor and
//! the parser and give an [`ast::Module`]; [`parse_script`] does so for an escript. Every
//! failure is a [`Diagnostic`]; no input panics.
pub mod ast;
mod deep;
pub mod diag;
pub mod dump;
pub mod escript;
pub mod lexer;
pub mod ms_transform;
pub mod parser;
pub mod preprocess;
pub mod token;

pub use diag::Diagnostic;
pub use dump::{dump_ast, dump_tokens};
pub use token::{Token, TokenKind};

use std::path::Path;

/// The raw tokens of `src` with their positions, before preprocessing.
pub fn tokenize(file: &str, src: &str) -> Result<Vec<Token>, Diagnostic> {
    lexer::lex(file, 0, src)
}

/// Preprocesses and parses the module `src`; `file` names it in diagnostics and is the base
/// for relative `-include` paths.
pub fn parse_source(file: &str, src: &str) -> Result<ast::Module, Diagnostic> {
    parse(file, src, None)
}

/// Preprocesses and parses `src` as `escript` takes a script (see [`escript`]): a first
/// `#!` line is skipped, a script whose first form is not `-module` is named after `file`,
/// and `main/1`, when defined, is exported.
pub fn parse_script(file: &str, src: &str) -> Result<ast::Module, Diagnostic> {
    let src = escript::strip_shebang(src);
    let mut m = parse(file, &src, Some(&escript::module_name(file)))?;
    let main = ("main".to_string(), 1);
    let defined = m.functions.iter().any(|f| f.name == "main" && f.arity == 1);
    if defined && !m.export_all && !m.exports.contains(&main) {
        m.exports.push(main);
    }
    Ok(m)
}

/// `script_module`: the module name to use when the first form is not `-module`.
fn parse(file: &str, src: &str, script_module: Option<&str>) -> Result<ast::Module, Diagnostic> {
    with_big_stack(|| {
        let pre = preprocess::preprocess_as(file, src, script_module)?;
        let mut m = parser::parse_module_as(file, &pre, script_module)?;
        if ms_transform::requested(&m) {
            ms_transform::apply(&mut m)?;
        }
        Ok(m)
    })
}

/// Stack for the parser thread: enough for [`parser::MAX_DEPTH`] levels of nesting whatever
/// the caller's stack (test threads get only 2 MiB). Only touched pages are committed.
const PARSER_STACK: usize = 64 << 20;

/// Runs `f` on a scoped thread with a [`PARSER_STACK`]-sized stack, or directly if no thread
/// can be spawned.
pub(crate) fn with_big_stack<T: Send>(f: impl Fn() -> T + Sync) -> T {
    let spawned = std::thread::scope(|s| {
        let h = std::thread::Builder::new()
            .name("triheap-parser".into())
            .stack_size(PARSER_STACK)
            .spawn_scoped(s, &f)
            .ok()?;
        Some(h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    });
    spawned.unwrap_or_else(f)
}

/// Reads and parses the module at `path`.
pub fn parse_file(path: &Path) -> Result<ast::Module, Diagnostic> {
    let name = path.to_string_lossy().into_owned();
    let bytes = std::fs::read(path).map_err(|e| {
        Diagnostic::new(
            name.clone(),
            ast::Pos::default(),
            format!("cannot read file: {e}"),
        )
    })?;
    // Erlang sources default to UTF-8; fall back to Latin-1 like epp does for old files.
    let src = match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => e.into_bytes().iter().map(|&b| b as char).collect(),
    };
    parse_source(&name, &src)
}
