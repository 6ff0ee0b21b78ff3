//! The interpreter: runs one process for a budget of reductions.
//!
//! State lives in locals while running (module, pc, register base, frame size) and is saved
//! into `Process::ctx` when the process stops running. See `code.rs` for the machine model.
//!
//! # Invariants behind the unsafe code
//! - Registers are read and written without bounds checks, and instructions fetched without
//!   them: `code_check` proved every module's code keeps to its frames and functions (see
//!   there), and `Enter` grows the stack to the frame's size before any register is touched.
//! - Heap words are written only after a `TestHeap` (or `Heap::alloc`) reserved them.

use crate::atom;
use crate::bif::BifFn;
use crate::bits;
use crate::build;
use crate::code::{
    ArithOp, CodePtr, FOp, FSrc, FunEntry, FunTarget, Instr, Label, MatchFail, Module, PreMoves,
    Resolved, Src, FLOAT_REGS, NO_STORE, RAISE,
};
use crate::ctx::Ctx;
use crate::exception::{Class, Exception, Trap};
use crate::heap::put_cons;
use crate::interp_ops::{compare, float_arith, small_arith, type_test};
use crate::order;
use crate::process::{Context, Frame, Handler, HandlerKind, Process};
use crate::term::{self, header, Kind, Term};
use crate::vm::Vm;
use std::time::{Duration, Instant};

/// Why `run` returned.
#[derive(Debug)]
pub enum Outcome {
    /// The budget is used up; run again later.
    Yield,
    /// The architecture wants a safepoint (`Ctx::preempt`) with this many reductions of the
    /// slice left: the process goes on with them right after it, so a collection step due
    /// mid-slice does not change which process runs when.
    Safepoint(u32),
    /// Waiting in `receive` for a message, until the deadline if any.
    Wait(Option<Instant>),
    /// Sleeping until the deadline (None: forever); messages do not wake it.
    Sleep(Option<Instant>),
    /// The process's initial function returned this value.
    Done(Term),
    /// The process died of an uncaught exception.
    Died(Exception),
    /// The process was ended by an exit signal with this reason.
    Killed(Term),
    /// `halt/1`: stop the runtime with this status.
    Halt(i32),
}

/// Reductions a process runs before it yields.
pub const BUDGET: u32 = 4000;
/// Fragments may grow to this many words before a collection is forced at a safe point.
const FRAGMENT_LIMIT: usize = 8192;
/// Frames recorded in a stacktrace, as Erlang/OTP's default `backtrace_depth`.
const TRACE_DEPTH: usize = crate::stacktrace::DEPTH;

/// Register `r` of the frame at `base`, unchecked.
///
/// SAFETY (of every use): `code_check` proved that each register an instruction names is
/// below its function's frame size, and `Enter` grew the stack to `base + size` (it never
/// shrinks under a live frame).
macro_rules! r {
    ($p:expr, $base:expr, $r:expr) => {
        *unsafe { $p.stack.get_unchecked_mut($base + $r as usize) }
    };
}

/// Make a call's fused moves, in order.
#[inline(always)]
fn pre_moves(p: &mut Process, base: usize, pre: &PreMoves) {
    if pre.n > 0 {
        let v = read(p, base, &pre.src[0]);
        r!(p, base, pre.dst[0]) = v;
        if pre.n > 1 {
            let v = read(p, base, &pre.src[1]);
            r!(p, base, pre.dst[1]) = v;
        }
    }
}

#[inline(always)]
fn read(p: &Process, base: usize, s: &Src) -> Term {
    match *s {
        // SAFETY: as for `r!`.
        Src::R(r) => *unsafe { p.stack.get_unchecked(base + r as usize) },
        Src::K(t) => t,
    }
}

/// Set up `p` to call `module`'s function at `entry` with `args`.
pub fn start(p: &mut Process, module: &'static Module, entry: Label, args: &[Term]) {
    p.stack.clear();
    p.stack.extend_from_slice(args);
    p.stack_dirty = args.len();
    p.frames.clear();
    p.frames_cleared = 0;
    p.handlers.clear();
    p.stack_clean = 0;
    p.ctx = Some(Context {
        module,
        pc: module.at(entry),
        base: 0,
        size: args.len(),
    });
}

#[derive(Clone, Copy)]
struct Regs {
    module: &'static Module,
    /// The next instruction, an address in `module`'s code (no index arithmetic to fetch).
    pc: *const Instr,
    base: usize,
    size: usize,
}

impl Regs {
    /// Continue at label `l` of the current module.
    #[inline(always)]
    fn goto(&mut self, l: Label) {
        self.pc = self.module.at(l).0;
    }
    /// The label of the next instruction.
    fn label(&self) -> Label {
        self.module.label_of(CodePtr(self.pc))
    }
}

pub fn run(cx: &mut Ctx, p: &mut Process, budget: u32) -> Outcome {
    let ctx = p.ctx.take().expect("process has no context");
    let mut s = Regs {
        module: ctx.module,
        pc: ctx.pc.0,
        base: ctx.base,
        size: ctx.size,
    };
    // One arithmetic instruction; `$op` is a constant in the specialised instructions, so
    // the small-integer fast path has no second dispatch.
    macro_rules! arith {
        ($op:expr, $a:expr, $b:expr, $dst:expr, $bif:expr, $fail:expr) => {{
            let (x, y) = (read(p, s.base, $a), read(p, s.base, $b));
            if x.is_small() && y.is_small() {
                if let Some(v) = small_arith($op, x.small_val(), y.small_val()) {
                    r!(p, s.base, *$dst) = v;
                    continue;
                }
            } else if let Some(f) = float_arith($op, x, y) {
                r!(p, s.base, *$dst) = build::float(&mut p.heap, f);
                continue;
            }
            if let Some(o) = bif_into(cx, p, &mut s, *$bif, &[x, y], *$dst, *$fail) {
                return o;
            }
        }};
    }
    let mut reds = budget;
    // Float registers; a float region writes each before reading it, and none outlives one.
    let mut fregs = [0.0f64; FLOAT_REGS];
    // Index masked into range: code_check need not prove it, and a mask costs nothing.
    macro_rules! freg {
        ($i:expr) => {
            fregs[$i as usize & (FLOAT_REGS - 1)]
        };
    }
    // A float operand's value; None if it is a register holding no float (then
    // `float_operand_mixed` decides).
    macro_rules! fsrc {
        ($x:expr) => {
            match *$x {
                FSrc::F(f) => Some(freg!(f)),
                FSrc::K(k) | FSrc::N(k) => Some(k),
                FSrc::R(r) => {
                    let t = r!(p, s.base, r);
                    t.is_float().then(|| t.float_val())
                }
            }
        };
    }
    // A float operation's result: to `F(dst)` and boxed into `R(store)`, or jump to `fail`
    // if not finite.
    macro_rules! fresult {
        ($v:expr, $dst:expr, $store:expr, $fail:expr) => {{
            let v: f64 = $v;
            if v.is_finite() {
                freg!($dst) = v;
                if $store != NO_STORE {
                    r!(p, s.base, $store) = build::float(&mut p.heap, v);
                }
            } else {
                s.goto($fail);
            }
        }};
    }
    // The work of `Enter` for the frame at `$base`, with `s.pc` past the `Enter`: make the
    // frame, clear the registers the compiler named, count a reduction, collect if fragments
    // grew, maybe yield.
    macro_rules! enter {
        ($size:expr, $arity:expr, $clear:expr, $base:expr) => {{
            let (size, arity, base) = ($size as usize, $arity as usize, $base);
            let (clear_from, clear_to) = ($clear.0 as usize, $clear.1 as usize);
            let need = base + size;
            if p.stack.len() < need {
                // A stack grows as long as memory allows, as Erlang/OTP's does; when it does
                // not, the runtime stops as Erlang/OTP's node does, keeping what was printed.
                // Past its room, it takes a stack another gave back if one is large enough.
                if (need > p.stack.capacity()
                    && !crate::spare_stacks::REGISTERS.grow(&mut p.stack, need))
                    && p.stack.try_reserve(need - p.stack.len()).is_err()
                {
                    crate::stdout::fatal(&format!(
                        "cannot allocate {} bytes of memory (of type \"stack\")",
                        need * 8
                    ));
                }
                p.stack.resize(need, Term::NIL);
            }
            for t in &mut p.stack[base + clear_from..base + clear_to] {
                *t = Term::NIL;
            }
            if need > p.stack_dirty {
                p.stack_dirty = need;
            }
            s.size = size;
            p.reductions += 1;
            if p.heap.fragment_words > FRAGMENT_LIMIT
                && cx.collect(p, 0, base, need, base + arity, false)
            {
                return Outcome::Killed(atom::KILLED);
            }
            reds -= 1;
            if reds == 0 || cx.preempt {
                // Waiting, the whole frame is a root (shared heap, message area): clear what
                // the function has not written yet.
                for t in &mut p.stack[base + arity..need] {
                    *t = Term::NIL;
                }
                // SAFETY: the `Enter` just run is in the same code.
                s.pc = unsafe { s.pc.sub(1) };
                save(p, s);
                return if reds == 0 {
                    Outcome::Yield
                } else {
                    Outcome::Safepoint(reds)
                };
            }
        }};
    }
    // A call has just set `s.pc` to its callee's entry: run the callee's `Enter` here rather
    // than through another dispatch (a call and its `Enter` were 10-18% of all dispatches).
    macro_rules! enter_callee {
        () => {{
            // SAFETY: `s.pc` is a function entry or the instruction after a call (a BIF was
            // called), both inside the module's code.
            if let Instr::Enter {
                size,
                arity,
                clear_from,
                clear_to,
            } = unsafe { &*s.pc }
            {
                // SAFETY: a function does not end with its `Enter`.
                s.pc = unsafe { s.pc.add(1) };
                enter!(*size, *arity, (*clear_from, *clear_to), s.base);
            }
        }};
    }
    loop {
        // SAFETY: `code_check` proved that `pc` stays inside the function it entered: labels
        // point inside it and its last instruction does not fall through.
        let instr = unsafe { &*s.pc };
        s.pc = unsafe { s.pc.add(1) };
        let base = s.base;
        #[cfg(feature = "dispatch-stats")]
        crate::dispatch_stats::note(instr);
        match instr {
            Instr::Enter {
                size,
                arity,
                clear_from,
                clear_to,
            } => enter!(*size, *arity, (*clear_from, *clear_to), base),
            Instr::Call {
                entry,
                base: b,
                pre,
            } => {
                pre_moves(p, base, pre);
                push_frame(
                    &mut p.frames,
                    Frame::new(s.module, CodePtr(s.pc), base, s.size),
                );
                s.base = base + *b as usize;
                s.goto(*entry);
                enter_callee!();
            }
            Instr::CallOnly {
                entry,
                base: b,
                arity,
                pre,
            } => {
                pre_moves(p, base, pre);
                if *b != 0 {
                    let from = base + *b as usize;
                    p.stack.copy_within(from..from + *arity as usize, base);
                }
                s.goto(*entry);
                enter_callee!();
            }
            Instr::CallExt { import, base: b } => {
                let imp = &s.module.imports[*import as usize];
                let target = match resolve_import(cx.vm, imp) {
                    Some(t) => t,
                    None => {
                        let args = args_list(p, base + *b as usize, imp.arity as usize);
                        let e = undef(p, imp.module, imp.function, args);
                        if let Some(o) = raise(p, &mut s, e) {
                            return o;
                        }
                        continue;
                    }
                };
                if let Some(o) = call_resolved(
                    cx,
                    p,
                    &mut s,
                    target,
                    *b as usize,
                    imp.arity as usize,
                    false,
                ) {
                    return o;
                }
                enter_callee!();
            }
            Instr::CallExtOnly {
                import,
                base: b,
                arity,
            } => {
                let imp = &s.module.imports[*import as usize];
                let target = match resolve_import(cx.vm, imp) {
                    Some(t) => t,
                    None => {
                        let args = args_list(p, base + *b as usize, *arity as usize);
                        let e = undef(p, imp.module, imp.function, args);
                        if let Some(o) = raise(p, &mut s, e) {
                            return o;
                        }
                        continue;
                    }
                };
                if let Some(o) =
                    call_resolved(cx, p, &mut s, target, *b as usize, *arity as usize, true)
                {
                    return o;
                }
                enter_callee!();
            }
            Instr::CallFun {
                base: b,
                arity,
                pre,
            } => {
                pre_moves(p, base, pre);
                let (at, n) = (base + *b as usize, *arity as usize);
                if let Some((module, entry, _)) = enter_local_fun(p, at, n) {
                    push_frame(
                        &mut p.frames,
                        Frame::new(s.module, CodePtr(s.pc), base, s.size),
                    );
                    s.base = at;
                    s.module = module;
                    s.goto(entry);
                } else if let Some(o) = call_fun(cx, p, &mut s, *b as usize, n, false) {
                    return o;
                }
                enter_callee!();
            }
            Instr::CallFunOnly {
                base: b,
                arity,
                pre,
            } => {
                pre_moves(p, base, pre);
                let (at, n) = (base + *b as usize, *arity as usize);
                if let Some((module, entry, nfree)) = enter_local_fun(p, at, n) {
                    p.stack.copy_within(at..at + n + nfree, base);
                    s.module = module;
                    s.goto(entry);
                } else if let Some(o) = call_fun(cx, p, &mut s, *b as usize, n, true) {
                    return o;
                }
                enter_callee!();
            }
            Instr::Return => {
                if let Some(o) = do_return(p, &mut s) {
                    return o;
                }
            }
            Instr::Jump(l) => s.goto(*l),
            Instr::Move { src, dst } => {
                let v = read(p, base, src);
                r!(p, base, *dst) = v;
            }
            Instr::Move2 { a, da, b, db } => {
                let v = read(p, base, a);
                r!(p, base, *da) = v;
                let v = read(p, base, b);
                r!(p, base, *db) = v;
            }
            Instr::TestHeap { need, live } => {
                if test_heap(cx, p, *need as usize, base, s.size, *live) {
                    return Outcome::Killed(atom::KILLED);
                }
            }
            Instr::TestPutCons {
                head,
                tail,
                dst,
                live,
            } => {
                if test_heap(cx, p, 2, base, s.size, *live) {
                    return Outcome::Killed(atom::KILLED);
                }
                let (h, t) = (read(p, base, head), read(p, base, tail));
                let a = p.heap.alloc(2);
                // SAFETY: `a` is 2 fresh words.
                r!(p, base, *dst) = unsafe { put_cons(a, h, t) };
            }
            Instr::TestPutTupleReturn { elems, live } => {
                if test_heap(cx, p, elems.len() + 1, base, s.size, *live) {
                    return Outcome::Killed(atom::KILLED);
                }
                let a = p.heap.alloc(elems.len() + 1);
                // SAFETY: `a` has `len + 1` fresh words.
                unsafe {
                    *a = header(Kind::Tuple, elems.len());
                    for (i, e) in elems.iter().enumerate() {
                        *a.add(1 + i) = read(p, base, e).raw();
                    }
                }
                // SAFETY: the object at `a` is written just above.
                r!(p, base, 0) = unsafe { Term::from_boxed_ptr(a) };
                if let Some(o) = do_return(p, &mut s) {
                    return o;
                }
            }
            Instr::TestPutTuple { elems, dst, live } => {
                if test_heap(cx, p, elems.len() + 1, base, s.size, *live) {
                    return Outcome::Killed(atom::KILLED);
                }
                let a = p.heap.alloc(elems.len() + 1);
                // SAFETY: `a` has `len + 1` fresh words.
                unsafe {
                    *a = header(Kind::Tuple, elems.len());
                    for (i, e) in elems.iter().enumerate() {
                        *a.add(1 + i) = read(p, base, e).raw();
                    }
                }
                // SAFETY: the object at `a` is written just above.
                r!(p, base, *dst) = unsafe { Term::from_boxed_ptr(a) };
            }
            Instr::PutCons { head, tail, dst } => {
                let (h, t) = (read(p, base, head), read(p, base, tail));
                let a = p.heap.alloc(2);
                // SAFETY: `a` is 2 fresh words.
                r!(p, base, *dst) = unsafe { put_cons(a, h, t) };
            }
            Instr::PutTuple { elems, dst } => {
                let a = p.heap.alloc(elems.len() + 1);
                // SAFETY: `a` has `len + 1` fresh words.
                unsafe {
                    *a = header(Kind::Tuple, elems.len());
                    for (i, e) in elems.iter().enumerate() {
                        *a.add(1 + i) = read(p, base, e).raw();
                    }
                }
                // SAFETY: the object at `a` is written just above.
                r!(p, base, *dst) = unsafe { Term::from_boxed_ptr(a) };
            }
            Instr::PutConsShared { head, tail, dst } => {
                let (h, t) = (read(p, base, head), read(p, base, tail));
                // Parts already in the area (or immediates): bump in the window inline.
                let fast = cx.window.covers(h) && cx.window.covers(t);
                r!(p, base, *dst) = match fast.then(|| cx.window_words(2)).flatten() {
                    // SAFETY: 2 fresh words of the window; the cell points only into the
                    // area or at immediates (`covers`).
                    Some(a) => unsafe { put_cons(a, h, t) },
                    None => cx.arch.cons_shared(p, h, t),
                };
            }
            Instr::PutTupleShared { elems, dst } => {
                let fast = elems.iter().all(|e| cx.window.covers(read(p, base, e)));
                r!(p, base, *dst) = match fast.then(|| cx.window_words(elems.len() + 1)) {
                    // SAFETY: `len + 1` fresh words of the window, written whole before the
                    // term is made; the elements point only into the area (`covers`).
                    Some(Some(a)) => unsafe {
                        *a = header(Kind::Tuple, elems.len());
                        for (i, e) in elems.iter().enumerate() {
                            *a.add(1 + i) = read(p, base, e).raw();
                        }
                        Term::from_boxed_ptr(a)
                    },
                    _ => {
                        let mut buf = [Term::NIL; SMALL_OBJECT];
                        let items = read_all(p, base, None, elems, &mut buf);
                        cx.arch.tuple_shared(p, &items)
                    }
                };
            }
            Instr::MakeFun { fun, free, dst } => {
                let entry: &'static FunEntry = s.module.funs[*fun as usize];
                let a = p.heap.alloc(free.len() + 2);
                // SAFETY: `a` has `len + 2` fresh words.
                unsafe {
                    *a = header(Kind::Fun, free.len() + 1);
                    *a.add(1) = term::encode_addr(entry as *const FunEntry);
                    for (i, e) in free.iter().enumerate() {
                        *a.add(2 + i) = read(p, base, e).raw();
                    }
                }
                // SAFETY: the object at `a` is written just above.
                r!(p, base, *dst) = unsafe { Term::from_boxed_ptr(a) };
            }
            Instr::MakeFunShared { fun, free, dst } => {
                let entry: &'static FunEntry = s.module.funs[*fun as usize];
                // SAFETY: an encoded address is tagged as a small integer, an immediate.
                let code = unsafe { Term::from_raw(term::encode_addr(entry as *const FunEntry)) };
                let fast = free.iter().all(|e| cx.window.covers(read(p, base, e)));
                r!(p, base, *dst) = match fast.then(|| cx.window_words(free.len() + 2)) {
                    // SAFETY: `len + 2` fresh words of the window, written whole before the
                    // term is made; the free variables point only into the area (`covers`).
                    Some(Some(a)) => unsafe {
                        *a = header(Kind::Fun, free.len() + 1);
                        *a.add(1) = code.raw();
                        for (i, e) in free.iter().enumerate() {
                            *a.add(2 + i) = read(p, base, e).raw();
                        }
                        Term::from_boxed_ptr(a)
                    },
                    _ => {
                        let mut buf = [Term::NIL; SMALL_OBJECT];
                        let words = read_all(p, base, Some(code), free, &mut buf);
                        cx.arch.fun_shared(p, &words)
                    }
                };
            }
            Instr::Test { test, src, fail } => {
                if !type_test(*test, read(p, base, src)) {
                    s.goto(*fail);
                }
            }
            Instr::IsTuple { src, arity, fail } => {
                let t = read(p, base, src);
                if !(t.is_tuple() && t.tuple_arity() == *arity as usize) {
                    s.goto(*fail);
                }
            }
            Instr::IsTaggedTuple {
                src,
                arity,
                tag,
                fail,
            } => {
                let t = read(p, base, src);
                if !(t.is_tuple() && t.tuple_arity() == *arity as usize && t.element(1) == *tag) {
                    s.goto(*fail);
                }
            }
            Instr::IsFunArity { src, arity, fail } => {
                let (f, a) = (read(p, base, src), read(p, base, arity));
                if !(f.is_fun() && a.is_small() && fun_entry(f).arity as i64 == a.small_val()) {
                    s.goto(*fail);
                }
            }
            Instr::Cmp { op, a, b, fail } => {
                let (x, y) = (read(p, base, a), read(p, base, b));
                if !compare(*op, x, y) {
                    s.goto(*fail);
                }
            }
            Instr::GetElement2 {
                src,
                i1,
                d1,
                i2,
                d2,
            } => {
                let t = read(p, base, src);
                r!(p, base, *d1) = t.element(*i1 as usize);
                r!(p, base, *d2) = t.element(*i2 as usize);
            }
            Instr::GetElement4 { src, is, ds } => {
                let t = read(p, base, src);
                for k in 0..4 {
                    r!(p, base, ds[k]) = t.element(is[k] as usize);
                }
            }
            Instr::SwitchTuple {
                src,
                imm,
                arity,
                tuple,
                other,
            } => {
                let t = read(p, base, src);
                if t != *imm {
                    if t.is_tuple() && t.tuple_arity() == *arity as usize {
                        s.goto(*tuple);
                    } else {
                        s.goto(*other);
                    }
                }
            }
            Instr::IsEqImm { src, imm, fail } => {
                if read(p, base, src) != *imm {
                    s.goto(*fail);
                }
            }
            Instr::IsNeImm { src, imm, fail } => {
                if read(p, base, src) == *imm {
                    s.goto(*fail);
                }
            }
            Instr::GetList { src, hd, tl, fail } => {
                let v = read(p, base, src);
                if v.is_cons() {
                    let (h, t) = (v.head(), v.tail());
                    r!(p, base, *hd) = h;
                    r!(p, base, *tl) = t;
                } else {
                    s.goto(*fail);
                }
            }
            Instr::SwitchList {
                src,
                hd,
                tl,
                cons,
                other,
            } => {
                let v = read(p, base, src);
                if v != Term::NIL {
                    if v.is_cons() {
                        let (h, t) = (v.head(), v.tail());
                        r!(p, base, *hd) = h;
                        r!(p, base, *tl) = t;
                        s.goto(*cons);
                    } else {
                        s.goto(*other);
                    }
                }
            }
            Instr::GetHd { src, dst } => {
                let v = read(p, base, src).head();
                r!(p, base, *dst) = v;
            }
            Instr::GetTl { src, dst } => {
                let v = read(p, base, src).tail();
                r!(p, base, *dst) = v;
            }
            Instr::GetElement { src, index, dst } => {
                let v = read(p, base, src).element(*index as usize);
                r!(p, base, *dst) = v;
            }
            Instr::FArith {
                op,
                a,
                b,
                dst,
                store,
                fail,
            } => {
                // When every register operand holds a float, at least one operand is a float
                // (two literals are never a float operation), so Erlang computes in floats.
                let (Some(x), Some(y)) = (fsrc!(a), fsrc!(b)) else {
                    let rs = &p.stack[s.base..];
                    match float_operands_mixed(rs, &fregs, *op, *a, *b) {
                        Some((x, y)) => fresult!(op.apply(x, y), *dst, *store, *fail),
                        None => s.goto(*fail),
                    }
                    continue;
                };
                fresult!(op.apply(x, y), *dst, *store, *fail);
            }
            Instr::FNeg {
                src,
                dst,
                store,
                fail,
            } => match fsrc!(src) {
                Some(x) => fresult!(-x, *dst, *store, *fail),
                None => s.goto(*fail),
            },
            Instr::FMath {
                f,
                src,
                dst,
                store,
                fail,
            } => match fsrc!(src).or_else(|| small_as_float(&p.stack[s.base..], *src)) {
                Some(x) => fresult!(f.apply(x), *dst, *store, *fail),
                None => s.goto(*fail),
            },
            Instr::Bif {
                bif,
                args,
                dst,
                fail,
            } => {
                let mut buf = [Term::NIL; 8];
                for (i, a) in args.iter().enumerate() {
                    buf[i] = read(p, base, a);
                }
                if let Some(o) = bif_into(cx, p, &mut s, *bif, &buf[..args.len()], *dst, *fail) {
                    return o;
                }
            }
            Instr::ElementImm {
                index,
                src,
                dst,
                bif,
                fail,
            } => {
                let t = read(p, base, src);
                if t.is_tuple() && (*index as usize).wrapping_sub(1) < t.tuple_arity() {
                    r!(p, base, *dst) = t.element(*index as usize);
                } else {
                    let args = [Term::small(*index as i64), t];
                    if let Some(o) = bif_into(cx, p, &mut s, *bif, &args, *dst, *fail) {
                        return o;
                    }
                }
            }
            Instr::CmpValue { op, a, b, dst } => {
                let (x, y) = (read(p, base, a), read(p, base, b));
                r!(p, base, *dst) = atom::boolean(compare(*op, x, y));
            }
            Instr::Arith {
                op,
                a,
                b,
                dst,
                bif,
                fail,
            } => arith!(*op, a, b, dst, bif, fail),
            Instr::ArithAdd {
                a,
                b,
                dst,
                bif,
                fail,
            } => arith!(ArithOp::Add, a, b, dst, bif, fail),
            Instr::ArithSub {
                a,
                b,
                dst,
                bif,
                fail,
            } => arith!(ArithOp::Sub, a, b, dst, bif, fail),
            Instr::ArithMul {
                a,
                b,
                dst,
                bif,
                fail,
            } => arith!(ArithOp::Mul, a, b, dst, bif, fail),
            Instr::Send { to, msg, dst } => {
                let (t, m) = (read(p, base, to), read(p, base, msg));
                match cx.send(p, t, m) {
                    Ok(()) => {
                        r!(p, base, *dst) = m;
                        if p.owed_reductions > 0 {
                            // Yield at the next call if the copies used up the slice.
                            let owed = std::mem::take(&mut p.owed_reductions);
                            reds = reds.saturating_sub(owed).max(1);
                            p.reductions += owed as u64;
                        }
                    }
                    Err(mut e) => {
                        e.args = Some(crate::stacktrace::erlang_frame(p, "send", &[t, m]));
                        if let Some(o) = raise(p, &mut s, e) {
                            return o;
                        }
                    }
                }
            }
            Instr::TryBegin { handler, regs } => {
                push_handler(p, s, *handler, HandlerKind::Try { regs: *regs })
            }
            Instr::CatchBegin { handler, dst } => {
                push_handler(p, s, *handler, HandlerKind::Catch { dst: *dst })
            }
            Instr::TryEnd | Instr::CatchEnd => {
                p.handlers.pop();
            }
            Instr::Raise {
                class,
                reason,
                trace,
            } => {
                let c = read(p, base, class);
                let reason = read(p, base, reason);
                let e = match Class::from_atom(c) {
                    Some(class) => Exception {
                        class,
                        reason,
                        trace: trace.as_ref().map(|t| read(p, base, t)),
                        args: None,
                    },
                    None => Exception::error(atom::BADARG),
                };
                if let Some(o) = raise(p, &mut s, e) {
                    return o;
                }
            }
            Instr::MatchFail { kind, value } => {
                let v = read(p, base, value);
                let e = match_fail(p, s, *kind, v);
                if let Some(o) = raise(p, &mut s, e) {
                    return o;
                }
            }
            Instr::RecvPeek { dst, empty } => {
                // Messages sent to an alias are checked when taken into the mailbox, so a
                // receive takes them in before it starts (they may be dropped later else).
                let at_end = p.recv_cursor >= p.mailbox.len();
                if (p.recv_cursor == 0 && p.inbox_aliased > 0) || (at_end && !p.take_one_plain()) {
                    cx.drain_inbox(p);
                }
                match p.mailbox.get(p.recv_cursor) {
                    Some(&m) => r!(p, base, *dst) = m,
                    None => s.goto(*empty),
                }
            }
            Instr::RecvNext { again } => {
                p.recv_cursor += 1;
                s.goto(*again);
            }
            Instr::RecvAccept => {
                p.mailbox.remove(p.recv_cursor);
                p.recv_cursor = 0;
                p.recv_deadline = None;
            }
            Instr::RecvWait { timeout, again } => {
                let deadline = match timeout {
                    None => None,
                    Some(t) => {
                        let t = read(p, base, t);
                        match timeout_ms(t) {
                            Some(None) => None,
                            Some(Some(ms)) => {
                                let d = *p.recv_deadline.get_or_insert_with(|| {
                                    Instant::now() + Duration::from_millis(ms)
                                });
                                if ms == 0 || Instant::now() >= d {
                                    p.recv_cursor = 0;
                                    p.recv_deadline = None;
                                    continue;
                                }
                                Some(d)
                            }
                            None => {
                                let e = Exception::error(atom::TIMEOUT_VALUE);
                                if let Some(o) = raise(p, &mut s, e) {
                                    return o;
                                }
                                continue;
                            }
                        }
                    }
                };
                s.goto(*again);
                save(p, s);
                return Outcome::Wait(deadline);
            }
            Instr::BsBuild { segments, dst } => match bits::build(p, base, segments) {
                Ok(v) => r!(p, base, *dst) = v,
                Err(e) => {
                    if let Some(o) = raise(p, &mut s, e) {
                        return o;
                    }
                }
            },
            Instr::BsStart { src, ctx, fail } => {
                let t = read(p, base, src);
                if t.is_bitstring() {
                    r!(p, base, *ctx) = t;
                    r!(p, base, *ctx + 1) = Term::small(0);
                } else {
                    s.goto(*fail);
                }
            }
            Instr::BsGet {
                ctx,
                size,
                spec,
                dst,
                fail,
            } => {
                let size = size.as_ref().map(|z| read(p, base, z));
                match bits::get(p, base, *ctx, size, spec) {
                    Some(v) => r!(p, base, *dst) = v,
                    None => s.goto(*fail),
                }
            }
            Instr::BsRest {
                ctx,
                unit,
                dst,
                fail,
                as_,
            } => match bits::rest(p, base, *ctx, *unit, *as_) {
                Some(v) => r!(p, base, *dst) = v,
                None => s.goto(*fail),
            },
            Instr::BsEnd { ctx, fail } => {
                if !bits::at_end(p, base, *ctx) {
                    s.goto(*fail);
                }
            }
        }
    }
}

/// A register operand of a float instruction that holds a small integer, as a float.
#[cold]
fn small_as_float(regs: &[Term], x: FSrc) -> Option<f64> {
    match x {
        FSrc::R(r) => {
            let t = regs[r as usize];
            t.is_small().then(|| t.small_val() as f64)
        }
        _ => None,
    }
}

/// The operands of a float operation where a register operand holds no float: Erlang
/// converts small integers if the other operand is a float, or for `/`; else None (the
/// ordinary path decides).
#[cold]
fn float_operands_mixed(
    regs: &[Term],
    fregs: &[f64; FLOAT_REGS],
    op: FOp,
    a: FSrc,
    b: FSrc,
) -> Option<(f64, f64)> {
    let value = |x: FSrc| -> Option<(f64, bool)> {
        match x {
            FSrc::F(f) => Some((fregs[f as usize & (FLOAT_REGS - 1)], true)),
            FSrc::K(k) => Some((k, true)),
            FSrc::N(k) => Some((k, false)),
            FSrc::R(r) => {
                let t = regs[r as usize];
                if t.is_float() {
                    Some((t.float_val(), true))
                } else {
                    small_as_float(regs, x).map(|v| (v, false))
                }
            }
        }
    };
    let ((x, xf), (y, yf)) = (value(a)?, value(b)?);
    (xf || yf || op == FOp::Div).then_some((x, y))
}

/// Make sure `need` heap words are free, collecting with registers `R0..R(live)` of the
/// frame at `base` as roots if not. True: the collection found the heap past the
/// process's `max_heap_size`, and the process must end (`killed`).
#[inline(always)]
#[must_use]
fn test_heap(
    cx: &mut Ctx,
    p: &mut Process,
    need: usize,
    base: usize,
    size: usize,
    live: crate::code::Reg,
) -> bool {
    (cx.vm.options.gc_stress || !p.heap.has_room(need) || p.heap.fragment_words > FRAGMENT_LIMIT)
        && cx.collect(p, need, base, base + size, base + live as usize, false)
}

/// Push a return frame. The frame stack grows as long as memory allows, as the stack does.
#[inline(always)]
fn push_frame(frames: &mut Vec<Frame>, f: Frame) {
    if frames.len() == frames.capacity()
        && !crate::spare_stacks::FRAMES.grow(frames, frames.len() + 1)
    {
        grow(frames, "frame stack");
    }
    frames.push(f);
}

/// Double `v`'s capacity, or stop the runtime as Erlang/OTP stops its node when memory is
/// exhausted (keeping what the program printed).
/// Objects of up to this many words are read into a buffer on the native stack.
const SMALL_OBJECT: usize = 16;

/// `first` (if any) and the terms in `srcs`, read into `buf` when they fit, else into a new
/// vector: a shared site's slow path hands its words to the architecture without a
/// `malloc` per object in the usual case.
fn read_all<'b>(
    p: &Process,
    base: usize,
    first: Option<Term>,
    srcs: &[Src],
    buf: &'b mut [Term; SMALL_OBJECT],
) -> std::borrow::Cow<'b, [Term]> {
    let n = srcs.len() + first.is_some() as usize;
    let terms = first
        .into_iter()
        .chain(srcs.iter().map(|e| read(p, base, e)));
    if n <= SMALL_OBJECT {
        for (slot, t) in buf.iter_mut().zip(terms) {
            *slot = t;
        }
        std::borrow::Cow::Borrowed(&buf[..n])
    } else {
        std::borrow::Cow::Owned(terms.collect())
    }
}

#[cold]
fn grow<T>(v: &mut Vec<T>, what: &str) {
    let more = v.len().max(16);
    if v.try_reserve(more).is_err() {
        crate::stdout::fatal(&format!(
            "cannot allocate {} bytes of memory (of type \"{what}\")",
            (v.len() + more) * std::mem::size_of::<T>()
        ));
    }
}

/// Install an exception handler for the current frame.
fn push_handler(p: &mut Process, s: Regs, pc: Label, kind: HandlerKind) {
    if p.handlers.len() == p.handlers.capacity() {
        grow(&mut p.handlers, "handler stack");
    }
    p.handlers.push(Handler {
        frames: p.frames.len(),
        module: s.module,
        base: s.base,
        size: s.size,
        pc,
        kind,
    });
}

fn save(p: &mut Process, s: Regs) {
    p.ctx = Some(Context {
        module: s.module,
        pc: CodePtr(s.pc),
        base: s.base,
        size: s.size,
    });
}

fn do_return(p: &mut Process, s: &mut Regs) -> Option<Outcome> {
    match p.frames.pop() {
        Some(f) => {
            p.frames_cleared = p.frames_cleared.min(p.frames.len());
            // Back in the caller's frame: it may be written again (not clean), and its
            // registers must be cleared at the next collection if dead (dirty).
            let (base, size) = (f.base(), f.size());
            if base < p.stack_clean {
                p.stack_clean = base;
            }
            if base + size > p.stack_dirty {
                p.stack_dirty = base + size;
            }
            s.module = f.module_from(s.module);
            s.pc = f.ret.0;
            s.base = base;
            s.size = size;
            None
        }
        None => Some(Outcome::Done(p.stack[s.base])),
    }
}

fn resolve_import(vm: &Vm, imp: &crate::code::Import) -> Option<Resolved> {
    if let Some(r) = imp.resolved.get() {
        return Some(*r);
    }
    let r = vm.resolve(imp.module, imp.function, imp.arity)?;
    let _ = imp.resolved.set(r);
    Some(r)
}

/// Call a resolved function with its arguments in `R(b)..`; `tail`: in place of a return.
fn call_resolved(
    cx: &mut Ctx,
    p: &mut Process,
    s: &mut Regs,
    target: Resolved,
    b: usize,
    arity: usize,
    tail: bool,
) -> Option<Outcome> {
    match target {
        Resolved::Erlang { module, entry } => {
            if tail {
                if b != 0 {
                    let from = s.base + b;
                    p.stack.copy_within(from..from + arity, s.base);
                }
            } else {
                push_frame(
                    &mut p.frames,
                    Frame::new(s.module, CodePtr(s.pc), s.base, s.size),
                );
                s.base += b;
            }
            s.module = module;
            s.goto(entry);
            None
        }
        Resolved::Bif(f) => call_bif(cx, p, s, f, b, arity, tail),
    }
}

fn call_bif(
    cx: &mut Ctx,
    p: &mut Process,
    s: &mut Regs,
    f: BifFn,
    b: usize,
    arity: usize,
    tail: bool,
) -> Option<Outcome> {
    let at = s.base + b;
    // Where the process is, for `process_info(self(), current_function)`.
    p.ctx = Some(Context {
        module: s.module,
        pc: CodePtr(s.pc),
        base: s.base,
        size: s.size,
    });
    // BIFs take at most a few arguments: copy them to the stack, not the allocator.
    let mut buf = [Term::NIL; 8];
    let spill: Vec<Term>;
    let args: &[Term] = if arity <= buf.len() {
        buf[..arity].copy_from_slice(&p.stack[at..at + arity]);
        &buf[..arity]
    } else {
        spill = p.stack[at..at + arity].to_vec();
        &spill
    };
    match f(cx, p, args) {
        Ok(v) => {
            p.stack[at] = v;
            finish_value(p, s, at, tail)
        }
        Err(Trap::Raise(mut e)) => {
            if e.args.is_none() && e.class == Class::Error {
                e.args = Some(bif_frame(p, f, args));
            }
            raise(p, s, e)
        }
        Err(Trap::Apply {
            module,
            function,
            args: arglist,
        }) => {
            let Some(items) = build::list_to_vec(arglist) else {
                return raise(p, s, Exception::error(atom::BADARG));
            };
            place(p, at, &items);
            match cx.vm.resolve(module, function, items.len() as u32) {
                Some(t) => call_resolved(cx, p, s, t, b, items.len(), tail),
                None => {
                    let e = undef(p, module, function, arglist);
                    raise(p, s, e)
                }
            }
        }
        Err(Trap::ApplyFun { fun, args: arglist }) => {
            let Some(items) = build::list_to_vec(arglist) else {
                return raise(p, s, Exception::error(atom::BADARG));
            };
            place(p, at, &items);
            let n = items.len();
            if p.stack.len() < at + n + 1 {
                p.stack.resize(at + n + 1, Term::NIL);
            }
            p.stack[at + n] = fun;
            call_fun(cx, p, s, b, n, tail)
        }
        Err(Trap::Halt(n)) => Some(Outcome::Halt(n)),
        Err(Trap::Exit(reason)) => Some(Outcome::Killed(reason)),
        Err(Trap::Sleep(ms)) => {
            p.stack[at] = atom::OK;
            // Waiting, the whole frame is a root (shared heap, message area); the registers
            // above the result are dead after the call, and may hold what the function never
            // wrote (its `enter` clears only what a call's base bounds).
            let dirty = p.stack_dirty.min(p.stack.len());
            for t in p.stack.get_mut(at + 1..dirty).into_iter().flatten() {
                *t = Term::NIL;
            }
            let until = Instant::now().checked_add(Duration::from_millis(ms));
            if tail && finish_value(p, s, at, true).is_some() {
                // The process's first function ends with the sleep: end when it is over.
                p.exit_when_resumed = Some(atom::NORMAL);
                return Some(Outcome::Sleep(until));
            }
            save(p, *s);
            Some(Outcome::Sleep(until))
        }
        Err(Trap::GarbageCollect) => {
            if cx.collect(p, 0, s.base, s.base + s.size, at, true) {
                return Some(Outcome::Killed(atom::KILLED));
            }
            p.stack[at] = atom::TRUE;
            finish_value(p, s, at, tail)
        }
    }
}

/// A BIF's value is in `stack[at]`; for a tail call, return it from the current function.
fn finish_value(p: &mut Process, s: &mut Regs, at: usize, tail: bool) -> Option<Outcome> {
    if tail {
        p.stack[s.base] = p.stack[at];
        do_return(p, s)
    } else {
        None
    }
}

fn place(p: &mut Process, at: usize, items: &[Term]) {
    if p.stack.len() < at + items.len() + 1 {
        p.stack.resize(at + items.len() + 1, Term::NIL);
    }
    p.stack[at..at + items.len()].copy_from_slice(items);
    p.stack_dirty = p.stack_dirty.max(at + items.len() + 1);
}

#[inline(always)]
pub fn fun_entry(f: Term) -> &'static FunEntry {
    crate::code::fun_entry(f)
}

/// The common case of a fun call, without a call out of the loop: if `R(at + n)` is a fun
/// of this module's kind (a local function, loaded) taking `n` arguments, put its free
/// variables after the arguments in `R(at)..` (over the fun) and return where to go and how
/// many there are. None for anything else, which [`call_fun`] handles (errors, exported
/// funs).
#[inline(always)]
fn enter_local_fun(
    p: &mut Process,
    at: usize,
    n: usize,
) -> Option<(&'static Module, Label, usize)> {
    // SAFETY: as for `r!`: `code_check` proved the fun's register is inside the frame.
    let f = *unsafe { p.stack.get_unchecked(at + n) };
    if !f.is_fun() {
        return None;
    }
    let e = fun_entry(f);
    let FunTarget::Local {
        module,
        entry,
        nfree,
        ..
    } = &e.target
    else {
        return None;
    };
    let module = *module.get()?;
    if e.arity as usize != n {
        return None;
    }
    let nfree = *nfree as usize;
    if nfree > 0 {
        let end = at + n + nfree;
        if p.stack.len() < end {
            p.stack.resize(end, Term::NIL);
        }
        for (i, slot) in p.stack[at + n..end].iter_mut().enumerate() {
            *slot = f.boxed_term(2 + i);
        }
        p.stack_dirty = p.stack_dirty.max(end);
    }
    Some((module, *entry, nfree))
}

/// Call BIF `bif` on `args` into `R(dst)`; on failure jump to `fail`, or raise (with the
/// BIF's frame in the stacktrace, as Erlang/OTP shows it) if `fail` is [`RAISE`].
#[inline(always)]
fn bif_into(
    cx: &mut Ctx,
    p: &mut Process,
    s: &mut Regs,
    bif: BifFn,
    args: &[Term],
    dst: crate::code::Reg,
    fail: Label,
) -> Option<Outcome> {
    match bif(cx, p, args) {
        Ok(v) => {
            r!(p, s.base, dst) = v;
            None
        }
        Err(_) if fail != RAISE => {
            s.goto(fail);
            None
        }
        Err(Trap::Raise(mut e)) => {
            if e.args.is_none() && e.class == Class::Error {
                e.args = Some(bif_frame(p, bif, args));
            }
            raise(p, s, e)
        }
        Err(_) => raise(p, s, Exception::error(atom::BADARG)),
    }
}

fn call_fun(
    cx: &mut Ctx,
    p: &mut Process,
    s: &mut Regs,
    b: usize,
    arity: usize,
    tail: bool,
) -> Option<Outcome> {
    let at = s.base + b;
    let f = p.stack[at + arity];
    if !f.is_fun() {
        let reason = build::tuple(&mut p.heap, &[atom::BADFUN, f]);
        return raise(p, s, Exception::error(reason));
    }
    let entry = fun_entry(f);
    if entry.arity as usize != arity {
        let args = args_list(p, at, arity);
        let inner = build::tuple(&mut p.heap, &[f, args]);
        let reason = build::tuple(&mut p.heap, &[atom::BADARITY, inner]);
        return raise(p, s, Exception::error(reason));
    }
    match &entry.target {
        FunTarget::Local { .. } => {
            // Modules are set in their funs when loaded, before any of their code runs.
            let (module, entry, nfree) = enter_local_fun(p, at, arity).expect("a loaded fun");
            let target = Resolved::Erlang { module, entry };
            call_resolved(cx, p, s, target, b, arity + nfree, tail)
        }
        FunTarget::Export { module, function } => {
            match cx.vm.resolve(*module, *function, arity as u32) {
                Some(t) => call_resolved(cx, p, s, t, b, arity, tail),
                None => {
                    let args = args_list(p, at, arity);
                    let e = undef(p, *module, *function, args);
                    raise(p, s, e)
                }
            }
        }
    }
}

/// The stacktrace's top frame for an error raised inside BIF `f`: `{M, F, Args, Location}`,
/// which `trace_term` puts above the caller's frame, as Erlang/OTP shows it.
fn bif_frame(p: &mut Process, f: BifFn, args: &[Term]) -> Term {
    let list = build::list(&mut p.heap, args);
    match crate::bif::name_of(f) {
        Some((m, n, _)) => {
            let loc = if m == "erlang" {
                crate::stacktrace::erts_error_info()
            } else {
                Term::NIL
            };
            let (m, n) = (atom::atom(m), atom::atom(n));
            build::tuple(&mut p.heap, &[m, n, list, loc])
        }
        None => list,
    }
}

/// A function's arguments for an error; a match context among them (which only its
/// function may see) becomes a sub-binary of its own.
fn args_list(p: &mut Process, at: usize, n: usize) -> Term {
    let mut v: Vec<Term> = p.stack[at..at + n].to_vec();
    for t in &mut v {
        if crate::binary::is_context(*t) {
            let bits = crate::binary::bit_size(*t).unwrap_or(0);
            *t = crate::binary::make_sub(&mut p.heap, *t, 0, bits);
        }
    }
    build::list(&mut p.heap, &v)
}

fn undef(p: &mut Process, m: Term, f: Term, args: Term) -> Exception {
    let mut e = Exception::error(atom::UNDEF);
    e.args = Some(build::tuple(&mut p.heap, &[m, f, args]));
    e
}

fn match_fail(p: &mut Process, s: Regs, kind: MatchFail, v: Term) -> Exception {
    let reason = match kind {
        MatchFail::Badmatch => build::tuple(&mut p.heap, &[atom::BADMATCH, v]),
        MatchFail::CaseClause => build::tuple(&mut p.heap, &[atom::CASE_CLAUSE, v]),
        MatchFail::TryClause => build::tuple(&mut p.heap, &[atom::TRY_CLAUSE, v]),
        MatchFail::IfClause => atom::IF_CLAUSE,
        MatchFail::FunctionClause => {
            let mut e = Exception::error(atom::FUNCTION_CLAUSE);
            if let Some(f) = s.module.function_at(s.label() - 1) {
                e.args = Some(args_list(p, s.base, f.arity as usize));
            }
            return e;
        }
    };
    Exception::error(reason)
}

/// `Some(None)` for `infinity`, `Some(Some(ms))` for a valid timeout, None if invalid.
fn timeout_ms(t: Term) -> Option<Option<u64>> {
    if t == atom::INFINITY {
        return Some(None);
    }
    match order::to_i64(t) {
        Some(v) if v >= 0 => Some(Some(v as u64)),
        _ => None,
    }
}

/// Record the stack for a trace: the current function, then each caller. As erts does, a
/// return address equal to the one before it (a function's recursive calls to itself from
/// one place) is recorded once.
fn record_trace(p: &mut Process, s: &Regs) {
    p.last_trace.clear();
    p.last_trace.push((s.module, s.label().saturating_sub(1)));
    let mut prev: Option<(&Module, Label)> = None;
    for f in p.frames.iter().rev() {
        if p.last_trace.len() == TRACE_DEPTH {
            break;
        }
        let m = f.module();
        let at = (m, m.label_of(f.ret).saturating_sub(1));
        if prev.is_some_and(|(m, pc)| std::ptr::eq(m, at.0) && pc == at.1) {
            continue;
        }
        prev = Some(at);
        p.last_trace.push(at);
    }
}

/// The stacktrace term for `e` from the recorded stack.
pub fn trace_term(p: &mut Process, e: &Exception) -> Term {
    crate::stacktrace::build(p, e)
}

/// Unwind to the innermost handler, or end the process. Returns an outcome if the process
/// stops running.
fn raise(p: &mut Process, s: &mut Regs, e: Exception) -> Option<Outcome> {
    if e.trace.is_none() {
        record_trace(p, s);
    }
    let Some(h) = p.handlers.pop() else {
        let mut e = e;
        let t = trace_term(p, &e);
        e.trace = Some(t);
        return Some(Outcome::Died(e));
    };
    p.frames.truncate(h.frames);
    p.frames_cleared = p.frames_cleared.min(h.frames);
    p.stack_clean = p.stack_clean.min(h.base);
    p.stack_dirty = p.stack_dirty.max(h.base + h.size);
    s.module = h.module;
    s.base = h.base;
    s.size = h.size;
    s.goto(h.pc);
    let trace = trace_term(p, &e);
    match h.kind {
        HandlerKind::Try { regs } => {
            r!(p, s.base, regs) = e.class.atom();
            r!(p, s.base, regs + 1) = e.reason;
            r!(p, s.base, regs + 2) = trace;
        }
        HandlerKind::Catch { dst } => {
            let v = match e.class {
                Class::Throw => e.reason,
                Class::Exit => build::tuple(&mut p.heap, &[atom::EXIT_UPPER, e.reason]),
                Class::Error => {
                    let inner = build::tuple(&mut p.heap, &[e.reason, trace]);
                    build::tuple(&mut p.heap, &[atom::EXIT_UPPER, inner])
                }
            };
            r!(p, s.base, dst) = v;
        }
    }
    None
}
