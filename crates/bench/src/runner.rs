//! Making the runs of a plan: one process per run, stdout checked, triheap's statistics read,
//! a JSON record written per run as it finishes, progress shown.
//!
//! Output check: a case's stdout must equal its `expected` file when the suite gives one;
//! otherwise (with `compare_outputs`) the first successful run of the case becomes the
//! reference and every later run must print the same. Peers run first in each round, so the
//! reference is Erlang/OTP's output whenever a peer runs the case.

use crate::measure;
use crate::peer;
use crate::plan::{Phase, Plan, Runner};
use crate::record::{tail, RunRecord};
use crate::stats::cpu_utilisation;
use crate::suite::Suite;
use crate::template::display_command;
use crate::vmstats;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::collections::HashMap;
use std::fs::File;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

/// How much of a failed run's stderr the record keeps.
const STDERR_TAIL: usize = 2000;

pub struct Context<'a> {
    pub suite: &'a Suite,
    pub plan: &'a Plan,
    pub out: &'a Path,
    pub triheap: &'a Path,
    /// Pass `--stats-json` to triheap (the suite asks and this triheap knows the flag).
    pub stats_json: bool,
    /// Compiled-code directories of (peer, program) from `peer::prepare`.
    pub peer_dirs: &'a HashMap<(usize, usize), Result<Option<PathBuf>, String>>,
    pub quiet: bool,
    /// The `triheap` binary whose `measure-child` command measures each run, so that its peak
    /// RSS is not floored at the harness's (`measure.rs`); `None` measures directly.
    pub measurer: Option<&'a Path>,
}

impl Context<'_> {
    /// The words of a configuration's command line.
    pub fn command(&self, case: usize, runner: Runner) -> Vec<String> {
        let c = &self.plan.cases[case];
        let program = &self.suite.programs[c.program];
        let args = &program.cases[c.case].args;
        match runner {
            Runner::Arch(arch) => {
                let mut w = vec![self.triheap.display().to_string(), "run".into()];
                w.extend(self.suite.triheap_flags.iter().cloned());
                w.extend(["--heap".into(), arch.name().into()]);
                if self.stats_json {
                    w.push("--stats-json".into());
                    w.push(self.stats_file().display().to_string());
                }
                w.push(program.file.display().to_string());
                w.extend(args.iter().cloned());
                w
            }
            Runner::Peer(pi) => {
                let dir = match self.peer_dirs.get(&(pi, c.program)) {
                    Some(Ok(d)) => d.clone(),
                    // Not prepared (a dry run): show where setup would put the code.
                    _ => Some(peer::build_dir(
                        self.out,
                        &self.suite.peers[pi].name,
                        c.program,
                        program,
                    )),
                };
                let v = peer::values(program, args, self.triheap, dir.as_deref());
                self.suite.peers[pi]
                    .command
                    .expand(&v)
                    .unwrap_or_else(|e| vec![format!("<{e}>")])
            }
        }
    }

    fn work(&self) -> PathBuf {
        self.out.join("work")
    }

    fn stats_file(&self) -> PathBuf {
        self.work().join("stats.json")
    }
}

/// Progress on stderr: a bar on a terminal, one line per run otherwise (CI logs).
struct Progress {
    bar: ProgressBar,
    lines: bool,
    total: usize,
}

impl Progress {
    fn new(total: usize, quiet: bool) -> Progress {
        let tty = std::io::stderr().is_terminal();
        let bar = if quiet || !tty {
            ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::hidden())
        } else {
            let b = ProgressBar::new(total as u64);
            b.set_style(
                ProgressStyle::with_template(
                    "{elapsed_precise} [{bar:30}] {pos}/{len} eta {eta} {wide_msg}",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
            );
            b
        };
        Progress {
            bar,
            lines: !quiet && !tty,
            total,
        }
    }

    fn start(&self, what: &str) {
        self.bar.set_message(what.to_string());
    }

    fn done(&self, n: usize, what: &str, r: &RunRecord) {
        self.bar.inc(1);
        let result = match &r.failure {
            None => "ok".to_string(),
            Some(f) => format!("FAILED: {f}"),
        };
        if self.lines {
            eprintln!("[{n}/{}] {what}: {:.3} s {result}", self.total, r.wall_s);
        } else if r.failure.is_some() {
            self.bar.println(format!("{what}: {result}"));
        }
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// The reference output of a case: where it came from and the bytes.
type Reference = (String, Vec<u8>);

fn run_one(
    ctx: &Context,
    seq: usize,
    run: &crate::plan::RunPlan,
    reference: &mut HashMap<usize, Reference>,
) -> RunRecord {
    let c = &ctx.plan.cases[run.case];
    let runner = c.runners[run.runner];
    let program = &ctx.suite.programs[c.program];
    let case = &program.cases[c.case];
    let words = ctx.command(run.case, runner);
    let work = ctx.work();
    let (stdout_path, stderr_path) = (work.join("stdout"), work.join("stderr"));
    let stats_path = ctx.stats_file();
    let _ = std::fs::remove_file(&stats_path);

    let mut record = RunRecord {
        seq,
        program: program.name.clone(),
        args: case.args.clone(),
        case: c.label.clone(),
        config: runner.label(ctx.suite),
        kind: runner.kind().into(),
        phase: run.phase.name().into(),
        rep: run.rep,
        command: words.clone(),
        ok: false,
        failure: None,
        exit_code: None,
        signal: None,
        timed_out: false,
        wall_s: 0.0,
        user_s: 0.0,
        sys_s: 0.0,
        cpu_percent: None,
        max_rss_kib: 0,
        output_checked_against: None,
        output_matches: None,
        vm_stats: None,
        vm_stats_note: None,
        stderr_tail: None,
    };

    let files = File::create(&stdout_path).and_then(|o| Ok((o, File::create(&stderr_path)?)));
    let measured = files.and_then(|(o, e)| {
        let report = work.join("measurement");
        measure::run_command(ctx.measurer, &words, o, e, &report, program.timeout)
    });
    let m = match measured {
        Ok(m) => m,
        Err(e) => {
            record.failure = Some(format!("cannot run `{}`: {e}", words[0]));
            return record;
        }
    };
    record.exit_code = m.code;
    record.signal = m.signal;
    record.timed_out = m.timed_out;
    record.wall_s = m.wall.as_secs_f64();
    record.user_s = m.user.as_secs_f64();
    record.sys_s = m.sys.as_secs_f64();
    record.cpu_percent = cpu_utilisation(record.user_s, record.sys_s, record.wall_s);
    record.max_rss_kib = m.max_rss_kib;
    record.failure = m.failure(program.timeout);

    let stdout = std::fs::read(&stdout_path).unwrap_or_default();
    let mut expected_bytes: Option<Vec<u8>> = None;
    if record.failure.is_none() {
        let expected = match &case.expected {
            Some(path) => Some((
                format!("{}", path.display()),
                std::fs::read(path).unwrap_or_default(),
            )),
            None if ctx.suite.compare_outputs => reference.get(&run.case).cloned(),
            None => None,
        };
        match expected {
            Some((source, bytes)) => {
                let matches = bytes == stdout;
                record.output_matches = Some(matches);
                if !matches {
                    record.failure = Some(format!("stdout differs from {source}"));
                    expected_bytes = Some(bytes);
                }
                record.output_checked_against = Some(source);
            }
            None if ctx.suite.compare_outputs && case.expected.is_none() => {
                reference.insert(
                    run.case,
                    (
                        format!(
                            "the output of `{}` ({} run {})",
                            record.config, record.phase, record.rep
                        ),
                        stdout.clone(),
                    ),
                );
            }
            None => {}
        }
    }
    record.ok = record.failure.is_none();

    if matches!(runner, Runner::Arch(_)) && ctx.stats_json {
        match vmstats::read(&stats_path) {
            Ok(v) => record.vm_stats = Some(v),
            Err(why) => record.vm_stats_note = Some(why),
        }
    }
    if !record.ok {
        let stderr = std::fs::read(&stderr_path).unwrap_or_default();
        record.stderr_tail = Some(tail(&String::from_utf8_lossy(&stderr), STDERR_TAIL));
        // Keep the whole output of failed runs for a look later.
        let keep = ctx.out.join("failures");
        if std::fs::create_dir_all(&keep).is_ok() {
            let _ = std::fs::copy(&stdout_path, keep.join(format!("{seq:04}.stdout")));
            let _ = std::fs::copy(&stderr_path, keep.join(format!("{seq:04}.stderr")));
            // What it should have printed, to show where a differing output departs.
            if let Some(expected) = expected_bytes {
                let _ = std::fs::write(keep.join(format!("{seq:04}.expected")), expected);
            }
        }
    }
    record
}

fn file_name(r: &RunRecord) -> String {
    let clean: String = format!("{}-{}", r.case, r.config)
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .take(80)
        .collect();
    let phase = if r.phase == Phase::Warmup.name() {
        "w"
    } else {
        "r"
    };
    format!("{:04}-{clean}-{phase}{}.json", r.seq, r.rep)
}

/// Makes every run of the plan, writing `runs/NNNN-....json` as each finishes.
pub fn execute(ctx: &Context) -> Result<Vec<RunRecord>, String> {
    let runs_dir = ctx.out.join("runs");
    for d in [&runs_dir, &ctx.work()] {
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    let progress = Progress::new(ctx.plan.runs.len(), ctx.quiet);
    let mut reference = HashMap::new();
    let mut records = Vec::new();
    for (i, run) in ctx.plan.runs.iter().enumerate() {
        let c = &ctx.plan.cases[run.case];
        let what = format!(
            "{} on {} ({} {}/{})",
            c.label,
            c.runners[run.runner].label(ctx.suite),
            run.phase.name(),
            run.rep,
            match run.phase {
                Phase::Warmup => ctx.plan.warmup,
                Phase::Measure => ctx.plan.repetitions,
            }
        );
        progress.start(&what);
        let r = run_one(ctx, i + 1, run, &mut reference);
        let path = runs_dir.join(file_name(&r));
        let json = serde_json::to_string_pretty(&r).map_err(|e| e.to_string())?;
        std::fs::write(&path, json).map_err(|e| format!("{}: {e}", path.display()))?;
        progress.done(i + 1, &what, &r);
        records.push(r);
    }
    progress.finish();
    let _ = std::fs::remove_dir_all(ctx.work());
    Ok(records)
}

/// A configuration's command line for display.
pub fn command_line(ctx: &Context, case: usize, runner: Runner) -> String {
    display_command(&ctx.command(case, runner))
}
