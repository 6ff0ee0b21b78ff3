//! Local collections under the hybrid architecture: a private heap is collected alone, and
//! records its pointers into the message area (seed 003 sec. 4.1). The area's own collection
//! is `cycle.rs`'s.

use super::remembered::AreaRefs;
use super::Hybrid;
use crate::gc::GcOutcome;
use crate::process::Process;

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
