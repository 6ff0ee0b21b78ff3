//! The runtime's standard output: one buffered writer, flushed at exit and before anything
//! is written to standard error, so that the two streams interleave as the program wrote
//! them and output already printed is never lost.

use std::io::{BufWriter, Stdout, Write};
use std::sync::{Mutex, OnceLock};

fn stdout_writer() -> &'static Mutex<BufWriter<Stdout>> {
    static OUT: OnceLock<Mutex<BufWriter<Stdout>>> = OnceLock::new();
    OUT.get_or_init(|| Mutex::new(BufWriter::with_capacity(1 << 16, std::io::stdout())))
}

/// Write bytes to the buffered standard output. Write errors (a closed pipe) are ignored,
/// as the runtime has nowhere to report them.
pub fn write_stdout(bytes: &[u8]) {
    let mut out = stdout_writer().lock().unwrap_or_else(|e| e.into_inner());
    let _ = out.write_all(bytes);
}

/// Flush the buffered standard output (at exit, and before writing to standard error).
pub fn flush_stdout() {
    let mut out = stdout_writer().lock().unwrap_or_else(|e| e.into_inner());
    let _ = out.flush();
}

/// The runtime cannot go on (memory is exhausted): keep what the program printed, say why on
/// standard error, and exit with status 1, as Erlang/OTP stops its node.
pub fn fatal(message: &str) -> ! {
    write_stderr(format!("triheap: {message}\n").as_bytes());
    std::process::exit(1)
}

/// Write bytes to standard error, after flushing standard output.
pub fn write_stderr(bytes: &[u8]) {
    flush_stdout();
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(bytes);
    let _ = err.flush();
}
