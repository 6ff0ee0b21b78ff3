//! Clauses that each start by reading the same segment of the same binary:
//! `ws(<<$\s, R/binary>>) -> ..; ws(<<$\t, R/binary>>) -> ..; ws(<<C, R/binary>>) -> ..`.
//!
//! Clauses are matched one after another, so each starts the match again (`bs_start`) and
//! reads the first segment again (`bs_get`), where Erlang/OTP's compiler reads it once and
//! switches on it. This pass lets a test that fails on the segment just read jump past the
//! next clause's `bs_start` and `bs_get` when they would redo exactly what was done: the same
//! binary register, context registers, segment (of the default or a literal size) and
//! destination.
//! The test then fails with the context and the destination as that `bs_get` would leave
//! them. Labels must be resolved; no instruction moves.

use super::peephole::{jumps_into, test_fail};
use crate::code::{Instr, Reg, Src};
use std::collections::HashMap;
use triheap_ir::ir::BinSpec;

/// A `bs_start` of `R(x)` into context `ctx`, then a `bs_get` of a segment `spec` of the
/// default or a literal size into `dst`.
#[derive(Clone, Copy, PartialEq)]
struct Fact {
    x: Reg,
    ctx: Reg,
    size: Option<Src>,
    spec: BinSpec,
    dst: Reg,
}

/// The fact that `code[at]` and `code[at + 1]` establish, if they are such a pair.
fn fact_at(code: &[Instr], at: usize) -> Option<Fact> {
    let Instr::BsStart {
        src: Src::R(x),
        ctx,
        ..
    } = *code.get(at)?
    else {
        return None;
    };
    let Instr::BsGet {
        ctx: c2,
        size,
        spec,
        dst,
        ..
    } = *code.get(at + 1)?
    else {
        return None;
    };
    // The `bs_get` must leave `R(x)` and the context as the `bs_start` set them.
    let sound = c2 == ctx && x != ctx + 1 && dst != x && dst != ctx && dst != ctx + 1;
    let literal_size = matches!(size, None | Some(Src::K(_)));
    (sound && literal_size).then_some(Fact {
        x,
        ctx,
        size,
        spec,
        dst,
    })
}

pub fn skip_known_binary_gets(code: &mut [Instr]) {
    let mut jumps_into = jumps_into(code);
    // Jumps this pass retargeted, with the fact each carries.
    let mut carries: HashMap<usize, Fact> = HashMap::new();
    for i in 2..code.len() {
        let Some(fail) = test_fail(&mut code[i]).map(|f| *f as usize) else {
            continue;
        };
        let (Some(here), Some(next)) = (fact_at(code, i - 2), fact_at(code, fail)) else {
            continue;
        };
        // The test follows the pair at once, and only the pair or jumps carrying its fact
        // lead there (nothing jumps to the `bs_get`).
        let carried = |k: &usize| carries.get(k) == Some(&here);
        if here != next || !jumps_into[i - 1].is_empty() || !jumps_into[i].iter().all(carried) {
            continue;
        }
        if let Some(fail) = test_fail(&mut code[i]) {
            *fail += 2;
        }
        jumps_into[fail].retain(|&k| k != i);
        jumps_into[fail + 2].push(i);
        carries.insert(i, here);
    }
}
