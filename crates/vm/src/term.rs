//! Tagged 64-bit terms.
//!
//! # Layout
//! The low two bits of a word are its primary tag:
//! - `00` a **header** word: only ever the first word of a boxed object on a heap, never a term;
//! - `01` a **list** pointer: the address of a headerless two-word cons cell (head, tail), plus 1;
//! - `10` a **boxed** pointer: the address of an object that starts with a header, plus 2;
//! - `11` an **immediate**, whose next two bits say which: `0011` small integer (60-bit signed,
//!   value in bits 4..), `0111` atom (index in bits 4..), `1011` pid (index in bits 4..),
//!   `1111` other immediates: `[]` (`00` in bits 4..6), the non-value used internally (`01`),
//!   and ports (`10`, the port's number in bits 6..).
//!
//! A header word holds the object's kind in bits 2..8 and its size in words (not counting the
//! header) in bits 8... Objects whose words after the header are terms (tuples, funs, sub-
//! binaries, maps and their trie nodes) can be scanned word by word; the others (bignums,
//! floats, heap binaries, references, refc binaries' counts) hold raw data that a scan skips
//! using the size.
//! A raw 8-aligned address stored inside an object is encoded as a small integer, so that every
//! word that is not raw data is a valid term.
//!
//! # Invariant
//! Every `Term` the VM holds (in a register, a stack slot, a heap object, a mailbox, a literal
//! area) is valid: an immediate, or a pointer to the start of a live object in a heap, a heap
//! fragment or a literal area. Collections move objects, so a `Term` must never be held across
//! a collection except in a root the collector updates. The accessors below rely on this
//! invariant and are therefore safe to call; only the code that creates pointer terms
//! ([`Term::from_list_ptr`], [`Term::from_boxed_ptr`], [`Term::from_raw`], all `unsafe fn`)
//! and the collectors can break it. The word inside a `Term` is private to this module.
//!
//! Where a pointer may lead depends on the memory architecture (`arch/`), and each keeps its
//! rule: under `private`, a process's terms point only into its own heap, the literal area
//! and refc binaries; under `shared`, into the one heap; under `hybrid`, also into the
//! message area, and **no pointer leads from the message area into a private heap, nor from
//! one private heap into another** (seed 003 sec. 3), so a private heap is collected alone and
//! the area without tracing into any private heap.

use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Term(u64);

pub const TAG_MASK: u64 = 0b11;
pub const TAG_HEADER: u64 = 0b00;
pub const TAG_LIST: u64 = 0b01;
pub const TAG_BOXED: u64 = 0b10;
pub const TAG_IMMED: u64 = 0b11;

const IMM_MASK: u64 = 0b1111;
const IMM_SMALL: u64 = 0b0011;
const IMM_ATOM: u64 = 0b0111;
const IMM_PID: u64 = 0b1011;
const IMM_SPECIAL: u64 = 0b1111;
/// A port: the special immediate with `10` in bits 4..6.
const IMM_PORT: u64 = 0b10_1111;
const PORT_MASK: u64 = 0b11_1111;

pub const SMALL_BITS: u32 = 60;
pub const MAX_SMALL: i64 = (1i64 << (SMALL_BITS - 1)) - 1;
pub const MIN_SMALL: i64 = -(1i64 << (SMALL_BITS - 1));

/// Kinds of boxed objects, stored in a header's bits 2..8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    /// Elements are terms.
    Tuple = 0,
    /// Limbs (u64, little-endian) of the magnitude; raw.
    PosBig = 1,
    NegBig = 2,
    /// One raw f64.
    Float = 3,
    /// Word 1: the fun's entry (an encoded address); then the free variables. All terms.
    Fun = 4,
    /// One raw u64 id.
    Ref = 5,
    /// Word 1: byte length (raw); then the bytes, packed.
    HeapBin = 6,
    /// Word 1: encoded address of the shared, reference-counted bytes; word 2: byte length
    /// as a small integer. The owning heap lists its refc binaries so that a collection can
    /// drop the references of those that died.
    RefcBin = 7,
    /// Word 1: the underlying binary (a heap or refc binary term); word 2: byte offset;
    /// word 3: bit length. All terms.
    SubBin = 8,
    /// A map of at most 32 keys (`map::FLAT_MAX`): its keys and values sorted by key
    /// (`order::compare_exact`): k1, v1, k2, v2, ... All terms.
    Map = 9,
    /// A map of more than 32 keys, the head of a hash array mapped trie (`map::hamt`):
    /// word 1 the number of keys, word 2 the bitmap of used branches (both small
    /// integers), then one word per branch: a leaf (a cons cell `[Key | Value]`) or a
    /// [`Kind::HamtNode`]. All terms.
    HashMap = 10,
    /// An inner node of a map's trie, never a term of its own: word 1 the bitmap of used
    /// branches (a small integer; 0 for a collision node, whose keys share every hash bit),
    /// then one leaf or node per branch (per key in a collision node). All terms.
    HamtNode = 11,
}

impl Kind {
    /// Whether the words after the header are terms a collector must scan.
    #[inline]
    pub fn words_are_terms(self) -> bool {
        matches!(
            self,
            Kind::Tuple
                | Kind::Fun
                | Kind::SubBin
                | Kind::Map
                | Kind::RefcBin
                | Kind::HashMap
                | Kind::HamtNode
        )
    }

    fn from_bits(bits: u64) -> Kind {
        match bits {
            0 => Kind::Tuple,
            1 => Kind::PosBig,
            2 => Kind::NegBig,
            3 => Kind::Float,
            4 => Kind::Fun,
            5 => Kind::Ref,
            6 => Kind::HeapBin,
            7 => Kind::RefcBin,
            8 => Kind::SubBin,
            9 => Kind::Map,
            10 => Kind::HashMap,
            _ => Kind::HamtNode,
        }
    }
}

/// Make a header word for an object of `kind` with `size` words after the header.
#[inline]
pub const fn header(kind: Kind, size: usize) -> u64 {
    ((size as u64) << 8) | ((kind as u64) << 2)
}

#[inline]
pub fn header_kind(h: u64) -> Kind {
    Kind::from_bits((h >> 2) & 0x3f)
}

#[inline]
pub const fn header_size(h: u64) -> usize {
    (h >> 8) as usize
}

#[inline]
pub const fn is_header(w: u64) -> bool {
    w & TAG_MASK == TAG_HEADER
}

/// Encode an 8-aligned address as a small-integer-tagged word (see the module comment).
#[inline]
pub fn encode_addr<T>(p: *const T) -> u64 {
    debug_assert!(p as usize & 7 == 0);
    ((p as u64) << 1) | IMM_SMALL
}

/// What the term order needs of a fun, kept at the start of its entry (`code::FunEntry` is
/// `#[repr(C)]` with this as its first field), so that the comparison, in this layer, reads
/// it through the entry's address. As Erlang/OTP orders them: every local fun before every
/// external one (`fun M:F/A`); local funs by module name, index in the module, number of
/// free variables, then the free variables; external funs by module name, function name,
/// arity.
#[repr(C)]
pub struct FunSortKey {
    /// Whether the fun is external.
    pub external: bool,
    /// Local: the fun's index in its module; external: its arity.
    pub index_or_arity: u32,
    /// The module's name (an atom).
    pub module: Term,
    /// External: the function's name (an atom); local: `[]`.
    pub function: Term,
}

#[inline]
pub fn decode_addr<T>(w: u64) -> *const T {
    ((w & !IMM_MASK) >> 1) as *const T
}

/// Internal marker; never visible to programs. A moved cons cell has it as its head.
pub const NON_VALUE: Term = Term(IMM_SPECIAL | (1 << 4));

impl Term {
    pub const NIL: Term = Term(IMM_SPECIAL);

    #[inline]
    pub const fn small(v: i64) -> Term {
        Term(((v as u64) << 4) | IMM_SMALL)
    }

    /// A small integer if `v` fits, else None.
    #[inline]
    pub fn try_small(v: i64) -> Option<Term> {
        if (MIN_SMALL..=MAX_SMALL).contains(&v) {
            Some(Term::small(v))
        } else {
            None
        }
    }

    #[inline]
    pub const fn atom(index: u32) -> Term {
        Term(((index as u64) << 4) | IMM_ATOM)
    }

    #[inline]
    pub const fn pid(index: u64) -> Term {
        Term((index << 4) | IMM_PID)
    }

    /// The port numbered `n` (`#Port<0.n>`).
    #[inline]
    pub const fn port(n: u64) -> Term {
        Term((n << 6) | IMM_PORT)
    }

    /// The word that is this term (to store it in an object).
    #[inline(always)]
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// The term that word `w` is.
    ///
    /// # Safety
    /// `w` must be a valid term (module invariant): an immediate, or a pointer to a live
    /// object, as read from a term slot of a well-formed object or a root.
    #[inline(always)]
    pub const unsafe fn from_raw(w: u64) -> Term {
        Term(w)
    }

    /// A list term for the cons cell at `p`.
    ///
    /// # Safety
    /// `p` must be 8-aligned, the address of a cons cell whose two words are written (or are
    /// written before the term is read or a collection can happen).
    #[inline(always)]
    pub unsafe fn from_list_ptr(p: *const u64) -> Term {
        debug_assert!(p as usize & 7 == 0);
        Term(p as u64 | TAG_LIST)
    }

    /// A boxed term for the object whose header is at `p`.
    ///
    /// # Safety
    /// As for [`Term::from_list_ptr`], for an object that starts with a header.
    #[inline(always)]
    pub unsafe fn from_boxed_ptr(p: *const u64) -> Term {
        debug_assert!(p as usize & 7 == 0);
        Term(p as u64 | TAG_BOXED)
    }

    /// The term slot at `p`, to read or update in place.
    ///
    /// # Safety
    /// `p` must be a term slot of a live object (or a root), valid for the returned lifetime
    /// and reached by no other reference meanwhile.
    #[inline(always)]
    pub unsafe fn slot<'a>(p: *mut u64) -> &'a mut Term {
        &mut *(p as *mut Term)
    }

    #[inline]
    pub const fn tag(self) -> u64 {
        self.0 & TAG_MASK
    }
    #[inline]
    pub const fn is_small(self) -> bool {
        self.0 & IMM_MASK == IMM_SMALL
    }
    #[inline]
    pub const fn is_atom(self) -> bool {
        self.0 & IMM_MASK == IMM_ATOM
    }
    #[inline]
    pub const fn is_pid(self) -> bool {
        self.0 & IMM_MASK == IMM_PID
    }
    #[inline]
    pub const fn is_port(self) -> bool {
        self.0 & PORT_MASK == IMM_PORT
    }
    #[inline]
    pub const fn is_nil(self) -> bool {
        self.0 == Term::NIL.0
    }
    #[inline]
    pub const fn is_cons(self) -> bool {
        self.0 & TAG_MASK == TAG_LIST
    }
    #[inline]
    pub const fn is_list(self) -> bool {
        self.is_cons() || self.is_nil()
    }
    #[inline]
    pub const fn is_boxed(self) -> bool {
        self.0 & TAG_MASK == TAG_BOXED
    }
    #[inline]
    pub const fn is_immediate(self) -> bool {
        self.0 & TAG_MASK == TAG_IMMED
    }
    #[inline]
    pub const fn is_pointer(self) -> bool {
        self.is_cons() || self.is_boxed()
    }

    #[inline]
    pub const fn small_val(self) -> i64 {
        (self.0 as i64) >> 4
    }
    #[inline]
    pub const fn atom_index(self) -> u32 {
        (self.0 >> 4) as u32
    }
    #[inline]
    pub const fn pid_index(self) -> u64 {
        self.0 >> 4
    }

    /// The number of a port (`n` of `#Port<0.n>`).
    #[inline]
    pub const fn port_number(self) -> u64 {
        self.0 >> 6
    }

    /// The address a pointer term points at (cons cell or header).
    #[inline]
    pub const fn ptr(self) -> *mut u64 {
        (self.0 & !TAG_MASK) as *mut u64
    }

    /// The header word of a boxed term.
    #[inline]
    pub fn header(self) -> u64 {
        debug_assert!(self.is_boxed());
        // SAFETY: by the module invariant a boxed term points at a live object's header.
        unsafe { *self.ptr() }
    }

    #[inline]
    pub fn boxed_kind(self) -> Option<Kind> {
        if self.is_boxed() {
            Some(header_kind(self.header()))
        } else {
            None
        }
    }

    #[inline]
    pub fn is_kind(self, k: Kind) -> bool {
        self.is_boxed() && header_kind(self.header()) == k
    }

    #[inline]
    pub fn is_tuple(self) -> bool {
        self.is_kind(Kind::Tuple)
    }
    #[inline]
    pub fn is_float(self) -> bool {
        self.is_kind(Kind::Float)
    }
    #[inline]
    pub fn is_bignum(self) -> bool {
        matches!(self.boxed_kind(), Some(Kind::PosBig | Kind::NegBig))
    }
    #[inline]
    pub fn is_integer(self) -> bool {
        self.is_small() || self.is_bignum()
    }
    #[inline]
    pub fn is_number(self) -> bool {
        self.is_small()
            || matches!(
                self.boxed_kind(),
                Some(Kind::PosBig | Kind::NegBig | Kind::Float)
            )
    }
    #[inline]
    pub fn is_fun(self) -> bool {
        self.is_kind(Kind::Fun)
    }
    #[inline]
    pub fn is_ref(self) -> bool {
        self.is_kind(Kind::Ref)
    }
    #[inline]
    pub fn is_map(self) -> bool {
        matches!(self.boxed_kind(), Some(Kind::Map | Kind::HashMap))
    }

    /// The words of a boxed object whose words are terms, from word `from` (1-based) to
    /// its end, as a slice (a map node's branches).
    #[inline]
    pub fn boxed_terms<'a>(self, from: usize) -> &'a [Term] {
        let n = self.boxed_size();
        debug_assert!(header_kind(self.header()).words_are_terms() && from >= 1 && from <= n + 1);
        // SAFETY: module invariant; words `from..=n` of an object whose words are terms. As
        // for `tuple_elems`, the caller must not keep the slice across a collection.
        unsafe { std::slice::from_raw_parts(self.ptr().add(from) as *const Term, n + 1 - from) }
    }
    #[inline]
    pub fn is_bitstring(self) -> bool {
        matches!(
            self.boxed_kind(),
            Some(Kind::HeapBin | Kind::RefcBin | Kind::SubBin)
        )
    }

    /// Head and tail of a cons cell.
    #[inline]
    pub fn head(self) -> Term {
        debug_assert!(self.is_cons());
        // SAFETY: module invariant: a list term points at a live two-word cons cell.
        unsafe { Term(*self.ptr()) }
    }
    #[inline]
    pub fn tail(self) -> Term {
        debug_assert!(self.is_cons());
        // SAFETY: as for `head`.
        unsafe { Term(*self.ptr().add(1)) }
    }

    /// Number of words after the header of a boxed term.
    #[inline]
    pub fn boxed_size(self) -> usize {
        header_size(self.header())
    }

    /// Word `i` (1-based: word 1 is the first after the header) of a boxed object.
    #[inline]
    pub fn boxed_word(self, i: usize) -> u64 {
        debug_assert!(i >= 1 && i <= self.boxed_size());
        // SAFETY: module invariant; `i` is within the object's size.
        unsafe { *self.ptr().add(i) }
    }

    /// Set word `i` of a boxed object. Only for objects just built by the caller.
    #[inline]
    pub fn set_boxed_word(self, i: usize, w: u64) {
        debug_assert!(i >= 1 && i <= self.boxed_size());
        // SAFETY: module invariant; `i` is within the object's size.
        unsafe { *self.ptr().add(i) = w }
    }

    #[inline]
    pub fn tuple_arity(self) -> usize {
        self.boxed_size()
    }

    /// Element `i` (1-based) of a tuple.
    #[inline]
    pub fn element(self, i: usize) -> Term {
        Term(self.boxed_word(i))
    }

    /// Word `i` (1-based) of a boxed object whose words are terms (a tuple's, a map's, a
    /// sub-binary's, a fun's free variables), as the term it is.
    #[inline]
    pub fn boxed_term(self, i: usize) -> Term {
        debug_assert!(header_kind(self.header()).words_are_terms());
        Term(self.boxed_word(i))
    }

    /// What the term order needs of a fun ([`FunSortKey`]), read through its entry.
    #[inline]
    pub fn fun_sort_key(self) -> &'static FunSortKey {
        debug_assert!(self.is_fun());
        let p: *const FunSortKey = decode_addr(self.boxed_word(1));
        // SAFETY: word 1 of a fun is the encoded address of its entry (`code::FunEntry`), a
        // `#[repr(C)]` struct whose first field is its `FunSortKey`; entries are never freed.
        unsafe { &*p }
    }

    /// Free variable `i` (0-based) of a fun: its words after the header are the entry, then
    /// the free variables, all terms.
    #[inline]
    pub fn fun_free(self, i: usize) -> Term {
        debug_assert!(self.is_fun());
        Term(self.boxed_word(2 + i))
    }

    /// The elements of a tuple as a slice.
    #[inline]
    pub fn tuple_elems<'a>(self) -> &'a [Term] {
        let n = self.tuple_arity();
        // SAFETY: module invariant; a tuple's words after its header are `n` terms. The
        // lifetime is unbounded: the caller must not keep the slice across a collection.
        unsafe { std::slice::from_raw_parts(self.ptr().add(1) as *const Term, n) }
    }

    /// The magnitude limbs of a bignum (little-endian), as a slice.
    #[inline]
    pub fn bignum_limbs<'a>(self) -> &'a [u64] {
        debug_assert!(self.is_bignum());
        let n = self.boxed_size();
        // SAFETY: module invariant; a bignum's words after its header are its `n` limbs. As
        // for `tuple_elems`, the caller must not keep the slice across a collection.
        unsafe { std::slice::from_raw_parts(self.ptr().add(1), n) }
    }

    #[inline]
    pub fn float_val(self) -> f64 {
        f64::from_bits(self.boxed_word(1))
    }
}

impl fmt::Debug for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_small() {
            write!(f, "{}", self.small_val())
        } else if self.is_atom() {
            write!(f, "atom#{}", self.atom_index())
        } else if self.is_nil() {
            write!(f, "[]")
        } else if self.is_pid() {
            write!(f, "<pid {}>", self.pid_index())
        } else if self.is_port() {
            write!(f, "#Port<0.{}>", self.port_number())
        } else if self.is_cons() {
            write!(f, "cons@{:x}", self.0)
        } else if self.is_boxed() {
            write!(f, "boxed@{:x}", self.0)
        } else {
            write!(f, "raw({:#x})", self.0)
        }
    }
}
