//! BIFs of module `file` that work on whole files and directories (no I/O-device
//! processes): `read_file`, `write_file`, `delete`, `list_dir`, `get_cwd`, `make_dir`,
//! `del_dir`, `rename`. `file:consult/1` is written in Erlang on top of `read_file`.

use super::BifEntry;
use crate::atom;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;
use std::io::ErrorKind;

/// A file name: a string, a binary or an atom (deep lists of characters are flattened).
pub(crate) fn file_name(t: Term) -> Result<String, Trap> {
    if t.is_atom() {
        return Ok(atom::name(t).to_string());
    }
    let mut utf8 = Vec::new();
    super::misc::chardata_to_utf8(t, &mut utf8).ok_or_else(badarg)?;
    String::from_utf8(utf8).map_err(|_| badarg())
}

/// `{error, Reason}` with POSIX-style reasons, as Erlang/OTP reports them.
pub(crate) fn error(p: &mut Process, e: &std::io::Error) -> Term {
    let reason = match e.kind() {
        ErrorKind::NotFound => "enoent",
        ErrorKind::PermissionDenied => "eacces",
        ErrorKind::AlreadyExists => "eexist",
        ErrorKind::IsADirectory => "eisdir",
        ErrorKind::NotADirectory => "enotdir",
        ErrorKind::DirectoryNotEmpty => "eexist",
        _ => match e.raw_os_error() {
            Some(1) => "eperm",
            Some(9) => "ebadf",
            Some(18) => "exdev",
            Some(22) => "einval",
            Some(28) => "enospc",
            Some(36) => "enametoolong",
            Some(40) => "eloop",
            _ => "eio",
        },
    };
    build::tuple(&mut p.heap, &[atom::ERROR, atom::atom(reason)])
}

fn ok_or_error(p: &mut Process, r: std::io::Result<()>) -> Term {
    match r {
        Ok(()) => atom::OK,
        Err(e) => error(p, &e),
    }
}

fn read_file(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = file_name(a[0])?;
    Ok(match std::fs::read(&name) {
        Ok(bytes) => {
            let b = binary::make_binary(&mut p.heap, &bytes);
            build::tuple(&mut p.heap, &[atom::OK, b])
        }
        Err(e) => error(p, &e),
    })
}

fn write_file(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = file_name(a[0])?;
    let data = iodata_bytes(a[1])?;
    let r = std::fs::write(&name, data);
    Ok(ok_or_error(p, r))
}

/// The bytes of iodata (bytes 0..=255 and binaries, possibly deep).
pub(crate) fn iodata_bytes(t: Term) -> Result<Vec<u8>, Trap> {
    if let Some(b) = binary::bytes(t) {
        return Ok(b.to_vec());
    }
    let mut out = Vec::new();
    let mut pending = vec![t];
    while let Some(mut t) = pending.pop() {
        while t.is_cons() {
            let h = t.head();
            if h.is_small() && (0..=255).contains(&h.small_val()) {
                out.push(h.small_val() as u8);
            } else if h.is_list() {
                pending.push(t.tail());
                t = h;
                continue;
            } else {
                out.extend_from_slice(&binary::bytes(h).ok_or_else(badarg)?);
            }
            t = t.tail();
        }
        if !t.is_nil() {
            out.extend_from_slice(&binary::bytes(t).ok_or_else(badarg)?);
        }
    }
    Ok(out)
}

fn delete(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = file_name(a[0])?;
    let r = std::fs::remove_file(&name);
    Ok(ok_or_error(p, r))
}

fn make_dir(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = file_name(a[0])?;
    let r = std::fs::create_dir(&name);
    Ok(ok_or_error(p, r))
}

fn del_dir(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = file_name(a[0])?;
    let r = std::fs::remove_dir(&name);
    Ok(ok_or_error(p, r))
}

fn rename(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (from, to) = (file_name(a[0])?, file_name(a[1])?);
    let r = std::fs::rename(from, to);
    Ok(ok_or_error(p, r))
}

fn list_dir(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = file_name(a[0])?;
    Ok(match std::fs::read_dir(&name) {
        Ok(rd) => {
            let names: Vec<String> = rd
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect();
            let items: Vec<Term> = names
                .iter()
                .map(|n| build::string(&mut p.heap, n))
                .collect();
            let l = build::list(&mut p.heap, &items);
            build::tuple(&mut p.heap, &[atom::OK, l])
        }
        Err(e) => error(p, &e),
    })
}

fn get_cwd(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(match std::env::current_dir() {
        Ok(d) => {
            let s = build::string(&mut p.heap, &d.to_string_lossy());
            build::tuple(&mut p.heap, &[atom::OK, s])
        }
        Err(e) => error(p, &e),
    })
}

/// `triheap:file_stat(Name, FollowLinks)`: `{ok, {Size, Type, Access, Atime, Mtime, Ctime,
/// Mode, Links, MajorDevice, MinorDevice, Inode, Uid, Gid}}` with POSIX-second times, from
/// which `file:read_file_info/1,2` builds a `#file_info{}`.
fn file_stat(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    let name = file_name(a[0])?;
    let md = match a[1] {
        atom::TRUE => std::fs::metadata(&name),
        atom::FALSE => std::fs::symlink_metadata(&name),
        _ => return Err(badarg()),
    };
    let md = match md {
        Ok(md) => md,
        Err(e) => return Ok(error(p, &e)),
    };
    let ft = md.file_type();
    let kind = if ft.is_file() {
        "regular"
    } else if ft.is_dir() {
        "directory"
    } else if ft.is_symlink() {
        "symlink"
    } else if ft.is_block_device() || ft.is_char_device() {
        "device"
    } else {
        "other"
    };
    // Access from the owner's permission bits (an approximation of access(2)).
    let access = match (md.mode() & 0o400 != 0, md.mode() & 0o200 != 0) {
        (true, true) => "read_write",
        (true, false) => "read",
        (false, true) => "write",
        (false, false) => "none",
    };
    let h = &mut p.heap;
    let rdev = if kind == "device" { md.rdev() } else { 0 };
    let fields = [
        build::int(h, md.size() as i64),
        atom::atom(kind),
        atom::atom(access),
        build::int(h, md.atime()),
        build::int(h, md.mtime()),
        build::int(h, md.ctime()),
        build::int(h, md.mode() as i64),
        build::int(h, md.nlink() as i64),
        build::int(h, md.dev() as i64),
        build::int(h, rdev as i64),
        build::int(h, md.ino() as i64),
        build::int(h, md.uid() as i64),
        build::int(h, md.gid() as i64),
    ];
    let info = build::tuple(h, &fields);
    Ok(build::tuple(h, &[atom::OK, info]))
}

pub const BIFS: &[BifEntry] = &[
    ("triheap", "file_stat", 2, file_stat),
    ("file", "read_file", 1, read_file),
    ("file", "write_file", 2, write_file),
    ("file", "delete", 1, delete),
    ("file", "make_dir", 1, make_dir),
    ("file", "del_dir", 1, del_dir),
    ("file", "rename", 2, rename),
    ("file", "list_dir", 1, list_dir),
    ("file", "get_cwd", 0, get_cwd),
];
