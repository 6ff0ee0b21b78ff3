//! The heap verifier (`--verify-heap`): after every collection, walk the roots and every
//! object of the heap collected, and check that each pointer leads to a well-formed object in
//! that heap or in the literal area. For the shared heap it also checks the invariant that
//! lets a minor collection skip inactive processes: a process not in the active list holds no
//! pointer into the young generation. A failure is a VM bug: it aborts with a description.

use crate::heap::{Block, Heap};
use crate::literal;
use crate::process::Process;
use crate::term::{self, Kind, Term, NON_VALUE};

fn fail(what: String) -> ! {
    crate::bif::misc::flush_stdout();
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

fn check_term(heap: &Heap, t: Term, at: &str) {
    if t == NON_VALUE {
        fail(format!("{at}: forwarding marker left behind"));
    }
    if !t.is_pointer() {
        if term::is_header(t.0) {
            fail(format!("{at}: header word {:#x} used as a term", t.0));
        }
        return;
    }
    let p = t.ptr();
    // Literals, and (hybrid) the message area, which local data may point into.
    if literal::contains(p) || crate::area::in_area(p) {
        return;
    }
    let Some(b) = block_of(heap, p) else {
        fail(format!("{at}: pointer {:#x} outside the heap", t.0));
    };
    // SAFETY: `p` lies inside block `b`.
    let idx = unsafe { p.offset_from(b.start()) } as usize;
    if idx >= b.top {
        fail(format!("{at}: pointer {:#x} into free space", t.0));
    }
    if t.is_cons() {
        if idx + 2 > b.top {
            fail(format!("{at}: cons cell past the end of its block"));
        }
        if term::is_header(b.used()[idx]) {
            fail(format!("{at}: list pointer {:#x} to a header", t.0));
        }
    } else {
        let h = b.used()[idx];
        if !term::is_header(h) {
            fail(format!(
                "{at}: boxed pointer {:#x} to a non-header {:#x}",
                t.0, h
            ));
        }
        if idx + 1 + term::header_size(h) > b.top {
            fail(format!("{at}: object past the end of its block"));
        }
    }
}

fn check_block(heap: &Heap, b: &Block, name: &str, from: usize) {
    let mut i = from;
    while i < b.top {
        let w = b.used()[i];
        if term::is_header(w) {
            let kind = term::header_kind(w);
            let n = term::header_size(w);
            if i + 1 + n > b.top {
                fail(format!(
                    "{name}[{i}]: object of {n} words overruns the block"
                ));
            }
            if kind.words_are_terms() && kind != Kind::RefcBin {
                for j in 1..=n {
                    check_term(heap, Term(b.used()[i + j]), &format!("{name}[{}]", i + j));
                }
            }
            i += n + 1;
        } else {
            check_term(heap, Term(w), &format!("{name}[{i}]"));
            i += 1;
        }
    }
}

/// Verify `p`'s heap and roots (the stack below `live`, mailbox, dictionary) after the
/// collection `gc`. Only what the collection could have changed is walked: the old
/// generation and the stack below the given indices were checked before and still hold.
pub fn verify_process(p: &Process, live: usize, gc: &crate::gc::GcOutcome) {
    let heap = &p.heap;
    let live = live.min(p.stack.len());
    let from = gc.stack_changed_from.min(live);
    for (i, &t) in p.stack[from..live].iter().enumerate() {
        check_term(heap, t, &format!("stack[{}]", from + i));
    }
    for (i, &t) in p.mailbox.iter().enumerate() {
        check_term(heap, t, &format!("mailbox[{i}]"));
    }
    // Messages passed as pointers (to itself, through an alias, or from the message area).
    for (i, m) in p.inbox.iter().enumerate() {
        if m.block.is_none() {
            check_term(heap, m.term, &format!("inbox[{i}]"));
        }
    }
    for (i, &(k, v)) in p.dict.iter().enumerate() {
        check_term(heap, k, &format!("dict[{i}].key"));
        check_term(heap, v, &format!("dict[{i}].value"));
    }
    check_heap_blocks(heap, gc.old_changed_from);
}

/// Check every object of `heap` (the old generation from word `old_from` on) and its list of
/// refc binaries.
fn check_heap_blocks(heap: &Heap, old_from: usize) {
    check_block(heap, &heap.young, "young", 0);
    if let Some(o) = &heap.old {
        check_block(heap, o, "old", old_from);
    }
    for (i, f) in heap.fragments.iter().enumerate() {
        check_block(heap, f, &format!("fragment{i}"), 0);
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

/// Verify the shared heap (lent to `running`, whose stack below `live` holds its roots) and
/// the roots of the processes in `others`, after the collection `gc`. As for a private heap,
/// only what the collection could have changed is walked.
pub fn verify_shared<'a>(
    running: &mut Process,
    live: usize,
    gc: &crate::gc::GcOutcome,
    others: impl Iterator<Item = &'a mut Process>,
) {
    let heap = std::mem::replace(&mut running.heap, Heap::placeholder(0));
    running.each_root(gc.stack_changed_from, live, |t| {
        check_term(&heap, *t, "running process root")
    });
    for p in others {
        let young_refs = p.young_refs;
        let end = p.parked_stack_end();
        let pid = p.pid.pid_index();
        p.each_root(0, end, |t| {
            check_term(&heap, *t, &format!("root of <0.{pid}.0>"));
            let young = t.is_pointer()
                && (heap.young.contains(t.ptr())
                    || heap.fragments.iter().any(|f| f.contains(t.ptr())));
            if young && !young_refs {
                fail(format!(
                    "<0.{pid}.0> points into the young generation but is not in the active list"
                ));
            }
        });
    }
    check_heap_blocks(&heap, gc.old_changed_from);
    running.heap = heap;
}

/// The remembered set of `p`'s heap is complete: every slot below the high-water mark or in
/// the old generation that points into the area is in it, and every entry is such a slot.
fn check_remembered(area: &crate::area::Area, p: &Process) {
    let heap = &p.heap;
    let remembered: std::collections::HashSet<usize> =
        heap.area_refs.iter().map(|&s| s as usize).collect();
    let pid = p.pid.pid_index();
    let check = |b: &Block, end: usize, name: &str| {
        let mut i = 0;
        while i < end {
            let w = b.used()[i];
            let slots = if term::is_header(w) {
                let n = term::header_size(w);
                let k = term::header_kind(w);
                let r = if k.words_are_terms() && k != Kind::RefcBin {
                    i + 1..i + 1 + n
                } else {
                    0..0
                };
                i += n + 1;
                r
            } else {
                i += 1;
                i - 1..i
            };
            for j in slots {
                let t = Term(b.used()[j]);
                let addr = b.start() as usize + j * 8;
                if t.is_pointer() && area.contains(t.ptr()) && !remembered.contains(&addr) {
                    fail(format!(
                        "<0.{pid}.0> {name}[{j}] points into the area but is not remembered"
                    ));
                }
            }
        }
    };
    check(&heap.young, heap.hwm, "young");
    if let Some(o) = &heap.old {
        check(o, o.top, "old");
    }
    for &s in &heap.area_refs {
        let in_old = heap.old.as_ref().is_some_and(|o| o.contains(s));
        let below_mark =
            heap.young.contains(s) && (s as usize) < heap.young.start() as usize + heap.hwm * 8;
        if !in_old && !below_mark {
            fail(format!(
                "<0.{pid}.0> remembers a slot {s:p} outside its old data"
            ));
        }
    }
}

/// After a collection of the message area: every pointer the processes hold into the area
/// (from their roots and their heaps) leads to a well-formed area object, and every area
/// object reachable from them points only into the area or to literals (no pointer from the
/// area into a private heap).
pub fn verify_area(area: &crate::area::Area, procs: &[&Process]) {
    let mut stack: Vec<Term> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut note = |t: Term| {
        if t.is_pointer() && area.contains(t.ptr()) {
            stack.push(t);
        }
    };
    for p in procs {
        p.stack[..p.parked_stack_end()]
            .iter()
            .for_each(|&t| note(t));
        p.mailbox.iter().for_each(|&t| note(t));
        p.inbox
            .iter()
            .filter(|m| m.block.is_none())
            .for_each(|m| note(m.term));
        p.dict.iter().for_each(|&(k, v)| {
            note(k);
            note(v);
        });
        for b in std::iter::once(&p.heap.young)
            .chain(p.heap.old.iter())
            .chain(p.heap.fragments.iter())
        {
            b.used()
                .iter()
                .filter(|w| !term::is_header(**w))
                .for_each(|&w| note(Term(w)));
        }
        check_remembered(area, p);
    }
    while let Some(t) = stack.pop() {
        if !seen.insert(t.0) {
            continue;
        }
        if !area.holds_object(t.ptr()) {
            fail(format!("pointer {:#x} into the area's free space", t.0));
        }
        let p = t.ptr();
        // SAFETY: `p` is an allocated area word (checked above).
        let fields: Vec<u64> = unsafe {
            if t.is_cons() {
                if term::is_header(*p) {
                    fail(format!("area list pointer {:#x} to a header", t.0));
                }
                vec![*p, *p.add(1)]
            } else {
                let h = *p;
                if !term::is_header(h) {
                    fail(format!("area boxed pointer {:#x} to a non-header", t.0));
                }
                let k = term::header_kind(h);
                if k.words_are_terms() && k != Kind::RefcBin {
                    (1..=term::header_size(h)).map(|i| *p.add(i)).collect()
                } else {
                    Vec::new()
                }
            }
        };
        for w in fields {
            let f = Term(w);
            if w == NON_VALUE.0 || term::is_header(w) {
                fail(format!("area object {:#x} holds a non-term {w:#x}", t.0));
            }
            if f.is_pointer() && !literal::contains(f.ptr()) && !area.contains(f.ptr()) {
                fail(format!(
                    "area object {:#x} points outside the area ({w:#x})",
                    t.0
                ));
            }
            if f.is_pointer() && area.contains(f.ptr()) {
                stack.push(f);
            }
        }
    }
}
