//! BIFs: `erlang:raise/3` (re-raise with a given stacktrace).

use super::BifEntry;
use crate::atom;
use crate::exception::{Class, Exception, Trap};
use crate::process::Process;
use crate::term::Term;

/// `erlang:raise(Class, Reason, Stacktrace)`: returns `badarg` (as a value, like OTP) when
/// the class or stacktrace is invalid.
fn raise(_cx: &mut crate::ctx::Ctx, _: &mut Process, a: &[Term]) -> crate::exception::BifResult {
    let (class, reason, trace) = (a[0], a[1], a[2]);
    let Some(class) = Class::from_atom(class) else {
        return Ok(atom::BADARG);
    };
    if !trace.is_list() {
        return Ok(atom::BADARG);
    }
    Err(Trap::Raise(Exception {
        class,
        reason,
        trace: Some(trace),
        args: None,
    }))
}

pub const BIFS: &[BifEntry] = &[("erlang", "raise", 3, raise)];
