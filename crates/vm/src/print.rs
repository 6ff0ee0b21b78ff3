//! Writing terms as text: [`write_term`] gives what `io_lib:write/1` (`~w`) gives in
//! Erlang/OTP 25, [`print_term`] a one-line `~p` (printable lists as strings, printable
//! binaries as `<<"...">>`), for error reports and `erlang:display/1`.
//!
//! Both walk the term with an explicit stack, so long lists and deep nesting use heap memory
//! rather than Rust stack.

use crate::atom;
use crate::bif::numconv::float_short;
use crate::binary;
use crate::build;
use crate::code::FunTarget;
use crate::map;
use crate::term::{Kind, Term};
use std::fmt::Write;

/// Write `t` as `io_lib:write/1` does.
pub fn write_term(out: &mut String, t: Term) {
    Writer { out, pretty: false }.run(t)
}

/// Write `t` like `~p` without line breaks: lists of printable Latin-1 characters as
/// strings and printable binaries as `<<"...">>`; otherwise as [`write_term`].
pub fn print_term(out: &mut String, t: Term) {
    Writer { out, pretty: true }.run(t)
}

/// `~w` as a new string.
pub fn term_to_string(t: Term) -> String {
    let mut s = String::new();
    write_term(&mut s, t);
    s
}

/// Pending work on the explicit stack.
enum Task {
    Term(Term),
    Text(&'static str),
    /// The rest of a list after an element has been written.
    ListRest(Term),
}

struct Writer<'a> {
    out: &'a mut String,
    pretty: bool,
}

impl Writer<'_> {
    fn run(&mut self, t: Term) {
        let mut stack = vec![Task::Term(t)];
        while let Some(task) = stack.pop() {
            match task {
                Task::Text(s) => self.out.push_str(s),
                Task::ListRest(t) => {
                    if t.is_cons() {
                        self.out.push(',');
                        stack.push(Task::ListRest(t.tail()));
                        stack.push(Task::Term(t.head()));
                    } else if !t.is_nil() {
                        self.out.push('|');
                        stack.push(Task::Term(t));
                    }
                }
                Task::Term(t) => self.term(t, &mut stack),
            }
        }
    }

    /// Write an atomic term, or open a compound one and push its parts.
    fn term(&mut self, t: Term, stack: &mut Vec<Task>) {
        if t.is_small() {
            let _ = write!(self.out, "{}", t.small_val());
        } else if t.is_atom() {
            write_atom(self.out, t);
        } else if t.is_nil() {
            self.out.push_str("[]");
        } else if t.is_pid() {
            let _ = write!(self.out, "<0.{}.0>", t.pid_index());
        } else if t.is_port() {
            let _ = write!(self.out, "#Port<0.{}>", t.port_number());
        } else if t.is_cons() {
            if self.pretty && printable_list(t) {
                write_string(self.out, list_chars(t), '"');
                return;
            }
            self.out.push('[');
            stack.push(Task::Text("]"));
            stack.push(Task::ListRest(t.tail()));
            stack.push(Task::Term(t.head()));
        } else {
            match t.boxed_kind() {
                Some(Kind::Tuple) => {
                    self.out.push('{');
                    stack.push(Task::Text("}"));
                    push_separated(stack, t.tuple_elems().iter().map(|&e| [Task::Term(e)]));
                }
                Some(Kind::Map | Kind::HashMap) => {
                    self.out.push_str("#{");
                    stack.push(Task::Text("}"));
                    push_separated(
                        stack,
                        map::iter_vec(t)
                            .into_iter()
                            .map(|(k, v)| [Task::Term(k), Task::Text(" => "), Task::Term(v)]),
                    );
                }
                Some(Kind::PosBig | Kind::NegBig) => {
                    let _ = write!(self.out, "{}", build::bignum_value(t));
                }
                Some(Kind::Float) => self.out.push_str(&float_short(t.float_val())),
                Some(Kind::Ref) => {
                    let _ = write!(self.out, "#Ref<0.0.0.{}>", t.boxed_word(1));
                }
                Some(Kind::Fun) => write_fun(self.out, t),
                Some(Kind::HeapBin | Kind::RefcBin | Kind::SubBin) => self.bitstring(t),
                Some(Kind::HamtNode) | None => {
                    let _ = write!(self.out, "{t:?}");
                }
            }
        }
    }

    fn bitstring(&mut self, t: Term) {
        let v = binary::view(t).expect("bitstring");
        let whole = v.bits / 8;
        let rest = v.bits % 8;
        let bytes = v.to_vec();
        self.out.push_str("<<");
        if self.pretty
            && rest == 0
            && whole > 0
            && bytes.iter().all(|&b| printable_latin1(b as u32))
        {
            write_string(self.out, bytes.iter().map(|&b| b as u32), '"');
        } else {
            for (i, b) in bytes[..whole].iter().enumerate() {
                if i > 0 {
                    self.out.push(',');
                }
                let _ = write!(self.out, "{b}");
            }
            if rest > 0 {
                if whole > 0 {
                    self.out.push(',');
                }
                // The trailing bits are left-aligned in the last byte.
                let _ = write!(self.out, "{}:{}", bytes[whole] >> (8 - rest), rest);
            }
        }
        self.out.push_str(">>");
    }
}

/// Push groups of tasks so that they run in order with `,` between groups.
fn push_separated<G: IntoIterator<Item = Task>>(
    stack: &mut Vec<Task>,
    groups: impl DoubleEndedIterator<Item = G> + ExactSizeIterator,
) {
    let n = groups.len();
    for (i, g) in groups.rev().enumerate() {
        let mut g: Vec<Task> = g.into_iter().collect();
        g.reverse();
        stack.extend(g);
        if i + 1 < n {
            stack.push(Task::Text(","));
        }
    }
}

fn write_fun(out: &mut String, t: Term) {
    let e = crate::code::fun_entry(t);
    match &e.target {
        FunTarget::Export { module, function } => {
            out.push_str("fun ");
            write_atom(out, *module);
            out.push(':');
            write_atom(out, *function);
            let _ = write!(out, "/{}", e.arity);
        }
        FunTarget::Local { .. } => {
            out.push_str("#Fun<");
            out.push_str(atom::name(e.module_name));
            let _ = write!(out, ".{}.{}>", e.index, e.arity);
        }
    }
}

/// The code points of a proper list of integers (checked by the caller).
fn list_chars(mut t: Term) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if t.is_cons() {
            let c = t.head().small_val() as u32;
            t = t.tail();
            Some(c)
        } else {
            None
        }
    })
}

/// `io_lib:printable_latin1_list/1` for one character.
fn printable_latin1(c: u32) -> bool {
    matches!(c, 32..=126 | 160..=255 | 8..=13 | 27)
}

/// Whether `t` is a non-empty proper list of printable Latin-1 characters.
fn printable_list(mut t: Term) -> bool {
    while t.is_cons() {
        let h = t.head();
        if !(h.is_small()
            && (0..=255).contains(&h.small_val())
            && printable_latin1(h.small_val() as u32))
        {
            return false;
        }
        t = t.tail();
    }
    t.is_nil()
}

/// Write characters between quotes `q` with `io_lib`'s escapes (Latin-1 mode).
fn write_string(out: &mut String, chars: impl Iterator<Item = u32>, q: char) {
    out.push(q);
    for c in chars {
        match c {
            _ if c == q as u32 => {
                out.push('\\');
                out.push(q);
            }
            0x5c => out.push_str("\\\\"),
            0x20..=0x7e | 0xa0..=0xff => out.push(char::from_u32(c).unwrap_or('?')),
            0x0a => out.push_str("\\n"),
            0x0d => out.push_str("\\r"),
            0x09 => out.push_str("\\t"),
            0x0b => out.push_str("\\v"),
            0x08 => out.push_str("\\b"),
            0x0c => out.push_str("\\f"),
            0x1b => out.push_str("\\e"),
            0x7f => out.push_str("\\d"),
            _ if c < 0xa0 => {
                let _ = write!(out, "\\{}{}{}", c >> 6, (c >> 3) & 7, c & 7);
            }
            _ => {
                let _ = write!(out, "\\x{{{c:X}}}");
            }
        }
    }
    out.push(q);
}

/// Reserved words, which must be quoted as atoms (`maybe` and `else` are not reserved
/// without the OTP 25 `maybe_expr` feature).
const RESERVED: &[&str] = &[
    "after", "and", "andalso", "band", "begin", "bnot", "bor", "bsl", "bsr", "bxor", "case",
    "catch", "cond", "div", "end", "fun", "if", "let", "not", "of", "or", "orelse", "receive",
    "rem", "try", "when", "xor",
];

fn lower_latin1(c: char) -> bool {
    c.is_ascii_lowercase() || (('ß'..='ÿ').contains(&c) && c != '÷')
}

fn name_char(c: char) -> bool {
    lower_latin1(c)
        || c.is_ascii_uppercase()
        || (('À'..='Þ').contains(&c) && c != '×')
        || c.is_ascii_digit()
        || c == '_'
        || c == '@'
}

/// Whether an atom must be quoted (`io_lib:quote_atom/2`).
pub fn atom_needs_quotes(name: &str) -> bool {
    let mut cs = name.chars();
    match cs.next() {
        Some(c) if lower_latin1(c) => !cs.all(name_char) || RESERVED.contains(&name),
        _ => true,
    }
}

/// Write an atom, quoted and escaped if needed.
pub fn write_atom(out: &mut String, a: Term) {
    let name = atom::name(a);
    if atom_needs_quotes(name) {
        write_string(out, name.chars().map(|c| c as u32), '\'');
    } else {
        out.push_str(name);
    }
}

/// Write `t` as `erlang:display/1` does (the runtime's own printer): floats in C's `%e`
/// form, printable lists and binaries as raw strings, maps without spaces around `=>`.
/// An explicit stack, as [`write_term`]'s, so deep terms need no native stack.
pub fn display_term(out: &mut String, t: Term) {
    let mut stack = vec![Task::Term(t)];
    while let Some(task) = stack.pop() {
        match task {
            Task::Text(s) => out.push_str(s),
            Task::ListRest(t) => {
                if t.is_cons() {
                    out.push(',');
                    stack.push(Task::ListRest(t.tail()));
                    stack.push(Task::Term(t.head()));
                } else if !t.is_nil() {
                    out.push('|');
                    stack.push(Task::Term(t));
                }
            }
            Task::Term(t) => display_one(out, t, &mut stack),
        }
    }
}

/// [`display_term`] of an atomic term, or the opening of a compound one with its parts
/// pushed.
fn display_one(out: &mut String, t: Term, stack: &mut Vec<Task>) {
    use crate::term::Kind;
    let printable = |c: u32| (32..127).contains(&c) || (8..=13).contains(&c) || c == 27;
    if t.is_cons() {
        let chars: Option<Vec<u32>> = {
            let mut v = Vec::new();
            let mut c = t;
            let mut ok = true;
            while c.is_cons() {
                let h = c.head();
                if h.is_small() && printable(h.small_val() as u32) && h.small_val() >= 0 {
                    v.push(h.small_val() as u32);
                } else {
                    ok = false;
                    break;
                }
                c = c.tail();
            }
            (ok && c.is_nil()).then_some(v)
        };
        if let Some(chars) = chars {
            out.push('"');
            out.extend(chars.into_iter().filter_map(char::from_u32));
            out.push('"');
            return;
        }
        out.push('[');
        stack.push(Task::Text("]"));
        stack.push(Task::ListRest(t.tail()));
        stack.push(Task::Term(t.head()));
        return;
    }
    match t.boxed_kind() {
        Some(Kind::Float) => out.push_str(&c_exp(t.float_val())),
        Some(Kind::Tuple) => {
            out.push('{');
            stack.push(Task::Text("}"));
            push_separated(stack, t.tuple_elems().iter().map(|&e| [Task::Term(e)]));
        }
        Some(Kind::Map) => {
            out.push_str("#{");
            stack.push(Task::Text("}"));
            push_separated(
                stack,
                map::to_vec(t)
                    .into_iter()
                    .map(|(k, v)| [Task::Term(k), Task::Text("=>"), Task::Term(v)]),
            );
        }
        // Erlang/OTP displays a map of more than 32 keys as its trie: each node as its
        // bitmap in hexadecimal and its branches in order, a leaf as the cell `[K|V]`.
        Some(Kind::HashMap | Kind::HamtNode) => {
            let head = if t.is_kind(Kind::HashMap) { "#" } else { "" };
            let _ = write!(out, "{head}<{:x}>{{", map::hamt::bitmap(t));
            stack.push(Task::Text("}"));
            push_separated(
                stack,
                map::hamt::branches(t).iter().map(|&b| [Task::Term(b)]),
            );
        }
        Some(Kind::HeapBin | Kind::RefcBin | Kind::SubBin) => {
            let v = crate::binary::view(t).unwrap();
            match v.as_bytes() {
                Some(b) if !b.is_empty() && b.iter().all(|&c| printable(c as u32)) => {
                    out.push_str("<<\"");
                    out.extend(b.iter().map(|&c| c as char));
                    out.push_str("\">>");
                }
                _ => write_term(out, t),
            }
        }
        _ => write_term(out, t),
    }
}

/// C's `printf("%e", f)`: six digits after the point, a signed exponent of at least two digits.
fn c_exp(f: f64) -> String {
    let s = format!("{f:.6e}");
    let (mant, exp) = s.split_once('e').unwrap();
    let e: i32 = exp.parse().unwrap();
    format!("{mant}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::Heap;

    fn w(t: Term) -> String {
        let mut s = String::new();
        write_term(&mut s, t);
        s
    }

    fn p(t: Term) -> String {
        let mut s = String::new();
        print_term(&mut s, t);
        s
    }

    fn a(name: &str) -> Term {
        atom::atom(name)
    }

    #[test]
    fn atoms() {
        // (atom, OTP 25's ~w)
        let cases: &[(&str, &str)] = &[
            ("hello", "hello"),
            ("hello world", "'hello world'"),
            ("Abc", "'Abc'"),
            ("[]", "'[]'"),
            ("case", "'case'"),
            ("maybe", "maybe"),
            ("else", "else"),
            ("of", "'of'"),
            ("a@b", "a@b"),
            ("a.b", "'a.b'"),
            ("é", "é"),
            ("ßx", "ßx"),
            ("÷", "'÷'"),
            ("aÀ", "aÀ"),
            ("a×", "'a×'"),
            ("", "''"),
            ("it's", "'it\\'s'"),
            ("back\\slash", "'back\\\\slash'"),
            ("new\nline", "'new\\nline'"),
            ("tab\t", "'tab\\t'"),
            ("α", "'\\x{3B1}'"),
            ("aα", "'a\\x{3B1}'"),
            ("ok?", "'ok?'"),
            ("_a", "'_a'"),
            ("a_B9@", "a_B9@"),
            ("\x1b", "'\\e'"),
            ("\x7f", "'\\d'"),
            ("\u{80}", "'\\200'"),
            ("\u{9f}", "'\\237'"),
            ("\u{a0}", "'\u{a0}'"),
        ];
        for &(name, out) in cases {
            assert_eq!(w(a(name)), out, "{name:?}");
            assert_eq!(p(a(name)), out, "{name:?}");
        }
    }

    #[test]
    fn numbers_and_compounds() {
        let mut h = Heap::new(233);
        let h = &mut h;
        assert_eq!(w(Term::small(-5)), "-5");
        let big = build::bigint(h, &"12345678901234567890".parse().unwrap());
        assert_eq!(w(big), "12345678901234567890");
        for (f, s) in [(1.0, "1.0"), (-0.0, "-0.0"), (1.0e10, "1.0e10")] {
            assert_eq!(w(build::float(h, f)), s);
        }
        assert_eq!(w(Term::NIL), "[]");
        let improper = build::cons(h, Term::small(1), Term::small(2));
        assert_eq!(w(improper), "[1|2]");
        let hi = build::string(h, "hi");
        assert_eq!(w(hi), "[104,105]");
        assert_eq!(p(hi), "\"hi\"");
        let t0 = build::tuple(h, &[]);
        assert_eq!(w(t0), "{}");
        let c = build::tuple(h, &[a("c")]);
        let l = build::list(h, &[a("b"), c]);
        let t = build::tuple(h, &[a("a"), l]);
        assert_eq!(w(t), "{a,[b,{c}]}");
        let abc = build::list_with_tail(h, &[a("a"), a("b")], a("c"));
        assert_eq!(w(abc), "[a,b|c]");
        let nn = build::list(h, &[Term::NIL]);
        assert_eq!(w(nn), "[[]]");
        let anb = build::string(h, "a\nb");
        assert_eq!(p(anb), "\"a\\nb\"");
        let a300 = build::list(h, &[Term::small(97), Term::small(300)]);
        assert_eq!(p(a300), "[97,300]");
        let ctl = build::list(h, &[Term::small(27), Term::small(127), Term::small(0)]);
        assert_eq!(p(ctl), "[27,127,0]");
        let quote = build::string(h, "ab\"c");
        assert_eq!(p(quote), "\"ab\\\"c\"");
        assert_eq!(w(Term::pid(9)), "<0.9.0>");
        assert_eq!(w(Term::port(5)), "#Port<0.5>");
        assert_eq!(w(build::reference(h, 42)), "#Ref<0.0.0.42>");
    }

    #[test]
    fn maps() {
        let mut h = Heap::new(233);
        let h = &mut h;
        let empty = crate::bif::maps::from_sorted(h, &[]);
        assert_eq!(w(empty), "#{}");
        let m =
            crate::bif::maps::from_sorted(h, &[(a("a"), Term::small(2)), (a("b"), Term::small(1))]);
        assert_eq!(w(m), "#{a => 2,b => 1}");
        let k = build::list(h, &[Term::small(1)]);
        let v = build::tuple(h, &[a("x")]);
        let m = crate::bif::maps::from_sorted(h, &[(k, v)]);
        assert_eq!(w(m), "#{[1] => {x}}");
    }

    #[test]
    fn binaries() {
        let mut h = Heap::new(233);
        let h = &mut h;
        // (bytes, bits, ~w, ~p) from OTP 25.
        let cases: &[(&[u8], usize, &str, &str)] = &[
            (b"abc", 24, "<<97,98,99>>", "<<\"abc\">>"),
            (&[1, 2, 3], 24, "<<1,2,3>>", "<<1,2,3>>"),
            (b"", 0, "<<>>", "<<>>"),
            (&[0b0010_0000], 3, "<<1:3>>", "<<1:3>>"),
            (&[1, 2, 0x30], 20, "<<1,2,3:4>>", "<<1,2,3:4>>"),
            (b"abc\0", 32, "<<97,98,99,0>>", "<<97,98,99,0>>"),
            (b"a\nb", 24, "<<97,10,98>>", "<<\"a\\nb\">>"),
            (&[195, 169], 16, "<<195,169>>", "<<\"Ã©\">>"),
            (
                &[97, 98, 99, 0x80],
                25,
                "<<97,98,99,1:1>>",
                "<<97,98,99,1:1>>",
            ),
        ];
        for &(bytes, bits, ws, ps) in cases {
            let b = binary::make_bitstring(h, bytes, bits);
            assert_eq!(w(b), ws);
            assert_eq!(p(b), ps);
        }
        // A sub-binary at an odd bit offset.
        let whole = binary::make_binary(h, &[0xff, 0x0f, 0xf0]);
        let sub = binary::make_sub(h, whole, 4, 16);
        assert_eq!(w(sub), "<<240,255>>");
    }

    #[test]
    fn long_and_deep() {
        let mut h = Heap::new(233);
        let h = &mut h;
        let elems: Vec<Term> = (0..1_000_000).map(|i| Term::small(i % 10)).collect();
        let l = build::list(h, &elems);
        let s = w(l);
        assert_eq!(s.len(), 2 * 1_000_000 + 1);
        assert!(s.starts_with("[0,1,2,") && s.ends_with(",8,9]"));
        let mut t = Term::NIL;
        for _ in 0..100_000 {
            t = build::tuple(h, &[t]);
        }
        let s = w(t);
        assert_eq!(s, "{".repeat(100_000) + "[]" + &"}".repeat(100_000));
        let mut d = String::new();
        display_term(&mut d, t);
        assert_eq!(d, s);
        let mut l = build::string(h, "ab");
        let f = build::float(h, 1.5);
        for _ in 0..100_000 {
            let m = crate::bif::maps::from_sorted(h, &[(a("k"), l)]);
            l = build::list(h, &[m, f]);
        }
        let mut d = String::new();
        display_term(&mut d, l);
        let want = "[#{k=>".repeat(100_000) + "\"ab\"" + &"},1.500000e+00]".repeat(100_000);
        assert_eq!(d, want);
    }
}
