//! A peephole pass over one function's code: fuse common sequences into one instruction,
//! so the interpreter dispatches fewer times.
//!
//! It runs before labels are resolved, and never fuses across an instruction that a label
//! points at (a jump there must still find it):
//! - `test Cons s; get_hd s -> h; get_tl s -> t` (either order) becomes `get_list`;
//! - (a value computed only to be returned or passed to a call goes straight to its
//!   register: `targeting.rs`, run between the fusions of three and of two);
//! - two `move`s in a row become one `move2` (same order, same effect), and two
//!   `get_element`s of one tuple one `get_element2` (two of those one `get_element4`);
//! - a `move` or `move2` before a local or fun call becomes the call's own moves;
//! - a `test_put_tuple` into `R0` and the `return` after it become one instruction;
//! - a `test_heap` for exactly one cons or tuple and its `put_cons`/`put_tuple` become one
//!   `test_put_cons`/`test_put_tuple`;
//! - a comparison for (in)equality with an immediate becomes `is_eq_imm`/`is_ne_imm`;
//! - `+`, `-` and `*` get instructions of their own (no dispatch on the operator).
//!
//! After labels are resolved, [`thread_jumps`] points labels past the jumps they land on,
//! [`switch_lists`] fuses a test for `[]` whose failure lands on
//! a `get_list` of the same register (clauses on `[]` then `[H | T]`) into `switch_list`,
//! [`switch_tuples`] a test for an immediate falling to an `is_tuple` into `switch_tuple`,
//! and the `skip_known_*` passes (and `known_bits.rs`, for binaries) let a failed guard
//! skip what the next clause would test or load again.

use crate::code::{ArithOp, CmpOp, Instr, Label, PreMoves, PreReg, Reg, Src, TypeTest, RAISE};
use crate::term::Term;
use std::collections::HashMap;

type Fuse = fn(&[Instr], bool, bool) -> (Vec<Instr>, usize);

/// Rewrite `code[start..]` (one function) in place; `lines` (the source line of each
/// instruction) and `labels` (label id → index: the function's own labels, those made while
/// generating it; its entry is at `start`, which never moves) are updated to match.
/// Sequences of three are fused first, so that pairs do not break them up.
pub fn optimize(code: &mut Vec<Instr>, lines: &mut Vec<u32>, start: usize, labels: &mut [u32]) {
    pass(code, lines, start, labels, fuse_three);
    super::targeting::target_results(code, lines, start, labels);
    pass(code, lines, start, labels, fuse_two);
    pass(code, lines, start, labels, fuse_pairs);
}

fn pass(code: &mut Vec<Instr>, lines: &mut Vec<u32>, start: usize, labels: &mut [u32], fuse: Fuse) {
    let end = code.len();
    // targets[k]: a label points at instruction start + k (a bitmap, not a hash set: a
    // function of a million instructions looks each up, in order).
    let mut targets = vec![false; end - start + 1];
    for &l in labels.iter() {
        if (start..=end).contains(&(l as usize)) {
            targets[l as usize - start] = true;
        }
    }
    targets[0] = true;
    let old: Vec<Instr> = code.drain(start..).collect();
    let old_lines: Vec<u32> = lines.drain(start..).collect();
    // new_index[i - start]: where old instruction i (or the one it was fused into) went.
    let mut new_index = vec![0u32; old.len() + 1];
    let mut i = 0;
    while i < old.len() {
        let at = code.len() as u32;
        let free = |k: usize| k < old.len() && !targets[k];
        let (fused, used) = fuse(&old[i..], free(i + 1), free(i + 2));
        for n in new_index.iter_mut().skip(i).take(used) {
            *n = at;
        }
        // The k-th new instruction keeps the line of the k-th one it replaces; a call that
        // took the moves before it keeps its own (stack traces show it).
        let took_moves = fused.len() == 1 && fused[0].pre_moves().is_some_and(|p| p.n > 0);
        for k in 0..fused.len() {
            let from = if took_moves {
                used - 1
            } else {
                k.min(used - 1)
            };
            lines.push(old_lines[i + from]);
        }
        code.extend(fused);
        i += used;
    }
    new_index[old.len()] = code.len() as u32;
    for l in labels.iter_mut() {
        let k = *l as usize;
        if (start..=end).contains(&k) {
            *l = new_index[k - start];
        }
    }
}

/// The instructions replacing the head of `code`, and how many of it they replace.
/// `second`/`third`: whether the second and third instructions may be fused away.
fn fuse_three(code: &[Instr], second: bool, third: bool) -> (Vec<Instr>, usize) {
    if second && third {
        if let Some(i) = get_list(&code[0], &code[1], &code[2]) {
            return (vec![i], 3);
        }
    }
    (vec![code[0].clone()], 1)
}

fn fuse_two(code: &[Instr], second: bool, _third: bool) -> (Vec<Instr>, usize) {
    let one = || (vec![simplify(&code[0])], 1);
    if !second {
        return one();
    }
    match (&code[0], &code[1]) {
        (
            Instr::GetElement {
                src: s1,
                index: i1,
                dst: d1,
            },
            Instr::GetElement {
                src: s2,
                index: i2,
                dst: d2,
            },
        ) if s1 == s2 && Src::R(*d1) != *s1 => (
            vec![Instr::GetElement2 {
                src: *s1,
                i1: *i1,
                d1: *d1,
                i2: *i2,
                d2: *d2,
            }],
            2,
        ),
        (Instr::TestHeap { need: 2, live }, Instr::PutCons { head, tail, dst }) => (
            vec![Instr::TestPutCons {
                head: *head,
                tail: *tail,
                dst: *dst,
                live: *live,
            }],
            2,
        ),
        (Instr::TestHeap { need, live }, Instr::PutTuple { elems, dst })
            if *need as usize == elems.len() + 1 =>
        {
            (
                vec![Instr::TestPutTuple {
                    elems: elems.clone(),
                    dst: *dst,
                    live: *live,
                }],
                2,
            )
        }
        (Instr::Move { src: a, dst: da }, Instr::Move { src: b, dst: db }) => (
            vec![Instr::Move2 {
                a: *a,
                da: *da,
                b: *b,
                db: *db,
            }],
            2,
        ),
        _ => one(),
    }
}

/// Two `get_element2` of one tuple in a row become one `get_element4` (tuple patterns take
/// their elements pairwise first); a `move` or `move2` before a local or fun call becomes
/// the call's own moves (arguments are mostly moved into place just before); a
/// `test_put_tuple` into `R0` and the `return` after it become one. (The same for
/// `test_put_cons` slowed the float benchmark by 7-12%: its code in the interpreter loop
/// moved the float instructions' code.)
fn fuse_pairs(code: &[Instr], second: bool, _third: bool) -> (Vec<Instr>, usize) {
    if second {
        let moves = match &code[0] {
            Instr::Move { src, dst } => PreReg::try_from(*dst).ok().map(|dst| PreMoves {
                n: 1,
                src: [*src, Src::R(0)],
                dst: [dst, 0],
            }),
            Instr::Move2 { a, da, b, db } => match (PreReg::try_from(*da), PreReg::try_from(*db)) {
                (Ok(da), Ok(db)) => Some(PreMoves {
                    n: 2,
                    src: [*a, *b],
                    dst: [da, db],
                }),
                _ => None,
            },
            _ => None,
        };
        if let (
            Instr::TestPutTuple {
                elems,
                dst: 0,
                live,
            },
            Instr::Return,
        ) = (&code[0], &code[1])
        {
            let i = Instr::TestPutTupleReturn {
                elems: elems.clone(),
                live: *live,
            };
            return (vec![i], 2);
        }
        if let Some(moves) = moves {
            let mut call = code[1].clone();
            if let Some(pre) = call.pre_moves_mut().filter(|p| p.n == 0) {
                *pre = moves;
                return (vec![call], 2);
            }
        }
        if let (
            Instr::GetElement2 {
                src: s1,
                i1: a1,
                d1: b1,
                i2: a2,
                d2: b2,
            },
            Instr::GetElement2 {
                src: s2,
                i1: a3,
                d1: b3,
                i2: a4,
                d2: b4,
            },
        ) = (&code[0], &code[1])
        {
            // The second pair must still read the tuple: the first writes no `src`.
            if s1 == s2 && Src::R(*b2) != *s1 && Src::R(*b3) != *s1 {
                let i = Instr::GetElement4 {
                    src: *s1,
                    is: [*a1, *a2, *a3, *a4],
                    ds: [*b1, *b2, *b3, *b4],
                };
                return (vec![i], 2);
            }
        }
    }
    (vec![code[0].clone()], 1)
}

/// One instruction made cheaper on its own: an exact (in)equality test against an immediate
/// is one word comparison (immediates have one representation each). `==`/`/=` against a
/// non-numeric immediate is the same test.
fn simplify(i: &Instr) -> Instr {
    if let Instr::Arith {
        op,
        a,
        b,
        dst,
        bif,
        fail,
    } = i
    {
        let (a, b, dst, bif, fail) = (*a, *b, *dst, *bif, *fail);
        match op {
            ArithOp::Add => {
                return Instr::ArithAdd {
                    a,
                    b,
                    dst,
                    bif,
                    fail,
                }
            }
            ArithOp::Sub => {
                return Instr::ArithSub {
                    a,
                    b,
                    dst,
                    bif,
                    fail,
                }
            }
            ArithOp::Mul => {
                return Instr::ArithMul {
                    a,
                    b,
                    dst,
                    bif,
                    fail,
                }
            }
            _ => {}
        }
    }
    if let Instr::Cmp { op, a, b, fail } = i {
        let (src, imm) = match (a, b) {
            (s, Src::K(k)) | (Src::K(k), s) if k.is_immediate() => (*s, *k),
            _ => return i.clone(),
        };
        let exact = matches!(op, CmpOp::ExactEq | CmpOp::ExactNe) || !imm.is_small();
        match op {
            CmpOp::ExactEq | CmpOp::Eq if exact => {
                return Instr::IsEqImm {
                    src,
                    imm,
                    fail: *fail,
                }
            }
            CmpOp::ExactNe | CmpOp::Ne if exact => {
                return Instr::IsNeImm {
                    src,
                    imm,
                    fail: *fail,
                }
            }
            _ => {}
        }
    }
    i.clone()
}

fn get_list(test: &Instr, x: &Instr, y: &Instr) -> Option<Instr> {
    let Instr::Test {
        test: TypeTest::Cons,
        src,
        fail,
    } = test
    else {
        return None;
    };
    let (hd, tl) = match (x, y) {
        (Instr::GetHd { src: s1, dst: h }, Instr::GetTl { src: s2, dst: t })
            if s1 == src && s2 == src && Src::R(*h) != *src =>
        {
            (*h, *t)
        }
        (Instr::GetTl { src: s1, dst: t }, Instr::GetHd { src: s2, dst: h })
            if s1 == src && s2 == src && Src::R(*t) != *src =>
        {
            (*h, *t)
        }
        _ => return None,
    };
    (hd != tl).then_some(Instr::GetList {
        src: *src,
        hd,
        tl,
        fail: *fail,
    })
}

/// `i` with its destination register `x` replaced by `to`, if `i` writes only `x` as its
/// last act (so nothing it reads can be clobbered early).
pub(super) fn retarget(i: &Instr, x: Reg, to: Reg) -> Option<Instr> {
    let mut i = i.clone();
    let dst = match &mut i {
        Instr::Move { dst, .. }
        | Instr::PutCons { dst, .. }
        | Instr::PutTuple { dst, .. }
        | Instr::TestPutCons { dst, .. }
        | Instr::TestPutTuple { dst, .. }
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
        | Instr::ArithMul { dst, .. } => dst,
        _ => return None,
    };
    if *dst != x {
        return None;
    }
    *dst = to;
    Some(i)
}

/// Fuse `is_eq_imm s, [] else L` where `L` is `get_list s -> h, t else M` into
/// `switch_list s, cons -> h, t at L + 1, else M`: a list that is not empty then takes one
/// dispatch instead of two. The `get_list` stays for other jumps to `L`. Labels must be
/// resolved (instruction indices), and the count of instructions does not change, so the
/// line table stays aligned.
pub fn switch_lists(code: &mut [Instr]) {
    for i in 0..code.len() {
        let Instr::IsEqImm { src, imm, fail } = &code[i] else {
            continue;
        };
        if *imm != Term::NIL || *fail == RAISE {
            continue;
        }
        let at = *fail as usize;
        if let Some(Instr::GetList {
            src: s2,
            hd,
            tl,
            fail: other,
        }) = code.get(at)
        {
            if s2 == src {
                code[i] = Instr::SwitchList {
                    src: *src,
                    hd: *hd,
                    tl: *tl,
                    cons: at as Label + 1,
                    other: *other,
                };
            }
        }
    }
}

/// As [`switch_lists`], for an immediate and a tuple: a test for an immediate whose failure
/// lands on an `is_tuple` of the same register (clauses on `nil`, then `{K, V, L, R}`)
/// becomes one `switch_tuple`. Labels must be resolved; the `is_tuple` stays for other jumps.
/// Every label that points at a `jump` points at its target instead (a failing test whose
/// next clause was compiled out of line no longer jumps twice). Labels must be resolved.
pub fn thread_jumps(code: &mut [Instr]) {
    let jump = |l: Label| match code.get(l as usize) {
        Some(Instr::Jump(t)) => Some(*t),
        _ => None,
    };
    // Where a jump to each position ends up; a bounded walk, so that a jump to itself (an
    // empty infinite loop) or a cycle of jumps ends it.
    let ends: Vec<Label> = (0..code.len() as Label)
        .map(|mut l| {
            for _ in 0..8 {
                match jump(l) {
                    Some(t) if t != l => l = t,
                    _ => break,
                }
            }
            l
        })
        .collect();
    for i in code.iter_mut() {
        i.each_label_mut(|l| {
            if let Some(&t) = ends.get(*l as usize) {
                *l = t;
            }
        });
    }
}

pub fn switch_tuples(code: &mut [Instr]) {
    for i in 0..code.len() {
        let Instr::IsEqImm { src, imm, fail } = &code[i] else {
            continue;
        };
        if *fail == RAISE {
            continue;
        }
        let at = *fail as usize;
        if let Some(&Instr::IsTuple {
            src: s2,
            arity,
            fail: other,
        }) = code.get(at)
        {
            if s2 == *src {
                code[i] = Instr::SwitchTuple {
                    src: *src,
                    imm: *imm,
                    arity,
                    tuple: at as Label + 1,
                    other,
                };
            }
        }
    }
}

/// A clause whose guard fails falls to the next clause, which often tests the same register
/// for a tuple again (`f({K, _, L, _}) when K < X -> ..; f({K, _, _, R}) -> ..`). Where the
/// failing test is reached only straight from such a test with the register unchanged
/// since, its failure skips the repeated tests whose outcome is known: to past one for the
/// same size, or to the failure label of one for another size. Past a test for the same
/// size it also skips the element extractions that would only load what their registers
/// already hold. Labels must be resolved; no instruction moves.
pub fn skip_known_tuple_tests(code: &mut [Instr]) {
    let mut targets = vec![false; code.len() + 1];
    for i in code.iter_mut() {
        i.each_label_mut(|l| {
            if let Some(t) = targets.get_mut(*l as usize) {
                *t = true;
            }
        });
    }
    // Positions a jump now skips to, with what holds there on every path.
    let mut known: HashMap<usize, TupleFacts> = HashMap::new();
    for i in 0..code.len() {
        let Some(&mut fail) = test_fail(&mut code[i]) else {
            continue;
        };
        let Some(&Instr::IsTuple { src: Src::R(x), .. }) = code.get(fail as usize) else {
            continue;
        };
        let Some(facts) = known_tuple(code, &targets, &known, i, x) else {
            continue;
        };
        let n = facts.arity;
        let mut to = fail as usize;
        let mut after_test = false;
        while let Some(&Instr::IsTuple {
            src: Src::R(y),
            arity,
            fail: other,
        }) = code.get(to)
        {
            if y != x {
                break;
            }
            if arity == n {
                to += 1;
                after_test = true;
                break;
            }
            if other == RAISE {
                break;
            }
            to = other as usize;
        }
        if to == fail as usize {
            continue;
        }
        // Past the test: extractions of elements already in their registers.
        let mut loaded: Vec<(u32, Reg)> = Vec::new();
        while after_test && to < code.len() {
            let Some(pairs) = code.get(to).and_then(|i| element_pairs(i, x)) else {
                break;
            };
            if !pairs.iter().all(|p| facts.elements.contains(p)) {
                break;
            }
            for (k, d) in pairs {
                loaded.retain(|&(_, e)| e != d);
                loaded.push((k, d));
            }
            to += 1;
        }
        if let Some(fail) = test_fail(&mut code[i]) {
            *fail = to as Label;
        }
        if after_test && !targets[to] {
            // Only the test's success (and the extractions skipped) and such jumps lead
            // there: `R(x)` is a tuple there, and the skipped extractions' results hold.
            known.insert(
                to,
                TupleFacts {
                    reg: x,
                    arity: n,
                    elements: loaded,
                },
            );
        } else {
            targets[to] = true;
        }
    }
}

/// What is known of a tuple register at a position: its size, and which registers hold
/// which of its elements (index, register).
struct TupleFacts {
    reg: Reg,
    arity: u32,
    elements: Vec<(u32, Reg)>,
}

/// The (index, register) pairs an element extraction from `R(x)` loads, if `i` is one and
/// overwrites neither `R(x)` nor one of its own results.
fn element_pairs(i: &Instr, x: Reg) -> Option<Vec<(u32, Reg)>> {
    let pairs = match i {
        Instr::GetElement {
            src: Src::R(s),
            index,
            dst,
        } if *s == x => vec![(*index, *dst)],
        Instr::GetElement2 {
            src: Src::R(s),
            i1,
            d1,
            i2,
            d2,
        } if *s == x => vec![(*i1, *d1), (*i2, *d2)],
        Instr::GetElement4 {
            src: Src::R(s),
            is,
            ds,
        } if *s == x => is.iter().copied().zip(ds.iter().copied()).collect(),
        _ => return None,
    };
    let clash = |k: usize| pairs[k].1 == x || pairs[k + 1..].iter().any(|p| p.1 == pairs[k].1);
    (!(0..pairs.len()).any(clash)).then_some(pairs)
}

/// What is known of tuple `R(x)` at `code[at]`: every way there passes an `is_tuple R(x)`
/// without writing `R(x)` after it, and the elements extracted since into registers not
/// written after. Looks back from `at` through instructions that fall through and are no
/// jump target (or are one of `known`'s).
fn known_tuple(
    code: &[Instr],
    targets: &[bool],
    known: &HashMap<usize, TupleFacts>,
    at: usize,
    x: Reg,
) -> Option<TupleFacts> {
    let mut written: Vec<Reg> = Vec::new();
    let mut elements: Vec<(u32, Reg)> = Vec::new();
    let mut j = at;
    loop {
        if let Some(f) = known.get(&j) {
            if f.reg != x {
                return None;
            }
            elements.extend(f.elements.iter().filter(|(_, d)| !written.contains(d)));
            return Some(TupleFacts {
                reg: x,
                arity: f.arity,
                elements,
            });
        }
        if targets[j] || j == 0 {
            return None;
        }
        j -= 1;
        match &code[j] {
            Instr::IsTuple {
                src: Src::R(r),
                arity,
                ..
            } if *r == x => {
                return Some(TupleFacts {
                    reg: x,
                    arity: *arity,
                    elements,
                })
            }
            i => {
                let ws = straight_writes(i)?;
                if ws.contains(&Some(x)) {
                    return None;
                }
                if let Some(pairs) = element_pairs(i, x) {
                    elements.extend(pairs.into_iter().filter(|(_, d)| !written.contains(d)));
                }
                written.extend(ws.into_iter().flatten());
            }
        }
    }
}

/// As [`skip_known_tuple_tests`], for lists: a failing guard whose next clause takes the same
/// register apart again (`f([X | T]) when X < P -> ..; f([X | T]) -> ..`) with a `get_list`
/// into the same registers skips that `get_list` when the register and both destinations
/// are unchanged since the last one. Labels must be resolved; no instruction moves.
pub fn skip_known_list_tests(code: &mut [Instr]) {
    let mut jumps_into = jumps_into(code);
    // Jumps made here, with the `get_list` whose outcome each carries: (x, hd, tl).
    let mut carries: HashMap<usize, (Reg, Reg, Reg)> = HashMap::new();
    for i in 0..code.len() {
        let Some(fail) = test_fail(&mut code[i]).map(|f| *f as usize) else {
            continue;
        };
        let Some(&Instr::GetList {
            src: Src::R(x),
            hd,
            tl,
            ..
        }) = code.get(fail)
        else {
            continue;
        };
        let fact = (x, hd, tl);
        // A `get_list` that overwrites its own source leaves nothing known about it.
        if hd == x || tl == x || !known_cons(code, &jumps_into, &carries, i, fact) {
            continue;
        }
        if let Some(fail) = test_fail(&mut code[i]) {
            *fail += 1;
        }
        jumps_into[fail].retain(|&k| k != i);
        jumps_into[fail + 1].push(i);
        carries.insert(i, fact);
    }
}

/// Whether at `code[at]` register `x` is known to be a cons whose head and tail are in `hd`
/// and `tl`: going back from `at` through instructions that fall through and write none of
/// the three, to a `get_list` of `x` into them. A position jumped to is passed only when
/// it follows such a `get_list` and every jump there carries the same outcome (the
/// `switch_list` that fused it, or a jump this pass retargeted).
fn known_cons(
    code: &[Instr],
    jumps_into: &[Vec<usize>],
    carries: &HashMap<usize, (Reg, Reg, Reg)>,
    at: usize,
    fact: (Reg, Reg, Reg),
) -> bool {
    let (x, hd, tl) = fact;
    let is_fact = |i: &Instr| {
        matches!(i, Instr::GetList { src: Src::R(r), hd: h, tl: t, .. }
            if (*r, *h, *t) == fact)
    };
    let free = |r: Reg| r != x && r != hd && r != tl;
    let mut j = at;
    loop {
        if !jumps_into[j].is_empty() {
            let same = |&k: &usize| {
                carries.get(&k) == Some(&fact)
                    || matches!(&code[k], Instr::SwitchList { src: Src::R(r), hd: h, tl: t, cons, .. }
                        if (*r, *h, *t) == fact && *cons as usize == j)
            };
            return j > 0 && is_fact(&code[j - 1]) && jumps_into[j].iter().all(same);
        }
        if j == 0 {
            return false;
        }
        j -= 1;
        match &code[j] {
            i if is_fact(i) => return true,
            i => match straight_writes(i) {
                Some(ws) if ws.iter().flatten().all(|&r| free(r)) => {}
                _ => return false,
            },
        }
    }
}

/// Where each position of `code` is jumped to from.
pub(super) fn jumps_into(code: &mut [Instr]) -> Vec<Vec<usize>> {
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); code.len() + 1];
    for (k, i) in code.iter_mut().enumerate() {
        i.each_label_mut(|l| {
            if let Some(v) = into.get_mut(*l as usize) {
                v.push(k);
            }
        });
    }
    into
}

/// The failure label of a test that writes nothing (a comparison or a type test), which
/// the known-test passes may move.
pub(super) fn test_fail(i: &mut Instr) -> Option<&mut Label> {
    match i {
        Instr::Cmp { fail, .. }
        | Instr::IsEqImm { fail, .. }
        | Instr::IsNeImm { fail, .. }
        | Instr::Test { fail, .. } => Some(fail),
        _ => None,
    }
}

/// The registers an instruction writes, if it is one the known-test passes may look back
/// through: it falls through to the next when its test holds and has no other effect. None
/// for anything else.
fn straight_writes(i: &Instr) -> Option<[Option<Reg>; 4]> {
    Some(match i {
        Instr::IsTuple { .. }
        | Instr::IsTaggedTuple { .. }
        | Instr::Test { .. }
        | Instr::Cmp { .. }
        | Instr::IsEqImm { .. }
        | Instr::IsNeImm { .. } => [None; 4],
        Instr::GetElement { dst, .. }
        | Instr::GetHd { dst, .. }
        | Instr::GetTl { dst, .. }
        | Instr::Move { dst, .. } => [Some(*dst), None, None, None],
        Instr::GetElement2 { d1, d2, .. } => [Some(*d1), Some(*d2), None, None],
        Instr::GetElement4 { ds, .. } => ds.map(Some),
        Instr::GetList { hd, tl, .. } => [Some(*hd), Some(*tl), None, None],
        Instr::Move2 { da, db, .. } => [Some(*da), Some(*db), None, None],
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_landing_on_jumps_go_to_their_targets() {
        let fail = |f: Label| Instr::IsEqImm {
            src: Src::R(0),
            imm: Term::NIL,
            fail: f,
        };
        let mut code = vec![
            fail(2),        // @0: lands on a chain of two jumps
            Instr::Jump(3), // @1
            Instr::Jump(3), // @2
            Instr::Jump(5), // @3
            Instr::Jump(4), // @4: a jump to itself stays
            Instr::Return,  // @5
            Instr::Jump(7), // @6: a cycle of two jumps ends the walk
            Instr::Jump(6), // @7
            fail(RAISE),    // @8: no label
        ];
        thread_jumps(&mut code);
        let labels: Vec<Vec<Label>> = code
            .iter_mut()
            .map(|i| {
                let mut ls = Vec::new();
                i.each_label_mut(|l| ls.push(*l));
                ls
            })
            .collect();
        assert_eq!(labels[0], vec![5]);
        assert_eq!(labels[1], vec![5]);
        assert_eq!(labels[3], vec![5]);
        assert_eq!(labels[4], vec![4]);
        assert!(matches!(code[6], Instr::Jump(6 | 7)));
        assert!(matches!(code[7], Instr::Jump(6 | 7)));
        assert!(matches!(code[8], Instr::IsEqImm { fail: RAISE, .. }));
    }
}
