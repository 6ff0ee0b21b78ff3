//! A short, bounded, deterministic fuzzing run on stable Rust, within `cargo test
//! --workspace`: the fuzz targets' seeds (the test suite's Erlang sources, the `etf` corpus
//! and the regression inputs) mutated with a seeded generator and run through the targets'
//! own entry points (`triheap_vm::fuzz`), on an 8 MiB stack as the fuzzers have. Sources get
//! byte-level mutations (flips, inserted and deleted runs, splices of two inputs) and
//! token-level ones (an Erlang token or bracket inserted or duplicated, a line duplicated,
//! deleted or moved); external terms get byte-level ones plus tags, lengths and counts
//! overwritten with edge values. No input may panic (the input is saved and the test fails),
//! overflow the stack (which aborts the test) or take longer than 10 s.
//!
//! The run is a fixed number of inputs from a fixed seed, so it finds the same inputs every
//! time; `TRIHEAP_FUZZ_SEED=N` and `TRIHEAP_FUZZ_ITERS=N` (inputs per target) explore
//! further by hand, e.g. `TRIHEAP_FUZZ_ITERS=100000 cargo test --release -p triheap-vm --test
//! fuzz_mutate`. The cargo-fuzz targets in `fuzz/` (docs/fuzzing.md) search with coverage
//! feedback; this run keeps what they found from coming back.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Inputs per target when `TRIHEAP_FUZZ_ITERS` is not set.
const SOURCE_ITERS: usize = 15_000;
const ETF_ITERS: usize = 200_000;
/// The longest one input may take (the fuzzers' `-timeout=10`).
const LIMIT: Duration = Duration::from_secs(10);

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The files under `dir` (recursively) whose name ends in one of `exts` (all if empty),
/// sorted.
fn files(dir: &Path, exts: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if exts.is_empty() || exts.iter().any(|x| p.to_string_lossy().ends_with(x)) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// xorshift64*: small, fast and deterministic, which is all a mutator needs.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    /// A position in `0..=len`.
    fn pos(&mut self, len: usize) -> usize {
        self.below(len + 1)
    }
    /// A run length, mostly short.
    fn run(&mut self, max: usize) -> usize {
        let cap = [4, 16, 64, max.max(1)][self.below(4)].min(max.max(1));
        1 + self.below(cap)
    }
}

/// Mutations every target gets: bytes flipped, replaced, inserted, deleted, duplicated, and
/// splices with another input.
fn mutate_bytes(rng: &mut Rng, data: &mut Vec<u8>, others: &[Vec<u8>], interesting: &[u8]) {
    let len = data.len();
    match rng.below(8) {
        0 if len > 0 => {
            let i = rng.below(len);
            data[i] ^= 1 << rng.below(8);
        }
        1 if len > 0 => {
            let i = rng.below(len);
            data[i] = if rng.chance(2) {
                *rng.pick(interesting)
            } else {
                rng.next() as u8
            };
        }
        2 => {
            let at = rng.pos(len);
            let n = rng.run(32);
            let bytes: Vec<u8> = (0..n)
                .map(|_| {
                    if rng.chance(2) {
                        *rng.pick(interesting)
                    } else {
                        rng.next() as u8
                    }
                })
                .collect();
            data.splice(at..at, bytes);
        }
        3 if len > 0 => {
            let at = rng.below(len);
            let n = rng.run(len - at);
            data.drain(at..at + n.min(len - at));
        }
        4 if len > 0 => {
            // A run repeated a few times in place.
            let at = rng.below(len);
            let n = rng.run(len - at).min(len - at);
            let chunk = data[at..at + n].to_vec();
            let times = 1 + rng.below(8);
            for _ in 0..times {
                data.splice(at..at, chunk.iter().copied());
            }
        }
        5 if !others.is_empty() => {
            // The start of this input and the end of another.
            let other = rng.pick(others);
            let cut = rng.pos(len);
            let from = rng.pos(other.len());
            data.truncate(cut);
            data.extend_from_slice(&other[from..]);
        }
        6 if !others.is_empty() => {
            // A piece of another input inserted.
            let other = rng.pick(others);
            if !other.is_empty() {
                let from = rng.below(other.len());
                let n = rng.run(other.len() - from).min(other.len() - from);
                let at = rng.pos(len);
                data.splice(at..at, other[from..from + n].iter().copied());
            }
        }
        7 if len > 1 => {
            // Two runs swapped: two cuts exchanged.
            let a = rng.below(len);
            let b = rng.below(len);
            data.swap(a, b);
        }
        _ => data.push(rng.next() as u8),
    }
}

/// Erlang tokens and fragments a mutation may insert into a source.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "<<",
    ">>",
    "#{",
    "#r{",
    "#r.f",
    "->",
    "=>",
    ":=",
    "||",
    "<-",
    "<=",
    "=",
    "==",
    "=:=",
    "/=",
    "+",
    "-",
    "*",
    "/",
    "++",
    "--",
    "!",
    "?",
    "??",
    "?MODULE",
    "?LINE",
    ".",
    ",",
    ";",
    ":",
    "|",
    "_",
    "X",
    "Y",
    "F",
    "'a'",
    "\"s\"",
    "$a",
    "$\\",
    "1",
    "-1",
    "16#ff",
    "2#101",
    "1.5e10",
    "99999999999999999999999",
    "begin",
    "end",
    "case",
    "of",
    "if",
    "when",
    "receive",
    "after",
    "fun",
    "fun f/1",
    "fun m:f/1",
    "try",
    "catch",
    "throw",
    "error",
    "andalso",
    "orelse",
    "not",
    "bnot",
    "bsl",
    "div",
    "rem",
    "maybe",
    "else",
    "?=",
    "\n",
    " ",
    "%",
    "-define(M, 1).\n",
    "-define(F(A), A).\n",
    "-ifdef(M).\n",
    "-else.\n",
    "-endif.\n",
    "-undef(M).\n",
    "-include(\"x.hrl\").\n",
    "-record(r, {f = 1}).\n",
    "-spec f(integer()) -> ok.\n",
    "-type t() :: atom().\n",
    "-export([f/1]).\n",
    "-module(m).\n",
    "f(X) -> X.\n",
    "<<X:8/integer>>",
    "<<\"a\"/utf8>>",
    "[X || X <- L]",
    "#{a => 1}",
    "M#{a := 2}",
    "\\x{ffff}",
    "~",
];

/// Bytes worth trying in a source.
const SOURCE_BYTES: &[u8] = b"()[]{}<>#?.,;:|-+=/*!$%'\"\\\n \tabzAZ_09\x00\x7f\x80\xff";

/// Source-level mutations: a token inserted, a bracket or a token-sized run duplicated, a
/// line duplicated, deleted or moved; otherwise a byte-level one.
fn mutate_source(rng: &mut Rng, data: &mut Vec<u8>, others: &[Vec<u8>]) {
    let len = data.len();
    match rng.below(10) {
        0 | 1 => {
            let at = rng.pos(len);
            let tok = rng.pick(TOKENS).as_bytes();
            let times = if rng.chance(8) { 1 + rng.below(64) } else { 1 };
            for _ in 0..times {
                data.splice(at..at, tok.iter().copied());
            }
        }
        2 if len > 0 => {
            // A bracket (or operator character) doubled, possibly many times.
            let brackets: Vec<usize> = (0..len)
                .filter(|&i| b"()[]{}<>,;.|".contains(&data[i]))
                .collect();
            if !brackets.is_empty() {
                let i = *rng.pick(&brackets);
                let max = if rng.chance(4) { 300 } else { 3 };
                let times = 1 + rng.below(max);
                let c = data[i];
                data.splice(i..i, std::iter::repeat_n(c, times));
            }
        }
        3..=5 if len > 0 => {
            let lines: Vec<(usize, usize)> = {
                let mut v = Vec::new();
                let mut start = 0;
                for (i, &b) in data.iter().enumerate() {
                    if b == b'\n' {
                        v.push((start, i + 1));
                        start = i + 1;
                    }
                }
                if start < len {
                    v.push((start, len));
                }
                v
            };
            let (s, e) = *rng.pick(&lines);
            let line = data[s..e].to_vec();
            match rng.below(3) {
                0 => {
                    let max = if rng.chance(8) { 100 } else { 2 };
                    let times = 1 + rng.below(max);
                    for _ in 0..times {
                        data.splice(s..s, line.iter().copied());
                    }
                }
                1 => {
                    data.drain(s..e);
                }
                _ => {
                    data.drain(s..e);
                    let (t, _) = *rng.pick(&lines);
                    let t = t.min(data.len());
                    data.splice(t..t, line);
                }
            }
        }
        _ => mutate_bytes(rng, data, others, SOURCE_BYTES),
    }
}

/// Bytes worth trying in an external term: version, tags, small lengths, edges.
const ETF_BYTES: &[u8] = &[
    0, 1, 2, 3, 4, 7, 8, 0x7f, 0x80, 0xfe, 0xff, 131, 80, 70, 77, 82, 88, 89, 90, 97, 98, 99, 100,
    101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119,
    120, 121,
];

/// External-term mutations: a 1-, 2- or 4-byte field set to an edge value (lengths, counts,
/// arities, digits), or a byte-level one.
fn mutate_etf(rng: &mut Rng, data: &mut Vec<u8>, others: &[Vec<u8>]) {
    let len = data.len();
    if len > 1 && rng.chance(3) {
        let at = 1 + rng.below(len - 1);
        let width = *rng.pick(&[1usize, 2, 4]);
        let random = rng.next() as u32;
        let value: u32 = *rng.pick(&[
            0,
            1,
            2,
            0x7f,
            0x80,
            0xff,
            0x100,
            0xffff,
            0x1_0000,
            0x7fff_ffff,
            0x8000_0000,
            0xffff_ffff,
            random,
        ]);
        let bytes = value.to_be_bytes();
        for (k, &b) in bytes[4 - width..].iter().enumerate() {
            if at + k < data.len() {
                data[at + k] = b;
            }
        }
    } else {
        mutate_bytes(rng, data, others, ETF_BYTES);
    }
}

/// Runs `inputs` mutated `iters` times through `check`, on an 8 MiB stack.
fn run(
    target: &'static str,
    seeds: Vec<Vec<u8>>,
    iters: usize,
    seed: u64,
    mutate: fn(&mut Rng, &mut Vec<u8>, &[Vec<u8>]),
    check: fn(&[u8]),
) {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let mut rng = Rng::new(seed);
            let started = Instant::now();
            for i in 0..iters {
                let mut data = rng.pick(&seeds).clone();
                let rounds = 1 + rng.below(4) + if rng.chance(8) { rng.below(16) } else { 0 };
                for _ in 0..rounds {
                    mutate(&mut rng, &mut data, &seeds);
                }
                data.truncate(1 << 20);
                let t = Instant::now();
                let r = catch_unwind(AssertUnwindSafe(|| check(&data)));
                let took = t.elapsed();
                if r.is_err() || took > LIMIT {
                    let path = std::env::temp_dir()
                        .join(format!("triheap-fuzz-mutate-{target}-{seed}-{i}"));
                    std::fs::write(&path, &data).unwrap();
                    panic!(
                        "{target} input {i} (seed {seed}) {}; saved as {}",
                        if r.is_err() {
                            "panicked".to_string()
                        } else {
                            format!("took {took:?}")
                        },
                        path.display()
                    );
                }
            }
            eprintln!(
                "{target}: {iters} mutated inputs from {} seeds in {:?}",
                seeds.len(),
                started.elapsed()
            );
        })
        .unwrap()
        .join()
        .unwrap();
}

fn read_all(paths: &[PathBuf]) -> Vec<Vec<u8>> {
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

#[test]
fn mutated_sources() {
    let r = root();
    let mut paths = files(&r.join("tests/programs"), &[".erl"]);
    paths.extend(files(&r.join("tests/malformed"), &[".erl"]));
    paths.extend(files(&r.join("fuzz/regressions/source"), &[]));
    assert!(paths.len() > 100, "the test programs are there");
    run(
        "source",
        read_all(&paths),
        env_usize("TRIHEAP_FUZZ_ITERS", SOURCE_ITERS),
        env_usize("TRIHEAP_FUZZ_SEED", 1) as u64,
        mutate_source,
        |d| {
            let _ = triheap_vm::fuzz::check_source(d);
        },
    );
}

#[test]
fn mutated_external_terms() {
    let r = root();
    // The committed seeds (`*.bin`), not what a local fuzzer run added.
    let mut paths = files(&r.join("fuzz/corpus/etf"), &[".bin"]);
    assert!(paths.len() > 20, "the etf corpus is there");
    paths.extend(files(&r.join("fuzz/regressions/etf"), &[]));
    run(
        "etf",
        read_all(&paths),
        env_usize("TRIHEAP_FUZZ_ITERS", ETF_ITERS),
        env_usize("TRIHEAP_FUZZ_SEED", 1) as u64,
        mutate_etf,
        |d| {
            triheap_vm::fuzz::decode_etf(d);
        },
    );
}
