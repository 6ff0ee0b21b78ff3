//! Which registers a function's `enter` clears.
//!
//! A collection takes a frame's registers below a bound as roots: a heap test's `live`, a
//! call's base (the caller's registers stay roots while the callee runs), the whole frame
//! where the process waits for a message. A register the function has not yet written when
//! a collection sees it holds what an earlier frame left there: a valid term (every stack
//! slot below `stack_dirty` always is one), but one that would keep dead data alive. So
//! `enter` clears the registers some collection could see before the function writes them,
//! and no others: most functions write every register before their first heap test or
//! call, and clear none.
//!
//! The analysis is a forward "definitely written" data flow over the function's resolved
//! code: arguments are written at entry; an instruction adds the registers it writes; where
//! paths meet, only registers written on all of them count. An instruction this file does
//! not know to write a register counts as writing nothing, which can only clear more.

use super::reg_bits::{get, set};
use crate::code::{Instr, Label, Reg, NO_STORE, RAISE};
use crate::code_check::ends_flow;

/// The registers `[from, to)` that `enter` must clear for the function at `code[entry..end]`
/// (labels resolved; `code[entry]` is its `Enter`). An empty range when none need it.
pub fn clear_range(code: &[Instr], entry: usize, end: usize) -> (Reg, Reg) {
    let Instr::Enter { size, arity, .. } = code[entry] else {
        return (0, 0);
    };
    let (size, arity) = (size as usize, arity as usize);
    if size == arity {
        return (0, 0);
    }
    let n = end - entry;
    let words = size.div_ceil(64);
    if n.saturating_mul(words) > EXACT_LIMIT {
        return clear_all_seen(&code[entry..end], arity, size);
    }
    // written[k]: registers written on every path to code[entry + k]; None: not reached yet.
    let mut written: Vec<Option<Vec<u64>>> = vec![None; n];
    let mut args = vec![0u64; words];
    (0..arity).for_each(|r| set(&mut args, r));
    written[1.min(n - 1)] = Some(args);
    let mut work: Vec<usize> = vec![1.min(n - 1)];
    let mut unwritten_seen = vec![0u64; words];
    let flow =
        |at: usize, w: Vec<u64>, written: &mut Vec<Option<Vec<u64>>>, work: &mut Vec<usize>| {
            if at < entry || at >= end {
                return;
            }
            let k = at - entry;
            match &mut written[k] {
                None => {
                    written[k] = Some(w);
                    work.push(k);
                }
                Some(old) => {
                    let mut changed = false;
                    for (o, x) in old.iter_mut().zip(&w) {
                        let m = *o & x;
                        changed |= m != *o;
                        *o = m;
                    }
                    if changed {
                        work.push(k);
                    }
                }
            }
        };
    while let Some(k) = work.pop() {
        let mut w = written[k].clone().expect("queued positions are reached");
        let i = &code[entry + k];
        // A call's fused moves come before everything else it does.
        if let Some(pre) = i.pre_moves() {
            pre.iter().for_each(|(_, d)| set(&mut w, d as usize));
        }
        if let Some(bound) = roots_below(i, size) {
            for r in arity..bound.min(size) {
                if !get(&w, r) {
                    set(&mut unwritten_seen, r);
                }
            }
        }
        // Labels: what holds when the instruction jumps (its writes, if any, not done).
        let mut on_jump = w.clone();
        match i {
            Instr::SwitchList { hd, tl, .. } => {
                set(&mut on_jump, *hd as usize);
                set(&mut on_jump, *tl as usize);
            }
            Instr::TryBegin { regs, .. } => {
                (0..3).for_each(|d| set(&mut on_jump, *regs as usize + d));
            }
            Instr::CatchBegin { dst, .. } => set(&mut on_jump, *dst as usize),
            _ => {}
        }
        let mut targets: Vec<Label> = Vec::new();
        if !matches!(i, Instr::Call { .. } | Instr::CallOnly { .. }) {
            i.clone().each_label_mut(|l| targets.push(*l));
        }
        for l in targets {
            if l != RAISE {
                // A `switch_list` writes `hd` and `tl` only on its way to `cons`.
                let on = match i {
                    Instr::SwitchList { other, .. } if *other == l => w.clone(),
                    _ => on_jump.clone(),
                };
                flow(l as usize, on, &mut written, &mut work);
            }
        }
        if !ends_flow(i) {
            let mut out = w;
            writes(i, &mut |r| {
                if (r as usize) < size {
                    set(&mut out, r as usize)
                }
            });
            flow(entry + k + 1, out, &mut written, &mut work);
        }
    }
    let mut regs = (arity..size).filter(|&r| get(&unwritten_seen, r));
    match (regs.next(), regs.next_back()) {
        (None, _) => (0, 0),
        (Some(first), last) => (first as Reg, last.unwrap_or(first) as Reg + 1),
    }
}

/// Words of sets the exact analysis may keep (32 MiB): it keeps one set of `size` bits per
/// instruction, quadratic in a function binding 100,000 variables.
const EXACT_LIMIT: usize = 1 << 22;

/// For a function too large for the exact analysis: every register above the arguments that
/// some collection point could see (clearing more than needed costs only time).
fn clear_all_seen(code: &[Instr], arity: usize, size: usize) -> (Reg, Reg) {
    let bound = code
        .iter()
        .filter_map(|i| roots_below(i, size))
        .max()
        .unwrap_or(0)
        .min(size);
    if bound > arity {
        (arity as Reg, bound as Reg)
    } else {
        (0, 0)
    }
}

/// The bound below which a collection or a wait at `i` takes this frame's registers as
/// roots, if it can happen there.
fn roots_below(i: &Instr, size: usize) -> Option<usize> {
    Some(match i {
        Instr::TestHeap { live, .. }
        | Instr::TestPutCons { live, .. }
        | Instr::TestPutTuple { live, .. }
        | Instr::TestPutTupleReturn { live, .. } => *live as usize,
        // The callee's collections (and a BIF's `erlang:garbage_collect/0`) see the
        // caller's registers below the call's base. A tail call's frame is gone, but a BIF
        // called in tail position runs with it in place.
        Instr::Call { base, .. }
        | Instr::CallFun { base, .. }
        | Instr::CallExt { base, .. }
        | Instr::CallExtOnly { base, .. } => *base as usize,
        // A waiting process's whole frame is a root of the shared heap and message area.
        Instr::RecvWait { .. } => size,
        _ => return None,
    })
}

/// Call `f` with each register `i` has written when it falls through to the next
/// instruction. A call writes its result to its base; the registers above hold what the
/// callee left, which counts as not written (they may still hold what was there before).
pub(super) fn writes(i: &Instr, f: &mut impl FnMut(Reg)) {
    match i {
        Instr::Move { dst, .. }
        | Instr::PutCons { dst, .. }
        | Instr::PutTuple { dst, .. }
        | Instr::TestPutCons { dst, .. }
        | Instr::TestPutTuple { dst, .. }
        | Instr::PutConsShared { dst, .. }
        | Instr::PutTupleShared { dst, .. }
        | Instr::MakeFun { dst, .. }
        | Instr::MakeFunShared { dst, .. }
        | Instr::GetHd { dst, .. }
        | Instr::GetTl { dst, .. }
        | Instr::GetElement { dst, .. }
        | Instr::Bif { dst, .. }
        | Instr::ElementImm { dst, .. }
        | Instr::CmpValue { dst, .. }
        | Instr::Arith { dst, .. }
        | Instr::ArithAdd { dst, .. }
        | Instr::ArithSub { dst, .. }
        | Instr::ArithMul { dst, .. }
        | Instr::Send { dst, .. }
        | Instr::RecvPeek { dst, .. }
        | Instr::BsBuild { dst, .. }
        | Instr::BsGet { dst, .. }
        | Instr::BsRest { dst, .. } => f(*dst),
        Instr::Move2 { da, db, .. } => {
            f(*da);
            f(*db);
        }
        Instr::GetList { hd, tl, .. } => {
            f(*hd);
            f(*tl);
        }
        Instr::GetElement2 { d1, d2, .. } => {
            f(*d1);
            f(*d2);
        }
        Instr::GetElement4 { ds, .. } => ds.iter().for_each(|&d| f(d)),
        Instr::FArith { store, .. } | Instr::FNeg { store, .. } | Instr::FMath { store, .. }
            if *store != NO_STORE =>
        {
            f(*store)
        }
        Instr::BsStart { ctx, .. } => {
            f(*ctx);
            f(*ctx + 1);
        }
        Instr::Call { base, .. } | Instr::CallExt { base, .. } | Instr::CallFun { base, .. } => {
            f(*base)
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::{PreMoves, Src};
    use crate::term::Term;

    fn enter(size: Reg, arity: Reg) -> Instr {
        Instr::Enter {
            size,
            arity,
            clear_from: 0,
            clear_to: 0,
        }
    }

    fn range(code: &[Instr]) -> (Reg, Reg) {
        clear_range(code, 0, code.len())
    }

    #[test]
    fn registers_written_before_every_collection_point_are_not_cleared() {
        let code = [
            enter(4, 1),
            Instr::Move {
                src: Src::R(0),
                dst: 1,
            },
            Instr::Move {
                src: Src::K(Term::NIL),
                dst: 2,
            },
            Instr::TestHeap { need: 2, live: 3 },
            Instr::Return,
        ];
        assert_eq!(range(&code), (0, 0));
    }

    #[test]
    fn a_heap_test_naming_unwritten_registers_clears_them() {
        let code = [
            enter(4, 1),
            Instr::Move {
                src: Src::R(0),
                dst: 2,
            },
            Instr::TestHeap { need: 2, live: 4 },
            Instr::Return,
        ];
        // r1 and r3 are below `live` and never written: the range covers both.
        assert_eq!(range(&code), (1, 4));
    }

    #[test]
    fn a_register_written_on_one_path_only_is_cleared() {
        let code = [
            enter(3, 1),
            Instr::IsEqImm {
                src: Src::R(0),
                imm: Term::NIL,
                fail: 4,
            },
            Instr::Move {
                src: Src::R(0),
                dst: 1,
            },
            Instr::Jump(4),
            Instr::TestHeap { need: 2, live: 2 },
            Instr::Return,
        ];
        assert_eq!(range(&code), (1, 2));
    }

    #[test]
    fn a_call_keeps_the_registers_below_its_base_as_roots() {
        let code = [
            enter(5, 1),
            Instr::Call {
                entry: 0,
                base: 3,
                pre: PreMoves {
                    n: 1,
                    src: [Src::R(0), Src::R(0)],
                    dst: [2, 0],
                },
            },
            Instr::Return,
        ];
        // The call's own move writes r2 before it calls; r1 is seen unwritten.
        assert_eq!(range(&code), (1, 2));
    }

    #[test]
    fn a_wait_for_a_message_keeps_the_whole_frame() {
        let code = [
            enter(3, 0),
            Instr::RecvPeek { dst: 0, empty: 3 },
            Instr::Return,
            Instr::RecvWait {
                timeout: None,
                again: 1,
            },
        ];
        assert_eq!(range(&code), (0, 3));
    }
}
