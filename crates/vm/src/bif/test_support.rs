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

/// A small deterministic generator (xorshift64*), so that randomized tests give the same
/// inputs on every run and a failure reproduces.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// A runtime context to call BIFs with (private heaps, default options).
pub fn cx() -> crate::ctx::Ctx {
    static VM: std::sync::OnceLock<crate::vm::Vm> = std::sync::OnceLock::new();
    let vm = VM.get_or_init(|| crate::vm::Vm::new(crate::vm::Options::default()));
    crate::ctx::Ctx::new(vm).expect("a runtime context")
}
