//! Entry points of the fuzz targets (`fuzz/`, run with cargo-fuzz) and of the replay of their
//! corpora on stable Rust (`crates/vm/tests/fuzz_corpus.rs`), so both exercise the same code.
//! Each may fail on its input but never panic, hang or overflow the stack.

pub use crate::bif::etf::decode_arbitrary as decode_etf;

/// What `triheap check` does with a source file, and the message analysis as `--heap hybrid`
/// runs it: preprocess and parse (as an escript, so a `#!` line is taken too), lower,
/// analyse, compile to bytecode. The bytes are read as Latin-1 when not UTF-8, as
/// `triheap` reads a file. `Err` is the diagnostic.
pub fn check_source(data: &[u8]) -> Result<(), String> {
    let src = match std::str::from_utf8(data) {
        Ok(s) => s.to_string(),
        Err(_) => data.iter().map(|&b| b as char).collect(),
    };
    let file = "fuzz.erl";
    let ast = triheap_syntax::parse_script(file, &src).map_err(|d| d.to_string())?;
    let mut ir = triheap_ir::lower_module(&ast).map_err(|d| d.to_string())?;
    let _ = triheap_ir::dump_module(&ir);
    triheap_analysis::analyze(
        std::slice::from_mut(&mut ir),
        &triheap_analysis::Options::default(),
        &|_| true,
    );
    crate::compile::compile_module(&ir, crate::bif::lookup).map_err(|e| format!("{file}: {e}"))?;
    Ok(())
}
