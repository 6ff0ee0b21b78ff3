//! `triheap bench --compare OLD NEW` on two small stored result directories
//! (`tests/data/dirdiff/`): `private` became faster, `shared` moved within noise, `hybrid` was
//! measured only in the old one; warm-ups and failed runs do not count.

use std::path::{Path, PathBuf};
use triheap_bench::dirdiff;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/dirdiff")
        .join(name)
}

fn row<'a>(md: &'a str, config: &str) -> Vec<&'a str> {
    md.lines()
        .find(|l| l.starts_with("| nag same 100 10 20 ") && l.contains(&format!("| {config} ")))
        .unwrap_or_else(|| panic!("no row for {config} in\n{md}"))
        .split('|')
        .map(str::trim)
        .collect()
}

#[test]
fn two_stored_directories() {
    let md = dirdiff::run(&data("old"), &data("new")).unwrap();
    assert!(
        md.starts_with("# Comparison of two benchmark runs\n"),
        "{md}"
    );
    assert!(
        md.contains("wall time: 1 faster, 0 slower, 1 within noise, 0 with too few runs"),
        "{md}"
    );

    // Program, config, runs, old wall, new wall, wall ratio [CI], verdict, CPU ratio, verdict.
    let p = row(&md, "private");
    assert_eq!(
        &p[1..6],
        ["nag same 100 10 20", "private", "3/3", "1.000", "0.800"]
    );
    // 0.8 / 1.0 within a narrow interval, below 1: faster, on both wall and CPU time.
    assert!(p[6].starts_with("0.800 [0.7"), "{p:?}");
    assert!(!p[6].ends_with('~'));
    assert_eq!((p[7], p[9]), ("faster", "faster"));

    let s = row(&md, "shared");
    assert_eq!(&s[3..6], ["3/3", "2.000", "2.020"]);
    assert!(s[6].ends_with(" ~"), "{s:?}");
    assert_eq!((s[7], s[9]), ("within noise", "within noise"));

    assert!(
        md.contains("- `nag same 100 10 20` on `hybrid`: only in the old results"),
        "{md}"
    );
    let g = md
        .lines()
        .find(|l| l.starts_with("| geometric mean"))
        .unwrap();
    assert!(g.contains("0.89"), "{g}");
}

#[test]
fn a_directory_without_runs_is_an_error() {
    let e = dirdiff::run(&data("old"), &data("missing")).unwrap_err();
    assert!(
        e.contains("missing/runs") && e.contains("not a `triheap bench` result directory"),
        "{e}"
    );
}
