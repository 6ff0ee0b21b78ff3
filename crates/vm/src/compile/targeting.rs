//! Result targeting: a value computed only to be passed on, as an argument of a tail call or
//! as the function's result, is computed straight into the register that passes it.
//!
//! Registers are handed out in scope order, so `sum([H | T], S) -> sum(T, S + H)` computes
//! `S + H` into a fresh register and moves it to R1 before the call. This pass rewrites
//! `op .. -> rT; ..; move rT -> rA; call_only` (or `return`) into `op .. -> rA; ..;
//! call_only`, removing the move, when that cannot be observed:
//! - nothing between the two instructions is a jump target, leaves the straight line other
//!   than by raising (a jump away could read either register), or is not understood here;
//! - nothing between them reads `rT` (it no longer changes) or touches `rA` (it now changes
//!   earlier), and the call does not read `rT`;
//! - a heap test between them keeps `rA` live (a collection clears registers past `live`).
//!
//! After the tail call or return nothing of the frame is read again, so `rT`'s old value
//! staying in place is harmless. It runs per function before labels are resolved, after the
//! three-instruction fusions (so `get_list` exists) and before moves are paired into
//! `move2`.

use super::peephole::retarget;
use crate::code::{Instr, Reg, Src, RAISE};

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
        Instr::MakeFun { free, dst, .. } => plain(regs(free), *dst),
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
        Instr::Bif {
            args, dst, fail, ..
        } => Effects {
            leaves: *fail != RAISE,
            ..plain(regs(args), *dst)
        },
        _ => return None,
    })
}

/// The registers a tail call or return reads, if `i` is one.
fn tail_reads(i: &Instr) -> Option<Vec<Reg>> {
    Some(match i {
        Instr::Return => vec![0],
        Instr::CallOnly { base, arity, .. } | Instr::CallExtOnly { base, arity, .. } => {
            (*base..*base + *arity).collect()
        }
        Instr::CallFunOnly { base, arity } => (*base..=*base + *arity).collect(),
        _ => return None,
    })
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
    for c in start..end {
        let Some(call_reads) = tail_reads(&code[c]) else {
            continue;
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
            if t == a || call_reads.contains(&t) {
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
