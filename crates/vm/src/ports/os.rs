//! The operating-system side of a port: starting its program with pipes for its standard
//! input and output, and a reader thread per port that sends what the program writes, then
//! how it ended, to the scheduler's channel.

use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{ChildStdin, Command, Stdio};
use std::sync::mpsc::Sender;

/// What a reader thread reports about port `.0`.
pub enum Event {
    /// Bytes the program wrote.
    Data(u64, Vec<u8>),
    /// The end of its output, with its exit status if the port asked to wait for it.
    End(u64, Option<i32>),
}

/// What to run and how (from `open_port/2`'s arguments).
pub struct Spec {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub arg0: Option<OsString>,
    pub cd: Option<PathBuf>,
    /// Variables to set (`Some`) or remove (`None`).
    pub env: Vec<(OsString, Option<OsString>)>,
    pub stderr_to_stdout: bool,
    /// Read the program's output (`in`, the default).
    pub input: bool,
    /// Write to the program's input (`out`, the default).
    pub output: bool,
    /// Wait for the exit status at the end of the output.
    pub exit_status: bool,
}

/// A started program: its input pipe and OS pid; its reader thread runs.
pub struct Started {
    pub stdin: Option<ChildStdin>,
    pub os_pid: u32,
}

/// Start `spec`'s program as port `id`; the reader thread sends its output on `tx`. The
/// error is the `io::Error`'s kind as Erlang/OTP names it (`enoent`, `eacces`, ...).
pub fn start(id: u64, spec: &Spec, tx: Sender<Event>) -> Result<Started, &'static str> {
    let mut cmd = Command::new(&spec.program);
    cmd.args(&spec.args);
    if let Some(a) = &spec.arg0 {
        cmd.arg0(a);
    }
    if let Some(d) = &spec.cd {
        cmd.current_dir(d);
    }
    for (k, v) in &spec.env {
        match v {
            Some(v) => cmd.env(k, v),
            None => cmd.env_remove(k),
        };
    }
    cmd.stdin(if spec.output {
        Stdio::piped()
    } else {
        Stdio::null()
    });
    // One pipe for both streams when standard error goes to standard output.
    let reader = if !spec.input {
        cmd.stdout(Stdio::null());
        None
    } else if spec.stderr_to_stdout {
        let (r, w) = std::io::pipe().map_err(|e| errno_name(&e))?;
        let w2 = w.try_clone().map_err(|e| errno_name(&e))?;
        cmd.stdout(w).stderr(w2);
        Some(Box::new(r) as Box<dyn Read + Send>)
    } else {
        cmd.stdout(Stdio::piped());
        None
    };
    // What the program printed comes before what the port's program prints.
    crate::stdout::flush_stdout();
    let mut child = cmd.spawn().map_err(|e| errno_name(&e))?;
    // The command's copies of the pipe's write ends close with it (dropped here).
    drop(cmd);
    let os_pid = child.id();
    let stdin = child.stdin.take();
    let reader = match (reader, child.stdout.take()) {
        (Some(r), _) => Some(r),
        (None, Some(out)) => Some(Box::new(out) as Box<dyn Read + Send>),
        (None, None) => None,
    };
    let exit_status = spec.exit_status;
    std::thread::Builder::new()
        .name(format!("port {id}"))
        .spawn(move || {
            // A port that only writes has no end of output to report.
            let reads = reader.is_some();
            if let Some(mut r) = reader {
                let mut buf = vec![0u8; 64 * 1024];
                loop {
                    match r.read(&mut buf) {
                        Ok(0) => break,
                        Ok(n) => {
                            if tx.send(Event::Data(id, buf[..n].to_vec())).is_err() {
                                return;
                            }
                        }
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(_) => break,
                    }
                }
            }
            if !exit_status && reads {
                let _ = tx.send(Event::End(id, None));
            }
            // Reap the child; its status as a shell gives it (128 + signal when killed).
            let status = child
                .wait()
                .ok()
                .map(|s| s.code().unwrap_or_else(|| 128 + s.signal().unwrap_or(0)));
            if exit_status {
                let _ = tx.send(Event::End(id, Some(status.unwrap_or(0))));
            }
        })
        .map_err(|_| "emfile")?;
    Ok(Started { stdin, os_pid })
}

/// Erlang/OTP's name for an error starting a program.
fn errno_name(e: &std::io::Error) -> &'static str {
    match e.raw_os_error() {
        Some(libc::ENOENT) => "enoent",
        Some(libc::EACCES) => "eacces",
        Some(libc::ENOTDIR) => "enotdir",
        Some(libc::EMFILE) => "emfile",
        Some(libc::ENOEXEC) => "enoexec",
        Some(libc::E2BIG) => "e2big",
        Some(libc::ENOMEM) => "enomem",
        _ => "einval",
    }
}
