//! The Markdown report: measurements per configuration (seed 002 App. A: lowest wall time,
//! CPU utilisation, peak RSS), the ratio of each configuration to the reference peer, and per
//! architecture the time and space tables shaped like seed 000's Tables 2-7.

use super::blocks::{self, Block, Item};
use super::table::{fixed, int, mib, ms, Table, NONE};
use super::ReportInput;
use crate::stats::{geomean, percent, ratio};
use crate::suite::Arch;
use crate::summary::ConfigSummary;
use crate::vmstats::num;

/// The row label of a configuration in the per-architecture tables; failed ones are marked.
fn program_cell(s: &ConfigSummary) -> String {
    if s.all_ok() {
        s.case.clone()
    } else if s.ok > 0 {
        format!("{} (some runs FAILED)", s.case)
    } else {
        format!("{} (FAILED)", s.case)
    }
}

fn measurements(input: &ReportInput) -> Table {
    let mut t = Table::new([
        "Program",
        "config",
        "runs ok",
        "wall min (s)",
        "median",
        "max",
        "user (s)",
        "sys (s)",
        "CPU %",
        "max RSS (MiB)",
        "status",
    ]);
    for s in input.summaries {
        let w = s.wall_s;
        t.row(vec![
            s.case.clone(),
            s.config.clone(),
            format!("{}/{}", s.ok, s.runs),
            fixed(w.map(|w| w.min), 3),
            fixed(w.map(|w| w.median), 3),
            fixed(w.map(|w| w.max), 3),
            fixed(s.best_user_s, 3),
            fixed(s.best_sys_s, 3),
            fixed(s.best_cpu_percent, 0),
            mib(s.max_rss_kib.map(|r| r.max)),
            s.status(),
        ]);
    }
    t
}

/// Each configuration's lowest wall time and largest peak RSS over the reference peer's, per
/// case, with the geometric mean of each column.
fn ratios(input: &ReportInput, reference: &str) -> Option<Table> {
    // Without the reference's runs (e.g. `--no-peers`) there is nothing to divide by.
    if !input
        .summaries
        .iter()
        .any(|s| s.config == reference && s.ok > 0)
    {
        return None;
    }
    let mut configs: Vec<&str> = Vec::new();
    for s in input.summaries {
        if s.config != reference && s.skipped.is_none() && !configs.contains(&s.config.as_str()) {
            configs.push(&s.config);
        }
    }
    if configs.is_empty() {
        return None;
    }
    let mut header = vec!["Program".to_string(), format!("{reference} wall min (s)")];
    for c in &configs {
        header.push(format!("{c} time ×"));
        header.push(format!("{c} RSS ×"));
    }
    let mut t = Table::new(header);
    let mut cases: Vec<&str> = Vec::new();
    for s in input.summaries {
        if !cases.contains(&s.case.as_str()) {
            cases.push(&s.case);
        }
    }
    let find = |case: &str, config: &str| {
        input
            .summaries
            .iter()
            .find(|s| s.case == case && s.config == config)
    };
    let mut cols: Vec<Vec<f64>> = vec![Vec::new(); configs.len() * 2];
    for case in cases {
        let Some(r) = find(case, reference) else {
            continue;
        };
        let rw = r.wall_s.map(|w| w.min);
        let rr = r.max_rss_kib.map(|m| m.max);
        let mut row = vec![case.to_string(), fixed(rw, 3)];
        for (i, c) in configs.iter().enumerate() {
            let s = find(case, c);
            let tw = ratio(s.and_then(|s| s.wall_s).map(|w| w.min), rw);
            let tr = ratio(s.and_then(|s| s.max_rss_kib).map(|m| m.max), rr);
            for (j, v) in [tw, tr].into_iter().enumerate() {
                if let Some(v) = v {
                    cols[2 * i + j].push(v);
                }
                row.push(fixed(v, 2));
            }
        }
        t.row(row);
    }
    let mut row = vec!["geometric mean".to_string(), NONE.to_string()];
    row.extend(cols.iter().map(|c| fixed(geomean(c), 2)));
    t.row(row);
    Some(t)
}

/// Seed 000 Tables 2, 4, 6: time spent in total/send/copy/minor/major, max pauses, shares.
fn time_table(rows: &[&ConfigSummary]) -> Table {
    let mut t = Table::new([
        "Program",
        "total",
        "send",
        "copy",
        "minor",
        "major",
        "max minor",
        "max major",
        "% send",
        "% copy",
        "% minor",
        "% major",
    ]);
    for s in rows {
        let v = s.vm_stats.as_ref();
        // The VM's own wall time; without statistics, the harness's for that run.
        let total = num(v, "wall_ms").or(s.wall_s.map(|w| w.min * 1000.0));
        let parts = [
            num(v, "send_ms"),
            num(v, "copy_ms"),
            num(v, "gc.minor.time_ms"),
            num(v, "gc.major.time_ms"),
        ];
        let mut row = vec![program_cell(s), ms(total)];
        row.extend(parts.iter().map(|p| ms(*p)));
        row.push(ms(num(v, "gc.minor.max_pause_ms")));
        row.push(ms(num(v, "gc.major.max_pause_ms")));
        row.extend(parts.iter().map(|p| fixed(percent(*p, total), 2)));
        t.row(row);
    }
    t
}

/// Seed 000 Tables 3, 5, 7: numbers of collections, heap used and allocated, live data copied;
/// with the messages and the peak RSS the OS saw.
fn space_table(rows: &[&ConfigSummary]) -> Table {
    let mut t = Table::new([
        "Program",
        "minor",
        "major",
        "ptr to old",
        "ptr to young",
        "max heap used",
        "max heap allocated",
        "live copied in minor",
        "live copied in major",
        "messages",
        "words copied at send",
        "max RSS (MiB)",
    ]);
    for s in rows {
        let v = s.vm_stats.as_ref();
        t.row(vec![
            program_cell(s),
            int(num(v, "gc.minor.count")),
            int(num(v, "gc.major.count")),
            int(num(v, "gc.ptrs_to_old")),
            int(num(v, "gc.ptrs_to_young")),
            int(num(v, "heap.max_used_words")),
            int(num(v, "heap.max_allocated_words")),
            int(num(v, "gc.minor.words_copied")),
            int(num(v, "gc.major.words_copied")),
            int(num(v, "messages.sent")),
            int(num(v, "messages.words_copied")),
            mib(s.max_rss_kib.map(|r| r.max)),
        ]);
    }
    t
}

/// Seed 003 sec. 6: pause times and minimum mutator utilisation (MMU) over windows, with the
/// message-area collections of `hybrid`.
fn pause_table(rows: &[&ConfigSummary]) -> Table {
    let mut t = Table::new([
        "Program",
        "collections",
        "pause p50",
        "p99",
        "max",
        "minor mean",
        "minor geomean",
        "area GCs",
        "area time",
        "MMU 1 ms",
        "MMU 10 ms",
        "MMU 100 ms",
        "processes",
        "peak alive",
    ]);
    for s in rows {
        let v = s.vm_stats.as_ref();
        t.row(vec![
            program_cell(s),
            int(num(v, "gc.collections")),
            ms(num(v, "pauses.percentiles_ms.p50")),
            ms(num(v, "pauses.percentiles_ms.p99")),
            ms(num(v, "pauses.percentiles_ms.max")),
            ms(num(v, "gc.minor.mean_pause_ms")),
            ms(num(v, "gc.minor.geomean_pause_ms")),
            int(num(v, "gc.area.count")),
            ms(num(v, "gc.area.time_ms")),
            fixed(num(v, "mmu.window_1ms"), 3),
            fixed(num(v, "mmu.window_10ms"), 3),
            fixed(num(v, "mmu.window_100ms"), 3),
            int(num(v, "processes.spawned")),
            int(num(v, "processes.peak_alive")),
        ]);
    }
    t
}

pub fn render(input: &ReportInput) -> String {
    blocks::markdown(&blocks(input))
}

/// The report's headings, text and tables, which the Markdown and the HTML page share.
pub fn blocks(input: &ReportInput) -> Vec<Block> {
    let mut out = vec![
        Block::Heading(1, input.title.clone()),
        Block::List(input.context.iter().map(Item::text).collect()),
    ];

    let failed: Vec<&ConfigSummary> = input.summaries.iter().filter(|s| !s.all_ok()).collect();
    if !failed.is_empty() {
        out.push(Block::Heading(2, "Failures".into()));
        let mut items = Vec::new();
        for s in failed {
            let first = input
                .records
                .iter()
                .find(|r| r.case == s.case && r.config == s.config && !r.ok);
            let code = first
                .and_then(|r| r.stderr_tail.as_deref())
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(String::from);
            items.push(Item {
                text: format!("`{}` on `{}`: {}", s.case, s.config, s.status()),
                code,
            });
        }
        out.push(Block::List(items));
    }

    out.push(Block::Heading(2, "Wall time and resources".into()));
    out.push(Block::Para(
        "Over the measured runs that succeeded: wall time min, median and max; user and system \
         CPU time and CPU utilisation ((user + sys) / wall) of the fastest run; the largest peak \
         RSS of any run."
            .into(),
    ));
    out.push(Block::Table(measurements(input), vec![]));

    if let Some(reference) = &input.reference {
        if let Some(t) = ratios(input, reference) {
            out.push(Block::Heading(2, format!("Ratio to `{reference}`")));
            out.push(Block::Para(format!(
                "Lowest wall time and largest peak RSS of each configuration divided by \
                 `{reference}`'s for the same program (below 1: less than `{reference}`)."
            )));
            out.push(Block::Table(t, vec![]));
        }
    }
    out.extend(super::net::blocks(input));
    out.extend(super::intervals::blocks(input));

    for arch in Arch::ALL {
        let rows: Vec<&ConfigSummary> = input
            .summaries
            .iter()
            .filter(|s| s.kind == "triheap" && s.config == arch.name())
            .collect();
        if rows.is_empty() {
            continue;
        }
        let a = arch.name();
        out.push(Block::Heading(2, format!("`{a}`: time")));
        out.push(Block::Para(
            "Shaped like seed 000 Tables 2, 4, 6. Milliseconds, from triheap's statistics of \
             the fastest run (`-` where it wrote none): total run time, time in send, in copying \
             messages, in minor and major collections, the longest pause of each kind, and \
             shares of the total."
                .into(),
        ));
        out.push(Block::Table(time_table(&rows), vec![]));
        out.push(Block::Heading(2, format!("`{a}`: space")));
        out.push(Block::Para(
            "Shaped like seed 000 Tables 3, 5, 7. Numbers of collections; heap words used and \
             allocated at most; live words copied by minor and major collections; messages sent \
             and words copied at send; the peak RSS the OS measured."
                .into(),
        ));
        out.push(Block::Table(space_table(&rows), vec![]));
        out.push(Block::Heading(
            2,
            format!("`{a}`: pauses and mutator utilisation"),
        ));
        out.push(Block::Para(
            "As seed 003 sec. 6 measures them: pause percentiles (milliseconds) over all \
             collections, mean and geometric-mean minor pause, message-area collections, and the \
             minimum mutator utilisation in any window of 1, 10 and 100 ms (0 to 1)."
                .into(),
        ));
        out.push(Block::Table(pause_table(&rows), vec![]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::summary::summarize;
    use crate::summary::tests::{key, record};
    use serde_json::json;

    fn input_for(records: &[crate::record::RunRecord]) -> Vec<ConfigSummary> {
        summarize(
            &[
                key("p 1", "erl"),
                key("p 1", "private"),
                key("p 1", "shared"),
                key("q", "erl"),
                key("q", "private"),
                key("q", "shared"),
            ],
            records,
        )
    }

    #[test]
    fn ratio_table_and_geomean() {
        let rs = vec![
            record("p 1", "erl", "measure", 2.0, true),
            record("p 1", "private", "measure", 1.0, true),
            record("p 1", "shared", "measure", 4.0, true),
            record("q", "erl", "measure", 1.0, true),
            record("q", "private", "measure", 4.0, true),
            record("q", "shared", "measure", 1.0, false),
        ];
        let sums = input_for(&rs);
        let input = ReportInput {
            title: "t".into(),
            context: vec![],
            summaries: &sums,
            records: &rs,
            reference: Some("erl".into()),
            startup_case: None,
        };
        let t = ratios(&input, "erl").unwrap().render();
        let cells = |i: usize| -> Vec<String> {
            t.lines()
                .nth(i)
                .unwrap()
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        };
        assert_eq!(
            cells(0)[1..7],
            [
                "Program",
                "erl wall min (s)",
                "private time ×",
                "private RSS ×",
                "shared time ×",
                "shared RSS ×"
            ]
        );
        // p 1: private 1/2, shared 4/2 (peak RSS is 1000 x wall in these records).
        assert_eq!(
            cells(2)[1..7],
            ["p 1", "2.000", "0.50", "0.50", "2.00", "2.00"]
        );
        // q: shared failed, so it has no ratio and the geometric mean covers p 1 only.
        assert_eq!(cells(3)[1..7], ["q", "1.000", "4.00", "4.00", "-", "-"]);
        // private: sqrt(0.5 * 4) = 1.41.
        assert_eq!(
            cells(4)[1..7],
            ["geometric mean", "-", "1.41", "1.41", "2.00", "2.00"]
        );
    }

    #[test]
    fn seed_tables_read_vm_statistics_by_name() {
        let mut r = record("p 1", "private", "measure", 1.0, true);
        r.vm_stats = Some(json!({
            "version": 1, "wall_ms": 1000.0, "send_ms": 250.0, "copy_ms": 80.0,
            "gc": {"minor": {"count": 1355, "time_ms": 179.0, "max_pause_ms": 0.5},
                   "major": {"count": 10}},
            "heap": {"max_used_words": 328611, "max_allocated_words": 486250},
            "messages": {"sent": 100, "words_copied": 10000}
        }));
        let mut bad = record("q", "private", "measure", 1.0, false);
        bad.stderr_tail = Some("boom\nat line 3".into());
        let rs = vec![r, bad];
        let sums = input_for(&rs);
        let input = ReportInput {
            title: "Suite".into(),
            context: vec!["date: today".into()],
            summaries: &sums,
            records: &rs,
            reference: Some("erl".into()),
            startup_case: None,
        };
        let md = render(&input);
        assert!(md.starts_with("# Suite\n\n- date: today\n"), "{md}");
        assert!(md.contains("## Failures"), "{md}");
        assert!(
            md.contains("- `q` on `private`: FAILED 1/1: exit status 1"),
            "{md}"
        );
        assert!(md.contains("  boom\n  at line 3"), "{md}");
        assert!(md.contains("## `private`: time"), "{md}");
        assert!(md.contains("## `shared`: space"), "{md}");
        assert!(!md.contains("## `hybrid`"), "{md}");
        let time_row = md
            .lines()
            .find(|l| l.starts_with("| p 1 ") && l.contains("1,000"))
            .expect(&md);
        // total, send, copy, minor, major(-), max minor, max major(-), % send, % copy, % minor, % major(-)
        let cells: Vec<&str> = time_row.split('|').map(str::trim).collect();
        assert_eq!(
            &cells[1..13],
            &[
                "p 1", "1,000", "250", "80.0", "179", "-", "0.50", "-", "25.00", "8.00", "17.90",
                "-"
            ]
        );
        let space_row = md
            .lines()
            .find(|l| l.starts_with("| p 1 ") && l.contains("1,355"))
            .expect(&md);
        let cells: Vec<&str> = space_row.split('|').map(str::trim).collect();
        assert_eq!(
            &cells[1..13],
            &[
                "p 1", "1,355", "10", "-", "-", "328,611", "486,250", "-", "-", "100", "10,000",
                "1.0"
            ]
        );
        assert!(
            md.contains("## `private`: pauses and mutator utilisation"),
            "{md}"
        );
        assert!(md.contains("| q (FAILED) "), "{md}");
    }
}
