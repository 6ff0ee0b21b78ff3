//! The message area of the hybrid architecture (seed 003 sec. 3-4, seed 004 sec. 3): the one
//! heap that message data lives in, seen by every process, and its stop-the-world collector
//! (the baseline of seed 003 Table 3).
//!
//! # Layout
//! One reserved range of virtual memory (touched, hence backed, only where used), so whether
//! a pointer leads into the area is one range compare. It starts with the young generation
//! (bump allocation), followed by the old generation: pages of [`PAGE_WORDS`] words added as
//! needed, allocated first-fit from an address-ordered free list of holes.
//!
//! # Collection
//! A **minor** collection copies the live young objects into the old generation (a Cheney
//! scan over the promoted objects) and empties the young generation. A **major** collection
//! does a minor one, then marks the old generation from the roots (non-moving) and sweeps it:
//! the gaps between marked objects become the free list. A page is added when less than 25%
//! of the old generation is free after a major collection.
//!
//! # Invariants
//! - Area objects point only to area objects or literals (and to refc binaries' blocks, which
//!   are immediates to the collector). No cycles.
//! - Young objects lie in `[young_start, young_start + young_top)`, old objects in
//!   `[old_start, old_start + pages * PAGE_WORDS)`; an old object never overlaps a hole.
//! - Old pages are not parseable word by word (holes carry no header): the collector finds old
//!   objects only from the roots, so every object it reaches must be well formed.
//! - `refc` lists the address of every refc-binary object in the area, each holding one
//!   reference.
//! - Forwarding marks during a minor collection are those of `gc.rs`: a moved boxed object's
//!   header becomes a boxed term to its copy; a moved cons cell's head becomes
//!   [`NON_VALUE`] and its tail a list term to its copy.

use crate::arch::window::Window;
use crate::gc::RootSet;
use crate::heap::{release_refc_object, AddrRange};
use crate::term::{self, Kind, Term, NON_VALUE};

/// Words in an old-generation page (seed 003: 32K-word pages).
pub const PAGE_WORDS: usize = 32 * 1024;
/// Address space reserved for the area: the young generation's maximum, then old pages.
const YOUNG_MAX_WORDS: usize = 1 << 26;
const OLD_MAX_WORDS: usize = 1 << 32;
/// The young generation's size when the area is made, in words.
pub const DEFAULT_YOUNG_WORDS: usize = 46_368;
/// Words of a window lent for shared sites to build in.
const WINDOW_WORDS: usize = 2048;
/// The young generation grows with its survivors up to this size (32 MB).
const YOUNG_GROWTH_LIMIT: usize = 1 << 22;
/// What visiting one process costs a collection of the area, in words copied (cache misses
/// on its control block, stacks and queues; measured on spawn-heavy programs).
const PROCESS_VISIT_WORDS: usize = 16;

/// What one collection of the area did.
#[derive(Clone, Copy, Debug, Default)]
pub struct AreaOutcome {
    pub major: bool,
    /// Words copied from the young generation into the old one.
    pub promoted: usize,
    /// Old-generation words found live by a major collection.
    pub marked: usize,
    /// Words in use after the collection (old generation; the young one is empty).
    pub used_after: usize,
    /// Words the area holds (young generation and old pages).
    pub allocated_after: usize,
}

/// A free stretch of the old generation: start (word index from `old_start`) and length.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Hole {
    at: usize,
    len: usize,
}

pub struct Area {
    /// Start of the reservation (the young generation) and of the old generation.
    young_start: *mut u64,
    old_start: *mut u64,
    young_len: usize,
    young_top: usize,
    pages: usize,
    /// Holes of the old generation in address order (exhausted ones stay until the next
    /// sweep); holes before `first_usable` are too small for any object.
    free: Vec<Hole>,
    first_usable: usize,
    free_words: usize,
    /// One bit per old-generation word: an object starts here and is live (major only).
    marks: Vec<u64>,
    pub refc: Vec<*const u64>,
    /// Old-generation words in use when the last major collection ended.
    live_after_major: usize,
    /// The young generation was full at a send: collect at the next safe point.
    collection_due: bool,
    /// Old-generation chunks allocated since the last collection because the young
    /// generation was full: sequences of objects that may point to young ones.
    overflow: Vec<(*mut u64, usize)>,
    /// The unused words of a window returned when it no longer ended the young generation
    /// (the area allocated after it was lent), as word indexes `[start, end)` into the young
    /// generation: the next window or allocation that fits takes them, instead of leaving a
    /// window's worth of words unused at every spawn or send between two shared sites.
    gap: (usize, usize),
    /// Words built by shared allocation sites not yet added to the run's counters (a plain
    /// field: the counters are thread-local, too slow to touch per object).
    pub built_unreported: u64,
}

// SAFETY: the area is plain memory owned by the runtime; the pointers are into its own
// reservation and to refc binaries it holds references to.
unsafe impl Send for Area {}

impl Area {
    /// Reserve the area's address space. Fails only if the system refuses the reservation.
    pub fn new(young_words: usize) -> Result<Area, String> {
        let words = YOUNG_MAX_WORDS + OLD_MAX_WORDS;
        // SAFETY: an anonymous private mapping of fresh memory; MAP_NORESERVE so only the
        // pages touched count against memory.
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
        if p == libc::MAP_FAILED {
            return Err(format!(
                "cannot reserve {} GB of address space for the message area",
                (words * 8) >> 30
            ));
        }
        let young_start = p as *mut u64;
        Ok(Area {
            young_start,
            // SAFETY: inside the reservation.
            old_start: unsafe { young_start.add(YOUNG_MAX_WORDS) },
            young_len: young_words.clamp(1024, YOUNG_MAX_WORDS),
            young_top: 0,
            pages: 0,
            free: Vec::new(),
            first_usable: 0,
            free_words: 0,
            marks: Vec::new(),
            refc: Vec::new(),
            live_after_major: 0,
            collection_due: false,
            overflow: Vec::new(),
            gap: (0, 0),
            built_unreported: 0,
        })
    }

    /// The addresses the area spans now (young generation and old pages): what a local
    /// collection records pointers into and the local verifier accepts.
    pub fn range(&self) -> AddrRange {
        let lo = self.young_start as usize;
        AddrRange {
            lo,
            hi: lo + (YOUNG_MAX_WORDS + self.pages * PAGE_WORDS) * 8,
        }
    }

    /// Whether `p` points into the area (young or old generation).
    #[inline]
    pub fn contains(&self, p: *const u64) -> bool {
        let a = p as usize;
        let s = self.young_start as usize;
        a >= s && a < s + (YOUNG_MAX_WORDS + self.pages * PAGE_WORDS) * 8
    }

    #[inline]
    fn in_young(&self, p: *const u64) -> bool {
        let a = p as usize;
        let s = self.young_start as usize;
        a >= s && a < s + self.young_top * 8
    }

    /// Copy the parts of `t` not yet in the area into it (copy on demand, seed 004 sec. 3.2)
    /// and return the term in the area, with the words copied. `known` pairs local terms
    /// with copies of them already in the area, which are used instead of copying again.
    /// The copy goes to the young generation if it has room, else to the old one, so a send
    /// never waits for a collection; `wants_collection` then says one is due.
    pub fn copy_in(&mut self, t: Term, known: &[(Term, Term)]) -> (Term, usize) {
        if self.holds_whole(t) {
            return (t, 0);
        }
        let (lo, hi) = (
            self.young_start as usize,
            self.old_start as usize + self.pages * PAGE_WORDS * 8,
        );
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
        let p = t.ptr() as usize;
        let lo = self.young_start as usize;
        (p >= lo && p < self.old_start as usize + self.pages * PAGE_WORDS * 8)
            || crate::literal::contains(t.ptr())
    }

    /// A window of at least `need` words of the young generation (`WINDOW_WORDS` when it
    /// has them) for shared sites to build in; past the young generation's size if need
    /// be, as [`Area::alloc_anywhere`].
    pub fn lend_window(&mut self, need: usize) -> Window {
        let (lo, hi) = self.gap;
        if hi - lo >= need.max(WINDOW_WORDS / 8) {
            self.gap = (0, 0);
            // SAFETY: the gap is inside the young generation's allocated words.
            return unsafe { self.window(self.young_start.add(lo), hi - lo) };
        }
        let n = if self.young_free() >= need {
            self.young_free().min(WINDOW_WORDS).max(need)
        } else {
            need.max(WINDOW_WORDS)
        };
        if self.young_free() < n {
            self.collection_due = true;
            if self.young_top + n > YOUNG_MAX_WORDS {
                return Window::default();
            }
        }
        // SAFETY: `young_top + n <= YOUNG_MAX_WORDS`: inside the reservation.
        let start = unsafe { self.young_start.add(self.young_top) };
        self.young_top += n;
        // SAFETY: `[start, start + n)` was just set aside in the young generation.
        unsafe { self.window(start, n) }
    }

    /// A window over the `n` words at `start`.
    ///
    /// # Safety
    /// The words must be young-generation words set aside for the window alone.
    unsafe fn window(&self, start: *mut u64, n: usize) -> Window {
        Window {
            start,
            top: start,
            end: start.add(n),
            lo: self.young_start as usize,
            hi: self.old_start as usize + self.pages * PAGE_WORDS * 8,
        }
    }

    /// The window lent last, back: its objects are the area's, its unused words freed when
    /// it ends the young generation.
    pub fn return_window(&mut self, w: Window) {
        if w.start.is_null() {
            return;
        }
        self.built_unreported += w.used() as u64;
        let young_end = self.young_start as usize + self.young_top * 8;
        let unused = (w.end as usize - w.top as usize) / 8;
        if w.end as usize == young_end {
            self.young_top -= unused;
        } else if unused > self.gap.1 - self.gap.0 {
            let lo = (w.top as usize - self.young_start as usize) / 8;
            self.gap = (lo, lo + unused);
        }
    }

    /// `n` words for data built in the area while a process runs, when no collection may
    /// happen: in the young generation, past its size if need be (the reservation behind it
    /// is the young generation's maximum; a collection is then due at the next safepoint),
    /// else in the old generation.
    #[inline]
    pub fn alloc_anywhere(&mut self, n: usize) -> *mut u64 {
        if let Some(p) = self.alloc(n) {
            return p;
        }
        self.collection_due = true;
        if self.young_top + n <= YOUNG_MAX_WORDS {
            // SAFETY: inside the young generation's reservation.
            let p = unsafe { self.young_start.add(self.young_top) };
            self.young_top += n;
            return p;
        }
        self.alloc_overflow(n)
    }

    /// The young generation's reservation is full and no collection may happen now: take `n`
    /// words in the old generation. What is written there may point to young objects (the only way an old
    /// object can), so the chunk is remembered and scanned by the next minor collection.
    fn alloc_overflow(&mut self, n: usize) -> *mut u64 {
        self.collection_due = true;
        let p = self.alloc_old(n);
        self.overflow.push((p, n));
        p
    }

    /// Whether the young generation filled up since the last collection.
    pub fn wants_collection(&self) -> bool {
        self.collection_due
    }

    /// Whether `p` is an allocated word of the area: below the young generation's top, or in
    /// the old generation outside every hole (for the heap verifier).
    pub fn holds_object(&self, p: *const u64) -> bool {
        if self.in_young(p) {
            return true;
        }
        let a = p as usize;
        let o = self.old_start as usize;
        if a < o || a >= o + self.pages * PAGE_WORDS * 8 {
            return false;
        }
        let i = (a - o) / 8;
        !self.free.iter().any(|h| i >= h.at && i < h.at + h.len)
    }

    /// Free words in the young generation.
    pub fn young_free(&self) -> usize {
        self.young_len.saturating_sub(self.young_top)
    }

    /// Bump-allocate `n` words in the young generation, or None if it is full (collect, then
    /// try again; a request larger than the young generation goes to [`Area::alloc_old`]).
    #[inline]
    pub fn alloc(&mut self, n: usize) -> Option<*mut u64> {
        let (lo, hi) = self.gap;
        if hi - lo >= n {
            self.gap.0 += n;
            // SAFETY: the gap is inside the young generation's allocated words.
            return Some(unsafe { self.young_start.add(lo) });
        }
        if self.young_free() < n {
            return None;
        }
        // SAFETY: `young_top + n <= young_len <= YOUNG_MAX_WORDS`: inside the reservation.
        let p = unsafe { self.young_start.add(self.young_top) };
        self.young_top += n;
        Some(p)
    }

    /// Allocate `n` words in the old generation, first fit, adding pages if no hole fits.
    pub fn alloc_old(&mut self, n: usize) -> *mut u64 {
        // Holes before `first_usable` are too small for any object (under 2 words): skip
        // them for good, so a promotion of many small objects does not rescan them.
        while self.free.get(self.first_usable).is_some_and(|h| h.len < 2) {
            self.first_usable += 1;
        }
        let found = self.free[self.first_usable..]
            .iter()
            .position(|h| h.len >= n)
            .map(|i| i + self.first_usable);
        let at = match found {
            Some(i) => {
                let h = &mut self.free[i];
                let at = h.at;
                h.at += n;
                h.len -= n;
                at
            }
            None => {
                // Fresh pages at the end; a hole ending there grows into them.
                let need_pages = n.div_ceil(PAGE_WORDS).max(1);
                let first = self.pages * PAGE_WORDS;
                self.add_pages(need_pages);
                match self.free.last_mut() {
                    Some(h) if h.at + h.len == first + need_pages * PAGE_WORDS && h.len >= n => {
                        let at = h.at;
                        h.at += n;
                        h.len -= n;
                        at
                    }
                    _ => unreachable!("fresh pages form a hole"),
                }
            }
        };
        self.free_words -= n;
        // SAFETY: `at + n` lies within the old generation's pages.
        unsafe { self.old_start.add(at) }
    }

    fn add_pages(&mut self, k: usize) {
        assert!(
            (self.pages + k) * PAGE_WORDS <= OLD_MAX_WORDS,
            "message area exhausted"
        );
        let at = self.pages * PAGE_WORDS;
        self.pages += k;
        self.marks.resize(self.pages * PAGE_WORDS / 64, 0);
        match self.free.last_mut() {
            Some(h) if h.at + h.len == at => h.len += k * PAGE_WORDS,
            _ => self.free.push(Hole {
                at,
                len: k * PAGE_WORDS,
            }),
        }
        self.free_words += k * PAGE_WORDS;
        // The last hole may have been exhausted and skipped; it has just grown.
        self.first_usable = self.first_usable.min(self.free.len() - 1);
    }

    /// Words in use: the young generation's and the old generation's outside holes.
    pub fn used(&self) -> usize {
        self.young_top + self.pages * PAGE_WORDS - self.free_words
    }

    /// Words the area holds: the young generation and the old pages.
    pub fn allocated(&self) -> usize {
        self.young_len.max(self.young_top) + self.pages * PAGE_WORDS
    }

    /// Whether the next collection should be major: the old generation has grown to twice
    /// what the last major collection left live (and past four pages).
    pub fn wants_major(&self) -> bool {
        let old_used = self.pages * PAGE_WORDS - self.free_words;
        old_used > (2 * self.live_after_major).max(4 * PAGE_WORDS)
    }

    /// Collect the area with the given roots, leaving at least `need` words free in the
    /// young generation (which grows when `need` exceeds it). A minor collection needs every
    /// slot that may point into the young generation; a `major` one every slot that may point
    /// into the area.
    pub fn collect<R: RootSet>(&mut self, roots: &mut R, need: usize, major: bool) -> AreaOutcome {
        self.collection_due = false;
        let (promoted, roots_seen) = self.minor(roots);
        let mut out = AreaOutcome {
            promoted,
            ..AreaOutcome::default()
        };
        if major {
            out.major = true;
            out.marked = self.major(roots);
        }
        if need > self.young_len {
            self.young_len = need.next_power_of_two().min(YOUNG_MAX_WORDS);
        }
        // Messages in flight survive a young generation too small for them, and each
        // survivor is copied, promoted and later swept: grow it while over a quarter of
        // what it held survives (private heaps grow at 75% live; the area's survivors cost
        // more, as promotion is for good). Every collection also visits each process active
        // since the last one, thousands in a program that spawns many, and its roots: count
        // them with the survivors (a process as [`PROCESS_VISIT_WORDS`] words), so that a
        // collection's cost stays a fraction of the words allocated between two.
        let cost = promoted + roots_seen + roots.holders() * PROCESS_VISIT_WORDS;
        if cost > self.young_len / 4 && self.young_len < YOUNG_GROWTH_LIMIT {
            self.young_len = (self.young_len * 2).min(YOUNG_GROWTH_LIMIT);
        }

        out.used_after = self.used();
        out.allocated_after = self.allocated();
        out
    }

    /// Copy the live young objects into the old generation; returns the words copied and
    /// the roots visited.
    fn minor<R: RootSet>(&mut self, roots: &mut R) -> (usize, usize) {
        let mut promoted = Vec::new();
        let mut words = 0;
        let mut roots_seen = 0;
        roots.each_root(false, |t| {
            roots_seen += 1;
            // SAFETY: roots hold valid terms (module invariant of `term`).
            *t = unsafe { self.evacuate(*t, &mut promoted, &mut words) }
        });
        // Old objects written since the last collection are roots too.
        for (p, n) in std::mem::take(&mut self.overflow) {
            let mut i = 0;
            while i < n {
                // SAFETY: the chunk holds well-formed objects, written when it was allocated.
                unsafe {
                    let (size, fields) = object_layout(*p.add(i));
                    for j in fields {
                        let t = Term::from_raw(*p.add(i + j));
                        *p.add(i + j) = self.evacuate(t, &mut promoted, &mut words).raw();
                    }
                    i += size;
                }
            }
        }
        // Scan promoted objects until no young object is left unreached.
        while let Some(p) = promoted.pop() {
            // SAFETY: `p` is a promoted object, written by `evacuate`.
            unsafe {
                for i in object_layout(*p).1 {
                    *p.add(i) = self
                        .evacuate(Term::from_raw(*p.add(i)), &mut promoted, &mut words)
                        .raw();
                }
            }
        }
        // Refc binaries: the moved ones live on at their new address; the others died.
        let young_end = self.young_start as usize + self.young_top * 8;
        let young_start = self.young_start as usize;
        let mut kept = Vec::with_capacity(self.refc.len());
        for &r in &self.refc {
            let a = r as usize;
            if a < young_start || a >= young_end {
                kept.push(r);
                continue;
            }
            // SAFETY: `r` is a young refc object; if it moved, its header is a forward.
            unsafe {
                let h = *r;
                if term::is_header(h) {
                    release_refc_object(r);
                } else {
                    kept.push(Term::from_raw(h).ptr());
                }
            }
        }
        self.refc = kept;
        self.young_top = 0;
        self.gap = (0, 0);
        (words, roots_seen)
    }

    /// Move the young object `t` points to (if any) into the old generation.
    ///
    /// # Safety
    /// `t` must be a valid term; young objects not yet moved must be well formed.
    unsafe fn evacuate(
        &mut self,
        t: Term,
        promoted: &mut Vec<*mut u64>,
        words: &mut usize,
    ) -> Term {
        if !t.is_pointer() || !self.in_young(t.ptr()) {
            return t;
        }
        let p = t.ptr();
        if t.is_cons() {
            if *p == NON_VALUE.raw() {
                return Term::from_raw(*p.add(1));
            }
            let q = self.alloc_old(2);
            *q = *p;
            *q.add(1) = *p.add(1);
            let nt = Term::from_list_ptr(q);
            *p = NON_VALUE.raw();
            *p.add(1) = nt.raw();
            promoted.push(q);
            *words += 2;
            return nt;
        }
        let h = *p;
        if !term::is_header(h) {
            return Term::from_raw(h);
        }
        let n = term::header_size(h) + 1;
        let q = self.alloc_old(n);
        std::ptr::copy_nonoverlapping(p, q, n);
        let nt = Term::from_boxed_ptr(q);
        *p = nt.raw();
        promoted.push(q);
        *words += n;
        nt
    }

    fn old_index(&self, p: *const u64) -> usize {
        debug_assert!(
            p as usize >= self.old_start as usize,
            "young pointer after a minor collection"
        );
        (p as usize - self.old_start as usize) / 8
    }

    fn is_marked(&self, i: usize) -> bool {
        self.marks[i / 64] & (1 << (i % 64)) != 0
    }

    /// Mark the old generation from the roots and sweep it; returns the live words.
    fn major<R: RootSet>(&mut self, roots: &mut R) -> usize {
        let mut stack: Vec<Term> = Vec::new();
        roots.each_root(false, |t| {
            if t.is_pointer() && self.contains(t.ptr()) {
                stack.push(*t);
            }
        });
        while let Some(t) = stack.pop() {
            let p = t.ptr();
            let i = self.old_index(p);
            if self.is_marked(i) {
                continue;
            }
            self.marks[i / 64] |= 1 << (i % 64);
            // SAFETY: `p` is a live old object (the young generation is empty after `minor`).
            unsafe {
                let fields: &[u64] = if t.is_cons() {
                    std::slice::from_raw_parts(p, 2)
                } else {
                    let h = *p;
                    if term::header_kind(h).words_are_terms()
                        && term::header_kind(h) != Kind::RefcBin
                    {
                        std::slice::from_raw_parts(p.add(1), term::header_size(h))
                    } else {
                        &[]
                    }
                };
                for &w in fields {
                    let f = Term::from_raw(w);
                    if f.is_pointer() && self.contains(f.ptr()) {
                        stack.push(f);
                    }
                }
            }
        }
        self.sweep()
    }

    /// Rebuild the free list from the marks, release dead refc binaries, clear the marks, and
    /// add a page if under 25% is free. Returns the live words.
    fn sweep(&mut self) -> usize {
        let total = self.pages * PAGE_WORDS;
        let mut free = Vec::new();
        let mut live = 0;
        let mut i = 0;
        let mut hole_start = 0;
        while i < total {
            let word = self.marks[i / 64] >> (i % 64);
            if word == 0 {
                // No object starts in the rest of this mark word.
                i = (i / 64 + 1) * 64;
                continue;
            }
            i += word.trailing_zeros() as usize;
            // SAFETY: a mark is set only at the start of a live old object.
            let n = unsafe { object_layout(*self.old_start.add(i)).0 };
            if i > hole_start {
                free.push(Hole {
                    at: hole_start,
                    len: i - hole_start,
                });
            }
            live += n;
            i += n;
            hole_start = i;
        }
        if total > hole_start {
            free.push(Hole {
                at: hole_start,
                len: total - hole_start,
            });
        }
        let old_start = self.old_start as usize;
        let mut kept = Vec::with_capacity(self.refc.len());
        for &r in &self.refc {
            let idx = (r as usize - old_start) / 8;
            if self.is_marked(idx) {
                kept.push(r);
            } else {
                // SAFETY: an unmarked refc object in the old generation is dead.
                unsafe { release_refc_object(r) };
            }
        }
        self.refc = kept;
        self.marks.iter_mut().for_each(|m| *m = 0);
        self.free_words = total - live;
        self.free = free;
        self.first_usable = 0;
        self.live_after_major = live;
        if self.free_words * 4 < total.max(1) {
            self.add_pages(1);
        }
        live
    }
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
                self.young_start as *mut libc::c_void,
                (YOUNG_MAX_WORDS + OLD_MAX_WORDS) * 8,
            );
        }
    }
}

#[cfg(test)]
mod tests;
