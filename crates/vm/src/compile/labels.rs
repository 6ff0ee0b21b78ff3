//! Resolving symbolic labels (ids handed out by `ModGen::new_label`) to instruction indices.

use crate::code::{Instr, Label, RAISE};

fn fix(l: &mut Label, table: &[u32]) {
    if *l != RAISE {
        *l = table[*l as usize];
        debug_assert!(*l != u32::MAX, "unbound label");
    }
}

/// Rewrite every label in `code` from a label id to its instruction index.
pub fn resolve(code: &mut [Instr], table: &[u32]) {
    for i in code.iter_mut() {
        match i {
            Instr::Call { entry, .. } | Instr::CallOnly { entry, .. } => fix(entry, table),
            Instr::Jump(l) => fix(l, table),
            Instr::Test { fail, .. }
            | Instr::IsTuple { fail, .. }
            | Instr::IsTaggedTuple { fail, .. }
            | Instr::IsFunArity { fail, .. }
            | Instr::Cmp { fail, .. }
            | Instr::Bif { fail, .. }
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
            | Instr::IsNeImm { fail, .. } => fix(fail, table),
            Instr::TryBegin { handler, .. } | Instr::CatchBegin { handler, .. } => {
                fix(handler, table)
            }
            Instr::RecvPeek { empty, .. } => fix(empty, table),
            Instr::RecvNext { again } | Instr::RecvWait { again, .. } => fix(again, table),
            _ => {}
        }
    }
}
