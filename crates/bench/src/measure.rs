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

use std::io;
use std::process::Command;
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
    fn missing_program_is_an_error() {
        assert!(run(
            &mut Command::new("/nonexistent/triheap-bench-test"),
            Duration::from_secs(1)
        )
        .is_err());
    }
}
