//! The remembered sets: for each process, the slots of its heap that point into the
//! message area, so that the area's collector finds and updates every local pointer into the
//! area without scanning the heap, and local collections never trace into the area (seed 003
//! sec. 4.1, 5.2). A slot is remembered by the local collection that copied its object, or by
//! the area's collector when it first scans the object (data newer than the last local
//! collection, scanned once: the heap's top when it was scanned is kept, seed 003 sec. 5.2's
//! per-process top of heap).
//!
//! The slots come in two lists: those that may point into the area's young generation, which
//! every cycle visits, and those that point into its old generation, which only a major cycle
//! (marking) visits: old objects do not move, and a heap slot is never written again, so a
//! minor cycle has nothing to do there. A process holding many messages costs a minor cycle
//! only what it received since the last one.
//!
//! # Invariants behind the unsafe code
//! A remembered slot is a word of a live object of its heap, recorded by the collection that
//! copied the object or by the area's scan of it; no block moves until the heap's next
//! collection, which records the set again. Slots above the scanned top and in fragments are
//! walked object by object from a boundary, as the heap invariants allow.

use super::area::Area;
use crate::gc::OutsideRefs;
use crate::heap::{AddrRange, Block, Heap};
use crate::pid_map::PidMap;
use crate::term::{self, Kind, Term};

/// One process's remembered slots.
#[derive(Default)]
pub(super) struct Remembered {
    /// Slots that may point into the young generation.
    pub young: Vec<*mut u64>,
    /// Slots that point into the old generation.
    pub old: Vec<*mut u64>,
    /// The young block's start and its top when the area's collector last scanned it:
    /// the words from the high-water mark to that top are scanned, their area slots in the
    /// lists. `(0, 0)` when nothing above the mark has been scanned.
    pub scanned: (usize, usize),
    /// The fragments scanned likewise: how many, and the last one's top then.
    pub frags_scanned: (usize, usize),
    /// The marking cycle (its epoch) that has marked what `old[..n]` points to, and `n`: a
    /// process holding many old messages has them marked a part at a time. A local
    /// collection rebuilds `old` and sets `n` back to 0 (marked objects are then passed
    /// over at the cost of a bit test).
    pub old_marked: (u32, usize),
    /// The cycle (its epoch) that has rescued `young[..n]`, and `n`: the young slots are
    /// rescued a part at a time too (each costs a few cache misses: 90 slots took 50 µs).
    /// Slots stay in place once rescued but for those moved to `old`, which only takes
    /// slots from at or past `n`. A local collection rebuilds `young` and sets `n` back to 0.
    pub young_rescued: (u32, usize),
}

impl Remembered {
    /// Where the words of `heap`'s young block not yet scanned begin.
    pub fn scan_from(&self, heap: &Heap) -> usize {
        let (block, top) = self.scanned;
        if block == heap.young.start() as usize && top <= heap.young.top {
            top.max(heap.hwm)
        } else {
            heap.hwm
        }
    }

    /// Where the words of `heap`'s fragments not yet scanned begin: the index of the first
    /// fragment with such words, and the word they begin at in it.
    pub fn frags_from(&self, heap: &Heap) -> (usize, usize) {
        match self.frags_scanned {
            (n, top) if n > 0 && n <= heap.fragments.len() && top <= heap.fragments[n - 1].top => {
                (n - 1, top)
            }
            _ => (0, 0),
        }
    }
}

#[derive(Default)]
pub(super) struct RememberedSets {
    by_pid: PidMap<Remembered>,
}

impl RememberedSets {
    /// Process `idx`'s remembered slots, if any.
    pub fn of(&self, idx: u64) -> Option<&Remembered> {
        self.by_pid.get(&idx)
    }

    /// After a local collection of `heap` (process `idx`) that recorded `found`: a major
    /// collection moved everything, so `found` is the whole set; a minor one left the old
    /// generation in place, so its remembered slots stay. Either way the young block is new
    /// and unscanned.
    pub fn collected(&mut self, idx: u64, heap: &Heap, major: bool, found: Vec<*mut u64>) {
        let set = self.by_pid.entry(idx).or_default();
        set.scanned = (0, 0);
        set.frags_scanned = (0, 0);
        set.old_marked.1 = 0;
        set.young_rescued.1 = 0;
        if major {
            set.young = found;
            set.old.clear();
        } else {
            let old = heap.old.as_ref();
            let kept = |p: &*mut u64| old.is_some_and(|o| o.contains(*p));
            set.young.retain(kept);
            set.old.retain(kept);
            set.young.extend(found);
        }
        if set.young.is_empty() && set.old.is_empty() {
            self.by_pid.remove(&idx);
        }
    }

    /// Process `idx` ended.
    pub fn forget(&mut self, idx: u64) {
        self.by_pid.remove(&idx);
    }

    /// Mark what up to `n` more of process `idx`'s old slots point to, for the marking cycle
    /// `epoch`; returns whether all of them are (a major cycle's rescue of the process then
    /// visits only the slots added since, in [`RememberedSets::rescue_slots`]).
    pub fn mark_old(&mut self, idx: u64, epoch: u32, n: usize, area: &mut Area) -> bool {
        let Some(set) = self.by_pid.get_mut(&idx) else {
            return true;
        };
        let from = done_in(set.old_marked, epoch, set.old.len());
        let to = (from + n).min(set.old.len());
        rescue_all(area, &set.old[from..to]);
        set.old_marked = (epoch, to);
        to == set.old.len()
    }

    /// Rescue up to `n` more of the remembered slots of process `idx` that may point into
    /// the area's young generation, for the cycle `epoch`, and, once they are all rescued,
    /// when the cycle is `marking`, those into its old generation that
    /// [`RememberedSets::mark_old`] has not visited. Returns whether any now points into the
    /// nursery (the next cycle must visit the process), and whether all are rescued.
    pub fn rescue_slots(
        &mut self,
        idx: u64,
        area: &mut Area,
        epoch: u32,
        marking: bool,
        n: usize,
    ) -> (bool, bool) {
        let Some(set) = self.by_pid.get_mut(&idx) else {
            return (false, true);
        };
        let mut into_nursery = false;
        let mut i = done_in(set.young_rescued, epoch, set.young.len());
        let mut left = n;
        while i < set.young.len() {
            if left == 0 {
                set.young_rescued = (epoch, i);
                return (into_nursery, false);
            }
            left -= 1;
            // SAFETY: a remembered slot is a word of a live object of this heap.
            let t = unsafe { Term::slot(set.young[i]) };
            if area.rescue_root(t) {
                into_nursery = true;
                i += 1;
            } else {
                let slot = set.young.swap_remove(i);
                if area.in_old_generation(*t) {
                    set.old.push(slot);
                }
            }
        }
        set.young_rescued = (epoch, i);
        if marking {
            let from = done_in(set.old_marked, epoch, set.old.len());
            rescue_all(area, &set.old[from..]);
        }
        (into_nursery, true)
    }

    /// Scan about `max_words` more words of `heap` (process `idx`) above its scanned tops,
    /// young block first, then the fragments: every slot that points into the area is
    /// rescued and remembered, and the tops move up. Returns whether a slot now points into
    /// the nursery, and whether the scan has reached every top (else it goes on from where
    /// it stopped, even after the process has run: its heap only grows above the tops until
    /// its next collection, which records the set again).
    pub fn scan_new(
        &mut self,
        idx: u64,
        heap: &mut Heap,
        area: &mut Area,
        max_words: usize,
    ) -> (bool, bool) {
        let set = self.by_pid.entry(idx).or_default();
        let mut into_nursery = false;
        let from = set.scan_from(heap);
        let (first_frag, frag_from) = set.frags_from(heap);
        let Remembered {
            young,
            old,
            scanned,
            frags_scanned,
            ..
        } = set;
        let mut note = |slot: *mut u64, t: &mut Term| {
            if t.is_pointer() && area.contains(t.ptr()) {
                if area.rescue_root(t) {
                    into_nursery = true;
                    young.push(slot);
                } else if area.in_old_generation(*t) {
                    old.push(slot);
                }
            }
        };
        let mut left = max_words;
        let top = each_slot(&mut heap.young, from, from.saturating_add(left), &mut note);
        *scanned = (heap.young.start() as usize, top);
        left = left.saturating_sub(top - from);
        let mut complete = top == heap.young.top;
        if complete {
            let nfrags = heap.fragments.len();
            for (i, b) in heap.fragments.iter_mut().enumerate().skip(first_frag) {
                let start = if i == first_frag { frag_from } else { 0 };
                let top = each_slot(b, start, start.saturating_add(left), &mut note);
                *frags_scanned = (i + 1, top);
                left = left.saturating_sub(top - start);
                if top < b.top || (left == 0 && i + 1 < nfrags) {
                    complete = false;
                    break;
                }
            }
            if heap.fragments.is_empty() {
                *frags_scanned = (0, 0);
            }
        }
        if complete && set.young.is_empty() && set.old.is_empty() {
            // Nothing remembered: the scanned tops alone are not worth an entry.
            self.by_pid.remove(&idx);
        }
        (into_nursery, complete)
    }
}

/// How far a pass of cycle `epoch` that goes a part at a time has come through a list of
/// `len` slots, from the (cycle, count) it recorded: a pass of another cycle counts for
/// nothing.
fn done_in(progress: (u32, usize), epoch: u32, len: usize) -> usize {
    if progress.0 == epoch {
        progress.1.min(len)
    } else {
        0
    }
}

/// Rescue what each of `slots` (remembered slots of one heap) points to.
fn rescue_all(area: &mut Area, slots: &[*mut u64]) {
    for &s in slots {
        // SAFETY: a remembered slot is a word of a live object of its heap.
        area.rescue_root(unsafe { Term::slot(s) });
    }
}

/// Call `f` on every term slot of block `b` from word `from` (an object boundary) to its
/// top, or to the first object boundary at or past `to`; returns where it stopped.
fn each_slot<F: FnMut(*mut u64, &mut Term)>(
    b: &mut Block,
    from: usize,
    to: usize,
    mut f: F,
) -> usize {
    let (start, top) = (b.start(), b.top);
    let end = top.min(to);
    let mut i = from;
    while i < end {
        // SAFETY: words below `top` are initialised objects (module invariant of `heap`); a
        // header's size keeps `i` on object boundaries.
        unsafe {
            let w = *start.add(i);
            if term::is_header(w) {
                let n = term::header_size(w);
                let k = term::header_kind(w);
                if k.words_are_terms() && k != Kind::RefcBin {
                    for j in 1..=n {
                        let p = start.add(i + j);
                        f(p, Term::slot(p));
                    }
                }
                i += n + 1;
            } else {
                let p = start.add(i);
                f(p, Term::slot(p));
                i += 1;
            }
        }
    }
    i
}

/// What a local collection records: the slots of copied objects that point into the area.
pub(super) struct AreaRefs {
    pub area: AddrRange,
    pub slots: Vec<*mut u64>,
}

impl OutsideRefs for AreaRefs {
    #[inline]
    fn note(&mut self, slot: *mut u64, t: Term) {
        if t.is_pointer() && self.area.contains(t.ptr()) {
            self.slots.push(slot);
        }
    }
}
