//! `parse_script`: sources as Erlang/OTP 25's `escript` reads them. The expected messages
//! and positions are escript's (`escript FILE` on the same text).

use triheap_syntax::parse_script;

fn script_err(file: &str, src: &str) -> String {
    match parse_script(file, src) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => d.to_string(),
    }
}

#[test]
fn shebang_and_emulator_lines_are_skipped_and_counted() {
    let src = "#!/usr/bin/env escript\n%%! -smp enable\nmain(_) -> ?LINE.\n";
    let m = parse_script("dir/s", src).expect("parses");
    assert_eq!(m.functions[0].pos.line, 3);
    // escript: `e2:3:7: syntax error before: ` for a form cut short by the end of the file.
    let e = script_err("e2", "#!/usr/bin/env escript\nmain(_) ->\n    X = \n");
    assert_eq!(e, "e2:3:7: syntax error before: ");
    let e = script_err(
        "e3",
        "#!/usr/bin/env escript\nmain(_) ->\n    X = ,\n    X.\n",
    );
    assert_eq!(e, "e3:3:9: syntax error before: ','");
}

#[test]
fn a_script_without_module_is_named_after_its_file_and_exports_main() {
    let src = "#!/usr/bin/env escript\nmain(_) -> ?MODULE_STRING.\n";
    let m = parse_script("some/dir/a.b.escript", src).expect("parses");
    assert_eq!(m.name, "a_b_escript__escript");
    assert_eq!(m.exports, vec![("main".to_string(), 1)]);
    let m = parse_script("my-script", src).expect("parses");
    assert_eq!(m.name, "my-script__escript");
    // ?MODULE is the name given.
    let src = "#!/usr/bin/env escript\n-export([main/1]).\nmain(_) -> ?MODULE.\n";
    let m = parse_script("s", src).expect("parses");
    assert_eq!(m.name, "s__escript");
    assert_eq!(m.exports, vec![("main".to_string(), 1)]);
}

#[test]
fn a_script_with_module_keeps_it() {
    let src = "#!/usr/bin/env escript\n-module(named).\nmain(_) -> ?MODULE.\n";
    let m = parse_script("whatever.escript", src).expect("parses");
    assert_eq!(m.name, "named");
    assert_eq!(m.exports, vec![("main".to_string(), 1)]);
    // Without a `#!` line the first line is kept (escript would skip it).
    let m = parse_script("m.erl", "-module(m).\n-export([f/0]).\nf() -> ok.\n").expect("parses");
    assert_eq!(m.name, "m");
    assert_eq!(m.exports, vec![("f".to_string(), 0)]);
}

#[test]
fn module_attribute_not_first_is_an_error() {
    // escript's own messages (e8 and e5).
    let e = script_err(
        "e8",
        "#!/usr/bin/env escript\n-export([main/1]).\n-module(x).\nmain(A) -> A.\n",
    );
    assert_eq!(e, "e8:3:2: redefining module");
    let e = script_err(
        "e5",
        "#!/usr/bin/env escript\nf() -> ok.\n-module(named).\nmain(A) -> A.\n",
    );
    assert_eq!(e, "e5:3:2: attribute module after function definitions");
}
