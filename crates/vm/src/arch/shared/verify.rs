//! The verifier under the shared heap: after a collection, the heap and the roots it could
//! have changed point only into the heap or the literal area, and a process not in the
//! active list holds no pointer into the young generation (what lets a minor collection skip
//! it).

use crate::gc::GcOutcome;
use crate::heap::{AddrRange, Heap};
use crate::process::Process;
use crate::verify::{check_heap_blocks, check_term, fail};
use crate::world::World;

/// Check the heap, lent to `running`, and the roots of every process after a major
/// collection, else of `running` and the processes the minor one scanned (`scanned`).
pub(super) fn verify(
    scanned: &[u64],
    world: &mut World,
    running: &mut Process,
    live: usize,
    gc: &GcOutcome,
) {
    let heap = std::mem::replace(&mut running.heap, Heap::placeholder(0));
    running.each_root(gc.stack_changed_from, live, |t| {
        check_term(&heap, AddrRange::EMPTY, *t, "running process root")
    });
    let mut taken = if gc.major {
        Vec::new()
    } else {
        world.take_some(scanned)
    };
    let others: Vec<&mut Process> = if gc.major {
        world.each_mut().collect()
    } else {
        taken.iter_mut().map(|b| &mut **b).collect()
    };
    for p in others {
        check_parked(&heap, p);
    }
    world.put_all(std::mem::take(&mut taken));
    check_heap_blocks(&heap, AddrRange::EMPTY, gc.old_changed_from);
    running.heap = heap;
}

/// The roots of a parked process point into the heap; into its young data only if the
/// process is active.
fn check_parked(heap: &Heap, p: &mut Process) {
    let young_refs = p.young_refs;
    let end = p.parked_stack_end();
    let pid = p.pid.pid_index();
    p.each_root(0, end, |t| {
        check_term(heap, AddrRange::EMPTY, *t, &format!("root of <0.{pid}.0>"));
        let young = t.is_pointer()
            && (heap.young.contains(t.ptr()) || heap.fragments.iter().any(|f| f.contains(t.ptr())));
        if young && !young_refs {
            fail(format!(
                "<0.{pid}.0> points into the young generation but is not in the active list"
            ));
        }
    });
}
