//! Compile errors found by the lowering: each is a diagnostic at the offending position.

fn lower_err(src: &str) -> String {
    let m = triheap_syntax::parse_source("t.erl", src).expect("test input parses");
    match triheap_ir::lower_module(&m) {
        Ok(_) => panic!("expected a compile error for:\n{src}"),
        Err(d) => d.to_string(),
    }
}

fn lowers(src: &str) {
    let m = triheap_syntax::parse_source("t.erl", src).expect("test input parses");
    if let Err(d) = triheap_ir::lower_module(&m) {
        panic!("unexpected error {d} for:\n{src}");
    }
}

#[test]
fn unbound_variable() {
    let e = lower_err("-module(t).\n-export([f/1]).\nf(X) -> X + Y.\n");
    assert_eq!(e, "t.erl:3:13: variable 'Y' is unbound");
}

#[test]
fn unbound_in_fun_and_comprehension_scope() {
    // Variables bound inside a fun or comprehension do not leak out.
    let e = lower_err("-module(t).\n-export([f/1]).\nf(L) -> _ = [Y || X <- L, Y <- X], Y.\n");
    assert_eq!(e, "t.erl:3:36: variable 'Y' is unbound");
    let e = lower_err("-module(t).\n-export([f/0]).\nf() -> F = fun() -> Z = 1 end, {F, Z}.\n");
    assert_eq!(e, "t.erl:3:36: variable 'Z' is unbound");
}

#[test]
fn unsafe_variable() {
    let e =
        lower_err("-module(t).\n-export([f/1]).\nf(X) -> case X of a -> Y = 1; _ -> ok end, Y.\n");
    assert_eq!(e, "t.erl:3:44: variable 'Y' unsafe in 'case'");
    let e = lower_err(
        "-module(t).\n-export([f/1]).\nf(X) -> try X of _ -> Y = 1 catch _:_ -> Y = 2 end, Y.\n",
    );
    assert_eq!(e, "t.erl:3:53: variable 'Y' unsafe in 'try'");
    // Matched again in a pattern (erlc's positions).
    let e = lower_err(
        "-module(t).\n-export([f/1]).\nf(X) -> A = try X catch C:R -> {C, R} end, B = try X catch C:R -> {C, R} end, {A, B}.\n",
    );
    assert_eq!(e, "t.erl:3:60: variable 'C' unsafe in 'try'");
    let e = lower_err(
        "-module(t).\n-export([f/1]).\nf(X) -> case X of a -> Y = 1; _ -> ok end, Y = 2.\n",
    );
    assert_eq!(e, "t.erl:3:44: variable 'Y' unsafe in 'case'");
}

#[test]
fn generator_patterns_shadow_unsafe_variables() {
    let src =
        "-module(t).\n-export([f/1]).\nf(X) -> case X of a -> Y = 1; _ -> ok end, [Y || Y <- X].\n";
    let ast = triheap_syntax::parse_source("t.erl", src).expect("parses");
    assert!(triheap_ir::lower_module(&ast).is_ok());
}

#[test]
fn undefined_function() {
    let e = lower_err("-module(t).\n-export([f/0]).\nf() -> foo(1, 2).\n");
    assert_eq!(e, "t.erl:3:8: function foo/2 undefined");
    let e = lower_err("-module(t).\n-export([f/0]).\nf() -> fun foo/1.\n");
    assert!(e.ends_with("function foo/1 undefined"), "{e}");
}

#[test]
fn undefined_export() {
    let e = lower_err("-module(t).\n-export([f/0, g/1]).\nf() -> ok.\n");
    assert!(e.ends_with("function g/1 undefined"), "{e}");
}

#[test]
fn undefined_record() {
    let e = lower_err("-module(t).\n-export([f/0]).\nf() -> #r{}.\n");
    assert_eq!(e, "t.erl:3:8: record r undefined");
    let e = lower_err("-module(t).\n-export([f/1]).\nf(#r{a = 1}) -> ok.\n");
    assert!(e.ends_with("record r undefined"), "{e}");
    let e = lower_err("-module(t).\n-export([f/1]).\nf(X) -> X#r.a.\n");
    assert!(e.ends_with("record r undefined"), "{e}");
}

#[test]
fn bad_field() {
    let src = "-module(t).\n-export([f/1]).\n-record(r, {a, b}).\n";
    let e = lower_err(&format!("{src}f(_) -> #r{{c = 1}}.\n"));
    assert!(e.ends_with("field c undefined in record r"), "{e}");
    let e = lower_err(&format!("{src}f(X) -> X#r.c.\n"));
    assert!(e.ends_with("field c undefined in record r"), "{e}");
    let e = lower_err(&format!("{src}f(X) -> X#r{{c = 2}}.\n"));
    assert!(e.ends_with("field c undefined in record r"), "{e}");
    let e = lower_err(&format!("{src}f(#r{{c = 2}}) -> ok.\n"));
    assert!(e.ends_with("field c undefined in record r"), "{e}");
}

#[test]
fn illegal_guard() {
    let e = lower_err("-module(t).\n-export([f/1]).\nf(X) when g(X) -> ok.\ng(_) -> true.\n");
    assert_eq!(
        e,
        "t.erl:3:11: call to local/imported function g/1 is illegal in guard"
    );
    let e = lower_err("-module(t).\n-export([f/1]).\nf(X) when foo(X) -> a.\n");
    assert_eq!(e, "t.erl:3:11: illegal guard expression");
    let e = lower_err("-module(t).\n-export([f/1]).\nf(X) when is_record(X, X) -> a.\n");
    assert_eq!(e, "t.erl:3:11: illegal guard expression");
    let e = lower_err("-module(t).\n-export([f/1]).\nf(X) when is_record(X, nope) -> a.\n");
    assert_eq!(e, "t.erl:3:24: record nope undefined");
}

/// Old-style type tests (`list(X)`, ...) compile as the `is_*` tests in guards and
/// comprehension filters, as erlc does.
#[test]
fn old_type_tests_in_guards() {
    let tests = "atom(X); binary(X); float(X); function(X); integer(X); list(X); number(X); \
                 pid(X); port(X); record(X, r); reference(X); tuple(X)";
    lowers(&format!(
        "-module(t).\n-export([f/1]).\n-record(r, {{a}}).\nf(X) when {tests} -> yes.\n"
    ));
    lowers("-module(t).\n-export([f/1]).\nf(X) -> if list(X), tuple(hd(X)) -> a; true -> b end.\n");
    lowers("-module(t).\n-export([f/1]).\nf(X) -> receive Y when integer(Y) -> Y + X end.\n");
    lowers("-module(t).\n-export([f/1]).\nf(L) -> [X || X <- L, number(X)].\n");
    // A local list/1 is called in a body and a filter; the other tests stay type tests.
    lowers("-module(t).\n-export([f/1]).\nlist(X) -> X.\nf(L) when atom(L) -> list(L);\nf(L) -> [X || X <- L, list(X)].\n");
    // record/2 stays the test even beside a local record/2.
    lowers("-module(t).\n-export([f/1]).\n-record(r, {a}).\nrecord(_, _) -> no.\nf(X) when record(X, r) -> [Y || Y <- X, record(Y, r)].\n");
}

/// erlc's errors (Erlang/OTP 25) for old-style type tests where they are not type tests.
#[test]
fn old_type_test_errors() {
    let cases = [
        (
            "f(X) when list(X) -> a.\nlist(X) -> X.",
            "t.erl:3:11: call to local/imported function list/1 is illegal in guard",
        ),
        (
            "-import(lists, [list/1]).\nf(X) when list(X) -> a.",
            "t.erl:4:11: call to local/imported function list/1 is illegal in guard",
        ),
        (
            "f(X) -> if list(X) -> a; true -> b end.\nlist(X) -> X.",
            "t.erl:3:12: call to local/imported function list/1 is illegal in guard",
        ),
        (
            "f(X) when not list(X) -> a.",
            "t.erl:3:15: illegal guard expression",
        ),
        (
            "f(X) when list(X) andalso true -> a.",
            "t.erl:3:11: illegal guard expression",
        ),
        (
            "f(X) when erlang:list(X) -> a.",
            "t.erl:3:11: illegal guard expression",
        ),
        (
            "f(X) when integer(X) > 1 -> a.",
            "t.erl:3:11: illegal guard expression",
        ),
        (
            "f(X) when function(X, 1) -> a.",
            "t.erl:3:11: illegal guard expression",
        ),
        (
            "f(X) -> case X of Y when tuple(Y, 1) -> Y end.",
            "t.erl:3:26: illegal guard expression",
        ),
        (
            "f(X) when record(X, X) -> a.",
            "t.erl:3:11: illegal guard expression",
        ),
        (
            "f(X) when record(X, nope) -> a.",
            "t.erl:3:21: record nope undefined",
        ),
        ("f(X) -> list(X).", "t.erl:3:9: function list/1 undefined"),
        (
            "f(X) -> fun list/1.",
            "t.erl:3:9: function list/1 undefined",
        ),
        (
            "f(X) -> [Y || Y <- X, atom(Y) orelse false].",
            "t.erl:3:23: function atom/1 undefined",
        ),
    ];
    for (src, want) in cases {
        let e = lower_err(&format!("-module(t).\n-export([f/1]).\n{src}\n"));
        assert_eq!(e, want, "{src}");
    }
}

#[test]
fn valid_programs_lower() {
    lowers("-module(t).\n-compile(export_all).\nf(X) -> case X of {A, B} -> ok; [A | B] -> ok end, {A, B}.\n");
    lowers("-module(t).\n-export([f/1]).\n-import(lists, [map/2]).\nf(L) -> map(fun abs/1, L).\n");
    lowers(
        "-module(t).\n-export([f/1]).\nf(X) -> spawn(fun() -> X end), apply(erlang, self, []).\n",
    );
}

/// Every test program of the repository lowers (and dumps) without a diagnostic or a panic.
#[test]
fn repository_programs_lower() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs");
    let mut stack = vec![root];
    let mut failures = Vec::new();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|x| x != "erl") {
                continue;
            }
            let Ok(src) = std::fs::read_to_string(&path) else {
                continue;
            };
            let file = path.to_string_lossy().to_string();
            // Syntax errors are the parser's business; includes need the file's directory.
            let Ok(m) = triheap_syntax::parse_file(&path)
                .or_else(|_| triheap_syntax::parse_source(&file, &src))
            else {
                continue;
            };
            match triheap_ir::lower_module(&m) {
                Ok(ir) => {
                    triheap_ir::dump_module(&ir);
                }
                Err(d) => failures.push(d.to_string()),
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
