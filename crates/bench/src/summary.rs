//! One configuration's runs summarised: the spread of wall time, CPU time and peak RSS over the
//! measured runs that succeeded, the run with the lowest wall time (whose CPU utilisation and
//! VM statistics the tables show, as seed 002 App. A does), and what failed.

use crate::record::RunRecord;
use crate::stats::{self, Spread};
use serde::Serialize;
use serde_json::Value;

/// Names a configuration, in table order.
#[derive(Clone, Debug, PartialEq)]
pub struct ConfigKey {
    pub case: String,
    pub program: String,
    pub args: Vec<String>,
    pub config: String,
    pub kind: String,
    /// Why the configuration was not run at all (e.g. its peer is not installed).
    pub skipped: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ConfigSummary {
    pub case: String,
    pub program: String,
    pub args: Vec<String>,
    pub config: String,
    pub kind: String,
    pub skipped: Option<String>,
    /// Measured runs made, and how many succeeded.
    pub runs: usize,
    pub ok: usize,
    /// Failed runs including warm-ups, and their distinct reasons.
    pub failed: usize,
    pub failures: Vec<String>,
    pub wall_s: Option<Spread>,
    pub user_s: Option<Spread>,
    pub sys_s: Option<Spread>,
    pub max_rss_kib: Option<Spread>,
    /// The lowest-wall-time run: its sequence number, CPU times and utilisation.
    pub best_seq: Option<usize>,
    pub best_user_s: Option<f64>,
    pub best_sys_s: Option<f64>,
    pub best_cpu_percent: Option<f64>,
    /// The VM statistics of the lowest-wall-time run, if it wrote any.
    pub vm_stats: Option<Value>,
}

impl ConfigSummary {
    /// `ok`, `skipped: ...`, `FAILED n/m: reason`.
    pub fn status(&self) -> String {
        if let Some(s) = &self.skipped {
            return format!("skipped: {s}");
        }
        if self.failed == 0 {
            if self.runs == 0 {
                "not run".into()
            } else {
                "ok".into()
            }
        } else {
            let total = self.failed + self.ok;
            format!(
                "FAILED {}/{}: {}",
                self.failed,
                total.max(self.failed),
                self.failures.join("; ")
            )
        }
    }

    pub fn all_ok(&self) -> bool {
        self.failed == 0 && self.skipped.is_none()
    }
}

/// Summarises the records of each configuration in `keys`.
pub fn summarize(keys: &[ConfigKey], records: &[RunRecord]) -> Vec<ConfigSummary> {
    keys.iter()
        .map(|k| {
            let mine: Vec<&RunRecord> = records
                .iter()
                .filter(|r| r.case == k.case && r.config == k.config)
                .collect();
            let measured: Vec<&RunRecord> = mine.iter().copied().filter(|r| r.measured()).collect();
            let good: Vec<&RunRecord> = measured.iter().copied().filter(|r| r.ok).collect();
            let mut failures: Vec<String> = Vec::new();
            for r in mine.iter().filter(|r| !r.ok) {
                let f = r.failure.clone().unwrap_or_else(|| "failed".into());
                if !failures.contains(&f) {
                    failures.push(f);
                }
            }
            let col = |f: fn(&RunRecord) -> f64| -> Option<Spread> {
                stats::spread(&good.iter().map(|r| f(r)).collect::<Vec<_>>())
            };
            let best = good
                .iter()
                .copied()
                .min_by(|a, b| a.wall_s.total_cmp(&b.wall_s));
            ConfigSummary {
                case: k.case.clone(),
                program: k.program.clone(),
                args: k.args.clone(),
                config: k.config.clone(),
                kind: k.kind.clone(),
                skipped: k.skipped.clone(),
                runs: measured.len(),
                ok: good.len(),
                failed: mine.iter().filter(|r| !r.ok).count(),
                failures,
                wall_s: col(|r| r.wall_s),
                user_s: col(|r| r.user_s),
                sys_s: col(|r| r.sys_s),
                max_rss_kib: col(|r| r.max_rss_kib as f64),
                best_seq: best.map(|r| r.seq),
                best_user_s: best.map(|r| r.user_s),
                best_sys_s: best.map(|r| r.sys_s),
                best_cpu_percent: best.and_then(|r| r.cpu_percent),
                vm_stats: best.and_then(|r| r.vm_stats.clone()),
            }
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use serde_json::json;

    pub(crate) fn record(case: &str, config: &str, phase: &str, wall: f64, ok: bool) -> RunRecord {
        RunRecord {
            seq: 0,
            program: case.split(' ').next().unwrap().into(),
            args: case.split(' ').skip(1).map(String::from).collect(),
            case: case.into(),
            config: config.into(),
            kind: if config == "erl" { "peer" } else { "triheap" }.into(),
            phase: phase.into(),
            rep: 1,
            command: vec![],
            ok,
            failure: (!ok).then(|| "exit status 1".to_string()),
            exit_code: Some(if ok { 0 } else { 1 }),
            signal: None,
            timed_out: false,
            wall_s: wall,
            user_s: wall * 0.5,
            sys_s: wall * 0.25,
            cpu_percent: stats::cpu_utilisation(wall * 0.5, wall * 0.25, wall),
            max_rss_kib: (wall * 1000.0) as u64,
            output_checked_against: None,
            output_matches: None,
            vm_stats: Some(json!({ "wall_ms": wall * 1000.0 })),
            vm_stats_note: None,
            stderr_tail: None,
        }
    }

    pub(crate) fn key(case: &str, config: &str) -> ConfigKey {
        ConfigKey {
            case: case.into(),
            program: case.split(' ').next().unwrap().into(),
            args: case.split(' ').skip(1).map(String::from).collect(),
            config: config.into(),
            kind: if config == "erl" { "peer" } else { "triheap" }.into(),
            skipped: None,
        }
    }

    #[test]
    fn spread_over_successful_measured_runs_only() {
        let mut rs = vec![
            record("p 1", "private", "warmup", 0.1, true),
            record("p 1", "private", "measure", 3.0, true),
            record("p 1", "private", "measure", 1.0, true),
            record("p 1", "private", "measure", 2.0, true),
            record("p 1", "private", "measure", 0.5, false),
            record("p 1", "shared", "measure", 9.0, true),
        ];
        for (i, r) in rs.iter_mut().enumerate() {
            r.seq = i + 1;
        }
        let s = summarize(&[key("p 1", "private")], &rs);
        let s = &s[0];
        assert_eq!((s.runs, s.ok, s.failed), (4, 3, 1));
        let w = s.wall_s.unwrap();
        assert_eq!((w.min, w.median, w.max), (1.0, 2.0, 3.0));
        // The best run is the fastest successful measured one (seq 3), not the warm-up.
        assert_eq!(s.best_seq, Some(3));
        assert_eq!(s.best_user_s, Some(0.5));
        assert!((s.best_cpu_percent.unwrap() - 75.0).abs() < 1e-9);
        assert_eq!(s.vm_stats, Some(json!({"wall_ms": 1000.0})));
        assert_eq!(s.max_rss_kib.unwrap().max, 3000.0);
        assert_eq!(s.status(), "FAILED 1/4: exit status 1");
        assert!(!s.all_ok());
    }

    #[test]
    fn skipped_and_empty_configurations() {
        let mut k = key("p 1", "erl");
        k.skipped = Some("`erl` not found".into());
        let s = summarize(&[k, key("p 1", "hybrid")], &[]);
        assert_eq!(s[0].status(), "skipped: `erl` not found");
        assert_eq!(s[1].status(), "not run");
        assert!(s[1].wall_s.is_none() && s[1].best_seq.is_none());
        let rs = [record("p 1", "private", "measure", 1.0, true)];
        let s = summarize(&[key("p 1", "private")], &rs);
        assert_eq!(s[0].status(), "ok");
        assert!(s[0].all_ok());
    }
}
