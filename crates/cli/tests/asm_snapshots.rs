//! Snapshot tests of the bytecode dump: every input under `tests/snapshots/ir/` (shared with
//! the IR snapshots) is compiled and disassembled with `triheap dump --asm`, and the text
//! compared with `tests/snapshots/asm/<name>.asm`. `BLESS=1` rewrites the expected files.

use std::path::Path;
use std::process::Command;

#[test]
fn asm_dumps_match_snapshots() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let bless = std::env::var("BLESS").is_ok_and(|v| v == "1");
    let mut inputs: Vec<_> = std::fs::read_dir(root.join("tests/snapshots/ir"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "erl"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty());
    let mut failures = Vec::new();
    for input in &inputs {
        let rel = input.strip_prefix(&root).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
            .current_dir(&root)
            .args(["dump", "--asm"])
            .arg(rel)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}: {}",
            rel.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let got = String::from_utf8(out.stdout).unwrap();
        let expected_path = root
            .join("tests/snapshots/asm")
            .join(input.file_stem().unwrap())
            .with_extension("asm");
        if bless {
            std::fs::create_dir_all(expected_path.parent().unwrap()).unwrap();
            std::fs::write(&expected_path, &got).unwrap();
            continue;
        }
        match std::fs::read_to_string(&expected_path) {
            Ok(expected) if expected == got => {}
            Ok(_) => failures.push(format!(
                "{} differs from {}",
                rel.display(),
                expected_path.display()
            )),
            Err(_) => failures.push(format!(
                "{} is missing (run with BLESS=1)",
                expected_path.display()
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
