//! An allocation window: a run of free words in a shared space (the message area's young
//! generation) lent to the running scheduler, so that an allocation site marked shared bumps
//! a pointer inline, as local allocation does, instead of calling the architecture per
//! object. It is the allocation buffer each scheduler thread will own (a TLAB).
//!
//! # Invariants
//! - The words in `[start, end)` were set aside for the window by the architecture that lent
//!   it; nothing else allocates there. `[start, top)` holds well-formed objects, written
//!   whole before their terms escape the instruction that made them.
//! - The window is returned (`Architecture::return_window`) before anything may move or free
//!   what is in it: the runtime returns it before every safepoint, where collections of the
//!   space happen, and when the run ends.
//! - `[lo, hi)` is a range of the space's addresses when the window was lent: a pointer in it
//!   leads to an object wholly in the space (the space's own invariant), so a cell made of
//!   such parts may be made in the window with no copy.

use crate::term::Term;

pub struct Window {
    pub start: *mut u64,
    pub top: *mut u64,
    pub end: *mut u64,
    pub lo: usize,
    pub hi: usize,
}

impl Default for Window {
    /// The empty window: nothing fits and nothing is covered.
    fn default() -> Window {
        Window {
            start: std::ptr::null_mut(),
            top: std::ptr::null_mut(),
            end: std::ptr::null_mut(),
            lo: 0,
            hi: 0,
        }
    }
}

impl Window {
    /// Whether `t` can be part of an object in the window with no copy: an immediate, or a
    /// pointer into the space.
    #[inline(always)]
    pub fn covers(&self, t: Term) -> bool {
        !t.is_pointer() || {
            let p = t.ptr() as usize;
            p >= self.lo && p < self.hi
        }
    }

    /// `n` words from the window, or None when it has fewer left.
    #[inline(always)]
    pub fn bump(&mut self, n: usize) -> Option<*mut u64> {
        if (self.end as usize - self.top as usize) / 8 < n {
            return None;
        }
        let p = self.top;
        // SAFETY: `top + n <= end`, inside the words lent (module invariant).
        self.top = unsafe { p.add(n) };
        Some(p)
    }

    /// Words allocated from the window.
    pub fn used(&self) -> usize {
        (self.top as usize - self.start as usize) / 8
    }
}
