//! `triheap run`, `check` and `dump` on escripts (`tests/escript/`): files with a `#!` line,
//! a `%%!` line, no `-module`, odd names or no extension at all.
//!
//! The expected files beside each script come from Erlang/OTP 25's `escript` (erlang-nox
//! 25.2.3), run in `tests/escript/` as
//!
//! ```sh
//! escript SCRIPT $(cat SCRIPT.args) > SCRIPT.out 2> err; echo $?
//! ```
//!
//! `SCRIPT.out` is its standard output, `SCRIPT.exit` its exit status when that is neither 0
//! nor escript's 127 for a failed script, and `SCRIPT.err` the first line of its standard
//! error for a script escript refused to compile (triheap then exits 1, as for any bad input).
//! escript names a module without `-module` `<base>__escript__<time>__<unique>`; triheap
//! leaves out the time and the unique integer, so the scripts print only the part before.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/escript")
}

fn triheap(cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_triheap"))
        .current_dir(cwd)
        .args(args)
        .output()
        .expect("spawn triheap")
}

/// The file beside `script` with `.ext` appended to its whole name.
fn beside(script: &str, ext: &str) -> PathBuf {
    dir().join(format!("{script}.{ext}"))
}

fn script_args(script: &str) -> Vec<String> {
    std::fs::read_to_string(beside(script, "args"))
        .map(|s| s.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// Runs `script` from `cwd` as `path` and compares with escript's output.
fn run_as(script: &str, cwd: &Path, path: &str) {
    let mut args = vec!["run", path];
    let extra = script_args(script);
    args.extend(extra.iter().map(String::as_str));
    let out = triheap(cwd, &args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if let Ok(want) = std::fs::read_to_string(beside(script, "err")) {
        assert_eq!(out.status.code(), Some(1), "{script}: {stderr}");
        // escript names the file as it was given; so does triheap.
        let want = want.trim_end().replacen(script, path, 1);
        assert_eq!(stderr.lines().next(), Some(want.as_str()), "{script}");
        assert!(out.stdout.is_empty(), "{script}");
        return;
    }
    let want_out = std::fs::read_to_string(beside(script, "out")).expect("expected output");
    let want_status: i32 = std::fs::read_to_string(beside(script, "exit"))
        .map(|s| s.trim().parse().expect("exit status"))
        .unwrap_or(0);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        want_out,
        "{script} run from {}: {stderr}",
        cwd.display()
    );
    assert_eq!(out.status.code(), Some(want_status), "{script}: {stderr}");
}

const SCRIPTS: &[&str] = &[
    "args",
    "hello.escript",
    "named.erl",
    "dotted.name.escript",
    "bad_line",
    "bad_syntax.escript",
];

#[test]
fn scripts_run_as_escript_runs_them() {
    for s in SCRIPTS {
        run_as(s, &dir(), s);
    }
}

#[test]
fn scripts_run_from_any_directory() {
    let elsewhere = std::env::temp_dir();
    let root = dir().join("../..");
    for s in SCRIPTS {
        let abs = dir().join(s).canonicalize().expect("script exists");
        run_as(s, &elsewhere, &abs.to_string_lossy());
        run_as(s, &root, &format!("tests/escript/{s}"));
    }
}

#[test]
fn check_accepts_scripts_and_reports_errors_at_their_lines() {
    for s in SCRIPTS {
        let out = triheap(&dir(), &["check", s]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        match std::fs::read_to_string(beside(s, "err")) {
            Ok(want) => {
                assert_eq!(out.status.code(), Some(1), "{s}");
                assert_eq!(stderr.lines().next(), Some(want.trim_end()), "{s}");
            }
            Err(_) => assert!(out.status.success(), "{s}: {stderr}"),
        }
    }
}

#[test]
fn dump_accepts_scripts() {
    for stage in ["--tokens", "--ast", "--ir", "--asm"] {
        let out = triheap(&dir(), &["dump", stage, "args"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "dump {stage}: {stderr}");
    }
    // The `#!` and `%%!` lines are no tokens, and the first token keeps its line.
    let tokens = triheap(&dir(), &["dump", "--tokens", "args"]);
    let tokens = String::from_utf8_lossy(&tokens.stdout);
    let first = tokens.lines().next().unwrap_or_default();
    assert!(first.starts_with("5:1"), "{first}");
    let ast = triheap(&dir(), &["dump", "--ast", "args"]);
    assert!(String::from_utf8_lossy(&ast.stdout).contains("args__escript"));
}

/// The README's example, against `escript examples/primes.escript 50` run from the
/// repository root.
#[test]
fn example_escript_runs() {
    let root = dir().join("../..");
    let out = triheap(&root, &["run", "examples/primes.escript", "50"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "primes up to 50: [2,3,5,7,11,13,17,19,23,29,31,37,41,43,47]\n"
    );
    assert!(out.status.success());
    // escript: the usage message on standard error and status 1 (its `halt(1)`).
    let out = triheap(&root, &["run", "examples/primes.escript"]);
    assert!(out.stdout.is_empty());
    assert_eq!(out.status.code(), Some(1));
}
