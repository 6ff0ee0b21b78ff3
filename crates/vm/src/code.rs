//! Loaded code: the instruction set, modules, and fun entries.
//!
//! # The machine
//! A register machine with register windows, as in Lua: each call gets a frame of `size`
//! registers `R0..` on the process's stack; the caller puts a call's arguments in consecutive
//! registers `R(base)..` at the top of its frame, and those become the callee's `R0..`; the
//! callee returns its result in its `R0`, which is the caller's `R(base)`. Constants are
//! embedded in instructions as terms (immediates, or pointers into the literal area).
//!
//! Heap allocation happens only after a `TestHeap` that reserved the words, which is also the
//! only place a collection may start (besides function entry, `Enter`, which collects when
//! BIFs overflowed into heap fragments). Roots are the registers below the instruction's
//! `live` count, every register of every calling frame, the mailbox and the dictionary.
//!
//! Labels are absolute instruction indices within the module's code.
//!
//! # Invariants behind the unsafe code
//! A `CodePtr` points into a module's `code`, which never moves or is freed once loaded
//! (modules live for the run), so sending it between threads and offsetting it within the
//! module's code are sound; `code_check` proves every label lies inside its function.

pub use crate::bif::BifFn;
use crate::heap::Heap;
use crate::term::{header, FunSortKey, Kind, Term};
use std::collections::HashMap;
use std::sync::OnceLock;
use triheap_ir::ir::BinSpec;

/// A register of a function's frame. Frames may be large (a function binding 100,000
/// variables), so registers are 32-bit; a call's fused moves keep 16-bit destinations
/// ([`PreMoves`]) so that instructions stay 56 bytes.
pub type Reg = u32;
/// The destination of a call's fused move: the peephole pass fuses only moves into the
/// first 65,536 registers.
pub type PreReg = u16;
pub type Label = u32;
/// A label meaning "raise instead of jumping".
pub const RAISE: Label = u32::MAX;

/// An instruction operand: a register or a constant term.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Src {
    R(Reg),
    K(Term),
}

/// Up to two moves a call makes before it calls (the `move`s before it, fused by the
/// peephole pass): `src[k] -> dst[k]` for `k < n`, in order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PreMoves {
    pub n: u8,
    pub src: [Src; 2],
    pub dst: [PreReg; 2],
}

impl PreMoves {
    pub const NONE: PreMoves = PreMoves {
        n: 0,
        src: [Src::R(0); 2],
        dst: [0; 2],
    };

    /// The moves made, in order.
    pub fn iter(&self) -> impl Iterator<Item = (Src, Reg)> + '_ {
        (0..self.n as usize).map(|k| (self.src[k], Reg::from(self.dst[k])))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeTest {
    Integer,
    Float,
    Number,
    Atom,
    Boolean,
    List,
    Cons,
    Nil,
    Tuple,
    Binary,
    Bitstring,
    /// The bitstring of no bits: the pattern `<<>>`.
    EmptyBitstring,
    Function,
    Pid,
    Reference,
    Map,
}

/// What a `bs_rest` makes of the rest of a bitstring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestAs {
    /// A sub-binary.
    SubBinary,
    /// A match context passed to a clause head (`compile/match_reuse.rs`): one matched is
    /// advanced in place, and one is made otherwise.
    Context,
    /// Nothing: the rest is never read (`_/binary`), so only its size is checked and the
    /// destination gets `[]`.
    Unused,
}

/// Integer operations with a fast path for two small integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Band,
    Bor,
    Bxor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    /// `=:=`
    ExactEq,
    /// `=/=`
    ExactNe,
    /// `==`
    Eq,
    /// `/=`
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// Float registers a function's code may name (`F0..`); the interpreter keeps them in a
/// local array, valid only within one float region (see `compile/float_region.rs`).
pub const FLOAT_REGS: usize = 32;

/// A float operand: a float register, a float constant, an integer constant (as a float),
/// or a register that must hold a float (or a small integer, where the other operand is a
/// float or the operation is `/`: Erlang converts it then).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FSrc {
    F(u8),
    K(f64),
    N(f64),
    R(Reg),
}

/// `store` of a float instruction whose result is not boxed.
pub const NO_STORE: Reg = Reg::MAX;

/// Functions of `math` a float region computes itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FMathFn {
    Sqrt,
    Sin,
    Cos,
    Tan,
    Atan,
    Exp,
    Log,
    Log2,
    Log10,
}

impl FMathFn {
    /// The function of `math:Name/1`, if a region computes it.
    pub fn named(name: &str) -> Option<FMathFn> {
        Some(match name {
            "sqrt" => FMathFn::Sqrt,
            "sin" => FMathFn::Sin,
            "cos" => FMathFn::Cos,
            "tan" => FMathFn::Tan,
            "atan" => FMathFn::Atan,
            "exp" => FMathFn::Exp,
            "log" => FMathFn::Log,
            "log2" => FMathFn::Log2,
            "log10" => FMathFn::Log10,
            _ => return None,
        })
    }

    /// The same computation as the `math` BIF's (`bif/math.rs`).
    #[inline]
    pub fn apply(self, x: f64) -> f64 {
        match self {
            FMathFn::Sqrt => x.sqrt(),
            FMathFn::Sin => x.sin(),
            FMathFn::Cos => x.cos(),
            FMathFn::Tan => x.tan(),
            FMathFn::Atan => x.atan(),
            FMathFn::Exp => x.exp(),
            FMathFn::Log => x.ln(),
            FMathFn::Log2 => x.log2(),
            FMathFn::Log10 => x.log10(),
        }
    }
}

/// Float operations (operands and result are floats; a non-finite result fails).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FOp {
    Add,
    Sub,
    Mul,
    Div,
}

impl FOp {
    #[inline]
    pub fn apply(self, x: f64, y: f64) -> f64 {
        match self {
            FOp::Add => x + y,
            FOp::Sub => x - y,
            FOp::Mul => x * y,
            FOp::Div => x / y,
        }
    }
}

/// Errors raised by failed matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchFail {
    Badmatch,
    CaseClause,
    IfClause,
    TryClause,
    FunctionClause,
}

#[derive(Clone, Debug)]
pub struct BsSegment {
    pub value: Src,
    pub size: Option<Src>,
    pub spec: BinSpec,
}

#[derive(Clone, Debug)]
pub enum Instr {
    /// Function entry: make the frame `size` registers (the first `arity` are the arguments),
    /// set registers `clear_from..clear_to` to `[]` (those a collection could see before the
    /// function writes them: `compile/frame_clear.rs`), count a reduction, and collect if
    /// heap fragments have grown large.
    Enter {
        size: Reg,
        arity: Reg,
        clear_from: Reg,
        clear_to: Reg,
    },
    Call {
        entry: Label,
        base: Reg,
        pre: PreMoves,
    },
    /// Tail call: the arguments are in `R(base)..`; they are moved to `R0..` first.
    CallOnly {
        entry: Label,
        base: Reg,
        arity: Reg,
        pre: PreMoves,
    },
    CallExt {
        import: u32,
        base: Reg,
    },
    CallExtOnly {
        import: u32,
        base: Reg,
        arity: Reg,
    },
    /// Call the fun in `R(base + arity)` with the arguments in `R(base)..`.
    CallFun {
        base: Reg,
        arity: Reg,
        pre: PreMoves,
    },
    CallFunOnly {
        base: Reg,
        arity: Reg,
        pre: PreMoves,
    },
    Return,
    Jump(Label),
    Move {
        src: Src,
        dst: Reg,
    },
    /// Two moves in a row: `a -> da`, then `b -> db`.
    Move2 {
        a: Src,
        da: Reg,
        b: Src,
        db: Reg,
    },

    /// Make sure `need` words are free, collecting if not; registers `R0..R(live)` are live.
    TestHeap {
        need: u32,
        live: Reg,
    },
    PutCons {
        head: Src,
        tail: Src,
        dst: Reg,
    },
    PutTuple {
        elems: Box<[Src]>,
        dst: Reg,
    },
    /// `TestHeap { need: 2, live }` and `PutCons` in one.
    TestPutCons {
        head: Src,
        tail: Src,
        dst: Reg,
        live: Reg,
    },
    /// `TestHeap` for exactly this tuple and `PutTuple` in one.
    TestPutTuple {
        elems: Box<[Src]>,
        dst: Reg,
        live: Reg,
    },
    /// `TestPutTuple` into `R0` and `Return` in one (a function's result built last).
    TestPutTupleReturn {
        elems: Box<[Src]>,
        live: Reg,
    },
    /// `put_cons` at an allocation site marked shared: under the hybrid architecture the
    /// cell is made in the message area (its parts copied there on demand); elsewhere it is
    /// an ordinary `put_cons`.
    PutConsShared {
        head: Src,
        tail: Src,
        dst: Reg,
    },
    /// `put_tuple` at an allocation site marked shared (see `PutConsShared`).
    PutTupleShared {
        elems: Box<[Src]>,
        dst: Reg,
    },
    /// Build a closure over fun `fun` (an index into the module's fun table).
    MakeFun {
        fun: u32,
        free: Box<[Src]>,
        dst: Reg,
    },
    /// `make_fun` at an allocation site marked shared (see `PutConsShared`).
    MakeFunShared {
        fun: u32,
        free: Box<[Src]>,
        dst: Reg,
    },

    /// Jump to `fail` unless the test holds.
    Test {
        test: TypeTest,
        src: Src,
        fail: Label,
    },
    IsTuple {
        src: Src,
        arity: u32,
        fail: Label,
    },
    /// A tuple of `arity` whose first element is the atom `tag`.
    IsTaggedTuple {
        src: Src,
        arity: u32,
        tag: Term,
        fail: Label,
    },
    IsFunArity {
        src: Src,
        arity: Src,
        fail: Label,
    },
    Cmp {
        op: CmpOp,
        a: Src,
        b: Src,
        fail: Label,
    },
    GetHd {
        src: Src,
        dst: Reg,
    },
    /// Jump to `fail` unless `src` is a cons; else its head to `hd` and tail to `tl`.
    GetList {
        src: Src,
        hd: Reg,
        tl: Reg,
        fail: Label,
    },
    GetTl {
        src: Src,
        dst: Reg,
    },
    /// The first clauses of a function on lists, in one dispatch: fall through if `src` is
    /// `[]`; if it is a cons, its head to `hd`, its tail to `tl` and jump to `cons`; else
    /// jump to `other`.
    SwitchList {
        src: Src,
        hd: Reg,
        tl: Reg,
        cons: Label,
        other: Label,
    },
    /// The first clauses of a function on an immediate or a tuple (`f(nil) -> ..; f({K, V,
    /// L, R}) -> ..`), in one dispatch: fall through if `src` is `imm`; if it is a tuple of
    /// `arity`, jump to `tuple`; else jump to `other`.
    SwitchTuple {
        src: Src,
        imm: Term,
        arity: u32,
        tuple: Label,
        other: Label,
    },
    /// Elements `i1` and `i2` (1-based) of a tuple known to be big enough, to `d1` and `d2`
    /// (`d1` is not `src`).
    GetElement2 {
        src: Src,
        i1: u32,
        d1: Reg,
        i2: u32,
        d2: Reg,
    },
    /// Four elements of a tuple known to be big enough: element `is[k]` to `ds[k]`, in
    /// order (no `ds[k]` but the last is `src`).
    GetElement4 {
        src: Src,
        is: [u32; 4],
        ds: [Reg; 4],
    },
    /// Jump to `fail` unless `src` is exactly the immediate `imm` (an atom, small integer,
    /// `[]`, ...): one word comparison.
    IsEqImm {
        src: Src,
        imm: Term,
        fail: Label,
    },
    /// Jump to `fail` if `src` is exactly the immediate `imm`.
    IsNeImm {
        src: Src,
        imm: Term,
        fail: Label,
    },
    /// Element `index` (1-based) of a tuple known to be big enough.
    GetElement {
        src: Src,
        index: u32,
        dst: Reg,
    },
    /// `element(index, src)` with a literal index: one load when `src` is a tuple of at least
    /// `index` elements; otherwise the BIF `bif`, called as `Bif` calls it (same errors).
    ElementImm {
        index: u32,
        src: Src,
        dst: Reg,
        bif: BifFn,
        fail: Label,
    },
    /// The value of the comparison `a op b`, `true` or `false`, to `dst` (a comparison in a
    /// value context: `lists:filter(fun(X) -> X rem 2 =:= 0 end, L)`); never fails.
    CmpValue {
        op: CmpOp,
        a: Src,
        b: Src,
        dst: Reg,
    },

    /// Float region: `F(dst) = a op b`, also boxed into `R(store)` unless that is
    /// [`NO_STORE`]; jump to `fail` if an `R` operand holds no float or the result is not
    /// finite. Boxing needs no `TestHeap`: it may overflow into a heap fragment.
    FArith {
        op: FOp,
        a: FSrc,
        b: FSrc,
        dst: u8,
        store: Reg,
        fail: Label,
    },
    /// Float region: `F(dst) = -src` (stored and failing as `FArith`).
    FNeg {
        src: FSrc,
        dst: u8,
        store: Reg,
        fail: Label,
    },
    /// Float region: `F(dst) = f(src)` for a function of `math` (stored and failing as
    /// `FArith`: outside its domain a function's result is not finite).
    FMath {
        f: FMathFn,
        src: FSrc,
        dst: u8,
        store: Reg,
        fail: Label,
    },

    /// Call a built-in function; on failure jump to `fail`, or raise if `fail` is [`RAISE`].
    Bif {
        bif: BifFn,
        args: Box<[Src]>,
        dst: Reg,
        fail: Label,
    },
    /// `a op b` inline when both are small integers and the result is small; otherwise the
    /// general BIF `bif` (bignums, floats, errors).
    Arith {
        op: ArithOp,
        a: Src,
        b: Src,
        dst: Reg,
        bif: BifFn,
        fail: Label,
    },
    /// `Arith` specialised to `+`, `-` and `*` (chosen by the peephole pass).
    ArithAdd {
        a: Src,
        b: Src,
        dst: Reg,
        bif: BifFn,
        fail: Label,
    },
    ArithSub {
        a: Src,
        b: Src,
        dst: Reg,
        bif: BifFn,
        fail: Label,
    },
    ArithMul {
        a: Src,
        b: Src,
        dst: Reg,
        bif: BifFn,
        fail: Label,
    },
    /// Send `msg` to `to`; the value (the message) goes to `dst`.
    Send {
        to: Src,
        msg: Src,
        dst: Reg,
    },

    /// Push an exception handler: an exception unwinds to this frame and jumps to `handler`
    /// with class, reason and stacktrace in `R(regs)`, `R(regs+1)`, `R(regs+2)`.
    TryBegin {
        handler: Label,
        regs: Reg,
    },
    TryEnd,
    /// Push a `catch` handler: the exception's `catch` value goes to `R(dst)`.
    CatchBegin {
        handler: Label,
        dst: Reg,
    },
    CatchEnd,
    Raise {
        class: Src,
        reason: Src,
        trace: Option<Src>,
    },
    /// Raise the error of a failed match; `value` is the unmatched value where the error
    /// carries one.
    MatchFail {
        kind: MatchFail,
        value: Src,
    },

    /// Put the message under the receive cursor in `dst`, or jump to `empty` if none is left.
    RecvPeek {
        dst: Reg,
        empty: Label,
    },
    /// Move the cursor to the next message and jump to `again`.
    RecvNext {
        again: Label,
    },
    /// Remove the message under the cursor from the mailbox and reset the cursor.
    RecvAccept,
    /// Wait for a new message (then jump to `again`) or for `timeout` ms to pass since the
    /// receive started (then reset the cursor and fall through).
    RecvWait {
        timeout: Option<Src>,
        again: Label,
    },

    /// Build a binary from segments into `dst`.
    BsBuild {
        segments: Box<[BsSegment]>,
        dst: Reg,
    },
    /// Start matching the bitstring `src`: `R(ctx)` gets it, `R(ctx+1)` the bit position 0.
    BsStart {
        src: Src,
        ctx: Reg,
        fail: Label,
    },
    /// Read a segment at the context's position into `dst` and advance.
    BsGet {
        ctx: Reg,
        size: Option<Src>,
        spec: BinSpec,
        dst: Reg,
        fail: Label,
    },
    /// The rest of the bitstring (from the position), which must be a binary if `unit` is 8,
    /// as `as_` says (`bits::rest`).
    BsRest {
        ctx: Reg,
        unit: u32,
        dst: Reg,
        fail: Label,
        as_: RestAs,
    },
    /// Fail unless the whole bitstring was matched.
    BsEnd {
        ctx: Reg,
        fail: Label,
    },
}

impl Instr {
    /// The moves a call makes before it calls, if it is a call that can make them.
    pub fn pre_moves(&self) -> Option<&PreMoves> {
        match self {
            Instr::Call { pre, .. }
            | Instr::CallOnly { pre, .. }
            | Instr::CallFun { pre, .. }
            | Instr::CallFunOnly { pre, .. } => Some(pre),
            _ => None,
        }
    }

    pub fn pre_moves_mut(&mut self) -> Option<&mut PreMoves> {
        match self {
            Instr::Call { pre, .. }
            | Instr::CallOnly { pre, .. }
            | Instr::CallFun { pre, .. }
            | Instr::CallFunOnly { pre, .. } => Some(pre),
            _ => None,
        }
    }

    /// Call `f` on every label this instruction names (fail, handler and receive labels, and
    /// a local call's entry); [`RAISE`] is passed too.
    pub fn each_label_mut(&mut self, mut f: impl FnMut(&mut Label)) {
        match self {
            Instr::Call { entry, .. } | Instr::CallOnly { entry, .. } => f(entry),
            Instr::Jump(l) => f(l),
            Instr::Test { fail, .. }
            | Instr::IsTuple { fail, .. }
            | Instr::IsTaggedTuple { fail, .. }
            | Instr::IsFunArity { fail, .. }
            | Instr::Cmp { fail, .. }
            | Instr::Bif { fail, .. }
            | Instr::ElementImm { fail, .. }
            | Instr::Arith { fail, .. }
            | Instr::ArithAdd { fail, .. }
            | Instr::ArithSub { fail, .. }
            | Instr::ArithMul { fail, .. }
            | Instr::BsStart { fail, .. }
            | Instr::BsGet { fail, .. }
            | Instr::BsRest { fail, .. }
            | Instr::BsEnd { fail, .. }
            | Instr::GetList { fail, .. }
            | Instr::IsEqImm { fail, .. }
            | Instr::IsNeImm { fail, .. }
            | Instr::FArith { fail, .. }
            | Instr::FNeg { fail, .. }
            | Instr::FMath { fail, .. } => f(fail),
            Instr::SwitchList { cons, other, .. } => {
                f(cons);
                f(other);
            }
            Instr::SwitchTuple { tuple, other, .. } => {
                f(tuple);
                f(other);
            }
            Instr::TryBegin { handler, .. } | Instr::CatchBegin { handler, .. } => f(handler),
            Instr::RecvPeek { empty, .. } => f(empty),
            Instr::RecvNext { again } | Instr::RecvWait { again, .. } => f(again),
            _ => {}
        }
    }
}

/// The registers below a call's base that the caller may read after the call returns:
/// bit `r` of `live` is set if register `r` is live. `regs` is the call's base.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedLive {
    pub regs: Reg,
    pub live: Box<[u64]>,
}

impl SavedLive {
    /// Whether register `r` (below `regs`) may be read again.
    #[inline]
    pub fn is_live(&self, r: usize) -> bool {
        self.live
            .get(r / 64)
            .is_some_and(|w| w & (1 << (r % 64)) != 0)
    }
}

/// The [`SavedLive`] sets of a module's calls, by the label each call returns to: one index
/// per instruction, so a collection finds a saved frame's set with one load (a hash lookup
/// per frame was 2-3% of a run collecting deep recursions).
#[derive(Default)]
pub struct SavedLiveTable {
    /// `at[label]`: one plus the index in `sets` of the call returning to `label`, or 0.
    at: Box<[u32]>,
    sets: Vec<SavedLive>,
}

impl SavedLiveTable {
    /// The table of a module of `code_len` instructions with these calls' sets.
    pub fn new(code_len: usize, calls: Vec<(Label, SavedLive)>) -> SavedLiveTable {
        if calls.is_empty() {
            return SavedLiveTable::default();
        }
        let mut at = vec![0u32; code_len + 1].into_boxed_slice();
        let mut sets = Vec::with_capacity(calls.len());
        for (label, set) in calls {
            sets.push(set);
            at[label as usize] = sets.len() as u32;
        }
        SavedLiveTable { at, sets }
    }

    /// The set of the call that returns to `ret`, if some register below its base is dead.
    #[inline]
    pub fn get(&self, ret: Label) -> Option<&SavedLive> {
        let i = *self.at.get(ret as usize)?;
        i.checked_sub(1).map(|i| &self.sets[i as usize])
    }
}

#[derive(Debug)]
pub struct FuncInfo {
    pub name: Term,
    pub arity: u32,
    pub entry: Label,
    /// One past the function's last instruction.
    pub end: Label,
}

/// How a call to another module's function was resolved (cached on first call).
#[derive(Clone, Copy)]
pub enum Resolved {
    Erlang {
        module: &'static Module,
        entry: Label,
    },
    Bif(BifFn),
}

pub struct Import {
    pub module: Term,
    pub function: Term,
    pub arity: u32,
    pub resolved: OnceLock<Resolved>,
}

/// What a fun value calls: a lifted function of a module, or an exported `M:F/A`.
pub enum FunTarget {
    Local {
        module: OnceLock<&'static Module>,
        func: u32,
        entry: Label,
        nfree: u32,
    },
    Export {
        module: Term,
        function: Term,
    },
}

/// A fun's entry. `#[repr(C)]` with the sort key first: the term order reads the key
/// through the entry's address (`Term::fun_sort_key`).
#[repr(C)]
pub struct FunEntry {
    pub key: FunSortKey,
    pub target: FunTarget,
    /// The arity the fun is called with.
    pub arity: u32,
    /// Module and function names for printing (`#Fun<m.name.A>`) and stack traces.
    pub module_name: Term,
    pub name: Term,
    pub index: u32,
}

pub struct Module {
    pub name: Term,
    pub file: String,
    pub code: Vec<Instr>,
    pub functions: Vec<FuncInfo>,
    /// (function atom index, arity) → index in `functions`.
    pub exports: HashMap<(u32, u32), u32>,
    /// (function atom index, arity) → index in `functions`, for every function.
    pub locals: HashMap<(u32, u32), u32>,
    pub imports: Vec<Import>,
    pub funs: Vec<&'static FunEntry>,
    /// Source lines for stacktraces, beside the code so no instruction carries one: `(pc,
    /// line)` sorted by pc, each line holding from its pc to the next entry's (line 0: none).
    /// Read only when an exception is raised.
    pub lines: Vec<(Label, u32)>,
    /// `{file, Path}` for stacktrace locations, a literal.
    pub file_loc: Term,
    /// For a call after which the caller does not read some of its registers below the
    /// call's base: those it may read, by the label the call returns to
    /// (`compile/saved_live.rs`). A collection clears the others in saved frames.
    pub saved_live: SavedLiveTable,
    /// Its number in `module_slots`, by which return frames name it.
    pub slot: u8,
}

/// The address of an instruction in a module's code: the interpreter's program counter and
/// a frame's return address. Modules are never freed or changed once loaded, so the address
/// stays valid for the whole run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodePtr(pub *const Instr);

// SAFETY: it points into a module's code, which is immutable and lives for the whole run.
unsafe impl Send for CodePtr {}
unsafe impl Sync for CodePtr {}

impl Module {
    /// The address of the instruction at `pc`.
    #[inline(always)]
    pub fn at(&self, pc: Label) -> CodePtr {
        debug_assert!((pc as usize) <= self.code.len());
        // SAFETY: `pc` is a label of this module's code, or just past its end.
        CodePtr(unsafe { self.code.as_ptr().add(pc as usize) })
    }

    /// The label of `at`, an address in this module's code.
    #[inline]
    pub fn label_of(&self, at: CodePtr) -> Label {
        // SAFETY: `at` points into (or just past) this module's code.
        (unsafe { at.0.offset_from(self.code.as_ptr()) }) as Label
    }

    /// The function whose code contains `pc`.
    pub fn function_at(&self, pc: Label) -> Option<&FuncInfo> {
        let i = self.functions.partition_point(|f| f.entry <= pc);
        if i == 0 {
            return None;
        }
        let f = &self.functions[i - 1];
        (pc < f.end).then_some(f)
    }

    /// The source line of the instruction at `pc` (0: unknown).
    pub fn line_at(&self, pc: Label) -> u32 {
        let i = self.lines.partition_point(|&(at, _)| at <= pc);
        if i == 0 {
            return 0;
        }
        self.lines[i - 1].1
    }

    pub fn exported(&self, name: Term, arity: u32) -> Option<&FuncInfo> {
        self.exports
            .get(&(name.atom_index(), arity))
            .map(|&i| &self.functions[i as usize])
    }
}

/// A fun object: a closure over `entry` with free variables `free`, as `MakeFun` builds it
/// (an exported fun has none).
pub fn make_fun(heap: &mut Heap, entry: &'static FunEntry, free: &[Term]) -> Term {
    let p = heap.alloc(2 + free.len());
    // SAFETY: `p` has `2 + free.len()` fresh words; the header, entry and free variables
    // fill them (the entry is immortal, as loaded code is).
    unsafe {
        *p = header(Kind::Fun, 1 + free.len());
        *p.add(1) = crate::term::encode_addr(entry as *const FunEntry);
        std::ptr::copy_nonoverlapping(free.as_ptr() as *const u64, p.add(2), free.len());
        Term::from_boxed_ptr(p)
    }
}

/// The entry a fun term calls (word 1 of the fun object).
pub fn fun_entry(t: Term) -> &'static FunEntry {
    debug_assert!(t.is_fun());
    let p: *const FunEntry = crate::term::decode_addr(t.boxed_word(1));
    // SAFETY: word 1 of a fun object is the encoded address of a loaded module's FunEntry,
    // and loaded modules (hence their fun entries) live for the rest of the runtime.
    unsafe { &*p }
}

#[cfg(test)]
mod tests {
    /// Instructions are fetched one after another: a bigger enum spreads hot code over more
    /// cache lines. Fused instructions must fit in the size the others already need.
    #[test]
    fn instruction_size() {
        assert_eq!(std::mem::size_of::<super::Instr>(), 56);
    }
}
