//! `triheap analyze` and `triheap dump --analysis`: the message analysis' verdicts.

use clap::{Args, ValueEnum};
use std::path::{Path, PathBuf};
use std::time::Instant;
use triheap_analysis::{report, Mode};
use triheap_ir::ir::Module;
use triheap_vm::vm::{AnalysisScope, Options, Vm};

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
    /// Analyse the program with the modules it calls from its directory, as `triheap run
    /// --heap hybrid` does.
    #[arg(long)]
    callees: bool,
    /// With `--callees`: the standard library modules it calls too.
    #[arg(long)]
    library: bool,
    /// Print how long lowering, the analysis and code generation took, instead of verdicts.
    #[arg(long)]
    timing: bool,
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
    let start = Instant::now();
    let mut modules = if a.callees {
        let vm = Vm::new(Options {
            code_path: a
                .files
                .iter()
                .filter_map(|f| f.parent())
                .map(|d| {
                    if d.as_os_str().is_empty() {
                        Path::new(".")
                    } else {
                        d
                    }
                })
                .map(Path::to_path_buf)
                .collect(),
            analysis_scope: if a.library {
                AnalysisScope::Library
            } else {
                AnalysisScope::Program
            },
            ..Options::default()
        });
        let mut all = vm.lower_program(&a.files[0])?;
        for f in &a.files[1..] {
            let m = lower(f)?;
            all.retain(|x| x.name != m.name);
            all.push(m);
        }
        all
    } else {
        a.files
            .iter()
            .map(|f| lower(f))
            .collect::<Result<Vec<_>, _>>()?
    };
    let lowered = start.elapsed();
    let options = triheap_analysis::Options {
        mode: match a.analysis {
            ModeArg::Message => Mode::Message,
            ModeArg::Escape => Mode::Escape,
        },
        depth: a.depth,
    };
    let analysis =
        triheap_analysis::analyze(&mut modules, &options, &triheap_vm::placement::shareable);
    if a.timing {
        let start = Instant::now();
        for m in &modules {
            triheap_vm::compile::compile_module(m, triheap_vm::bif::lookup)
                .map_err(|e| format!("{}: {e}", m.file))?;
        }
        let codegen = start.elapsed();
        let analysed = std::time::Duration::from_micros(analysis.micros);
        let total = lowered + analysed + codegen;
        println!(
            "modules {}, functions {}, sites {}, passes {}",
            modules.len(),
            modules.iter().map(|m| m.functions.len()).sum::<usize>(),
            analysis.sites.len(),
            analysis.passes
        );
        println!(
            "parse and lower {:.2} ms, analysis {:.2} ms ({:.1}%), code generation {:.2} ms",
            lowered.as_secs_f64() * 1e3,
            analysed.as_secs_f64() * 1e3,
            100.0 * analysed.as_secs_f64() / total.as_secs_f64(),
            codegen.as_secs_f64() * 1e3
        );
        return Ok(0);
    }
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
