//! The table of open files, under the file io servers (`lib/file_io_server.erl`).
//!
//! `file:open/2` starts an io server process, which opens the file here and gets a small
//! integer handle; only that process may use the handle (another gets `badarg`), and its
//! files are closed when it exits ([`owner_died`]) as Erlang/OTP closes a file when its io
//! server dies. Writes go straight to the file (no write buffer, so nothing is lost at
//! exit); reads go through a [`ReadBuf`], whose unread bytes are accounted for when the
//! position is asked for or moved, or before a write.

use super::file::{error, file_name, iodata_bytes};
use super::readbuf::ReadBuf;
use super::BifEntry;
use crate::atom;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;
use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};

pub const BIFS: &[BifEntry] = &[
    ("triheap", "file_open", 2, open),
    ("triheap", "file_read", 2, read),
    ("triheap", "file_read_line", 1, read_line),
    ("triheap", "file_unread", 2, unread),
    ("triheap", "file_write", 2, write),
    ("triheap", "file_position", 3, position),
    ("triheap", "file_sync", 1, sync),
    ("triheap", "file_truncate", 1, truncate),
    ("triheap", "file_close", 1, close),
];

struct OpenFile {
    owner: u64,
    file: File,
    rbuf: ReadBuf,
}

/// The runtime's open files (part of the runtime context, `Ctx::files`).
#[derive(Default)]
pub struct Files {
    next: i64,
    files: HashMap<i64, OpenFile>,
}

impl Files {
    /// Close the files of a process that exited.
    pub fn owner_died(&mut self, pid_index: u64) {
        self.files.retain(|_, f| f.owner != pid_index);
    }
}

/// Run `f` on the open file `h`, which the calling process must own.
fn with_file<R>(
    t: &mut Files,
    p: &Process,
    h: Term,
    f: impl FnOnce(&mut OpenFile) -> R,
) -> Result<R, Trap> {
    if !h.is_small() {
        return Err(badarg());
    }
    match t.files.get_mut(&h.small_val()) {
        Some(of) if of.owner == p.pid.pid_index() => Ok(f(of)),
        _ => Err(badarg()),
    }
}

fn io_result(p: &mut Process, r: std::io::Result<Term>) -> Term {
    match r {
        Ok(t) => t,
        Err(e) => error(p, &e),
    }
}

fn einval(p: &mut Process) -> Term {
    build::tuple(&mut p.heap, &[atom::ERROR, atom::atom("einval")])
}

/// `triheap:file_open(Name, Modes)`: `{ok, Handle} | {error, Reason}`. Of the modes only
/// `read`, `write`, `append` and `exclusive` matter here; the caller checked the others.
fn open(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = file_name(a[0])?;
    let modes = build::list_to_vec(a[1]).ok_or_else(badarg)?;
    let has = |m: &str| modes.contains(&atom::atom(m));
    let (append, exclusive) = (has("append"), has("exclusive"));
    let write = has("write") || append || exclusive;
    let read = has("read") || !write;
    let mut oo = OpenOptions::new();
    oo.read(read).write(write && !append).append(append);
    if exclusive {
        oo.create_new(true);
    } else if write {
        // `write` alone truncates; with `read` (or `append`) the contents stay.
        oo.create(true).truncate(!read && !append);
    }
    let r = oo.open(&name).and_then(|file| {
        // Linux opens a directory for reading; Erlang/OTP reports eisdir.
        if file.metadata()?.is_dir() {
            return Err(std::io::Error::from(std::io::ErrorKind::IsADirectory));
        }
        Ok(file)
    });
    Ok(match r {
        Ok(file) => {
            let t = &mut cx.files;
            t.next += 1;
            let id = t.next;
            let owner = p.pid.pid_index();
            let rbuf = ReadBuf::default();
            t.files.insert(id, OpenFile { owner, file, rbuf });
            build::tuple(&mut p.heap, &[atom::OK, Term::small(id)])
        }
        Err(e) => error(p, &e),
    })
}

/// `Bin | eof | {error, Reason}`.
fn data(p: &mut Process, r: std::io::Result<Option<Vec<u8>>>) -> Term {
    match r {
        Ok(Some(bytes)) => binary::make_binary(&mut p.heap, &bytes),
        Ok(None) => atom::atom("eof"),
        Err(e) => error(p, &e),
    }
}

fn read(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[1].is_small() || a[1].small_val() < 0 {
        return Err(badarg());
    }
    let n = a[1].small_val() as usize;
    let r = with_file(&mut cx.files, p, a[0], |f| f.rbuf.read(&mut f.file, n))?;
    Ok(data(p, r))
}

fn read_line(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let r = with_file(&mut cx.files, p, a[0], |f| f.rbuf.read_line(&mut f.file))?;
    Ok(data(p, r))
}

fn unread(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let bytes = binary::bytes(a[1]).ok_or_else(badarg)?;
    with_file(&mut cx.files, p, a[0], |f| f.rbuf.unread(&bytes))?;
    Ok(atom::OK)
}

/// Move the OS position back over bytes read ahead but not consumed.
fn drop_read_ahead(f: &mut OpenFile) -> std::io::Result<()> {
    let n = f.rbuf.pending() as i64;
    f.rbuf.clear();
    if n > 0 {
        f.file.seek(SeekFrom::Current(-n))?;
    }
    Ok(())
}

fn write(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let bytes = iodata_bytes(a[1])?;
    let r = with_file(&mut cx.files, p, a[0], |f| {
        drop_read_ahead(f)?;
        f.file.write_all(&bytes).map(|_| atom::OK)
    })?;
    Ok(io_result(p, r))
}

/// `triheap:file_position(Handle, bof | cur | eof, Offset)`: `{ok, NewPosition}`.
fn position(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let off = match a[2] {
        t if t.is_small() => t.small_val(),
        _ => return Err(badarg()),
    };
    let whence = a[1];
    let r = with_file(
        &mut cx.files,
        p,
        a[0],
        |f| -> std::io::Result<Option<u64>> {
            let pending = f.rbuf.pending() as i64;
            let base = match whence {
                w if w == atom::atom("bof") => 0,
                w if w == atom::atom("cur") => f.file.stream_position()? as i64 - pending,
                _ => f.file.metadata()?.len() as i64,
            };
            let Some(to) = base.checked_add(off).filter(|&t| t >= 0) else {
                return Ok(None);
            };
            f.rbuf.clear();
            Ok(Some(f.file.seek(SeekFrom::Start(to as u64))?))
        },
    )?;
    Ok(match r {
        Ok(Some(pos)) => {
            let pos = build::int(&mut p.heap, pos as i64);
            build::tuple(&mut p.heap, &[atom::OK, pos])
        }
        Ok(None) => einval(p),
        Err(e) => error(p, &e),
    })
}

fn sync(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let r = with_file(&mut cx.files, p, a[0], |f| {
        f.file.sync_all().map(|_| atom::OK)
    })?;
    Ok(io_result(p, r))
}

/// Cut the file at the current position.
fn truncate(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let r = with_file(&mut cx.files, p, a[0], |f| {
        drop_read_ahead(f)?;
        let at = f.file.stream_position()?;
        f.file.set_len(at).map(|_| atom::OK)
    })?;
    Ok(io_result(p, r))
}

fn close(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    with_file(&mut cx.files, p, a[0], |_| ())?;
    cx.files.files.remove(&a[0].small_val());
    Ok(atom::OK)
}
