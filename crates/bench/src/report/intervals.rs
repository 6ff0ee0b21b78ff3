//! Ratios between configurations with confidence intervals (`crate::confidence`): each
//! architecture against `private` and each configuration against the reference peer, over the
//! measured runs that succeeded, with a plain verdict where the difference is within noise.

use super::blocks::Block;
use super::table::Table;
use super::ReportInput;
use crate::confidence::{ratio_ci, RatioCi, LEVEL};
use crate::record::RunRecord;
use serde::Serialize;

/// One configuration against a baseline on one case.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    pub case: String,
    pub config: String,
    pub baseline: String,
    pub wall: Option<RatioCi>,
    pub cpu: Option<RatioCi>,
}

/// Wall and CPU (user + sys) seconds of a configuration's good measured runs.
pub fn samples(records: &[RunRecord], case: &str, config: &str) -> (Vec<f64>, Vec<f64>) {
    records
        .iter()
        .filter(|r| r.case == case && r.config == config && r.measured() && r.ok)
        .map(|r| (r.wall_s, r.user_s + r.sys_s))
        .unzip()
}

/// `faster`, `slower` or `within noise`, for a time ratio.
pub fn verdict(r: Option<&RatioCi>) -> &'static str {
    match r {
        None => "too few runs",
        Some(r) if r.within_noise => "within noise",
        Some(r) if r.ratio < 1.0 => "faster",
        Some(_) => "slower",
    }
}

pub fn compare(records: &[RunRecord], case: &str, config: &str, baseline: &str) -> Comparison {
    let (aw, ac) = samples(records, case, config);
    let (bw, bc) = samples(records, case, baseline);
    Comparison {
        case: case.into(),
        config: config.into(),
        baseline: baseline.into(),
        wall: ratio_ci(&aw, &bw, LEVEL),
        cpu: ratio_ci(&ac, &bc, LEVEL),
    }
}

/// Every pair the report shows, in table order.
pub fn comparisons(input: &ReportInput) -> Vec<Comparison> {
    let mut out = Vec::new();
    let mut cases: Vec<&str> = Vec::new();
    for s in input.summaries {
        if !cases.contains(&s.case.as_str()) {
            cases.push(&s.case);
        }
    }
    for case in cases {
        let configs: Vec<&crate::summary::ConfigSummary> = input
            .summaries
            .iter()
            .filter(|s| s.case == case && s.skipped.is_none() && s.ok > 0)
            .collect();
        let has = |c: &str| configs.iter().any(|s| s.config == c);
        let mut pairs: Vec<(&str, &str)> = Vec::new();
        if has("private") {
            for s in configs
                .iter()
                .filter(|s| s.kind == "triheap" && s.config != "private")
            {
                pairs.push((&s.config, "private"));
            }
        }
        if let Some(r) = input.reference.as_deref().filter(|r| has(r)) {
            for s in configs.iter().filter(|s| s.config != r) {
                pairs.push((&s.config, r));
            }
        }
        for (config, baseline) in pairs {
            out.push(compare(input.records, case, config, baseline));
        }
    }
    out
}

pub fn cell(r: Option<&RatioCi>) -> String {
    r.map_or("-".into(), RatioCi::cell)
}

pub fn blocks(input: &ReportInput) -> Vec<Block> {
    let cs = comparisons(input);
    if cs.is_empty() {
        return vec![];
    }
    let mut t = Table::new([
        "Program",
        "ratio",
        "runs",
        "wall time × [95 % CI]",
        "wall",
        "CPU time × [95 % CI]",
        "CPU",
    ])
    .align_right([3, 5]);
    for c in &cs {
        let n = c
            .wall
            .map_or("-".into(), |r| format!("{}/{}", r.n_a, r.n_b));
        t.row(vec![
            c.case.clone(),
            format!("{} / {}", c.config, c.baseline),
            n,
            cell(c.wall.as_ref()),
            verdict(c.wall.as_ref()).into(),
            cell(c.cpu.as_ref()),
            verdict(c.cpu.as_ref()).into(),
        ]);
    }
    vec![
        Block::Heading(2, "Ratios with confidence intervals".into()),
        Block::Para(
            "Each architecture against `private`, and each configuration against the reference \
             peer: the ratio of the geometric means of wall time and of CPU time (user + sys) \
             over the measured runs, with a 95 % confidence interval (Welch's t on the \
             logarithms). Where the interval contains 1 the difference is within noise \
             (marked `~`): these runs do not show one. More runs narrow the intervals."
                .into(),
        ),
        Block::Table(t, vec![]),
    ]
}
