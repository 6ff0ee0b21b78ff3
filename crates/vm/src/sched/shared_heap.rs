//! The shared architecture's part of the scheduler: lending the one heap to the process that
//! runs, and collecting it with the running process and the active ones as roots (seed 000
//! sec. 4.4).

use super::{activate, Scheduler};
use crate::gc::{self, GcOutcome};
use crate::heap::{Block, Heap};
use crate::process::Process;
use crate::term::Term;
use crate::vm::Arch;

impl Scheduler {
    /// Lend the shared heap to `p`, which is about to run (shared architecture). The
    /// process becomes active, and its frame will be written: it is not clean.
    pub(super) fn lend_heap(&mut self, p: &mut Process) {
        match self.arch {
            Arch::Private => {}
            // A process that runs may come to point into the area's young generation.
            Arch::Hybrid => activate(&mut self.active, p),
            Arch::Shared => {
                std::mem::swap(&mut p.heap, &mut self.shared_heap);
                activate(&mut self.active, p);
                if let Some(c) = p.ctx {
                    p.stack_clean = p.stack_clean.min(c.base);
                }
            }
        }
    }

    /// Take the shared heap back from `p`, which stops running.
    pub(super) fn take_heap_back(&mut self, p: &mut Process) {
        if self.arch != Arch::Shared {
            return;
        }
        std::mem::swap(&mut p.heap, &mut self.shared_heap);
        p.trim_stack();
    }

    /// Collect the shared heap, lent to `running`, whose stack below `live` is its roots.
    /// A minor collection scans the running process and the active ones; a major one every
    /// process. After it, the active list holds exactly the processes that still point into
    /// the young generation (so after a major one, all of them: seed 000's "first minor
    /// collection after a major one scans every process").
    pub fn collect_shared(
        &mut self,
        running: &mut Process,
        need: usize,
        live: usize,
        force_major: bool,
    ) -> GcOutcome {
        let mut heap = std::mem::replace(&mut running.heap, Heap::placeholder(0));
        let used_before = heap.young_used() + heap.old_used();
        let clean_before = running.stack_clean;
        let mut minor_copied = 0;
        let mut out = None;
        if !gc::wants_major(&heap, force_major) {
            let ids = std::mem::take(&mut self.active);
            let mut taken: Vec<Box<Process>> =
                ids.iter().filter_map(|i| self.procs.remove(i)).collect();
            let o = {
                let mut roots = SharedRoots {
                    running: &mut *running,
                    live,
                    others: taken.iter_mut().map(|b| &mut **b).collect(),
                };
                gc::minor(&mut heap, &mut roots, need)
            };
            self.last_scanned = taken.iter().map(|p| p.pid.pid_index()).collect();
            for p in taken {
                if p.young_refs {
                    self.active.push(p.pid.pid_index());
                }
                self.procs.insert(p.pid.pid_index(), p);
            }
            if heap.young.free() >= need {
                out = Some(o);
            } else {
                self.active.clear();
                minor_copied = o.copied;
            }
        }
        let mut out = out.unwrap_or_else(|| {
            let mut roots = SharedRoots {
                running: &mut *running,
                live,
                others: self.procs.values_mut().map(|b| &mut **b).collect(),
            };
            let mut o = gc::major(&mut heap, &mut roots, need);
            o.copied += minor_copied;
            self.active = self
                .procs
                .values()
                .filter(|p| p.young_refs)
                .map(|p| p.pid.pid_index())
                .collect();
            o
        });
        // The running process is active whatever its roots say: it runs on.
        running.young_refs = true;
        self.active.push(running.pid.pid_index());
        out.stack_changed_from = if out.major { 0 } else { clean_before };
        out.used_before = used_before;
        running.heap = heap;
        running.clear_dead_registers(live);
        out
    }

    /// After collection `gc`, check the shared heap, lent to `running`, and the roots the
    /// collection could have changed: of every process after a major collection, else of
    /// the processes it scanned.
    pub fn verify_shared(&mut self, running: &mut Process, live: usize, gc: &GcOutcome) {
        if gc.major {
            let others = self.procs.values_mut().map(|b| &mut **b);
            crate::verify::verify_shared(running, live, gc, others);
        } else {
            let procs = &mut self.procs;
            let mut taken: Vec<Box<Process>> = self
                .last_scanned
                .iter()
                .filter_map(|i| procs.remove(i))
                .collect();
            crate::verify::verify_shared(running, live, gc, taken.iter_mut().map(|b| &mut **b));
            for p in taken {
                procs.insert(p.pid.pid_index(), p);
            }
        }
    }
}

/// The roots of a shared-heap collection: the running process (its stack below `live`) and
/// the parked processes in `others` (their stacks below `stack_dirty`).
struct SharedRoots<'a> {
    running: &'a mut Process,
    live: usize,
    others: Vec<&'a mut Process>,
}

impl gc::RootSet for SharedRoots<'_> {
    fn each_root<F: FnMut(&mut Term)>(&mut self, minor: bool, mut f: F) {
        let from = |p: &Process| if minor { p.stack_clean } else { 0 };
        let r = &mut *self.running;
        r.each_root(from(r), self.live, &mut f);
        for p in self.others.iter_mut() {
            let end = p.parked_stack_end();
            p.each_root(from(p), end, &mut f);
        }
    }
    fn collected(&mut self, young: &Block, major: bool) {
        self.running.after_collection(young, major, self.live);
        for p in self.others.iter_mut() {
            let end = p.parked_stack_end();
            p.young_refs = p.after_collection(young, major, end);
        }
    }
}
