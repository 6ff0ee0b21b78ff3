//! The seed papers' benchmark programs (`bench/seeds/`) at small sizes: output must equal
//! Erlang/OTP's (recorded in `bench/seeds/expected/`) under every architecture, plainly and
//! under `--gc-stress --verify-heap`.

use std::path::Path;
use std::process::Command;

#[test]
fn seed_benchmarks_match_erlang_otp() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let list = std::fs::read_to_string(root.join("bench/seeds/smoke.txt")).unwrap();
    let mut failures = Vec::new();
    let mut runs = 0;
    for line in list
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut words = line.split_whitespace();
        let prog = words.next().unwrap();
        let args: Vec<&str> = words.collect();
        let name = format!("{prog}-{}", args.join("-"));
        let expected = std::fs::read(
            root.join("bench/seeds/expected")
                .join(format!("{name}.out")),
        )
        .unwrap();
        for (arch, stress) in [
            ("private", false),
            ("private", true),
            ("shared", false),
            ("shared", true),
            ("hybrid", false),
            ("hybrid", true),
        ] {
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_triheap"));
            cmd.current_dir(&root).args(["run", "--heap", arch]);
            if stress {
                cmd.args(["--gc-stress", "--verify-heap"]);
            }
            let out = cmd
                .arg(format!("bench/seeds/{prog}.erl"))
                .args(&args)
                .output()
                .unwrap();
            runs += 1;
            if !out.status.success() || out.stdout != expected {
                failures.push(format!(
                    "{name} ({arch}, stress: {stress}): {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
    }
    assert!(runs >= 96, "only {runs} runs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
