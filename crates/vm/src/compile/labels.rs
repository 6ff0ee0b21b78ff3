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
        i.each_label_mut(|l| fix(l, table));
    }
}
