//! Preprocessor behaviour: macros, conditionals, includes and predefined macros.

use triheap_syntax::ast::{ExprKind, Module};
use triheap_syntax::{dump_ast, parse_source};

fn parse(src: &str) -> Module {
    parse_source("t.erl", src).unwrap_or_else(|d| panic!("{d}"))
}

fn err(src: &str) -> String {
    parse_source("t.erl", src)
        .map(|_| "(no error)".to_string())
        .unwrap_or_else(|d| d.to_string())
}

/// The dump line of the first body expression of function `name`.
fn body_of(m: &Module, name: &str) -> String {
    let f = m
        .functions
        .iter()
        .find(|f| f.name == name)
        .expect("function exists");
    let one = Module {
        functions: vec![f.clone()],
        ..m.clone()
    };
    let dump = dump_ast(&one);
    let mut lines = dump
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("clause"))
        .skip(1);
    lines.next().unwrap_or_default().trim().to_string()
}

#[test]
fn function_name_and_arity_follow_the_function() {
    let m = parse(
        "-module(t).\n-define(ME, {?FUNCTION_NAME, ?FUNCTION_ARITY}).\n\
         f() -> ?ME.\ng(A, {B, C}) -> ?ME;\ng(_, _) -> ?FUNCTION_ARITY.\n",
    );
    assert_eq!(body_of(&m, "f"), "{f, 0}");
    assert_eq!(body_of(&m, "g"), "{g, 2}");
    assert_eq!(
        m.functions[1].clauses[1].body[0].kind,
        ExprKind::Integer(2.into())
    );
}

#[test]
fn stringify_and_overloading() {
    let m = parse(
        "-module(t).\n-define(S(E), ??E).\n-define(O, zero).\n-define(O(X), {one, X}).\n\
         -define(O(X, Y), {two, X, Y}).\nf() -> {?S(foo(1, [a])), ?O, ?O(1), ?O(1, 2)}.\n",
    );
    assert_eq!(
        body_of(&m, "f"),
        r#"{"foo ( 1 , [ a ] )", zero, {one, 1}, {two, 1, 2}}"#
    );
}

#[test]
fn nested_macro_calls_are_not_circular() {
    let m = parse("-module(t).\n-define(A(X), [X]).\nf() -> ?A(?A(?A(1))).\n");
    assert_eq!(body_of(&m, "f"), "[[[1]]]");
    assert_eq!(
        err("-module(t).\n-define(L, [?L]).\nf() -> ?L.\n"),
        "t.erl:3:9: circular macro 'L'"
    );
}

#[test]
fn arguments_may_contain_commas_inside_brackets_and_blocks() {
    let m = parse(
        "-module(t).\n-define(ID(X), X).\n\
         f() -> ?ID(case {1, 2} of {A, B} -> [A, B] end).\n\
         g() -> ?ID(fun(X, Y) -> X end).\nh() -> ?ID(<<1, 2>>).\n",
    );
    assert!(body_of(&m, "f").starts_with("(case"));
    assert!(body_of(&m, "g").starts_with("(fun"));
    assert_eq!(body_of(&m, "h"), "<<1, 2>>");
}

#[test]
fn conditionals_skip_unparsable_text_and_nest() {
    let m = parse(
        "-module(t).\n-define(A, 1).\n\
         -ifdef(B).\n-ifdef(A).\nbroken( .\n-else.\n-endif.\n-else.\n\
         -ifndef(A).\nalso broken ->.\n-else.\nf() -> a_defined.\n-endif.\n-endif.\n\
         -undef(A).\n-ifdef(A).\ng() -> wrong.\n-else.\ng() -> right.\n-endif.\n",
    );
    assert_eq!(body_of(&m, "f"), "a_defined");
    assert_eq!(body_of(&m, "g"), "right");
}

#[test]
fn if_and_elif_evaluate_constant_conditions() {
    let m = parse(
        "-module(t).\n-define(V, 3).\n\
         -if(?V > 5).\nf() -> big.\n-elif(?V * 2 =:= 6 andalso is_integer(?V)).\nf() -> six.\n\
         -else.\nf() -> other.\n-endif.\n\
         -if(not defined(NOPE) orelse false).\ng() -> yes.\n-endif.\n\
         -if(?OTP_RELEASE >= 25).\nh() -> ?OTP_RELEASE.\n-endif.\n",
    );
    assert_eq!(body_of(&m, "f"), "six");
    assert_eq!(body_of(&m, "g"), "yes");
    assert_eq!(body_of(&m, "h"), "25");
}

#[test]
fn predefined_macros() {
    let m = parse("-module(pre).\nf() ->\n  {?MODULE, ?MODULE_STRING, ?LINE, ?FILE, ?MACHINE}.\n");
    assert_eq!(body_of(&m, "f"), r#"{pre, "pre", 3, "t.erl", 'BEAM'}"#);
    assert_eq!(
        err("f() -> ?MODULE.\n"),
        "t.erl:1:9: undefined macro 'MODULE'"
    );
}

#[test]
fn errors_point_at_macro_uses() {
    assert_eq!(
        err("-module(t).\n-define(BAD, (1 + )).\nf() ->\n    ?BAD.\n"),
        "t.erl:4:6: syntax error before: ')'"
    );
    assert_eq!(
        err("-module(t).\n-define(F(X), X).\nf() -> ?F(1, 2).\n"),
        "t.erl:3:9: argument mismatch for macro 'F'"
    );
    assert_eq!(
        err("-module(t).\n-define(F(X), X).\nf() -> ?F(1.\n"),
        "t.erl:3:9: badly formed argument for macro 'F'"
    );
}

#[test]
fn include_lib_resolves_installed_otp_headers() {
    let installed = std::path::Path::new("/usr/lib/erlang/lib")
        .read_dir()
        .map(|d| {
            d.flatten()
                .any(|e| e.file_name().to_string_lossy().starts_with("kernel-"))
        })
        .unwrap_or(false);
    let src = "-module(t).\n-include_lib(\"kernel/include/file.hrl\").\nf() -> #file_info{}.\n";
    if installed && std::path::Path::new("/usr/lib/erlang/lib").exists() {
        if let Ok(m) = parse_source("t.erl", src) {
            assert!(m.records.iter().any(|r| r.name == "file_info"));
            return;
        }
    }
    // Without an OTP installation the error must say what is missing.
    assert_eq!(
        err(src),
        "t.erl:2:14: can't find include lib \"kernel/include/file.hrl\""
    );
}

#[test]
fn tokens_have_positions() {
    let toks = triheap_syntax::tokenize("t.erl", "f(X) ->\n\tX.").unwrap();
    let dump = triheap_syntax::dump_tokens(&toks);
    assert_eq!(
        dump,
        "1:1 ATOM f\n1:2 PUNCT (\n1:3 VAR X\n1:4 PUNCT )\n1:6 PUNCT ->\n2:2 VAR X\n2:3 DOT .\n"
    );
}
