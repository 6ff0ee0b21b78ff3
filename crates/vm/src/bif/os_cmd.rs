//! `os:cmd/1,2`: run a command in a shell and return what it wrote to standard output, as
//! Erlang/OTP does (`/bin/sh`, the output's bytes as a list of characters, standard error
//! not captured, standard input empty).

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::process::Process;
use crate::term::Term;
use std::process::{Command, Stdio};

/// The command: an atom, or a (deep) list of characters without NUL.
pub(crate) fn command(t: Term) -> Option<String> {
    if t.is_atom() {
        return Some(atom::name(t).to_string());
    }
    let mut out = String::new();
    let mut stack = vec![t];
    while let Some(mut t) = stack.pop() {
        while t.is_cons() {
            let h = t.head();
            if h.is_cons() || h.is_nil() {
                stack.push(t.tail());
                t = h;
                continue;
            }
            let c = u32::try_from(h.is_small().then(|| h.small_val())?).ok()?;
            out.push(char::from_u32(c).filter(|&c| c != '\0')?);
            t = t.tail();
        }
        if !t.is_nil() {
            return None;
        }
    }
    Some(out)
}

fn run(p: &mut Process, cmd: Term, max_size: Option<usize>) -> BifResult {
    let cmd = command(cmd).ok_or_else(badarg)?;
    // The command's standard error is ours: what the program printed comes first.
    crate::stdout::flush_stdout();
    let out = Command::new("/bin/sh")
        .arg("-c")
        .arg(&cmd)
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output();
    let mut bytes = out.map(|o| o.stdout).unwrap_or_default();
    if let Some(n) = max_size {
        bytes.truncate(n);
    }
    let chars: Vec<Term> = bytes.iter().map(|&b| Term::small(b as i64)).collect();
    Ok(build::list(&mut p.heap, &chars))
}

fn cmd_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    // Erlang/OTP runs the command through a port, which takes a port number.
    cx.ports.skip_number();
    run(p, a[0], None)
}

/// `os:cmd(Command, #{max_size => N | infinity})`.
fn cmd_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let opts = a[1];
    if !opts.is_map() {
        return Err(badarg());
    }
    let mut max_size = None;
    for (k, v) in super::maps::pairs(opts) {
        match k.is_atom().then(|| atom::name(k)) {
            Some("max_size") if v == atom::atom("infinity") => {}
            Some("max_size") if v.is_small() && v.small_val() >= 0 => {
                max_size = Some(v.small_val() as usize)
            }
            _ => return Err(badarg()),
        }
    }
    cx.ports.skip_number();
    run(p, a[0], max_size)
}

pub const BIFS: &[BifEntry] = &[("os", "cmd", 1, cmd_1), ("os", "cmd", 2, cmd_2)];
