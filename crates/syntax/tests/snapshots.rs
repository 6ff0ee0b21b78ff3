//! Snapshot tests: `tests/snapshots/tokens/*.erl` against `*.tokens` (token dumps) and
//! `tests/snapshots/ast/*.erl` against `*.ast` (AST dumps). Run with `BLESS=1` to rewrite
//! the expected files after an intended change.

use std::path::{Path, PathBuf};

fn snapshot_dir(kind: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/snapshots")
        .join(kind)
}

fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("snapshot directory exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "erl"))
        .collect();
    v.sort();
    v
}

/// Compares `actual` with the file next to `input` with extension `ext`, or rewrites that
/// file under `BLESS=1`. Returns a failure description.
fn check(input: &Path, ext: &str, actual: &str) -> Option<String> {
    let expected_path = input.with_extension(ext);
    if std::env::var_os("BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&expected_path, actual).expect("write snapshot");
        return None;
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    if expected == actual {
        return None;
    }
    let first_diff = expected
        .lines()
        .zip(actual.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(expected.lines().count().min(actual.lines().count()));
    Some(format!(
        "{}: differs at line {}\n  expected: {}\n  actual:   {}\n(run with BLESS=1 to update)",
        expected_path.display(),
        first_diff + 1,
        expected.lines().nth(first_diff).unwrap_or("<end>"),
        actual.lines().nth(first_diff).unwrap_or("<end>"),
    ))
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).expect("readable snapshot input")
}

#[test]
fn token_snapshots() {
    let files = inputs(&snapshot_dir("tokens"));
    assert!(files.len() >= 3);
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let toks =
                triheap_syntax::tokenize("input.erl", &read(f)).unwrap_or_else(|d| panic!("{d}"));
            check(f, "tokens", &triheap_syntax::dump_tokens(&toks))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn ast_snapshots() {
    let files = inputs(&snapshot_dir("ast"));
    assert!(files.len() >= 8);
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let m = triheap_syntax::parse_file(f).unwrap_or_else(|d| panic!("{d}"));
            check(f, "ast", &triheap_syntax::dump_ast(&m))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
