//! triheap's intermediate representation: a Core-Erlang-like language in A-normal form.
//!
//! Every operand of an operation is an [`Atomic`] (a variable or a literal), so evaluation order
//! is explicit and every intermediate value has a name. Every operation that allocates a term
//! on the heap at run time (cons, tuple, closure, binary, map) is an *allocation site* with a
//! [`SiteId`]; the module's [`Module::sites`] table records where each site is in the source and
//! where its data is to be allocated ([`Placement`]). The message analysis rewrites placements;
//! the code generator reads them.
//!
//! Funs are lambda-lifted: every `fun` body is a top-level [`Function`] whose parameters are the
//! fun's arguments followed by its free variables, and a [`Expr::MakeFun`] site builds the closure.
//! Patterns contain only fresh variables: the lowering turns repeated and already-bound
//! variables into equality tests in the guard.

use num_bigint::BigInt;
pub use triheap_syntax::ast::Pos;

/// A variable, unique within its function.
pub type VarId = u32;

/// Index into [`Module::sites`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SiteId(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    pub name: String,
    pub file: String,
    /// Exported (name, arity); all functions when `-compile(export_all)`.
    pub exports: Vec<(String, u32)>,
    pub functions: Vec<Function>,
    pub sites: Vec<Site>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub arity: u32,
    pub params: Vec<VarId>,
    pub body: Expr,
    /// Source names of variables, for dumps and error messages (`var_names[id]`); compiler
    /// temporaries have names starting with `_@`.
    pub var_names: Vec<String>,
    pub pos: Pos,
    /// For a lifted fun: how many of the trailing parameters are free variables.
    pub num_free: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SiteKind {
    Cons,
    Tuple,
    Fun,
    Binary,
    Map,
}

/// Where a site allocates. `Local`: the process's own heap. `Shared`: the message area (in the
/// hybrid architecture; other architectures allocate shared sites where local ones go).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    Local,
    Shared,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Site {
    pub kind: SiteKind,
    pub pos: Pos,
    pub placement: Placement,
}

/// Compile-time constant terms. Fully constant source terms (`{ok, [1,2]}`, `"abc"`) become
/// one literal, not allocation sites: they live in the module's literal area. `Clone`,
/// `PartialEq` and `Drop` walk list spines in a loop (`deep.rs`).
#[derive(Debug)]
pub enum Literal {
    Int(BigInt),
    Float(f64),
    Atom(String),
    Nil,
    Cons(Box<Literal>, Box<Literal>),
    Tuple(Vec<Literal>),
    Binary(Vec<u8>),
    /// A constant map (sorted by key is not required).
    Map(Vec<(Literal, Literal)>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Atomic {
    Var(VarId),
    Lit(Literal),
}

#[derive(Clone, Debug, PartialEq)]
pub enum CallTarget {
    /// A function of this module (possibly a lifted fun).
    Local(String, u32),
    /// `M:F(...)`; either part may be a variable. Also used for imports and for calls of
    /// auto-imported BIFs that are not [`Expr::Bif`]s.
    Remote(Atomic, Atomic),
    /// Calling a fun value.
    Fun(Atomic),
}

/// `Drop` takes `let` chains apart in a loop (`deep.rs`), so an `Expr` cannot be moved out
/// of by a pattern: use [`Expr::into_atomic`] or `std::mem::replace`.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// The value of the expression.
    Atomic(Atomic),
    /// `let <vars> = value in body`. `value` produces `vars.len()` values only when it is a
    /// [`Expr::Values`]; otherwise `vars` has one element.
    Let {
        vars: Vec<VarId>,
        value: Box<Expr>,
        body: Box<Expr>,
    },
    /// Several values at once, e.g. from a `case` arm feeding a multi-variable `let`.
    Values(Vec<Atomic>),
    /// Allocation sites.
    Cons {
        site: SiteId,
        head: Atomic,
        tail: Atomic,
    },
    Tuple {
        site: SiteId,
        elems: Vec<Atomic>,
    },
    /// Build a closure of lifted function `name/arity` (arity counts args plus free vars) with
    /// the given free-variable values.
    MakeFun {
        site: SiteId,
        name: String,
        arity: u32,
        free: Vec<Atomic>,
    },
    Binary {
        site: SiteId,
        segments: Vec<BinSegment>,
    },
    /// `#{K => V}` when `base` is None; `Base#{K => V, K := V}` otherwise.
    Map {
        site: SiteId,
        base: Option<Atomic>,
        pairs: Vec<(Atomic, Atomic, bool)>,
    },
    Call {
        target: CallTarget,
        args: Vec<Atomic>,
        /// Where the call is in the source (line 0: none of its own, e.g. written by the
        /// lowering); the stacktrace shows it for this call's frame.
        pos: Pos,
    },
    /// A built-in operation of module `erlang` that the code generator may inline: arithmetic
    /// and comparison operators by their spelling (`+`, `=:=`, `band`, ...), `not`, type tests
    /// (`is_list`...), and guard BIFs (`element`, `tuple_size`, `hd`, `length`, `self`...).
    /// Inside a guard a failing BIF makes the guard false; elsewhere it raises.
    Bif {
        name: String,
        args: Vec<Atomic>,
        /// The operator's or call's position (line 0: none), shown if it raises.
        pos: Pos,
    },
    /// Match `args` (one per pattern) against each clause in turn; if none matches, raise the
    /// error described by `fail`.
    Case {
        args: Vec<Atomic>,
        clauses: Vec<Clause>,
        fail: CaseFail,
        /// The construct's position (line 0: none), shown if no clause matches.
        pos: Pos,
    },
    /// `receive`: clauses take one pattern each (the message). `after` is (timeout, body).
    Receive {
        clauses: Vec<Clause>,
        after: Option<(Atomic, Box<Expr>)>,
    },
    /// `try body of <of_vars> -> of_body catch <Class, Reason, Trace> -> handler`
    /// (Core Erlang's `try`). `of` clauses and `after` are desugared into these parts.
    Try {
        body: Box<Expr>,
        of_vars: Vec<VarId>,
        of_body: Box<Expr>,
        catch_vars: [VarId; 3],
        handler: Box<Expr>,
    },
    /// Old-style `catch Expr`.
    Catch(Box<Expr>),
    /// Raise an exception: class (`error`/`exit`/`throw`), reason, and the stacktrace term if
    /// re-raising (`None`: make a fresh one).
    Raise {
        class: Atomic,
        reason: Atomic,
        trace: Option<Atomic>,
        /// Where it raises (line 0: none).
        pos: Pos,
    },
}

/// What happens when no clause of a [`Expr::Case`] matches.
#[derive(Clone, Debug, PartialEq)]
pub enum CaseFail {
    /// `{case_clause, V}` with V the (single) argument.
    CaseClause,
    /// `{badmatch, V}`
    Badmatch,
    /// `if_clause`
    IfClause,
    /// `{try_clause, V}`
    TryClause,
    /// `function_clause` (the args are the function's arguments)
    FunctionClause,
    /// Cannot happen (the clauses are exhaustive, e.g. a final catch-all written by the
    /// lowering); the code generator may omit the check.
    Unreachable,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Clause {
    pub pats: Vec<Pattern>,
    /// A guard expression yielding `true` or anything else; `None` means `true`.
    pub guard: Option<Expr>,
    pub body: Expr,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Pattern {
    Wildcard,
    /// Binds a fresh variable.
    Var(VarId),
    Lit(Literal),
    Cons(Box<Pattern>, Box<Pattern>),
    Tuple(Vec<Pattern>),
    /// `Var = Pattern` inside a pattern.
    Alias(VarId, Box<Pattern>),
    Binary(Vec<BinSegPattern>),
    /// Map pattern: each key (a literal or bound variable) must be present; its value matches.
    Map(Vec<(Atomic, Pattern)>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinType {
    Integer,
    Float,
    Binary,
    Utf8,
    Utf16,
    Utf32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Endian {
    Big,
    Little,
    Native,
}

/// Type, unit, signedness and endianness of a binary segment, with defaults filled in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BinSpec {
    pub ty: BinType,
    /// Bits per size unit (1 for integer/float defaults, 8 for binary).
    pub unit: u32,
    pub signed: bool,
    pub endian: Endian,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BinSegment {
    pub value: Atomic,
    /// In units; `None` means the type's default (8 for integer, 64 for float, all for binary).
    pub size: Option<Atomic>,
    pub spec: BinSpec,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BinSegPattern {
    pub pat: Pattern,
    /// A literal or a variable bound earlier (outside, or by an earlier segment).
    /// `None`: type's default; for a final `binary` segment, the rest.
    pub size: Option<Atomic>,
    pub spec: BinSpec,
}
