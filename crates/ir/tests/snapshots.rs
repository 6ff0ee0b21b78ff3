//! Snapshot tests: every `tests/snapshots/ir/*.erl` is parsed, lowered and dumped, and the
//! dump compared with the `.ir` file next to it (`BLESS=1` rewrites the expected files).

use std::path::{Path, PathBuf};

fn snapshot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/snapshots/ir")
}

fn render(path: &Path) -> String {
    let src = std::fs::read_to_string(path).expect("read snapshot input");
    let name = format!("{}", path.file_name().unwrap_or_default().to_string_lossy());
    let module = match triheap_syntax::parse_source(&name, &src) {
        Ok(m) => m,
        Err(d) => return format!("parse error: {d}\n"),
    };
    match triheap_ir::lower_module(&module) {
        Ok(ir) => triheap_ir::dump_module(&ir),
        Err(d) => format!("error: {d}\n"),
    }
}

#[test]
fn snapshots() {
    let bless = std::env::var_os("BLESS").is_some();
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(snapshot_dir())
        .expect("snapshot dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "erl"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no snapshot inputs");
    let mut failed = Vec::new();
    for input in &inputs {
        let actual = render(input);
        let expected_path = input.with_extension("ir");
        if bless {
            std::fs::write(&expected_path, &actual).expect("write snapshot");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != actual {
            eprintln!(
                "--- snapshot mismatch: {}\n{actual}",
                expected_path.display()
            );
            failed.push(expected_path.display().to_string());
        }
    }
    assert!(
        failed.is_empty(),
        "snapshots differ (rerun with BLESS=1 to accept): {failed:?}"
    );
}
