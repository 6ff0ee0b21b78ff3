//! `--heap shared`: one heap for all processes, a stack per process (seed 000 sec. 4). A send
//! passes a pointer; spawn arguments are passed as they are.
//!
//! The architecture keeps the heap and lends it to the process that runs, swapped into that
//! process's `heap` field, so the interpreter and every BIF allocate exactly as with private
//! heaps; a parked process holds a placeholder heap that owns no memory. A collection's roots
//! are the running process and the active ones ([`Process::young_refs`], seed 000 sec. 4.4),
//! or every process for a major collection. With several schedulers the young generation
//! would be carved into one allocation buffer per scheduler and a collection would stop them
//! all (`World::stop_all`).

mod alloc;
mod collect;
mod send;
mod share;
mod spawn;
mod verify;

use super::active::ActiveList;
use super::Architecture;
use crate::gc::GcOutcome;
use crate::heap::Heap;
use crate::options::Arch;
use crate::process::{AliasSignal, Process};
use crate::stats::RunStats;
use crate::term::{Kind, Term};
use crate::world::World;
use std::sync::Mutex;

pub struct Shared {
    /// The heap, when no process has it (a placeholder while it is lent).
    heap: Heap,
    /// Processes that may point into the young generation.
    active: ActiveList,
    /// The parked processes the last minor collection scanned (what the verifier checks
    /// after it; after a major one it checks every process).
    last_scanned: Vec<u64>,
}

impl Shared {
    pub fn new() -> Shared {
        Shared {
            heap: Heap::placeholder(0),
            active: ActiveList::default(),
            last_scanned: Vec::new(),
        }
    }
}

impl Default for Shared {
    fn default() -> Self {
        Shared::new()
    }
}

impl Architecture for Shared {
    fn kind(&self) -> Arch {
        Arch::Shared
    }
    fn new_heap(&mut self, parent: Option<&mut Process>, min_heap: usize) -> Heap {
        alloc::new_heap(&mut self.heap, parent, min_heap)
    }
    fn cons_shared(&mut self, p: &mut Process, head: Term, tail: Term) -> Term {
        alloc::cons(p, head, tail)
    }
    fn tuple_shared(&mut self, p: &mut Process, elems: &[Term]) -> Term {
        crate::build::tuple(&mut p.heap, elems)
    }
    fn fun_shared(&mut self, p: &mut Process, words: &[Term]) -> Term {
        crate::build::boxed(&mut p.heap, Kind::Fun, words)
    }
    fn send(
        &mut self,
        _from: &mut Process,
        to: Option<&mut Process>,
        t: Term,
        signal: Option<AliasSignal>,
    ) -> usize {
        send::send(&mut self.active, to, t, signal)
    }
    fn spawn_transfer(&mut self, _parent: &mut Process, _child: &mut Process, t: Term) -> Term {
        spawn::transfer(t)
    }
    fn start_heap<'a>(&self, parent: &'a mut Process, _child: &'a mut Process) -> &'a mut Heap {
        // The parent holds the one heap while it runs.
        &mut parent.heap
    }
    fn admitted(&mut self, p: &mut Process) {
        // A new process may point into the young generation (its arguments): active. (The
        // first process is already, from building its arguments while scheduled in.)
        self.active.activate(p);
    }
    fn scheduled(&mut self, p: &mut Process) {
        alloc::lend_heap(&mut self.heap, &mut self.active, p)
    }
    fn descheduled(&mut self, p: &mut Process) {
        alloc::take_heap_back(&mut self.heap, p)
    }
    fn exited(&mut self, _p: &mut Process) {}
    fn collect(
        &mut self,
        world: &mut World,
        p: &mut Process,
        need: usize,
        live: usize,
        major: bool,
    ) -> GcOutcome {
        collect::collect(self, world, p, need, live, major)
    }
    fn heap_words(&self, p: &mut Process, live: usize, limit: usize) -> usize {
        share::reachable_words(p, live, limit)
    }
    fn verify(&mut self, world: &mut World, p: &mut Process, live: usize, out: &GcOutcome) {
        verify::verify(&self.last_scanned, world, p, live, out)
    }
    fn safepoint(&mut self, _world: &mut World, _stats: &Mutex<RunStats>) {}
    fn words_in_use(&self, world: &World, running: usize) -> usize {
        // Parked processes hold placeholders; the heap is `running`'s or, between time
        // slices, this one.
        super::private_words_in_use(world, running) + self.heap.young_used() + self.heap.old_used()
    }
}
