//! Collection under private heaps: the running process's heap alone, with its own roots
//! (seed 000 sec. 3.2, `gc.rs`). Nothing outside the heap needs recording.

use crate::gc::{GcOutcome, NoOutsideRefs};
use crate::process::Process;

pub(super) fn collect(p: &mut Process, need: usize, live: usize, major: bool) -> GcOutcome {
    p.collect(need, live, major, &mut NoOutsideRefs)
}
