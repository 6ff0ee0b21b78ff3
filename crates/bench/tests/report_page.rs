//! The HTML pages from made-up statistics: every chart kind draws, the page and each inline
//! SVG are well-formed XML with labelled axes, and the numbers under each chart are the ones
//! in the statistics.

mod xml;

use serde_json::{json, Value};
use triheap_bench::record::RunRecord;
use triheap_bench::report::bench_page::{self, case_charts};
use triheap_bench::report::blocks::Block;
use triheap_bench::report::charts::Doc;
use triheap_bench::report::{html, ReportInput};
use triheap_bench::summary::{summarize, ConfigKey};

fn stats(arch: &str, scale: f64) -> Value {
    json!({
        "version": 1, "arch": arch, "timing": true,
        "wall_ms": 100.0 * scale, "mutator_ms": 80.0 * scale, "gc_ms": 20.0 * scale,
        "send_ms": 30.0 * scale, "copy_ms": 10.0 * scale,
        "gc": {
            "collections": 12,
            "minor": {"count": 10, "time_ms": 15.0 * scale},
            "major": {"count": 2, "time_ms": 5.0 * scale},
            "area": {"count": 0, "time_ms": 0.0}
        },
        "pauses": {
            "count": 12,
            "percentiles_ms": {"p50": 1.0, "p90": 2.0, "p99": 4.0, "p999": 4.0, "max": 4.0},
            "histogram": [
                {"from_us": 0, "to_us": 1, "count": 0},
                {"from_us": 512, "to_us": 1024, "count": 7},
                {"from_us": 1024, "to_us": 2048, "count": 4},
                {"from_us": 2048, "to_us": 4096, "count": 1}
            ]
        },
        "mmu": {
            "window_1ms": 0.0, "window_10ms": 0.5, "window_100ms": 0.8,
            "curve": [
                {"window_ms": 1.0, "mmu": 0.0},
                {"window_ms": 10.0, "mmu": 0.5 / scale.max(1.0)},
                {"window_ms": 100.0 * scale, "mmu": 0.8}
            ]
        },
        "heap": {
            "max_used_words": 5000, "max_allocated_words": 8000,
            "samples": [
                {"t_ms": 0.0, "used_words": 100, "allocated_words": 1000},
                {"t_ms": 50.0, "used_words": 5000, "allocated_words": 8000},
                {"t_ms": 100.0 * scale, "used_words": 2000, "allocated_words": 8000}
            ]
        }
    })
}

fn svgs_well_formed(page: &xml::El) -> usize {
    let svgs = page.all("svg");
    for s in &svgs {
        assert!(s.attr("viewBox").is_some() || s.attr("width").is_some());
        assert!(
            !s.all("text").is_empty(),
            "an SVG without text: no axis labels"
        );
    }
    svgs.len()
}

#[test]
fn every_chart_kind_is_well_formed_and_shows_its_numbers() {
    let docs_v = [
        ("private", stats("private", 1.0)),
        ("shared", stats("shared", 2.0)),
        ("hybrid", stats("hybrid", 0.5)),
    ];
    let docs: Vec<Doc> = docs_v
        .iter()
        .map(|(c, s)| Doc {
            config: c,
            stats: s,
        })
        .collect();
    let mut blocks = vec![Block::Heading(1, "t & `x`".into())];
    blocks.extend(case_charts(&docs).unwrap());
    let page = html::page("t", &blocks);
    let root = xml::parse(&page).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(root.name, "html");
    // Breakdown, three pause histograms, MMU, heap.
    assert_eq!(svgs_well_formed(&root), 6);
    let text = root.text();
    for label in [
        "run time ÷ private's",
        "pause length, up to (doubling buckets)",
        "collections",
        "window length (ms, log scale)",
        "MMU (fraction of the window)",
        "heap words (8 bytes each)",
        "time since main/1 started (ms)",
    ] {
        assert!(text.contains(label), "no axis label {label:?}");
    }

    let figure = |id: &str| {
        root.all("figure")
            .into_iter()
            .find(|f| f.attr("id") == Some(id))
            .unwrap_or_else(|| panic!("no figure {id}"))
    };
    // Breakdown: shared took twice private's time, hybrid half; the parts are net of each other.
    let rows = figure("breakdown").all("table")[0].table_rows();
    assert_eq!(
        rows[0],
        [
            "config",
            "total (ms)",
            "÷ private",
            "mutator (ms)",
            "send (ms)",
            "copy (ms)",
            "local GC (ms)",
            "area GC (ms)"
        ]
    );
    assert_eq!(
        rows[1],
        ["private", "100", "1.000", "50.0", "20.0", "10.0", "20.0", "0.00"]
    );
    assert_eq!(rows[2][..3], ["shared", "200", "2.000"]);
    assert_eq!(rows[3][..3], ["hybrid", "50.0", "0.500"]);
    // Pauses: the buckets with their exact bounds and counts.
    let rows = figure("pauses-shared").all("table")[0].table_rows();
    assert_eq!(rows[1], ["shared", "0", "1", "0"]);
    assert_eq!(rows[2], ["shared", "512", "1,024", "7"]);
    assert_eq!(rows.len(), 5);
    // MMU: every point of every curve.
    let rows = figure("mmu").all("table")[0].table_rows();
    assert_eq!(rows.len(), 1 + 9);
    assert_eq!(rows[5], ["shared", "10.0", "0.250"]);
    // Heap samples.
    let rows = figure("heap").all("table")[0].table_rows();
    assert_eq!(rows[2], ["private", "50.0", "5,000", "8,000"]);
}

fn record(seq: usize, args: &str, config: &str, wall: f64) -> RunRecord {
    let args: Vec<String> = args.split(' ').map(String::from).collect();
    RunRecord {
        seq,
        program: "nag".into(),
        case: format!("nag {}", args.join(" ")),
        args,
        config: config.into(),
        kind: "triheap".into(),
        phase: "measure".into(),
        rep: 1,
        ok: true,
        wall_s: wall,
        user_s: wall,
        vm_stats: Some(stats(config, wall)),
        ..RunRecord::default()
    }
}

#[test]
fn a_suite_page_with_a_swept_parameter() {
    let mut records = Vec::new();
    let mut keys = Vec::new();
    for (i, n) in ["10", "20", "40"].iter().enumerate() {
        let args = format!("same 100 {n} 20");
        for (config, factor) in [("private", 1.0), ("shared", 0.5)] {
            for rep in 0..2 {
                let wall = factor * (i + 1) as f64 * (1.0 + rep as f64 * 0.01);
                records.push(record(records.len() + 1, &args, config, wall));
            }
            keys.push(ConfigKey {
                case: format!("nag {args}"),
                program: "nag".into(),
                args: args.split(' ').map(String::from).collect(),
                config: config.to_string(),
                kind: "triheap".into(),
                skipped: None,
            });
        }
    }
    let summaries = summarize(&keys, &records);
    let input = ReportInput {
        title: "Benchmark suite `sweep`".into(),
        context: vec!["date: today".into()],
        summaries: &summaries,
        records: &records,
        reference: None,
        startup_case: None,
    };
    let page = bench_page::render(&input).unwrap();
    let root = xml::parse(&page).unwrap_or_else(|e| panic!("{e}"));
    // One sweep chart, and five charts for each of the three cases.
    assert_eq!(svgs_well_formed(&root), 1 + 3 * 5);
    let sweep = root
        .all("figure")
        .into_iter()
        .find(|f| f.attr("id") == Some("sweep-0"))
        .expect("a sweep chart");
    assert!(sweep
        .text()
        .contains("nag same 100 N 20: wall time against N"));
    let rows = sweep.all("table")[0].table_rows();
    assert_eq!(rows[1], ["private", "10", "1.005"]);
    assert_eq!(rows[6][..2], ["shared", "40"]);
    assert!(rows[6][2].starts_with("1.50"), "{:?}", rows[6]);
    // The tables of the Markdown report are on the page too, with the intervals.
    let text = root.text();
    assert!(text.contains("Ratios with confidence intervals"));
    assert!(text.contains("shared / private"));
    assert!(text.contains("within noise") || text.contains("faster"));
}
