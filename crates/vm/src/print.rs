//! Writing terms as text (the `~w` form), for error reports and `erlang:display/1`.

use crate::term::Term;

/// Write `t` as `io_lib:write/1` does. (Placeholder until the full writer lands.)
pub fn write_term(out: &mut String, t: Term) {
    out.push_str(&format!("{t:?}"));
}

/// Write `t` like `~p` without line breaks. (Placeholder until the full writer lands.)
pub fn print_term(out: &mut String, t: Term) {
    write_term(out, t)
}
