//! `triheap compare` with the real runtime: a small program's table, JSON and HTML report
//! (well-formed, its numbers those of the JSON), a program whose output differs between
//! architectures (an error naming them), and `triheap bench --compare` on two stored result
//! directories. None needs `erl` or a browser.

#[path = "../../bench/tests/xml/mod.rs"]
mod xml;

use serde_json::Value;
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
    let d = std::env::temp_dir().join(format!("triheap-cli-compare-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The leading number of a cell (`1.234 [1.2–1.3]`, `12,345`, `0.50`), if any.
fn leading_number(cell: &str) -> Option<f64> {
    let n: String = cell
        .trim()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',' || *c == '-')
        .filter(|c| *c != ',')
        .collect();
    n.parse().ok()
}

/// Decimals of a cell's leading number: how far it was rounded.
fn decimals(cell: &str) -> i32 {
    let n: String = cell
        .trim()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
        .collect();
    n.split_once('.').map_or(0, |(_, d)| d.len() as i32)
}

#[test]
fn table_json_and_report_agree() {
    let dir = scratch("report");
    let o = triheap(&[
        "compare",
        "-n",
        "2",
        "--json",
        "--report",
        dir.to_str().unwrap(),
        "bench/seeds/nag.erl",
        "keep",
        "100",
        "10",
        "20",
    ]);
    let stderr = text(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{stderr}");
    let doc: Value = serde_json::from_str(&text(&o.stdout)).expect("JSON on stdout");
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("compare.json")).unwrap()).unwrap();
    assert_eq!(doc["rows"], file["rows"]);
    assert_eq!(
        doc["configs"],
        serde_json::json!(["private", "shared", "hybrid"])
    );
    assert_eq!(doc["case"], "nag keep 100 10 20");
    // Two measured runs of each of three architectures, each with its records kept.
    assert_eq!(doc["runs"].as_array().unwrap().len(), 6);
    assert_eq!(std::fs::read_dir(dir.join("runs")).unwrap().count(), 6);

    let page = std::fs::read_to_string(dir.join("report.html")).unwrap();
    let html = xml::parse(&page).unwrap_or_else(|e| panic!("report.html: {e}"));
    // Breakdown, a pause histogram per architecture, MMU, heap; each with axis labels.
    let svgs = html.all("svg");
    assert!(svgs.len() >= 4, "{} charts", svgs.len());
    for s in &svgs {
        assert!(!s.all("text").is_empty());
    }
    let t = html
        .all("table")
        .into_iter()
        .find(|t| t.attr("class") == Some("results"))
        .expect("the side-by-side table");
    let rows = t.table_rows();
    assert_eq!(rows[0], ["measure", "private", "shared", "hybrid"]);
    let json_rows = doc["rows"].as_array().unwrap();
    let configs = ["private", "shared", "hybrid"];
    for (i, jr) in json_rows.iter().enumerate() {
        let row = &rows[i + 1];
        assert_eq!(row[0], jr["label"].as_str().unwrap());
        for (j, c) in configs.iter().enumerate() {
            // The printed cell is the JSON's, and its number is the JSON median, rounded.
            assert_eq!(
                row[j + 1],
                jr["cells"][j].as_str().unwrap(),
                "row {}",
                row[0]
            );
            let v = &jr["values"][c];
            match (leading_number(&row[j + 1]), v["median"].as_f64()) {
                (Some(shown), Some(median)) => {
                    let tol = 0.5 * 10f64.powi(-decimals(&row[j + 1])) + 1e-9;
                    assert!(
                        (shown - median).abs() <= tol,
                        "{}: {c}: shown {shown}, JSON {median}",
                        row[0]
                    );
                }
                (None, None) => assert_eq!(row[j + 1], "-"),
                (shown, median) => panic!("{}: {c}: {shown:?} against {median:?}", row[0]),
            }
        }
    }
    // The best of each row is the one the JSON names.
    for (i, jr) in json_rows.iter().enumerate() {
        let tr = &t.all("tr")[i + 1];
        let bold: Vec<String> = tr
            .all("td")
            .iter()
            .enumerate()
            .filter(|(_, td)| td.attr("class").is_some_and(|c| c.contains("best")))
            .map(|(j, _)| configs[j - 1].to_string())
            .collect();
        let best: Vec<String> = jr["best"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_str().unwrap().to_string())
            .collect();
        assert_eq!(bold, best, "{}", jr["label"]);
    }
    // Words copied at send: every word under private, none under shared.
    let copied = json_rows
        .iter()
        .find(|r| r["key"] == "words_copied_at_send")
        .unwrap();
    assert!(copied["values"]["private"]["median"].as_f64().unwrap() > 0.0);
    assert_eq!(copied["values"]["shared"]["median"].as_f64(), Some(0.0));
    // Hybrid with the message analysis may copy nothing either: both are then the best.
    let best = copied["best"].as_array().unwrap();
    assert!(best.contains(&serde_json::json!("shared")), "{best:?}");
    assert!(!best.contains(&serde_json::json!("private")), "{best:?}");
    // The MMU chart's numbers are the representative runs' curves.
    let mmu = html
        .all("figure")
        .into_iter()
        .find(|f| f.attr("id") == Some("mmu"))
        .unwrap();
    let mmu_rows = mmu.all("table")[0].table_rows();
    let curve = doc["representative"]["private"]["stats"]["mmu"]["curve"]
        .as_array()
        .unwrap();
    let private_rows: Vec<&Vec<String>> = mmu_rows.iter().filter(|r| r[0] == "private").collect();
    assert_eq!(private_rows.len(), curve.len());
    for (r, p) in private_rows.iter().zip(curve) {
        let m = p["mmu"].as_f64().unwrap();
        assert!(
            (leading_number(&r[2]).unwrap() - m).abs() <= 0.0005 + 1e-9,
            "{r:?} {p}"
        );
    }
}

#[test]
fn differing_outputs_are_an_error_naming_the_architectures() {
    let o = triheap(&[
        "compare",
        "-n",
        "1",
        "-q",
        "tests/compare/arch_dependent.erl",
    ]);
    let stderr = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "the program's output differs between architectures: `shared`, `hybrid` printed \
             something else than `private`"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "line 1: `shared` printed \"running on shared\" where `private` printed \
             \"running on private\""
        ),
        "{stderr}"
    );
    // No table: nothing is averaged over runs that disagree.
    assert_eq!(text(&o.stdout), "");
}

#[test]
fn bench_compare_of_two_stored_directories() {
    let data = root().join("crates/bench/tests/data/dirdiff");
    let o = triheap(&[
        "bench",
        "--compare",
        data.join("old").to_str().unwrap(),
        data.join("new").to_str().unwrap(),
    ]);
    let stdout = text(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(
        stdout.starts_with("# Comparison of two benchmark runs"),
        "{stdout}"
    );
    assert!(
        stdout.contains("wall time: 1 faster, 0 slower, 1 within noise"),
        "{stdout}"
    );
    // A suite and --compare together make no sense.
    let o = triheap(&["bench", "bench/suites/quick.toml", "--compare", "a", "b"]);
    assert_eq!(o.status.code(), Some(2));
}
