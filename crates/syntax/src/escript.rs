//! Scripts as `escript` takes them (Erlang/OTP 25's `escript.erl`): a first line starting
//! with `#!` is not Erlang and is skipped; a `%%!` line of emulator arguments after it is a
//! comment to the lexer anyway. A script whose first form is not `-module` gets a module
//! named after its file, and `main/1` is exported for it (see [`crate::parse_script`]).
//!
//! escript skips the first line of a file even when it is not a `#!` line; triheap skips
//! only a `#!` line, so that an ordinary module given to `triheap run` keeps its first line.

use std::borrow::Cow;

/// `src` with a first line starting with `#!` emptied. The line break stays, so every later
/// line keeps its number, as in escript's diagnostics.
pub fn strip_shebang(src: &str) -> Cow<'_, str> {
    if !src.starts_with("#!") {
        return Cow::Borrowed(src);
    }
    match src.find('\n') {
        Some(end) => Cow::Borrowed(&src[end..]),
        None => Cow::Borrowed(""),
    }
}

/// The module name of a script without `-module`: as escript's `pre_def_macros`, the file's
/// base name with every `.` replaced by `_`, then `__escript`. escript appends a time stamp
/// and a unique integer to that; triheap leaves them out so that every run is the same.
pub fn module_name(path: &str) -> String {
    // Both separators, so a name is the same whatever the host.
    let base = path.rsplit(['/', '\\']).next().unwrap_or(path);
    format!("{}__escript", base.replace('.', "_"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shebang_line_is_emptied_and_lines_keep_their_numbers() {
        assert_eq!(
            strip_shebang("#!/usr/bin/env escript\nmain(_) -> ok.\n"),
            "\nmain(_) -> ok.\n"
        );
        assert_eq!(strip_shebang("#!/usr/bin/env escript"), "");
        assert_eq!(strip_shebang("%% #!\nx"), "%% #!\nx");
        assert_eq!(strip_shebang(" #!x\n"), " #!x\n");
    }

    #[test]
    fn module_names_follow_escript() {
        assert_eq!(module_name("args"), "args__escript");
        assert_eq!(module_name("dir/a.b.escript"), "a_b_escript__escript");
        assert_eq!(module_name("./foo.erl"), "foo_erl__escript");
        assert_eq!(module_name("my-script"), "my-script__escript");
    }
}
