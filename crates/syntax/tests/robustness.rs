//! No input may panic: every truncation of real sources and many random mutations must give
//! either a module or a diagnostic. (`parse_source` re-raises a panic of its parser thread,
//! so a panic fails the test.)

use std::path::PathBuf;

fn sources() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/snapshots/ast");
    let mut v: Vec<(String, String)> = std::fs::read_dir(&root)
        .expect("snapshot inputs")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "erl"))
        .map(|p| {
            (
                p.to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).expect("readable"),
            )
        })
        .collect();
    v.sort();
    v
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn every_truncation_is_handled() {
    for (name, src) in sources() {
        for (i, _) in src.char_indices() {
            let _ = triheap_syntax::parse_source(&name, &src[..i]);
            let _ = triheap_syntax::tokenize(&name, &src[..i]);
        }
    }
}

#[test]
fn random_mutations_are_handled() {
    const PIECES: &[&str] = &[
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "<<",
        ">>",
        ",",
        ";",
        ".",
        ". ",
        "->",
        "end",
        "fun",
        "case",
        "of",
        "try",
        "catch",
        "after",
        "receive",
        "when",
        "#",
        "?",
        "??",
        "-define(",
        "-ifdef(X).",
        "-endif.",
        "-else.",
        "-if(",
        "\"",
        "'",
        "$",
        "\\",
        "%",
        "\n",
        ":",
        "::",
        "|",
        "||",
        "=",
        "#{",
        "#r{",
        "16#",
        "1.",
        "e",
        "_",
        "X",
        "?MODULE",
        "?LINE",
        "begin",
        "-",
        "+",
        "..",
        "\u{3bb}",
        "\0",
        "-record(r,{",
        "-include(\"",
        "-include_lib(\"",
        "-error(",
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for (name, src) in sources() {
        for _ in 0..300 {
            let mut s = src.clone();
            for _ in 0..1 + rng.below(4) {
                let bounds: Vec<usize> =
                    s.char_indices().map(|(i, _)| i).chain([s.len()]).collect();
                let at = bounds[rng.below(bounds.len())];
                match rng.below(3) {
                    0 => s.insert_str(at, PIECES[rng.below(PIECES.len())]),
                    1 => {
                        let end = bounds
                            .iter()
                            .copied()
                            .find(|&b| b > at + rng.below(8))
                            .unwrap_or(s.len());
                        s.replace_range(at..end, "");
                    }
                    _ => {
                        let end = bounds.iter().copied().find(|&b| b > at).unwrap_or(s.len());
                        s.replace_range(at..end, PIECES[rng.below(PIECES.len())]);
                    }
                }
            }
            let _ = triheap_syntax::parse_source(&name, &s);
        }
    }
}

#[test]
fn random_bytes_are_handled() {
    let mut rng = Rng(42);
    for _ in 0..2000 {
        let len = rng.below(200);
        const ALPHABET: &[u8] = b" -().,;[]{}<>#?$\"'\\%afXZ_019e:=|/*+\n\t";
        let bytes: Vec<u8> = (0..len)
            .map(|_| ALPHABET[rng.below(ALPHABET.len())])
            .collect();
        let src = String::from_utf8_lossy(&bytes);
        let _ = triheap_syntax::parse_source("fuzz.erl", &format!("-module(m).\n{src}"));
        let _ = triheap_syntax::parse_source("fuzz.erl", &src);
    }
}
