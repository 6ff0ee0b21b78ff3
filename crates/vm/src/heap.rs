//! A process-private heap: a young generation, an optional old generation, heap fragments,
//! and the list of reference-counted binaries the heap refers to.
//!
//! # Invariants
//! - `young` is one block of `young.len()` words; words `[0, top)` hold objects, `[top, len)`
//!   are free. Objects below `hwm` (the high-water mark) survived one collection already.
//! - Blocks are never reallocated while objects live in them: a collection copies into new
//!   blocks and drops the old ones. Hence raw pointers into a block stay valid until the
//!   collection that frees it, and every term that lives past it must be a root.
//! - `old` holds objects that survived two collections; they point only to other old objects
//!   or to literals (Erlang data is immutable, so older data never points to younger data).
//! - A fragment is an overflow block used when an allocation cannot wait for a collection
//!   (inside a BIF, or for a message delivered by another process); it becomes part of the
//!   young generation for the next collection.
//! - `refc_bins` lists the address of every refc-binary object in young, old and fragments.

use crate::binary::RefcBinary;
use crate::term::{self, Kind, Term};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The heap sizes a heap may have, in words: a Fibonacci series from 233, as in seed 000,
/// up to [`FIBONACCI_LIMIT`], then 20% more at each step, as Erlang/OTP's sizes grow past
/// about 800 K words. A heap that grows by 1.6x at every step holds on average 1.3x the
/// memory its data needs at large sizes, and a minor collection's to-space and the old
/// generation (one step above the young generation) take as much again.
pub fn heap_size_at_least(min: usize, n: usize) -> usize {
    let want = min.max(n);
    let (mut a, mut b) = (144usize, 233usize);
    while b < want && b < FIBONACCI_LIMIT {
        let c = a + b;
        a = b;
        b = c;
    }
    while b < want {
        b = b.saturating_add(b / 5);
    }
    b
}

/// The last heap size of the Fibonacci series; each size above is 1.2 times the one below.
pub const FIBONACCI_LIMIT: usize = 832_040;

pub const DEFAULT_MIN_HEAP: usize = 233;
/// Erlang/OTP's default `min_bin_vheap_size`.
pub const DEFAULT_MIN_BIN_VHEAP: usize = 46422;

/// The smallest of Erlang/OTP's heap sizes (12, 38, then each the sum of the two before plus
/// one: ..., 233, 376, 610, 987, 1598, ...) that is at least `n`: the sizes it reports for
/// `min_heap_size` and `min_bin_vheap_size`.
pub fn otp_heap_size(n: usize) -> usize {
    let (mut a, mut b) = (12usize, 38usize);
    if n <= a {
        return a;
    }
    while b < n {
        let c = a.saturating_add(b).saturating_add(1);
        a = b;
        b = c;
    }
    b
}
/// Smallest fragment; small allocations share one.
const FRAGMENT_WORDS: usize = 256;

/// Words in all live blocks (heaps, fragments, message blocks) of this OS process, which
/// runs one runtime: memory accounting, like the RSS the OS reports, so one count for all
/// scheduler threads. Updated only when a block is made, shrunk or freed (never per
/// allocation), so the atomic costs nothing that matters.
static BLOCK_WORDS: AtomicUsize = AtomicUsize::new(0);

/// Words currently allocated in heap blocks: every process heap, fragment and message block
/// (for the statistics).
pub fn block_words() -> usize {
    BLOCK_WORDS.load(Ordering::Relaxed)
}

/// A range of addresses `[lo, hi)`: a space outside the heaps (the hybrid message area).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AddrRange {
    pub lo: usize,
    pub hi: usize,
}

impl AddrRange {
    /// No addresses.
    pub const EMPTY: AddrRange = AddrRange { lo: 0, hi: 0 };

    #[inline]
    pub fn contains(&self, p: *const u64) -> bool {
        (p as usize) >= self.lo && (p as usize) < self.hi
    }
}

/// Blocks this big ask for transparent huge pages: a collection writes its to-space once
/// from start to end, and faulting it in 2 MiB at a time instead of 4 KiB is much cheaper.
const HUGE_MIN_WORDS: usize = 512 * 1024;

/// Ask the kernel to back the 2 MiB-aligned part of `[p, p + words)` with huge pages.
#[cfg(target_os = "linux")]
fn advise_huge(p: *mut u64, words: usize) {
    const HUGE: usize = 2 << 20;
    let start = (p as usize).div_ceil(HUGE) * HUGE;
    let end = (p as usize + words * 8) / HUGE * HUGE;
    if end > start {
        // SAFETY: the range lies inside the block's allocation; the advice changes no data.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge(_p: *mut u64, _words: usize) {}

/// glibc's malloc returns memory to the kernel as soon as 128 KiB lie free at the top of its
/// heap, and serves every block of 128 KiB or more with a fresh mapping; a runtime that
/// frees and makes process heaps all the time then has the kernel zero the same pages over
/// and over (a tenth of a spawn-heavy run). Keep up to 64 MiB free at the top and grow it
/// 1 MiB at a time. Map blocks of 128 KiB or more: a freed mapping goes back to the kernel at
/// once, where a freed chunk in the middle of the heap stays resident, and the pages of a
/// to-space that its collection never wrote are never resident, where a chunk of the heap
/// reuses pages some earlier block touched; so with mappings the resident size follows the
/// heaps alive (100 workers with growing heaps: 569 MB resident with a 32 MiB threshold,
/// 475 MB with 1 MiB; 1000 processes that keep every 200-word message they receive, 540
/// each: 2.69 GB with 1 MiB, 2.10 GB with 128 KiB). The to-spaces a collection frees and
/// the next one needs pass through
/// [`SPARE_BLOCKS`] instead of the kernel. Called once, before the first process starts.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn tune_allocator() {
    // SAFETY: mallopt only changes the allocator's parameters; no memory is touched.
    unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, 64 << 20);
        libc::mallopt(libc::M_TOP_PAD, 1 << 20);
        libc::mallopt(
            libc::M_MMAP_THRESHOLD,
            (MAPPED_BLOCK_WORDS * 8) as libc::c_int,
        );
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn tune_allocator() {}

/// Blocks of this many words or more get a mapping of their own (`tune_allocator`): pages of
/// one that are never written are never resident.
pub const MAPPED_BLOCK_WORDS: usize = 1 << 14;

/// Blocks this big, the mapped ones, are kept for reuse when freed (see [`SPARE_BLOCKS`]).
const SPARE_MIN_WORDS: usize = MAPPED_BLOCK_WORDS;
/// At most this many freed big blocks are kept...
const SPARE_MAX: usize = 12;
/// ... holding at most this many words (32 MiB) together, or a quarter of what the live
/// blocks hold if that is more: a heap of hundreds of MiB then often finds its next to-space
/// among the blocks its last collection freed (the kernel zeroing a fresh mapping for each
/// was a fifth of the run time of higher-order list code on a 45 MiB heap), and memory kept
/// idle stays a small share of what is live. (With as much as the live blocks, a map of a
/// million keys peaked at 323 MB resident against 240 MB with a quarter, in the same time.)
const SPARE_MIN_BUDGET_WORDS: usize = 4 << 20;
/// The spare blocks hold at most this fraction of the live blocks' words (see above).
const SPARE_SHARE_OF_LIVE: usize = 4;

/// Freed big blocks, kept for the next block that fits in one (at most a quarter bigger than
/// it, so that pages touched in its last life do not swell the resident size; the
/// smallest that fits): an allocator's free list for this OS process, not runtime state.
/// Heap sizes come from one series, so a collection's to-space often has the size
/// of a block the one before freed, and a heap that grows again after shrinking finds the
/// blocks it had; reusing them saves the kernel zeroing fresh pages (for big to-spaces that
/// was a tenth of the run time). Bounded, so little memory stays idle; the oldest goes
/// first. Only mapped blocks pass through it, so its lock is rarely taken.
static SPARE_BLOCKS: std::sync::Mutex<Vec<SpareBlock>> = std::sync::Mutex::new(Vec::new());

/// A freed block's memory and size in words, released to the allocator when dropped.
struct SpareBlock(std::ptr::NonNull<u64>, usize);

// SAFETY: a spare block is plain memory that nothing refers to; any thread may reuse it.
unsafe impl Send for SpareBlock {}

impl SpareBlock {
    /// Give the memory to a new block; nothing is released.
    fn take(self) -> std::ptr::NonNull<u64> {
        let p = self.0;
        std::mem::forget(self);
        p
    }
}

impl Drop for SpareBlock {
    fn drop(&mut self) {
        let layout = std::alloc::Layout::array::<u64>(self.1).unwrap();
        // SAFETY: allocated by `Block::new` with this layout, and owned by this value alone.
        unsafe { std::alloc::dealloc(self.0.as_ptr() as *mut u8, layout) };
    }
}

/// Freed blocks of [`DEFAULT_MIN_HEAP`] words, the size every process's heap starts with,
/// kept for the next new heap: a program that spawns hundreds of thousands of short-lived
/// processes otherwise pays the allocator twice per process (a third of a spawn in glibc,
/// whose free lists fragment under bursts of spawns and exits). At most
/// [`SMALL_SPARE_MAX`] are kept, so no more than the program once had alive; like
/// [`SPARE_BLOCKS`], an allocator's free list, not runtime state.
static SMALL_SPARE_BLOCKS: std::sync::Mutex<Vec<SpareBlock>> = std::sync::Mutex::new(Vec::new());
/// At most this many small blocks are kept (30 MiB).
const SMALL_SPARE_MAX: usize = 16 * 1024;

/// A block of heap words. Memory is allocated uninitialised (a collection's to-space is
/// written before it is read), and only words below `top` are ever read.
pub struct Block {
    ptr: std::ptr::NonNull<u64>,
    len: usize,
    /// Words allocated, at least `len` (more when a bigger spare block was reused).
    cap: usize,
    pub top: usize,
}

// SAFETY: a block is plain memory owned by one heap; moving it between threads is fine.
unsafe impl Send for Block {}

impl Block {
    pub fn new(size: usize) -> Block {
        let size = size.max(1);
        BLOCK_WORDS.fetch_add(size, Ordering::Relaxed);
        if size == DEFAULT_MIN_HEAP {
            let spare = SMALL_SPARE_BLOCKS.lock().ok().and_then(|mut b| b.pop());
            if let Some(spare) = spare {
                return Block {
                    ptr: spare.take(),
                    len: size,
                    cap: size,
                    top: 0,
                };
            }
        }
        if size >= SPARE_MIN_WORDS {
            let spare = SPARE_BLOCKS.lock().ok().and_then(|mut b| {
                let (i, _) = b
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.1 >= size && s.1 <= size + size / 4)
                    .min_by_key(|(_, s)| s.1)?;
                let cap = b[i].1;
                Some((b.remove(i).take(), cap))
            });
            if let Some((ptr, cap)) = spare {
                return Block {
                    ptr,
                    len: size,
                    cap,
                    top: 0,
                };
            }
        }
        // Exhausted memory stops the runtime as it stops Erlang/OTP's node ("cannot allocate
        // N bytes of memory (of type "heap")"), keeping what the program printed.
        let out_of_memory = || -> ! {
            crate::stdout::fatal(&format!(
                "cannot allocate {} bytes of memory (of type \"heap\")",
                size.saturating_mul(8)
            ))
        };
        let layout = std::alloc::Layout::array::<u64>(size).unwrap_or_else(|_| out_of_memory());
        // SAFETY: the layout has a non-zero size.
        let raw = unsafe { std::alloc::alloc(layout) } as *mut u64;
        let ptr = std::ptr::NonNull::new(raw).unwrap_or_else(|| out_of_memory());
        if size >= HUGE_MIN_WORDS {
            advise_huge(ptr.as_ptr(), size);
        }
        Block {
            ptr,
            len: size,
            cap: size,
            top: 0,
        }
    }
    /// A block of no words, which allocates nothing (a placeholder).
    pub fn empty() -> Block {
        Block {
            ptr: std::ptr::NonNull::dangling(),
            len: 0,
            cap: 0,
            top: 0,
        }
    }
    /// Size of the block in words.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The words in use (`[0, top)`), all initialised.
    #[inline]
    pub fn used(&self) -> &[u64] {
        // SAFETY: words below `top` were written by `bump`'s callers before `top` passed them.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.top) }
    }
    #[inline]
    pub fn start(&self) -> *mut u64 {
        self.ptr.as_ptr()
    }
    #[inline]
    pub fn contains(&self, p: *const u64) -> bool {
        let s = self.ptr.as_ptr() as usize;
        (p as usize) >= s && (p as usize) < s + self.len * 8
    }
    #[inline]
    pub fn free(&self) -> usize {
        self.len - self.top
    }
    /// Words allocated to the block (its length or more).
    pub fn capacity(&self) -> usize {
        self.cap
    }
    /// Make the block `size` words long, keeping its memory: a heap shrinks in place, without
    /// copying (seed 000 sec. 3.2.2). The caller has checked `top <= size <= len`.
    pub fn shrink(&mut self, size: usize) {
        debug_assert!(self.top <= size && size <= self.len);
        BLOCK_WORDS.fetch_sub(self.len - size, Ordering::Relaxed);
        self.len = size;
    }
    /// Bump-allocate `n` words; the caller has checked `free() >= n` and writes them at once.
    #[inline]
    pub fn bump(&mut self, n: usize) -> *mut u64 {
        debug_assert!(self.free() >= n);
        // SAFETY: `top + n <= len`, so the result and the next `n` words are in the block.
        let p = unsafe { self.start().add(self.top) };
        self.top += n;
        p
    }
}

impl Drop for Block {
    fn drop(&mut self) {
        if self.len == 0 {
            return;
        }
        BLOCK_WORDS.fetch_sub(self.len, Ordering::Relaxed);
        if self.cap == DEFAULT_MIN_HEAP {
            if let Ok(mut b) = SMALL_SPARE_BLOCKS.lock() {
                if b.len() < SMALL_SPARE_MAX {
                    b.push(SpareBlock(self.ptr, self.cap));
                    return;
                }
            }
        }
        let budget = SPARE_MIN_BUDGET_WORDS.max(block_words() / SPARE_SHARE_OF_LIVE);
        if self.cap >= SPARE_MIN_WORDS && self.cap <= budget {
            if let Ok(mut b) = SPARE_BLOCKS.lock() {
                b.push(SpareBlock(self.ptr, self.cap));
                // The oldest go: sizes change as a heap grows or shrinks.
                while b.len() > SPARE_MAX || b.iter().map(|s| s.1).sum::<usize>() > budget {
                    b.remove(0);
                }
                return;
            }
        }
        let layout = std::alloc::Layout::array::<u64>(self.cap).unwrap();
        // SAFETY: allocated in `new` with this layout.
        unsafe { std::alloc::dealloc(self.ptr.as_ptr() as *mut u8, layout) };
    }
}

/// The address ranges of a set of blocks, sorted, to tell in O(log n) which block (if any)
/// holds an address: a heap can hold thousands of fragments (one per waiting message), and a
/// collection asks for every pointer it meets.
pub struct BlockIndex {
    /// `(start, end, index in the slice given to `new`)`, sorted by start; blocks never overlap.
    ranges: Vec<(usize, usize, usize)>,
}

impl BlockIndex {
    pub fn new(blocks: &[Block]) -> BlockIndex {
        let mut ranges: Vec<(usize, usize, usize)> = blocks
            .iter()
            .enumerate()
            .filter(|(_, b)| !b.is_empty())
            .map(|(i, b)| (b.start() as usize, b.start() as usize + b.len() * 8, i))
            .collect();
        ranges.sort_unstable();
        BlockIndex { ranges }
    }

    /// The index (in the slice given to `new`) of the block holding `p`.
    #[inline]
    pub fn find(&self, p: *const u64) -> Option<usize> {
        let a = p as usize;
        // Few blocks is the common case: a linear scan beats the search there.
        if self.ranges.len() <= 8 {
            return self
                .ranges
                .iter()
                .find(|r| a >= r.0 && a < r.1)
                .map(|r| r.2);
        }
        let i = self.ranges.partition_point(|r| r.0 <= a);
        let r = self.ranges[i.checked_sub(1)?];
        (a < r.1).then_some(r.2)
    }

    #[inline]
    pub fn contains(&self, p: *const u64) -> bool {
        self.find(p).is_some()
    }
}

pub struct Heap {
    pub young: Block,
    /// Words of `young` below this index survived the last collection.
    pub hwm: usize,
    pub old: Option<Block>,
    pub fragments: Vec<Block>,
    pub fragment_words: usize,
    pub refc_bins: Vec<*const u64>,
    pub min_size: usize,
    /// Set when the last major collection left the heap more than 75% full.
    pub grow_next: bool,
    /// Bytes of binaries that refc objects in the old generation refer to (added to as
    /// collections promote them and as appends grow them there, 0 after a major
    /// collection), and the most there may be before the next collection must be major
    /// (Erlang/OTP's virtual binary heap): a dead refc object in the old generation holds
    /// its block until a major collection, and the old generation's words alone (3 per
    /// object) would not ask for one before gigabytes of binaries were held.
    pub old_bin_bytes: usize,
    pub bin_vheap_limit: usize,
}

/// The least [`Heap::bin_vheap_limit`]: Erlang/OTP's default virtual binary heap, 46,422
/// words.
pub const BIN_VHEAP_MIN_BYTES: usize = 46_422 * 8;

impl Heap {
    pub fn new(min_size: usize) -> Heap {
        let size = heap_size_at_least(min_size, min_size);
        Heap {
            young: Block::new(size),
            hwm: 0,
            old: None,
            fragments: Vec::new(),
            fragment_words: 0,
            refc_bins: Vec::new(),
            min_size,
            grow_next: false,
            old_bin_bytes: 0,
            bin_vheap_limit: BIN_VHEAP_MIN_BYTES,
        }
    }

    /// A heap with no memory: what a process holds in place of a heap while the shared heap
    /// is lent to the running process (shared architecture). `min_size` is kept for
    /// `process_info`.
    pub fn placeholder(min_size: usize) -> Heap {
        Heap {
            young: Block::empty(),
            hwm: 0,
            old: None,
            fragments: Vec::new(),
            fragment_words: 0,
            refc_bins: Vec::new(),
            min_size,
            grow_next: false,
            old_bin_bytes: 0,
            bin_vheap_limit: BIN_VHEAP_MIN_BYTES,
        }
    }

    /// Whether this is a [`Heap::placeholder`] (it has never held an object).
    pub fn is_placeholder(&self) -> bool {
        self.young.is_empty() && self.old.is_none() && self.fragments.is_empty()
    }

    /// Whether `n` words can be allocated in the young generation without a collection.
    #[inline]
    pub fn has_room(&self, n: usize) -> bool {
        self.young.free() >= n
    }

    /// Allocate `n` words: in the young generation if it has room, else in a fragment.
    /// Never collects, so terms held by the caller stay valid.
    #[inline]
    pub fn alloc(&mut self, n: usize) -> *mut u64 {
        if self.young.free() >= n {
            return self.young.bump(n);
        }
        self.alloc_fragment(n)
    }

    #[cold]
    pub fn alloc_fragment(&mut self, n: usize) -> *mut u64 {
        self.fragment_words += n;
        if let Some(f) = self.fragments.last_mut() {
            if f.free() >= n {
                return f.bump(n);
            }
        }
        // Fragments grow geometrically, so a collection checks few of them.
        let mut f = Block::new(n.max(FRAGMENT_WORDS).max(self.fragment_words));
        let p = f.bump(n);
        self.fragments.push(f);
        p
    }

    /// Words in use in young generation and fragments.
    pub fn young_used(&self) -> usize {
        self.young.top + self.fragment_words
    }

    pub fn old_used(&self) -> usize {
        self.old.as_ref().map_or(0, |o| o.top)
    }

    /// Total words allocated to this heap (young, old and fragment blocks).
    pub fn allocated(&self) -> usize {
        self.young.len()
            + self.old.as_ref().map_or(0, |o| o.len())
            + self.fragments.iter().map(|f| f.len()).sum::<usize>()
    }

    /// Whether `p` is in this heap (young, old or a fragment).
    pub fn contains(&self, p: *const u64) -> bool {
        self.young.contains(p)
            || self.old.as_ref().is_some_and(|o| o.contains(p))
            || self.fragments.iter().any(|f| f.contains(p))
    }

    /// Record a refc binary object just built at `p` on this heap.
    pub fn note_refc_bin(&mut self, p: *const u64) {
        self.refc_bins.push(p);
    }

    /// Drop every reference this heap holds (the process died, or the heap is discarded).
    pub fn release_all(&mut self) {
        for &p in &self.refc_bins {
            // SAFETY: every entry is the address of a live refc-binary object of this heap.
            unsafe { release_refc_object(p) };
        }
        self.refc_bins.clear();
    }
}

impl Drop for Heap {
    fn drop(&mut self) {
        self.release_all();
    }
}

/// Drop the reference held by the refc-binary object at `p`.
///
/// # Safety
/// `p` must be the address of a refc-binary object whose reference has not been dropped.
pub unsafe fn release_refc_object(p: *const u64) {
    let h = *p;
    debug_assert!(term::is_header(h) && term::header_kind(h) == Kind::RefcBin);
    let rb: *const RefcBinary = term::decode_addr(*p.add(1));
    RefcBinary::release(rb);
}

/// Fill `n` words from `p` with terms read from `src`.
///
/// # Safety
/// `p..p+n` must be writable words of a heap block.
#[inline]
pub unsafe fn write_words(p: *mut u64, src: &[u64]) {
    std::ptr::copy_nonoverlapping(src.as_ptr(), p, src.len());
}

/// Build a cons cell at `p`.
///
/// # Safety
/// `p` must be 2 freshly allocated words.
#[inline]
pub unsafe fn put_cons(p: *mut u64, head: Term, tail: Term) -> Term {
    *p = head.raw();
    *p.add(1) = tail.raw();
    Term::from_list_ptr(p)
}
