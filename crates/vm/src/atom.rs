//! The atom table: one per runtime, shared by all processes and (later) all schedulers.
//!
//! Atoms are never freed. The names the VM itself needs are interned first, in a fixed order,
//! so each has a constant index (`atom::OK`, `atom::BADARG`, ...).

use crate::term::Term;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{OnceLock, RwLock};

/// Erlang/OTP's default limit (`+t`); `--max-atoms` sets another ([`set_limit`]).
pub const MAX_ATOMS: usize = 1_048_576;
/// The smallest and largest limits Erlang/OTP's `+t` accepts.
pub const MIN_ATOM_LIMIT: usize = 8192;
pub const MAX_ATOM_LIMIT: usize = 2_147_483_647;

/// The limit in force: one atom table per OS process, so one limit.
static LIMIT: AtomicUsize = AtomicUsize::new(MAX_ATOMS);

/// Sets the atom table's limit (Erlang/OTP's `+t`), at start-up.
pub fn set_limit(n: usize) {
    LIMIT.store(n, Ordering::Relaxed);
}

/// The most atoms a program may create (`erlang:system_info(atom_limit)`).
pub fn limit() -> usize {
    LIMIT.load(Ordering::Relaxed)
}
/// Longest atom name, in characters, as in Erlang/OTP.
pub const MAX_ATOM_CHARS: usize = 255;

macro_rules! predefined_atoms {
    ($($id:ident = $name:expr),* $(,)?) => {
        const PREDEFINED: &[&str] = &[$($name),*];
        predefined_atoms!(@consts 0u32; $($id),*);
    };
    (@consts $n:expr; $id:ident $(, $rest:ident)*) => {
        pub const $id: Term = Term::atom($n);
        predefined_atoms!(@consts $n + 1; $($rest),*);
    };
    (@consts $n:expr;) => {};
}

predefined_atoms! {
    FALSE = "false", TRUE = "true", OK = "ok", ERROR = "error", EXIT = "exit", THROW = "throw",
    UNDEFINED = "undefined", NORMAL = "normal", KILL = "kill", KILLED = "killed",
    BADARG = "badarg", BADARITH = "badarith", BADMATCH = "badmatch",
    FUNCTION_CLAUSE = "function_clause", CASE_CLAUSE = "case_clause", IF_CLAUSE = "if_clause",
    TRY_CLAUSE = "try_clause", UNDEF = "undef", BADFUN = "badfun", BADARITY = "badarity",
    BADRECORD = "badrecord", SYSTEM_LIMIT = "system_limit", NOPROC = "noproc",
    EXIT_UPPER = "EXIT", DOWN = "DOWN", ERLANG = "erlang", NONODE = "nonode@nohost",
    STANDARD_IO = "standard_io", STANDARD_ERROR = "standard_error", USER = "user",
    INFINITY = "infinity", FILE = "file", LINE = "line", BADKEY = "badkey", BADMAP = "badmap",
    TIMEOUT = "timeout", PROCESS = "process", LINK = "link", MONITOR = "monitor",
    TRAP_EXIT = "trap_exit", NOCONNECTION = "noconnection", TIMEOUT_VALUE = "timeout_value",
    BAD_GENERATOR = "bad_generator", BAD_FILTER = "bad_filter", NOTSUP = "notsup",
    LISTS = "lists", MAIN = "main", SHORT = "short", DECIMALS = "decimals",
    SCIENTIFIC = "scientific", COMPACT = "compact", UTF8 = "utf8", LATIN1 = "latin1",
    UNICODE = "unicode", ALL = "all", MIN_HEAP_SIZE = "min_heap_size",
    BAD_ARGUMENT = "bad_argument", NAN = "nan", INFO = "info", APPLY = "apply",
}

struct Table {
    names: Vec<&'static str>,
    index: HashMap<&'static str, u32>,
}

fn table() -> &'static RwLock<Table> {
    static TABLE: OnceLock<RwLock<Table>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Table {
            names: Vec::new(),
            index: HashMap::new(),
        };
        for name in PREDEFINED {
            let i = t.names.len() as u32;
            t.names.push(name);
            t.index.insert(name, i);
        }
        RwLock::new(t)
    })
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AtomError {
    TooLong,
    TableFull,
}

/// Atoms past [`limit`] that only the VM itself may create: a program that fills the
/// table gets `system_limit`, and the runtime can still name what it reports (the
/// `error_info` of that very exception, say).
const VM_RESERVE: usize = 4096;

/// The atom named `name`, interning it if new.
pub fn intern(name: &str) -> Result<Term, AtomError> {
    intern_within(name, limit())
}

fn intern_within(name: &str, limit: usize) -> Result<Term, AtomError> {
    if name.chars().count() > MAX_ATOM_CHARS {
        return Err(AtomError::TooLong);
    }
    if let Some(&i) = table().read().unwrap().index.get(name) {
        return Ok(Term::atom(i));
    }
    let mut t = table().write().unwrap();
    if let Some(&i) = t.index.get(name) {
        return Ok(Term::atom(i));
    }
    if t.names.len() >= limit {
        return Err(AtomError::TableFull);
    }
    let s: &'static str = Box::leak(name.to_owned().into_boxed_str());
    let i = t.names.len() as u32;
    t.names.push(s);
    t.index.insert(s, i);
    Ok(Term::atom(i))
}

/// Intern a name the VM itself chose (known to be short), in the table or its reserve;
/// panics only if the reserve is used up too.
pub fn atom(name: &str) -> Term {
    intern_within(name, limit() + VM_RESERVE).expect("atom table full")
}

/// The atom if it exists (for `list_to_existing_atom`).
pub fn existing(name: &str) -> Option<Term> {
    table()
        .read()
        .unwrap()
        .index
        .get(name)
        .map(|&i| Term::atom(i))
}

/// The name of an atom term.
pub fn name(a: Term) -> &'static str {
    debug_assert!(a.is_atom());
    table().read().unwrap().names[a.atom_index() as usize]
}

/// The name of `t` if it is an atom.
pub fn name_if_atom(t: Term) -> Option<&'static str> {
    t.is_atom().then(|| name(t))
}

pub fn count() -> usize {
    table().read().unwrap().names.len()
}

#[inline]
pub fn boolean(b: bool) -> Term {
    if b {
        TRUE
    } else {
        FALSE
    }
}
