//! Stacks given back by processes whose recursion went deep and came back, kept for the next
//! stack that must grow past its room (a process's register stack and its return frames).
//!
//! After a collection, a stack mostly unused is cut down to twice what is in use
//! (`Process::release_deep_stack`), so that 200 processes that each went 20,000 calls deep
//! do not keep that room while their heaps grow (`workers`). A program that goes deep again
//! at every round would then fault fresh pages in each time (`listbuild`: six times the
//! page faults); so the room cut off is kept here, a few stacks of each kind, and a stack
//! growing past its room takes one of them, its pages already there. Like the heap's spare
//! blocks, these are an allocator's free lists for the OS process, not runtime state.

use crate::process::Frame;
use crate::term::Term;
use std::sync::Mutex;

/// Stacks kept, of each kind.
const MAX_SPARES: usize = 4;

/// Given-back stacks of one kind, each empty, with its room.
pub struct SparePool<T> {
    spares: Mutex<Vec<Vec<T>>>,
}

impl<T: Copy> SparePool<T> {
    const fn new() -> Self {
        SparePool {
            spares: Mutex::new(Vec::new()),
        }
    }

    /// Replaces `v` by a smaller stack of room `room` holding its contents, keeping `v`'s
    /// room here (in place of a smaller one kept, if all places are taken).
    pub fn shrink(&self, v: &mut Vec<T>, room: usize) {
        let mut small = Vec::with_capacity(room.max(v.len()));
        small.extend_from_slice(v);
        let mut big = std::mem::replace(v, small);
        big.clear();
        let mut spares = self.spares.lock().unwrap();
        if spares.len() < MAX_SPARES {
            spares.push(big);
        } else if let Some(smallest) = spares.iter_mut().min_by_key(|s| s.capacity()) {
            if smallest.capacity() < big.capacity() {
                *smallest = big;
            }
        }
    }

    /// Replaces `v` by a kept stack with room for `need` elements, holding `v`'s contents;
    /// false if none is that large.
    pub fn grow(&self, v: &mut Vec<T>, need: usize) -> bool {
        let mut spares = self.spares.lock().unwrap();
        let Some(i) = spares.iter().position(|s| s.capacity() >= need) else {
            return false;
        };
        let mut spare = spares.swap_remove(i);
        drop(spares);
        spare.extend_from_slice(v);
        *v = spare;
        true
    }
}

/// Register stacks (`Process::stack`).
pub static REGISTERS: SparePool<Term> = SparePool::new();
/// Stacks of return frames (`Process::frames`).
pub static FRAMES: SparePool<Frame> = SparePool::new();
