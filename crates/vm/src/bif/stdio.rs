//! Standard input, and the options of the `standard_io` device.
//!
//! `lib/triheap_io_dev.erl` carries out io requests on `standard_io` in the calling process
//! over these primitives: `triheap:stdin_read_line/0`, `stdin_read/1` and `stdin_unread/1`
//! read the process's real standard input through one buffer (a read blocks the scheduler
//! thread until input arrives: the VM has one thread), and `stdio_opts/0`,
//! `stdio_set_opts/2` keep the device's `binary` and `encoding` options, which are global
//! like Erlang/OTP's standard io server's.

use super::readbuf::ReadBuf;
use super::BifEntry;
use crate::atom;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::process::Process;
use crate::term::Term;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

pub const BIFS: &[BifEntry] = &[
    ("triheap", "stdin_read_line", 0, stdin_read_line),
    ("triheap", "stdin_read", 1, stdin_read),
    ("triheap", "stdin_unread", 1, stdin_unread),
    ("triheap", "stdio_opts", 0, stdio_opts),
    ("triheap", "stdio_set_opts", 2, stdio_set_opts),
];

static STDIN: Mutex<Option<ReadBuf>> = Mutex::new(None);
static BINARY: AtomicBool = AtomicBool::new(false);
static UNICODE: AtomicBool = AtomicBool::new(false);

/// Whether `standard_io` has encoding `unicode` (output is then UTF-8, not latin1).
pub fn unicode() -> bool {
    UNICODE.load(Ordering::Relaxed)
}

fn with_stdin<R>(f: impl FnOnce(&mut ReadBuf) -> R) -> R {
    let mut g = STDIN.lock().unwrap_or_else(|e| e.into_inner());
    f(g.get_or_insert_with(ReadBuf::default))
}

/// `Bin | eof`; a read error counts as the end of input, as for Erlang/OTP's `user`.
fn result(p: &mut Process, r: std::io::Result<Option<Vec<u8>>>) -> BifResult {
    Ok(match r {
        Ok(Some(bytes)) => binary::make_binary(&mut p.heap, &bytes),
        _ => atom::atom("eof"),
    })
}

fn stdin_read_line(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    // Standard output is flushed first, so that a prompt shows before the read blocks.
    super::misc::flush_stdout();
    let r = with_stdin(|b| b.read_line(&mut std::io::stdin().lock()));
    result(p, r)
}

fn stdin_read(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let n = match a[0] {
        t if t.is_small() && t.small_val() >= 0 => t.small_val() as usize,
        _ => return Err(badarg()),
    };
    super::misc::flush_stdout();
    let r = with_stdin(|b| b.read(&mut std::io::stdin().lock(), n));
    result(p, r)
}

fn stdin_unread(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let bytes = binary::bytes(a[0]).ok_or_else(badarg)?;
    with_stdin(|b| b.unread(&bytes));
    Ok(atom::OK)
}

/// `{Binary, Encoding}`.
fn stdio_opts(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let bin = if BINARY.load(Ordering::Relaxed) {
        atom::TRUE
    } else {
        atom::FALSE
    };
    let enc = if unicode() {
        atom::UNICODE
    } else {
        atom::LATIN1
    };
    Ok(build::tuple(&mut p.heap, &[bin, enc]))
}

fn stdio_set_opts(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let bin = match a[0] {
        atom::TRUE => true,
        atom::FALSE => false,
        _ => return Err(badarg()),
    };
    let uni = match a[1] {
        atom::UNICODE => true,
        atom::LATIN1 => false,
        _ => return Err(badarg()),
    };
    BINARY.store(bin, Ordering::Relaxed);
    UNICODE.store(uni, Ordering::Relaxed);
    Ok(atom::OK)
}
