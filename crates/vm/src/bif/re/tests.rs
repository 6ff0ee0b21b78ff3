//! Tests against results recorded from Erlang/OTP 25: `otp_cases.txt` holds lines
//! `function<TAB>Args<TAB>Result` where Result is `io_lib:write/1` of what `erl` returned (an error
//! reason for a raised error).

use super::replace_split::{replace_3, split_2};
use super::*;
use crate::bif::test_support::*;
use crate::print::term_to_string;

/// A tiny reader for the Erlang terms the cases use: integers, atoms, `$c`, strings,
/// binaries (`<<"...">>`, `<<"..."/utf8>>`), lists and tuples.
struct Reader<'a> {
    s: &'a [char],
    i: usize,
}

impl Reader<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    /// A quoted string's code points (the opening quote already read).
    fn string(&mut self) -> Vec<u32> {
        let mut v = Vec::new();
        loop {
            let c = self.s[self.i];
            self.i += 1;
            match c {
                '"' => return v,
                '\\' => {
                    let e = self.s[self.i];
                    self.i += 1;
                    v.push(match e {
                        'n' => 10,
                        't' => 9,
                        'x' => {
                            assert_eq!(self.s[self.i], '{');
                            let end =
                                self.i + self.s[self.i..].iter().position(|&c| c == '}').unwrap();
                            let hex: String = self.s[self.i + 1..end].iter().collect();
                            self.i = end + 1;
                            u32::from_str_radix(&hex, 16).unwrap()
                        }
                        c => c as u32,
                    });
                }
                c => v.push(c as u32),
            }
        }
    }

    /// Terms up to `close`, separated by commas.
    fn seq(&mut self, p: &mut Process, close: char) -> Vec<Term> {
        let mut v = Vec::new();
        if self.eat(close) {
            return v;
        }
        loop {
            v.push(self.term(p));
            if self.eat(close) {
                return v;
            }
            assert!(self.eat(','));
        }
    }

    fn term(&mut self, p: &mut Process) -> Term {
        self.ws();
        let c = self.s[self.i];
        self.i += 1;
        match c {
            '[' => {
                let v = self.seq(p, ']');
                build::list(&mut p.heap, &v)
            }
            '{' => {
                let v = self.seq(p, '}');
                build::tuple(&mut p.heap, &v)
            }
            '"' => {
                let v: Vec<i64> = self.string().into_iter().map(i64::from).collect();
                ints(p, &v)
            }
            '$' => {
                self.i += 1;
                Term::small(self.s[self.i - 1] as i64)
            }
            '<' => {
                assert!(self.eat('<'));
                let bytes: Vec<u8> = if self.eat('"') {
                    let cps = self.string();
                    if self.eat('/') {
                        self.i += 4; // utf8
                        cps.iter()
                            .map(|&c| char::from_u32(c).unwrap())
                            .collect::<String>()
                            .into_bytes()
                    } else {
                        cps.iter().map(|&c| c as u8).collect()
                    }
                } else {
                    // Byte values: `<<1,2,255>>`.
                    let mut v = Vec::new();
                    while !self.eat('>') {
                        self.eat(',');
                        v.push(self.term(p).small_val() as u8);
                    }
                    self.i -= 1;
                    v
                };
                assert!(self.eat('>') && self.eat('>'));
                make_binary(&mut p.heap, &bytes)
            }
            c if c.is_ascii_digit() || c == '-' => {
                let start = self.i - 1;
                while self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
                let s: String = self.s[start..self.i].iter().collect();
                Term::small(s.parse().unwrap())
            }
            _ => {
                let start = self.i - 1;
                while self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == '_' {
                    self.i += 1;
                }
                let s: String = self.s[start..self.i].iter().collect();
                atom::atom(&s)
            }
        }
    }
}

fn call(p: &mut Process, f: &str, args: &str) -> String {
    let chars: Vec<char> = format!("{args}]").chars().collect();
    let args = Reader { s: &chars, i: 0 }.seq(p, ']');
    let bif = BIFS
        .iter()
        .find(|e| e.1 == f && e.2 as usize == args.len())
        .unwrap_or_else(|| panic!("no re:{f}/{}", args.len()))
        .3;
    match bif(&mut cx(), p, &args) {
        Ok(t) => term_to_string(t),
        Err(e) => term_to_string(reason(Err(e)).expect("an exception")),
    }
}

#[test]
fn otp_cases() {
    let mut p = p();
    let mut checked = 0;
    for line in include_str!("otp_cases.txt").lines() {
        let mut parts = line.split('\t');
        let (f, args, want) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        assert_eq!(call(&mut p, f, args), want, "re:{f}({args})");
        checked += 1;
    }
    assert!(checked > 120);
}

#[test]
fn compiled_patterns() {
    let mut p = p();
    let src = build::string(&mut p.heap, "(a)(?<n>b)");
    let mp = compile_1(&mut cx(), &mut p, &[src]).unwrap();
    let s = term_to_string(mp);
    assert!(s.starts_with("{ok,{re_pattern,2,0,0,<<"), "{s}");
    let mp = mp.element(2);
    let subj = build::string(&mut p.heap, "xab");
    let r = run_2(&mut cx(), &mut p, &[subj, mp]).unwrap();
    assert_eq!(term_to_string(r), "{match,[{1,2},{1,1},{2,1}]}");
    // Unicode is kept in the compiled pattern: re:compile("é", [unicode]), run on "é".
    let e = build::string(&mut p.heap, "\u{e9}");
    let opts = build::list(&mut p.heap, &[atom::UNICODE]);
    let mp = compile_2(&mut cx(), &mut p, &[e, opts]).unwrap().element(2);
    assert_eq!(term_to_string(mp).get(..22), Some("{re_pattern,0,1,0,<<84"));
    let r = run_2(&mut cx(), &mut p, &[e, mp]).unwrap();
    assert_eq!(term_to_string(r), "{match,[{0,2}]}");
    let bin = make_binary(&mut p.heap, b"a,b");
    let comma = build::string(&mut p.heap, ",");
    let mp = compile_1(&mut cx(), &mut p, &[comma]).unwrap().element(2);
    assert_eq!(
        term_to_string(split_2(&mut cx(), &mut p, &[bin, mp]).unwrap()),
        "[<<97>>,<<98>>]"
    );
    // A tuple that is not a compiled pattern is badarg.
    let t = build::tuple(&mut p.heap, &[atom::OK]);
    assert!(is_badarg(run_2(&mut cx(), &mut p, &[subj, t])));
    let v = version(&mut cx(), &mut p, &[]).unwrap();
    assert_eq!(
        term_to_string(v),
        "<<56,46,52,52,32,50,48,50,48,45,48,50,45,49,50>>"
    );
}

#[test]
fn pcre_features() {
    // What the old engine could not do: each pattern's first match in "abcabc", as OTP gives it.
    let mut p = p();
    for (pat, want) in [
        ("(abc)\\1", "{match,[{0,6},{0,3}]}"),
        ("a(?=b)", "{match,[{0,1}]}"),
        ("(?<=a)b", "{match,[{1,1}]}"),
        ("(?>a|ab)c", "nomatch"),
        ("a.*+", "{match,[{0,6}]}"),
        ("ab\\Kc", "{match,[{2,1}]}"),
        ("(a)?(?(1)b|c)", "{match,[{0,2},{0,1}]}"),
        ("\\((?:[^()]|(?R))*\\)|c", "{match,[{2,1}]}"),
    ] {
        let t = build::string(&mut p.heap, pat);
        let r = compile_1(&mut cx(), &mut p, &[t]).unwrap();
        assert!(term_to_string(r).starts_with("{ok,{re_pattern,"), "{pat}");
        let subj = build::string(&mut p.heap, "abcabc");
        let r = run_2(&mut cx(), &mut p, &[subj, t]).unwrap();
        assert_eq!(term_to_string(r), want, "{pat}");
    }
}

#[test]
fn patterns_are_cached_in_the_context() {
    let mut p = p();
    let mut cx = cx();
    let t = build::string(&mut p.heap, "a+");
    let subj = build::string(&mut p.heap, "baa");
    for _ in 0..3 {
        let r = run_2(&mut cx, &mut p, &[subj, t]).unwrap();
        assert_eq!(term_to_string(r), "{match,[{1,2}]}");
    }
    assert_eq!(cx.re.map.len(), 1);
}

#[test]
fn latin1_tables() {
    // Recorded from OTP 25: `\w`, `\s` and [[:punct:]] over 0..=255, and the case pairs.
    let t = &tables::LATIN1;
    let class = |off: usize, c: usize| t[512 + off + c / 8] & (1 << (c % 8)) != 0;
    let words: Vec<usize> = (0..256).filter(|&c| class(160, c)).collect();
    let mut want: Vec<usize> = (b'0'..=b'9').chain(b'A'..=b'Z').map(usize::from).collect();
    want.push(95);
    want.extend((b'a'..=b'z').map(usize::from));
    want.extend([170, 181, 186]);
    want.extend((192..=255).filter(|&c| c != 215 && c != 247));
    assert_eq!(words, want);
    let spaces: Vec<usize> = (0..256).filter(|&c| class(0, c)).collect();
    assert_eq!(spaces, vec![9, 10, 11, 12, 13, 32]);
    assert!(class(256, 160) && class(256, 215) && !class(256, 170));
    assert_eq!(
        (t[256 + 0xE9], t[256 + 0xC9], t[256 + 0xDF], t[256 + 0xFF]),
        (0xC9, 0xE9, 0xDF, 0xFF)
    );
}

#[test]
fn replace_iodata() {
    let mut p = p();
    // re:replace("abc", "b", "x") -> iodata whose bytes are "axc"; no match -> the subject.
    let subj = build::string(&mut p.heap, "abc");
    let b = build::string(&mut p.heap, "b");
    let x = build::string(&mut p.heap, "x");
    let r = replace_3(&mut cx(), &mut p, &[subj, b, x]).unwrap();
    assert_eq!(iolist_bytes(r).unwrap(), b"axc");
    let r = replace_3(&mut cx(), &mut p, &[subj, x, b]).unwrap();
    assert_eq!(r, subj);
}
