//! `--heap private`: a heap per process, as Erlang/OTP (seed 000 sec. 3). A send copies the
//! message into the receiver; spawn arguments are copied into the child; a collection
//! touches one process; a dead process's heap is freed at once.

mod alloc;
mod collect;
mod send;
mod spawn;
mod verify;

use super::Architecture;
use crate::gc::GcOutcome;
use crate::heap::Heap;
use crate::options::Arch;
use crate::process::{AliasSignal, Process};
use crate::stats::RunStats;
use crate::term::{Kind, Term};
use crate::world::World;
use std::sync::Mutex;

/// Private heaps keep no state beyond the processes' own heaps.
#[derive(Default)]
pub struct Private;

impl Private {
    pub fn new() -> Private {
        Private
    }
}

impl Architecture for Private {
    fn kind(&self) -> Arch {
        Arch::Private
    }
    fn new_heap(&mut self, _parent: Option<&mut Process>, min_heap: usize) -> Heap {
        Heap::new(min_heap)
    }
    fn cons_shared(&mut self, p: &mut Process, head: Term, tail: Term) -> Term {
        alloc::cons_local(p, head, tail)
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
        send::send(to, t, signal)
    }
    fn spawn_transfer(&mut self, _parent: &mut Process, child: &mut Process, t: Term) -> Term {
        spawn::transfer(child, t)
    }
    fn start_heap<'a>(&self, _parent: &'a mut Process, child: &'a mut Process) -> &'a mut Heap {
        &mut child.heap
    }
    fn admitted(&mut self, _p: &mut Process) {}
    fn scheduled(&mut self, _p: &mut Process) {}
    fn descheduled(&mut self, _p: &mut Process) {}
    fn exited(&mut self, _p: &mut Process) {}
    fn collect(
        &mut self,
        _world: &mut World,
        p: &mut Process,
        need: usize,
        live: usize,
        major: bool,
    ) -> GcOutcome {
        collect::collect(p, need, live, major)
    }
    fn verify(&mut self, _world: &mut World, p: &mut Process, live: usize, out: &GcOutcome) {
        verify::verify(p, live, out)
    }
    fn safepoint(&mut self, _world: &mut World, _stats: &Mutex<RunStats>) {}
    fn words_in_use(&self, world: &World, running: usize) -> usize {
        super::private_words_in_use(world, running)
    }
}
