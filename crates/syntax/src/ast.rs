//! The abstract syntax tree of one Erlang module, after preprocessing.
//!
//! Patterns and expressions share one type, [`Expr`], as in `erl_parse`: the parser reads
//! `Pat = Expr` as an expression and the lowering (in `triheap-ir`) decides which parts are
//! patterns. Macros, `-ifdef` and `-include` are gone by the time an AST exists.

use num_bigint::BigInt;

/// A 1-based line and column in the source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, PartialOrd, Ord, Hash)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// Path of the source file, as given to the parser (used in messages).
    pub file: String,
    pub name: String,
    pub exports: Vec<(String, u32)>,
    /// `-import(M, [F/A])`: (function, arity) → module.
    pub imports: Vec<Import>,
    pub records: Vec<RecordDef>,
    pub functions: Vec<Function>,
    /// `-compile(export_all)` was present.
    pub export_all: bool,
    /// Other attributes kept for tools (`-triheap_shared(...)` and the like): name, value, position.
    pub attributes: Vec<(String, Expr, Pos)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    pub module: String,
    pub name: String,
    pub arity: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RecordDef {
    pub name: String,
    pub fields: Vec<RecordField>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RecordField {
    pub name: String,
    pub default: Option<Expr>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub arity: u32,
    pub clauses: Vec<Clause>,
    pub pos: Pos,
}

/// A clause: `(Pats) when Guards -> Body`. For `if` clauses `pats` is empty. For `catch`
/// clauses of `try`, `pats` is always `[Class, Reason, Stacktrace]`; the parser fills in
/// `throw` for a missing class and `_` for a missing stacktrace variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Clause {
    pub pats: Vec<Expr>,
    /// Guard sequence: alternatives separated by `;`, each a conjunction separated by `,`.
    /// Empty when there is no `when`.
    pub guards: Vec<Vec<Expr>>,
    pub body: Vec<Expr>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Integer(BigInt),
    Float(f64),
    Atom(String),
    /// A string literal (adjacent literals already concatenated); a list of code points.
    String(Vec<u32>),
    Var(String),
    Nil,
    Cons(Box<Expr>, Box<Expr>),
    Tuple(Vec<Expr>),
    /// `P = E`
    Match(Box<Expr>, Box<Expr>),
    /// Binary operators, including `andalso`/`orelse` and `!`, by their source spelling:
    /// `+ - * / div rem band bor bxor bsl bsr and or xor andalso orelse == /= =< < >= > =:= =/= ++ -- !`
    BinOp(String, Box<Expr>, Box<Expr>),
    /// Unary `- + not bnot`
    UnOp(String, Box<Expr>),
    /// `F(Args)`: the callee is an `Atom` (local or imported or BIF), a `Remote`, or any other
    /// expression (a fun value).
    Call(Box<Expr>, Vec<Expr>),
    /// `M:F` — only as the callee of a `Call`.
    Remote(Box<Expr>, Box<Expr>),
    /// `fun name/arity`
    FunRef(String, u32),
    /// `fun M:F/A` (each part may be a variable).
    FunRemote(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `fun (...) -> ... end`, or a named fun `fun Name(...) -> ... end` when the name is set.
    Fun(Option<String>, Vec<Clause>),
    Case(Box<Expr>, Vec<Clause>),
    If(Vec<Clause>),
    Receive(Vec<Clause>, Option<(Box<Expr>, Vec<Expr>)>),
    Try {
        body: Vec<Expr>,
        of_clauses: Vec<Clause>,
        catch_clauses: Vec<Clause>,
        after: Vec<Expr>,
    },
    Catch(Box<Expr>),
    Block(Vec<Expr>),
    ListComp(Box<Expr>, Vec<Qualifier>),
    BinComp(Box<Expr>, Vec<Qualifier>),
    /// `#name{f = E, ...}`; the field `_` sets every field not named.
    Record(String, Vec<(String, Expr)>),
    /// `Expr#name{f = E, ...}`
    RecordUpdate(Box<Expr>, String, Vec<(String, Expr)>),
    /// `Expr#name.field`
    RecordField(Box<Expr>, String, String),
    /// `#name.field`
    RecordIndex(String, String),
    Binary(Vec<BinElement>),
    /// `#{K => V, K := V}`
    Map(Vec<MapAssoc>),
    /// `Expr#{...}`
    MapUpdate(Box<Expr>, Vec<MapAssoc>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Qualifier {
    /// `Pat <- Expr`
    Generator(Expr, Expr),
    /// `Pat <= Expr`
    BinGenerator(Expr, Expr),
    Filter(Expr),
}

#[derive(Clone, Debug, PartialEq)]
pub struct BinElement {
    pub value: Expr,
    pub size: Option<Expr>,
    /// Type specifiers in source order: `integer`, `float`, `binary`, `bytes`, `bitstring`,
    /// `bits`, `utf8`, `utf16`, `utf32`, `signed`, `unsigned`, `big`, `little`, `native`,
    /// and `unit:N` (as `("unit", Some(N))`).
    pub specs: Vec<(String, Option<u32>)>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MapAssoc {
    pub key: Expr,
    pub value: Expr,
    /// `:=` (true) or `=>` (false)
    pub exact: bool,
}
