//! Costs that must not grow faster than the work: each shape of `bench/shapes/` runs at two
//! sizes 4x apart under every architecture, and a count of the work the memory system did
//! (words copied by collectors, bytes allocated to binaries) may grow at most about 4x.
//! Counts, not timings: they are the same on every machine and every run.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const ARCHS: [&str; 3] = ["private", "shared", "hybrid"];
/// "About 4x": the counts grow with the work, plus the small fixed cost of start-up.
const MAX_GROWTH: f64 = 4.6;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `--stats-json` document of `triheap run --heap ARCH bench/shapes/PROGRAM.erl ARGS`.
fn stats(arch: &str, program: &str, args: &[&str]) -> Value {
    let dir = std::env::temp_dir().join(format!("triheap-growth-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{program}-{arch}-{}.json", args.join("_")));
    let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
        .current_dir(root())
        .args(["run", "--heap", arch, "--stats-json"])
        .arg(&file)
        .arg(format!("bench/shapes/{program}.erl"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{program} {args:?} under {arch}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap()
}

fn count(v: &Value, path: &str) -> u64 {
    let mut x = v;
    for k in path.split('.') {
        x = &x[k];
    }
    x.as_u64().unwrap_or_else(|| panic!("{path}: {x}"))
}

/// Words copied by every kind of collection.
fn gc_copied(v: &Value) -> u64 {
    ["minor", "major", "area"]
        .iter()
        .map(|k| count(v, &format!("gc.{k}.words_copied")))
        .sum()
}

/// Run `program` with `small` and `large` (4x the work) under every architecture and check
/// that `measure` grows at most about 4x.
fn check(program: &str, small: &[&str], large: &[&str], what: &str, measure: fn(&Value) -> u64) {
    check_under(&ARCHS, program, small, large, what, measure)
}

fn check_under(
    archs: &[&str],
    program: &str,
    small: &[&str],
    large: &[&str],
    what: &str,
    measure: fn(&Value) -> u64,
) {
    for &arch in archs {
        let a = measure(&stats(arch, program, small)).max(1);
        let b = measure(&stats(arch, program, large));
        let growth = b as f64 / a as f64;
        assert!(
            growth <= MAX_GROWTH,
            "{program} under {arch}: {what} grew {growth:.1}x ({a} -> {b}) for 4x the work"
        );
    }
}

#[test]
fn a_train_of_waiting_messages_costs_collections_linear_in_the_messages() {
    // 4x the messages in flight at once, each making the same hops. Not yet under hybrid:
    // its message area is collected at a fixed size, so each collection copies every
    // message in flight (5244 -> 30816 words here).
    check_under(
        &["private", "shared"],
        "train",
        &["50", "400", "40", "200"],
        &["50", "1600", "40", "200"],
        "words copied by collections",
        gc_copied,
    );
}

#[test]
fn growing_worker_heaps_cost_collections_linear_in_the_workers() {
    check(
        "workers",
        &["5", "4000"],
        &["20", "4000"],
        "words copied by collections",
        gc_copied,
    );
}

#[test]
fn appending_a_byte_at_a_time_allocates_linearly() {
    check(
        "binappend",
        &["20000", "1"],
        &["80000", "1"],
        "binary bytes allocated",
        |v| count(v, "heap.binary_bytes_allocated"),
    );
}

#[test]
fn ets_lookups_cost_collections_linear_in_the_lookups() {
    check(
        "etsset",
        &["10000", "1"],
        &["40000", "1"],
        "words copied by collections",
        gc_copied,
    );
}

/// Binaries built one after another by appending, each dead once the next begins: their
/// blocks are freed as the program goes on, so building 8 holds about what building 2 does.
/// (A refc object promoted to the old generation holds its block until a major collection,
/// and its 3 words alone never ask for one: the bytes the old generation's refc objects
/// refer to are counted, as Erlang/OTP's virtual binary heap counts them.)
#[test]
fn binaries_built_one_after_another_are_not_all_held_at_once() {
    for arch in ARCHS {
        let peak = |r: &str| {
            count(
                &stats(arch, "binappend", &["500000", r]),
                "heap.binary_bytes_peak",
            )
        };
        let (a, b) = (peak("2").max(1), peak("8"));
        assert!(
            b as f64 <= 1.5 * a as f64,
            "binappend under {arch}: binaries held at once grew {a} -> {b} for 8 builds instead of 2"
        );
    }
}
