//! Result targeting: a value computed only to be passed on, as a call's argument or as the
//! function's result, is computed straight into the register that passes it.
//!
//! Registers are handed out in scope order, so `sum([H | T], S) -> sum(T, S + H)` computes
//! `S + H` into a fresh register and moves it to R1 before the call. This pass rewrites
//! `op .. -> rT; ..; move rT -> rA; call` (or `return`) into `op .. -> rA; ..; call`,
//! removing the move, when that cannot be observed:
//! - nothing between the two instructions is a jump target, leaves the straight line other
//!   than by raising (a jump away could read either register), or is not understood here;
//! - nothing between them reads `rT` (it no longer changes) or touches `rA` (it now changes
//!   earlier);
//! - a heap test between them keeps `rA` live (a collection clears registers past `live`);
//! - a tail call or return does not read `rT`, and nothing of the frame is read after it,
//!   so `rT`'s old value staying in place is harmless. For any other call, `rT` is below the
//!   call's argument registers, no instruction after the call reads it, in a function
//!   whose jumps all go forward (one without a receive loop), and nothing wrote it before
//!   (so it holds the `[]` of `enter`, not a stale value the collector would keep alive).
//!
//! It runs per function before labels are resolved, after the three-instruction fusions (so
//! `get_list` exists) and before moves are paired into `move2`.

use super::peephole::retarget;
use crate::code::{FSrc, Instr, MatchFail, Reg, Src, RAISE};

/// What an instruction does to registers, for the instructions this pass looks through.
struct Effects {
    reads: Vec<Reg>,
    writes: Vec<Reg>,
    /// It may continue somewhere other than the next instruction without raising.
    leaves: bool,
    /// A heap test that may collect, keeping `R0..R(live)`.
    keeps: Option<Reg>,
}

fn regs(srcs: &[Src]) -> Vec<Reg> {
    srcs.iter()
        .filter_map(|s| match s {
            Src::R(r) => Some(*r),
            Src::K(_) => None,
        })
        .collect()
}

fn effects(i: &Instr) -> Option<Effects> {
    let plain = |reads: Vec<Reg>, dst: Reg| Effects {
        reads,
        writes: vec![dst],
        leaves: false,
        keeps: None,
    };
    Some(match i {
        Instr::Move { src, dst } => plain(regs(&[*src]), *dst),
        Instr::TestHeap { live, .. } => Effects {
            reads: vec![],
            writes: vec![],
            leaves: false,
            keeps: Some(*live),
        },
        Instr::PutCons { head, tail, dst } => plain(regs(&[*head, *tail]), *dst),
        Instr::PutTuple { elems, dst } => plain(regs(elems), *dst),
        Instr::MakeFun { free, dst, .. } | Instr::MakeFunShared { free, dst, .. } => {
            plain(regs(free), *dst)
        }
        Instr::GetHd { src, dst }
        | Instr::GetTl { src, dst }
        | Instr::GetElement { src, dst, .. } => plain(regs(&[*src]), *dst),
        Instr::GetList { src, hd, tl, .. } => Effects {
            reads: regs(&[*src]),
            writes: vec![*hd, *tl],
            leaves: true,
            keeps: None,
        },
        Instr::Arith {
            a, b, dst, fail, ..
        } => Effects {
            leaves: *fail != RAISE,
            ..plain(regs(&[*a, *b]), *dst)
        },
        Instr::CmpValue { a, b, dst, .. } => plain(regs(&[*a, *b]), *dst),
        Instr::ElementImm { src, dst, fail, .. } => Effects {
            leaves: *fail != RAISE,
            ..plain(regs(&[*src]), *dst)
        },
        Instr::Bif {
            args, dst, fail, ..
        } => Effects {
            leaves: *fail != RAISE,
            ..plain(regs(args), *dst)
        },
        _ => return None,
    })
}

/// A place where values are passed on.
enum Pass {
    /// A tail call or return, reading these registers; nothing of the frame is read after.
    Tail(Vec<Reg>),
    /// A call with its arguments from `R(base)` on: the registers below stay as they are.
    Call { base: Reg },
}

fn pass_of(i: &Instr) -> Option<Pass> {
    Some(match i {
        Instr::Return => Pass::Tail(vec![0]),
        Instr::CallOnly { base, arity, .. } | Instr::CallExtOnly { base, arity, .. } => {
            Pass::Tail((*base..*base + *arity).collect())
        }
        Instr::CallFunOnly { base, arity, .. } => Pass::Tail((*base..=*base + *arity).collect()),
        Instr::Call { base, .. } | Instr::CallExt { base, .. } | Instr::CallFun { base, .. } => {
            Pass::Call { base: *base }
        }
        _ => return None,
    })
}

/// Whether `i` may write `r` (true for anything not understood here). A call writes the
/// registers of its callee's frame, from its base on.
fn may_write(i: &Instr, r: Reg) -> bool {
    if let Some(e) = effects(i) {
        return e.writes.contains(&r);
    }
    match i {
        Instr::Call { base, .. }
        | Instr::CallExt { base, .. }
        | Instr::CallFun { base, .. }
        | Instr::CallOnly { base, .. }
        | Instr::CallExtOnly { base, .. }
        | Instr::CallFunOnly { base, .. } => r >= *base,
        Instr::Return
        | Instr::Enter { .. }
        | Instr::Jump(_)
        | Instr::Test { .. }
        | Instr::IsTuple { .. }
        | Instr::IsTaggedTuple { .. }
        | Instr::IsEqImm { .. }
        | Instr::IsNeImm { .. }
        | Instr::Cmp { .. }
        | Instr::TryEnd
        | Instr::CatchEnd
        | Instr::MatchFail { .. } => false,
        _ => true,
    }
}

/// Whether `i`, in a function of `arity` arguments, may read `r` (true for anything not
/// understood here).
fn may_read(i: &Instr, r: Reg, arity: Reg) -> bool {
    if let Some(e) = effects(i) {
        return e.reads.contains(&r);
    }
    let any = |srcs: &[Src]| regs(srcs).contains(&r);
    match i {
        Instr::Return => r == 0,
        Instr::Call { base, .. }
        | Instr::CallExt { base, .. }
        | Instr::CallFun { base, .. }
        | Instr::CallFunOnly { base, .. } => r >= *base,
        Instr::CallOnly { base, arity, .. } | Instr::CallExtOnly { base, arity, .. } => {
            (*base..*base + *arity).contains(&r)
        }
        Instr::Test { src, .. }
        | Instr::IsTuple { src, .. }
        | Instr::IsTaggedTuple { src, .. }
        | Instr::IsEqImm { src, .. }
        | Instr::IsNeImm { src, .. } => any(&[*src]),
        Instr::Cmp { a, b, .. } => any(&[*a, *b]),
        Instr::Move2 { a, b, .. } => any(&[*a, *b]),
        Instr::FArith { a, b, .. } => [a, b].iter().any(|x| **x == FSrc::R(r)),
        Instr::FNeg { src, .. } | Instr::FMath { src, .. } => *src == FSrc::R(r),
        // `function_clause` carries the arguments.
        Instr::MatchFail { kind, value } => {
            any(&[*value]) || (*kind == MatchFail::FunctionClause && r < arity)
        }
        Instr::Enter { .. }
        | Instr::Jump(_)
        | Instr::TryBegin { .. }
        | Instr::CatchBegin { .. }
        | Instr::TryEnd
        | Instr::CatchEnd => false,
        _ => true,
    }
}

/// `d` with its write of `from` going to `to` instead, if `d` writes `from` as its last act
/// and `to` is not another of its destinations.
fn redirect(d: &Instr, from: Reg, to: Reg) -> Option<Instr> {
    if let Instr::GetList { src, hd, tl, fail } = d {
        let (hd, tl) = match (*hd == from, *tl == from) {
            (true, false) if *tl != to => (to, *tl),
            (false, true) if *hd != to => (*hd, to),
            _ => return None,
        };
        return Some(Instr::GetList {
            src: *src,
            hd,
            tl,
            fail: *fail,
        });
    }
    retarget(d, from, to)
}

/// Apply result targeting to `code[start..]` (one function); `lines` and `labels` (the
/// function's own labels, id → index) follow the removed moves.
pub fn target_results(
    code: &mut Vec<Instr>,
    lines: &mut Vec<u32>,
    start: usize,
    labels: &mut [u32],
) {
    let end = code.len();
    let mut target = vec![false; end - start + 1];
    for &l in labels.iter() {
        if (start..=end).contains(&(l as usize)) {
            target[l as usize - start] = true;
        }
    }
    let mut removed = vec![false; end - start];
    let mut changed = false;
    // Jumps go forward except in a receive's loop: without one, what runs after a call is
    // what follows it in the code.
    let Instr::Enter { arity, .. } = code[start] else {
        return;
    };
    let loops = code[start..]
        .iter()
        .any(|i| matches!(i, Instr::RecvNext { .. } | Instr::RecvWait { .. }));
    for c in start..end {
        let Some(pass) = pass_of(&code[c]) else {
            continue;
        };
        // Whether `move rT -> rA` may be skipped as far as the call is concerned: a tail
        // call must not read `rT`. After another call `rT` must never be read again, and
        // it must hold nothing before (nothing since `enter` wrote it, and no callee's
        // frame covered it): the frame stays a root while the call runs, and a value left
        // in `rT` would keep whatever it refers to alive.
        let passes = |t: Reg, a: Reg, d: usize, code: &[Instr]| match &pass {
            Pass::Tail(reads) => !reads.contains(&t),
            Pass::Call { base } => {
                !loops
                    && t >= arity
                    && t < *base
                    && a >= *base
                    && !code[start + 1..d].iter().any(|i| may_write(i, t))
                    && !code[c + 1..].iter().any(|i| may_read(i, t, arity))
            }
        };
        // The straight line before `c`: no jump lands after its first instruction.
        // (A jump may land on `c` itself: that path runs neither the move nor its source.)
        let mut first = c;
        while first > start
            && (first == c || !target[first - start])
            && effects(&code[first - 1]).is_some()
        {
            first -= 1;
        }
        for m in (first..c).rev() {
            if removed[m - start] {
                continue;
            }
            let Instr::Move {
                src: Src::R(t),
                dst: a,
            } = code[m]
            else {
                continue;
            };
            if t == a {
                continue;
            }
            let live = |j: usize| !removed[j - start];
            let Some(d) = (first..m)
                .rev()
                .filter(|&j| live(j))
                .find(|&j| effects(&code[j]).is_some_and(|e| e.writes.contains(&t)))
            else {
                continue;
            };
            if !passes(t, a, d, code) {
                continue;
            }
            let clear = (d + 1..c).filter(|&j| j != m && live(j)).all(|j| {
                let e = effects(&code[j]).expect("straight line");
                !e.reads.contains(&t)
                    && !e.reads.contains(&a)
                    && !e.writes.contains(&a)
                    && !e.leaves
                    && e.keeps.is_none_or(|live| a < live)
            });
            if !clear {
                continue;
            }
            if let Some(new) = redirect(&code[d], t, a) {
                code[d] = new;
                removed[m - start] = true;
                changed = true;
            }
        }
    }
    if !changed {
        return;
    }
    // Drop the removed moves; a label goes to the instruction that now follows its place.
    let old: Vec<Instr> = code.drain(start..).collect();
    let old_lines: Vec<u32> = lines.drain(start..).collect();
    let mut new_index = vec![0u32; old.len() + 1];
    for (k, (i, line)) in old.into_iter().zip(old_lines).enumerate() {
        new_index[k] = code.len() as u32;
        if !removed[k] {
            code.push(i);
            lines.push(line);
        }
    }
    new_index[end - start] = code.len() as u32;
    for l in labels.iter_mut() {
        let k = *l as usize;
        if (start..=end).contains(&k) {
            *l = new_index[k - start];
        }
    }
}
