//! The message area's old generation (seed 003 sec. 5): pages of [`PAGE_WORDS`] words,
//! allocated first-fit from an address-ordered free list, collected by a non-moving
//! mark-and-sweep whose mark bits (the black-map) are a bitmap beside the pages, one bit per
//! word: marking an object sets the bits of all its words, so the sweep finds the holes as
//! runs of clear bits, a word of the bitmap at a time, without reading the objects (a sweep
//! of a 40M-word old generation scans 625K bitmap words; the sweep itself is in `sweep.rs`).
//! A page is added when less than 25% of the old generation is free after a sweep.

use super::{Area, PAGE_WORDS};

/// `madvise` advice: populate (prefault) page tables writable (Linux 5.14).
const MADV_POPULATE_WRITE: libc::c_int = 23;
/// Words provided at a time by [`Area::provision`] (256 KB: 100-250 µs).
pub(super) const PROVISION_CHUNK: usize = 32 * 1024;

/// A free stretch of the old generation: start (word index from `old_start`) and length.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Hole {
    pub at: usize,
    pub len: usize,
}

impl Area {
    /// Allocate `n` words in the old generation, first fit, adding pages if no hole fits.
    /// While a major cycle marks, the words are born marked (black).
    pub fn alloc_old(&mut self, n: usize) -> *mut u64 {
        let p = self.alloc_old_run(n, n).0;
        if self.marking {
            let at = self.old_index(p);
            self.mark_words(at, n);
        }
        p
    }

    /// Allocate between `n` and `want` words (`n <= want`) in the first hole of at least
    /// `n` words, as many as it holds: how the promotion buffer is refilled, so that a
    /// fragmented old generation is not searched for a large hole at every refill. Returns
    /// the words and how many they are, unmarked (the caller marks what it uses, so that
    /// what it gives back is not kept by the sweep).
    pub(super) fn alloc_old_run(&mut self, n: usize, want: usize) -> (*mut u64, usize) {
        // Holes before `first_usable` are too small for any object (under 2 words): skip
        // them for good, so a promotion of many small objects does not rescan them.
        while self.free.get(self.first_usable).is_some_and(|h| h.len < 2) {
            self.first_usable += 1;
        }
        let found = self.free[self.first_usable..]
            .iter()
            .position(|h| h.len >= n)
            .map(|i| i + self.first_usable);
        let i = match found {
            Some(i) => i,
            None => {
                // Fresh pages at the end; a hole ending there grows into them.
                let need_pages = want.div_ceil(PAGE_WORDS).max(1);
                let first = self.pages * PAGE_WORDS;
                self.add_pages(need_pages);
                match self.free.last() {
                    Some(h) if h.at + h.len == first + need_pages * PAGE_WORDS && h.len >= n => {
                        self.free.len() - 1
                    }
                    _ => unreachable!("fresh pages form a hole"),
                }
            }
        };
        let h = &mut self.free[i];
        let (at, got) = (h.at, h.len.min(want));
        h.at += got;
        h.len -= got;
        self.free_words -= got;
        // SAFETY: `at + got` lies within the old generation's pages.
        (unsafe { self.old_start.add(at) }, got)
    }

    pub(super) fn add_pages(&mut self, k: usize) {
        if (self.pages + k) * PAGE_WORDS > self.old_max {
            crate::stdout::flush_stdout();
            eprintln!(
                "triheap: the message area is full ({} MB of old generation reserved)",
                (self.old_max * 8) >> 20
            );
            std::process::exit(1);
        }
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

    /// Have the system provide memory now for about `words` old-generation words past its
    /// pages (where promotion goes once the holes are used up), [`PROVISION_CHUNK`] words
    /// at a time while `more` says so: the first touch of a fresh page costs a fault, a
    /// microsecond and a half and at times a few hundred on this kind of machine, and a
    /// collection step that takes it while copying overruns its time. Done at the start of
    /// a step, the cost falls where the step's deadline absorbs it. Without
    /// `MADV_POPULATE_WRITE` (Linux before 5.14) the pages fault as they are used.
    pub fn provision(&mut self, words: usize, mut more: impl FnMut() -> bool) {
        let want = (self.pages * PAGE_WORDS + words).min(self.old_max);
        let mut from = self.populated.max(self.pages * PAGE_WORDS);
        while from < want && more() {
            let to = (from + PROVISION_CHUNK).min(self.old_max);
            // SAFETY: `[from, to)` lies inside the old generation's reservation, past its
            // pages: words not in use, which the advice only backs with zeroed memory.
            let ok = unsafe {
                libc::madvise(
                    self.old_start.add(from) as *mut libc::c_void,
                    (to - from) * 8,
                    MADV_POPULATE_WRITE,
                )
            } == 0;
            if !ok {
                return;
            }
            from = to;
            self.populated = to;
        }
    }

    /// Words `[at, at + len)` of the old generation, allocated and unused, are free again.
    pub(super) fn free_hole(&mut self, at: usize, len: usize) {
        let i = self.free.partition_point(|h| h.at < at);
        let joins_prev = i > 0 && self.free[i - 1].at + self.free[i - 1].len == at;
        let joins_next = i < self.free.len() && self.free[i].at == at + len;
        match (joins_prev, joins_next) {
            (true, true) => {
                let next = self.free.remove(i);
                self.free[i - 1].len += len + next.len;
            }
            (true, false) => self.free[i - 1].len += len,
            (false, true) => {
                self.free[i].at = at;
                self.free[i].len += len;
            }
            (false, false) => self.free.insert(i, Hole { at, len }),
        }
        self.free_words += len;
        self.first_usable = self.first_usable.min(i.saturating_sub(1));
    }

    /// The word index of old-generation address `p`.
    #[inline]
    pub(super) fn old_index(&self, p: *const u64) -> usize {
        (p as usize - self.old_start as usize) / 8
    }

    #[inline]
    pub(super) fn is_marked(&self, i: usize) -> bool {
        self.marks[i / 64] & (1 << (i % 64)) != 0
    }

    /// Mark the object of `n` words at word `i`: all its words' bits.
    #[inline]
    pub(super) fn mark_words(&mut self, i: usize, n: usize) {
        let (mut w, end) = (i / 64, i + n);
        let mut from = i % 64;
        while w * 64 < end {
            let to = (end - w * 64).min(64);
            let ones = if to - from == 64 {
                !0
            } else {
                ((1u64 << (to - from)) - 1) << from
            };
            self.marks[w] |= ones;
            from = 0;
            w += 1;
        }
    }
}

/// The runs of clear bits of a whole black-map, as holes, and the number of set bits (live
/// words); the map is cleared as it is read.
#[cfg(test)]
pub(super) fn take_holes(marks: &mut [u64]) -> (Vec<Hole>, usize) {
    let (mut free, mut open) = (Vec::new(), None);
    let live = take_holes_part(marks, 0, &mut open, &mut free);
    if let Some(h) = open {
        free.push(Hole {
            at: h,
            len: marks.len() * 64 - h,
        });
    }
    (free, live)
}

/// The holes of a part of a black-map whose first word is word `first` of the whole map,
/// appended to `free`, the map's words cleared as they are read (one pass, not two); `open`
/// is where the run of clear bits the part begins in (and, after, ends in) started.
/// Returns the set bits.
pub(super) fn take_holes_part(
    marks: &mut [u64],
    first: usize,
    open: &mut Option<usize>,
    free: &mut Vec<Hole>,
) -> usize {
    let mut live = 0;
    let close = |hole: &mut Option<usize>, at: usize, free: &mut Vec<Hole>| {
        if let Some(h) = hole.take() {
            free.push(Hole { at: h, len: at - h });
        }
    };
    for (wi, word) in marks.iter_mut().enumerate() {
        let m = std::mem::take(word);
        let base = (first + wi) * 64;
        match m {
            0 => {
                open.get_or_insert(base);
            }
            u64::MAX => {
                live += 64;
                close(open, base, free);
            }
            _ => {
                live += m.count_ones() as usize;
                let mut b = 0;
                while b < 64 {
                    let rest = m >> b;
                    if rest & 1 == 1 {
                        close(open, base + b, free);
                        b += (!rest).trailing_zeros() as usize;
                    } else {
                        open.get_or_insert(base + b);
                        b += if rest == 0 {
                            64 - b
                        } else {
                            rest.trailing_zeros() as usize
                        };
                    }
                }
            }
        }
    }
    live
}
