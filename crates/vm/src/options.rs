//! The runtime's options, fixed at start-up: the memory architecture and what to measure
//! and check.

use std::path::PathBuf;

/// The memory architecture, chosen at start-up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Arch {
    /// A heap per process; a send copies the message.
    #[default]
    Private,
    /// One heap for all processes; a send passes a pointer.
    Shared,
    /// Private heaps plus a shared message area; a send copies what is not yet in the area.
    Hybrid,
}

impl Arch {
    pub fn name(self) -> &'static str {
        match self {
            Arch::Private => "private",
            Arch::Shared => "shared",
            Arch::Hybrid => "hybrid",
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The memory architecture.
    pub heap: Arch,
    /// Collect at every heap check.
    pub gc_stress: bool,
    /// Check every heap after every collection.
    pub verify_heap: bool,
    /// Print a summary of the run's memory statistics on standard error at exit.
    pub stats: bool,
    /// Write the run's statistics as JSON (`docs/stats-schema.md`) to this file at exit.
    pub stats_json: Option<PathBuf>,
    /// Directories searched for `<module>.erl`, in order.
    pub code_path: Vec<PathBuf>,
    /// Hybrid: do not remember where the last message a process sent was copied to (the
    /// remedy of seed 004 sec. 6.3 for a local message sent many times), to measure it.
    pub no_send_cache: bool,
    /// Test switch: mark every list and tuple allocation site shared, as the message
    /// analysis marks likely message data (under hybrid they allocate in the message area).
    pub all_sites_shared: bool,
}
