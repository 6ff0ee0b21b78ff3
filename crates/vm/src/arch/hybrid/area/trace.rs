//! One collection cycle of the message area (seed 003 sec. 5.1), in steps that the mutator
//! runs between.
//!
//! A cycle begins by swapping the young spaces: the nursery becomes the from-space and the
//! mutator allocates in the other. The collector then **rescues** what the roots it is given
//! reach in the from-space: a from-space object is copied into the old generation (the
//! to-space) and its new address kept in a side array (`fwd`, valid where a bitmap says), so
//! the object itself stays whole for any process still reading it; the copy is gray until
//! its fields are rescued in turn. What the mutator builds in the nursery during the cycle
//! may point into the from-space: the collector **scans the nursery** word by word (it is
//! parseable, see `area/mod.rs`) from where it stopped to its top, rescuing every field, as
//! seed 003 sec. 5.1 looks through the nursery at the end of a cycle; here the scan also
//! comes before a process counts as rescued, so that no nursery object a rescued process can
//! read still holds a from-space address. Every nursery object counts as live for this: what
//! only a dead one points to is promoted (once: the next cycle copies or drops the nursery).
//! A **major** cycle also marks the old generation (non-moving): old objects reached are
//! marked (the black-map) and traced; what the cycle allocates there is born marked; the
//! sweep at the end frees the rest.
//!
//! The cycle's driver (`arch/hybrid/cycle.rs`) feeds the roots one process at a time and
//! keeps the invariant that makes the steps safe: a process whose roots were rescued can come
//! to point into the from-space (or, marking, to an unmarked old object) only through a
//! message from a process not yet rescued, and then it is rescued again.
//!
//! Gray objects come in two stacks. A **young-gray** object (a promoted copy) may hold
//! from-space addresses, which a process reading it would copy into
//! its roots, where no one would update them: so the young-gray stack is drained after each
//! process is rescued, and a process counts as rescued only once it is empty (a step that
//! ends first leaves the process in the queue, and the send barrier then covers whoever it
//! passes a gray object to). An **old-gray** object (marked, in a major cycle) holds only old addresses, and
//! what a process reads from it stays valid: its children will be marked when it is drained,
//! which can wait for later steps. In tricolour terms: from a rescued process, nothing
//! reachable is in the from-space, and no old object is unmarked but through an old-gray
//! one.
//!
//! # Invariants behind the unsafe code
//! Every term the collector is given or reads is a valid term; a pointer into the from-space,
//! the nursery or the old generation leads to the start of a well-formed object (the area's
//! invariants); `forwarded` bits are set only for from-space object starts, whose `fwd` entry
//! is then the index of the old copy.

use super::gray::GrayStack;
use super::{object_layout, Area};
use crate::heap::release_refc_object;
use crate::term::{self, Term};

/// The state of the cycle that runs (empty between cycles, its buffers kept for the next).
#[derive(Default)]
pub(in crate::arch::hybrid) struct Trace {
    /// Per from-space word: the old-generation word index of its copy, valid where its bit
    /// in `forwarded` is set. Never cleared (only the bitmap is, at 1/32 of the cost: a
    /// cycle's beginning clears a 4 MB array for a 1M-word from-space in milliseconds), and
    /// allocated zeroed by the system, so that pages no cycle writes are never touched.
    fwd: Vec<u32>,
    /// One bit per from-space word: the object starting there was copied this cycle.
    forwarded: Vec<u64>,
    /// Nursery words scanned this cycle, from its start.
    scanned: usize,
    /// Work that keeps pace with what the mutator builds during the cycle (the nursery's
    /// scan and the chunks written since the cycle began), not counted against a `work:W`
    /// step's budget; and the words of the chunks written before it still to scan.
    unpaced: usize,
    chunk_words_left: usize,
    /// The old chunks written before the cycle began (they may point into the from-space),
    /// to scan as roots, and how many of them are scanned; how many of the chunks written
    /// since it began (`Area::overflow`) are.
    chunks: Vec<(*mut u64, usize)>,
    chunks_scanned: usize,
    overflow_scanned: usize,
    /// The chunks written since the cycle began, scanned, that point into its nursery.
    young_chunks: Vec<(*mut u64, usize)>,
    /// Objects whose fields are still to rescue: promoted copies (young-gray), marked old
    /// objects (old-gray).
    gray: GrayStack,
    old_gray: GrayStack,
    pub running: bool,
    pub major: bool,
    /// Work done (words copied or traced, roots visited), for pacing.
    pub work: usize,
    /// Words copied into the old generation this cycle.
    pub promoted: usize,
    /// Roots visited this cycle.
    pub roots: usize,
    /// Old-generation words marked this cycle (major), and those in use when it began: what
    /// marking may still have to do is their difference.
    pub marked: usize,
    pub old_used_at_begin: usize,
    /// The promotion buffer: a run of old-generation words that copies are bumped into (a
    /// first-fit search per object would be slow among many holes); its rest goes back to
    /// the free list when the cycle ends.
    promo_at: usize,
    promo_left: usize,
}

impl Trace {
    /// The old-generation word index of the copy of the from-space object at word `i`, if
    /// this cycle copied it.
    #[inline]
    fn forwarding(&self, i: usize) -> Option<usize> {
        (self.forwarded[i / 64] & (1 << (i % 64)) != 0).then(|| self.fwd[i] as usize)
    }
}

/// Words of old generation taken at a time for promotion.
const PROMO_CHUNK: usize = 4096;

/// What one cycle did, when it ends.
#[derive(Clone, Copy, Debug, Default)]
pub struct CycleOutcome {
    pub major: bool,
    /// Words copied from the from-space into the old generation.
    pub promoted: usize,
    /// Old-generation words found live by a major cycle.
    pub marked: usize,
    /// Roots the cycle visited.
    pub roots: usize,
    /// Words in use after the cycle.
    pub used_after: usize,
    /// Words the area holds.
    pub allocated_after: usize,
}

impl Area {
    /// How many of the chunks written since the cycle that runs began it has scanned.
    pub(super) fn overflow_scanned(&self) -> usize {
        self.tr.overflow_scanned
    }

    /// Whether a cycle runs.
    #[inline]
    pub fn cycle_running(&self) -> bool {
        self.tr.running
    }

    /// Whether the cycle that runs marks the old generation.
    pub fn cycle_major(&self) -> bool {
        self.tr.running && self.tr.major
    }

    /// Work done in the cycle so far (see [`Trace::work`]).
    #[inline]
    pub fn work(&self) -> usize {
        self.tr.work
    }

    /// Work done in the cycle so far but the scan of what the mutator built during it (the
    /// nursery, the chunks written since it began): what a `work:W` step's budget counts.
    /// That scan keeps pace with the mutator and is paid for on top (counted against the
    /// budget, it took the steps' whole budget in a program whose nursery is mostly dead, so
    /// that its cycles never ended).
    #[inline]
    pub fn paced_work(&self) -> usize {
        self.tr.work - self.tr.unpaced
    }

    /// Words of the from-space of the cycle that runs.
    pub fn from_size(&self) -> usize {
        self.from_top
    }

    /// Words copied into the old generation in the cycle so far.
    pub fn promoted(&self) -> usize {
        self.tr.promoted
    }

    /// At most how many words the cycle that runs still has to scan, copy or mark: the
    /// chunks written before it began not yet scanned, the from-space not yet promoted (were
    /// it all live, seed 003 sec. 5.1.3) and, in a major cycle, the old generation in use
    /// when it began not yet marked.
    pub fn work_left_bound(&self) -> usize {
        self.tr.chunk_words_left
            + self.from_top.saturating_sub(self.tr.promoted)
            + self.tr.old_used_at_begin.saturating_sub(self.tr.marked)
    }

    /// Begin a cycle: the nursery becomes the from-space, the other young space the nursery.
    /// A `major` cycle marks the old generation too.
    pub fn begin_cycle(&mut self, major: bool) {
        debug_assert!(!self.tr.running);
        std::mem::swap(&mut self.nursery, &mut self.from);
        self.from_top = self.young_top;
        self.young_top = 0;
        self.pretenured = 0;
        self.tenure.begin_period(major);
        self.gap = (0, 0);
        self.limit = self.young_len;
        self.collection_due = false;
        let old_used = if major { self.old_used() } else { 0 };
        let tr = &mut self.tr;
        tr.running = true;
        tr.major = major;
        tr.work = 0;
        tr.promoted = 0;
        tr.roots = 0;
        tr.marked = 0;
        tr.old_used_at_begin = old_used;
        if tr.fwd.len() < self.from_top {
            // A fresh allocation, not a resize: the old contents need not be kept, and
            // `vec!` of zeros maps untouched pages.
            tr.fwd = vec![0; self.from_top.next_power_of_two()];
        }
        tr.forwarded.clear();
        tr.forwarded.resize(self.from_top.div_ceil(64), 0);
        tr.scanned = 0;
        tr.unpaced = 0;
        tr.chunks_scanned = 0;
        tr.overflow_scanned = 0;
        self.marking = major;
        // Chunks written before point only into what is now the from-space (the new nursery
        // is empty): scanned by this cycle, for good.
        self.tr.chunks = std::mem::take(&mut self.overflow);
        self.tr.chunk_words_left = self.tr.chunks.iter().map(|&(_, n)| n).sum();
    }

    /// Rescue the objects of an old chunk as roots (marking them, in a major cycle: the
    /// chunk is a run of whole objects, so all its words at once). Returns whether some
    /// field now points into the nursery.
    fn rescue_chunk(&mut self, p: *mut u64, n: usize) -> bool {
        // With both young spaces empty (a minor cycle after a period pretenured whole) its
        // fields can lead nowhere the cycle must follow or remember.
        if !self.marking && self.from_top == 0 && self.young_top == 0 {
            return false;
        }
        if self.marking {
            let at = self.old_index(p);
            self.mark_words(at, n);
        }
        let (lo, hi) = (
            self.nursery as usize,
            self.nursery as usize + self.young_top * 8,
        );
        let mut young = false;
        let mut i = 0;
        while i < n {
            // SAFETY: the chunk holds well-formed objects, written when it was allocated.
            unsafe {
                let (size, fields) = object_layout(*p.add(i));
                for j in fields {
                    let slot = &mut *(p.add(i + j) as *mut Term);
                    let f = *slot;
                    let t = self.rescue(f);
                    if t != f {
                        *slot = t;
                    }
                    // The nursery does not grow within a step.
                    let a = t.ptr() as usize;
                    young |= t.is_pointer() && a >= lo && a < hi;
                }
                i += size;
            }
        }
        young
    }

    /// Rescue what the root `t` leads to; returns whether it now points into the nursery.
    #[inline]
    pub fn rescue_root(&mut self, t: &mut Term) -> bool {
        self.tr.roots += 1;
        self.tr.work += 1;
        let nt = self.rescue(*t);
        *t = nt;
        nt.is_pointer() && self.in_nursery(nt.ptr())
    }

    /// The term `t`, rescued: a from-space object is copied (once) and its copy returned;
    /// marking, an old object is marked (a nursery object is left to the nursery's scan).
    #[inline(always)]
    fn rescue(&mut self, t: Term) -> Term {
        if !t.is_pointer() {
            return t;
        }
        if self.in_from(t.ptr()) {
            // SAFETY: `t` points to a from-space object start (area invariants).
            return unsafe { self.evacuate(t) };
        }
        if self.marking && self.in_old(t.ptr()) && !self.is_marked(self.old_index(t.ptr())) {
            self.mark_gray(t);
        }
        t
    }

    /// Marking, the pointer `t` to an unmarked old object: the object is marked, and gray.
    /// Out of line: the copying path is the hot one.
    #[inline(never)]
    fn mark_gray(&mut self, t: Term) {
        let p = t.ptr();
        let n = if t.is_cons() {
            2
        } else {
            // SAFETY: `p` is an old object's start (area invariants).
            unsafe { term::header_size(*p) + 1 }
        };
        self.mark_words(self.old_index(p), n);
        self.tr.marked += n;
        self.tr.old_gray.push(t);
    }

    /// Copy the from-space object `t` points to into the old generation, unless it was
    /// already; returns the term of the copy.
    ///
    /// # Safety
    /// `t` must point to a from-space object start.
    #[inline(always)]
    unsafe fn evacuate(&mut self, t: Term) -> Term {
        let p = t.ptr();
        let i = (p as usize - self.from as usize) / 8;
        if let Some(f) = self.tr.forwarding(i) {
            let q = self.old_start.add(f);
            return if t.is_cons() {
                Term::from_list_ptr(q)
            } else {
                Term::from_boxed_ptr(q)
            };
        }
        let n = if t.is_cons() {
            2
        } else {
            term::header_size(*p) + 1
        };
        let q = self.promote_alloc(n);
        // Most objects are conses: two moves beat a call of memcpy.
        if n == 2 {
            *q = *p;
            *q.add(1) = *p.add(1);
        } else {
            std::ptr::copy_nonoverlapping(p, q, n);
        }
        self.tr.fwd[i] = self.old_index(q) as u32;
        self.tr.forwarded[i / 64] |= 1 << (i % 64);
        let nt = if t.is_cons() {
            Term::from_list_ptr(q)
        } else {
            Term::from_boxed_ptr(q)
        };
        self.tr.gray.push(nt);
        self.tr.promoted += n;
        self.tr.work += n;
        nt
    }

    /// `n` words of the old generation for a copy, from the promotion buffer (born marked
    /// while marking).
    #[inline(always)]
    fn promote_alloc(&mut self, n: usize) -> *mut u64 {
        if n > self.tr.promo_left {
            self.refill_promo(n);
        }
        let at = self.tr.promo_at;
        self.tr.promo_at += n;
        self.tr.promo_left -= n;
        if self.marking {
            self.mark_words(at, n);
        }
        // SAFETY: `at + n` lies in the words the promotion buffer took from the old pages.
        unsafe { self.old_start.add(at) }
    }

    /// A new promotion buffer of at least `n` words, the old one's rest given back.
    #[inline(never)]
    fn refill_promo(&mut self, n: usize) {
        self.return_promo();
        let (p, got) = self.alloc_old_run(n, n.max(PROMO_CHUNK));
        self.tr.promo_at = self.old_index(p);
        self.tr.promo_left = got;
    }

    /// Give the promotion buffer's unused words back to the free list.
    fn return_promo(&mut self) {
        let (at, len) = (self.tr.promo_at, self.tr.promo_left);
        self.tr.promo_left = 0;
        if len > 0 {
            self.free_hole(at, len);
        }
    }

    /// Rescue the fields of the young-gray objects until none is left.
    pub fn drain_young(&mut self) {
        self.drain_young_until(|_| false);
    }

    /// Rescue the fields of the young-gray objects until none is left (true) or `stop` says
    /// the step's budget is spent (false). `stop` is asked every 64 objects with the work
    /// done.
    pub fn drain_young_until(&mut self, mut stop: impl FnMut(usize) -> bool) -> bool {
        let mut k = 0u32;
        while let Some(t) = self.tr.gray.pop() {
            // SAFETY: a gray term points to a well-formed object the cycle reached.
            unsafe { self.scan_fields(t) };
            k += 1;
            if k.is_multiple_of(64) && stop(self.paced_work()) {
                return self.tr.gray.is_empty();
            }
        }
        true
    }

    /// Scan what the mutator built since the cycle began and this scan last ran: the chunks
    /// written in the old generation and the nursery from where the scan stopped to its top
    /// (seed 003 sec. 5.1 looks through the nursery), rescuing every field; then the chunks
    /// written before the cycle began (as roots: they may point into the from-space), with
    /// the young-gray objects this makes drained between. Returns whether all is done (true)
    /// or `stop` said the step's budget is spent (false); `stop` is asked, with the work done,
    /// after each chunk and every 64 nursery objects. The scan of what was built since is not
    /// counted against a `work:W` budget (see [`Area::paced_work`]), so there it stops only
    /// for the copies it makes; under `time:T` it stops at the deadline. Called at a
    /// safepoint, where no window is lent: the gap, once passed, is given up, so that nothing
    /// is built behind the scan.
    pub fn scan_nursery_until(&mut self, mut stop: impl FnMut(usize) -> bool) -> bool {
        while let Some(&(p, n)) = self.overflow.get(self.tr.overflow_scanned) {
            self.tr.overflow_scanned += 1;
            self.tr.work += n;
            self.tr.unpaced += n;
            if self.rescue_chunk(p, n) {
                self.tr.young_chunks.push((p, n));
            }
            if !self.drain_young_until(&mut stop) || stop(self.paced_work()) {
                return false;
            }
        }
        while self.tr.scanned < self.young_top {
            for _ in 0..64 {
                if self.tr.scanned >= self.young_top {
                    break;
                }
                // SAFETY: the nursery is parseable below its top (area invariants): an
                // object or a filler starts at `scanned`.
                unsafe {
                    let p = self.nursery.add(self.tr.scanned);
                    let (size, fields) = object_layout(*p);
                    self.rescue_fields(p, fields);
                    self.tr.scanned += size;
                    self.tr.work += size;
                    self.tr.unpaced += size;
                }
            }
            let (lo, hi) = self.gap;
            if hi > lo && lo < self.tr.scanned {
                self.gap = (0, 0);
            }
            if !self.drain_young_until(&mut stop) || stop(self.paced_work()) {
                return self.tr.scanned >= self.young_top
                    && self.tr.gray.is_empty()
                    && self.tr.chunks_scanned == self.tr.chunks.len();
            }
        }
        if !self.drain_young_until(&mut stop) {
            return false;
        }
        // Whole chunks (a window's words, or what did not fit in the nursery) between
        // checks.
        while let Some(&(p, n)) = self.tr.chunks.get(self.tr.chunks_scanned) {
            if stop(self.paced_work()) {
                return false;
            }
            self.tr.chunks_scanned += 1;
            self.tr.chunk_words_left -= n;
            self.tr.work += n;
            // Written before the nursery was: it cannot point there.
            self.rescue_chunk(p, n);
            if !self.drain_young_until(&mut stop) {
                return false;
            }
        }
        true
    }

    /// Mark from the old-gray objects until none is left (true) or `stop` says the step's
    /// budget is spent (false). `stop` is asked every 64 objects with the work done.
    pub fn drain_old(&mut self, mut stop: impl FnMut(usize) -> bool) -> bool {
        debug_assert!(self.tr.gray.is_empty());
        let mut k = 0u32;
        while let Some(t) = self.tr.old_gray.pop() {
            // SAFETY: an old-gray term points to a marked, well-formed old object.
            unsafe { self.scan_fields(t) };
            k += 1;
            if k.is_multiple_of(64) && stop(self.paced_work()) {
                return self.tr.old_gray.is_empty();
            }
        }
        true
    }

    /// Rescue the fields of the object `t` points to.
    ///
    /// # Safety
    /// `t` must point to a well-formed area object the cycle reached.
    unsafe fn scan_fields(&mut self, t: Term) {
        let p = t.ptr();
        let (size, fields) = if t.is_cons() {
            (2, 0..2)
        } else {
            object_layout(*p)
        };
        self.rescue_fields(p, fields);
        self.tr.work += size;
    }

    /// Rescue the words `fields` of the object at `p` (written back only when they change).
    ///
    /// # Safety
    /// `p` must be a well-formed area object and `fields` the indices of its term words.
    #[inline(always)]
    unsafe fn rescue_fields(&mut self, p: *mut u64, fields: std::ops::Range<usize>) {
        for j in fields {
            let slot = &mut *(p.add(j) as *mut Term);
            let f = *slot;
            let nf = self.rescue(f);
            if nf != f {
                *slot = nf;
            }
        }
    }

    /// The old-gray objects' addresses (for the verifier, which does not look past them).
    pub fn gray_addresses(&self) -> std::collections::HashSet<usize> {
        self.tr.old_gray.iter().map(|t| t.ptr() as usize).collect()
    }

    /// Whether `p` points into the from-space of the cycle that runs.
    pub fn in_from_space(&self, p: *const u64) -> bool {
        self.in_from(p)
    }

    /// Marking, for an old-generation address: whether the object there is marked.
    pub fn old_mark(&self, p: *const u64) -> Option<bool> {
        (self.marking && self.in_old(p)).then(|| self.is_marked(self.old_index(p)))
    }

    /// End the cycle once the driver has given every root and the gray objects are drained:
    /// the chunks written during the cycle are rescued (they may point into the from-space),
    /// refc binaries left in the from-space released, the old generation swept (major; or,
    /// `sweep_later`, the sweep begun, to go on in parts: `sweep.rs`), the from-space emptied,
    /// and the nursery's size and limit set. `holders` is the number of processes the cycle
    /// visited (what it cost beyond its words, see below).
    pub fn finish_cycle(&mut self, holders: usize, sweep_later: bool) -> CycleOutcome {
        // Chunks written during the cycle since its last scan (by processes rescued, or a
        // stop-the-world cycle's roots): rescued now.
        while let Some(&(p, n)) = self.overflow.get(self.tr.overflow_scanned) {
            self.tr.overflow_scanned += 1;
            if self.rescue_chunk(p, n) {
                self.tr.young_chunks.push((p, n));
            }
        }
        // Those that point into the nursery are roots of the next cycle, which evacuates it.
        self.overflow.clear();
        self.overflow.append(&mut self.tr.young_chunks);
        debug_assert_eq!(self.tr.chunks_scanned, self.tr.chunks.len());
        self.tr.chunks.clear();
        self.drain_young();
        self.drain_old(|_| false);
        self.return_promo();
        self.return_tenure_buf();
        // Refc binaries: those of the from-space live on where they were copied, or died.
        let (from, from_end) = (self.from as usize, self.from as usize + self.from_top * 8);
        let mut kept = Vec::with_capacity(self.refc.len());
        for &r in &self.refc {
            let a = r as usize;
            if a < from || a >= from_end {
                kept.push(r);
                continue;
            }
            match self.tr.forwarding((a - from) / 8) {
                // SAFETY: an unrescued refc object of the from-space is dead.
                None => unsafe { release_refc_object(r) },
                // SAFETY: the copy's index is inside the old generation.
                Some(f) => kept.push(unsafe { self.old_start.add(f) }),
            }
        }
        self.refc = kept;
        let major = self.tr.major;
        let marked = if major {
            self.marking = false;
            if sweep_later {
                self.begin_sweep();
                self.tr.marked
            } else {
                self.sweep()
            }
        } else {
            0
        };
        let promoted = self.tr.promoted;
        self.tenure.measured(self.from_top, promoted);
        let roots = self.tr.roots;
        self.from_top = 0;
        self.tr.running = false;
        // The survivors cost more in the area than in a private heap (promotion is for good)
        // and every cycle visits each process active since the last one, thousands in a
        // program that spawns many, with its roots: grow the nursery while they come to over
        // a quarter of it (a process counted as `PROCESS_VISIT_WORDS` words), so that a
        // cycle's cost stays a fraction of the words allocated between two.
        let cost = promoted + roots + holders * PROCESS_VISIT_WORDS;
        if cost > self.young_len / 4 && self.young_len < self.young_grow_to {
            self.young_len = (self.young_len * 2).min(self.young_grow_to);
        }
        self.limit = self.young_len.max(self.nursery_used());
        self.collection_due = self.nursery_used() >= self.young_len;
        CycleOutcome {
            major,
            promoted,
            marked,
            roots,
            used_after: self.used(),
            allocated_after: self.allocated(),
        }
    }

    /// Let the mutator allocate `words` more in the nursery before the next step is due.
    pub fn set_limit(&mut self, words: usize) {
        self.limit = (self.nursery_used() + words).min(self.young_max);
        self.collection_due = false;
    }
}

/// What visiting one process costs a cycle, in words copied (cache misses on its control
/// block, stacks and queues; measured on spawn-heavy programs).
const PROCESS_VISIT_WORDS: usize = 16;
