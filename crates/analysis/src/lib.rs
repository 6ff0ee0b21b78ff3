//! The message analysis of seed 004 (sec. 4-5) on triheap's IR, and its escape analysis
//! (sec. 4.4) for comparison.
//!
//! [`analyze`] solves the constraints over one module or several merged ([`solve`]), then
//! decides each allocation site ([`verdict`]): a site whose data may become part of a
//! message (message mode), or may leave its process (escape mode), is placed in the message
//! area when the runtime can build its kind there; the site's arguments that may be local are
//! *copy-wrapped* (the runtime copies them into the area on demand), and a send whose operand
//! is surely in the area needs no copy. The verdicts only ever move data: a wrong one costs a
//! copy, never correctness, because every shared constructor and every send checks its
//! operands at run time.

mod builtins;
pub mod program;
pub mod report;
pub mod solve;
pub mod value;
pub mod verdict;

use std::time::Instant;
use triheap_ir::ir::{Module, Placement, SiteKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Seed 004 sec. 4.5: data that may become part of a message goes to the area.
    Message,
    /// Seed 004 sec. 4.4: data that may leave its process goes to the area.
    Escape,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Message => "message",
            Mode::Escape => "escape",
        }
    }
}

/// The depth of structure kept in abstract values (θ_k). 2 is the smallest depth that keeps a
/// message `{Tag, Payload}`'s payload apart from its tuple (with 1 a send of `{Pid, L}` would
/// mark every site whose data flows to `L`'s list elements shared, and their neighbours too);
/// deeper limits changed no verdict on the seeds' programs (docs/performance.md).
pub const DEFAULT_DEPTH: usize = 3;

#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub mode: Mode,
    pub depth: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mode: Mode::Message,
            depth: DEFAULT_DEPTH,
        }
    }
}

/// Whether the analysis models `module:name/arity` as the native function a remote call of
/// it reaches, rather than analysing the library's source of it.
pub fn models_native(module: &str, name: &str, arity: usize) -> bool {
    builtins::native(module, name, arity).is_some()
}

/// Analyse `modules` together and set every site's placement; `shareable` says which kinds
/// of site the runtime can build in the message area.
pub fn analyze(
    modules: &mut [Module],
    options: &Options,
    shareable: &dyn Fn(SiteKind) -> bool,
) -> verdict::Analysis {
    let start = Instant::now();
    let program = program::Program::new(modules);
    let solution = solve::solve(&program, options.mode, options.depth);
    let mut analysis = verdict::decide(&program, &solution, options, shareable);
    analysis.micros = start.elapsed().as_micros() as u64;
    for site in &analysis.sites {
        let m = &mut modules[site.module_index];
        m.sites[site.site as usize].placement = if site.shared {
            Placement::Shared
        } else {
            Placement::Local
        };
    }
    analysis
}
