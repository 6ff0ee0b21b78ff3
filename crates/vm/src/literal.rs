//! The literal area: one append-only region holding the constant terms of every loaded module.
//!
//! # Invariants
//! - The region is reserved once, at its full size, and never moves or shrinks, so a literal's
//!   address stays valid for the life of the runtime and "is this a literal?" is one range test.
//! - Words are only appended (under the lock) and never written again; literals never point
//!   outside the area. Collectors leave pointers into it alone.

use crate::term::Term;
use std::sync::{Mutex, OnceLock};

/// Words reserved for literals (512 MiB of address space; pages are touched only when used).
const LITERAL_WORDS: usize = 64 << 20;

struct Area {
    base: *mut u64,
    used: usize,
}

// SAFETY: the raw pointer is only written under the mutex, and only to words no term yet
// refers to; published words are immutable.
unsafe impl Send for Area {}

fn area() -> &'static Mutex<Area> {
    static AREA: OnceLock<Mutex<Area>> = OnceLock::new();
    AREA.get_or_init(|| {
        let mut v: Vec<u64> = Vec::with_capacity(LITERAL_WORDS);
        let base = v.as_mut_ptr();
        std::mem::forget(v);
        RANGE
            .set((base as usize, base as usize + LITERAL_WORDS * 8))
            .unwrap();
        Mutex::new(Area { base, used: 0 })
    })
}

static RANGE: OnceLock<(usize, usize)> = OnceLock::new();

/// Whether `p` points into the literal area.
#[inline]
pub fn contains(p: *const u64) -> bool {
    match RANGE.get() {
        Some(&(lo, hi)) => (p as usize) >= lo && (p as usize) < hi,
        None => false,
    }
}

/// Copy `words` (a self-contained object graph built by the caller in a scratch buffer whose
/// pointers are relative to `scratch_base`) into the literal area, relocating its pointers,
/// and return `root` relocated likewise.
pub fn publish(words: &[u64], scratch_base: *const u64, root: Term) -> Result<Term, &'static str> {
    let mut a = area().lock().unwrap();
    if a.used + words.len() > LITERAL_WORDS {
        return Err("literal area exhausted");
    }
    // SAFETY: `used + len` is within the reserved region; nothing refers to these words yet.
    let dest = unsafe { a.base.add(a.used) };
    a.used += words.len();
    let lo = scratch_base as u64;
    let hi = lo + (words.len() as u64) * 8;
    let delta = (dest as u64).wrapping_sub(lo);
    let reloc = |w: u64| -> u64 {
        // SAFETY: only the word's tag and address are looked at; nothing is read through it.
        let t = unsafe { Term::from_raw(w) };
        if t.is_pointer() && (t.ptr() as u64) >= lo && (t.ptr() as u64) < hi {
            w.wrapping_add(delta)
        } else {
            w
        }
    };
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        if crate::term::is_header(w) {
            let kind = crate::term::header_kind(w);
            let size = crate::term::header_size(w);
            // SAFETY: within the region reserved above.
            unsafe { *dest.add(i) = w };
            for j in 1..=size {
                let x = words[i + j];
                let x = if kind.words_are_terms() { reloc(x) } else { x };
                // SAFETY: as above.
                unsafe { *dest.add(i + j) = x };
            }
            i += size + 1;
        } else {
            // SAFETY: as above.
            unsafe { *dest.add(i) = reloc(w) };
            i += 1;
        }
    }
    // SAFETY: `root` relocated: an immediate, or a pointer to the copy just written.
    Ok(unsafe { Term::from_raw(reloc(root.raw())) })
}
