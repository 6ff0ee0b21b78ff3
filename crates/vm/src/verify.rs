//! The heap verifier (`--verify-heap`): after every collection, walk the roots and every
//! object of the heap collected, and check that each pointer leads to a well-formed object in
//! that heap, in the literal area, or in the one range outside it that the architecture lets
//! local data point into (the hybrid message area). The architectures' own checks (the
//! shared heap's active list, the message area and its remembered sets) are in `arch/*/verify.rs`,
//! built on these. A failure is a VM bug: it aborts with a description.
//!
//! # Invariants behind the unsafe code
//! Words are made terms only at term slots found by walking objects from a block's start
//! (headers give each object's size and whether its words are terms), below the block's
//! `top`: where the heap invariants say a valid term lies, which is what is being checked.

use crate::heap::{AddrRange, Block, Heap};
use crate::literal;
use crate::term::{self, Kind, Term, NON_VALUE};

/// Report a failed check and abort.
pub fn fail(what: String) -> ! {
    crate::stdout::flush_stdout();
    eprintln!("triheap: heap verification failed: {what}");
    std::process::abort();
}

fn block_of(heap: &Heap, p: *const u64) -> Option<&Block> {
    if heap.young.contains(p) {
        return Some(&heap.young);
    }
    if let Some(o) = &heap.old {
        if o.contains(p) {
            return Some(o);
        }
    }
    heap.fragments.iter().find(|f| f.contains(p))
}

/// Check that `t`, found at `at`, is an immediate or points to a well-formed object of
/// `heap`, of the literal area, or of `outside`.
pub fn check_term(heap: &Heap, outside: AddrRange, t: Term, at: &str) {
    if t == NON_VALUE {
        fail(format!("{at}: forwarding marker left behind"));
    }
    if !t.is_pointer() {
        if term::is_header(t.raw()) {
            fail(format!("{at}: header word {:#x} used as a term", t.raw()));
        }
        return;
    }
    let p = t.ptr();
    if literal::contains(p) || outside.contains(p) {
        return;
    }
    let Some(b) = block_of(heap, p) else {
        fail(format!("{at}: pointer {:#x} outside the heap", t.raw()));
    };
    // SAFETY: `p` lies inside block `b`.
    let idx = unsafe { p.offset_from(b.start()) } as usize;
    if idx >= b.top {
        fail(format!("{at}: pointer {:#x} into free space", t.raw()));
    }
    if t.is_cons() {
        if idx + 2 > b.top {
            fail(format!("{at}: cons cell past the end of its block"));
        }
        if term::is_header(b.used()[idx]) {
            fail(format!("{at}: list pointer {:#x} to a header", t.raw()));
        }
    } else {
        let h = b.used()[idx];
        if !term::is_header(h) {
            fail(format!(
                "{at}: boxed pointer {:#x} to a non-header {:#x}",
                t.raw(),
                h
            ));
        }
        if idx + 1 + term::header_size(h) > b.top {
            fail(format!("{at}: object past the end of its block"));
        }
    }
}

/// Call `f` on every term slot of the objects in words `[from, to)` of `b` (a cons cell's
/// two words, a tuple's elements, ...; not the raw words of binaries, numbers and the like),
/// with its index. Objects must start at `from`; one overrunning `to` is a failure.
pub fn each_term_slot(
    b: &Block,
    name: &str,
    from: usize,
    to: usize,
    mut f: impl FnMut(usize, Term),
) {
    let words = b.used();
    let mut i = from;
    while i < to {
        let w = words[i];
        if term::is_header(w) {
            let kind = term::header_kind(w);
            let n = term::header_size(w);
            if i + 1 + n > to {
                fail(format!(
                    "{name}[{i}]: object of {n} words overruns the block"
                ));
            }
            if kind.words_are_terms() && kind != Kind::RefcBin {
                for (j, &w) in words.iter().enumerate().take(i + n + 1).skip(i + 1) {
                    // SAFETY: a term field of a well-formed object below `top`.
                    f(j, unsafe { Term::from_raw(w) });
                }
            }
            i += n + 1;
        } else {
            // SAFETY: a word that is not a header, at an object boundary: a cons cell's.
            f(i, unsafe { Term::from_raw(w) });
            i += 1;
        }
    }
}

fn check_block(heap: &Heap, outside: AddrRange, b: &Block, name: &str, from: usize) {
    each_term_slot(b, name, from, b.top, |i, t| {
        check_term(heap, outside, t, &format!("{name}[{i}]"))
    });
    check_map_nodes(b, name, from);
}

/// Check the shape of every map trie node in words `[from, top)` of `b`, whose term slots
/// were checked already (so their branches lead to objects).
pub fn check_map_nodes(b: &Block, name: &str, from: usize) {
    let words = b.used();
    let mut i = from;
    while i < b.top {
        let w = words[i];
        if !term::is_header(w) {
            i += 1;
            continue;
        }
        if matches!(term::header_kind(w), Kind::HashMap | Kind::HamtNode) {
            // SAFETY: an object's header in the block, below `top`.
            let node = unsafe { Term::from_boxed_ptr(b.start().add(i)) };
            if let Err(e) = crate::map::hamt::check_shape(node) {
                fail(format!("{name}[{i}]: {e}"));
            }
        }
        i += term::header_size(w) + 1;
    }
}

/// Verify `heap` and the roots `each_root` visits (those a collection could have changed)
/// after the collection `gc`; `outside` is where else data may point (the hybrid message
/// area). Only what the collection could have changed is walked: the old generation below
/// `gc.old_changed_from` was checked before and still holds.
pub fn verify_heap(
    heap: &Heap,
    outside: AddrRange,
    gc: &crate::gc::GcOutcome,
    who: &str,
    each_root: impl FnOnce(&mut dyn FnMut(&mut Term)),
) {
    each_root(&mut |t: &mut Term| check_term(heap, outside, *t, &format!("root of {who}")));
    check_heap_blocks(heap, outside, gc.old_changed_from);
}

/// Check every object of `heap` (the old generation from word `old_from` on) and its list of
/// refc binaries.
pub fn check_heap_blocks(heap: &Heap, outside: AddrRange, old_from: usize) {
    check_block(heap, outside, &heap.young, "young", 0);
    if let Some(o) = &heap.old {
        check_block(heap, outside, o, "old", old_from);
    }
    for (i, f) in heap.fragments.iter().enumerate() {
        check_block(heap, outside, f, &format!("fragment{i}"), 0);
    }
    for &rb in &heap.refc_bins {
        if block_of(heap, rb).is_none() {
            fail(format!("refc binary list entry {:p} outside the heap", rb));
        }
        // SAFETY: the entry lies in one of this heap's blocks.
        let h = unsafe { *rb };
        if !term::is_header(h) || term::header_kind(h) != Kind::RefcBin {
            fail(format!(
                "refc binary list entry {:p} is not a refc binary",
                rb
            ));
        }
    }
}
