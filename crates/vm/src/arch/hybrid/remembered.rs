//! The remembered sets: for each process, every slot of its heap's old data (below the
//! high-water mark or in the old generation) that points into the message area, recorded by
//! the local collection that copied the object. Data newer than the last local collection is
//! scanned whole by the area's collector instead. Together they let the area's collector
//! find and update every local pointer into the area without scanning old local data, and
//! local collections never trace into the area (seed 003 sec. 4.1).
//!
//! # Invariants behind the unsafe code
//! A remembered slot is a word of a live object of its heap, recorded by the collection
//! that copied the object; no block moves until the heap's next collection, which records
//! the set again. Slots above the high-water mark and in fragments are walked object by
//! object from the block's start, as the heap invariants allow.

use crate::gc::OutsideRefs;
use crate::heap::{AddrRange, Heap};
use crate::pid_map::PidMap;
use crate::term::{self, Kind, Term};

#[derive(Default)]
pub(super) struct RememberedSets {
    by_pid: PidMap<Vec<*mut u64>>,
}

impl RememberedSets {
    /// Process `idx`'s remembered slots.
    pub fn of(&self, idx: u64) -> &[*mut u64] {
        self.by_pid.get(&idx).map_or(&[], |v| v.as_slice())
    }

    /// After a local collection of `heap` (process `idx`) that recorded `found`: a major
    /// collection moved everything, so `found` is the whole set; a minor one left the old
    /// generation in place, so its remembered slots stay.
    pub fn collected(&mut self, idx: u64, heap: &Heap, major: bool, found: Vec<*mut u64>) {
        let set = self.by_pid.entry(idx).or_default();
        if major {
            *set = found;
        } else {
            let old = heap.old.as_ref();
            set.retain(|&p| old.is_some_and(|o| o.contains(p)));
            set.extend(found);
        }
        if set.is_empty() {
            self.by_pid.remove(&idx);
        }
    }

    /// Process `idx` ended.
    pub fn forget(&mut self, idx: u64) {
        self.by_pid.remove(&idx);
    }
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

/// Call `f` on every slot of `heap` that may point into the area: the remembered ones
/// (`remembered`), and every term slot of the data newer than the last collection (above the
/// high-water mark and in fragments).
pub(super) fn each_area_slot<F: FnMut(&mut Term)>(
    heap: &mut Heap,
    remembered: &[*mut u64],
    mut f: F,
) {
    for &p in remembered {
        // SAFETY: a remembered slot is a word of a live object of this heap (recorded by the
        // collection that copied it; blocks do not move until the next one).
        f(unsafe { Term::slot(p) });
    }
    let hwm = heap.hwm;
    let young = std::iter::once((&mut heap.young, hwm));
    let blocks = young.chain(heap.fragments.iter_mut().map(|f| (f, 0)));
    for (b, from) in blocks {
        let (start, top) = (b.start(), b.top);
        let mut i = from;
        while i < top {
            // SAFETY: words below `top` are initialised objects (module invariant of
            // `heap`); a header's size keeps `i` on object boundaries.
            unsafe {
                let w = *start.add(i);
                if term::is_header(w) {
                    let n = term::header_size(w);
                    let k = term::header_kind(w);
                    if k.words_are_terms() && k != Kind::RefcBin {
                        for j in 1..=n {
                            f(Term::slot(start.add(i + j)));
                        }
                    }
                    i += n + 1;
                } else {
                    f(Term::slot(start.add(i)));
                    i += 1;
                }
            }
        }
    }
}
