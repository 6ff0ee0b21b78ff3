//! Pretenuring: while what the nursery's windows hold survives its cycles almost whole,
//! windows are lent in the old generation instead, so that a cycle has nothing of theirs to
//! copy.
//!
//! A minor cycle promotes every survivor at once (seed 003 sec. 5), so an object that
//! survives its first cycle is copied into the old generation anyway; when nearly all of a
//! nursery survives (`nag keep`'s messages, all kept; `worker`'s results), the copy is most
//! of the area's collection time, and the mutator may as well build in the old generation.
//! An old window is an `overflow` chunk (see `area/mod.rs`): its objects may point into the
//! from-space or the nursery, so the cycle that runs scans it as it scans the nursery, and
//! the next one scans it again if it pointed into the nursery (`trace.rs`); born marked while
//! a major cycle runs. Its words count against the nursery's limit as nursery words do, and
//! it is sized as a nursery window would be, so cycles come as often and steps keep pace the
//! same way.
//!
//! The policy works per allocation period (from one cycle's beginning to the next's, the
//! words the next cycle evacuates). A cycle that evacuated a period whose windows were in the
//! nursery measures their survival; after one of at least [`SURVIVAL_PERCENT`]%, the
//! following periods lend old windows, [`STREAK`] of them at most before one in the nursery
//! measures again (but not one that begins with a major cycle: it lasts as long as the
//! marking, and a nursery that grows past its size hurries the steps). A wrong guess costs
//! one period of dead objects in the old generation, until the next major cycle.

use super::{Area, PAGE_WORDS, WINDOW_WORDS};
use crate::arch::window::Window;

/// Survival, in percent of the from-space, that makes the next periods pretenure.
const SURVIVAL_PERCENT: usize = 90;
/// Periods pretenured in a row before one in the nursery measures survival again.
const STREAK: u32 = 7;
/// A from-space smaller than this (words) says nothing of survival.
const MIN_MEASURED: usize = 64;

/// The pretenuring policy's state.
#[derive(Default)]
pub(super) struct Pretenure {
    /// Windows are lent in the old generation in the period that runs.
    pub on: bool,
    /// The period that is now the from-space had its windows in the old generation (its
    /// survival says nothing of windows).
    from_on: bool,
    /// The last survival measured was high.
    high: bool,
    /// Periods pretenured in a row.
    streak: u32,
}

impl Pretenure {
    /// A cycle begins (`major` or not): the period that ends becomes its from-space; whether
    /// the one that begins pretenures. A period that begins with a major cycle is not one to
    /// measure survival in: it lasts as long as the cycle's marking, and a nursery that grows
    /// past its size makes the steps hurry.
    pub fn begin_period(&mut self, major: bool) {
        self.from_on = self.on;
        self.on = self.high && (self.streak < STREAK || major);
        self.streak = if self.on { self.streak + 1 } else { 0 };
    }

    /// A cycle ended, having promoted `promoted` of the `from` words of its from-space.
    pub fn measured(&mut self, from: usize, promoted: usize) {
        if !self.from_on && from >= MIN_MEASURED {
            self.high = promoted * 100 >= from * SURVIVAL_PERCENT;
        }
    }
}

/// The longest chunk that objects pretenured one after the other are gathered in.
const COALESCED_WORDS: usize = 2 * WINDOW_WORDS;

/// Old-generation words taken at a time for windows (the first hole that holds a window's
/// least, searched once per buffer rather than once per window).
const BUFFER_WORDS: usize = 4 * WINDOW_WORDS;

impl Area {
    /// A window of at least `need` words in the old generation (see the module's comment),
    /// counted against the nursery's limit: past it, a step is due. Windows are cut from a
    /// buffer of old words (`tenure_buf`) that each window given back returns its rest to.
    pub(super) fn lend_old_window(&mut self, need: usize) -> Window {
        // Sized as a nursery window: up to the limit when it has room for `need` (so that
        // a step comes when the window is used up, after the words the pacing allows), else
        // a whole window past it, with a step due.
        let free = self.young_free();
        let least = if free >= need {
            free.min(WINDOW_WORDS).max(need)
        } else {
            self.collection_due = true;
            need.max(WINDOW_WORDS)
        };
        if self.tenure_buf.1 < least {
            self.refill_tenure_buf(least);
        }
        let (at, left) = std::mem::take(&mut self.tenure_buf);
        let n = least;
        self.tenure_buf = (at + n, left - n);
        // SAFETY: `[at, at + n)` are words of the buffer, taken from the old generation's
        // free words and lent to no one else.
        unsafe { self.window(self.old_start.add(at), n) }
    }

    /// `n` words for an object built in the area while pretenuring (a copy made at a send,
    /// or at a shared site whose parts were local): in the old generation, as the windows'
    /// objects are, so that those do not point into the nursery (such a window would be
    /// scanned again by the next cycle). Born marked while marking; counted against the
    /// nursery's limit, past which a step is due.
    pub(super) fn alloc_pretenured(&mut self, n: usize) -> *mut u64 {
        if self.tenure_buf.1 < n {
            self.refill_tenure_buf(n);
        }
        let (at, left) = self.tenure_buf;
        self.tenure_buf = (at + n, left - n);
        if self.marking {
            self.mark_words(at, n);
        }
        self.pretenured += n;
        if self.nursery_used() > self.limit {
            self.collection_due = true;
        }
        // SAFETY: `at` indexes words of the buffer, in the old generation.
        let p = unsafe { self.old_start.add(at) };
        // The chunk written last grows, if it ends here, no scan has passed it yet, and it
        // stays short enough to rescue between two checks of a step's time (a step rescues
        // a chunk whole: `nag keep`'s copies, one chunk through fresh pages, made its
        // `time:1000` steps run 60-160 µs late).
        let unscanned = !self.tr.running || self.overflow.len() > self.overflow_scanned();
        match self.overflow.last_mut() {
            Some((q, len))
                if unscanned && q.wrapping_add(*len) == p && *len + n <= COALESCED_WORDS =>
            {
                *len += n
            }
            _ => self.overflow.push((p, n)),
        }
        p
    }

    /// Give the window buffer's rest back and take a new one of at least `least` words.
    fn refill_tenure_buf(&mut self, least: usize) {
        self.return_tenure_buf();
        // Memory for the page the windows take next, provided in one call: a fault per
        // fresh page, taken by the mutator, costs more than the copy it saves.
        if self.populated < (self.pages + 1) * PAGE_WORDS {
            self.provision(PAGE_WORDS, || true);
        }
        let (p, got) = self.alloc_old_run(least, least.max(BUFFER_WORDS));
        self.tenure_buf = (self.old_index(p), got);
    }

    /// An old window back: its objects become a chunk for the collector to scan (born
    /// marked while a major cycle runs); its unused words go back to the buffer when they
    /// end where it begins (the window lent last), else to the free list.
    pub(super) fn return_old_window(&mut self, w: Window) {
        let used = w.used();
        let at = self.old_index(w.start);
        let unused = (w.end as usize - w.top as usize) / 8;
        if unused > 0 {
            if at + used + unused == self.tenure_buf.0 {
                self.tenure_buf = (at + used, self.tenure_buf.1 + unused);
            } else {
                self.free_hole(at + used, unused);
            }
        }
        if used > 0 {
            if self.marking {
                self.mark_words(at, used);
            }
            self.overflow.push((w.start, used));
            self.pretenured += used;
        }
    }

    /// Give the window buffer's words back to the free list (before a sweep rebuilds it).
    pub(super) fn return_tenure_buf(&mut self) {
        let (at, len) = std::mem::take(&mut self.tenure_buf);
        if len > 0 {
            self.free_hole(at, len);
        }
    }
}
