//! What a suite asks for, expanded into configurations and an ordered list of runs.
//!
//! A *case* is a program with one argument set; a *configuration* is a case on one runner (a
//! triheap architecture or a peer). Each configuration runs `warmup` unmeasured times, then
//! `repetitions` measured times, every time in a fresh process. Within a case the runs go round
//! the configurations one at a time (A B C A B C ...), so slow drift of the machine (other
//! load, thermal state) falls on every configuration alike instead of on whichever ran last.
//! Peers come first in each round so that the reference output is known before triheap's runs
//! are compared with it.

use crate::suite::{Arch, Suite};
use crate::template::display_command;
use std::fmt::Write as _;

/// Who runs a configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runner {
    Arch(Arch),
    /// Index into `Suite::peers`.
    Peer(usize),
}

impl Runner {
    pub fn label(self, suite: &Suite) -> String {
        match self {
            Runner::Arch(a) => a.name().to_string(),
            Runner::Peer(i) => suite.peers[i].name.clone(),
        }
    }

    pub fn kind(self) -> &'static str {
        match self {
            Runner::Arch(_) => "triheap",
            Runner::Peer(_) => "peer",
        }
    }
}

/// A program with one argument set, and the configurations it runs in.
#[derive(Clone, Debug)]
pub struct CasePlan {
    pub program: usize,
    pub case: usize,
    /// `program args...`, as in the tables.
    pub label: String,
    pub runners: Vec<Runner>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Warmup,
    Measure,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Warmup => "warmup",
            Phase::Measure => "measure",
        }
    }
}

/// One run: a configuration (case and runner) and which repetition it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RunPlan {
    pub case: usize,
    pub runner: usize,
    pub phase: Phase,
    /// 1-based within the phase.
    pub rep: u32,
}

#[derive(Clone, Debug)]
pub struct Plan {
    pub cases: Vec<CasePlan>,
    pub runs: Vec<RunPlan>,
    pub warmup: u32,
    pub repetitions: u32,
}

/// Restrictions from the command line.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Keep cases whose label contains one of these (all cases when empty).
    pub cases: Vec<String>,
    /// Keep only these architectures (all when empty).
    pub archs: Vec<Arch>,
    pub no_peers: bool,
    pub repetitions: Option<u32>,
    pub warmup: Option<u32>,
}

pub fn case_label(program: &str, args: &[String]) -> String {
    if args.is_empty() {
        program.to_string()
    } else {
        format!("{program} {}", args.join(" "))
    }
}

/// Expands a suite into its runs, in the order they will run.
pub fn plan(suite: &Suite, filter: &Filter) -> Plan {
    let warmup = filter.warmup.unwrap_or(suite.warmup);
    let repetitions = filter.repetitions.unwrap_or(suite.repetitions).max(1);
    let mut cases = Vec::new();
    for (pi, p) in suite.programs.iter().enumerate() {
        for (ci, c) in p.cases.iter().enumerate() {
            let label = case_label(&p.name, &c.args);
            if !filter.cases.is_empty() && !filter.cases.iter().any(|f| label.contains(f.as_str()))
            {
                continue;
            }
            let mut runners = Vec::new();
            if !filter.no_peers {
                runners.extend(p.peers.iter().map(|&i| Runner::Peer(i)));
            }
            runners.extend(
                p.archs
                    .iter()
                    .filter(|a| filter.archs.is_empty() || filter.archs.contains(a))
                    .map(|&a| Runner::Arch(a)),
            );
            if !runners.is_empty() {
                cases.push(CasePlan {
                    program: pi,
                    case: ci,
                    label,
                    runners,
                });
            }
        }
    }
    let mut runs = Vec::new();
    for (ci, c) in cases.iter().enumerate() {
        let rounds = (0..warmup)
            .map(|r| (Phase::Warmup, r + 1))
            .chain((0..repetitions).map(|r| (Phase::Measure, r + 1)));
        for (phase, rep) in rounds {
            for ri in 0..c.runners.len() {
                runs.push(RunPlan {
                    case: ci,
                    runner: ri,
                    phase,
                    rep,
                });
            }
        }
    }
    Plan {
        cases,
        runs,
        warmup,
        repetitions,
    }
}

impl Plan {
    /// Drops a configuration's runs (a peer that cannot run this program).
    pub fn drop_runner(&mut self, case: usize, runner: usize) {
        self.runs
            .retain(|r| !(r.case == case && r.runner == runner));
    }

    /// Seconds the plan should take, from the suite's `estimate`s, and how many
    /// configurations have none.
    pub fn estimate(&self, suite: &Suite) -> (f64, usize) {
        let mut secs = 0.0;
        let mut unknown = 0;
        for (ci, c) in self.cases.iter().enumerate() {
            match suite.programs[c.program].cases[c.case].estimate {
                Some(e) => secs += e * self.runs.iter().filter(|r| r.case == ci).count() as f64,
                None => unknown += c.runners.len(),
            }
        }
        (secs, unknown)
    }
}

/// A human duration: `42 s`, `3 min 20 s`, `1 h 5 min`.
pub fn human_duration(secs: f64) -> String {
    let s = secs.round() as u64;
    if s < 60 {
        format!("{s} s")
    } else if s < 3600 {
        format!("{} min {} s", s / 60, s % 60)
    } else {
        format!("{} h {} min", s / 3600, (s % 3600) / 60)
    }
}

/// The `--dry-run` listing: every configuration with its command, then the totals.
pub fn describe(
    suite: &Suite,
    plan: &Plan,
    command_of: &dyn Fn(usize, Runner) -> Vec<String>,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "suite `{}` ({}): {} warm-up + {} measured runs per configuration",
        suite.name,
        suite.path.display(),
        plan.warmup,
        plan.repetitions
    );
    let mut configs = 0;
    for (ci, c) in plan.cases.iter().enumerate() {
        let est = suite.programs[c.program].cases[c.case].estimate;
        let _ = writeln!(
            out,
            "\n{}{}",
            c.label,
            est.map_or(String::new(), |e| format!("  (about {e} s per run)"))
        );
        for &r in &c.runners {
            configs += 1;
            let _ = writeln!(
                out,
                "  {:<10} {}",
                r.label(suite),
                display_command(&command_of(ci, r))
            );
        }
    }
    let (secs, unknown) = plan.estimate(suite);
    let _ = writeln!(
        out,
        "\n{} cases, {configs} configurations, {} runs; estimated time {}{}",
        plan.cases.len(),
        plan.runs.len(),
        human_duration(secs),
        if unknown > 0 {
            format!(" plus {unknown} configurations without an `estimate`")
        } else {
            String::new()
        }
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::suite::parse;

    fn suite() -> Suite {
        let dir = std::env::temp_dir().join(format!("triheap-bench-plan-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("a.erl"), "").unwrap();
        std::fs::write(dir.join("b.erl"), "").unwrap();
        parse(
            &dir.join("s.toml"),
            r#"
repetitions = 2
warmup = 1
archs = ["private", "shared"]
[peers]
erl = "erl {args}"
[[program]]
file = "a.erl"
args = ["1", "2"]
estimate = 1.5
[[program]]
file = "b.erl"
args = ["x y"]
peers = []
"#,
        )
        .unwrap()
    }

    #[test]
    fn runs_alternate_configurations_with_peers_first() {
        let s = suite();
        let p = plan(&s, &Filter::default());
        let labels: Vec<_> = p.cases.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["a 1", "a 2", "b x y"]);
        assert_eq!(
            p.cases[0].runners,
            [
                Runner::Peer(0),
                Runner::Arch(Arch::Private),
                Runner::Arch(Arch::Shared)
            ]
        );
        assert_eq!(p.cases[2].runners.len(), 2);
        // (3 + 3 + 2 configurations) x (1 warm-up + 2 measured).
        assert_eq!(p.runs.len(), 24);
        let first: Vec<_> = p.runs[..9]
            .iter()
            .map(|r| (r.runner, r.phase, r.rep))
            .collect();
        use Phase::*;
        assert_eq!(
            first,
            [
                (0, Warmup, 1),
                (1, Warmup, 1),
                (2, Warmup, 1),
                (0, Measure, 1),
                (1, Measure, 1),
                (2, Measure, 1),
                (0, Measure, 2),
                (1, Measure, 2),
                (2, Measure, 2)
            ]
        );
        // Estimates: 2 cases x 3 configurations x 3 runs x 1.5 s; b has none.
        assert_eq!(p.estimate(&s), (27.0, 2));
    }

    #[test]
    fn filters() {
        let s = suite();
        let f = Filter {
            cases: vec!["a 2".into()],
            archs: vec![Arch::Shared],
            no_peers: true,
            repetitions: Some(3),
            warmup: Some(0),
        };
        let p = plan(&s, &f);
        assert_eq!(p.cases.len(), 1);
        assert_eq!(p.cases[0].runners, [Runner::Arch(Arch::Shared)]);
        assert_eq!(p.runs.len(), 3);
        assert!(p.runs.iter().all(|r| r.phase == Phase::Measure));
        // A filter that leaves nothing.
        let f = Filter {
            cases: vec!["zzz".into()],
            ..Filter::default()
        };
        assert!(plan(&s, &f).runs.is_empty());
    }

    #[test]
    fn dropping_a_configuration_and_describing() {
        let s = suite();
        let mut p = plan(&s, &Filter::default());
        p.drop_runner(0, 0);
        assert_eq!(p.runs.len(), 21);
        let text = describe(&s, &p, &|c, r| vec![r.label(&s), p.cases[c].label.clone()]);
        assert!(text.contains("a 1  (about 1.5 s per run)"), "{text}");
        assert!(text.contains("  erl        erl 'a 1'"), "{text}");
        assert!(
            text.contains("3 cases, 8 configurations, 21 runs"),
            "{text}"
        );
        assert!(
            text.contains("plus 2 configurations without an `estimate`"),
            "{text}"
        );
    }

    #[test]
    fn human_durations() {
        assert_eq!(human_duration(42.4), "42 s");
        assert_eq!(human_duration(200.0), "3 min 20 s");
        assert_eq!(human_duration(3900.0), "1 h 5 min");
    }
}
