//! Which of a caller's registers it reads again after a call returns.
//!
//! While a callee runs, its caller's registers below the call's base are roots of every
//! collection (the caller's frame is saved on the process's stack). Most of them are dead:
//! `Ys = lists:map(F, Xs), length(Ys)` never reads `Xs` again, yet a collection inside
//! `length/1` would keep the whole of `Xs` alive. So for each call that returns, this pass
//! computes the registers below its base the caller may still read (at the instruction
//! after the call, or in an exception handler of the function), and the collector clears
//! the others in saved frames before taking roots (`Process::each_root`). The same
//! analysis lowers a heap test's `live` bound (the current frame's registers a collection
//! there takes as roots) to one past the highest register live there: the compiler's bound
//! is its register allocator's high-water mark, which counts dead variables too.
//!
//! The analysis is a backward liveness over the function's resolved code: a register is
//! live where some path from there reads it before writing it. Every exception handler of
//! the function counts as a successor of every instruction (an exception inside a `try`
//! reaches its handler from anywhere in it). An instruction this file does not know to
//! read a register is assumed to read nothing only where that is certain: every operand
//! of every instruction is listed below, so an instruction added to the set without a line
//! here fails to compile.

use super::frame_clear::writes;
use super::reg_bits::{clear, get, set, union};
use crate::code::{FSrc, Import, Instr, Label, Reg, SavedLive, Src, RAISE};
use crate::code_check::ends_flow;

/// Words of sets the analysis may keep for one function (32 MiB); a larger function keeps
/// all of its saved registers, as if every one were live.
const LIMIT: usize = 1 << 22;

/// The liveness of the registers of the function at `code[entry..end]` (labels resolved)
/// at its calls and heap tests.
pub fn saved_live(code: &[Instr], imports: &[Import], entry: usize, end: usize) -> Liveness {
    let mut out = Liveness::default();
    let Instr::Enter { size, .. } = code[entry] else {
        return out;
    };
    let size = size as usize;
    let n = end - entry;
    let words = size.div_ceil(64);
    let has_roots = code[entry..end]
        .iter()
        .any(|i| call_base(i).or(heap_test_live(i)).is_some_and(|b| b > 0));
    if !has_roots || words == 0 || n.saturating_mul(words) > LIMIT {
        return out;
    }
    let (jumps, jump_at) = jump_table(&code[entry..end]);
    let f = Function {
        code,
        imports,
        entry,
        end,
        size,
        words,
        handlers: handlers(&code[entry..end]),
        jumps,
        jump_at,
    };
    let mut live_in = vec![0u64; n * words];
    let mut scratch = vec![0u64; words];
    loop {
        let mut changed = false;
        for k in (0..n).rev() {
            f.transfer(k, &live_in, &mut scratch);
            let slot = &mut live_in[k * words..(k + 1) * words];
            if slot != scratch.as_slice() {
                slot.copy_from_slice(&scratch);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for k in 0..n {
        // A heap test's collection sees the registers live before it (a fused put's
        // operands included, its destination not: it is written after).
        if let Some(live) = heap_test_live(&code[entry + k]) {
            let l = &live_in[k * words..(k + 1) * words];
            let top = (0..size).rev().find(|&r| get(l, r)).map_or(0, |r| r + 1);
            if top < live as usize {
                out.heap_tests.push((entry + k, top as Reg));
            }
        }
        let Some(base) = call_base(&code[entry + k]) else {
            continue;
        };
        let regs = (base as usize).min(size);
        if regs == 0 {
            continue;
        }
        let mut after = vec![0u64; words];
        f.after_return(k, &live_in, &mut after);
        let mut live: Vec<u64> = after[..regs.div_ceil(64)].to_vec();
        if !regs.is_multiple_of(64) {
            *live.last_mut().expect("regs > 0") &= (1u64 << (regs % 64)) - 1;
        }
        let all_live = (0..regs).all(|r| get(&live, r));
        if !all_live {
            out.calls.push((
                (entry + k + 1) as Label,
                SavedLive {
                    regs: regs as Reg,
                    live: live.into_boxed_slice(),
                },
            ));
        }
    }
    out
}

/// What the liveness of one function's registers tells the collector.
#[derive(Default)]
pub struct Liveness {
    /// For each call that returns and leaves some register below its base dead: the label
    /// it returns to and the registers the caller may still read.
    pub calls: Vec<(Label, SavedLive)>,
    /// Heap tests whose `live` bound can be lowered: the instruction's index and the bound
    /// (one past the highest register live there).
    pub heap_tests: Vec<(usize, Reg)>,
}

/// The `live` bound of a heap test (a collection point of the current frame).
fn heap_test_live(i: &Instr) -> Option<Reg> {
    match i {
        Instr::TestHeap { live, .. }
        | Instr::TestPutCons { live, .. }
        | Instr::TestPutTuple { live, .. }
        | Instr::TestPutTupleReturn { live, .. } => Some(*live),
        _ => None,
    }
}

/// Set a heap test's `live` bound.
pub fn set_heap_test_live(i: &mut Instr, to: Reg) {
    if let Instr::TestHeap { live, .. }
    | Instr::TestPutCons { live, .. }
    | Instr::TestPutTuple { live, .. }
    | Instr::TestPutTupleReturn { live, .. } = i
    {
        *live = to;
    }
}

/// The base of a call that returns to the next instruction.
fn call_base(i: &Instr) -> Option<Reg> {
    match i {
        Instr::Call { base, .. } | Instr::CallExt { base, .. } | Instr::CallFun { base, .. } => {
            Some(*base)
        }
        _ => None,
    }
}

/// The labels each instruction may jump to (not a local call's entry, nor [`RAISE`]): those
/// of `code[k]` are `jumps[jump_at[k]..jump_at[k + 1]]`.
fn jump_table(code: &[Instr]) -> (Vec<Label>, Vec<u32>) {
    let mut jumps = Vec::new();
    let mut jump_at = vec![0];
    for i in code {
        if !matches!(i, Instr::Call { .. } | Instr::CallOnly { .. }) {
            i.clone().each_label_mut(|l| {
                if *l != RAISE {
                    jumps.push(*l)
                }
            });
        }
        jump_at.push(jumps.len() as u32);
    }
    (jumps, jump_at)
}

/// The function's exception handlers: their labels and the registers entering them writes.
fn handlers(code: &[Instr]) -> Vec<(Label, Reg, Reg)> {
    code.iter()
        .filter_map(|i| match i {
            Instr::TryBegin { handler, regs } => Some((*handler, *regs, *regs + 3)),
            Instr::CatchBegin { handler, dst } => Some((*handler, *dst, *dst + 1)),
            _ => None,
        })
        .collect()
}

struct Function<'a> {
    code: &'a [Instr],
    imports: &'a [Import],
    entry: usize,
    end: usize,
    size: usize,
    words: usize,
    handlers: Vec<(Label, Reg, Reg)>,
    /// The labels instruction `k` may jump to ([`jump_table`]).
    jumps: Vec<Label>,
    jump_at: Vec<u32>,
}

impl Function<'_> {
    fn live_at<'s>(&self, live_in: &'s [u64], at: usize) -> Option<&'s [u64]> {
        (at >= self.entry && at < self.end).then(|| {
            let k = at - self.entry;
            &live_in[k * self.words..(k + 1) * self.words]
        })
    }

    /// Add the registers live where an exception raised in the function is caught: those
    /// live at a handler, but for the ones entering it writes (class, reason, trace).
    fn add_handlers(&self, live_in: &[u64], out: &mut [u64]) {
        for &(h, from, to) in &self.handlers {
            if let Some(l) = self.live_at(live_in, h as usize) {
                // At most three registers (class, reason, trace): which were live before.
                let kept: u8 = (from..to)
                    .enumerate()
                    .fold(0, |k, (i, r)| k | (get(out, r as usize) as u8) << i);
                union(out, l);
                for (i, r) in (from..to).enumerate() {
                    if kept & (1 << i) == 0 {
                        clear(out, r as usize);
                    }
                }
            }
        }
    }

    /// Registers live when the call at `k` returns (or unwinds into a handler here).
    fn after_return(&self, k: usize, live_in: &[u64], out: &mut [u64]) {
        out.fill(0);
        if let Some(l) = self.live_at(live_in, self.entry + k + 1) {
            out.copy_from_slice(l);
        }
        self.add_handlers(live_in, out);
    }

    /// `out` := registers live before instruction `k`.
    fn transfer(&self, k: usize, live_in: &[u64], out: &mut [u64]) {
        let i = &self.code[self.entry + k];
        out.fill(0);
        if !ends_flow(i) {
            if let Some(l) = self.live_at(live_in, self.entry + k + 1) {
                out.copy_from_slice(l);
            }
            writes(i, &mut |r| clear(out, r as usize));
        }
        for &l in &self.jumps[self.jump_at[k] as usize..self.jump_at[k + 1] as usize] {
            if let Some(x) = self.live_at(live_in, l as usize) {
                union(out, x);
            }
        }
        self.add_handlers(live_in, out);
        let size = self.size;
        reads(i, self.code, self.imports, size, &mut |r| {
            set(out, r as usize)
        });
        // A call's fused moves come first: undo them last, the second before the first.
        if let Some(pre) = i.pre_moves() {
            for k in (0..pre.n as usize).rev() {
                clear(out, pre.dst[k] as usize);
                if let Src::R(r) = pre.src[k] {
                    set(out, r as usize);
                }
            }
        }
    }
}

/// Call `f` with every register `i` may read (besides a call's fused moves, which
/// [`Function::transfer`] handles). A register written and read by the same instruction
/// counts as read, which can only keep more alive.
fn reads(i: &Instr, code: &[Instr], imports: &[Import], size: usize, f: &mut impl FnMut(Reg)) {
    let mut src = |s: &Src| {
        if let Src::R(r) = s {
            f(*r)
        }
    };
    let span = |base: Reg, n: usize, f: &mut dyn FnMut(Reg)| {
        let top = (base as usize).saturating_add(n).min(size);
        (base as usize..top).for_each(|r| f(r as Reg));
    };
    match i {
        Instr::Enter { .. }
        | Instr::Jump(_)
        | Instr::TestHeap { .. }
        | Instr::TryBegin { .. }
        | Instr::TryEnd
        | Instr::CatchBegin { .. }
        | Instr::CatchEnd
        | Instr::RecvPeek { .. }
        | Instr::RecvNext { .. }
        | Instr::RecvAccept => {}
        Instr::Return => src(&Src::R(0)),
        Instr::Call { entry, base, .. } => {
            // The callee's arity, from its `Enter`; unknown: everything from the base.
            let n = match code.get(*entry as usize) {
                Some(Instr::Enter { arity, .. }) => *arity as usize,
                _ => size,
            };
            span(*base, n, &mut |r| src(&Src::R(r)));
        }
        Instr::CallExt { import, base } => {
            let n = imports
                .get(*import as usize)
                .map_or(size, |m| m.arity as usize);
            span(*base, n, &mut |r| src(&Src::R(r)));
        }
        Instr::CallOnly { base, arity, .. } | Instr::CallExtOnly { base, arity, .. } => {
            span(*base, *arity as usize, &mut |r| src(&Src::R(r)))
        }
        // The fun sits after the arguments.
        Instr::CallFun { base, arity, .. } | Instr::CallFunOnly { base, arity, .. } => {
            span(*base, *arity as usize + 1, &mut |r| src(&Src::R(r)))
        }
        Instr::Move { src: s, .. } => src(s),
        Instr::Move2 { a, b, .. } => {
            src(a);
            src(b);
        }
        Instr::PutCons { head, tail, .. }
        | Instr::PutConsShared { head, tail, .. }
        | Instr::TestPutCons { head, tail, .. } => {
            src(head);
            src(tail);
        }
        Instr::PutTuple { elems, .. }
        | Instr::PutTupleShared { elems, .. }
        | Instr::TestPutTuple { elems, .. }
        | Instr::TestPutTupleReturn { elems, .. } => elems.iter().for_each(src),
        Instr::MakeFun { free, .. } | Instr::MakeFunShared { free, .. } => {
            free.iter().for_each(src)
        }
        Instr::Test { src: s, .. }
        | Instr::IsTuple { src: s, .. }
        | Instr::IsTaggedTuple { src: s, .. }
        | Instr::GetHd { src: s, .. }
        | Instr::GetList { src: s, .. }
        | Instr::GetTl { src: s, .. }
        | Instr::SwitchList { src: s, .. }
        | Instr::SwitchTuple { src: s, .. }
        | Instr::GetElement2 { src: s, .. }
        | Instr::GetElement4 { src: s, .. }
        | Instr::IsEqImm { src: s, .. }
        | Instr::IsNeImm { src: s, .. }
        | Instr::GetElement { src: s, .. }
        | Instr::ElementImm { src: s, .. }
        | Instr::MatchFail { value: s, .. }
        | Instr::BsStart { src: s, .. } => src(s),
        Instr::IsFunArity { src: s, arity, .. } => {
            src(s);
            src(arity);
        }
        Instr::Cmp { a, b, .. }
        | Instr::CmpValue { a, b, .. }
        | Instr::Arith { a, b, .. }
        | Instr::ArithAdd { a, b, .. }
        | Instr::ArithSub { a, b, .. }
        | Instr::ArithMul { a, b, .. } => {
            src(a);
            src(b);
        }
        Instr::FArith { a, b, .. } => {
            fsrc(a, f);
            fsrc(b, f);
        }
        Instr::FNeg { src: x, .. } | Instr::FMath { src: x, .. } => fsrc(x, f),
        Instr::Bif { args, .. } => args.iter().for_each(src),
        Instr::Send { to, msg, .. } => {
            src(to);
            src(msg);
        }
        Instr::Raise {
            class,
            reason,
            trace,
        } => {
            src(class);
            src(reason);
            if let Some(t) = trace {
                src(t);
            }
        }
        Instr::RecvWait { timeout, .. } => {
            if let Some(t) = timeout {
                src(t);
            }
        }
        Instr::BsBuild { segments, .. } => {
            for s in segments.iter() {
                src(&s.value);
                if let Some(z) = &s.size {
                    src(z);
                }
            }
        }
        // A match context is two registers: the bitstring and the position.
        Instr::BsGet { ctx, size: z, .. } => {
            f(*ctx);
            f(*ctx + 1);
            if let Some(Src::R(r)) = z {
                f(*r);
            }
        }
        Instr::BsRest { ctx, .. } | Instr::BsEnd { ctx, .. } => {
            f(*ctx);
            f(*ctx + 1);
        }
    }
}

fn fsrc(x: &FSrc, f: &mut impl FnMut(Reg)) {
    if let FSrc::R(r) = x {
        f(*r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::PreMoves;
    use crate::term::Term;

    fn enter(size: Reg, arity: Reg) -> Instr {
        Instr::Enter {
            size,
            arity,
            clear_from: 0,
            clear_to: 0,
        }
    }

    fn call(entry: Label, base: Reg) -> Instr {
        Instr::Call {
            entry,
            base,
            pre: PreMoves::NONE,
        }
    }

    fn mv(src: Reg, dst: Reg) -> Instr {
        Instr::Move {
            src: Src::R(src),
            dst,
        }
    }

    /// The live registers after each call that has dead ones, as lists.
    fn analyse(code: &[Instr]) -> Vec<(Label, Vec<usize>)> {
        saved_live(code, &[], 0, code.len())
            .calls
            .into_iter()
            .map(|(l, s)| (l, (0..s.regs as usize).filter(|&r| s.is_live(r)).collect()))
            .collect()
    }

    #[test]
    fn registers_not_read_after_a_call_are_dead() {
        // f(X, Y) -> Z = g(X), {Y, Z}: after the call, only r1 (Y) is read.
        let code = [
            enter(4, 2),
            mv(0, 2),
            call(0, 2),
            Instr::TestPutTupleReturn {
                elems: Box::new([Src::R(1), Src::R(2)]),
                live: 3,
            },
        ];
        assert_eq!(analyse(&code), vec![(3, vec![1])]);
    }

    #[test]
    fn a_call_whose_saved_registers_are_all_read_again_needs_no_entry() {
        let code = [
            enter(3, 2),
            call(0, 2),
            Instr::TestPutTupleReturn {
                elems: Box::new([Src::R(0), Src::R(1), Src::R(2)]),
                live: 3,
            },
        ];
        assert_eq!(analyse(&code), vec![]);
    }

    #[test]
    fn a_register_read_only_by_an_exception_handler_stays_live() {
        // try g() catch _:_ -> R1 end: r1 is read only where the exception lands.
        let code = [
            enter(7, 2),
            Instr::TryBegin {
                handler: 6,
                regs: 3,
            },
            call(0, 6),
            Instr::TryEnd,
            Instr::Move {
                src: Src::K(Term::NIL),
                dst: 0,
            },
            Instr::Return,
            mv(1, 0),
            Instr::Return,
        ];
        assert_eq!(analyse(&code), vec![(3, vec![1])]);
    }

    #[test]
    fn a_register_read_around_a_loop_stays_live() {
        // A loop calling g/0 each round and testing r1 at its head: r1 is live after the
        // call through the jump back; r0 is never read.
        let code = [
            enter(3, 2),
            Instr::IsEqImm {
                src: Src::R(1),
                imm: Term::NIL,
                fail: 4,
            },
            call(0, 2),
            Instr::Jump(1),
            Instr::TestPutTupleReturn {
                elems: Box::new([Src::R(1)]),
                live: 2,
            },
        ];
        assert_eq!(analyse(&code), vec![(3, vec![1])]);
    }

    #[test]
    fn a_register_moved_into_the_arguments_is_dead_unless_read_again() {
        // g(X): the call's fused move copies r0 into r2; r0 is not read after the call,
        // r1 is.
        let code = [
            enter(3, 2),
            Instr::Call {
                entry: 5,
                base: 2,
                pre: PreMoves {
                    n: 1,
                    src: [Src::R(0), Src::R(0)],
                    dst: [2, 0],
                },
            },
            mv(1, 0),
            Instr::Return,
            Instr::Return,
            enter(1, 1),
            Instr::Return,
        ];
        let calls = saved_live(&code, &[], 0, 5).calls;
        assert_eq!(calls.len(), 1);
        let (l, s) = &calls[0];
        assert_eq!((*l, s.is_live(0), s.is_live(1)), (2, false, true));
    }
}
