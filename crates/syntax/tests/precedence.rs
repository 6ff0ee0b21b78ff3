//! Operator precedence, associativity and expression shapes, checked through the AST dump
//! with positions stripped.

use triheap_syntax::ast::{ExprKind, Pos};
use triheap_syntax::{dump_ast, parse_source};

/// Removes `@line:col` markers from a dump.
fn strip_positions(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '@' && chars.peek().is_some_and(|d| d.is_ascii_digit()) {
            while chars
                .peek()
                .is_some_and(|d| d.is_ascii_digit() || *d == ':')
            {
                chars.next();
            }
            // `clause @1:2 (X)` loses its marker and one of the two spaces around it.
            if out.ends_with(' ') && chars.peek().is_none_or(|d| *d == ' ' || *d == '\n') {
                out.pop();
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The dump of the single body expression of `f() -> <expr>.`
fn sexp(expr: &str) -> String {
    let src = format!("-module(t).\nf() -> {expr}.\n");
    let m = parse_source("t.erl", &src).unwrap_or_else(|d| panic!("{d}"));
    let dump = dump_ast(&m);
    let body: Vec<&str> = dump
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("clause"))
        .skip(1)
        .map(|l| l.strip_prefix("    ").unwrap_or(l))
        .collect();
    strip_positions(body.join("\n").trim())
}

fn err(src: &str) -> String {
    parse_source("t.erl", src)
        .map(|_| String::new())
        .unwrap_or_else(|d| d.to_string())
}

#[test]
fn arithmetic() {
    assert_eq!(sexp("a + b * c"), "(+ a (* b c))");
    assert_eq!(sexp("(a + b) * c"), "(* (+ a b) c)");
    assert_eq!(sexp("1 - 2 - 3"), "(- (- 1 2) 3)");
    assert_eq!(sexp("8 div 2 rem 3"), "(rem (div 8 2) 3)");
    assert_eq!(sexp("- X * Y"), "(* (- X) Y)");
    assert_eq!(sexp("- - X"), "(- (- X))");
    assert_eq!(sexp("a bor b band c"), "(bor a (band b c))");
    assert_eq!(sexp("X bsl 2 + 1"), "(+ (bsl X 2) 1)");
}

#[test]
fn list_ops_are_right_associative() {
    assert_eq!(sexp("a ++ b ++ c"), "(++ a (++ b c))");
    assert_eq!(sexp("a -- b ++ c"), "(-- a (++ b c))");
    assert_eq!(sexp("a + b ++ c"), "(++ (+ a b) c)");
}

#[test]
fn match_and_send() {
    assert_eq!(sexp("X = Y = 1"), "(= X (= Y 1))");
    assert_eq!(sexp("A ! B ! C"), "(! A (! B C))");
    assert_eq!(sexp("X = a orelse b"), "(= X (orelse a b))");
    assert_eq!(sexp("P ! {self(), x}"), "(! P {(call self), x})");
}

#[test]
fn boolean_operators() {
    assert_eq!(sexp("not a andalso b"), "(andalso (not a) b)");
    assert_eq!(sexp("a orelse b andalso c"), "(orelse a (andalso b c))");
    assert_eq!(sexp("a andalso b andalso c"), "(andalso a (andalso b c))");
    assert_eq!(sexp("a orelse b orelse c"), "(orelse a (orelse b c))");
    assert_eq!(sexp("A < B andalso B < C"), "(andalso (< A B) (< B C))");
    assert_eq!(sexp("not X == Y"), "(== (not X) Y)");
    assert_eq!(sexp("a and b or c xor d"), "(xor (or (and a b) c) d)");
}

#[test]
fn comparison_is_non_associative() {
    assert_eq!(sexp("a + 1 == b"), "(== (+ a 1) b)");
    assert_eq!(
        err("-module(t).\nf() -> 1 == 2 == 3.\n"),
        "t.erl:2:15: syntax error before: '=='"
    );
    assert_eq!(
        err("-module(t).\nf() -> 1 < 2 > 3.\n"),
        "t.erl:2:14: syntax error before: '>'"
    );
}

#[test]
fn catch_has_lowest_precedence() {
    assert_eq!(sexp("catch a = b"), "(catch (= a b))");
    assert_eq!(sexp("catch 1 + 2"), "(catch (+ 1 2))");
    assert_eq!(sexp("X = catch a ! b"), "(= X (catch (! a b)))");
    assert_eq!(sexp("catch catch x"), "(catch (catch x))");
}

#[test]
fn records_and_remote_calls() {
    assert_eq!(sexp("X#r.a#r.b"), "(record_field (record_field X r a) r b)");
    assert_eq!(sexp("X#r.a#s.b"), "(record_field (record_field X r a) s b)");
    assert_eq!(sexp("-X#r.a"), "(- (record_field X r a))");
    assert_eq!(sexp("m:f(x)"), "(call m:f x)");
    assert_eq!(sexp("M:F(x, y)"), "(call M:F x y)");
    assert_eq!(sexp("(F)(1)"), "(call F 1)");
    assert_eq!(sexp("F(1)"), "(call F 1)");
    assert_eq!(sexp("(fun g/0)()"), "(call (fun g/0))");
    assert_eq!(sexp("#r{a = 1, _ = x}"), "(record r (a 1) (_ x))");
    assert_eq!(sexp("X#r{a = 2}"), "(record_update X r (a 2))");
    assert_eq!(sexp("#r.a"), "(record_index r a)");
    assert_eq!(sexp("M#{a := 2}"), "(map_update M (:= a 2))");
    assert_eq!(sexp("#{a => 1, {b} => [c]}"), "(map (=> a 1) (=> {b} [c]))");
    assert_eq!(sexp("#{}#{a => 1}"), "(map_update (map) (=> a 1))");
    assert_eq!(sexp("m:f(x) + 1"), "(+ (call m:f x) 1)");
    assert_eq!(sexp("-f(x)"), "(- (call f x))");
}

#[test]
fn literals() {
    assert_eq!(
        sexp("1_000 + 16#FF + 2#1010 + 36#Z"),
        "(+ (+ (+ 1000 255) 10) 35)"
    );
    assert_eq!(
        sexp("{1.5e-3, 2.0E10, 1.0}"),
        "{0.0015, 20000000000.0, 1.0}"
    );
    assert_eq!(
        sexp("[$a, $\\n, $\\s, $\\\\, $\\x{41}, $\\^a, $ ]"),
        "[97, 10, 32, 92, 65, 1, 32]"
    );
    assert_eq!(sexp(r#""ab" "cd""#), r#""abcd""#);
    assert_eq!(
        sexp(r#""\b\d\e\f\r\s\v\101\x41\x{263A}\'\"""#),
        r#""\10\177\33\14\r \13AA☺'\"""#
    );
    assert_eq!(sexp("'hello world'"), "'hello world'");
    assert_eq!(sexp("'a\\'b'"), "'a\\'b'");
    assert_eq!(
        sexp("{_Foo, _, 'Quoted', 'case', ok}"),
        "{_Foo, _, 'Quoted', 'case', ok}"
    );
    assert_eq!(sexp("[1, 2 | T]"), "[1, 2 | T]");
    assert_eq!(sexp("[]"), "[]");
    assert_eq!(sexp("-1"), "(- 1)");
}

#[test]
fn binaries() {
    assert_eq!(
        sexp("<<1, X:16/little-signed-integer, B/binary, F:64/float, \"abc\", C/utf8, (X+1):8>>"),
        "<<1, X:16/little-signed-integer, B/binary, F:64/float, \"abc\", C/utf8, (+ X 1):8>>"
    );
    assert_eq!(sexp("<<X:4/unit:8>>"), "<<X:4/unit:8>>");
    assert_eq!(sexp("<<-1:8>>"), "<<(- 1):8>>");
    assert_eq!(
        sexp("<< <<X>> || <<X>> <= Bin >>"),
        "(bc <<X>> (<= <<X>> Bin))"
    );
    assert_eq!(sexp("<<>>"), "<<>>");
}

#[test]
fn comprehensions() {
    assert_eq!(
        sexp("[{X, Y} || X <- L, X > 1, {Y, _} <- M]"),
        "(lc {X, Y} (<- X L) (filter (> X 1)) (<- {Y, _} M))"
    );
    assert_eq!(sexp("[X || <<X>> <= B]"), "(lc X (<= <<X>> B))");
}

#[test]
fn funs() {
    assert_eq!(sexp("fun f/1"), "(fun f/1)");
    assert_eq!(sexp("fun m:f/1"), "(fun m:f/1)");
    assert_eq!(sexp("fun M:F/A"), "(fun M:F/A)");
    assert_eq!(
        sexp("fun (0) -> 1; (N) when N > 0 -> N end"),
        "(fun\n  clause (0)\n    1\n  clause (N) when (> N 0)\n    N)"
    );
    assert_eq!(
        sexp("fun Fact(0) -> 1; Fact(N) -> N * Fact(N - 1) end"),
        "(fun Fact\n  clause (0)\n    1\n  clause (N)\n    (* N (call Fact (- N 1))))"
    );
}

#[test]
fn try_catch_clauses_are_normalised() {
    let s = sexp("try f() of ok -> 1 catch throw:R -> R; error:R:St when is_atom(R) -> St; _:_ -> x; E -> E; C:R2 -> C after g() end");
    let expected = "(try\n    (call f)\n  of\n    clause (ok)\n      1\n  catch\n    clause (throw R _)\n      R\n    clause (error R St) when (call is_atom R)\n      St\n    clause (_ _ _)\n      x\n    clause (throw E _)\n      E\n    clause (C R2 _)\n      C\n  after\n    (call g))";
    assert_eq!(s, expected);
}

#[test]
fn receive_and_if() {
    assert_eq!(
        sexp("receive after 10 -> ok end"),
        "(receive\n  after 10\n    ok)"
    );
    assert_eq!(
        sexp("receive {a, X} when X > 0 -> X; _ -> no after T -> t end"),
        "(receive\n  clause ({a, X}) when (> X 0)\n    X\n  clause (_)\n    no\n  after T\n    t)"
    );
    assert_eq!(
        sexp("if X > 0, X < 5; X == 9 -> a; true -> b end"),
        "(if\n  clause () when (> X 0), (< X 5); (== X 9)\n    a\n  clause () when true\n    b)"
    );
}

#[test]
fn positions() {
    let m = parse_source("t.erl", "-module(t).\nf(X) ->\n  X + foo(1).\n").unwrap();
    let f = &m.functions[0];
    assert_eq!(f.pos, Pos { line: 2, col: 1 });
    let e = &f.clauses[0].body[0];
    // Binary operators are positioned at the operator, calls at the callee.
    assert_eq!(e.pos, Pos { line: 3, col: 5 });
    let ExprKind::BinOp(_, l, r) = &e.kind else {
        panic!()
    };
    assert_eq!(l.pos, Pos { line: 3, col: 3 });
    assert_eq!(r.pos, Pos { line: 3, col: 7 });
    // A match is positioned at its pattern, as in erl_parse.
    let m = parse_source("t.erl", "-module(t).\nf() -> A = 1.\n").unwrap();
    assert_eq!(
        m.functions[0].clauses[0].body[0].pos,
        Pos { line: 2, col: 8 }
    );
}

#[test]
fn long_list_literal_parses() {
    let items: Vec<String> = (0..10_000).map(|i| i.to_string()).collect();
    let src = format!("-module(t).\nf() -> [{}].\n", items.join(","));
    let m = parse_source("t.erl", &src).unwrap();
    let mut n = 0;
    let mut cur = &m.functions[0].clauses[0].body[0];
    while let ExprKind::Cons(_, t) = &cur.kind {
        n += 1;
        cur = t;
    }
    assert_eq!(n, 10_000);
    // Deep ASTs are dropped recursively by the derived Drop; keep that off this test's
    // small stack by leaking the module.
    std::mem::forget(m);
}

#[test]
fn long_operator_chains_parse() {
    let items: Vec<String> = (0..10_000).map(|i| i.to_string()).collect();
    let src = format!("-module(t).\nf() -> {}.\n", items.join(" + "));
    let m = parse_source("t.erl", &src).unwrap();
    std::mem::forget(m);
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let depth = 5_000;
    let src = format!(
        "-module(t).\nf() -> {}x{}.\n",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    assert!(err(&src).ends_with("nesting too deep"), "{}", err(&src));
    let src = format!(
        "-module(t).\nf() -> {}x{}.\n",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    assert!(err(&src).ends_with("nesting too deep"));
    let src = format!("-module(t).\nf() -> {}x.\n", "- ".repeat(depth));
    assert!(err(&src).ends_with("nesting too deep"));
    let src = format!("-module(t).\nf() -> {}x.\n", "catch ".repeat(depth));
    assert!(err(&src).ends_with("nesting too deep"));
    let src = format!(
        "-module(t).\nf() -> {}1{}.\n",
        "begin ".repeat(depth),
        " end".repeat(depth)
    );
    assert!(err(&src).ends_with("nesting too deep"));
    // Moderate nesting is fine.
    let src = format!(
        "-module(t).\nf() -> {}x{}.\n",
        "{".repeat(200),
        "}".repeat(200)
    );
    assert!(parse_source("t.erl", &src).is_ok());
}

#[test]
fn deep_but_allowed_nesting_parses_and_dumps() {
    let depth = 900;
    let src = format!(
        "-module(t).\nf() -> {}x{}.\n",
        "{".repeat(depth),
        "}".repeat(depth)
    );
    let m = parse_source("t.erl", &src).unwrap();
    let dump = dump_ast(&m);
    assert!(dump.contains(&format!("{}x{}", "{".repeat(depth), "}".repeat(depth))));
    std::mem::forget(m);
}

#[test]
fn byte_order_mark_is_skipped() {
    assert!(parse_source("t.erl", "\u{feff}-module(t).\nf() -> ok.\n").is_ok());
}
