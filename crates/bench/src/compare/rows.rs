//! The side-by-side table of `triheap compare`: one row per measure, one column per
//! configuration, each cell the median over the repetitions (wall and CPU time with their
//! range), the best of each row marked, and each configuration's time against the baseline's
//! with a confidence interval.

use crate::confidence::{ratio_ci, RatioCi, LEVEL};
use crate::record::RunRecord;
use crate::report::intervals::samples;
use crate::report::table::{fixed, int, ms, Table, NONE};
use crate::stats::{spread, Spread};
use crate::vmstats::num;
use serde::Serialize;
use std::collections::BTreeMap;

/// How a row's numbers print.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Format {
    /// Seconds, three decimals, with the range over the runs.
    Secs,
    Ms,
    Count,
    Fraction,
    /// One decimal (MiB).
    Mib,
}

struct Def {
    key: &'static str,
    label: &'static str,
    higher_is_better: bool,
    format: Format,
    get: fn(&RunRecord) -> Option<f64>,
}

fn vm(r: &RunRecord, path: &str) -> Option<f64> {
    num(r.vm_stats.as_ref(), path)
}

const DEFS: &[Def] = &[
    Def {
        key: "wall_s",
        label: "wall time (s) [min–max]",
        higher_is_better: false,
        format: Format::Secs,
        get: |r| Some(r.wall_s),
    },
    Def {
        key: "cpu_s",
        label: "CPU time, user + sys (s) [min–max]",
        higher_is_better: false,
        format: Format::Secs,
        get: |r| Some(r.user_s + r.sys_s),
    },
    Def {
        key: "mutator_ms",
        label: "mutator (ms)",
        higher_is_better: false,
        format: Format::Ms,
        get: |r| vm(r, "mutator_ms"),
    },
    Def {
        key: "send_ms",
        label: "send, copying included (ms)",
        higher_is_better: false,
        format: Format::Ms,
        get: |r| vm(r, "send_ms"),
    },
    Def {
        key: "copy_ms",
        label: "copy at send (ms)",
        higher_is_better: false,
        format: Format::Ms,
        get: |r| vm(r, "copy_ms"),
    },
    Def {
        key: "local_gc_ms",
        label: "local GC, minor + major (ms)",
        higher_is_better: false,
        format: Format::Ms,
        get: |r| Some(vm(r, "gc.minor.time_ms")? + vm(r, "gc.major.time_ms")?),
    },
    Def {
        key: "area_gc_ms",
        label: "message-area GC (ms)",
        higher_is_better: false,
        format: Format::Ms,
        get: |r| vm(r, "gc.area.time_ms"),
    },
    Def {
        key: "collections",
        label: "collections",
        higher_is_better: false,
        format: Format::Count,
        get: |r| vm(r, "gc.collections"),
    },
    Def {
        key: "max_pause_ms",
        label: "max pause (ms)",
        higher_is_better: false,
        format: Format::Ms,
        get: |r| vm(r, "pauses.percentiles_ms.max"),
    },
    Def {
        key: "p99_pause_ms",
        label: "p99 pause (ms)",
        higher_is_better: false,
        format: Format::Ms,
        get: |r| vm(r, "pauses.percentiles_ms.p99"),
    },
    Def {
        key: "mmu_1ms",
        label: "MMU, 1 ms window",
        higher_is_better: true,
        format: Format::Fraction,
        get: |r| vm(r, "mmu.window_1ms"),
    },
    Def {
        key: "mmu_10ms",
        label: "MMU, 10 ms window",
        higher_is_better: true,
        format: Format::Fraction,
        get: |r| vm(r, "mmu.window_10ms"),
    },
    Def {
        key: "mmu_100ms",
        label: "MMU, 100 ms window",
        higher_is_better: true,
        format: Format::Fraction,
        get: |r| vm(r, "mmu.window_100ms"),
    },
    Def {
        key: "words_copied_at_send",
        label: "words copied at send",
        higher_is_better: false,
        format: Format::Count,
        get: |r| vm(r, "messages.words_copied"),
    },
    Def {
        key: "peak_heap_used_words",
        label: "peak heap used (words)",
        higher_is_better: false,
        format: Format::Count,
        get: |r| vm(r, "heap.max_used_words"),
    },
    Def {
        key: "peak_heap_allocated_words",
        label: "peak heap allocated (words)",
        higher_is_better: false,
        format: Format::Count,
        get: |r| vm(r, "heap.max_allocated_words"),
    },
    Def {
        key: "peak_rss_mib",
        label: "peak RSS (MiB)",
        higher_is_better: false,
        format: Format::Mib,
        get: |r| Some(r.max_rss_kib as f64 / 1024.0),
    },
];

/// A row of the table.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    pub key: String,
    pub label: String,
    /// `lower` or `higher`.
    pub better: String,
    /// Per configuration: the spread over its runs (`null` where it has no such figure), in
    /// the row's unit.
    pub values: BTreeMap<String, Option<Spread>>,
    /// The cells as printed, in configuration order.
    pub cells: Vec<String>,
    /// The configurations with the best value (none when all are equal or only one has one).
    pub best: Vec<String>,
}

/// A configuration's time over the baseline's.
#[derive(Clone, Debug, Serialize)]
pub struct Ratio {
    pub config: String,
    pub baseline: String,
    /// `wall_s` or `cpu_s`.
    pub metric: String,
    pub interval: Option<RatioCi>,
}

fn cell(format: Format, s: Option<&Spread>) -> String {
    let Some(s) = s else {
        return NONE.into();
    };
    match format {
        Format::Secs if s.n > 1 => format!("{:.3} [{:.3}–{:.3}]", s.median, s.min, s.max),
        Format::Secs => format!("{:.3}", s.median),
        Format::Ms => ms(Some(s.median)),
        Format::Count => int(Some(s.median)),
        Format::Fraction => fixed(Some(s.median), 3),
        Format::Mib => fixed(Some(s.median), 1),
    }
}

/// The measured runs of `config` that succeeded.
pub fn good<'a>(records: &'a [RunRecord], config: &str) -> Vec<&'a RunRecord> {
    records
        .iter()
        .filter(|r| r.config == config && r.measured() && r.ok)
        .collect()
}

pub fn rows(records: &[RunRecord], configs: &[String]) -> Vec<Row> {
    DEFS.iter()
        .map(|d| {
            let spreads: Vec<Option<Spread>> = configs
                .iter()
                .map(|c| {
                    let xs: Vec<f64> = good(records, c).iter().filter_map(|r| (d.get)(r)).collect();
                    spread(&xs)
                })
                .collect();
            let cells: Vec<String> = spreads.iter().map(|s| cell(d.format, s.as_ref())).collect();
            // The best by the printed median, so that ties in print are ties.
            let medians: Vec<Option<f64>> = spreads.iter().map(|s| s.map(|s| s.median)).collect();
            let present: Vec<f64> = medians.iter().flatten().copied().collect();
            let mut best = Vec::new();
            if present.len() >= 2 {
                let target = if d.higher_is_better {
                    present.iter().copied().fold(f64::NEG_INFINITY, f64::max)
                } else {
                    present.iter().copied().fold(f64::INFINITY, f64::min)
                };
                let printed = |v: f64| {
                    let s = Spread {
                        min: v,
                        median: v,
                        max: v,
                        mean: v,
                        n: 1,
                    };
                    cell(d.format, Some(&s))
                };
                let target_text = printed(target);
                let all_same = present.iter().all(|v| printed(*v) == target_text);
                if !all_same {
                    for (c, m) in configs.iter().zip(&medians) {
                        if m.is_some_and(|m| printed(m) == target_text) {
                            best.push(c.clone());
                        }
                    }
                }
            }
            Row {
                key: d.key.into(),
                label: d.label.into(),
                better: if d.higher_is_better {
                    "higher"
                } else {
                    "lower"
                }
                .into(),
                values: configs.iter().cloned().zip(spreads).collect(),
                cells,
                best,
            }
        })
        .collect()
}

/// Each configuration's wall and CPU time against `baseline`'s.
pub fn ratios(records: &[RunRecord], configs: &[String], baseline: &str) -> Vec<Ratio> {
    let mut out = Vec::new();
    let case = records.first().map(|r| r.case.clone()).unwrap_or_default();
    let (bw, bc) = samples(records, &case, baseline);
    for c in configs.iter().filter(|c| *c != baseline) {
        let (w, cpu) = samples(records, &case, c);
        for (metric, a, b) in [("wall_s", &w, &bw), ("cpu_s", &cpu, &bc)] {
            out.push(Ratio {
                config: c.clone(),
                baseline: baseline.into(),
                metric: metric.into(),
                interval: ratio_ci(a, b, LEVEL),
            });
        }
    }
    out
}

/// The table as printed: a row per measure, then the ratio rows; and the best cells.
pub fn table(
    rows: &[Row],
    ratios: &[Ratio],
    configs: &[String],
    baseline: &str,
) -> (Table, Vec<(usize, usize)>) {
    let mut header = vec!["measure".to_string()];
    header.extend(configs.iter().cloned());
    let mut t = Table::new(header).align_right(1..=configs.len());
    let mut best = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let mut cells = vec![r.label.clone()];
        for (j, c) in configs.iter().enumerate() {
            cells.push(r.cells[j].clone());
            if r.best.contains(c) {
                best.push((i, j + 1));
            }
        }
        t.row(cells);
    }
    for (metric, label) in [("wall_s", "wall time"), ("cpu_s", "CPU time")] {
        let mut cells = vec![format!("{label} ÷ {baseline}'s [95 % CI]")];
        for c in configs {
            if c == baseline {
                cells.push("1".into());
                continue;
            }
            let r = ratios
                .iter()
                .find(|r| r.config == *c && r.metric == metric)
                .and_then(|r| r.interval);
            cells.push(r.map_or(NONE.into(), |r| r.cell()));
        }
        t.row(cells);
    }
    (t, best)
}

/// The table as text for the terminal: the best cells marked with `*`.
pub fn text(t: &Table, best: &[(usize, usize)]) -> String {
    let mut marked = Table::new(t.header().to_vec()).align_right(1..t.header().len());
    for (i, row) in t.rows().iter().enumerate() {
        marked.row(
            row.iter()
                .enumerate()
                .map(|(j, c)| {
                    if best.contains(&(i, j)) {
                        format!("*{c}")
                    } else {
                        c.clone()
                    }
                })
                .collect(),
        );
    }
    marked.render()
}
