//! Running one command and measuring it: wall time, user and system CPU time and peak RSS of
//! that child alone.
//!
//! `std::process::Child::wait` discards the child's resource usage, and `getrusage
//! (RUSAGE_CHILDREN)` sums every child ever reaped and keeps the largest peak RSS of any of
//! them, so neither gives one run's figures. `wait4` on the child's pid returns exactly that
//! child's usage (including the descendants it reaped itself, e.g. a shell's command).
//!
//! A timeout is enforced by a watchdog thread. The child is first awaited with `waitid
//! (WNOWAIT)`, which leaves it a zombie: its pid cannot be reused until the watchdog has
//! stopped and `wait4` reaps it, so the watchdog never signals a stranger.
//!
//! Linux starts a child's peak RSS at its parent's: `exec` folds the high-water mark of the
//! memory it replaces (the parent's, copied or shared at `fork`) into the child's `maxrss`.
//! A harness grown to 150 MB would report 150 MB for every program smaller than that.
//! [`run_command`] therefore measures through a process started afresh (the `triheap`
//! binary's hidden `measure-child` command, [`child_main`]), whose own peak is a few MB: it
//! runs the command, measures it with [`run`], and writes the figures to a file the harness
//! reads.

use std::ffi::OsString;
use std::fs::File;
use std::io;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How a run ended and what it cost.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Measurement {
    pub wall: Duration,
    pub user: Duration,
    pub sys: Duration,
    /// Peak resident set size in KiB.
    pub max_rss_kib: u64,
    /// The exit code, if the child exited.
    pub code: Option<i32>,
    /// The signal that ended the child, if one did.
    pub signal: Option<i32>,
    pub timed_out: bool,
}

impl Measurement {
    pub fn success(&self) -> bool {
        self.code == Some(0) && !self.timed_out
    }

    /// Why the run did not succeed, in words; `None` when it did.
    pub fn failure(&self, timeout: Duration) -> Option<String> {
        if self.timed_out {
            Some(format!("timed out after {} s", timeout.as_secs_f64()))
        } else if let Some(s) = self.signal {
            Some(format!("killed by signal {s}"))
        } else {
            match self.code {
                Some(0) => None,
                Some(c) => Some(format!("exit status {c}")),
                None => Some("no exit status".into()),
            }
        }
    }
}

fn tv(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
}

/// Retries a system call interrupted by a signal.
fn retry(mut f: impl FnMut() -> libc::c_int) -> io::Result<libc::c_int> {
    loop {
        let r = f();
        if r >= 0 {
            return Ok(r);
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// Spawns `cmd`, waits for it (killing it after `timeout`) and returns its measurement. The
/// caller sets up stdin/stdout/stderr.
pub fn run(cmd: &mut Command, timeout: Duration) -> io::Result<Measurement> {
    let start = Instant::now();
    let child = cmd.spawn()?;
    let pid = child.id() as libc::pid_t;

    let (done_tx, done_rx) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || match done_rx.recv_timeout(timeout) {
        Err(mpsc::RecvTimeoutError::Timeout) => {
            // SAFETY: `pid` is our unreaped child (see the module comment), so the signal
            // reaches it or its zombie and no other process.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            true
        }
        _ => false,
    });

    // SAFETY: `info` is a plain C struct that waitid fills in; zeroed is a valid value.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let waited = retry(|| unsafe {
        libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOWAIT,
        )
    });
    let wall = start.elapsed();
    let _ = done_tx.send(());
    let fired = watchdog.join().unwrap_or(false);
    waited?;

    let mut status: libc::c_int = 0;
    // SAFETY: `usage` is a plain C struct that wait4 fills in; zeroed is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    retry(|| unsafe { libc::wait4(pid, &mut status, 0, &mut usage) })?;
    // The child is reaped; `Child` does nothing when dropped.
    drop(child);

    let (code, signal) = if libc::WIFEXITED(status) {
        (Some(libc::WEXITSTATUS(status)), None)
    } else if libc::WIFSIGNALED(status) {
        (None, Some(libc::WTERMSIG(status)))
    } else {
        (None, None)
    };
    // Linux reports ru_maxrss in KiB, macOS in bytes.
    let rss = usage.ru_maxrss.max(0) as u64;
    let max_rss_kib = if cfg!(target_os = "macos") {
        rss / 1024
    } else {
        rss
    };
    Ok(Measurement {
        wall,
        user: tv(usage.ru_utime),
        sys: tv(usage.ru_stime),
        max_rss_kib,
        code,
        signal,
        timed_out: fired && signal == Some(libc::SIGKILL),
    })
}

/// The `triheap` command that [`run_command`] runs its commands through.
pub const CHILD_COMMAND: &str = "measure-child";

/// How much longer than its command the measuring process may take before it is stopped.
const WRAPPER_GRACE: Duration = Duration::from_secs(30);

/// Runs `words` with no stdin and the given stdout and stderr, and measures it. With a
/// `wrapper` (a `triheap` binary), through `wrapper measure-child REPORT TIMEOUT_MS --
/// WORDS...`, which writes the figures to `report`; without one, directly, and the peak RSS
/// is then at least this process's own (see the module comment).
pub fn run_command(
    wrapper: Option<&Path>,
    words: &[String],
    stdout: File,
    stderr: File,
    report: &Path,
    timeout: Duration,
) -> io::Result<Measurement> {
    let Some(wrapper) = wrapper else {
        let mut cmd = Command::new(&words[0]);
        cmd.args(&words[1..])
            .stdin(Stdio::null())
            .stdout(Stdio::from(stdout))
            .stderr(Stdio::from(stderr));
        return run(&mut cmd, timeout);
    };
    let _ = std::fs::remove_file(report);
    let mut cmd = Command::new(wrapper);
    cmd.arg(CHILD_COMMAND)
        .arg(report)
        .arg(timeout.as_millis().to_string())
        .arg("--")
        .args(words)
        .stdin(Stdio::null())
        .stdout(Stdio::from(stdout))
        .stderr(Stdio::from(stderr));
    let outer = run(&mut cmd, timeout + WRAPPER_GRACE)?;
    match std::fs::read_to_string(report) {
        Ok(text) => parse_report(&text),
        Err(_) => Err(io::Error::other(format!(
            "`{} {CHILD_COMMAND}` wrote no figures ({})",
            wrapper.display(),
            outer
                .failure(timeout + WRAPPER_GRACE)
                .unwrap_or_else(|| "it exited normally".into())
        ))),
    }
}

/// `triheap measure-child REPORT TIMEOUT_MS -- COMMAND...`: runs COMMAND with this
/// process's stdio, measures it and writes the figures to REPORT (or why it could not be
/// run). Returns the exit status of the measuring process itself: 0 once REPORT is written.
pub fn child_main(args: &[OsString]) -> u8 {
    let usage = || {
        eprintln!("usage: triheap {CHILD_COMMAND} REPORT TIMEOUT_MS -- COMMAND [ARGS...]");
        2
    };
    let [report, timeout, dashes, program, rest @ ..] = args else {
        return usage();
    };
    let Some(timeout_ms) = timeout.to_str().and_then(|t| t.parse::<u64>().ok()) else {
        return usage();
    };
    if dashes != "--" {
        return usage();
    }
    let mut cmd = Command::new(program);
    cmd.args(rest);
    let text = match run(&mut cmd, Duration::from_millis(timeout_ms)) {
        Ok(m) => format_report(&m),
        Err(e) => format!("error {e}\n"),
    };
    match std::fs::write(report, text) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!(
                "triheap {CHILD_COMMAND}: {}: {e}",
                Path::new(report).display()
            );
            1
        }
    }
}

/// One line: wall, user and sys in nanoseconds, peak RSS in KiB, exit code and signal (-1
/// for none), and 1 if the timeout stopped the command.
fn format_report(m: &Measurement) -> String {
    format!(
        "ok {} {} {} {} {} {} {}\n",
        m.wall.as_nanos(),
        m.user.as_nanos(),
        m.sys.as_nanos(),
        m.max_rss_kib,
        m.code.unwrap_or(-1),
        m.signal.unwrap_or(-1),
        u8::from(m.timed_out)
    )
}

fn parse_report(text: &str) -> io::Result<Measurement> {
    let bad = || io::Error::other(format!("unreadable measurement `{}`", text.trim()));
    if let Some(e) = text.strip_prefix("error ") {
        return Err(io::Error::other(e.trim().to_string()));
    }
    let f: Vec<i128> = text
        .strip_prefix("ok ")
        .ok_or_else(bad)?
        .split_whitespace()
        .map(|w| w.parse().map_err(|_| bad()))
        .collect::<io::Result<_>>()?;
    let [wall, user, sys, rss, code, signal, timed_out] = f[..] else {
        return Err(bad());
    };
    let nanos = |n: i128| Duration::from_nanos(n.max(0) as u64);
    let opt = |n: i128| (n >= 0).then_some(n as i32);
    Ok(Measurement {
        wall: nanos(wall),
        user: nanos(user),
        sys: nanos(sys),
        max_rss_kib: rss.max(0) as u64,
        code: opt(code),
        signal: opt(signal),
        timed_out: timed_out == 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Stdio;

    fn sh(script: &str) -> Command {
        let mut c = Command::new("sh");
        c.args(["-c", script])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        c
    }

    #[test]
    fn exit_status_and_times() {
        let m = run(&mut sh("exit 3"), Duration::from_secs(10)).unwrap();
        assert_eq!((m.code, m.signal, m.timed_out), (Some(3), None, false));
        assert_eq!(
            m.failure(Duration::from_secs(10)).as_deref(),
            Some("exit status 3")
        );
        let m = run(&mut sh("sleep 0.2"), Duration::from_secs(10)).unwrap();
        assert!(m.success());
        assert!(m.wall >= Duration::from_millis(200), "{m:?}");
        assert!(m.max_rss_kib > 0, "{m:?}");
    }

    #[test]
    fn cpu_time_of_a_busy_child() {
        // A shell busy loop: its CPU time is recorded (how much of the wall time it is depends
        // on the machine's load).
        let m = run(
            &mut sh("i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"),
            Duration::from_secs(20),
        )
        .unwrap();
        assert!(m.success());
        assert!(m.user >= Duration::from_millis(20), "{m:?}");
        assert!(
            m.user + m.sys <= m.wall + Duration::from_millis(50),
            "{m:?}"
        );
    }

    #[test]
    fn peak_rss_is_this_childs_not_the_largest_childs() {
        // A large child first, then a small one: the small one's figure must stay small, which
        // RUSAGE_CHILDREN would not give.
        let big = run(
            &mut sh("exec dd if=/dev/zero of=/dev/null bs=64M count=2"),
            Duration::from_secs(20),
        )
        .unwrap();
        let small = run(&mut sh("true"), Duration::from_secs(10)).unwrap();
        assert!(big.max_rss_kib > 50_000, "{big:?}");
        assert!(small.max_rss_kib < big.max_rss_kib / 2, "{small:?} {big:?}");
    }

    #[test]
    fn timeout_kills() {
        let m = run(&mut sh("exec sleep 10"), Duration::from_millis(200)).unwrap();
        assert!(m.timed_out && !m.success(), "{m:?}");
        assert!(m.wall < Duration::from_secs(5));
        assert!(m
            .failure(Duration::from_millis(200))
            .unwrap()
            .starts_with("timed out"));
    }

    #[test]
    fn a_report_reads_back_as_the_measurement_written() {
        let m = Measurement {
            wall: Duration::from_nanos(1_234_567_891),
            user: Duration::from_micros(900),
            sys: Duration::ZERO,
            max_rss_kib: 4321,
            code: None,
            signal: Some(9),
            timed_out: true,
        };
        assert_eq!(parse_report(&format_report(&m)).unwrap(), m);
        let e = parse_report("error No such file or directory (os error 2)\n").unwrap_err();
        assert!(e.to_string().contains("No such file"), "{e}");
        assert!(parse_report("ok 1 2 3").is_err());
    }

    #[test]
    fn the_child_command_measures_and_reports() {
        let report = std::env::temp_dir().join(format!("measure-child-{}", std::process::id()));
        let words = ["10000", "--", "sh", "-c", "exit 4"].map(OsString::from);
        let mut args = vec![report.clone().into_os_string()];
        args.extend(words);
        assert_eq!(child_main(&args), 0);
        let m = parse_report(&std::fs::read_to_string(&report).unwrap()).unwrap();
        assert_eq!((m.code, m.signal, m.timed_out), (Some(4), None, false));
        assert!(m.max_rss_kib > 0, "{m:?}");
        args[3] = "/nonexistent/triheap-bench-test".into();
        assert_eq!(child_main(&args), 0);
        assert!(parse_report(&std::fs::read_to_string(&report).unwrap()).is_err());
        assert_eq!(child_main(&args[..2]), 2);
        let _ = std::fs::remove_file(&report);
    }

    #[test]
    fn missing_program_is_an_error() {
        assert!(run(
            &mut Command::new("/nonexistent/triheap-bench-test"),
            Duration::from_secs(1)
        )
        .is_err());
    }
}
