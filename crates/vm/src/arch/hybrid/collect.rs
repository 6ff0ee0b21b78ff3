//! Collection under the hybrid architecture: local collections of a private heap, which
//! record the heap's pointers into the area, and the stop-the-world collection of the message
//! area at safepoints between time slices (seed 003 sec. 4, the baseline of its Table 3).

use super::remembered::{each_area_slot, AreaRefs, RememberedSets};
use super::Hybrid;
use crate::gc::{self, GcOutcome};
use crate::heap::Block;
use crate::process::Process;
use crate::stats::RunStats;
use crate::term::Term;
use crate::world::World;
use std::sync::Mutex;
use std::time::Instant;

/// Collect the running process's heap. The collector treats area pointers as outside the
/// heap (it never traces into the area) and records the copied slots that hold them.
pub(super) fn collect_local(
    h: &mut Hybrid,
    p: &mut Process,
    need: usize,
    live: usize,
    major: bool,
) -> GcOutcome {
    let idx = p.pid.pid_index();
    // The heap moves: what the process sent last may no longer be where it was.
    h.send_cache.forget(idx);
    let mut found = AreaRefs {
        area: h.area.range(),
        slots: Vec::new(),
    };
    let out = p.collect(need, live, major, &mut found);
    h.remembered.collected(idx, &p.heap, out.major, found.slots);
    out
}

/// Collect the message area, stopping the world: no process runs, so the roots are every
/// process's roots and the slots of its heap that may point into the area.
pub(super) fn collect_area(
    h: &mut Hybrid,
    world: &mut World,
    stats: &Mutex<RunStats>,
    force_major: bool,
) {
    world.stop_all();
    let started = Instant::now();
    let used_before = h.area.used();
    h.send_cache.forget_all();
    // Generational process scanning (seed 003 sec. 4.3): a minor collection needs only the
    // processes active since the last one (run, spawned or sent a message); the others point
    // only into the old generation, which it does not move. A major collection marks from
    // every process.
    let major = force_major || h.area.wants_major();
    let out = if major {
        let mut roots = AreaRoots {
            procs: world.each_mut().collect(),
            remembered: &h.remembered,
        };
        h.area.collect(&mut roots, 0, true)
    } else {
        let ids = h.active.take();
        let mut taken = world.take_some(&ids);
        let out = {
            let mut roots = AreaRoots {
                procs: taken.iter_mut().map(|b| &mut **b).collect(),
                remembered: &h.remembered,
            };
            h.area.collect(&mut roots, 0, false)
        };
        // The young generation is empty now: no process points into it (those not taken
        // were not active: they did not).
        taken.iter_mut().for_each(|p| p.young_refs = false);
        world.put_all(taken);
        out
    };
    if major {
        world.each_mut().for_each(|p| p.young_refs = false);
    }
    h.active.reset(Vec::new());
    crate::stats::note_area_gc(
        stats,
        out.promoted,
        started.elapsed(),
        used_before,
        out.allocated_after,
    );
    if h.verify_heap {
        super::verify::verify_area(&h.area, &h.remembered, world);
    }
    world.resume_all();
}

/// The roots of a message-area collection: every process (none runs), its roots, and the
/// slots of its heap that may point into the area (its remembered set and its newest data).
struct AreaRoots<'a> {
    procs: Vec<&'a mut Process>,
    remembered: &'a RememberedSets,
}

impl gc::RootSet for AreaRoots<'_> {
    fn each_root<F: FnMut(&mut Term)>(&mut self, _minor: bool, mut f: F) {
        for p in self.procs.iter_mut() {
            let end = p.parked_stack_end();
            p.each_root(0, end, &mut f);
            let remembered = self.remembered.of(p.pid.pid_index());
            each_area_slot(&mut p.heap, remembered, &mut f);
        }
    }
    fn collected(&mut self, _young: &Block, _major: bool) {}
    fn holders(&self) -> usize {
        self.procs.len()
    }
}
