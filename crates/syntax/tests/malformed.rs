//! Every `tests/malformed/<name>.erl` must fail with the diagnostic in `<name>.err` (its
//! first line, as `file:line:col: message`, the file named relative to the repository root).

use std::path::PathBuf;

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn malformed_files_give_expected_diagnostics() {
    // Run from the repository root so that the relative file names given to the parser (and
    // the includes found next to them) resolve; this binary has no other test.
    std::env::set_current_dir(repo_root()).expect("repository root");
    let dir = PathBuf::from("tests/malformed");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/malformed exists")
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".erl"))
                .map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 25, "expected at least 25 malformed inputs");
    let mut failures = Vec::new();
    for name in &names {
        let src_path = dir.join(format!("{name}.erl"));
        let src =
            String::from_utf8_lossy(&std::fs::read(&src_path).expect("readable")).into_owned();
        let expected = std::fs::read_to_string(dir.join(format!("{name}.err")))
            .unwrap_or_else(|_| panic!("missing {name}.err"));
        let expected = expected.lines().next().unwrap_or("").to_string();
        let file = format!("tests/malformed/{name}.erl");
        let got = match triheap_syntax::parse_source(&file, &src) {
            Ok(_) => "(no error)".to_string(),
            Err(d) => d.to_string(),
        };
        if got != expected {
            failures.push(format!(
                "{name}:\n  expected: {expected}\n  got:      {got}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
