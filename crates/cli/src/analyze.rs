//! `triheap analyze` and `triheap dump --analysis`: the message analysis' verdicts.

use clap::{Args, ValueEnum};
use std::path::{Path, PathBuf};
use triheap_analysis::{report, Mode};
use triheap_ir::ir::Module;

#[derive(Clone, Copy, ValueEnum, Debug, PartialEq)]
pub enum ModeArg {
    Message,
    Escape,
}

#[derive(Args)]
pub struct AnalyzeArgs {
    /// Which analysis: seed 004's message analysis, or its escape analysis.
    #[arg(long, value_enum, default_value = "message")]
    analysis: ModeArg,
    /// Depth limit of the abstract values (seed 004's k).
    #[arg(long, value_name = "K", default_value_t = triheap_analysis::DEFAULT_DEPTH)]
    depth: usize,
    /// Also list the sites that stay local and never reach a send.
    #[arg(long)]
    all: bool,
    /// Print the verdicts as JSON.
    #[arg(long)]
    json: bool,
    /// The modules to analyse together.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

fn lower(file: &Path) -> Result<Module, String> {
    let src = std::fs::read_to_string(file)
        .map_err(|e| format!("{}: cannot read file: {e}", file.display()))?;
    let name = file.display().to_string();
    let ast = triheap_syntax::parse_script(&name, &src).map_err(|d| d.to_string())?;
    let mut m = triheap_ir::lower_module(&ast).map_err(|d| d.to_string())?;
    m.file = name;
    Ok(m)
}

pub fn run(a: AnalyzeArgs) -> Result<u8, String> {
    let mut modules = a
        .files
        .iter()
        .map(|f| lower(f))
        .collect::<Result<Vec<_>, _>>()?;
    let options = triheap_analysis::Options {
        mode: match a.analysis {
            ModeArg::Message => Mode::Message,
            ModeArg::Escape => Mode::Escape,
        },
        depth: a.depth,
    };
    let analysis =
        triheap_analysis::analyze(&mut modules, &options, &triheap_vm::placement::shareable);
    if a.json {
        let text = serde_json::to_string_pretty(&analysis).map_err(|e| e.to_string())?;
        println!("{text}");
    } else {
        print!("{}", report::lines(&analysis, a.all));
    }
    Ok(0)
}

pub fn dump(file: &Path) -> Result<u8, String> {
    let mut modules = vec![lower(file)?];
    let analysis = triheap_analysis::analyze(
        &mut modules,
        &triheap_analysis::Options::default(),
        &triheap_vm::placement::shareable,
    );
    print!("{}", report::dump(&analysis));
    Ok(0)
}
