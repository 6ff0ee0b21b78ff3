//! A process's share of the shared heap, for `max_heap_size`: the words reachable from its
//! roots (shared subterms counted once, literals not at all), which is the heap the process
//! would have alone. Walked at each collection the process starts while the whole heap's
//! data is past the limit, and no further than just past it: at most the limit's words,
//! for a process that has a limit.

use crate::literal;
use crate::process::Process;
use crate::term::{Kind, Term};
use std::collections::HashSet;

/// The words reachable from `p`'s roots (its stack below `live`), or a number just past
/// `limit` when there are more; at most the heap's data when that is within `limit`.
pub(super) fn reachable_words(p: &mut Process, live: usize, limit: usize) -> usize {
    let used = p.heap.young_used() + p.heap.old_used();
    if used <= limit {
        return used;
    }
    let mut stack = Vec::new();
    p.each_root(0, live, |t| stack.push(*t));
    let mut seen = HashSet::new();
    let mut words = 0;
    while let Some(t) = stack.pop() {
        if !t.is_pointer() || literal::contains(t.ptr()) || !seen.insert(t.raw()) {
            continue;
        }
        words += object_words(t, &mut stack);
        if words > limit {
            break;
        }
    }
    words
}

/// Words of the object `t` points at; the terms it holds go on `stack`.
fn object_words(t: Term, stack: &mut Vec<Term>) -> usize {
    if t.is_cons() {
        stack.push(t.head());
        stack.push(t.tail());
        return 2;
    }
    match t.boxed_kind() {
        Some(Kind::Tuple) => stack.extend_from_slice(t.tuple_elems()),
        Some(Kind::Fun) => stack.extend((0..t.boxed_size() - 1).map(|i| t.fun_free(i))),
        Some(Kind::Map) => {
            stack.extend((1..=t.boxed_size()).map(|i| t.boxed_term(i)));
        }
        _ => {}
    }
    1 + t.boxed_size()
}
