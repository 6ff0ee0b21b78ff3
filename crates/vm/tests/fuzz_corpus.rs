//! Replays the fuzz targets' seeds and regression inputs through the targets' own entry
//! points (`triheap_vm::fuzz`) on stable Rust, so the test suite runs them without
//! cargo-fuzz: every Erlang source under `tests/programs` and `tests/malformed`, every input
//! under `fuzz/regressions/source` and `fuzz/regressions/etf`, the committed `etf` corpus,
//! and truncations of each ETF input. None may panic (a panic fails the test) or overflow
//! the stack (which aborts it).

use std::path::{Path, PathBuf};

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

/// Runs `f` on a thread with the stack a fuzz target's main thread has (8 MiB), so a
/// recursion that would overflow there fails here too.
fn on_main_sized_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn source_seeds_and_regressions() {
    let r = root();
    let mut inputs = files(&r.join("tests/programs"), &[".erl"]);
    inputs.extend(files(&r.join("tests/malformed"), &[".erl"]));
    let regressions = files(&r.join("fuzz/regressions/source"), &[]);
    assert!(inputs.len() > 100, "the test programs are there");
    inputs.extend(regressions);
    on_main_sized_stack(move || {
        for p in inputs {
            let data = std::fs::read(&p).unwrap();
            let _ = triheap_vm::fuzz::check_source(&data);
        }
    });
}

#[test]
fn etf_corpus_and_regressions() {
    let r = root();
    // The committed seeds (`*.bin`), not what a local fuzzer run added to the directory.
    let corpus = files(&r.join("fuzz/corpus/etf"), &[".bin"]);
    assert!(corpus.len() > 20, "the etf corpus is there");
    let mut inputs = corpus.clone();
    inputs.extend(files(&r.join("fuzz/regressions/etf"), &[]));
    on_main_sized_stack(move || {
        let mut decoded = 0;
        for p in &inputs {
            let data = std::fs::read(p).unwrap();
            decoded += triheap_vm::fuzz::decode_etf(&data) as usize;
            for n in 0..data.len() {
                triheap_vm::fuzz::decode_etf(&data[..n]);
            }
        }
        // OTP's own encodings decode, but for at most the three naming objects of the node
        // that wrote them (its pid, a reference, a fun of its script).
        assert!(
            decoded + 3 >= corpus.len(),
            "{decoded} of {} decoded",
            corpus.len()
        );
    });
}
