//! `--stats` counters checked against programs whose figures can be computed by hand.

use std::path::Path;
use std::process::Command;

fn stats_of(program: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
        .current_dir(&root)
        .args(["run", "--stats", program])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stderr).unwrap()
}

fn field(stats: &str, name: &str) -> Vec<u64> {
    let line = stats
        .lines()
        .find(|l| l.starts_with(name))
        .unwrap_or_else(|| panic!("no {name} in {stats}"));
    line[name.len()..]
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

#[test]
fn sends_copy_every_word_under_private_heaps() {
    let s = stats_of("tests/stats/sends.erl");
    // 10 lists of 5 cons cells (10 words each) plus two atoms: 12 messages, 100 words.
    assert_eq!(field(&s, "messages sent"), vec![12, 100], "{s}");
    assert_eq!(field(&s, "processes spawned"), vec![2, 2], "{s}");
}
