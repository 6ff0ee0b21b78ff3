//! The message area of the hybrid architecture (seed 003 sec. 3-5, seed 004 sec. 3): the one
//! heap that message data lives in, seen by every process, and the memory its collector
//! works on.
//!
//! # Layout
//! One reserved range of virtual memory (touched, hence backed, only where used), so whether
//! a pointer leads into the area is one range compare. It holds two young spaces of equal
//! reservation, then the old generation: pages of [`PAGE_WORDS`] words added as needed,
//! allocated first-fit from an address-ordered free list of holes (`old.rs`). One young space
//! is the **nursery**, where processes allocate (bump allocation); while a collection cycle
//! runs, the other is its **from-space**: the nursery of before the cycle, whose live objects
//! the cycle copies into the old generation (`trace.rs`). Objects in the from-space stay
//! whole and readable until the cycle ends: forwarding addresses go to a side array.
//!
//! # Invariants
//! - Area objects point only to area objects or literals (and to refc binaries' blocks, which
//!   are immediates to the collector). No cycles.
//! - Nursery objects lie in `[nursery, nursery + young_top)`, from-space objects in
//!   `[from, from + from_top)` (empty between cycles), old objects in the old pages; an old
//!   object never overlaps a hole.
//! - The nursery is parseable word by word from its start to `young_top` whenever no window
//!   is lent: objects, and runs of unused words (the `gap`, and the rests of windows given
//!   back) each opening with a [`filler`] header (a cycle's collector scans it so, `trace.rs`).
//! - An old object points into a young space only if it lies in an `overflow` chunk (written
//!   when the nursery's reservation was full, or in a window lent in the old generation,
//!   `tenure.rs`); a from-space object never points into the nursery (it is older).
//! - While a major cycle's sweep goes on in parts (`sweep.rs`), the free list holds only the
//!   holes of pages added since it began: the swept pages' holes join it when it ends.
//! - Old pages are not parseable word by word (holes carry no header): the collector finds old
//!   objects only from the roots, so every object it reaches must be well formed.
//! - `refc` lists the address of every refc-binary object in the area, each holding one
//!   reference.

mod gray;
mod old;
mod sweep;
mod tenure;
mod trace;

use crate::arch::window::Window;
use crate::heap::{release_refc_object, AddrRange};
use crate::term::{self, Kind, Term};
use old::Hole;
use tenure::Pretenure;
pub use trace::CycleOutcome;
use trace::Trace;

/// Words in an old-generation page (seed 003: 32K-word pages).
pub const PAGE_WORDS: usize = 32 * 1024;
/// Address space reserved for each young space and for the old generation, at most; the
/// reservation halves until the system grants it (under `ulimit -v`, or with little memory).
const YOUNG_MAX_WORDS: usize = 1 << 26;
const OLD_MAX_WORDS: usize = 1 << 31;
/// The smallest reservation the area starts with: 8 MB per young space, 64 MB of old pages.
const YOUNG_MIN_WORDS: usize = 1 << 20;
const OLD_MIN_WORDS: usize = 1 << 23;
/// The nursery's size when the area is made, in words, when it may grow.
pub const DEFAULT_YOUNG_WORDS: usize = 46_368;
/// Words of a window lent for shared sites to build in.
const WINDOW_WORDS: usize = 2048;
/// The nursery grows with what its cycles cost up to this size (32 MB) under the
/// stop-the-world collector, and to a quarter of it under an incremental one: a cycle's
/// first step clears the forwarding array of its from-space (4 bytes a word), which must fit
/// in a step.
pub const YOUNG_GROWTH_LIMIT: usize = 1 << 22;
pub const INCREMENTAL_YOUNG_GROWTH_LIMIT: usize = 1 << 20;

pub struct Area {
    /// Start of the reservation: young space 0, young space 1, then the old generation.
    base: *mut u64,
    old_start: *mut u64,
    /// Words reserved for each young space and for the old generation.
    young_max: usize,
    old_max: usize,
    /// The nursery: its start, its nominal size (seed 003's Σ, grown with the survivors) and
    /// the words used.
    nursery: *mut u64,
    young_len: usize,
    /// The size the nursery may grow to (its size, when fixed).
    young_grow_to: usize,
    young_top: usize,
    /// Allocation past this word of the nursery makes a collection step due.
    limit: usize,
    /// The other young space, the from-space of the cycle that runs, and its words to
    /// evacuate (0 between cycles).
    from: *mut u64,
    from_top: usize,
    pages: usize,
    /// Old-generation words from its start that memory has been provided for in advance
    /// ([`Area::provision`]).
    populated: usize,
    /// Holes of the old generation in address order (exhausted ones stay until the next
    /// sweep); holes before `first_usable` are too small for any object.
    free: Vec<Hole>,
    first_usable: usize,
    free_words: usize,
    /// One bit per old-generation word: an object starts here and is live (major cycles).
    marks: Vec<u64>,
    /// A major cycle runs: what is allocated in the old generation is born marked.
    marking: bool,
    pub refc: Vec<*const u64>,
    /// Old-generation words in use when the last major cycle ended.
    live_after_major: usize,
    /// The sweep of the last major cycle, while it is done a part at a time (`sweep.rs`).
    sweep: Option<sweep::Sweep>,
    /// Allocation reached the limit: a collection step is due at the next safepoint.
    collection_due: bool,
    /// Old-generation chunks written since the cycle that runs began (or, between cycles,
    /// since the last one began, those of them that point into the nursery), because the
    /// nursery's reservation was full or in windows lent there (`tenure.rs`): sequences of
    /// objects that may point into the young spaces (`trace.rs` scans them as roots until
    /// what they point to has left the young spaces).
    overflow: Vec<(*mut u64, usize)>,
    /// Words built in windows lent in the old generation since the cycle that runs (or the
    /// last one) began: nursery words as far as its limit is concerned.
    pretenured: usize,
    tenure: Pretenure,
    /// Old-generation words that windows lent there are cut from (`tenure.rs`): word index
    /// and length; given back to the free list when a cycle ends.
    tenure_buf: (usize, usize),
    /// The unused words of a window returned when it no longer ended the nursery (the area
    /// allocated after it was lent), as word indexes `[start, end)` into the nursery: the next
    /// window or allocation that fits takes them, instead of leaving a window's worth of
    /// words unused at every spawn or send between two shared sites.
    gap: (usize, usize),
    /// The collection cycle that runs, if any.
    tr: Trace,
    /// Words built by shared allocation sites not yet added to the run's counters (a plain
    /// field: the counters are thread-local, too slow to touch per object).
    pub built_unreported: u64,
}

// SAFETY: the area is plain memory owned by the runtime; the pointers are into its own
// reservation and to refc binaries it holds references to.
unsafe impl Send for Area {}

/// Reserve `words` words of fresh address space, or None if the system refuses.
fn reserve(words: usize) -> Option<*mut u64> {
    // SAFETY: an anonymous private mapping of fresh memory; MAP_NORESERVE so only the pages
    // touched count against memory.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            words * 8,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    (p != libc::MAP_FAILED).then_some(p as *mut u64)
}

impl Area {
    /// Reserve the area's address space: as much as the system grants, up to 512 MB per
    /// young space and 16 GB of old pages, with a nursery of `young_words` words, which
    /// grows with what its cycles cost up to `grow_to` words. Fails only if even the smallest
    /// reservation is refused.
    pub fn new(young_words: usize, grow_to: usize) -> Result<Area, String> {
        let (mut young_max, mut old_max) = (YOUNG_MAX_WORDS, OLD_MAX_WORDS);
        let base = loop {
            if let Some(p) = reserve(2 * young_max + old_max) {
                break p;
            }
            if young_max == YOUNG_MIN_WORDS && old_max == OLD_MIN_WORDS {
                return Err(format!(
                    "cannot reserve {} MB of address space for the message area",
                    ((2 * young_max + old_max) * 8) >> 20
                ));
            }
            young_max = (young_max / 2).max(YOUNG_MIN_WORDS);
            old_max = (old_max / 2).max(OLD_MIN_WORDS);
        };
        let young_len = young_words.clamp(1024, young_max);
        // The black-map's room for the whole reservation, taken now (untouched memory until
        // pages are added): growing it as pages are added copied megabytes inside a
        // collection step (250 µs at 10 MB of bitmap). Without the room it grows as needed.
        let mut marks = Vec::new();
        let _ = marks.try_reserve_exact(old_max / 64);
        Ok(Area {
            base,
            // SAFETY: inside the reservation.
            old_start: unsafe { base.add(2 * young_max) },
            young_max,
            old_max,
            nursery: base,
            young_len,
            young_grow_to: grow_to.max(young_len),
            young_top: 0,
            limit: young_len,
            // SAFETY: inside the reservation.
            from: unsafe { base.add(young_max) },
            from_top: 0,
            pages: 0,
            populated: 0,
            free: Vec::new(),
            first_usable: 0,
            free_words: 0,
            marks,
            marking: false,
            refc: Vec::new(),
            live_after_major: 0,
            sweep: None,
            collection_due: false,
            overflow: Vec::new(),
            pretenured: 0,
            tenure: Pretenure::default(),
            tenure_buf: (0, 0),
            gap: (0, 0),
            tr: Trace::default(),
            built_unreported: 0,
        })
    }

    /// The end of the old generation's pages: the area spans `[base, old_end)`.
    #[inline]
    fn end(&self) -> usize {
        self.old_start as usize + self.pages * PAGE_WORDS * 8
    }

    /// The addresses the area spans now (young spaces and old pages): what a local
    /// collection records pointers into and the local verifier accepts.
    pub fn range(&self) -> AddrRange {
        AddrRange {
            lo: self.base as usize,
            hi: self.end(),
        }
    }

    /// Whether `p` points into the area (a young space or the old generation).
    #[inline]
    pub fn contains(&self, p: *const u64) -> bool {
        let a = p as usize;
        a >= self.base as usize && a < self.end()
    }

    #[inline]
    fn in_nursery(&self, p: *const u64) -> bool {
        let a = p as usize;
        let s = self.nursery as usize;
        a >= s && a < s + self.young_top * 8
    }

    #[inline]
    fn in_from(&self, p: *const u64) -> bool {
        let a = p as usize;
        let s = self.from as usize;
        a >= s && a < s + self.from_top * 8
    }

    /// Whether `t` points into the old generation.
    #[inline]
    pub fn in_old_generation(&self, t: Term) -> bool {
        t.is_pointer() && self.in_old(t.ptr())
    }

    #[inline]
    fn in_old(&self, p: *const u64) -> bool {
        let a = p as usize;
        a >= self.old_start as usize && a < self.end()
    }

    /// Copy the parts of `t` not yet in the area into it (copy on demand, seed 004 sec. 3.2)
    /// and return the term in the area, with the words copied. `known` pairs local terms
    /// with copies of them already in the area, which are used instead of copying again.
    /// The copy goes to the nursery, past its limit if need be, so a send never waits for a
    /// collection; `wants_collection` then says a step is due.
    pub fn copy_in(&mut self, t: Term, known: &[(Term, Term)]) -> (Term, usize) {
        if self.holds_whole(t) {
            return (t, 0);
        }
        let (lo, hi) = (self.base as usize, self.end());
        let stays = |t: Term| {
            let p = t.ptr() as usize;
            if p >= lo && p < hi {
                return Some(t);
            }
            known.iter().find(|&&(l, _)| l == t).map(|&(_, a)| a)
        };
        let n = crate::copy::size_outside(t, &stays);
        if n == 0 {
            return (
                crate::copy::copy_outside(
                    t,
                    &mut crate::copy::Chunk {
                        at: std::ptr::null_mut(),
                        left: 0,
                    },
                    &mut Vec::new(),
                    &stays,
                ),
                0,
            );
        }
        let at = self.alloc_anywhere(n);
        let mut chunk = crate::copy::Chunk { at, left: n };
        let mut refc = Vec::new();
        // `alloc_old` may have added pages: the copy's own words are in the area too, but
        // `stays` only needs to recognise what was there before.
        let copy = crate::copy::copy_outside(t, &mut chunk, &mut refc, &stays);
        self.refc.append(&mut refc);
        (copy, n)
    }

    /// Whether `t` needs nothing copied to be in the area: an immediate, a literal, or a
    /// pointer into the area (whose object then lies wholly in it, by the area's invariant).
    #[inline]
    pub fn holds_whole(&self, t: Term) -> bool {
        if !t.is_pointer() {
            return true;
        }
        self.contains(t.ptr()) || crate::literal::contains(t.ptr())
    }

    /// A window of at least `need` words of the nursery (`WINDOW_WORDS` when it has them
    /// before its limit) for shared sites to build in; past the limit if need be, as
    /// [`Area::alloc_anywhere`].
    pub fn lend_window(&mut self, need: usize) -> Window {
        if self.tenure.on {
            return self.lend_old_window(need);
        }
        let (lo, hi) = self.gap;
        if hi - lo >= need.max(WINDOW_WORDS / 8) {
            self.gap = (0, 0);
            // SAFETY: the gap is inside the nursery's allocated words.
            return unsafe { self.window(self.nursery.add(lo), hi - lo) };
        }
        let n = if self.young_free() >= need {
            self.young_free().min(WINDOW_WORDS).max(need)
        } else {
            need.max(WINDOW_WORDS)
        };
        if self.young_free() < n {
            self.collection_due = true;
            if self.young_top + n > self.young_max {
                return Window::default();
            }
        }
        // SAFETY: `young_top + n <= young_max`: inside the nursery's reservation.
        let start = unsafe { self.nursery.add(self.young_top) };
        self.young_top += n;
        // SAFETY: `[start, start + n)` was just set aside in the nursery.
        unsafe { self.window(start, n) }
    }

    /// A window over the `n` words at `start`.
    ///
    /// # Safety
    /// The words must be nursery words set aside for the window alone.
    unsafe fn window(&self, start: *mut u64, n: usize) -> Window {
        Window {
            start,
            top: start,
            end: start.add(n),
            lo: self.base as usize,
            hi: self.end(),
        }
    }

    /// The window lent last, back: its objects are the area's, its unused words freed when
    /// it ends the nursery.
    pub fn return_window(&mut self, w: Window) {
        if w.start.is_null() {
            return;
        }
        self.built_unreported += w.used() as u64;
        if self.in_old(w.start) {
            return self.return_old_window(w);
        }
        let young_end = self.nursery as usize + self.young_top * 8;
        let unused = (w.end as usize - w.top as usize) / 8;
        if w.end as usize == young_end {
            self.young_top -= unused;
            return;
        }
        if unused > 0 {
            // SAFETY: the window's unused words are nursery words below its top.
            unsafe { *w.top = filler(unused) };
        }
        if unused > self.gap.1 - self.gap.0 {
            let lo = (w.top as usize - self.nursery as usize) / 8;
            self.gap = (lo, lo + unused);
        }
    }

    /// `n` words for data built in the area while a process runs, when no collection may
    /// happen: in the nursery, past its limit if need be (a collection step is then due at
    /// the next safepoint), else, when the nursery's reservation is full, in the old
    /// generation.
    #[inline]
    pub fn alloc_anywhere(&mut self, n: usize) -> *mut u64 {
        if self.tenure.on {
            return self.alloc_pretenured(n);
        }
        if let Some(p) = self.alloc(n) {
            return p;
        }
        self.collection_due = true;
        if self.young_top + n <= self.young_max {
            // SAFETY: inside the nursery's reservation.
            let p = unsafe { self.nursery.add(self.young_top) };
            self.young_top += n;
            return p;
        }
        self.alloc_overflow(n)
    }

    /// The nursery's reservation is full and no collection may happen now: take `n` words in
    /// the old generation. What is written there may point into the nursery (the only way an
    /// old object can), so the chunk is remembered as a root of the collector.
    fn alloc_overflow(&mut self, n: usize) -> *mut u64 {
        self.collection_due = true;
        let p = self.alloc_old(n);
        self.overflow.push((p, n));
        p
    }

    /// Whether allocation reached the limit since the last collection step.
    pub fn wants_collection(&self) -> bool {
        self.collection_due
    }

    /// Whether `p` is an allocated word of the area: below the top of the nursery or of the
    /// from-space, or in the old generation outside every hole (for the heap verifier).
    pub fn holds_object(&self, p: *const u64) -> bool {
        if self.in_nursery(p) || self.in_from(p) {
            return true;
        }
        if !self.in_old(p) {
            return false;
        }
        let i = (p as usize - self.old_start as usize) / 8;
        // The holes are in address order and do not overlap: only the last one that is not
        // exhausted among those starting at or before `i` can hold it (a search per pointer,
        // so that verifying an area with many holes is not quadratic).
        let before = self.free.partition_point(|h| h.at <= i);
        match self.free[..before].iter().rev().find(|h| h.len > 0) {
            Some(h) => i >= h.at + h.len,
            None => true,
        }
    }

    /// Free words in the nursery before its limit.
    pub fn young_free(&self) -> usize {
        self.limit.saturating_sub(self.nursery_used())
    }

    /// Bump-allocate `n` words in the nursery, or None if that would pass its limit (a
    /// collection step is due first).
    #[inline]
    pub fn alloc(&mut self, n: usize) -> Option<*mut u64> {
        let (lo, hi) = self.gap;
        if hi - lo >= n {
            self.gap.0 += n;
            // SAFETY: the gap is inside the nursery's allocated words.
            unsafe {
                if hi > lo + n {
                    *self.nursery.add(lo + n) = filler(hi - lo - n);
                }
                return Some(self.nursery.add(lo));
            }
        }
        if self.young_free() < n {
            return None;
        }
        // SAFETY: `young_top + n <= limit <= young_max`: inside the reservation.
        let p = unsafe { self.nursery.add(self.young_top) };
        self.young_top += n;
        Some(p)
    }

    /// Words in use: the young spaces' and the old generation's outside holes.
    pub fn used(&self) -> usize {
        self.young_top + self.from_top + self.pages * PAGE_WORDS - self.free_words
    }

    /// Words the area holds: the nursery, the from-space of a cycle, and the old pages.
    pub fn allocated(&self) -> usize {
        self.young_len.max(self.young_top) + self.from_top + self.pages * PAGE_WORDS
    }

    /// Words built since the cycle that runs (or the last one) began, in the nursery or in
    /// windows lent in the old generation: what the nursery's limit counts.
    #[inline]
    pub fn nursery_used(&self) -> usize {
        self.young_top + self.pretenured
    }

    /// Words of the nursery's reservation in use (not counting windows lent in the old
    /// generation).
    pub fn nursery_filled(&self) -> usize {
        self.young_top
    }

    /// Whether windows are lent in the old generation in the period that runs (`tenure.rs`).
    pub fn pretenuring(&self) -> bool {
        self.tenure.on
    }

    /// The nursery's nominal size (seed 003's Σ).
    pub fn nursery_size(&self) -> usize {
        self.young_len
    }

    /// Whether the next cycle should be major: the old generation has grown to twice what
    /// the last major cycle left live (and past four pages).
    pub fn wants_major(&self) -> bool {
        self.old_used() > (2 * self.live_after_major).max(4 * PAGE_WORDS)
    }

    /// Old-generation words outside holes.
    fn old_used(&self) -> usize {
        self.pages * PAGE_WORDS - self.free_words
    }

    /// Words the nursery's reservation holds (how far it can grow past its nominal size).
    pub fn nursery_reserved(&self) -> usize {
        self.young_max
    }
}

/// The header opening a run of `words` unused nursery words: an object of raw words (a
/// bignum's limbs, never read as one), so that a scan of the nursery steps over the run.
#[inline]
fn filler(words: usize) -> u64 {
    term::header(Kind::PosBig, words - 1)
}

/// An object's size in words and the indices of its words that are terms to scan, from its
/// first word: a cons cell (2 words, both terms) or a boxed object (header and contents).
fn object_layout(first: u64) -> (usize, std::ops::Range<usize>) {
    if !term::is_header(first) {
        return (2, 0..2);
    }
    let size = term::header_size(first) + 1;
    let k = term::header_kind(first);
    let scan = k.words_are_terms() && k != Kind::RefcBin;
    (size, if scan { 1..size } else { 0..0 })
}

impl Drop for Area {
    fn drop(&mut self) {
        for &r in &self.refc {
            // SAFETY: every entry holds a reference.
            unsafe { release_refc_object(r) };
        }
        // SAFETY: the reservation made in `new`, unmapped once.
        unsafe {
            libc::munmap(
                self.base as *mut libc::c_void,
                (2 * self.young_max + self.old_max) * 8,
            );
        }
    }
}

#[cfg(test)]
mod tests;
