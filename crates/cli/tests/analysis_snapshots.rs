//! Snapshot tests of the message analysis: every `tests/snapshots/analysis/<name>.erl` is
//! dumped with `triheap dump --analysis`, and every directory `<name>/` is analysed as one
//! program with `triheap analyze --all` (its files together); the text is compared with
//! `<name>.analysis`. `BLESS=1` rewrites the expected files.

use std::path::{Path, PathBuf};
use std::process::Command;

fn triheap(root: &Path, args: &[String]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
        .current_dir(root)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn rel(root: &Path, p: &Path) -> String {
    p.strip_prefix(root).unwrap().display().to_string()
}

#[test]
fn analysis_dumps_match_snapshots() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = root.join("tests/snapshots/analysis");
    let bless = std::env::var("BLESS").is_ok_and(|v| v == "1");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir() || p.extension().is_some_and(|e| e == "erl"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 6);
    let mut failures = Vec::new();
    for case in &cases {
        let got = if case.is_dir() {
            let mut files: Vec<String> = std::fs::read_dir(case)
                .unwrap()
                .flatten()
                .map(|e| rel(&root, &e.path()))
                .filter(|p| p.ends_with(".erl"))
                .collect();
            files.sort();
            let mut args = vec!["analyze".to_string(), "--all".into()];
            args.extend(files);
            triheap(&root, &args)
        } else {
            triheap(
                &root,
                &["dump".into(), "--analysis".into(), rel(&root, case)],
            )
        };
        let expected_path = case.with_extension("analysis");
        if bless {
            std::fs::write(&expected_path, &got).unwrap();
            continue;
        }
        match std::fs::read_to_string(&expected_path) {
            Ok(expected) if expected == got => {}
            Ok(_) => failures.push(format!("{} differs", rel(&root, &expected_path))),
            Err(_) => failures.push(format!("{} is missing", rel(&root, &expected_path))),
        }
    }
    assert!(
        failures.is_empty(),
        "{}\n(BLESS=1 to accept the new output)",
        failures.join("\n")
    );
}

/// Seed 004 Figure 4: only the lambda's inner tuple `{Y, Z}` and the receiver's closure are
/// messages; the outer tuple stays local; `Y` and `Z` are copied on demand.
#[test]
fn figure_4_gets_the_papers_verdicts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let text = triheap(
        &root,
        &[
            "analyze".into(),
            "--all".into(),
            "tests/snapshots/analysis/example.erl".into(),
        ],
    );
    let line = |at: &str| -> String {
        text.lines()
            .find(|l| l.contains(&format!(":{at}: ")))
            .unwrap_or_else(|| panic!("no verdict at {at} in\n{text}"))
            .to_string()
    };
    assert!(line("8:50").contains("tuple shared"), "{text}");
    assert!(line("8:50").contains("copies Y (") && line("8:50").contains("Z ("));
    assert!(line("8:46").contains("tuple local"), "{text}");
    assert!(line("5:15").contains("fun shared"), "{text}");
    let shared = text.lines().filter(|l| l.contains(" shared")).count();
    assert_eq!(shared, 2, "{text}");
    // Escape analysis: only the list cells of zipwith3 and filter stay local.
    let esc = triheap(
        &root,
        &[
            "analyze".into(),
            "--all".into(),
            "--analysis".into(),
            "escape".into(),
            "tests/snapshots/analysis/example.erl".into(),
        ],
    );
    let local_data: Vec<&str> = esc
        .lines()
        .filter(|l| (l.contains("cons ") || l.contains("tuple ")) && l.contains(" local"))
        .collect();
    assert_eq!(local_data.len(), 2, "{esc}");
    assert!(local_data
        .iter()
        .all(|l| l.contains(":13:5:") || l.contains(":18:17:")));
}
