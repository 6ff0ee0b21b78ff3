//! The active processes (seed 000 sec. 4.4): those that may have come to point into a young
//! generation since the last collection that scanned them, because they ran, were spawned or
//! were sent a message. A minor collection of a heap or area that others point into scans
//! only these; the shared heap and the message area keep one list each.

use crate::process::Process;

#[derive(Default)]
pub(super) struct ActiveList {
    /// Pid indices of the processes whose `young_refs` is set, each once.
    ids: Vec<u64>,
}

impl ActiveList {
    /// Mark `p` active: the next minor collection scans it.
    pub fn activate(&mut self, p: &mut Process) {
        if !p.young_refs {
            p.young_refs = true;
            self.ids.push(p.pid.pid_index());
        }
    }

    /// The active processes, leaving the list empty (their flags stay set).
    pub fn take(&mut self) -> Vec<u64> {
        std::mem::take(&mut self.ids)
    }

    /// Add a process whose flag the caller has set.
    pub fn push(&mut self, idx: u64) {
        self.ids.push(idx);
    }

    /// Start again from `ids` (whose flags the caller has set), or from nothing.
    pub fn reset(&mut self, ids: Vec<u64>) {
        self.ids = ids;
    }
}
