//! Collection of the shared heap (seed 000 sec. 4.4): the generational collector of `gc.rs`
//! on the one heap, with the running process and the active ones as the roots of a minor
//! collection, every process as the roots of a major one.

use super::Shared;
use crate::gc::{self, GcOutcome, NoOutsideRefs};
use crate::heap::{Block, Heap};
use crate::process::Process;
use crate::term::Term;
use crate::world::World;

/// Collect the heap, lent to `running`, whose stack below `live` is its roots. After it, the
/// active list holds exactly the processes that still point into the young generation (so
/// after a major one, all of them: seed 000's "first minor collection after a major one scans
/// every process").
pub(super) fn collect(
    s: &mut Shared,
    world: &mut World,
    running: &mut Process,
    need: usize,
    live: usize,
    force_major: bool,
) -> GcOutcome {
    world.stop_all();
    let mut heap = std::mem::replace(&mut running.heap, Heap::placeholder(0));
    let used_before = heap.young_used() + heap.old_used();
    let clean_before = running.stack_clean;
    let mut minor_copied = 0;
    let mut out = None;
    if !gc::wants_major(&heap, force_major) {
        let ids = s.active.take();
        let mut taken = world.take_some(&ids);
        let o = {
            let mut roots = SharedRoots {
                running: &mut *running,
                live,
                others: taken.iter_mut().map(|b| &mut **b).collect(),
            };
            gc::minor(&mut heap, &mut roots, need, &mut NoOutsideRefs)
        };
        s.last_scanned = taken.iter().map(|p| p.pid.pid_index()).collect();
        for p in &taken {
            if p.young_refs {
                s.active.push(p.pid.pid_index());
            }
        }
        world.put_all(taken);
        if heap.young.free() >= need {
            out = Some(o);
        } else {
            s.active.reset(Vec::new());
            minor_copied = o.copied;
        }
    }
    let mut out = out.unwrap_or_else(|| {
        let mut roots = SharedRoots {
            running: &mut *running,
            live,
            others: world.each_mut().collect(),
        };
        let mut o = gc::major(&mut heap, &mut roots, need, &mut NoOutsideRefs);
        o.copied += minor_copied;
        let active = world.each().filter(|p| p.young_refs);
        s.active.reset(active.map(|p| p.pid.pid_index()).collect());
        o
    });
    // The running process is active whatever its roots say: it runs on.
    running.young_refs = true;
    s.active.push(running.pid.pid_index());
    out.stack_changed_from = if out.major { 0 } else { clean_before };
    out.used_before = used_before;
    running.heap = heap;
    running.clear_dead_registers(live);
    world.resume_all();
    out
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
    fn holders(&self) -> usize {
        1 + self.others.len()
    }
    fn collected(&mut self, young: &Block, major: bool) {
        self.running.after_collection(young, major, self.live);
        for p in self.others.iter_mut() {
            let end = p.parked_stack_end();
            p.young_refs = p.after_collection(young, major, end);
        }
    }
}
