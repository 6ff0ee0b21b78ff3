//! What is recorded of one run: the raw JSON written per run and the input of every table.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Deserialize reads stored `runs/*.json` back (`triheap bench --compare`); fields a record
/// of an older harness lacks take their defaults.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Default)]
#[serde(default)]
pub struct RunRecord {
    /// Position in the order the runs were made (1-based).
    pub seq: usize,
    pub program: String,
    pub args: Vec<String>,
    /// `program args...`
    pub case: String,
    /// The architecture or the peer's name.
    pub config: String,
    /// `triheap` or `peer`.
    pub kind: String,
    /// `warmup` (not counted) or `measure`.
    pub phase: String,
    pub rep: u32,
    pub command: Vec<String>,
    pub ok: bool,
    /// Why the run counts as failed (exit status, signal, timeout, wrong output).
    pub failure: Option<String>,
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
    pub timed_out: bool,
    pub wall_s: f64,
    pub user_s: f64,
    pub sys_s: f64,
    /// (user + sys) / wall in percent.
    pub cpu_percent: Option<f64>,
    /// Peak resident set size of this run's process, from `wait4`.
    pub max_rss_kib: u64,
    /// What stdout was compared with, if anything.
    pub output_checked_against: Option<String>,
    pub output_matches: Option<bool>,
    /// triheap's `--stats-json`, or `null`.
    pub vm_stats: Option<Value>,
    /// Why `vm_stats` is `null`, when it was asked for.
    pub vm_stats_note: Option<String>,
    /// The end of stderr, kept for failed runs.
    pub stderr_tail: Option<String>,
}

impl RunRecord {
    pub fn measured(&self) -> bool {
        self.phase == "measure"
    }
}

/// The last `max` bytes of `text` (on a character boundary), for error reports.
pub fn tail(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut start = text.len() - max;
    while !text.is_char_boundary(start) {
        start += 1;
    }
    format!("...{}", &text[start..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tails() {
        assert_eq!(tail("abc", 10), "abc");
        assert_eq!(tail("abcdef", 3), "...def");
        assert_eq!(tail("aéé", 3), "...é");
    }
}
