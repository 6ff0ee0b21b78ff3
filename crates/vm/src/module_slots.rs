//! A one-byte number for each loaded module, so that a return frame names its module in a
//! byte instead of a pointer (`process::Frame`: 16 bytes, not 24; a body recursion keeps
//! one frame per level, 20,000 of them in a `lists:map/2` over 20,000 elements).
//!
//! The first 255 modules loaded get a slot each, filled once when the module is loaded and
//! before any of its code runs, so before any frame can name it. Later modules share the
//! last number, [`OVERFLOW`], and are found by the address a frame returns to.

use crate::code::{CodePtr, Module};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The number of the modules loaded past the first 255.
pub const OVERFLOW: u8 = u8::MAX;

static SLOTS: [OnceLock<&'static Module>; OVERFLOW as usize] =
    [const { OnceLock::new() }; OVERFLOW as usize];
static NEXT: AtomicUsize = AtomicUsize::new(0);
static OVERFLOWED: Mutex<Vec<&'static Module>> = Mutex::new(Vec::new());

/// The number for a module about to be built.
pub fn reserve() -> u8 {
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    u8::try_from(n)
        .ok()
        .filter(|&n| n < OVERFLOW)
        .unwrap_or(OVERFLOW)
}

/// Makes `m` (built with the number [`reserve`] gave, in `m.slot`) findable by it.
pub fn register(m: &'static Module) {
    match SLOTS.get(m.slot as usize) {
        Some(cell) => {
            let _ = cell.set(m);
        }
        None => OVERFLOWED.lock().unwrap().push(m),
    }
}

/// The module numbered `slot` whose code holds `ret`.
#[inline(always)]
pub fn module(slot: u8, ret: CodePtr) -> &'static Module {
    match SLOTS.get(slot as usize).and_then(|cell| cell.get()) {
        Some(m) => m,
        None => overflowed(ret),
    }
}

#[cold]
fn overflowed(ret: CodePtr) -> &'static Module {
    let all = OVERFLOWED.lock().unwrap();
    let holds = |m: &&'static Module| {
        let code = m.code.as_ptr_range();
        code.contains(&ret.0) || code.end == ret.0
    };
    all.iter()
        .copied()
        .find(holds)
        .expect("a frame returns into a loaded module")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Instr;

    fn loaded(slot: u8) -> &'static Module {
        let m = Module {
            name: crate::atom::atom("m"),
            file: String::new(),
            code: vec![Instr::Return; 3],
            functions: Vec::new(),
            exports: Default::default(),
            locals: Default::default(),
            imports: Vec::new(),
            funs: Vec::new(),
            lines: Vec::new(),
            file_loc: crate::term::Term::NIL,
            saved_live: Default::default(),
            slot,
        };
        let m: &'static Module = Box::leak(Box::new(m));
        register(m);
        m
    }

    #[test]
    fn modules_past_the_slots_are_found_by_the_address_they_return_to() {
        let first = loaded(reserve());
        while reserve() != OVERFLOW {}
        let (a, b) = (loaded(reserve()), loaded(reserve()));
        assert_eq!(a.slot, OVERFLOW);
        assert!(std::ptr::eq(module(first.slot, first.at(1)), first));
        assert!(std::ptr::eq(module(OVERFLOW, a.at(1)), a));
        // A call that ends its function returns just past the code.
        assert!(std::ptr::eq(module(OVERFLOW, b.at(3)), b));
        assert!(std::ptr::eq(module(OVERFLOW, b.at(0)), b));
    }
}
