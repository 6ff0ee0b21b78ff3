//! `triheap bench --compare OLD NEW`: what a change did, from two stored result directories.
//! For each configuration (case and architecture or peer) measured in both, the ratio of new
//! to old wall time and CPU time with a confidence interval over the runs, and whether the
//! difference is within noise. Reads `runs/*.json`, so it works on any two runs of the harness,
//! of the same suite or of overlapping ones.

use crate::confidence::{ratio_ci, LEVEL};
use crate::record::RunRecord;
use crate::report::blocks::{self, Block, Item};
use crate::report::intervals::{cell, samples, verdict};
use crate::report::table::{fixed, Table};
use crate::stats::{geomean, spread};
use std::path::Path;

/// The run records stored in `dir/runs/`, in the order they ran.
pub fn load_runs(dir: &Path) -> Result<Vec<RunRecord>, String> {
    let runs = dir.join("runs");
    let entries = std::fs::read_dir(&runs).map_err(|e| {
        format!(
            "{}: {e} (not a `triheap bench` result directory?)",
            runs.display()
        )
    })?;
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        let r: RunRecord =
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", p.display()))?;
        out.push(r);
    }
    if out.is_empty() {
        return Err(format!("{}: no run records", runs.display()));
    }
    Ok(out)
}

/// Configurations `(case, config)` in first-seen order.
fn configs(records: &[RunRecord]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for r in records {
        let k = (r.case.clone(), r.config.clone());
        if !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

/// The comparison as report blocks (Markdown on stdout).
pub fn blocks(old_dir: &Path, old: &[RunRecord], new_dir: &Path, new: &[RunRecord]) -> Vec<Block> {
    let mut t = Table::new([
        "Program",
        "config",
        "runs old/new",
        "old wall (s)",
        "new wall (s)",
        "wall new/old [95 % CI]",
        "wall",
        "CPU new/old [95 % CI]",
        "CPU",
    ])
    .align_right([5, 7]);
    let (old_keys, new_keys) = (configs(old), configs(new));
    let mut only: Vec<Item> = Vec::new();
    let (mut wall_ratios, mut cpu_ratios) = (Vec::new(), Vec::new());
    let mut counts = [0usize; 4];
    for (case, config) in &old_keys {
        if !new_keys.contains(&(case.clone(), config.clone())) {
            only.push(Item::text(format!(
                "`{case}` on `{config}`: only in the old results"
            )));
            continue;
        }
        let (ow, oc) = samples(old, case, config);
        let (nw, nc) = samples(new, case, config);
        let wall = ratio_ci(&nw, &ow, LEVEL);
        let cpu = ratio_ci(&nc, &oc, LEVEL);
        if let Some(w) = wall {
            wall_ratios.push(w.ratio);
        }
        if let Some(c) = cpu {
            cpu_ratios.push(c.ratio);
        }
        counts[match verdict(wall.as_ref()) {
            "faster" => 0,
            "slower" => 1,
            "within noise" => 2,
            _ => 3,
        }] += 1;
        let median = |xs: &[f64]| fixed(spread(xs).map(|s| s.median), 3);
        t.row(vec![
            case.clone(),
            config.clone(),
            format!("{}/{}", ow.len(), nw.len()),
            median(&ow),
            median(&nw),
            cell(wall.as_ref()),
            verdict(wall.as_ref()).into(),
            cell(cpu.as_ref()),
            verdict(cpu.as_ref()).into(),
        ]);
    }
    for (case, config) in &new_keys {
        if !old_keys.contains(&(case.clone(), config.clone())) {
            only.push(Item::text(format!(
                "`{case}` on `{config}`: only in the new results"
            )));
        }
    }
    t.row(vec![
        "geometric mean".into(),
        String::new(),
        String::new(),
        String::new(),
        String::new(),
        fixed(geomean(&wall_ratios), 3),
        String::new(),
        fixed(geomean(&cpu_ratios), 3),
        String::new(),
    ]);
    let mut out = vec![
        Block::Heading(1, "Comparison of two benchmark runs".into()),
        Block::List(vec![
            Item::text(format!("old: `{}` ({} runs)", old_dir.display(), old.len())),
            Item::text(format!("new: `{}` ({} runs)", new_dir.display(), new.len())),
            Item::text(format!(
                "wall time: {} faster, {} slower, {} within noise, {} with too few runs",
                counts[0], counts[1], counts[2], counts[3]
            )),
        ]),
        Block::Para(
            "For each configuration measured in both: the median wall time of the measured runs \
             that succeeded, and the ratio new / old of the geometric means of wall time and of \
             CPU time (user + sys) with a 95 % confidence interval (Welch's t on the \
             logarithms; below 1: the new runs took less). `within noise` (`~`): the interval \
             contains 1, so these runs do not show a difference."
                .into(),
        ),
        Block::Table(t, vec![]),
    ];
    if !only.is_empty() {
        out.push(Block::Heading(2, "Not in both".into()));
        out.push(Block::List(only));
    }
    out
}

/// Runs `triheap bench --compare OLD NEW`: prints the comparison as Markdown.
pub fn run(old_dir: &Path, new_dir: &Path) -> Result<String, String> {
    let old = load_runs(old_dir)?;
    let new = load_runs(new_dir)?;
    Ok(blocks::markdown(&blocks(old_dir, &old, new_dir, &new)))
}
