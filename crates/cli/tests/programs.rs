//! Runs every program under `tests/programs/` and compares its standard output and exit
//! status with the expected files produced by Erlang/OTP (`<name>.out`, `<name>.exit`).
//!
//! A program's standard input is `<name>.stdin` when there is one, else empty.
//! Each program runs under every heap architecture, plainly and under `--gc-stress
//! --verify-heap`. Environment: `TRIHEAP_TEST_FILTER=substr` selects programs;
//! `TRIHEAP_TEST_QUICK=1` skips the stress runs. A program with a `<name>.nostress` file (one
//! line: why) is not run under `--gc-stress`, where it would take minutes (a collection at
//! every heap check): terms a million levels deep, say, which a smaller program of the same
//! directory takes through the stress runs instead. Under `hybrid`, the stress run is also
//! made with each incremental message-area collector that the default one does not
//! exercise: work-paced at its finest step (`--ma-gc work:2`) and time-paced (`--ma-gc
//! time:1000`: its sweep in parts, its provision of memory); `TRIHEAP_TEST_MA_GC` names
//! others, separated by commas (`work:100,work:1000`). Programs listed in
//! `tests/programs/known-differences.txt` are reported as skipped while they differ, and fail
//! the run once they match (so the list stays true).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const ARCHS: &[&str] = &["private", "shared", "hybrid"];
/// The message-area collectors of hybrid's extra stress runs, unless `TRIHEAP_TEST_MA_GC`
/// names others.
const INCREMENTAL: &[&str] = &["work:2", "time:1000"];
const TIMEOUT: Duration = Duration::from_secs(120);

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "erl") {
            let src = std::fs::read_to_string(&p).unwrap_or_default();
            if !src.starts_with("%% helper") && p.with_extension("out").exists() {
                out.push(p);
            }
        }
    }
}

struct Run {
    stdout: Vec<u8>,
    stderr: String,
    status: Option<i32>,
    timed_out: bool,
}

/// Run `bin` with `args`, its standard input read from `stdin` (else empty).
fn run(bin: &str, args: &[String], stdin: Option<&Path>) -> Run {
    let input = match stdin.map(std::fs::File::open) {
        Some(f) => Stdio::from(f.expect("open .stdin file")),
        None => Stdio::null(),
    };
    let mut child = Command::new(bin)
        .args(args)
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn triheap");
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out.read_to_end(&mut v);
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s.code();
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            timed_out = true;
            break child.wait().ok().and_then(|s| s.code());
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Run {
        stdout: t_out.join().unwrap(),
        stderr: String::from_utf8_lossy(&t_err.join().unwrap()).into_owned(),
        status,
        timed_out,
    }
}

/// Output is compared as bytes (Erlang/OTP writes Latin-1); shown lossily.
fn first_difference(expected: &[u8], got: &[u8]) -> String {
    let (expected, got) = (
        String::from_utf8_lossy(expected),
        String::from_utf8_lossy(got),
    );
    for (i, (e, g)) in expected.lines().zip(got.lines()).enumerate() {
        if e != g {
            return format!("line {}:\n    expected: {e}\n    got:      {g}", i + 1);
        }
    }
    format!(
        "expected {} lines, got {}",
        expected.lines().count(),
        got.lines().count()
    )
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let bin = env!("CARGO_BIN_EXE_triheap").to_string();
    let mut progs = Vec::new();
    collect(&root.join("tests/programs"), &mut progs);
    if let Ok(f) = std::env::var("TRIHEAP_TEST_FILTER") {
        progs.retain(|p| p.to_string_lossy().contains(&f));
    }
    let quick = std::env::var("TRIHEAP_TEST_QUICK").is_ok();
    // One architecture only, e.g. `TRIHEAP_TEST_ARCH=hybrid`.
    let only_arch = std::env::var("TRIHEAP_TEST_ARCH").ok();
    // Lines are `path: why`, or `path [arch]: why` for a difference of one architecture.
    let known: Vec<(String, Option<String>)> =
        std::fs::read_to_string(root.join("tests/programs/known-differences.txt"))
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split(':').next())
            .map(|k| match k.split_once(" [") {
                Some((path, arch)) => (
                    path.trim().to_string(),
                    Some(arch.trim_end_matches(']').to_string()),
                ),
                None => (k.trim().to_string(), None),
            })
            .collect();
    let known = Arc::new(known);
    let skipped = Arc::new(Mutex::new(Vec::<String>::new()));
    let incremental: Vec<&'static str> = match std::env::var("TRIHEAP_TEST_MA_GC") {
        Ok(m) => Box::leak(m.into_boxed_str())
            .split(',')
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .collect(),
        Err(_) => INCREMENTAL.to_vec(),
    };
    let mut jobs = Vec::new();
    for p in &progs {
        for arch in ARCHS
            .iter()
            .filter(|a| only_arch.as_ref().is_none_or(|o| o == *a))
        {
            jobs.push((p.clone(), arch.to_string(), false, None));
            if !quick && !p.with_extension("nostress").exists() {
                jobs.push((p.clone(), arch.to_string(), true, None));
                if *arch == "hybrid" {
                    for &m in &incremental {
                        jobs.push((p.clone(), arch.to_string(), true, Some(m)));
                    }
                }
            }
        }
    }
    let total = jobs.len();
    let jobs = Arc::new(Mutex::new(jobs));
    let failures = Arc::new(Mutex::new(Vec::<String>::new()));
    let threads: Vec<_> = (0..2)
        .map(|_| {
            let (jobs, failures, bin, root) =
                (jobs.clone(), failures.clone(), bin.clone(), root.clone());
            let (known, skipped) = (known.clone(), skipped.clone());
            std::thread::spawn(move || loop {
                let Some((prog, arch, stress, ma_gc)) = jobs.lock().unwrap().pop() else {
                    break;
                };
                let expected = std::fs::read(prog.with_extension("out")).unwrap();
                let want_status: i32 = std::fs::read_to_string(prog.with_extension("exit"))
                    .map(|s| s.trim().parse().unwrap_or(1))
                    .unwrap_or(0);
                let prog_args: Vec<String> = std::fs::read_to_string(prog.with_extension("args"))
                    .map(|s| s.split_whitespace().map(String::from).collect())
                    .unwrap_or_default();
                let mut args = vec!["run".to_string(), "--heap".into(), arch.clone()];
                if stress {
                    args.push("--gc-stress".into());
                    args.push("--verify-heap".into());
                }
                if let Some(m) = ma_gc {
                    args.push("--ma-gc".into());
                    args.push(m.into());
                }
                args.push(prog.to_string_lossy().into_owned());
                args.extend(prog_args);
                let stdin = prog.with_extension("stdin");
                let r = run(&bin, &args, stdin.exists().then_some(stdin.as_path()));
                let rel = prog
                    .strip_prefix(&root)
                    .unwrap_or(&prog)
                    .display()
                    .to_string();
                let mode = format!(
                    "{arch}{}{}",
                    ma_gc.map_or(String::new(), |m| format!(" {m}")),
                    if stress { " +stress" } else { "" }
                );
                let problem = if r.timed_out {
                    Some("timed out".to_string())
                } else if r.stdout != expected {
                    Some(format!(
                        "stdout differs: {}",
                        first_difference(&expected, &r.stdout)
                    ))
                } else if r.status != Some(want_status) {
                    Some(format!(
                        "exit status {:?}, expected {want_status}",
                        r.status
                    ))
                } else {
                    None
                };
                let is_known = known
                    .iter()
                    .any(|(p, a)| *p == rel && a.as_ref().is_none_or(|a| *a == arch));
                match (problem, is_known) {
                    (Some(pr), false) => {
                        let err: String =
                            r.stderr.lines().take(6).collect::<Vec<_>>().join("\n    ");
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("FAIL {rel} [{mode}]: {pr}\n    stderr: {err}"));
                    }
                    (Some(_), true) => skipped
                        .lock()
                        .unwrap()
                        .push(format!("SKIP {rel} [{mode}]: known difference")),
                    (None, true) => failures.lock().unwrap().push(format!(
                        "FAIL {rel} [{mode}]: now matches; remove it from known-differences.txt"
                    )),
                    (None, false) => {}
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let mut failures = failures.lock().unwrap().clone();
    failures.sort();
    for f in &failures {
        println!("{f}");
    }
    let skipped = skipped.lock().unwrap().clone();
    for s in &skipped {
        println!("{s}");
    }
    println!(
        "{} passed, {} failed, {} skipped",
        total - failures.len() - skipped.len(),
        failures.len(),
        skipped.len()
    );
    if !failures.is_empty() {
        std::process::exit(1);
    }
}
