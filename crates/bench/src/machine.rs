//! Facts about the machine and the moment, for the report: benchmark numbers mean little
//! without the machine, its load and the versions that produced them.

use std::process::{Command, Stdio};
use std::time::{SystemTime, UNIX_EPOCH};

/// Year, month, day of a count of days since 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// UTC date and time of `secs` since the epoch: (`2026-11-21T08:31:37Z`, `20261121-083137`).
pub fn timestamps(secs: u64) -> (String, String) {
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    let t = secs % 86_400;
    let (hh, mm, ss) = (t / 3600, (t % 3600) / 60, t % 60);
    (
        format!("{y:04}-{m:02}-{d:02}T{hh:02}:{mm:02}:{ss:02}Z"),
        format!("{y:04}{m:02}{d:02}-{hh:02}{mm:02}{ss:02}"),
    )
}

pub fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `Linux 6.1.0 x86_64 (host)`.
pub fn uname() -> String {
    // SAFETY: `utsname` is a plain C struct that uname fills with NUL-terminated strings.
    let mut u: libc::utsname = unsafe { std::mem::zeroed() };
    if unsafe { libc::uname(&mut u) } != 0 {
        return "unknown system".into();
    }
    let s = |f: &[libc::c_char]| {
        let bytes: Vec<u8> = f
            .iter()
            .take_while(|c| **c != 0)
            .map(|c| *c as u8)
            .collect();
        String::from_utf8_lossy(&bytes).into_owned()
    };
    format!(
        "{} {} {} ({})",
        s(&u.sysname),
        s(&u.release),
        s(&u.machine),
        s(&u.nodename)
    )
}

pub fn cpus() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The 1-minute load average, where the OS tells it.
pub fn load_average() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// The first line a command prints (stdout, else stderr), or `None` if it cannot run.
pub fn first_line(words: &[String]) -> Option<String> {
    let (prog, rest) = words.split_first()?;
    let out = Command::new(prog)
        .args(rest)
        .stdin(Stdio::null())
        .output()
        .ok()?;
    let text = if out.stdout.iter().any(|b| !b.is_ascii_whitespace()) {
        out.stdout
    } else {
        out.stderr
    };
    let text = String::from_utf8_lossy(&text);
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(String::from)
}

/// Whether `program` can be executed: a path to an executable file, or a name found on `PATH`.
pub fn find_program(program: &str) -> Option<std::path::PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let executable = |p: &std::path::Path| {
        p.is_file()
            && p.metadata()
                .map(|m| m.permissions().mode() & 0o111 != 0)
                .unwrap_or(false)
    };
    if program.contains('/') {
        let p = std::path::PathBuf::from(program);
        return executable(&p).then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(program))
        .find(|p| executable(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_utc_calendar_dates() {
        assert_eq!(timestamps(0).0, "1970-01-01T00:00:00Z");
        assert_eq!(
            timestamps(951_782_400 + 3661),
            ("2000-02-29T01:01:01Z".into(), "20000229-010101".into())
        );
        assert_eq!(timestamps(1_798_761_599).0, "2026-12-31T23:59:59Z");
    }

    #[test]
    fn programs_on_path() {
        assert!(find_program("sh").is_some());
        assert!(find_program("/bin/sh").is_some());
        assert!(find_program("triheap-bench-no-such-program").is_none());
        assert!(find_program("/nonexistent/sh").is_none());
        assert_eq!(
            first_line(&["sh".into(), "-c".into(), "echo; echo hello; echo x".into()]).as_deref(),
            Some("hello")
        );
        assert!(first_line(&["triheap-bench-no-such-program".into()]).is_none());
        assert!(cpus() >= 1);
        assert!(uname().len() > 3);
    }
}
