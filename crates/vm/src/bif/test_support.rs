//! Helpers shared by the BIF unit tests.

use crate::atom;
use crate::build;
use crate::exception::{BifResult, Trap};
use crate::process::Process;
use crate::term::Term;

/// A fresh process to call BIFs in.
pub fn p() -> Process {
    Process::new(Term::pid(0), 233)
}

/// The reason of the exception a BIF raised, if it raised one.
pub fn reason(r: BifResult) -> Option<Term> {
    match r {
        Err(Trap::Raise(e)) => Some(e.reason),
        _ => None,
    }
}

pub fn is_badarg(r: BifResult) -> bool {
    reason(r) == Some(atom::BADARG)
}

/// A list of small integers.
pub fn ints(p: &mut Process, v: &[i64]) -> Term {
    let v: Vec<Term> = v.iter().map(|&i| Term::small(i)).collect();
    build::list(&mut p.heap, &v)
}
