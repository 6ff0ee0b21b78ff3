//! Binaries: small ones on the heap, large ones (over 64 bytes) in reference-counted blocks
//! outside every heap (seed 003 sec. 4.2), and sub-binaries that view part of either.
//!
//! # Invariants
//! - A `RefcBinary` lives while its count is positive; each refc-binary heap object holds one
//!   reference, listed in its heap's `refc_bins`, and dropped when a collection finds the
//!   object dead or the heap is freed.
//! - A sub-binary's underlying term is a heap or refc binary (never another sub-binary), and
//!   its bit offset plus bit length lie within that binary.
//! - A refc-binary object's bytes are the first `n` bytes of its block, `n` being the
//!   object's length word; bytes below the block's length are never changed. A block grows
//!   only at its end ([`append`], as Erlang/OTP's writable binaries), so every object made
//!   before keeps its bytes, and only while no slice of it is held (a slice lives within one
//!   operation) and it is writable: made by an append, and not yet copied to another heap
//!   (a copy makes it read-only, as Erlang/OTP's send does), so one process alone grows it.
//! - A *match context* is a sub-binary of four words (the fourth a small 0), made and then
//!   advanced in place by a loop over a binary (`compile/match_reuse.rs`). It is held only
//!   where nothing but clause heads read it (parameters, match registers, rests passed on),
//!   so changing it changes no value the program can see; every other reader takes it for a
//!   sub-binary. Its offset and length are small integers, so advancing it writes no
//!   pointer.

use crate::heap::Heap;
use crate::term::{self, header, Kind, Term};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

/// Binaries up to this many bytes are stored on the heap.
pub const HEAP_BIN_LIMIT: usize = 64;

#[repr(C, align(8))]
pub struct RefcBinary {
    refs: AtomicUsize,
    /// Grows only at the end, and only by [`append`] (see the module invariants).
    data: UnsafeCell<Vec<u8>>,
    writable: AtomicBool,
}

/// Bytes alive in refc binaries, for statistics.
pub static REFC_BYTES: AtomicUsize = AtomicUsize::new(0);
/// Bytes ever allocated to refc binaries, their growth by [`append`] included: the work of
/// building binaries, for the statistics (a count that must grow linearly with the bytes a
/// program builds).
pub static REFC_BYTES_ALLOCATED: AtomicU64 = AtomicU64::new(0);
/// The most bytes [`REFC_BYTES`] has reached (`--stats`: binaries held at once).
pub static REFC_BYTES_PEAK: AtomicUsize = AtomicUsize::new(0);

fn note_allocated(bytes: usize) {
    let held = REFC_BYTES.fetch_add(bytes, Ordering::Relaxed) + bytes;
    REFC_BYTES_PEAK.fetch_max(held, Ordering::Relaxed);
    REFC_BYTES_ALLOCATED.fetch_add(bytes as u64, Ordering::Relaxed);
}

/// Room for `n` more bytes in `v`; when memory is exhausted the runtime stops as Erlang/OTP's
/// node does ("cannot allocate N bytes of memory (of type "binary")"), keeping what the
/// program printed, rather than aborting.
#[inline]
pub fn reserve_bytes(v: &mut Vec<u8>, n: usize) {
    if v.capacity() - v.len() < n && v.try_reserve(n).is_err() {
        crate::stdout::fatal(&format!(
            "cannot allocate {} bytes of memory (of type \"binary\")",
            v.len().saturating_add(n)
        ));
    }
}

/// A vector of exactly `n` bytes' capacity (see [`reserve_bytes`] for exhausted memory).
pub fn bytes_with_capacity(n: usize) -> Vec<u8> {
    let mut v = Vec::new();
    if v.try_reserve_exact(n).is_err() {
        crate::stdout::fatal(&format!(
            "cannot allocate {n} bytes of memory (of type \"binary\")"
        ));
    }
    v
}

impl RefcBinary {
    fn create(data: Vec<u8>, writable: bool) -> *const RefcBinary {
        note_allocated(data.capacity());
        Box::into_raw(Box::new(RefcBinary {
            refs: AtomicUsize::new(1),
            data: UnsafeCell::new(data),
            writable: AtomicBool::new(writable),
        }))
    }

    /// Make the block read-only: an object of it is being copied to another heap.
    ///
    /// # Safety
    /// `p` must point to a live `RefcBinary`.
    pub unsafe fn freeze(p: *const RefcBinary) {
        (*p).writable.store(false, Ordering::Relaxed);
    }

    /// # Safety
    /// `p` must point to a live `RefcBinary`.
    pub unsafe fn retain(p: *const RefcBinary) {
        (*p).refs.fetch_add(1, Ordering::Relaxed);
    }

    /// # Safety
    /// `p` must point to a live `RefcBinary` on which the caller holds a reference.
    pub unsafe fn release(p: *const RefcBinary) {
        let rb = &*p;
        let last = if rb.writable.load(Ordering::Relaxed) {
            // This process's alone (`retain_writable`).
            let n = rb.refs.load(Ordering::Relaxed);
            rb.refs.store(n - 1, Ordering::Relaxed);
            n == 1
        } else {
            rb.refs.fetch_sub(1, Ordering::AcqRel) == 1
        };
        if last {
            let cap = (*rb.data.get()).capacity();
            REFC_BYTES.fetch_sub(cap, Ordering::Relaxed);
            drop(Box::from_raw(p as *mut RefcBinary));
        }
    }

    /// All the bytes of the block (an object's bytes are a prefix of them).
    ///
    /// # Safety
    /// `p` must point to a live `RefcBinary`; the slice must not outlive it nor live across
    /// an [`append`] to it.
    pub unsafe fn bytes<'a>(p: *const RefcBinary) -> &'a [u8] {
        &*(*p).data.get()
    }
}

/// Append `extra` to the binary `acc`, as Erlang/OTP's `bs_append` does: the result is a
/// sub-binary from offset 0 of a refc object `R` whose block is writable, and `acc` is
/// extended in place when it is such a sub-binary and its bytes end where the block's end
/// (the last version of a binary built by appending); else `acc` is copied into a new
/// writable block with room to grow. Amortised, appending a byte at a time costs a constant
/// per byte, and an append allocates one sub-binary: no reference is taken and the heap's
/// list of refc objects does not grow. `R` is never a term of the program's (only its
/// sub-binaries are), so its length word can follow the block's. The caller has checked
/// that `acc` is a binary of `acc_len` bytes and that the result is longer than
/// [`HEAP_BIN_LIMIT`].
pub fn append(heap: &mut Heap, acc: Term, acc_len: usize, extra: &[u8]) -> Term {
    let len = acc_len + extra.len();
    if acc.is_kind(Kind::SubBin) && acc.boxed_term(2).small_val() == 0 {
        let base = acc.boxed_term(1);
        if base.is_kind(Kind::RefcBin) {
            let b: *const RefcBinary = term::decode_addr(base.boxed_word(1));
            // SAFETY: the base object holds a reference, so the block is live; no slice of
            // it is held (the caller copied `extra` out), and a writable block is this
            // process's alone (a copy to another heap freezes it).
            unsafe {
                let data = &mut *(*b).data.get();
                if (*b).writable.load(Ordering::Relaxed) && data.len() == acc_len {
                    let cap = data.capacity();
                    reserve_bytes(data, extra.len());
                    match *extra {
                        [byte] => data.push(byte),
                        _ => data.extend_from_slice(extra),
                    }
                    if data.capacity() != cap {
                        note_allocated(data.capacity() - cap);
                    }
                    // The base's length follows the block's: older versions are
                    // sub-binaries with lengths of their own.
                    *base.ptr().add(2) = Term::small(len as i64).raw();
                    if heap.old.as_ref().is_some_and(|o| o.contains(base.ptr())) {
                        heap.old_bin_bytes += extra.len();
                    }
                    return make_sub(heap, base, 0, len * 8);
                }
            }
        }
    }
    let mut data = bytes_with_capacity(len.saturating_mul(2).max(256));
    if let Some(v) = view(acc) {
        match v.as_bytes() {
            Some(b) => data.extend_from_slice(&b[..acc_len]),
            None => data.extend_from_slice(&v.to_vec()[..acc_len]),
        }
    }
    data.extend_from_slice(extra);
    let base = refc_object(heap, RefcBinary::create(data, true), len);
    make_sub(heap, base, 0, len * 8)
}

/// A refc-binary object for the first `len` bytes of block `rb`, which holds a reference
/// for it.
fn refc_object(heap: &mut Heap, rb: *const RefcBinary, len: usize) -> Term {
    let p = heap.alloc(3);
    // SAFETY: `p` has 3 fresh words, written before the term is made.
    let t = unsafe {
        *p = header(Kind::RefcBin, 2);
        *p.add(1) = term::encode_addr(rb);
        *p.add(2) = Term::small(len as i64).raw();
        Term::from_boxed_ptr(p)
    };
    heap.note_refc_bin(p);
    t
}

/// Words a binary of `n` bytes takes on a heap.
pub fn heap_words(n: usize) -> usize {
    if n <= HEAP_BIN_LIMIT {
        2 + n.div_ceil(8)
    } else {
        3
    }
}

/// Build a binary holding `bytes` (allocating through `heap.alloc`, so it never collects).
pub fn make_binary(heap: &mut Heap, bytes: &[u8]) -> Term {
    if bytes.len() <= HEAP_BIN_LIMIT {
        let words = 1 + bytes.len().div_ceil(8);
        let p = heap.alloc(words + 1);
        // SAFETY: `p` has `words + 1` fresh words; the byte copy stays inside them.
        unsafe {
            *p = header(Kind::HeapBin, words);
            *p.add(1) = bytes.len() as u64;
            for i in 0..words - 1 {
                *p.add(2 + i) = 0;
            }
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), p.add(2) as *mut u8, bytes.len());
            Term::from_boxed_ptr(p)
        }
    } else {
        let mut data = bytes_with_capacity(bytes.len());
        data.extend_from_slice(bytes);
        let rb = RefcBinary::create(data, false);
        refc_object(heap, rb, bytes.len())
    }
}

/// [`make_binary`] of bytes the caller built and gives up: a large binary takes the vector
/// as its block, with no copy (a binary of gigabytes must not need twice its size).
pub fn make_binary_vec(heap: &mut Heap, mut bytes: Vec<u8>) -> Term {
    if bytes.len() <= HEAP_BIN_LIMIT {
        return make_binary(heap, &bytes);
    }
    if bytes.capacity() > bytes.len() + bytes.len() / 8 {
        bytes.shrink_to_fit();
    }
    let len = bytes.len();
    let rb = RefcBinary::create(bytes, false);
    refc_object(heap, rb, len)
}

/// [`make_bitstring`] of bytes the caller gives up (see [`make_binary_vec`]).
pub fn make_bitstring_vec(heap: &mut Heap, bytes: Vec<u8>, bits: usize) -> Term {
    let whole = bits == bytes.len() * 8;
    let bin = make_binary_vec(heap, bytes);
    if whole {
        return bin;
    }
    make_sub(heap, bin, 0, bits)
}

/// Build a bitstring of `bits` bits from `bytes` (whose length is `bits.div_ceil(8)`).
pub fn make_bitstring(heap: &mut Heap, bytes: &[u8], bits: usize) -> Term {
    let bin = make_binary(heap, bytes);
    if bits == bytes.len() * 8 {
        return bin;
    }
    make_sub(heap, bin, 0, bits)
}

/// A sub-binary of `whole` (a heap or refc binary, or a sub-binary) at bit offset `off`.
pub fn make_sub(heap: &mut Heap, whole: Term, off: usize, bits: usize) -> Term {
    sub_object(heap, whole, off, bits, 3)
}

/// A match context (see the module invariants) viewing what [`make_sub`] would.
pub fn make_context(heap: &mut Heap, whole: Term, off: usize, bits: usize) -> Term {
    sub_object(heap, whole, off, bits, 4)
}

/// Whether `t` is a match context.
#[inline]
pub fn is_context(t: Term) -> bool {
    t.is_kind(Kind::SubBin) && t.boxed_size() == 4
}

/// Move match context `ctx`'s start `bits` bits on.
#[inline]
pub fn advance_context(ctx: Term, bits: usize) {
    debug_assert!(is_context(ctx));
    let off = ctx.boxed_term(2).small_val() as usize;
    let len = ctx.boxed_term(3).small_val() as usize;
    debug_assert!(bits <= len);
    // SAFETY: a context is a live sub-binary of four words whose readers all expect it to
    // change (module invariants); both fields stay small integers within its base.
    unsafe {
        *ctx.ptr().add(2) = Term::small((off + bits) as i64).raw();
        *ctx.ptr().add(3) = Term::small((len - bits) as i64).raw();
    }
}

fn sub_object(heap: &mut Heap, whole: Term, off: usize, bits: usize, size: usize) -> Term {
    let (base, base_off) = if whole.is_kind(Kind::SubBin) {
        (
            whole.boxed_term(1),
            whole.boxed_term(2).small_val() as usize,
        )
    } else {
        (whole, 0)
    };
    let p = heap.alloc(size + 1);
    // SAFETY: `p` has `size + 1` fresh words, `size` being 3 or 4.
    unsafe {
        *p = header(Kind::SubBin, size);
        *p.add(1) = base.raw();
        *p.add(2) = Term::small((base_off + off) as i64).raw();
        *p.add(3) = Term::small(bits as i64).raw();
        if size == 4 {
            *p.add(4) = Term::small(0).raw();
        }
        Term::from_boxed_ptr(p)
    }
}

/// A view of a bitstring's bits.
#[derive(Clone, Copy)]
pub struct BitView<'a> {
    /// The underlying bytes, starting at the byte holding the first bit.
    pub bytes: &'a [u8],
    /// Offset of the first bit within `bytes[0]` (0..8).
    pub bit_off: usize,
    pub bits: usize,
}

impl<'a> BitView<'a> {
    pub fn is_binary(&self) -> bool {
        self.bits.is_multiple_of(8)
    }
    /// The bytes, when byte-aligned and a whole number of bytes.
    pub fn as_bytes(&self) -> Option<&'a [u8]> {
        if self.bit_off == 0 && self.bits.is_multiple_of(8) {
            Some(&self.bytes[..self.bits / 8])
        } else {
            None
        }
    }
    /// Copy the bits into a fresh byte vector (trailing bits left-aligned in the last byte).
    pub fn to_vec(&self) -> Vec<u8> {
        if let Some(b) = self.as_bytes() {
            return b.to_vec();
        }
        let mut out = vec![0u8; self.bits.div_ceil(8)];
        for i in 0..self.bits {
            if self.bit(i) {
                out[i / 8] |= 0x80 >> (i % 8);
            }
        }
        out
    }
    /// Byte `k` of the bits as [`BitView::to_vec`] would have it (trailing bits left-aligned,
    /// zero-padded), without copying.
    fn byte(&self, k: usize) -> u8 {
        let start = self.bit_off + k * 8;
        let (i, shift) = (start / 8, start % 8);
        let mut b = self.bytes[i] << shift;
        if shift > 0 {
            b |= self.bytes.get(i + 1).map_or(0, |&lo| lo >> (8 - shift));
        }
        let left = self.bits - k * 8;
        if left < 8 {
            b &= 0xffu8 << (8 - left);
        }
        b
    }

    /// Term order of two bitstrings: byte by byte, then by length (Erlang's order), without
    /// copying either (a comparison with `<<>>` must not cost the length of the other side).
    pub fn cmp_bits(&self, other: &BitView) -> std::cmp::Ordering {
        if let (Some(a), Some(b)) = (self.as_bytes(), other.as_bytes()) {
            return a.cmp(b);
        }
        let (na, nb) = (self.bits.div_ceil(8), other.bits.div_ceil(8));
        for k in 0..na.min(nb) {
            match self.byte(k).cmp(&other.byte(k)) {
                std::cmp::Ordering::Equal => {}
                c => return c,
            }
        }
        na.cmp(&nb).then(self.bits.cmp(&other.bits))
    }

    #[inline]
    pub fn bit(&self, i: usize) -> bool {
        let b = self.bit_off + i;
        self.bytes[b / 8] & (0x80 >> (b % 8)) != 0
    }
}

/// The bytes of a heap or refc binary object (not a sub-binary).
#[inline]
fn base_bytes<'a>(t: Term) -> &'a [u8] {
    match t.boxed_kind() {
        Some(Kind::HeapBin) => {
            let n = t.boxed_word(1) as usize;
            // SAFETY: term invariant: a heap binary holds `n` bytes after its length word.
            unsafe { std::slice::from_raw_parts(t.ptr().add(2) as *const u8, n) }
        }
        Some(Kind::RefcBin) => {
            let rb: *const RefcBinary = term::decode_addr(t.boxed_word(1));
            let n = t.boxed_term(2).small_val() as usize;
            // SAFETY: the object holds a reference, so the block is live while `t` is; its
            // bytes are the block's first `n`.
            unsafe { &RefcBinary::bytes(rb)[..n] }
        }
        _ => &[],
    }
}

/// The size in bits of any bitstring term, read from its object alone (a refc binary's
/// block is not touched); None if `t` is not a bitstring.
#[inline]
pub fn bit_size(t: Term) -> Option<usize> {
    match t.boxed_kind()? {
        Kind::HeapBin => Some(t.boxed_word(1) as usize * 8),
        Kind::RefcBin => Some(t.boxed_term(2).small_val() as usize * 8),
        Kind::SubBin => Some(t.boxed_term(3).small_val() as usize),
        _ => None,
    }
}

/// View any bitstring term; None if `t` is not one.
#[inline]
pub fn view<'a>(t: Term) -> Option<BitView<'a>> {
    match t.boxed_kind()? {
        Kind::HeapBin | Kind::RefcBin => {
            let b = base_bytes(t);
            Some(BitView {
                bytes: b,
                bit_off: 0,
                bits: b.len() * 8,
            })
        }
        Kind::SubBin => {
            let base = t.boxed_term(1);
            let off = t.boxed_term(2).small_val() as usize;
            let bits = t.boxed_term(3).small_val() as usize;
            let b = base_bytes(base);
            Some(BitView {
                bytes: &b[off / 8..],
                bit_off: off % 8,
                bits,
            })
        }
        _ => None,
    }
}

/// The bytes of a binary (a whole number of bytes); None for other terms and bitstrings.
pub fn bytes<'a>(t: Term) -> Option<std::borrow::Cow<'a, [u8]>> {
    let v = view(t)?;
    if !v.is_binary() {
        return None;
    }
    Some(match v.as_bytes() {
        Some(b) => std::borrow::Cow::Borrowed(b),
        None => std::borrow::Cow::Owned(v.to_vec()),
    })
}
