//! The harness end to end against a stand-in for triheap (a shell script), so that every way a
//! run can go is exercised without the VM: statistics present, unreadable or not offered,
//! exit failures, wrong output, timeouts, peers that are missing or that disagree.

use std::path::{Path, PathBuf};
use triheap_bench::{run, BenchArgs, EXIT_RUNS_FAILED};

/// Acts as `triheap run [--heap A] [--stats-json F] FILE ARGS`: prints `module args`, writes
/// statistics for `private`, garbage for `shared`, fails for `hybrid`; `slow.erl` sleeps;
/// `odd.erl` prints something else under `shared`.
const FAKE: &str = r#"#!/bin/sh
if [ "$1" = "--version" ]; then echo "fake-triheap 9.9"; exit 0; fi
shift
if [ "$1" = "--help" ]; then echo "  --stats-json <FILE>"; exit 0; fi
heap=private; stats=
while :; do
  case "$1" in
    --heap) heap=$2; shift 2;;
    --stats-json) stats=$2; shift 2;;
    --*) shift;;
    *) break;;
  esac
done
file=$1; shift
mod=$(basename "$file" .erl)
case "$heap" in
  private) [ -n "$stats" ] && printf '{"version":1,"arch":"private","wall_ms":5.5,"send_ms":1.1,"gc":{"minor":{"count":3,"time_ms":0.5}},"heap":{"max_used_words":4242}}' > "$stats";;
  shared) [ -n "$stats" ] && printf 'not json' > "$stats";;
  *) echo "no such heap: $heap" >&2; exit 2;;
esac
[ "$mod" = slow ] && exec sleep 5
if [ "$mod" = odd ] && [ "$heap" = shared ]; then echo "odd differs"; exit 0; fi
echo "$mod $*"
"#;

/// An older triheap: no `--stats-json`, and like clap it rejects options it does not know.
const OLD: &str = r#"#!/bin/sh
if [ "$1" = "--version" ]; then echo "old-triheap 0.0"; exit 0; fi
shift
if [ "$1" = "--help" ]; then echo "  --stats"; exit 0; fi
for a in "$@"; do [ "$a" = --stats-json ] && { echo "unexpected argument '--stats-json'" >&2; exit 2; }; done
while :; do case "$1" in --heap) shift 2;; --*) shift;; *) break;; esac; done
file=$1; shift
echo "$(basename "$file" .erl) $*"
"#;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("triheap-bench-it-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(d.join("expected")).unwrap();
    for m in ["a", "odd", "slow"] {
        std::fs::write(d.join(format!("{m}.erl")), format!("-module({m}).\n")).unwrap();
    }
    std::fs::write(d.join("expected/a-1-2.out"), "a 1 2\n").unwrap();
    d
}

fn script(dir: &Path, name: &str, text: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

fn args(suite: PathBuf, out: PathBuf, triheap: PathBuf) -> BenchArgs {
    BenchArgs {
        suite: Some(suite),
        out: Some(out),
        triheap: Some(triheap),
        quiet: true,
        ..BenchArgs::default()
    }
}

fn csv_rows(path: &Path) -> (Vec<String>, Vec<Vec<String>>) {
    let mut r = csv::Reader::from_path(path).unwrap();
    let header = r.headers().unwrap().iter().map(String::from).collect();
    let rows = r
        .records()
        .map(|x| x.unwrap().iter().map(String::from).collect())
        .collect();
    (header, rows)
}

#[test]
fn every_outcome_is_recorded_and_reported() {
    let d = scratch("outcomes");
    let fake = script(&d, "triheap", FAKE);
    std::fs::write(
        d.join("s.toml"),
        r#"
name = "outcomes"
repetitions = 2
warmup = 1
archs = ["private", "shared", "hybrid"]

[peers]
echo = "echo {module} {args}"
missing = "triheap-bench-no-such-peer {args}"

[[program]]
file = "a.erl"
args = ["1 2"]
expected = "expected/{module}-{args_dashed}.out"

[[program]]
file = "odd.erl"
args = [["x"]]
archs = ["private", "shared"]

[[program]]
file = "slow.erl"
args = ["0"]
archs = ["private"]
peers = []
timeout = 0.3
"#,
    )
    .unwrap();
    let out = d.join("out");
    let code = run(args(d.join("s.toml"), out.clone(), fake)).unwrap();
    assert_eq!(code, EXIT_RUNS_FAILED);

    // One JSON file per run: a: echo + 3 archs, odd: echo + 2, slow: 1; 3 runs each.
    let runs = std::fs::read_dir(out.join("runs")).unwrap().count();
    assert_eq!(runs, (4 + 3 + 1) * 3);

    let (h, rows) = csv_rows(&out.join("summary.csv"));
    let col = |n: &str| h.iter().position(|c| c == n).unwrap();
    let status = |prog: &str, config: &str| -> String {
        rows.iter()
            .find(|r| r[col("program")] == prog && r[col("config")] == config)
            .unwrap_or_else(|| panic!("no row for {prog} {config}"))[col("status")]
        .clone()
    };
    assert_eq!(status("a", "echo"), "ok");
    assert_eq!(status("a", "private"), "ok");
    // Unreadable statistics are no failure: the run counts, its statistics are empty.
    assert_eq!(status("a", "shared"), "ok");
    assert_eq!(status("a", "hybrid"), "FAILED 3/3: exit status 2");
    assert_eq!(
        status("a", "missing"),
        "skipped: `triheap-bench-no-such-peer` not found on PATH"
    );
    // odd: the peer ran first, so its output is the reference that shared misses.
    assert_eq!(status("odd", "private"), "ok");
    assert!(
        status("odd", "shared").starts_with("FAILED 3/3: stdout differs from the output of `echo`"),
        "{}",
        status("odd", "shared")
    );
    assert_eq!(
        status("slow", "private"),
        "FAILED 3/3: timed out after 0.3 s"
    );

    // Statistics: read by name from the private runs, `null` with a reason from shared ones.
    let a_private = rows
        .iter()
        .find(|r| r[col("program")] == "a" && r[col("config")] == "private")
        .unwrap();
    assert_eq!(a_private[col("minor_count")], "3");
    assert_eq!(a_private[col("heap_max_used_words")], "4242");
    let shared_run: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(out.join("runs/0003-a-1-2-shared-w1.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(shared_run["vm_stats"], serde_json::Value::Null);
    assert!(shared_run["vm_stats_note"]
        .as_str()
        .unwrap()
        .contains("unreadable"));
    assert_eq!(shared_run["output_matches"], true);
    assert!(shared_run["max_rss_kib"].as_u64().unwrap() > 0);

    // Failed runs keep their output.
    assert!(out.join("failures").read_dir().unwrap().count() > 0);

    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    for want in [
        "# Benchmark suite `outcomes`",
        "triheap: `",
        "(fake-triheap 9.9)",
        "## Failures",
        "- `a 1 2` on `hybrid`: FAILED 3/3: exit status 2",
        "no such heap: hybrid",
        "## Ratio to `echo`",
        "## `private`: time",
        "## `shared`: space",
        "## `hybrid`: pauses and mutator utilisation",
        "| a 1 2 (FAILED)",
        "| slow 0 (FAILED)",
    ] {
        assert!(md.contains(want), "missing {want:?} in\n{md}");
    }
    // The private time table shows the statistics: total 5.5 ms, send 1.1 ms = 20 %.
    let row = md
        .lines()
        .find(|l| l.starts_with("| a 1 2 ") && l.contains("5.50"))
        .unwrap_or_else(|| panic!("{md}"));
    assert!(row.contains("1.10") && row.contains("20.00"), "{row}");

    let (h, rows) = csv_rows(&out.join("runs.csv"));
    assert_eq!(rows.len(), runs);
    let seq: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(seq[..3], ["1", "2", "3"]);
    assert!(h.contains(&"cpu_percent".to_string()));
}

#[test]
fn a_triheap_without_stats_json_still_runs() {
    let d = scratch("old");
    let old = script(&d, "triheap", OLD);
    std::fs::write(
        d.join("s.toml"),
        "repetitions = 1\nwarmup = 0\n[[program]]\nfile = \"a.erl\"\nargs = [\"1 2\"]\n\
         expected = \"expected/a-1-2.out\"\n",
    )
    .unwrap();
    let out = d.join("out");
    assert_eq!(run(args(d.join("s.toml"), out.clone(), old)).unwrap(), 0);
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert!(md.contains("has no --stats-json option"), "{md}");
    assert!(md.contains("VM statistics: not available"), "{md}");
    assert!(
        md.lines().any(|l| l.starts_with("| a 1 2 ")
            && l.contains("| private |")
            && l.ends_with("| ok     |")),
        "{md}"
    );
}

#[test]
fn dry_run_and_filters_run_nothing() {
    let d = scratch("dry");
    let fake = script(&d, "triheap", FAKE);
    std::fs::write(
        d.join("s.toml"),
        "[[program]]\nfile = \"a.erl\"\nargs = [\"1 2\", \"3\"]\nestimate = 2\n",
    )
    .unwrap();
    let out = d.join("out");
    let mut a = args(d.join("s.toml"), out.clone(), fake.clone());
    a.dry_run = true;
    assert_eq!(run(a).unwrap(), 0);
    assert!(!out.exists());

    let mut a = args(d.join("s.toml"), out.clone(), fake.clone());
    a.filter = vec!["nothing".into()];
    assert!(run(a).unwrap_err().contains("nothing to run"));

    let mut a = args(d.join("s.toml"), out.clone(), fake);
    a.archs = vec!["generational".into()];
    assert!(run(a).unwrap_err().contains("unknown architecture"));
}

#[test]
fn bad_suites_are_errors_with_positions() {
    let d = scratch("bad");
    std::fs::write(
        d.join("s.toml"),
        "archs = [\"private\", \"hybird\"]\n[[program]]\nfile = \"a.erl\"\nargs = [\"1\"]\n",
    )
    .unwrap();
    let e = run(args(d.join("s.toml"), d.join("out"), "/bin/false".into())).unwrap_err();
    assert!(
        e.ends_with("s.toml:1:21: unknown architecture `hybird` (known: private, shared, hybrid)"),
        "{e}"
    );
    let e = run(args(
        d.join("none.toml"),
        d.join("out"),
        "/bin/false".into(),
    ))
    .unwrap_err();
    assert!(e.contains("none.toml: cannot read suite"), "{e}");
}
