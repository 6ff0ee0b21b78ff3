//! Sources whose size, not their nesting, makes the compiler's trees deep: a sum of 200,000
//! terms (a left-deep tree), a 1 MB string literal and a list literal of 100,000 elements
//! (right-deep cons chains), long bodies. Every stage (lexer to bytecode, the message
//! analysis, the dumps, dropping the trees) must handle them without a native-stack
//! overflow. The sizes are such that a stage quadratic in them would take minutes (a
//! 20,000-element list took over a minute before), and compiling the 100,000-element list
//! literal is timed (CPU time, with a generous bound). Nesting that the source spells out
//! (100,000 `{`) stops with a diagnostic.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use support::check_cpu_seconds;

fn triheap(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_triheap"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

/// A fresh directory for one test's sources.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("triheap-big-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes module `name` whose `main/1` prints `show` (an expression over `v()`), with `v()`
/// defined as `body`.
fn module(dir: &Path, name: &str, show: &str, body: &str) -> String {
    let file = format!("{name}.erl");
    let src = format!(
        "-module({name}).\n-export([main/1]).\nmain(_) -> io:format(\"~w~n\", [{show}]).\n\
         v() -> {body}.\n"
    );
    std::fs::write(dir.join(&file), src).unwrap();
    file
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `check`, `analyze`, the dumps and `run` under each architecture succeed, and the run
/// prints `expected`.
fn compiles_and_runs(dir: &Path, file: &str, expected: &str) {
    for args in [
        vec!["check", file],
        vec!["analyze", file],
        vec!["dump", "--ast", file],
        vec!["dump", "--ir", file],
        vec!["dump", "--asm", file],
        vec!["dump", "--analysis", file],
    ] {
        let o = triheap(dir, &args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    }
    for heap in ["private", "shared", "hybrid"] {
        let o = triheap(dir, &["run", "--heap", heap, file]);
        assert_eq!(o.status.code(), Some(0), "{file} {heap}: {}", stderr(&o));
        assert_eq!(stdout(&o), expected, "{file} {heap}");
    }
}

#[test]
fn a_sum_of_200000_terms() {
    let dir = temp_dir("sum");
    let f = module(&dir, "sum", "v()", &vec!["1"; 200_000].join(" + "));
    compiles_and_runs(&dir, &f, "200000\n");
}

#[test]
fn a_long_chain_of_operators_on_variables() {
    let dir = temp_dir("chain");
    // Each `X * 2` keeps a register until the `-` that uses it: this chain needs 40,000.
    let body = format!("X = 3, {}", vec!["X * 2"; 20_000].join(" - "));
    let f = module(&dir, "chain", "v()", &body);
    compiles_and_runs(&dir, &f, "-119988\n");
}

#[test]
fn a_string_literal_of_1_mb() {
    let dir = temp_dir("string");
    let f = module(
        &dir,
        "string",
        "length(v())",
        &format!("\"{}\"", "a".repeat(1 << 20)),
    );
    compiles_and_runs(&dir, &f, "1048576\n");
}

#[test]
fn a_list_literal_of_100000_elements() {
    let dir = temp_dir("list");
    let items: Vec<String> = (0..100_000).map(|i| i.to_string()).collect();
    let f = module(
        &dir,
        "list",
        "lists:sum(v())",
        &format!("[{}]", items.join(", ")),
    );
    compiles_and_runs(&dir, &f, "4999950000\n");
    // Compiling it takes about 0.2 s of CPU time (0.05 s for 25,000 elements, 0.9 s for
    // 400,000: linear). The bound is generous, for loaded machines, yet a stage quadratic in
    // the list's length (20,000 elements once took over a minute) would exceed it by far.
    let cpu = check_cpu_seconds(&dir, &f);
    assert!(
        cpu < 2.0,
        "check of a 100,000-element list literal: {cpu} s"
    );
}

#[test]
fn a_list_of_100000_variables_and_a_long_body() {
    let dir = temp_dir("vars");
    // Not a literal: one cons per element, built at run time, each in a register of its own.
    let list = format!("X = 1, [{}]", vec!["X"; 30_000].join(", "));
    let f = module(&dir, "vars", "length(v())", &list);
    compiles_and_runs(&dir, &f, "30000\n");
    let body: Vec<String> = (0..20_000).map(|i| format!("put(k, {i})")).collect();
    let f = module(&dir, "body", "v()", &format!("{}, get(k)", body.join(", ")));
    compiles_and_runs(&dir, &f, "19999\n");
}

/// A function needing more registers than 16-bit operands name (erlc compiles these): a
/// list pattern binding 100,000 variables, and a list of those 100,000 variables built in
/// another order. Binding a variable once per element must stay linear in the lowering (a
/// match exports its variables) and in the frame analysis (one set of registers per
/// instruction was quadratic).
#[test]
fn a_pattern_and_a_list_of_100000_variables() {
    let dir = temp_dir("manyvars");
    let vars: Vec<String> = (0..100_000).map(|i| format!("X{i}")).collect();
    let pattern = format!("[{}] = lists:seq(1, 100000)", vars.join(", "));
    let sum: Vec<&str> = vars.iter().step_by(1000).map(|v| v.as_str()).collect();
    let f = module(
        &dir,
        "manypat",
        "v()",
        &format!("{pattern}, {}", sum.join(" + ")),
    );
    compiles_and_runs(&dir, &f, "4950100\n");
    let reversed: Vec<&str> = vars.iter().rev().map(|v| v.as_str()).collect();
    let f = module(
        &dir,
        "manylist",
        "v()",
        &format!(
            "{pattern}, L = [{}], {{hd(L), lists:last(L), length(L), lists:sum(L)}}",
            reversed.join(", ")
        ),
    );
    compiles_and_runs(&dir, &f, "{100000,1,100000,5000050000}\n");
}

/// Chains of right-associative operators, as long as the source: `++` (erlc evaluates the
/// operands left to right and appends from the right) and `andalso`/`orelse` in a body and
/// in a guard (each operand but the last checked to be a boolean).
#[test]
fn chains_of_100000_appends_and_short_circuits() {
    let dir = temp_dir("chains");
    let f = module(
        &dir,
        "appends",
        "{length(v()), lists:sum(v())}",
        &format!("X = [1], {}", vec!["X"; 100_000].join(" ++ ")),
    );
    compiles_and_runs(&dir, &f, "{100000,100000}\n");
    let and = |last: &str| {
        let mut ops = vec!["X > 0"; 99_999];
        ops.push(last);
        ops.join(" andalso ")
    };
    // The other two are shorter, to keep the test's time down.
    let or = {
        let mut ops = vec!["X > 0"; 19_999];
        ops.push("X");
        ops.join(" orelse ")
    };
    // An operand in the middle that is not a boolean raises `{badarg, Value}`.
    let mut bad = vec!["X > 0"; 19_999];
    bad[10_000] = "X";
    bad.push("X + 1");
    let src = format!(
        "-module(shortcircuits).\n-export([main/1]).\n\
         main(_) -> io:format(\"~w~n\", [{{a(1), a(2), g(1), g(2), o(0), o(1), b(1)}}]).\n\
         a(X) -> {}.\n\
         g(X) when {} -> yes;\ng(_) -> no.\n\
         o(X) -> {or}.\n\
         b(X) -> try {} catch error:R -> R end.\n",
        and("X < 2"),
        and("X < 2"),
        bad.join(" andalso "),
    );
    std::fs::write(dir.join("shortcircuits.erl"), src).unwrap();
    compiles_and_runs(
        &dir,
        "shortcircuits.erl",
        "{true,false,yes,no,0,true,{badarg,1}}\n",
    );
}

#[test]
fn long_patterns_and_guards() {
    let dir = temp_dir("patterns");
    // Two registers per character of the prefix.
    let s = "b".repeat(20_000);
    let body = format!(
        "X = \"{s}c\", case X of \"{s}\" ++ T when length(T) < {} -> T end",
        vec!["1"; 50_000].join(" + ")
    );
    let f = module(&dir, "patterns", "v()", &body);
    compiles_and_runs(&dir, &f, "[99]\n");
}

/// Deeper nesting than the parser's limit is a diagnostic at the first token too deep; just
/// under it every stage copes.
#[test]
fn deeply_nested_terms() {
    let dir = temp_dir("nested");
    for (name, open, close) in [
        ("tuples", "{", "}"),
        ("lists", "[", "]"),
        ("parens", "(", ")"),
        ("blocks", "begin ", " end"),
    ] {
        let deep = format!("{}1{}", open.repeat(100_000), close.repeat(100_000));
        let f = module(&dir, name, "v()", &deep);
        for cmd in ["check", "run"] {
            let o = triheap(&dir, &[cmd, &f]);
            assert_eq!(o.status.code(), Some(1), "{name}: {}", stderr(&o));
            let err = stderr(&o);
            assert!(
                err.starts_with(&format!("{f}:4:")) && err.ends_with(": nesting too deep\n"),
                "{name}: {err}"
            );
        }
    }
    // Chains built in loops count as nesting too: `f()()()...`, `A = B = ...`.
    for (name, body) in [
        (
            "calls",
            format!("(fun F() -> F end){}", "()".repeat(100_000)),
        ),
        ("matches", format!("{} = 1", vec!["_"; 100_000].join(" = "))),
    ] {
        let f = module(&dir, name, "v()", &body);
        let o = triheap(&dir, &["check", &f]);
        assert_eq!(o.status.code(), Some(1), "{name}: {}", stderr(&o));
        assert!(stderr(&o).ends_with(": nesting too deep\n"), "{name}");
    }
    let f = module(
        &dir,
        "ok",
        "v()",
        &format!("{}1{}", "{".repeat(900), "}".repeat(900)),
    );
    let expected = format!("{}1{}\n", "{".repeat(900), "}".repeat(900));
    compiles_and_runs(&dir, &f, &expected);
}

/// Guards and `case` heads compiled as tests and jumps (`compile/guard.rs`), as long as the
/// source: a guard of 100,000 `orelse`s, a `case` on a chain of 100,000 `andalso`s and a
/// guard sequence of 50,000 `;`s whose guards may raise.
#[test]
fn long_disjunctions_and_boolean_cases() {
    let dir = temp_dir("disjunctions");
    let or = (0..100_000)
        .map(|i| format!("X =:= {i}"))
        .collect::<Vec<_>>()
        .join(" orelse ");
    let and = vec!["X > 0"; 100_000].join(" andalso ");
    // A guard sequence lowers to one `case` nested in the last clause of the one before.
    let seq = (0..50_000)
        .map(|i| format!("hd(X) =:= {i}"))
        .collect::<Vec<_>>()
        .join("; ");
    let src = format!(
        "-module(disjunctions).\n-export([main/1]).\n\
         main(_) -> io:format(\"~w~n\", [{{o(99999), o(100000), c(1), c(0), \
         s([49999]), s([50000]), s(x)}}]).\n\
         o(X) when {or} -> yes;\no(_) -> no.\n\
         c(X) -> case {and} of true -> pos; false -> nonpos end.\n\
         s(X) when {seq} -> yes;\ns(_) -> no.\n",
    );
    std::fs::write(dir.join("disjunctions.erl"), src).unwrap();
    compiles_and_runs(&dir, "disjunctions.erl", "{yes,no,pos,nonpos,yes,no,no}\n");
}
