//! `triheap bench SUITE.toml`: runs a benchmark suite and reports what each configuration
//! cost (see `bench/README.md` for the suite format and the output files).
//!
//! Stages, one module each: `suite` reads and checks the file, `plan` expands it into runs,
//! `peer` prepares the peer commands, `runner` makes the runs (each measured by `measure`),
//! `summary` and `stats` reduce them, `confidence` gives ratios their intervals, `report`
//! writes JSON, CSV, Markdown and an HTML page with charts. `dirdiff` compares two stored
//! result directories (`--compare`), and `compare` is `triheap compare`: one program on every
//! architecture, side by side.

pub mod charts_cmd;
pub mod compare;
pub mod confidence;
pub mod dirdiff;
pub mod machine;
pub mod measure;
pub mod peer;
pub mod plan;
pub mod record;
pub mod report;
pub mod runner;
pub mod stats;
pub mod suite;
pub mod summary;
pub mod template;
pub mod vmstats;

use plan::{Filter, Runner};
use std::path::{Path, PathBuf};
use suite::{Arch, Suite};
use summary::ConfigKey;

/// Exit status when the suite ran but some runs failed (the report is still written).
pub const EXIT_RUNS_FAILED: u8 = 3;

#[derive(clap::Args, Debug, Default)]
pub struct BenchArgs {
    /// The suite file (format: bench/README.md).
    #[arg(required_unless_present = "compare")]
    pub suite: Option<PathBuf>,
    /// Compare two stored result directories instead of running a suite: the ratio new/old of
    /// each configuration's times, with confidence intervals.
    #[arg(long, num_args = 2, value_names = ["OLD", "NEW"], conflicts_with = "suite")]
    pub compare: Vec<PathBuf>,
    /// Directory for the results [default: target/bench/SUITE-DATE-TIME].
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Print the planned runs, their commands and an estimate of the time; run nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Only the cases whose `program args` contains TEXT (repeatable).
    #[arg(long, value_name = "TEXT")]
    pub filter: Vec<String>,
    /// Only this architecture (repeatable).
    #[arg(long = "arch", value_name = "ARCH")]
    pub archs: Vec<String>,
    /// Run no peer (e.g. Erlang/OTP) configurations.
    #[arg(long)]
    pub no_peers: bool,
    /// Measured runs per configuration, instead of the suite's `repetitions`.
    #[arg(long, value_name = "N")]
    pub repetitions: Option<u32>,
    /// Unmeasured runs per configuration before the measured ones, instead of the suite's.
    #[arg(long, value_name = "N")]
    pub warmup: Option<u32>,
    /// The triheap binary to measure [default: the running one].
    #[arg(long, value_name = "PATH")]
    pub triheap: Option<PathBuf>,
    /// No progress on stderr and no report on stdout.
    #[arg(long, short)]
    pub quiet: bool,
    /// The `triheap` binary that measures each run (its hidden `measure-child` command), set
    /// by the `triheap` command itself; `None` measures runs directly (`measure.rs`).
    #[arg(skip)]
    pub measurer: Option<PathBuf>,
}

/// Runs `triheap bench`; returns the exit status, or a message for errors that stop it.
pub fn run(args: BenchArgs) -> Result<u8, String> {
    if let [old, new] = args.compare.as_slice() {
        print!("{}", dirdiff::run(old, new)?);
        return Ok(0);
    }
    let Some(suite_path) = &args.suite else {
        return Err("triheap bench: give a suite file, or --compare OLD NEW".into());
    };
    let suite = suite::load(suite_path).map_err(|e| e.to_string())?;
    let mut archs = Vec::new();
    for a in &args.archs {
        archs.push(Arch::from_name(a).ok_or_else(|| {
            format!(
                "--arch {a}: unknown architecture (known: {})",
                Arch::ALL.map(Arch::name).join(", ")
            )
        })?);
    }
    let filter = Filter {
        cases: args.filter.clone(),
        archs,
        no_peers: args.no_peers,
        repetitions: args.repetitions,
        warmup: args.warmup,
    };
    let mut plan = plan::plan(&suite, &filter);
    if plan.runs.is_empty() {
        return Err(format!(
            "{}: nothing to run with these filters",
            suite.path.display()
        ));
    }
    let triheap = match &args.triheap {
        Some(p) => p.clone(),
        None => std::env::current_exe().map_err(|e| format!("cannot find triheap itself: {e}"))?,
    };
    if !triheap.is_file() {
        return Err(format!("{}: no such triheap binary", triheap.display()));
    }
    let start = machine::now_secs();
    let out = args.out.clone().unwrap_or_else(|| {
        PathBuf::from("target/bench").join(format!(
            "{}-{}",
            suite.name,
            machine::timestamps(start).1
        ))
    });

    let mut warnings: Vec<String> = Vec::new();
    let stats_json = suite.stats_json && supports_stats_json(&triheap, &mut warnings);
    let no_dirs = Default::default();
    if args.dry_run {
        let ctx = runner::Context {
            suite: &suite,
            plan: &plan,
            out: &out,
            triheap: &triheap,
            stats_json,
            peer_dirs: &no_dirs,
            quiet: args.quiet,
            measurer: args.measurer.as_deref(),
        };
        print!(
            "{}",
            plan::describe(&suite, &plan, &|c, r| ctx.command(c, r))
        );
        for w in &warnings {
            println!("note: {w}");
        }
        return Ok(0);
    }

    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    for old in ["runs", "failures", "work"] {
        let _ = std::fs::remove_dir_all(out.join(old));
    }
    let say = |w: &str| {
        if !args.quiet {
            eprintln!("triheap bench: {w}");
        }
    };
    for w in &warnings {
        say(w);
    }
    let peer_dirs = peer::prepare(&suite, &plan, &out, &triheap, &mut |w| {
        say(&w);
        warnings.push(w);
    });
    // Configurations whose peer cannot run are skipped, and say why in the report.
    let mut skipped = std::collections::HashMap::new();
    for (ci, c) in plan.cases.clone().iter().enumerate() {
        for (ri, r) in c.runners.iter().enumerate() {
            if let Runner::Peer(pi) = r {
                if let Some(Err(why)) = peer_dirs.get(&(*pi, c.program)) {
                    plan.drop_runner(ci, ri);
                    skipped.insert((ci, ri), why.clone());
                }
            }
        }
    }
    let (est, _) = plan.estimate(&suite);
    say(&format!(
        "{} runs of {} cases{}; results in {}",
        plan.runs.len(),
        plan.cases.len(),
        if est > 0.0 {
            format!(", about {}", plan::human_duration(est))
        } else {
            String::new()
        },
        out.display()
    ));

    let load_before = machine::load_average();
    let ctx = runner::Context {
        suite: &suite,
        plan: &plan,
        out: &out,
        triheap: &triheap,
        stats_json,
        peer_dirs: &peer_dirs,
        quiet: args.quiet,
        measurer: args.measurer.as_deref(),
    };
    let records = runner::execute(&ctx)?;
    let end = machine::now_secs();

    let mut keys = Vec::new();
    for (ci, c) in plan.cases.iter().enumerate() {
        let p = &suite.programs[c.program];
        for (ri, r) in c.runners.iter().enumerate() {
            keys.push(ConfigKey {
                case: c.label.clone(),
                program: p.name.clone(),
                args: p.cases[c.case].args.clone(),
                config: r.label(&suite),
                kind: r.kind().into(),
                skipped: skipped.get(&(ci, ri)).cloned(),
            });
        }
    }
    let summaries = summary::summarize(&keys, &records);
    let context = context_lines(
        &suite,
        &plan,
        &triheap,
        stats_json,
        (start, end),
        (load_before, machine::load_average()),
        &warnings,
    );
    let input = report::ReportInput {
        title: format!("Benchmark suite `{}`", suite.name),
        context,
        summaries: &summaries,
        records: &records,
        reference: suite.reference.map(|i| suite.peers[i].name.clone()),
        startup_case: suite.startup_case(),
    };
    let md = report::write(&out, &input)?;
    if !args.quiet {
        print!("{md}");
        eprintln!(
            "triheap bench: wrote {0}/report.md, report.html, runs.csv, summary.csv, \
             summary.json, runs/",
            out.display()
        );
    }
    let failed = summaries.iter().filter(|s| s.failed > 0).count();
    if failed > 0 {
        say(&format!("{failed} configurations had failed runs"));
        return Ok(EXIT_RUNS_FAILED);
    }
    Ok(0)
}

/// Whether this triheap's `run` takes `--stats-json` (added while the harness was written; an
/// older binary would reject every run).
fn supports_stats_json(triheap: &Path, warnings: &mut Vec<String>) -> bool {
    let help = std::process::Command::new(triheap)
        .args(["run", "--help"])
        .stdin(std::process::Stdio::null())
        .output();
    match help {
        Ok(o) if String::from_utf8_lossy(&o.stdout).contains("--stats-json") => true,
        _ => {
            warnings.push(format!(
                "`{} run` has no --stats-json option; VM statistics will be empty (`-`)",
                triheap.display()
            ));
            false
        }
    }
}

fn context_lines(
    suite: &Suite,
    plan: &plan::Plan,
    triheap: &Path,
    stats_json: bool,
    (start, end): (u64, u64),
    (load0, load1): (Option<f64>, Option<f64>),
    warnings: &[String],
) -> Vec<String> {
    let load = |l: Option<f64>| l.map_or("?".into(), |l| format!("{l:.2}"));
    let version = machine::first_line(&[triheap.display().to_string(), "--version".into()])
        .unwrap_or_else(|| "version unknown".into());
    let mut lines = vec![
        format!(
            "suite: `{}`; {} warm-up and {} measured runs per configuration, each in a new \
             process, configurations taking turns",
            suite.path.display(),
            plan.warmup,
            plan.repetitions
        ),
        format!(
            "date: {} to {} ({})",
            machine::timestamps(start).0,
            machine::timestamps(end).0,
            plan::human_duration((end - start) as f64)
        ),
        format!(
            "machine: {}, {} CPUs, load average {} at the start and {} at the end",
            machine::uname(),
            machine::cpus(),
            load(load0),
            load(load1)
        ),
        format!("triheap: `{}` ({version})", triheap.display()),
    ];
    for (pi, p) in suite.peers.iter().enumerate() {
        if !plan
            .cases
            .iter()
            .any(|c| c.runners.contains(&Runner::Peer(pi)))
        {
            continue;
        }
        let values =
            template::Values::new(&[]).set(template::Var::Triheap, triheap.display().to_string());
        let v = p
            .version
            .as_ref()
            .and_then(|t| t.expand(&values).ok())
            .and_then(|w| machine::first_line(&w));
        lines.push(format!(
            "peer `{}`: `{}`{}",
            p.name,
            p.command.source(),
            v.map_or(String::new(), |v| format!(" ({v})"))
        ));
    }
    lines.push(if stats_json {
        "VM statistics: from `--stats-json` of each triheap run".into()
    } else if suite.stats_json {
        "VM statistics: not available from this triheap".into()
    } else {
        "VM statistics: not asked for (`stats_json = false`)".into()
    });
    lines.extend(warnings.iter().map(|w| format!("note: {w}")));
    lines
}
