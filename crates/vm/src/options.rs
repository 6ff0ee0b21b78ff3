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
    /// Which allocation sites the compiler places in the message area.
    pub analysis: Analysis,
    /// The message analysis' depth limit (seed 004's k); `None`: its default.
    pub analysis_depth: Option<usize>,
    /// Which modules the analysis sees together.
    pub analysis_scope: AnalysisScope,
    /// How the message area is collected.
    pub ma_gc: MaGc,
    /// The message area's nursery size in words (seed 003's Σ), fixed; `None`: a size that
    /// grows with what its collection cycles cost.
    pub ma_nursery: Option<usize>,
    /// The process limit (Erlang/OTP's `+P`); `None`: 1,048,576.
    pub max_processes: Option<usize>,
    /// The atom table's limit (Erlang/OTP's `+t`); `None`: 1,048,576.
    pub max_atoms: Option<usize>,
    /// The default `max_heap_size` of processes, in words (Erlang/OTP's `+hmax`); `None`
    /// or 0: none.
    pub max_heap_size: Option<usize>,
}

/// How the hybrid architecture collects its message area (seed 003 sec. 5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MaGc {
    /// A whole cycle in one pause.
    #[default]
    Stw,
    /// Incremental, work-based (sec. 5.1.2): each step does at least this much work (words
    /// copied or traced, roots visited), and at least what the mutator allocated since the
    /// last one.
    Work(usize),
    /// Incremental, time-based (sec. 5.1.3): each step runs this many microseconds.
    Time(u64),
}

impl MaGc {
    /// `stw`, `work:W` or `time:T` (T in microseconds).
    pub fn parse(s: &str) -> Result<MaGc, String> {
        let bad = || format!("expected stw, work:W or time:T (microseconds), got `{s}`");
        match s.split_once(':') {
            None if s == "stw" => Ok(MaGc::Stw),
            Some(("work", w)) => match w.parse() {
                Ok(w) if w > 0 => Ok(MaGc::Work(w)),
                _ => Err(bad()),
            },
            Some(("time", t)) => match t.parse() {
                Ok(t) if t > 0 => Ok(MaGc::Time(t)),
                _ => Err(bad()),
            },
            _ => Err(bad()),
        }
    }

    pub fn name(self) -> String {
        match self {
            MaGc::Stw => "stw".into(),
            MaGc::Work(w) => format!("work:{w}"),
            MaGc::Time(t) => format!("time:{t}"),
        }
    }
}

/// Which modules the message analysis sees together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AnalysisScope {
    /// Each module alone, as separate compilation would (seed 004).
    Module,
    /// The program with the modules it calls from its own directory and the code path;
    /// standard library modules alone.
    Program,
    /// The program with every module it calls whose source triheap has, the standard
    /// library's included (one level of it: what the library calls stays outside).
    #[default]
    Library,
}

/// Which allocation sites are placed in the message area (where the architecture has one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Analysis {
    /// The message analysis under `hybrid`, none elsewhere.
    #[default]
    Auto,
    /// None: every site allocates locally.
    Off,
    /// Seed 004 sec. 4.5: data that may become part of a message.
    Message,
    /// Seed 004 sec. 4.4: data that may leave its process.
    Escape,
    /// Every list and tuple site (a test of the area's allocation and copying).
    AllSites,
}

impl Options {
    /// The analysis that runs, once `Auto` is settled by the architecture.
    pub fn effective_analysis(&self) -> Analysis {
        match (self.analysis, self.heap) {
            (Analysis::Auto, Arch::Hybrid) => Analysis::Message,
            (Analysis::Auto, _) => Analysis::Off,
            (a, _) => a,
        }
    }
}
