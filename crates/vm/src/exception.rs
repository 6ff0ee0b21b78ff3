//! Exceptions, and the other ways a built-in function can hand control back to the
//! interpreter.

use crate::atom;
use crate::term::Term;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Error,
    Exit,
    Throw,
}

impl Class {
    pub fn atom(self) -> Term {
        match self {
            Class::Error => atom::ERROR,
            Class::Exit => atom::EXIT,
            Class::Throw => atom::THROW,
        }
    }

    pub fn from_atom(t: Term) -> Option<Class> {
        match t {
            atom::ERROR => Some(Class::Error),
            atom::EXIT => Some(Class::Exit),
            atom::THROW => Some(Class::Throw),
            _ => None,
        }
    }
}

/// `Exception::args` for an error a BIF raises as if its caller had (`error/1`): no frame
/// of its own in the stacktrace.
pub const NO_BIF_FRAME: Term = atom::UNDEFINED;

#[derive(Clone, Copy, Debug)]
pub struct Exception {
    pub class: Class,
    pub reason: Term,
    /// The stacktrace term when re-raising one; otherwise the interpreter builds one.
    pub trace: Option<Term>,
    /// For a failing BIF or `error/2`: the arguments to show in the stacktrace's top frame.
    pub args: Option<Term>,
}

impl Exception {
    pub fn error(reason: Term) -> Exception {
        Exception {
            class: Class::Error,
            reason,
            trace: None,
            args: None,
        }
    }
    pub fn new(class: Class, reason: Term) -> Exception {
        Exception {
            class,
            reason,
            trace: None,
            args: None,
        }
    }
}

/// Why a built-in function did not return a value.
#[derive(Clone, Copy, Debug)]
pub enum Trap {
    Raise(Exception),
    /// Call `module:function(args...)` in place of the BIF (`apply/3`).
    Apply {
        module: Term,
        function: Term,
        args: Term,
    },
    /// Call a fun with a list of arguments in place of the BIF (`apply/2`).
    ApplyFun {
        fun: Term,
        args: Term,
    },
    /// Stop the runtime with this exit status.
    Halt(i32),
    /// Suspend the process for this many milliseconds (`timer:sleep/1`) then return `ok`.
    Sleep(u64),
    /// Collect this process's heap now, then return `true`.
    GarbageCollect,
    /// End the process now with this exit reason (an exit signal to itself: not an
    /// exception, so no `catch` sees it).
    Exit(Term),
}

pub type BifResult = Result<Term, Trap>;

impl From<Exception> for Trap {
    fn from(e: Exception) -> Trap {
        Trap::Raise(e)
    }
}

#[inline]
pub fn badarg() -> Trap {
    Trap::Raise(Exception::error(atom::BADARG))
}

#[inline]
pub fn badarith() -> Trap {
    Trap::Raise(Exception::error(atom::BADARITH))
}

#[inline]
pub fn error(reason: Term) -> Trap {
    Trap::Raise(Exception::error(reason))
}
