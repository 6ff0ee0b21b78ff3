//! `triheap bench` with the real runtime: the repository's quick suite, a tiny suite whose peer
//! is triheap itself (so ratios are computed without Erlang/OTP), a dry run of the default
//! suite, and a bad suite. The harness's own logic is tested in `crates/bench`.

// Shared with other tests, which use more of it.
#[allow(dead_code)]
#[path = "../../bench/tests/xml/mod.rs"]
mod xml;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn triheap(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_triheap"))
        .current_dir(root())
        .args(args)
        .output()
        .unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("triheap-cli-bench-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn quick_suite_runs_every_seed_program() {
    let out = scratch("quick");
    let o = triheap(&[
        "bench",
        "bench/suites/quick.toml",
        "--no-peers",
        "--out",
        out.to_str().unwrap(),
    ]);
    let (stdout, stderr) = (text(&o.stdout), text(&o.stderr));
    // Every run of every architecture passed (3 would mean some failed).
    assert_eq!(o.status.code(), Some(0), "{stderr}");
    let summary = std::fs::read_to_string(out.join("summary.csv")).unwrap();
    for arch in ["private", "shared", "hybrid"] {
        let rows: Vec<&str> = summary
            .lines()
            .filter(|l| l.contains(&format!(",{arch},triheap,")))
            .collect();
        assert_eq!(rows.len(), 16, "{summary}");
        for l in &rows {
            assert!(
                l.contains(&format!(",{arch},triheap,ok,2,2,0,")),
                "{l}\n{stderr}"
            );
        }
    }
    assert_eq!(std::fs::read_dir(out.join("runs")).unwrap().count(), 96);
    // The report went to stdout and to report.md.
    assert!(stdout.starts_with("# Benchmark suite `quick`"), "{stdout}");
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert_eq!(md, stdout);
    // And to report.html, well-formed, with charts for the cases that collected.
    let page = std::fs::read_to_string(out.join("report.html")).unwrap();
    let html = xml::parse(&page).unwrap_or_else(|e| panic!("report.html: {e}"));
    assert!(
        html.all("svg").len() >= 16,
        "{} charts",
        html.all("svg").len()
    );
    assert!(html.text().contains("Ratios with confidence intervals"));
    assert!(md.contains("## `private`: time") && md.contains("| procs 100 10 5"));
}

#[test]
fn tiny_suite_with_triheap_as_its_own_peer() {
    let d = scratch("tiny");
    std::fs::write(
        d.join("hello.erl"),
        "-module(hello).\n-export([main/1]).\n\
         main(Args) -> io:format(\"hello ~s~n\", [string:join(Args, \" \")]).\n",
    )
    .unwrap();
    std::fs::write(
        d.join("boom.erl"),
        "-module(boom).\n-export([main/1]).\nmain(_) -> erlang:error(boom).\n",
    )
    .unwrap();
    std::fs::write(d.join("hello.out"), "hello a b\n").unwrap();
    std::fs::write(
        d.join("tiny.toml"),
        r#"
repetitions = 2
warmup = 1
archs = ["private"]

[peers]
self = { command = "{triheap} run {file} {args}", version = "{triheap} --version" }
absent = "triheap-no-such-erl -noshell {args}"

[[program]]
file = "hello.erl"
args = [{ args = "a b", expected = "hello.out" }]

[[program]]
file = "boom.erl"
args = [[]]
peers = []
"#,
    )
    .unwrap();
    let out = d.join("out");
    let o = triheap(&[
        "bench",
        d.join("tiny.toml").to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    let stderr = text(&o.stderr);
    assert_eq!(o.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("peer `absent`: `triheap-no-such-erl` not found on PATH"),
        "{stderr}"
    );
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    for want in [
        "## Ratio to `self`",
        "peer `self`: `{triheap} run {file} {args}` (triheap ",
        "- `boom` on `private`: FAILED 3/3: exit status 1",
        "skipped: `triheap-no-such-erl` not found on PATH",
    ] {
        assert!(md.contains(want), "missing {want:?} in\n{md}");
    }
    let ratio = md
        .lines()
        .find(|l| l.starts_with("| hello a b ") && l.matches('|').count() == 5)
        .unwrap_or_else(|| panic!("{md}"));
    // Same program, same binary: the time ratio is near 1 (loosely: the machine is shared).
    let cells: Vec<f64> = ratio
        .split('|')
        .filter_map(|c| c.trim().parse().ok())
        .collect();
    assert!(
        cells.len() == 3 && cells[1] > 0.2 && cells[1] < 5.0,
        "{ratio}"
    );

    // With --stats-json, the private tables show triheap's figures (hello spawns 1 process).
    let help = text(&triheap(&["run", "--help"]).stdout);
    if help.contains("--stats-json") {
        let sum = std::fs::read_to_string(out.join("summary.csv")).unwrap();
        let mut r = sum.lines();
        let header: Vec<&str> = r.next().unwrap().split(',').collect();
        let row: Vec<&str> = r
            .find(|l| l.starts_with("hello,a b,private,"))
            .unwrap()
            .split(',')
            .collect();
        let col = |n: &str| header.iter().position(|c| *c == n).unwrap();
        assert_eq!(row[col("vm_arch")], "private", "{sum}");
        assert_eq!(row[col("processes_spawned")], "1", "{sum}");
    }
}

#[test]
fn default_suite_dry_run() {
    let o = triheap(&["bench", "bench/suites/seeds.toml", "--dry-run"]);
    let stdout = text(&o.stdout);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(stdout.contains("procs 1000 100 4500"), "{stdout}");
    assert!(
        stdout.contains("erl -noshell -pa target/bench/seeds-"),
        "{stdout}"
    );
    assert!(stdout.contains("estimated time"), "{stdout}");
    let o = triheap(&[
        "bench",
        "bench/suites/seeds.toml",
        "--dry-run",
        "--filter",
        "nag",
        "--arch",
        "private",
        "--no-peers",
    ]);
    let stdout = text(&o.stdout);
    assert!(
        stdout.contains("3 cases, 3 configurations, 12 runs"),
        "{stdout}"
    );
}

#[test]
fn bad_suite_is_reported_with_its_position() {
    let d = scratch("bad");
    std::fs::write(
        d.join("bad.toml"),
        "repetitions = 3\nwarmup = \"one\"\n[[program]]\nfile = \"x.erl\"\nargs = [\"1\"]\n",
    )
    .unwrap();
    let o = triheap(&["bench", d.join("bad.toml").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let stderr = text(&o.stderr);
    assert!(stderr.contains("bad.toml:2:10: "), "{stderr}");
}

/// A run's peak RSS is its own, not the harness's: Linux starts a child's peak at its
/// parent's, so the harness measures through `triheap measure-child`, a process started
/// afresh. With 256 MB touched in this process, a shell that exits at once measures under
/// 64 MB through it, and at least 256 MB measured directly (the floor it removes).
#[cfg(target_os = "linux")]
#[test]
fn peak_rss_is_the_runs_own_not_the_harnesss() {
    use std::fs::File;
    use std::time::Duration;
    use triheap_bench::measure::run_command;
    let mut ballast = vec![0u8; 256 << 20];
    for i in (0..ballast.len()).step_by(4096) {
        ballast[i] = 1;
    }
    let dir = scratch("rss");
    let words = ["sh", "-c", "exit 0"].map(String::from);
    let measure = |wrapper: Option<&Path>| {
        let out = File::create(dir.join("out")).unwrap();
        let err = File::create(dir.join("err")).unwrap();
        let report = dir.join("report");
        run_command(wrapper, &words, out, err, &report, Duration::from_secs(60)).unwrap()
    };
    let wrapped = measure(Some(Path::new(env!("CARGO_BIN_EXE_triheap"))));
    let direct = measure(None);
    assert!(
        wrapped.success() && direct.success(),
        "{wrapped:?} {direct:?}"
    );
    assert!(wrapped.max_rss_kib < 64 << 10, "{wrapped:?}");
    assert!(direct.max_rss_kib >= 256 << 10, "{direct:?}");
    std::hint::black_box(&ballast);
}
