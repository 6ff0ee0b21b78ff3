//! `triheap compare prog.erl ARGS...`: one program under each memory architecture (and
//! Erlang/OTP's `erl` when asked), a few repetitions taking turns, outputs checked to agree,
//! and one side-by-side table; `--json` for the numbers, `--report DIR` for an HTML page with
//! charts.
//!
//! It is a one-program suite made in memory and run by the harness's own planner and runner,
//! so it measures exactly as `triheap bench` does.

pub mod page;
pub mod rows;

use crate::machine;
use crate::peer;
use crate::plan::{self, Filter, Runner};
use crate::record::RunRecord;
use crate::report::table::Table;
use crate::runner;
use crate::stats::spread;
use crate::suite::{self, Arch, Case, Peer, Program, Suite};
use crate::template::Template;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(clap::Args, Debug, Default)]
pub struct CompareArgs {
    /// Measured runs of each configuration.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 3)]
    pub repetitions: u32,
    /// Unmeasured runs of each configuration before them.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub warmup: u32,
    /// Only this architecture (repeatable) [default: private, shared, hybrid].
    #[arg(long = "arch", value_name = "ARCH")]
    pub archs: Vec<String>,
    /// Also run the program on Erlang/OTP's `erl` (compiled with `erlc`), when installed.
    #[arg(long)]
    pub erl: bool,
    /// Print the results as JSON instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Write an HTML report with charts (report.html), compare.json and the runs' records
    /// into DIR.
    #[arg(long, value_name = "DIR")]
    pub report: Option<PathBuf>,
    /// Seconds a run may take before it is stopped and fails.
    #[arg(long, value_name = "S", default_value_t = 300.0)]
    pub timeout: f64,
    /// The triheap binary to measure [default: the running one].
    #[arg(long, value_name = "PATH")]
    pub triheap: Option<PathBuf>,
    /// No progress on stderr.
    #[arg(long, short)]
    pub quiet: bool,
    /// The `triheap` binary that measures each run (its hidden `measure-child` command), set
    /// by the `triheap` command itself; `None` measures runs directly (`measure.rs`).
    #[arg(skip)]
    pub measurer: Option<PathBuf>,
    /// The program: an `.erl` file with `main/1`. Options go before it.
    pub file: PathBuf,
    /// Arguments passed to `main/1`.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Said wherever `erl`'s times are shown.
const ERL_NOTE: &str = "`erl`'s times include starting and stopping the Erlang/OTP runtime \
                        (about 1 s here; triheap starts in a few ms), and it writes no statistics";

/// What a comparison found: what the table, the JSON and the page are made from.
pub struct Outcome {
    /// `program args...`
    pub case: String,
    pub configs: Vec<String>,
    pub baseline: String,
    pub repetitions: u32,
    pub context: Vec<String>,
    pub records: Vec<RunRecord>,
    pub rows: Vec<rows::Row>,
    pub ratios: Vec<rows::Ratio>,
    pub table: Table,
    pub best: Vec<(usize, usize)>,
    /// Per configuration, its run with the median wall time.
    pub representative: Vec<(String, RunRecord)>,
}

impl Outcome {
    pub fn json(&self) -> serde_json::Value {
        let runs: Vec<serde_json::Value> = self
            .records
            .iter()
            .filter(|r| r.measured())
            .map(|r| {
                serde_json::json!({
                    "config": r.config, "rep": r.rep, "seq": r.seq, "ok": r.ok,
                    "wall_s": r.wall_s, "user_s": r.user_s, "sys_s": r.sys_s,
                    "max_rss_kib": r.max_rss_kib,
                })
            })
            .collect();
        let representative: serde_json::Map<String, serde_json::Value> = self
            .representative
            .iter()
            .map(|(c, r)| {
                (
                    c.clone(),
                    serde_json::json!({ "seq": r.seq, "stats": r.vm_stats }),
                )
            })
            .collect();
        serde_json::json!({
            "case": self.case,
            "configs": self.configs,
            "baseline": self.baseline,
            "repetitions": self.repetitions,
            "context": self.context,
            "rows": self.rows,
            "ratios": self.ratios,
            "runs": runs,
            "representative": representative,
        })
    }
}

fn module_of(file: &Path) -> Result<String, String> {
    if !file.is_file() {
        return Err(format!("{}: no such file", file.display()));
    }
    if file.extension().and_then(|e| e.to_str()) != Some("erl") {
        return Err(format!(
            "{}: not an `.erl` file (triheap compare takes a module with main/1)",
            file.display()
        ));
    }
    Ok(file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default())
}

/// The one-program suite.
fn make_suite(a: &CompareArgs, archs: Vec<Arch>) -> Result<Suite, String> {
    let module = module_of(&a.file)?;
    if !(a.timeout > 0.0 && a.timeout.is_finite()) {
        return Err(format!(
            "--timeout {}: give a positive number of seconds",
            a.timeout
        ));
    }
    let timeout = Duration::from_secs_f64(a.timeout);
    let mut peers = Vec::new();
    if a.erl {
        let t = |s: &str| Template::command(s).map_err(|e| e.to_string());
        peers.push(Peer {
            name: "erl".into(),
            command: t("erl -noshell -pa {dir} -run {module} main {args} -s init stop")?,
            setup: Some(t(suite::DEFAULT_SETUP)?),
            version: None,
        });
    }
    Ok(Suite {
        path: a.file.clone(),
        name: module.clone(),
        repetitions: a.repetitions.max(1),
        warmup: a.warmup,
        stats_json: true,
        timeout,
        compare_outputs: true,
        triheap_flags: vec![],
        reference: None,
        programs: vec![Program {
            name: module.clone(),
            file: a.file.clone(),
            module,
            cases: vec![Case {
                args: a.args.clone(),
                expected: None,
                estimate: None,
            }],
            archs,
            peers: (0..peers.len()).collect(),
            timeout,
            startup: false,
        }],
        peers,
    })
}

/// Where `got` departs from `want`: `at line N, "..." where` (for the error message).
fn first_difference(got: &[u8], want: &[u8]) -> (usize, String, String) {
    let (got, want) = (String::from_utf8_lossy(got), String::from_utf8_lossy(want));
    let (mut g, mut w) = (got.lines(), want.lines());
    let show = |l: Option<&str>| {
        l.map_or("(nothing more)".to_string(), |l| {
            format!("{:?}", crate::record::tail(l, 200))
        })
    };
    let mut n = 1;
    loop {
        match (g.next(), w.next()) {
            (Some(x), Some(y)) if x == y => n += 1,
            (x, y) => return (n, show(x), show(y)),
        }
    }
}

/// Stops on a failed run: a differing output names the architectures (outputs are never
/// averaged over), anything else says what failed.
fn check_runs(records: &[RunRecord], out: &Path) -> Result<(), String> {
    let reference = records
        .iter()
        .find(|r| r.ok)
        .map(|r| r.config.clone())
        .unwrap_or_default();
    let mut differ: Vec<String> = Vec::new();
    let mut detail = String::new();
    for r in records.iter().filter(|r| r.output_matches == Some(false)) {
        if !differ.contains(&r.config) {
            differ.push(r.config.clone());
            let failures = out.join("failures");
            let got = std::fs::read(failures.join(format!("{:04}.stdout", r.seq)));
            let want = std::fs::read(failures.join(format!("{:04}.expected", r.seq)));
            if let (Ok(got), Ok(want)) = (got, want) {
                let (line, g, w) = first_difference(&got, &want);
                detail.push_str(&format!(
                    "\n  line {line}: `{}` printed {g} where `{reference}` printed {w}",
                    r.config
                ));
            }
        }
    }
    if !differ.is_empty() {
        let same: Vec<String> = records
            .iter()
            .filter(|r| r.ok && !differ.contains(&r.config))
            .map(|r| r.config.clone())
            .fold(Vec::new(), |mut v, c| {
                if !v.contains(&c) {
                    v.push(c);
                }
                v
            });
        return Err(format!(
            "triheap compare: the program's output differs between architectures: {} printed \
             something else than {} (outputs are compared, never averaged){detail}",
            differ
                .iter()
                .map(|c| format!("`{c}`"))
                .collect::<Vec<_>>()
                .join(", "),
            if same.is_empty() {
                format!("`{reference}`")
            } else {
                same.iter()
                    .map(|c| format!("`{c}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ));
    }
    if let Some(r) = records.iter().find(|r| !r.ok) {
        let tail = r.stderr_tail.as_deref().unwrap_or("").trim();
        return Err(format!(
            "triheap compare: the run on `{}` failed: {}{}",
            r.config,
            r.failure.as_deref().unwrap_or("failed"),
            if tail.is_empty() {
                String::new()
            } else {
                format!("\n{tail}")
            }
        ));
    }
    Ok(())
}

/// The run with the median wall time of each configuration.
fn representative(records: &[RunRecord], configs: &[String]) -> Vec<(String, RunRecord)> {
    configs
        .iter()
        .filter_map(|c| {
            let mut good = rows::good(records, c);
            good.sort_by(|a, b| a.wall_s.total_cmp(&b.wall_s));
            let r = good.get(good.len().saturating_sub(1) / 2)?;
            Some((c.clone(), (*r).clone()))
        })
        .collect()
}

/// Runs the comparison; returns the exit status.
pub fn run(a: CompareArgs) -> Result<u8, String> {
    let mut archs = Vec::new();
    for name in &a.archs {
        let arch = Arch::from_name(name).ok_or_else(|| {
            format!(
                "--arch {name}: unknown architecture (known: {})",
                Arch::ALL.map(Arch::name).join(", ")
            )
        })?;
        if !archs.contains(&arch) {
            archs.push(arch);
        }
    }
    if archs.is_empty() {
        archs = Arch::ALL.to_vec();
    }
    let suite = make_suite(&a, archs)?;
    let triheap = match &a.triheap {
        Some(p) => p.clone(),
        None => std::env::current_exe().map_err(|e| format!("cannot find triheap itself: {e}"))?,
    };
    let mut plan = plan::plan(&suite, &Filter::default());
    // The runs' records go to the report directory, or to a scratch one removed at the end.
    let (out, scratch) = match &a.report {
        Some(d) => (d.clone(), false),
        None => (
            std::env::temp_dir().join(format!("triheap-compare-{}", std::process::id())),
            true,
        ),
    };
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    for old in ["runs", "failures", "work"] {
        let _ = std::fs::remove_dir_all(out.join(old));
    }
    let result = measure(&a, &suite, &mut plan, &triheap, &out);
    if scratch {
        let _ = std::fs::remove_dir_all(&out);
    }
    let o = result?;
    if a.json {
        let text = serde_json::to_string_pretty(&o.json()).map_err(|e| e.to_string())?;
        println!("{text}");
    } else {
        println!("{}\n", o.case);
        print!("{}", rows::text(&o.table, &o.best));
        println!(
            "\n* best of the row; medians of {} run{} each; ~ within noise (the 95 % interval \
             contains 1)",
            o.repetitions,
            if o.repetitions == 1 { "" } else { "s" }
        );
        if o.configs.iter().any(|c| c == "erl") {
            println!("{ERL_NOTE}");
        }
    }
    if let Some(dir) = &a.report {
        let page = page::render(&o)?;
        let html = dir.join("report.html");
        std::fs::write(&html, page).map_err(|e| format!("{}: {e}", html.display()))?;
        let json = dir.join("compare.json");
        let text = serde_json::to_string_pretty(&o.json()).map_err(|e| e.to_string())?;
        std::fs::write(&json, text).map_err(|e| format!("{}: {e}", json.display()))?;
        if !a.quiet {
            eprintln!(
                "triheap compare: wrote {}, {} and runs/",
                html.display(),
                json.display()
            );
        }
    }
    Ok(0)
}

fn measure(
    a: &CompareArgs,
    suite: &Suite,
    plan: &mut plan::Plan,
    triheap: &Path,
    out: &Path,
) -> Result<Outcome, String> {
    let say = |w: &str| {
        if !a.quiet {
            eprintln!("triheap compare: {w}");
        }
    };
    let peer_dirs = peer::prepare(suite, plan, out, triheap, &mut |w| say(&w));
    let mut skipped = Vec::new();
    for (ri, r) in plan.cases[0].runners.clone().iter().enumerate() {
        if let Runner::Peer(pi) = r {
            if let Some(Err(_)) = peer_dirs.get(&(*pi, 0)) {
                plan.drop_runner(0, ri);
                skipped.push(ri);
            }
        }
    }
    let configs: Vec<String> = plan.cases[0]
        .runners
        .iter()
        .enumerate()
        .filter(|(i, _)| !skipped.contains(i))
        .map(|(_, r)| r.label(suite))
        .collect();
    let start = machine::now_secs();
    let ctx = runner::Context {
        suite,
        plan,
        out,
        triheap,
        stats_json: true,
        peer_dirs: &peer_dirs,
        quiet: a.quiet,
        measurer: a.measurer.as_deref(),
    };
    let records = runner::execute(&ctx)?;
    check_runs(&records, out)?;
    let case = plan.cases[0].label.clone();
    // Architectures are compared with private, the default; else with the first one.
    let baseline = if configs.iter().any(|c| c == "private") {
        "private".to_string()
    } else {
        configs[0].clone()
    };
    let rows = rows::rows(&records, &configs);
    let ratios = rows::ratios(&records, &configs, &baseline);
    let (table, best) = rows::table(&rows, &ratios, &configs, &baseline);
    let wall = spread(&records.iter().map(|r| r.wall_s).collect::<Vec<_>>());
    let mut context = vec![
        format!("program: `{}` {}", a.file.display(), a.args.join(" ")),
        format!(
            "{} warm-up and {} measured runs per configuration, each a new process, \
             configurations taking turns; {} runs in {}",
            plan.warmup,
            plan.repetitions,
            records.len(),
            plan::human_duration((machine::now_secs() - start) as f64)
        ),
        format!(
            "date: {}; machine: {}, {} CPUs, load average {}",
            machine::timestamps(start).0,
            machine::uname(),
            machine::cpus(),
            machine::load_average().map_or("?".into(), |l| format!("{l:.2}"))
        ),
        format!(
            "triheap: `{}` ({})",
            triheap.display(),
            machine::first_line(&[triheap.display().to_string(), "--version".into()])
                .unwrap_or_else(|| "version unknown".into())
        ),
        format!(
            "every run printed the same output; runs took {} to {} s",
            wall.map_or("?".into(), |w| format!("{:.3}", w.min)),
            wall.map_or("?".into(), |w| format!("{:.3}", w.max))
        ),
    ];
    if configs.iter().any(|c| c == "erl") {
        context.push(ERL_NOTE.into());
    }
    Ok(Outcome {
        case,
        representative: representative(&records, &configs),
        configs,
        baseline,
        repetitions: plan.repetitions,
        context,
        records,
        rows,
        ratios,
        table,
        best,
    })
}
