//! The load-time check that makes the interpreter's unchecked accesses sound.
//!
//! The interpreter reads registers and fetches instructions without bounds checks. That is
//! sound because of two invariants, which this check establishes for every compiled module
//! before any of its code runs:
//!
//! 1. **Registers.** Every function starts with `Enter { size }`, which grows the process's
//!    stack to at least `base + size` (the stack never shrinks while a frame is live). Every
//!    register an instruction of that function names, including the ranges implied by call
//!    bases, `try` and bit-syntax contexts, is below `size`.
//! 2. **Code.** Every label an instruction names (other than [`RAISE`]) lies inside the same
//!    function, past its `Enter`; every function ends with an instruction that does not fall
//!    through; and no function is empty. So `pc` stays within the module's code and within
//!    one function's frame.
//!
//! A module that breaks them is a compiler bug: loading it fails with an internal error.

use crate::code::{FSrc, FuncInfo, Instr, Label, Module, Reg, Src, NO_STORE, RAISE};

/// Arguments a `Bif` instruction may pass (the interpreter copies them to a fixed buffer).
pub const MAX_BIF_ARGS: usize = 8;

/// Check `m`'s code; the error names the function and instruction at fault.
pub fn check_module(m: &Module) -> Result<(), String> {
    let entries: std::collections::HashSet<Label> = m.functions.iter().map(|f| f.entry).collect();
    for f in &m.functions {
        check_function(m, f, &entries).map_err(|e| {
            format!(
                "internal: bad code in {}/{}: {e}",
                crate::atom::name(f.name),
                f.arity
            )
        })?;
    }
    Ok(())
}

fn check_function(
    m: &Module,
    f: &FuncInfo,
    entries: &std::collections::HashSet<Label>,
) -> Result<(), String> {
    let (entry, end) = (f.entry as usize, f.end as usize);
    if entry >= end || end > m.code.len() {
        return Err(format!("empty or out-of-range code {entry}..{end}"));
    }
    let size = match m.code[entry] {
        Instr::Enter {
            size,
            arity,
            clear_from,
            clear_to,
        } if arity <= size
            && clear_to <= size
            && (clear_from >= arity || clear_from == clear_to) =>
        {
            size as usize
        }
        _ => return Err(format!("@{entry} is not a valid enter")),
    };
    if !ends_flow(&m.code[end - 1]) {
        return Err(format!("@{} falls through past the function", end - 1));
    }
    for (pc, instr) in m.code.iter().enumerate().take(end).skip(entry + 1) {
        let mut bad = None;
        extents(m, instr, &mut |top| {
            if top > size && bad.is_none() {
                bad = Some(format!(
                    "@{pc} uses register {} of a frame of {size}",
                    top - 1
                ));
            }
        });
        labels(instr, &mut |l| {
            if l != RAISE && !(entry < l as usize && (l as usize) < end) && bad.is_none() {
                bad = Some(format!("@{pc} jumps to @{l}, outside the function"));
            }
        });
        if let Instr::Call { entry: e, .. } | Instr::CallOnly { entry: e, .. } = instr {
            if !entries.contains(e) {
                bad = Some(format!("@{pc} calls @{e}, which is no function's entry"));
            }
        }
        if let Instr::Bif { args, .. } = instr {
            if args.len() > MAX_BIF_ARGS {
                bad = Some(format!("@{pc} passes {} arguments to a BIF", args.len()));
            }
        }
        if matches!(instr, Instr::Enter { .. }) {
            bad = Some(format!("@{pc}: enter inside a function"));
        }
        if let Some(e) = bad {
            return Err(e);
        }
    }
    Ok(())
}

/// Instructions after which control never reaches the next one (a `receive` without
/// `after` only waits, then jumps back).
pub(crate) fn ends_flow(i: &Instr) -> bool {
    matches!(
        i,
        Instr::Return
            | Instr::TestPutTupleReturn { .. }
            | Instr::Jump(_)
            | Instr::CallOnly { .. }
            | Instr::CallExtOnly { .. }
            | Instr::CallFunOnly { .. }
            | Instr::Raise { .. }
            | Instr::MatchFail { .. }
            | Instr::RecvWait { timeout: None, .. }
    )
}

/// Call `top` with one past the highest register each operand of `i` touches.
fn extents(m: &Module, i: &Instr, top: &mut impl FnMut(usize)) {
    let reg = |r: Reg| r as usize + 1;
    let src = |s: &Src, top: &mut dyn FnMut(usize)| {
        if let Src::R(r) = s {
            top(reg(*r));
        }
    };
    if let Some(pre) = i.pre_moves() {
        if pre.n > 2 {
            top(usize::MAX);
        }
        for (s, d) in pre.iter() {
            src(&s, top);
            top(reg(d));
        }
    }
    match i {
        Instr::Enter { .. } | Instr::Return | Instr::Jump(_) => {}
        Instr::Call { base, .. } => top(reg(*base)),
        Instr::CallOnly { base, arity, .. } | Instr::CallExtOnly { base, arity, .. } => {
            top(*base as usize + *arity as usize)
        }
        Instr::CallExt { import, base } => {
            let arity = m
                .imports
                .get(*import as usize)
                .map_or(usize::MAX / 2, |i| i.arity as usize);
            top((*base as usize + arity).max(reg(*base)))
        }
        // The fun sits after the arguments.
        Instr::CallFun { base, arity, .. } | Instr::CallFunOnly { base, arity, .. } => {
            top(*base as usize + *arity as usize + 1)
        }
        Instr::Move { src: s, dst } => {
            src(s, top);
            top(reg(*dst));
        }
        Instr::FArith { a, b, store, .. } => {
            for x in [a, b] {
                if let FSrc::R(r) = x {
                    top(reg(*r));
                }
            }
            if *store != NO_STORE {
                top(reg(*store));
            }
        }
        Instr::FNeg { src: x, store, .. } | Instr::FMath { src: x, store, .. } => {
            if let FSrc::R(r) = x {
                top(reg(*r));
            }
            if *store != NO_STORE {
                top(reg(*store));
            }
        }
        Instr::Move2 { a, da, b, db } => {
            src(a, top);
            src(b, top);
            top(reg(*da));
            top(reg(*db));
        }
        Instr::GetElement2 { src: s, d1, d2, .. } => {
            src(s, top);
            top(reg(*d1));
            top(reg(*d2));
        }
        Instr::GetElement4 { src: s, ds, .. } => {
            src(s, top);
            ds.iter().for_each(|d| top(reg(*d)));
        }
        Instr::IsEqImm { src: s, .. }
        | Instr::IsNeImm { src: s, .. }
        | Instr::SwitchTuple { src: s, .. } => src(s, top),
        Instr::GetList { src: s, hd, tl, .. } | Instr::SwitchList { src: s, hd, tl, .. } => {
            src(s, top);
            top(reg(*hd));
            top(reg(*tl));
        }
        Instr::TestHeap { live, .. } => top(*live as usize),
        Instr::TestPutCons {
            head,
            tail,
            dst,
            live,
        } => {
            src(head, top);
            src(tail, top);
            top(reg(*dst));
            top(*live as usize);
        }
        Instr::TestPutTuple { elems, dst, live } => {
            elems.iter().for_each(|e| src(e, top));
            top(reg(*dst));
            top(*live as usize);
        }
        Instr::TestPutTupleReturn { elems, live } => {
            elems.iter().for_each(|e| src(e, top));
            top(reg(0).max(*live as usize));
        }
        Instr::PutCons { head, tail, dst } | Instr::PutConsShared { head, tail, dst } => {
            src(head, top);
            src(tail, top);
            top(reg(*dst));
        }
        Instr::PutTuple { elems, dst } | Instr::PutTupleShared { elems, dst } => {
            elems.iter().for_each(|e| src(e, top));
            top(reg(*dst));
        }
        Instr::MakeFun { free, dst, .. } | Instr::MakeFunShared { free, dst, .. } => {
            free.iter().for_each(|e| src(e, top));
            top(reg(*dst));
        }
        Instr::Test { src: s, .. }
        | Instr::IsTuple { src: s, .. }
        | Instr::IsTaggedTuple { src: s, .. } => src(s, top),
        Instr::IsFunArity { src: s, arity, .. } => {
            src(s, top);
            src(arity, top);
        }
        Instr::Cmp { a, b, .. } => {
            src(a, top);
            src(b, top);
        }
        Instr::GetHd { src: s, dst }
        | Instr::GetTl { src: s, dst }
        | Instr::GetElement { src: s, dst, .. }
        | Instr::ElementImm { src: s, dst, .. } => {
            src(s, top);
            top(reg(*dst));
        }
        Instr::Bif { args, dst, .. } => {
            args.iter().for_each(|a| src(a, top));
            top(reg(*dst));
        }
        Instr::Arith { a, b, dst, .. }
        | Instr::CmpValue { a, b, dst, .. }
        | Instr::ArithAdd { a, b, dst, .. }
        | Instr::ArithSub { a, b, dst, .. }
        | Instr::ArithMul { a, b, dst, .. } => {
            src(a, top);
            src(b, top);
            top(reg(*dst));
        }
        Instr::Send { to, msg, dst } => {
            src(to, top);
            src(msg, top);
            top(reg(*dst));
        }
        Instr::TryBegin { regs, .. } => top(*regs as usize + 3),
        Instr::CatchBegin { dst, .. } => top(reg(*dst)),
        Instr::TryEnd | Instr::CatchEnd | Instr::RecvNext { .. } | Instr::RecvAccept => {}
        Instr::Raise {
            class,
            reason,
            trace,
        } => {
            src(class, top);
            src(reason, top);
            if let Some(t) = trace {
                src(t, top);
            }
        }
        Instr::MatchFail { value, .. } => src(value, top),
        Instr::RecvPeek { dst, .. } => top(reg(*dst)),
        Instr::RecvWait { timeout, .. } => {
            if let Some(t) = timeout {
                src(t, top);
            }
        }
        Instr::BsBuild { segments, dst } => {
            for s in segments.iter() {
                src(&s.value, top);
                if let Some(z) = &s.size {
                    src(z, top);
                }
            }
            top(reg(*dst));
        }
        Instr::BsStart { src: s, ctx, .. } => {
            src(s, top);
            top(*ctx as usize + 2);
        }
        Instr::BsGet { ctx, size, dst, .. } => {
            if let Some(z) = size {
                src(z, top);
            }
            top(*ctx as usize + 2);
            top(reg(*dst));
        }
        Instr::BsRest { ctx, dst, .. } => {
            top(*ctx as usize + 2);
            top(reg(*dst));
        }
        Instr::BsEnd { ctx, .. } => top(*ctx as usize + 2),
    }
}

/// Call `f` with every label `i` names other than a local call's entry (checked against
/// the function entries instead).
fn labels(i: &Instr, f: &mut impl FnMut(Label)) {
    if matches!(i, Instr::Call { .. } | Instr::CallOnly { .. }) {
        return;
    }
    i.clone().each_label_mut(|l| f(*l));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn module(code: Vec<Instr>) -> Module {
        let end = code.len() as u32;
        Module {
            name: crate::atom::atom("m"),
            file: String::new(),
            code,
            functions: vec![FuncInfo {
                name: crate::atom::atom("f"),
                arity: 1,
                entry: 0,
                end,
            }],
            exports: HashMap::new(),
            locals: HashMap::new(),
            imports: Vec::new(),
            funs: Vec::new(),
            lines: Vec::new(),
            file_loc: crate::term::Term::NIL,
            saved_live: Default::default(),
            slot: crate::module_slots::OVERFLOW,
        }
    }

    #[test]
    fn accepts_code_within_its_frame() {
        let m = module(vec![
            Instr::Enter {
                size: 2,
                arity: 1,
                clear_from: 0,
                clear_to: 0,
            },
            Instr::Move {
                src: Src::R(0),
                dst: 1,
            },
            Instr::Return,
        ]);
        assert_eq!(check_module(&m), Ok(()));
    }

    #[test]
    fn rejects_a_register_past_the_frame() {
        let m = module(vec![
            Instr::Enter {
                size: 2,
                arity: 1,
                clear_from: 0,
                clear_to: 0,
            },
            Instr::Move {
                src: Src::R(0),
                dst: 2,
            },
            Instr::Return,
        ]);
        let e = check_module(&m).unwrap_err();
        assert!(e.contains("uses register 2 of a frame of 2"), "{e}");
    }

    #[test]
    fn rejects_falling_off_the_end_and_stray_jumps() {
        let m = module(vec![
            Instr::Enter {
                size: 1,
                arity: 1,
                clear_from: 0,
                clear_to: 0,
            },
            Instr::Move {
                src: Src::R(0),
                dst: 0,
            },
        ]);
        assert!(check_module(&m).unwrap_err().contains("falls through"));
        let m = module(vec![
            Instr::Enter {
                size: 1,
                arity: 1,
                clear_from: 0,
                clear_to: 0,
            },
            Instr::Jump(0),
        ]);
        assert!(check_module(&m)
            .unwrap_err()
            .contains("outside the function"));
    }
}
