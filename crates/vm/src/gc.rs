//! The generational copying collector of a private heap (seed 000 sec. 3.2).
//!
//! # How it works
//! Two generations. The young generation has a high-water mark: data below it survived one
//! collection. A **minor** collection copies live young data with a Cheney scan: objects from
//! below the mark go to the old generation (they have now survived two collections), objects
//! from above it and from heap fragments go to a new young block; the old generation is not
//! traced (it cannot point to younger data). A **major** collection copies everything live,
//! young and old, into one new young block and drops the old generation.
//!
//! Policy, as in the seed: the first collection, and the first after a major one, are minor;
//! a collection is major when the old generation cannot take the data below the mark, when the
//! last major collection left the heap over 75% full, or when a minor one did not free enough
//! room for the pending request. New sizes come from `heap::heap_size_at_least` (Fibonacci,
//! then 20% steps). A minor collection's new young block
//! can hold all the young data and fragments (as the seed says; not only the data above the
//! mark), so a heap whose data survives grows in minor collections too; it keeps that size
//! only if the survivors fill over half the previous one, and is otherwise cut back in
//! place. A heap whose live data fills under 25% of it shrinks at once, in place.
//!
//! # Invariants (on exit)
//! Every root and every word of the new blocks that is a pointer points to a copied object in
//! the new young or old block, to an old-generation object (minor), or outside the heap
//! (literals, and in the hybrid architecture the message area, whose pointers the
//! [`OutsideRefs`] given to the collection records). Forwarding marks: a moved
//! boxed object's header is replaced by a boxed term to its copy; a moved cons cell's head by
//! [`NON_VALUE`] and its tail by a list term to its copy.

use crate::heap::{
    heap_size_at_least, release_refc_object, Block, BlockIndex, Heap, BIN_VHEAP_MIN_BYTES,
    MAPPED_BLOCK_WORDS,
};
use crate::term::{self, Kind, Term, NON_VALUE};

#[derive(Default, Clone, Copy, Debug)]
pub struct GcOutcome {
    pub major: bool,
    /// Words copied (live data moved).
    pub copied: usize,
    /// Young generation size after the collection.
    pub heap_size: usize,
    /// Words in use in the heap after the collection (young and old generations).
    pub used_after: usize,
    /// Words allocated to the heap after the collection (all its blocks).
    pub allocated_after: usize,
    /// Words in use before the collection (young, old and fragments).
    pub used_before: usize,
    /// Root pointers found into the old generation and into the young one (young data,
    /// fragments), as seed 000's tables count them.
    pub ptrs_to_old: usize,
    pub ptrs_to_young: usize,
    /// What this collection could have changed, for an incremental heap check: old-generation
    /// words from this index on, and stack slots from this index on (0 after a major one).
    pub old_changed_from: usize,
    pub stack_changed_from: usize,
}

/// Where a from-space object goes.
#[derive(Clone, Copy, PartialEq)]
enum Dest {
    Young,
    Old,
}

struct Collector<'a, O: OutsideRefs> {
    /// From-space: the old young block, split at the mark, and the fragments.
    from_young: &'a Block,
    hwm_addr: usize,
    fragments: &'a BlockIndex,
    /// Old generation of a minor collection (left in place; promotion target).
    old: Option<&'a mut Block>,
    /// For a major collection the old generation is from-space too.
    from_old: Option<&'a Block>,
    to: &'a mut Block,
    new_refc: Vec<*const u64>,
    copied: usize,
    /// Told of every slot of a copied object, to record those that point outside the heap
    /// into a space of the architecture's own (hybrid: the message area).
    outside: &'a mut O,
    ptrs_to_old: usize,
    ptrs_to_young: usize,
}

impl<O: OutsideRefs> Collector<'_, O> {
    /// Where `p` should be copied to, or None if it is not in from-space.
    #[inline]
    fn classify(&self, p: *const u64) -> Option<Dest> {
        if self.from_young.contains(p) {
            if self.old.is_some() && (p as usize) < self.hwm_addr {
                return Some(Dest::Old);
            }
            return Some(Dest::Young);
        }
        if let Some(o) = self.from_old {
            if o.contains(p) {
                return Some(Dest::Young);
            }
        }
        if self.fragments.contains(p) {
            return Some(Dest::Young);
        }
        None
    }

    fn target(&mut self, d: Dest) -> &mut Block {
        match d {
            Dest::Young => self.to,
            Dest::Old => self.old.as_deref_mut().expect("old generation"),
        }
    }

    /// Copy the object `t` refers to, if in from-space, and return the term for its new home.
    ///
    /// # Safety
    /// `t` must be a valid term (module invariant of `term`) and the target blocks must have
    /// room for everything live (the caller sizes them for all of from-space).
    #[inline(always)]
    unsafe fn evacuate(&mut self, t: Term) -> Term {
        if !t.is_pointer() {
            return t;
        }
        let p = t.ptr();
        let Some(dest) = self.classify(p) else {
            return t;
        };
        if t.is_cons() {
            if *p == NON_VALUE.raw() {
                return Term::from_raw(*p.add(1));
            }
            let q = self.target(dest).bump(2);
            *q = *p;
            *q.add(1) = *p.add(1);
            let nt = Term::from_list_ptr(q);
            *p = NON_VALUE.raw();
            *p.add(1) = nt.raw();
            self.copied += 2;
            nt
        } else {
            let h = *p;
            if !term::is_header(h) {
                return Term::from_raw(h);
            }
            let n = term::header_size(h) + 1;
            let q = self.target(dest).bump(n);
            copy_words(p, q, n);
            if term::header_kind(h) == Kind::RefcBin {
                self.new_refc.push(q);
            }
            let nt = Term::from_boxed_ptr(q);
            *p = nt.raw();
            self.copied += n;
            nt
        }
    }

    /// Cheney-scan `block` from word `from` until no unscanned words remain; returns the
    /// new scan position.
    ///
    /// # Safety
    /// Words `[from, top)` of the block must be objects copied by this collection.
    unsafe fn scan(&mut self, which: Dest, mut i: usize) -> usize {
        loop {
            let (start, top) = {
                let b = self.target(which);
                (b.start(), b.top)
            };
            if i >= top {
                return i;
            }
            // Up to the top as it stands: what is copied meanwhile extends the block and is
            // scanned in the next round. Immediates, the commonest words, are only skipped.
            while i < top {
                let w = *start.add(i);
                match w & term::TAG_MASK {
                    term::TAG_IMMED => i += 1,
                    term::TAG_HEADER => {
                        i += if term::header_kind(w).words_are_terms() {
                            1
                        } else {
                            term::header_size(w) + 1
                        };
                    }
                    _ => {
                        let nt = self.evacuate(Term::from_raw(w));
                        *start.add(i) = nt.raw();
                        self.outside.note(start.add(i), nt);
                        i += 1;
                    }
                }
            }
        }
    }
}

/// Copy an object of `n` words. Most objects are small (floats, cons-sized tuples, funs), and
/// a call to `memcpy` costs more than copying them inline, so sizes up to 8 are unrolled.
///
/// # Safety
/// As for `std::ptr::copy_nonoverlapping`.
#[inline(always)]
unsafe fn copy_words(p: *const u64, q: *mut u64, n: usize) {
    macro_rules! fixed {
        ($($k:literal)*) => {
            match n {
                $($k => std::ptr::copy_nonoverlapping(p, q, $k),)*
                _ => std::ptr::copy_nonoverlapping(p, q, n),
            }
        };
    }
    fixed!(1 2 3 4 5 6 7 8)
}

/// Pointers out of the heap that a collection meets in the objects it copies. An
/// architecture whose heaps point into a space it collects apart (hybrid: the message area)
/// records them; the others pass [`NoOutsideRefs`], which the compiler removes.
pub trait OutsideRefs {
    /// `slot`, a word of a copied object, now holds `t`.
    fn note(&mut self, slot: *mut u64, t: Term);
}

/// Nothing outside the heap to record.
pub struct NoOutsideRefs;

impl OutsideRefs for NoOutsideRefs {
    #[inline(always)]
    fn note(&mut self, _slot: *mut u64, _t: Term) {}
}

/// The root set of a collection: the one seam between the collector and what it serves (one
/// process for a private heap; every process for the shared heap).
pub trait RootSet {
    /// Call `f` on every root slot. With `minor`, slots known to hold no pointer into the
    /// young generation or fragments (a process's clean stack prefix) may be skipped.
    fn each_root<F: FnMut(&mut Term)>(&mut self, minor: bool, f: F);
    /// The collection has copied everything and `young` is the new young block: update what
    /// `each_root(true, ..)` skips (clean stack prefixes). `major`: all roots were visited.
    fn collected(&mut self, young: &Block, major: bool);
    /// How many holders of roots (processes) `each_root` visits. Each costs a collection a
    /// visit however little survives, so a heap with many (the shared heap) keeps the size
    /// a full minor collection grows it to (fewer, larger collections).
    fn holders(&self) -> usize {
        1
    }
}

/// Collect `heap`, keeping everything reachable from `roots`, so that afterwards at least
/// `need` words are free in the young generation. `force_major` asks for a full collection.
pub fn collect<R: RootSet, O: OutsideRefs>(
    heap: &mut Heap,
    roots: &mut R,
    need: usize,
    force_major: bool,
    outside: &mut O,
) -> GcOutcome {
    let used_before = heap.young_used() + heap.old_used();
    let mut minor_copied = 0;
    if !wants_major(heap, force_major) {
        let mut out = minor(heap, roots, need, outside);
        if heap.young.free() >= need {
            out.used_before = used_before;
            return out;
        }
        minor_copied = out.copied;
    }
    let mut out = major(heap, roots, need, outside);
    out.copied += minor_copied;
    out.used_before = used_before;
    out
}

/// Whether the next collection of `heap` must be major (seed 000 sec. 3.2): asked for, or
/// the old generation cannot take the data below the mark. (A heap left over 75% full by a
/// major collection grows at the next major one; it does not force one: copying all live
/// data again at once would gain nothing the minor collection does not.)
pub fn wants_major(heap: &Heap, force_major: bool) -> bool {
    let below_mark = heap.hwm;
    let old_free = heap.old.as_ref().map_or(0, |o| o.free());
    force_major
        || (below_mark > 0 && heap.old.is_some() && below_mark > old_free)
        || heap.old_bin_bytes > heap.bin_vheap_limit
}

/// Evacuate every root (`minor`: those that may point into the young generation).
///
/// # Safety
/// As for [`Collector::evacuate`].
unsafe fn evacuate_roots<R: RootSet, O: OutsideRefs>(
    c: &mut Collector<O>,
    roots: &mut R,
    minor: bool,
) {
    roots.each_root(minor, |t| {
        if t.is_pointer() {
            let p = t.ptr();
            let old = c.old.as_ref().is_some_and(|o| o.contains(p))
                || c.from_old.is_some_and(|o| o.contains(p));
            if old {
                c.ptrs_to_old += 1;
            } else if c.classify(p).is_some() {
                c.ptrs_to_young += 1;
            }
        }
        *t = c.evacuate(*t)
    });
}

/// Words in use and allocated, for the outcome of a collection.
fn stamp(heap: &Heap, mut out: GcOutcome) -> GcOutcome {
    out.used_after = heap.young.top + heap.old_used();
    out.allocated_after = heap.allocated();
    out
}

/// A minor collection: copy the live young data (to the old generation from below the mark).
pub fn minor<R: RootSet, O: OutsideRefs>(
    heap: &mut Heap,
    roots: &mut R,
    need: usize,
    outside: &mut O,
) -> GcOutcome {
    let below_mark = heap.hwm;
    if below_mark > 0 && heap.old.is_none() {
        // One size above the young generation's, as erts makes it: an old generation the
        // young one's size fills after a few promotions and forces a major collection, which
        // copies everything live again.
        let young = heap_size_at_least(heap.min_size, heap.young_used());
        let size = heap_size_at_least(heap.min_size, young + 1);
        heap.old = Some(Block::new(size));
    }
    // Sized for all of from-space, the data below the mark included (seed 000 sec. 3.2.2):
    // sizing it for the data above the mark only kept a young generation full of surviving
    // data at its size, collecting it again and again (listbuild copied 2.5 times the words).
    let upper = heap.young_used() + need;
    let before_len = heap.young.len();
    let size = heap_size_at_least(heap.min_size, upper.max(before_len));
    let mut to = Block::new(size);
    let old_scan_from = heap.old.as_ref().map_or(0, |o| o.top);
    let hwm_addr = heap.young.start() as usize + below_mark * 8;
    let fragments = std::mem::take(&mut heap.fragments);
    let fragment_index = BlockIndex::new(&fragments);
    let (copied, new_refc, ptrs) = {
        let mut c = Collector {
            from_young: &heap.young,
            hwm_addr,
            fragments: &fragment_index,
            old: if below_mark > 0 {
                heap.old.as_mut()
            } else {
                None
            },
            from_old: None,
            to: &mut to,
            new_refc: Vec::new(),
            copied: 0,
            outside: &mut *outside,
            ptrs_to_old: 0,
            ptrs_to_young: 0,
        };
        // SAFETY: roots hold valid terms; `to` and the old block are sized for all of
        // from-space (young used + fragments; the old block has room for the data below the
        // mark, checked by `collect`).
        unsafe {
            evacuate_roots(&mut c, roots, true);
            let (mut yi, mut oi) = (0, old_scan_from);
            loop {
                yi = c.scan(Dest::Young, yi);
                if c.old.is_some() {
                    oi = c.scan(Dest::Old, oi);
                }
                let young_done = yi >= c.to.top;
                let old_done = c.old.as_ref().is_none_or(|o| oi >= o.top);
                if young_done && old_done {
                    break;
                }
            }
        }
        (c.copied, c.new_refc, (c.ptrs_to_old, c.ptrs_to_young))
    };
    finish_refc(heap, &fragment_index, new_refc, false);
    heap.young = to;
    heap.hwm = heap.young.top;
    roots.collected(&heap.young, false);
    heap.fragment_words = 0;
    drop(fragments);
    // The to-space is sized for the worst case, all of from-space surviving, which for a
    // full young generation (the usual reason to collect) is one size up. A large one
    // keeps that size only when the survivors and the request need over half the old
    // size (erts grows a young generation only when they do not fit): growing at every
    // full collection made large heaps grow and shrink in turn (`hof` copied 84 M words
    // where 56 M suffice; 200 `workers` held 79 M heap words where 64 M suffice). Only a
    // block with a mapping of its own is cut back, its tail never touched: in a block
    // from the allocator's heap the tail stays taken (`worker`: 10% more resident memory),
    // and small heaps kept at their size collected four times as often (`fannkuch`). The
    // shared heap keeps growing too: each of its collections visits every process.
    if heap.young.len() > before_len
        && heap.young.capacity() >= MAPPED_BLOCK_WORDS
        && 2 * (heap.young.top + need) <= before_len
        && roots.holders() <= 1
    {
        heap.young.shrink(before_len);
    }
    // Shrink rule of sec. 3.2.2: under 25% used and bigger than 8000 words or than the old
    // generation, to 3 x (live + need). Erlang/OTP refines it in two ways, kept here: heaps
    // of 3000 words or less are never shrunk, and the young generation stays at least an
    // eighth of the old one (else a process with much old data and little young data
    // collects over and over, each time scanning its roots for little gain).
    let live = heap.young.top;
    let len = heap.young.len();
    let old_len = heap.old.as_ref().map_or(0, |o| o.len());
    if len > 3000 && live * 4 < len && (len > 8000 || len > old_len) {
        let mut want = 3 * (live + need);
        if want * 9 < old_len {
            want = want.max(old_len / 8);
        }
        shrink_young(heap, want);
    }
    stamp(
        heap,
        GcOutcome {
            major: false,
            copied,
            heap_size: heap.young.len(),
            old_changed_from: old_scan_from,
            ptrs_to_old: ptrs.0,
            ptrs_to_young: ptrs.1,
            ..GcOutcome::default()
        },
    )
}

/// A major collection: copy everything live, young and old, into one new young block.
pub fn major<R: RootSet, O: OutsideRefs>(
    heap: &mut Heap,
    roots: &mut R,
    need: usize,
    outside: &mut O,
) -> GcOutcome {
    let upper = heap.young_used() + heap.old_used() + need;
    let mut size = heap_size_at_least(heap.min_size, upper);
    if heap.grow_next && size <= heap.young.len() {
        // Grow one step although the data would fit (seed 000 sec. 3.2.3, as erts does).
        size = heap_size_at_least(heap.min_size, heap.young.len() + 1);
    }
    let mut to = Block::new(size);
    let fragments = std::mem::take(&mut heap.fragments);
    let fragment_index = BlockIndex::new(&fragments);
    let old = heap.old.take();
    let (copied, new_refc, ptrs) = {
        let mut c = Collector {
            from_young: &heap.young,
            hwm_addr: 0,
            fragments: &fragment_index,
            old: None,
            from_old: old.as_ref(),
            to: &mut to,
            new_refc: Vec::new(),
            copied: 0,
            outside: &mut *outside,
            ptrs_to_old: 0,
            ptrs_to_young: 0,
        };
        // SAFETY: as in `minor`; `to` is sized for young, old and fragments together.
        unsafe {
            evacuate_roots(&mut c, roots, false);
            c.scan(Dest::Young, 0);
        }
        (c.copied, c.new_refc, (c.ptrs_to_old, c.ptrs_to_young))
    };
    finish_refc(heap, &fragment_index, new_refc, true);
    heap.young = to;
    heap.hwm = heap.young.top;
    roots.collected(&heap.young, true);
    heap.fragment_words = 0;
    drop(old);
    drop(fragments);
    let live = heap.young.top + need;
    let len = heap.young.len();
    heap.grow_next = live * 4 > len * 3;
    if live * 4 < len {
        shrink_young(heap, 2 * live);
    }
    stamp(
        heap,
        GcOutcome {
            major: true,
            copied,
            heap_size: heap.young.len(),
            ptrs_to_old: ptrs.0,
            ptrs_to_young: ptrs.1,
            ..GcOutcome::default()
        },
    )
}

/// Apply a shrink rule at once: the young block becomes the Fibonacci size at least `want`
/// words, in place (its memory beyond stays allocated, untouched, until the block is freed
/// at the next collection). A collection's to-space is sized for all of from-space, so
/// without this a heap that took in many messages would keep collecting at that size.
fn shrink_young(heap: &mut Heap, want: usize) {
    let size = heap_size_at_least(heap.min_size, want);
    if size < heap.young.len() && heap.young.top <= size {
        heap.young.shrink(size);
    }
}

/// After copying: keep the refc binaries that were copied (at their new address) or are in
/// a generation that was not collected, and drop the references of the dead ones.
fn finish_refc(
    heap: &mut Heap,
    fragments: &BlockIndex,
    mut new_refc: Vec<*const u64>,
    major: bool,
) {
    if major {
        // All refc objects are young now. The next major collection comes once the old
        // generation refers to twice the binaries this one kept (or the least limit), as
        // the heap grows by steps.
        // SAFETY: every entry is a refc-binary object this collection copied.
        let live: usize = new_refc
            .iter()
            .map(|&p| unsafe { refc_object_len(p) })
            .sum();
        heap.bin_vheap_limit = (2 * live).max(BIN_VHEAP_MIN_BYTES);
        heap.old_bin_bytes = 0;
    } else if let Some(old) = heap.old.as_ref() {
        for &p in new_refc.iter().filter(|&&p| old.contains(p)) {
            // SAFETY: a refc-binary object this collection promoted.
            heap.old_bin_bytes += unsafe { refc_object_len(p) };
        }
    }
    let old_list = std::mem::take(&mut heap.refc_bins);
    for p in old_list {
        let in_from = major || heap.young.contains(p) || fragments.contains(p);
        if !in_from {
            new_refc.push(p);
            continue;
        }
        // SAFETY: `p` is a refc-binary object in from-space, which is still allocated.
        unsafe {
            if term::is_header(*p) {
                release_refc_object(p);
            }
        }
    }
    heap.refc_bins = new_refc;
}

/// The bytes a refc-binary object refers to.
///
/// # Safety
/// `p` must point to a refc-binary object (its header, a block address, its length).
unsafe fn refc_object_len(p: *const u64) -> usize {
    Term::from_raw(*p.add(2)).small_val() as usize
}

#[cfg(test)]
#[path = "gc_tests.rs"]
mod tests;
