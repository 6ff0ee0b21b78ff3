//! Ratios net of start-up: Erlang/OTP's `erl` takes about a second to boot and stop, triheap
//! a few milliseconds, so on programs that run a few seconds a plain wall-time ratio mostly
//! compares start-ups. A suite marks one program (an empty one) `startup = true`; here each
//! configuration's median wall time on that case is subtracted from its median on every
//! other case, and the differences are divided by the reference peer's.

use super::blocks::Block;
use super::table::{fixed, Table, NONE};
use super::ReportInput;
use crate::stats::geomean;
use serde::Serialize;

/// One configuration on one case, net of its start-up.
#[derive(Clone, Debug, Serialize)]
pub struct NetRatio {
    pub case: String,
    pub config: String,
    /// Median wall time minus the median of the start-up case, seconds.
    pub net_s: Option<f64>,
    /// `net_s` over the reference's `net_s`.
    pub ratio: Option<f64>,
}

fn median_wall(input: &ReportInput, case: &str, config: &str) -> Option<f64> {
    input
        .summaries
        .iter()
        .find(|s| s.case == case && s.config == config && s.skipped.is_none())
        .and_then(|s| s.wall_s)
        .map(|w| w.median)
}

/// Configurations other than the reference, in report order.
fn configs<'a>(input: &'a ReportInput, reference: &str) -> Vec<&'a str> {
    let mut out: Vec<&str> = Vec::new();
    for s in input.summaries {
        if s.config != reference && s.skipped.is_none() && !out.contains(&s.config.as_str()) {
            out.push(&s.config);
        }
    }
    out
}

/// Every case (but the start-up one) on every configuration, the reference included (its
/// ratio is 1). Empty without a start-up case or a reference.
pub fn ratios(input: &ReportInput) -> Vec<NetRatio> {
    let (Some(startup), Some(reference)) = (&input.startup_case, &input.reference) else {
        return Vec::new();
    };
    let net = |case: &str, config: &str| -> Option<f64> {
        Some(median_wall(input, case, config)? - median_wall(input, startup, config)?)
    };
    let mut cases: Vec<&str> = Vec::new();
    for s in input.summaries {
        if s.case != *startup && !cases.contains(&s.case.as_str()) {
            cases.push(&s.case);
        }
    }
    let mut all = vec![reference.as_str()];
    all.extend(configs(input, reference));
    let mut out = Vec::new();
    for case in cases {
        let base = net(case, reference);
        for config in &all {
            let n = net(case, config);
            let ratio = match (n, base) {
                (Some(n), Some(b)) if b > 0.0 => Some(n.max(0.0) / b),
                _ => None,
            };
            out.push(NetRatio {
                case: case.into(),
                config: config.to_string(),
                net_s: n,
                ratio,
            });
        }
    }
    out
}

/// The report's section: net seconds of the reference, then each configuration's net
/// seconds and ratio, with the geometric mean of the ratios.
pub fn blocks(input: &ReportInput) -> Vec<Block> {
    let rs = ratios(input);
    let (Some(startup), Some(reference)) = (&input.startup_case, &input.reference) else {
        return Vec::new();
    };
    if rs.is_empty() {
        return Vec::new();
    }
    let configs = configs(input, reference);
    let mut header = vec!["Program".to_string(), format!("{reference} net (s)")];
    for c in &configs {
        header.push(format!("{c} net (s)"));
        header.push(format!("{c} net ×"));
    }
    let mut t = Table::new(header);
    let mut cols: Vec<Vec<f64>> = vec![Vec::new(); configs.len()];
    let mut cases: Vec<&str> = Vec::new();
    for r in &rs {
        if !cases.contains(&r.case.as_str()) {
            cases.push(&r.case);
        }
    }
    let find = |case: &str, config: &str| rs.iter().find(|r| r.case == case && r.config == config);
    for case in cases {
        let mut row = vec![
            case.to_string(),
            fixed(find(case, reference).and_then(|r| r.net_s), 3),
        ];
        for (i, c) in configs.iter().enumerate() {
            let r = find(case, c);
            row.push(fixed(r.and_then(|r| r.net_s), 3));
            let ratio = r.and_then(|r| r.ratio);
            if let Some(v) = ratio {
                cols[i].push(v);
            }
            row.push(fixed(ratio, 2));
        }
        t.row(row);
    }
    let mut row = vec!["geometric mean".to_string(), NONE.to_string()];
    for c in &cols {
        row.push(NONE.to_string());
        row.push(fixed(geomean(c), 2));
    }
    t.row(row);
    vec![
        Block::Heading(2, format!("Ratio to `{reference}`, net of start-up")),
        Block::Para(format!(
            "Median wall time of each configuration minus its median on `{startup}` (start-up \
             and shutdown alone), divided by `{reference}`'s difference for the same program."
        )),
        Block::Table(t, vec![]),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::RunRecord;
    use crate::summary::{summarize, tests::key, tests::record};

    #[test]
    fn net_of_each_configurations_startup() {
        let mut rs: Vec<RunRecord> = Vec::new();
        for (case, config, wall) in [
            ("empty", "erl", 1.0),
            ("empty", "private", 0.1),
            ("p 1", "erl", 3.0),
            ("p 1", "private", 2.1),
        ] {
            for _ in 0..3 {
                rs.push(record(case, config, "measure", wall, true));
            }
        }
        let keys = [
            key("empty", "erl"),
            key("empty", "private"),
            key("p 1", "erl"),
            key("p 1", "private"),
        ];
        let sums = summarize(&keys, &rs);
        let input = ReportInput {
            title: "t".into(),
            context: vec![],
            summaries: &sums,
            records: &rs,
            reference: Some("erl".into()),
            startup_case: Some("empty".into()),
        };
        let r = ratios(&input);
        let private = r.iter().find(|r| r.config == "private").unwrap();
        // erl: 3.0 - 1.0 = 2.0 net; private: 2.1 - 0.1 = 2.0 net.
        assert!((private.net_s.unwrap() - 2.0).abs() < 1e-9);
        assert!((private.ratio.unwrap() - 1.0).abs() < 1e-9);
        assert!(r.iter().all(|r| r.case != "empty"));
        let md = super::super::blocks::markdown(&blocks(&input));
        assert!(md.contains("net of start-up"), "{md}");
        assert!(md.contains("| p 1 "), "{md}");
    }
}
