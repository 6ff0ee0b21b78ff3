//! Copying a term into another heap, as a private-heap send or spawn does: the whole term is
//! copied (sharing inside it is not preserved, as in Erlang/OTP), except data that already
//! lives where the receiver can see it (the literal area).
//!
//! A copy is two passes: [`size`] counts the words, the caller allocates a block of that
//! size, and [`copy`] fills it. Or one: [`copy_bounded`] copies into a run of free words
//! (a young generation's, a block of a guessed size) and gives up when they run out, which
//! costs the sizing walk only when the guess was wrong. The `_outside` variants copy only
//! the parts a `resolve` function does not place (the hybrid architecture's message area:
//! copy on demand). No pass recurses on list tails, so long lists are fine; deep nesting
//! of tuples is bounded by an explicit stack.
//!
//! # Invariants behind the unsafe code
//! The destination block has room for the `size` pass's count (the caller allocated it), or
//! the bounded copy checks each allocation against the words left;
//! every copied object is written whole before a term points to it; a forwarded object is
//! never visited twice (the copy is a tree walk: sharing inside a term is not preserved).

use crate::binary::RefcBinary;
use crate::heap::Block;
use crate::literal;
use crate::term::{self, header_kind, header_size, Kind, Term};

/// A LIFO work list that needs no allocation for the small messages most sends carry.
struct Work<T: Copy> {
    inline: [Option<T>; 16],
    len: usize,
    spill: Vec<T>,
}

impl<T: Copy> Work<T> {
    fn new() -> Self {
        Work {
            inline: [None; 16],
            len: 0,
            spill: Vec::new(),
        }
    }
    #[inline]
    fn push(&mut self, x: T) {
        if self.len < self.inline.len() {
            self.inline[self.len] = Some(x);
            self.len += 1;
        } else {
            self.spill.push(x);
        }
    }
    #[inline]
    fn pop(&mut self) -> Option<T> {
        if let Some(x) = self.spill.pop() {
            return Some(x);
        }
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        self.inline[self.len]
    }
}

/// What stands for `t` in the copy without copying it: itself if it is not a pointer or is a
/// literal, else what `resolve` says (None: copy it).
#[inline]
fn kept(t: Term, resolve: &impl Fn(Term) -> Option<Term>) -> Option<Term> {
    if !t.is_pointer() || literal::contains(t.ptr()) {
        return Some(t);
    }
    resolve(t)
}

/// Words needed to copy `t`.
pub fn size(t: Term) -> usize {
    size_outside(t, &|_| None)
}

/// Words needed to copy the parts of `t` that `resolve` does not place (it returns what
/// stands for a part that is not copied: the part itself if it is already where the copy
/// goes, or an equal term there).
#[inline]
pub fn size_outside(t: Term, resolve: &impl Fn(Term) -> Option<Term>) -> usize {
    let mut n = 0;
    let mut stack = Work::new();
    stack.push(t);
    while let Some(mut t) = stack.pop() {
        loop {
            if kept(t, resolve).is_some() {
                break;
            }
            if t.is_cons() {
                n += 2;
                // Immediates need no visit: most list elements and tuple fields are.
                let head = t.head();
                if head.is_pointer() {
                    stack.push(head);
                }
                t = t.tail();
                continue;
            }
            let h = t.header();
            n += header_size(h) + 1;
            let k = header_kind(h);
            if k.words_are_terms() && k != Kind::RefcBin {
                for i in 1..=header_size(h) {
                    let e = t.boxed_term(i);
                    if e.is_pointer() {
                        stack.push(e);
                    }
                }
            }
            break;
        }
    }
    n
}

/// Copy `t` into `dest` (which has at least [`size`]`(t)` free words). Refc binaries copied
/// get a new reference each; their addresses in `dest` are pushed onto `refc`.
pub fn copy(t: Term, dest: &mut Block, refc: &mut Vec<*const u64>) -> Term {
    copy_outside(t, dest, refc, &|_| None)
}

/// Copy `t` into `heap` (its young generation, or a fragment when full), keeping the refc
/// binaries it holds in the heap's list.
pub fn copy_to_heap(t: Term, heap: &mut crate::heap::Heap) -> Term {
    let n = size(t);
    if n == 0 {
        return t;
    }
    let mut chunk = Chunk {
        at: heap.alloc(n),
        left: n,
    };
    let mut refc = Vec::new();
    let copy = copy_outside(t, &mut chunk, &mut refc, &|_| None);
    heap.refc_bins.append(&mut refc);
    copy
}

/// Where a copy goes: something that hands out fresh words.
pub trait Bump {
    /// `n` fresh words; the caller sized the destination for the whole copy.
    fn bump(&mut self, n: usize) -> *mut u64;
}

impl Bump for Block {
    #[inline]
    fn bump(&mut self, n: usize) -> *mut u64 {
        Block::bump(self, n)
    }
}

impl Bump for crate::heap::Heap {
    /// Never short of room: a full young generation overflows into a fragment.
    #[inline]
    fn bump(&mut self, n: usize) -> *mut u64 {
        self.alloc(n)
    }
}

/// A run of free words to copy into: `left` words from `at`.
pub struct Chunk {
    pub at: *mut u64,
    pub left: usize,
}

impl Bump for Chunk {
    #[inline]
    fn bump(&mut self, n: usize) -> *mut u64 {
        assert!(n <= self.left, "copy larger than its chunk");
        let p = self.at;
        // SAFETY: `n <= left`: the result and the next `n` words are in the chunk.
        self.at = unsafe { self.at.add(n) };
        self.left -= n;
        p
    }
}

/// Copy the parts of `t` that `resolve` does not place into `dest` (which has at least
/// [`size_outside`] free words); the copy points to what `resolve` gives for the others.
pub fn copy_outside(
    t: Term,
    dest: &mut impl Bump,
    refc: &mut Vec<*const u64>,
    resolve: &impl Fn(Term) -> Option<Term>,
) -> Term {
    let from = refc.len();
    let mut dest = Unbounded(dest);
    let copy = copy_into(t, &mut dest, refc, resolve);
    // SAFETY: `Unbounded` never runs out, so the copy is whole and `refc[from..]` are its
    // refc binary objects.
    unsafe { retain_copied(&refc[from..]) };
    copy.expect("an unbounded copy is whole")
}

/// Copy `t` into the `left` words from `at` if it fits, in one pass (no [`size`] pass):
/// the copy and the words it took, or None if `t` needs more words than `left`. Nothing
/// is kept of a copy that did not fit (the words written are the caller's free words); the
/// refc binaries of one that did are retained and their objects pushed onto `refc`.
pub fn copy_bounded(
    t: Term,
    at: *mut u64,
    left: usize,
    refc: &mut Vec<*const u64>,
) -> Option<(Term, usize)> {
    let from = refc.len();
    let mut chunk = Chunk { at, left };
    let Some(copy) = copy_into(t, &mut chunk, refc, &|_| None) else {
        refc.truncate(from);
        return None;
    };
    // SAFETY: the copy is whole, and `refc[from..]` are its refc binary objects.
    unsafe { retain_copied(&refc[from..]) };
    Some((copy, left - chunk.left))
}

/// Copy `t` into `heap`'s young generation in one pass if it fits there (and the words it
/// took), keeping the refc binaries it holds in the heap's list; None, with the heap as it
/// was, if it does not.
pub fn copy_to_young(t: Term, heap: &mut crate::heap::Heap) -> Option<(Term, usize)> {
    let young = &mut heap.young;
    // SAFETY: `top <= len`: the address is the block's first free word.
    let at = unsafe { young.start().add(young.top) };
    let (copy, n) = copy_bounded(t, at, young.free(), &mut heap.refc_bins)?;
    young.bump(n);
    Some((copy, n))
}

/// Where a copy goes when it may run out of room: `None` ends the copy.
trait TryBump {
    fn try_bump(&mut self, n: usize) -> Option<*mut u64>;
}

/// A destination sized for the whole copy.
struct Unbounded<'a, B: Bump>(&'a mut B);

impl<B: Bump> TryBump for Unbounded<'_, B> {
    #[inline]
    fn try_bump(&mut self, n: usize) -> Option<*mut u64> {
        Some(self.0.bump(n))
    }
}

impl TryBump for Chunk {
    #[inline]
    fn try_bump(&mut self, n: usize) -> Option<*mut u64> {
        (n <= self.left).then(|| self.bump(n))
    }
}

/// Take a reference to each refc binary a finished copy holds: seen by another heap now,
/// its binary must not grow any more.
///
/// # Safety
/// Each address is a refc binary object just copied, whose word 1 is its block's encoded
/// address.
unsafe fn retain_copied(objects: &[*const u64]) {
    for &q in objects {
        // SAFETY: the caller's contract.
        unsafe {
            let rb = term::decode_addr(*q.add(1));
            RefcBinary::retain(rb);
            RefcBinary::freeze(rb);
        }
    }
}

/// The copy loop: fill `dest` with `t`'s parts that `resolve` does not place, pushing the
/// refc binary objects copied onto `refc` (not yet retained). None if `dest` ran out.
#[inline(always)]
fn copy_into(
    t: Term,
    dest: &mut impl TryBump,
    refc: &mut Vec<*const u64>,
    resolve: &impl Fn(Term) -> Option<Term>,
) -> Option<Term> {
    if let Some(k) = kept(t, resolve) {
        return Some(k);
    }
    // Work list of (source term, address of the word in `dest` to fill with its copy).
    let mut root = Term::NIL;
    let mut work: Work<(Term, *mut u64)> = Work::new();
    work.push((t, &mut root as *mut Term as *mut u64));
    while let Some((mut t, mut slot)) = work.pop() {
        loop {
            if let Some(k) = kept(t, resolve) {
                // SAFETY: `slot` is `root` or a word of `dest` reserved for this term.
                unsafe { *slot = k.raw() };
                break;
            }
            if t.is_cons() {
                let q = dest.try_bump(2)?;
                // SAFETY: `q` is 2 fresh words of `dest`; `slot` as above.
                unsafe {
                    *slot = Term::from_list_ptr(q).raw();
                    let head = t.head();
                    if head.is_pointer() {
                        work.push((head, q));
                    } else {
                        *q = head.raw();
                    }
                    slot = q.add(1);
                }
                t = t.tail();
                continue;
            }
            let h = t.header();
            let n = header_size(h) + 1;
            let q = dest.try_bump(n)?;
            // SAFETY: `q` has `n` fresh words; the source object has `n` words.
            unsafe {
                std::ptr::copy_nonoverlapping(t.ptr() as *const u64, q, n);
                *slot = Term::from_boxed_ptr(q).raw();
            }
            let k = header_kind(h);
            if k == Kind::RefcBin {
                refc.push(q);
            } else if k.words_are_terms() {
                for i in 1..n {
                    // Immediates were copied with the object; pointers are filled when
                    // their item is popped.
                    let e = t.boxed_term(i);
                    if e.is_pointer() {
                        // SAFETY: word `i` of the new object.
                        work.push((e, unsafe { q.add(i) }));
                    }
                }
            }
            break;
        }
    }
    Some(root)
}
