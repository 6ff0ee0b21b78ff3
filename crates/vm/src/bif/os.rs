//! The `os` functions programs use to learn about their host: `getpid/0`, `getenv/0,1,2`
//! and `type/0` (the time functions are in `time.rs`).

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::process::Process;
use crate::term::Term;

/// The OS process id, as a string.
fn getpid(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(build::string(&mut p.heap, &std::process::id().to_string()))
}

/// The environment as `"NAME=value"` strings.
fn getenv_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let vars: Vec<Term> = std::env::vars_os()
        .map(|(k, v)| {
            let s = format!("{}={}", k.to_string_lossy(), v.to_string_lossy());
            build::string(&mut p.heap, &s)
        })
        .collect();
    Ok(build::list(&mut p.heap, &vars))
}

fn lookup(name: Term) -> Result<Option<String>, crate::exception::Trap> {
    let name = build::list_to_string(name).ok_or_else(badarg)?;
    Ok(std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()))
}

/// The value of an environment variable, or `false`.
fn getenv_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(match lookup(a[0])? {
        Some(v) => build::string(&mut p.heap, &v),
        None => atom::FALSE,
    })
}

/// The value of an environment variable, or `Default`.
fn getenv_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(match lookup(a[0])? {
        Some(v) => build::string(&mut p.heap, &v),
        None => a[1],
    })
}

/// `{unix, linux}` (or the host's family and name).
fn os_type(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let (family, name) = if cfg!(unix) {
        ("unix", std::env::consts::OS)
    } else {
        ("win32", "nt")
    };
    let t = [atom::atom(family), atom::atom(name)];
    Ok(build::tuple(&mut p.heap, &t))
}

pub const BIFS: &[BifEntry] = &[
    ("os", "getpid", 0, getpid),
    ("os", "getenv", 0, getenv_0),
    ("os", "getenv", 1, getenv_1),
    ("os", "getenv", 2, getenv_2),
    ("os", "type", 0, os_type),
];
