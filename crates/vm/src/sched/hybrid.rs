//! The hybrid architecture's part of the scheduler: sends and spawn arguments copied on
//! demand into the message area, data built there by allocation sites marked shared, and
//! the area's stop-the-world collection between time slices.

use super::Scheduler;
use crate::gc;
use crate::heap::Block;
use crate::process::{AliasSignal, Process};
use crate::stats::counters;
use crate::term::Term;
use crate::vm::Vm;
use std::time::Instant;

impl Scheduler {
    /// Send `t` from the running process `from` to process `idx` under the hybrid
    /// architecture (from `send_from`): a term `from` sent last time is not copied again.
    pub(super) fn send_to_area(
        &mut self,
        from: &mut Process,
        idx: u64,
        t: Term,
        signal: Option<AliasSignal>,
    ) {
        let timer = counters::time_send();
        let remember = !self.vm.is_some_and(|v| v.options.no_send_cache);
        let (m, copied) = {
            let _copy = counters::time_copy();
            let area = self
                .area
                .as_mut()
                .expect("hybrid runtime without a message area");
            area.copy_in(t, &from.last_sent)
        };
        if copied > 0 && remember {
            from.last_sent = remembered_parts(t, m);
        }
        self.words_sent += copied as u64;
        self.send_pointer(idx, m, signal);
        drop(timer);
        // Sized outside the send timer (a walk over the whole message).
        let words = counters::timing().then(|| crate::copy::size(m));
        counters::note_send(words, copied);
    }

    /// Hybrid: a cons cell made in the message area (an allocation site marked shared), its
    /// head and tail copied there first if they are local.
    pub fn area_cons(&mut self, head: Term, tail: Term) -> Term {
        let (h, _) = self.copy_to_area(head);
        let (t, _) = self.copy_to_area(tail);
        let area = self
            .area
            .as_mut()
            .expect("hybrid runtime without a message area");
        let p = area.alloc_anywhere(2);
        counters::note_area_alloc(2);
        // SAFETY: `p` is 2 fresh words of the area.
        unsafe { crate::heap::put_cons(p, h, t) }
    }

    /// Hybrid: a tuple made in the message area (see [`Scheduler::area_cons`]).
    pub fn area_tuple(&mut self, elems: &[Term]) -> Term {
        let items: Vec<Term> = elems.iter().map(|&e| self.copy_to_area(e).0).collect();
        let area = self
            .area
            .as_mut()
            .expect("hybrid runtime without a message area");
        let p = area.alloc_anywhere(items.len() + 1);
        counters::note_area_alloc(items.len() + 1);
        // SAFETY: `p` has `len + 1` fresh words of the area.
        unsafe {
            *p = crate::term::header(crate::term::Kind::Tuple, items.len());
            for (i, e) in items.iter().enumerate() {
                *p.add(1 + i) = e.0;
            }
        }
        Term::boxed_ptr(p)
    }

    /// Hybrid: `t` with every part not yet in the message area copied there, and the words
    /// copied.
    pub fn copy_to_area(&mut self, t: Term) -> (Term, usize) {
        let area = self
            .area
            .as_mut()
            .expect("hybrid runtime without a message area");
        area.copy_in(t, &[])
    }

    /// Collect the message area, stopping the world: no process runs, so the roots are every
    /// process's stack, mailbox, dictionary and other roots, and every slot of its heap.
    pub(super) fn collect_area(&mut self, vm: &Vm, force_major: bool) {
        let Some(mut area) = self.area.take() else {
            return;
        };
        let started = Instant::now();
        // Generational process scanning (seed 003 sec. 4.3): a minor collection needs only
        // the processes active since the last one (run, spawned or sent a message); the
        // others point only into the old generation, which it does not move. A major
        // collection marks from every process.
        let major = force_major || area.wants_major();
        let out = if major {
            let mut roots = AreaRoots {
                procs: self.procs.values_mut().map(|b| &mut **b).collect(),
            };
            roots.procs.iter_mut().for_each(|p| p.last_sent.clear());
            area.collect(&mut roots, 0, true)
        } else {
            let ids = std::mem::take(&mut self.active);
            let mut taken: Vec<Box<Process>> =
                ids.iter().filter_map(|i| self.procs.remove(i)).collect();
            let out = {
                let mut roots = AreaRoots {
                    procs: taken.iter_mut().map(|b| &mut **b).collect(),
                };
                roots.procs.iter_mut().for_each(|p| p.last_sent.clear());
                area.collect(&mut roots, 0, false)
            };
            // The young generation is empty now: no process points into it.
            for mut p in taken {
                p.young_refs = false;
                self.procs.insert(p.pid.pid_index(), p);
            }
            out
        };
        if major {
            self.procs.values_mut().for_each(|p| p.young_refs = false);
        }
        self.active.clear();
        crate::stats::note_area_gc(vm, out.promoted, started.elapsed());
        if vm.options.verify_heap {
            let procs: Vec<&Process> = self.procs.values().map(|b| &**b).collect();
            crate::verify::verify_area(&area, &procs);
        }
        self.area = Some(area);
    }
}

/// The roots of a message-area collection: every process (none runs), its roots, and the
/// slots of its heap that may point into the area (its remembered set and its newest data).
struct AreaRoots<'a> {
    procs: Vec<&'a mut Process>,
}

impl gc::RootSet for AreaRoots<'_> {
    fn each_root<F: FnMut(&mut Term)>(&mut self, _minor: bool, mut f: F) {
        for p in self.procs.iter_mut() {
            let end = p.parked_stack_end();
            p.each_root(0, end, &mut f);
            p.heap.each_area_slot(&mut f);
        }
    }
    fn collected(&mut self, _young: &Block, _major: bool) {}
}

/// A message `t` and its copy `m` in the area, and their pointer parts one level down (a
/// tuple's elements, a list cell's head and tail), paired up: what a process remembers of
/// its last send. The copy has the original's shape, so the parts correspond.
fn remembered_parts(t: Term, m: Term) -> Vec<(Term, Term)> {
    let mut v = vec![(t, m)];
    let local = |x: Term| x.is_pointer() && !crate::area::in_area(x.ptr());
    if t.is_tuple() {
        for i in 1..=t.tuple_arity() {
            if local(t.element(i)) {
                v.push((t.element(i), m.element(i)));
            }
        }
    } else if t.is_cons() {
        for (a, b) in [(t.head(), m.head()), (t.tail(), m.tail())] {
            if local(a) {
                v.push((a, b));
            }
        }
    }
    v.truncate(8);
    v
}
