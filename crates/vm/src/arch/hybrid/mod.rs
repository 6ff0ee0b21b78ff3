//! `--heap hybrid`: private heaps for local data plus one shared message area (seed 003
//! sec. 3-4, seed 004 sec. 3).
//!
//! - A send or spawn copies on demand (`send.rs`, `spawn.rs`): only the parts of the message
//!   not already in the area are copied there, and a message already there passes as a
//!   pointer. Allocation sites marked shared build in the area (`alloc.rs`).
//! - The repeated-copy remedy of seed 004 sec. 6.3 (`send_cache.rs`): a process remembers its
//!   last message copied to the area, so sending it again copies nothing.
//! - Local collections (`collect.rs`) never trace into the area; they record the slots of
//!   copied objects that point into it, each heap's remembered set (`remembered.rs`).
//! - The area (`area/`) is collected at safepoints between time slices, in cycles of one or
//!   many steps (`cycle.rs`): stop-the-world, or incrementally with the send as the only
//!   write barrier (seed 003 sec. 5).
//!
//! Invariant: no pointer from the area into a private heap, none from one private heap into
//! another (`verify.rs` checks both, and that every remembered set is complete).

mod alloc;
pub mod area;
mod collect;
mod cycle;
mod remembered;
mod send;
mod send_cache;
mod spawn;
mod verify;

use super::Architecture;
use crate::gc::GcOutcome;
use crate::heap::Heap;
use crate::options::{Arch, MaGc, Options};
use crate::process::{AliasSignal, Process};
use crate::stats::RunStats;
use crate::term::{Kind, Term};
use crate::world::World;
use area::Area;
use cycle::Cycles;
use remembered::RememberedSets;
use send_cache::SendCache;
use std::sync::Mutex;

pub struct Hybrid {
    area: Area,
    remembered: RememberedSets,
    send_cache: SendCache,
    cycles: Cycles,
    /// The process passing the area's limit yields at its next call (not under `stw`).
    preempts: bool,
    gc_stress: bool,
    verify_heap: bool,
}

impl Hybrid {
    /// Reserve the message area; fails if the system refuses the address space.
    pub fn new(options: &Options) -> Result<Hybrid, String> {
        Ok(Hybrid {
            area: {
                // A nursery of a size given stays so; else it grows with the cost of its
                // cycles, under every collector: an incremental step's pause hardly depends
                // on it (a step stops within the scan of what a process reaches).
                let (words, grow_to) = match (options.ma_nursery, options.ma_gc) {
                    (Some(n), _) => (n, n),
                    (None, MaGc::Stw) => (area::DEFAULT_YOUNG_WORDS, area::YOUNG_GROWTH_LIMIT),
                    (None, _) => (
                        area::DEFAULT_YOUNG_WORDS,
                        area::INCREMENTAL_YOUNG_GROWTH_LIMIT,
                    ),
                };
                Area::new(words, grow_to)?
            },
            remembered: RememberedSets::default(),
            send_cache: SendCache::new(!options.no_send_cache),
            cycles: Cycles::new(options.ma_gc),
            preempts: !matches!(options.ma_gc, MaGc::Stw),
            gc_stress: options.gc_stress,
            verify_heap: options.verify_heap,
        })
    }
}

impl Hybrid {
    /// Add the words shared sites built to the run's counters.
    fn report_built(&mut self) {
        let n = std::mem::take(&mut self.area.built_unreported);
        if n > 0 {
            crate::stats::counters::note_area_alloc(n as usize);
        }
    }
}

impl Architecture for Hybrid {
    fn kind(&self) -> Arch {
        Arch::Hybrid
    }
    fn new_heap(&mut self, _parent: Option<&mut Process>, min_heap: usize) -> Heap {
        Heap::new(min_heap)
    }
    fn cons_shared(&mut self, p: &mut Process, head: Term, tail: Term) -> Term {
        let idx = p.pid.pid_index();
        alloc::cons(&mut self.area, &mut self.send_cache, idx, head, tail)
    }
    fn tuple_shared(&mut self, p: &mut Process, elems: &[Term]) -> Term {
        let idx = p.pid.pid_index();
        alloc::boxed(
            &mut self.area,
            &mut self.send_cache,
            idx,
            Kind::Tuple,
            elems,
        )
    }
    fn fun_shared(&mut self, p: &mut Process, words: &[Term]) -> Term {
        let idx = p.pid.pid_index();
        alloc::boxed(&mut self.area, &mut self.send_cache, idx, Kind::Fun, words)
    }
    fn send(
        &mut self,
        from: &mut Process,
        to: Option<&mut Process>,
        t: Term,
        signal: Option<AliasSignal>,
    ) -> usize {
        send::send(self, from, to, t, signal)
    }
    fn spawn_transfer(&mut self, parent: &mut Process, child: &mut Process, t: Term) -> Term {
        if self.area.cycle_running() {
            let major = self.area.cycle_major();
            cycle::on_spawn(&mut self.cycles, major, parent, child);
        }
        spawn::transfer(&mut self.area, t)
    }
    fn start_heap<'a>(&self, _parent: &'a mut Process, child: &'a mut Process) -> &'a mut Heap {
        &mut child.heap
    }
    fn admitted(&mut self, p: &mut Process) {
        // A new process may point into the young generation (its arguments): active. (The
        // first process is already, from building its arguments while scheduled in.)
        self.cycles.admitted(p);
    }
    fn scheduled(&mut self, p: &mut Process) {
        // A process that runs may come to point into the area's young generation.
        self.cycles.activate(p);
    }
    fn descheduled(&mut self, _p: &mut Process) {}
    fn exited(&mut self, p: &mut Process) {
        self.report_built();
        let idx = p.pid.pid_index();
        self.remembered.forget(idx);
        self.send_cache.forget(idx);
    }
    fn collect(
        &mut self,
        _world: &mut World,
        p: &mut Process,
        need: usize,
        live: usize,
        major: bool,
    ) -> GcOutcome {
        collect::collect_local(self, p, need, live, major)
    }
    fn verify(&mut self, _world: &mut World, p: &mut Process, live: usize, out: &GcOutcome) {
        super::verify_local(p, live, out, self.area.range());
    }
    fn safepoint(&mut self, world: &mut World, stats: &Mutex<RunStats>) {
        self.report_built();
        if self.gc_stress || self.area.wants_collection() {
            cycle::step(self, world, stats);
        }
    }
    fn step_due(&self) -> bool {
        // The process that passes the limit stops at its next call (seed 003 sec. 5.1:
        // the allocation limit interrupts the mutator), so that a step owes about W words
        // under `work:W`, not what a whole slice allocated. A divided rescue keeps each
        // such step short (the running process's stack is not rescanned below its mark).
        // Under `--gc-stress` every safepoint steps already, and a `work:2` step at every
        // limit, each verifying the whole area, made a stress run 60 times slower.
        self.preempts
            && !(self.gc_stress && matches!(self.cycles.pacing, MaGc::Work(_)))
            && self.area.wants_collection()
    }
    fn lends_windows(&self) -> bool {
        true
    }
    fn lend_window(&mut self, need: usize) -> super::window::Window {
        self.area.lend_window(need)
    }
    fn return_window(&mut self, w: super::window::Window) {
        self.area.return_window(w);
        self.report_built();
    }
    fn words_in_use(&self, world: &World, running: usize) -> usize {
        super::private_words_in_use(world, running)
    }
}
