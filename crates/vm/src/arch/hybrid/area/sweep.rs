//! The sweep that ends a major cycle: the old generation's free list rebuilt from the
//! black-map (`old.rs`), all at once or, under a time-based collector, a part at a time
//! in the steps that follow the cycle.
//!
//! A sweep reads the whole black-map, one bit per old word: 5 MB for a 40M-word old
//! generation, 1.5 ms on a 2-core VM, more than a 1 ms step. Done in parts, it must not
//! hand out words twice, nor free words handed out since it began:
//! - when it begins, the free list is set aside (the sweep finds its holes again, as runs
//!   of clear bits), so until it ends the old generation allocates only in pages added
//!   meanwhile, past the words it sweeps;
//! - no cycle begins before it ends (nothing marks; a new object is not marked, and the
//!   pages it lies in are not swept);
//! - at its end the free list is the holes it found followed by those of the added pages.

use super::old::{take_holes_part, Hole};
use super::{Area, PAGE_WORDS};
use crate::heap::release_refc_object;

/// Black-map words swept between two checks of a step's deadline (32 KB of map, 2M old
/// words: 50-100 µs).
const SWEEP_CHUNK: usize = 4096;

/// A sweep in progress.
pub(super) struct Sweep {
    /// Black-map words swept, and the words it covers (the pages when it began).
    next: usize,
    end: usize,
    /// Holes found so far, and the run of clear bits the last part ended in.
    holes: Vec<Hole>,
    open: Option<usize>,
}

impl Area {
    /// Sweep the old generation now: rebuild the free list from the marks, release dead refc
    /// binaries, clear the marks, and add a page if under 25% is free. Returns the live
    /// words.
    pub(super) fn sweep(&mut self) -> usize {
        self.begin_sweep();
        self.sweep_until(|| false);
        self.live_after_major
    }

    /// Begin the sweep (once the cycle's marking is over): release the dead refc binaries,
    /// set the free list aside.
    pub(super) fn begin_sweep(&mut self) {
        let (lo, hi) = (self.old_start as usize, self.end());
        let mut kept = Vec::with_capacity(self.refc.len());
        for &r in &self.refc {
            let a = r as usize;
            if a < lo || a >= hi || self.is_marked((a - lo) / 8) {
                kept.push(r);
            } else {
                // SAFETY: an unmarked refc object in the old generation is dead.
                unsafe { release_refc_object(r) };
            }
        }
        self.refc = kept;
        self.sweep = Some(Sweep {
            next: 0,
            end: self.pages * PAGE_WORDS / 64,
            holes: Vec::new(),
            open: None,
        });
        self.free.clear();
        self.free_words = 0;
        self.first_usable = 0;
    }

    /// Whether a sweep is in progress (no cycle may begin).
    pub fn sweeping(&self) -> bool {
        self.sweep.is_some()
    }

    /// Sweep [`SWEEP_CHUNK`] black-map words at a time until the sweep ends (true) or
    /// `stop` says the step's time is up (false).
    pub fn sweep_until(&mut self, mut stop: impl FnMut() -> bool) -> bool {
        let Some(mut s) = self.sweep.take() else {
            return true;
        };
        while s.next < s.end {
            let to = (s.next + SWEEP_CHUNK).min(s.end);
            take_holes_part(
                &mut self.marks[s.next..to],
                s.next,
                &mut s.open,
                &mut s.holes,
            );
            s.next = to;
            if s.next < s.end && stop() {
                self.sweep = Some(s);
                return false;
            }
        }
        self.end_sweep(s);
        true
    }

    /// The sweep `s` is complete: the free list is its holes followed by those of the pages
    /// added since it began.
    fn end_sweep(&mut self, s: Sweep) {
        let mut holes = s.holes;
        if let Some(at) = s.open {
            holes.push(Hole {
                at,
                len: s.end * 64 - at,
            });
        }
        for h in std::mem::take(&mut self.free) {
            match holes.last_mut() {
                Some(last) if last.at + last.len == h.at => last.len += h.len,
                _ => holes.push(h),
            }
        }
        let total = self.pages * PAGE_WORDS;
        self.free_words = holes.iter().map(|h| h.len).sum();
        self.free = holes;
        self.first_usable = 0;
        // The words marked, and those allocated in pages added since the sweep began.
        self.live_after_major = total - self.free_words;
        if self.free_words * 4 < total.max(1) {
            self.add_pages(1);
        }
    }
}
