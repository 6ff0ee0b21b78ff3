//! Where each allocation site allocates: the analysis the options ask for, run over the IR
//! of one module or of a program's modules together, before code generation.

use crate::options::{Analysis, Options};
use triheap_analysis::verdict;
use triheap_ir::ir::{Module, Placement, SiteKind};

/// The kinds of site the runtime can build in the message area (`put_cons`/`put_tuple`
/// at a shared site); the analysis leaves the others local.
pub fn shareable(kind: SiteKind) -> bool {
    matches!(kind, SiteKind::Cons | SiteKind::Tuple | SiteKind::Fun)
}

/// The analysis' own options, or `None` when no analysis runs.
pub fn analysis_options(options: &Options) -> Option<triheap_analysis::Options> {
    let mode = match options.effective_analysis() {
        Analysis::Message => triheap_analysis::Mode::Message,
        Analysis::Escape => triheap_analysis::Mode::Escape,
        Analysis::Off | Analysis::AllSites | Analysis::Auto => return None,
    };
    Some(triheap_analysis::Options {
        mode,
        depth: options
            .analysis_depth
            .unwrap_or(triheap_analysis::DEFAULT_DEPTH),
    })
}

/// Set the placement of every site of `modules`, analysed together.
pub fn place(options: &Options, modules: &mut [Module]) -> Option<verdict::Analysis> {
    if options.effective_analysis() == Analysis::AllSites {
        for m in modules.iter_mut() {
            for s in &mut m.sites {
                if shareable(s.kind) {
                    s.placement = Placement::Shared;
                }
            }
        }
        return None;
    }
    let opts = analysis_options(options)?;
    Some(triheap_analysis::analyze(modules, &opts, &shareable))
}
