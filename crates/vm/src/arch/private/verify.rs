//! The verifier under private heaps: after a collection, the process's roots and heap point
//! only into its own heap or the literal area.

use crate::gc::GcOutcome;
use crate::heap::AddrRange;
use crate::process::Process;

pub(super) fn verify(p: &mut Process, live: usize, out: &GcOutcome) {
    super::super::verify_local(p, live, out, AddrRange::EMPTY);
}
