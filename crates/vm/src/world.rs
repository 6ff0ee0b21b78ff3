//! The world as the collectors see it (MMTk's `ActivePlan` and `Collection`): the table of
//! processes that are not running, and the safepoints that stop and resume them.
//!
//! The process that runs is out of the table (its scheduler holds it), so a collector gets it
//! as an argument of its own and reaches every other process here. With one scheduler thread
//! no other process runs while a collector does, so [`World::stop_all`] and
//! [`World::resume_all`] have nothing to do; with several, they will bring the other
//! schedulers to a safepoint and let them go again, and the collectors will not change.

use crate::pid_map::PidMap;
use crate::process::Process;

/// The processes that are not running, by pid index.
#[derive(Default)]
pub struct World {
    procs: PidMap<Box<Process>>,
}

impl World {
    pub fn len(&self) -> usize {
        self.procs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.procs.is_empty()
    }

    pub fn contains(&self, idx: u64) -> bool {
        self.procs.contains_key(&idx)
    }

    /// The process with pid index `idx`, if it lives and is not running.
    pub fn get(&self, idx: u64) -> Option<&Process> {
        self.procs.get(&idx).map(|b| &**b)
    }

    /// The process with pid index `idx`, if it lives and is not running.
    pub fn get_mut(&mut self, idx: u64) -> Option<&mut Process> {
        self.procs.get_mut(&idx).map(|b| &mut **b)
    }

    /// Take a process out of the table (to run it, or to look at it beside another).
    pub fn take(&mut self, idx: u64) -> Option<Box<Process>> {
        self.procs.remove(&idx)
    }

    /// Put a process (back) into the table.
    pub fn put(&mut self, p: Box<Process>) {
        self.procs.insert(p.pid.pid_index(), p);
    }

    /// Pid indices of the processes in the table, in no order.
    pub fn pids(&self) -> impl Iterator<Item = u64> + '_ {
        self.procs.keys().copied()
    }

    /// Every process in the table.
    pub fn each(&self) -> impl Iterator<Item = &Process> {
        self.procs.values().map(|b| &**b)
    }

    /// Every process in the table, to change.
    pub fn each_mut(&mut self) -> impl Iterator<Item = &mut Process> {
        self.procs.values_mut().map(|b| &mut **b)
    }

    /// Take the processes named in `ids` out of the table (those that are in it), to be put
    /// back with [`World::put_all`]: how a collector holds a subset of them at once.
    pub fn take_some(&mut self, ids: &[u64]) -> Vec<Box<Process>> {
        ids.iter().filter_map(|i| self.procs.remove(i)).collect()
    }

    pub fn put_all(&mut self, procs: Vec<Box<Process>>) {
        for p in procs {
            self.put(p);
        }
    }

    /// Bring every other scheduler thread to a safepoint, so that a collector may move what
    /// any process points to. With one scheduler thread no other process runs: nothing to do.
    pub fn stop_all(&mut self) {}

    /// Let the scheduler threads stopped by [`World::stop_all`] run again.
    pub fn resume_all(&mut self) {}
}
