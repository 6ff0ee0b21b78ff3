//! Helpers shared by the CLI's test binaries.

use std::path::Path;
use std::process::Command;

/// CPU seconds (user + system) that `triheap check FILE` takes in `dir`.
pub fn check_cpu_seconds(dir: &Path, file: &str) -> f64 {
    let script = format!(
        "TIMEFORMAT='%U %S'; time '{}' check {file} >/dev/null 2>&1",
        env!("CARGO_BIN_EXE_triheap")
    );
    let out = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{file}");
    let times = String::from_utf8_lossy(&out.stderr);
    times
        .split_whitespace()
        .map(|t| t.parse::<f64>().unwrap())
        .sum()
}
