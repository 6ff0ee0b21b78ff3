//! The `triheap` command: run, check and dump Erlang programs.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use triheap_vm::options::{Analysis, MaGc};
use triheap_vm::vm::{AnalysisScope, Arch, Options, Vm};

mod analyze;

#[derive(Parser)]
#[command(
    name = "triheap",
    version,
    about = "An Erlang runtime with a choice of memory architectures"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum, Debug, PartialEq)]
enum HeapArch {
    /// A heap per process; a send copies the message (as Erlang/OTP).
    Private,
    /// One heap for all processes; a send passes a pointer.
    Shared,
    /// Private heaps plus a shared message area; a send copies what is not yet in the area.
    Hybrid,
}

#[derive(Clone, Copy, ValueEnum, Debug, PartialEq)]
enum AnalysisArg {
    /// `message` under hybrid, `off` elsewhere.
    Auto,
    Off,
    Message,
    Escape,
    AllSites,
}

impl AnalysisArg {
    fn option(self) -> Analysis {
        match self {
            AnalysisArg::Auto => Analysis::Auto,
            AnalysisArg::Off => Analysis::Off,
            AnalysisArg::Message => Analysis::Message,
            AnalysisArg::Escape => Analysis::Escape,
            AnalysisArg::AllSites => Analysis::AllSites,
        }
    }
}

#[derive(Clone, Copy, ValueEnum, Debug, PartialEq)]
enum ScopeArg {
    Module,
    Program,
    Library,
}

#[derive(Args)]
struct RunArgs {
    /// Memory architecture.
    #[arg(long, value_enum, default_value = "private")]
    heap: HeapArch,
    /// Collect at every heap check.
    #[arg(long)]
    gc_stress: bool,
    /// Verify every heap after every collection.
    #[arg(long)]
    verify_heap: bool,
    /// Print a summary of the run's memory statistics (GC, pauses, messages) on stderr.
    #[arg(long)]
    stats: bool,
    /// Write all of the run's statistics as JSON to FILE at exit (schema: docs/stats-schema.md).
    #[arg(long, value_name = "FILE")]
    stats_json: Option<PathBuf>,
    /// Hybrid: copy a local message to the area at every send, even when the same message
    /// was just copied (to measure what remembering the last copy saves).
    #[arg(long)]
    no_send_cache: bool,
    /// Which allocation sites build in the message area: `message` (seed 004's message
    /// analysis; the default under hybrid), `escape` (its escape analysis), `off`, or
    /// `all-sites` (every list and tuple site, a test of the area).
    #[arg(long, value_enum, default_value = "auto")]
    analysis: AnalysisArg,
    /// Depth limit of the analysis' abstract values (seed 004's k).
    #[arg(long, value_name = "K")]
    analysis_depth: Option<usize>,
    /// Which modules the analysis sees together: each `module` alone (separate
    /// compilation), the `program` with the modules it calls from its directory and the code
    /// path, or also the standard `library` modules it calls (the default: a message built
    /// by `lists:split/2` is then built in the area instead of copied there).
    #[arg(long, value_enum, default_value = "library")]
    analysis_scope: ScopeArg,
    /// Hybrid: how the message area is collected: `stw` (a whole cycle per pause),
    /// `work:W` (incremental, at least W words of work per step) or `time:T` (incremental,
    /// T microseconds per step).
    #[arg(long, value_name = "MODE", default_value = "stw", value_parser = MaGc::parse)]
    ma_gc: MaGc,
    /// Hybrid: the message area's nursery size in words, fixed (seed 003's Σ) [default: it
    /// starts at 46368 and grows with what its collection cycles cost].
    #[arg(long, value_name = "WORDS", value_parser = clap::value_parser!(u64).range(1024..=(1 << 26)))]
    ma_nursery: Option<u64>,
    /// At most N processes at once, as Erlang/OTP's `+P N` (spawn raises `system_limit`
    /// past it) [default: 1048576].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1024..=134_217_727))]
    max_processes: Option<u64>,
    /// At most N atoms, as Erlang/OTP's `+t N`: creating one more stops the runtime, as it
    /// stops Erlang/OTP's node [default: 1048576; 8192 to 2147483647].
    #[arg(long, value_name = "N")]
    max_atoms: Option<String>,
    /// The default `max_heap_size` of processes, in words, as Erlang/OTP's `+hmax WORDS`: a
    /// process whose heap grows past it is killed (exit reason `killed`) with an error report
    /// on standard error [default: 0, no limit].
    #[arg(long, value_name = "WORDS", value_parser = clap::value_parser!(u64).range(0..(1 << 59)))]
    max_heap_size: Option<u64>,
    /// Add a directory to the code path (searched after the program's own directory).
    #[arg(long = "pa", value_name = "DIR")]
    pa: Vec<PathBuf>,
    /// The program: a module file whose `main/1` is called, or an escript (a first `#!` line
    /// is skipped; without `-module` the module is named after the file).
    file: PathBuf,
    /// Arguments passed to `main/1` as a list of strings.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    args: Vec<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Run `FILE`'s `main/1` with ARGS as a list of strings.
    Run(RunArgs),
    /// Compile a file (a module or an escript) and report errors, without running it.
    Check { file: PathBuf },
    /// Print one compiler stage's output for a file.
    Dump {
        #[arg(long, group = "stage")]
        tokens: bool,
        #[arg(long, group = "stage")]
        ast: bool,
        #[arg(long, group = "stage")]
        ir: bool,
        #[arg(long, group = "stage")]
        asm: bool,
        /// The message analysis' verdict for every allocation site and send.
        #[arg(long, group = "stage")]
        analysis: bool,
        file: PathBuf,
    },
    /// Say where each allocation site of the given files allocates under hybrid, and why
    /// (the message analysis, as Go's `-gcflags=-m`). The files are analysed together.
    Analyze(analyze::AnalyzeArgs),
    /// Run a benchmark suite (format: bench/README.md) and write its report.
    Bench(triheap_bench::BenchArgs),
    /// Run a program under every memory architecture and show what each cost, side by side.
    Compare(triheap_bench::compare::CompareArgs),
    /// Draw pause histograms and mutator-utilisation curves (SVG) from `--stats-json`
    /// documents: `triheap charts --out DIR LABEL=FILE...`.
    Charts(triheap_bench::charts_cmd::ChartsArgs),
    /// Used by `bench` and `compare`: run a command and write what it cost to a file
    /// (`triheap measure-child REPORT TIMEOUT_MS -- COMMAND...`).
    #[command(name = "measure-child", hide = true)]
    MeasureChild {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<std::ffi::OsString>,
    },
}

fn read(file: &Path) -> Result<String, String> {
    std::fs::read_to_string(file).map_err(|e| format!("{}: cannot read file: {e}", file.display()))
}

fn main() -> ExitCode {
    // A panic is a bug in triheap: what the program printed before it is kept, one line on
    // standard error says where, and the run ends with status 1 (as a runtime that cannot go
    // on). `TRIHEAP_PANIC_BACKTRACE=1` prints Rust's full report instead, for debugging.
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::env::var_os("TRIHEAP_PANIC_BACKTRACE").is_some() {
            triheap_vm::stdout::flush_stdout();
            report(info);
            return;
        }
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".into());
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let line = format!("internal error: {}{place}", what.replace('\n', " "));
        triheap_vm::stdout::fatal(&line);
    }));
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Run(a) => run(a),
        Command::Check { file } => check(&file),
        Command::Dump {
            tokens,
            ast,
            ir,
            asm,
            analysis,
            file,
        } => {
            if analysis {
                analyze::dump(&file)
            } else {
                dump(&file, tokens, ast, ir, asm)
            }
        }
        Command::Analyze(a) => analyze::run(a),
        Command::Bench(mut a) => {
            a.measurer = std::env::current_exe().ok();
            triheap_bench::run(a)
        }
        Command::Compare(mut a) => {
            a.measurer = std::env::current_exe().ok();
            triheap_bench::compare::run(a)
        }
        Command::MeasureChild { args } => Ok(triheap_bench::measure::child_main(&args)),
        Command::Charts(a) => triheap_bench::charts_cmd::run(a),
    };
    #[cfg(feature = "dispatch-stats")]
    if std::env::var_os("TRIHEAP_DISPATCH_STATS").is_some() {
        triheap_vm::dispatch_stats::print();
    }
    match result {
        Ok(code) => ExitCode::from(code),
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(1)
        }
    }
}

/// `--max-atoms`' value, in Erlang/OTP's range for `+t` (which rejects others with "bad atom
/// table size N" and exit status 1, as this does).
fn atom_limit(n: &str) -> Result<usize, String> {
    use triheap_vm::atom::{MAX_ATOM_LIMIT, MIN_ATOM_LIMIT};
    match n.parse::<usize>() {
        Ok(n) if (MIN_ATOM_LIMIT..=MAX_ATOM_LIMIT).contains(&n) => Ok(n),
        _ => Err(format!(
            "triheap: bad atom table size {n} (--max-atoms: valid range is \
             [{MIN_ATOM_LIMIT}-{MAX_ATOM_LIMIT}])"
        )),
    }
}

fn run(a: RunArgs) -> Result<u8, String> {
    let max_atoms = a.max_atoms.as_deref().map(atom_limit).transpose()?;
    let mut code_path = Vec::new();
    if let Some(dir) = a.file.parent() {
        code_path.push(if dir.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            dir.to_path_buf()
        });
    }
    code_path.extend(a.pa);
    // The runtime lives for the rest of the process.
    let vm: &'static Vm = Box::leak(Box::new(Vm::new(Options {
        heap: match a.heap {
            HeapArch::Private => Arch::Private,
            HeapArch::Shared => Arch::Shared,
            HeapArch::Hybrid => Arch::Hybrid,
        },
        gc_stress: a.gc_stress,
        verify_heap: a.verify_heap,
        stats: a.stats,
        stats_json: a.stats_json,
        code_path,
        no_send_cache: a.no_send_cache,
        analysis: a.analysis.option(),
        analysis_depth: a.analysis_depth,
        analysis_scope: match a.analysis_scope {
            ScopeArg::Module => AnalysisScope::Module,
            ScopeArg::Program => AnalysisScope::Program,
            ScopeArg::Library => AnalysisScope::Library,
        },
        ma_gc: a.ma_gc,
        ma_nursery: a.ma_nursery.map(|n| n as usize),
        max_processes: a.max_processes.map(|n| n as usize),
        max_atoms,
        max_heap_size: a.max_heap_size.map(|n| n as usize),
    })));
    let module = vm.load_script(&a.file)?;
    let status = triheap_vm::runtime::run_main(vm, module, &a.args);
    // As Erlang/OTP: the status is the low 8 bits (halt(257) exits 1, halt(256) 0).
    Ok((status & 0xff) as u8)
}

fn check(file: &Path) -> Result<u8, String> {
    let src = read(file)?;
    let name = file.display().to_string();
    let ast = triheap_syntax::parse_script(&name, &src).map_err(|d| d.to_string())?;
    let ir = triheap_ir::lower_module(&ast).map_err(|d| d.to_string())?;
    triheap_vm::compile::compile_module(&ir, triheap_vm::bif::lookup)
        .map_err(|e| format!("{name}: {e}"))?;
    Ok(0)
}

fn dump(file: &Path, tokens: bool, ast: bool, ir: bool, asm: bool) -> Result<u8, String> {
    let src = read(file)?;
    let name = file.display().to_string();
    if tokens {
        let src = triheap_syntax::escript::strip_shebang(&src);
        let toks = triheap_syntax::tokenize(&name, &src).map_err(|d| d.to_string())?;
        print!("{}", triheap_syntax::dump_tokens(&toks));
        return Ok(0);
    }
    let m = triheap_syntax::parse_script(&name, &src).map_err(|d| d.to_string())?;
    if ast {
        print!("{}", triheap_syntax::dump_ast(&m));
        return Ok(0);
    }
    let irm = triheap_ir::lower_module(&m).map_err(|d| d.to_string())?;
    if ir {
        print!("{}", triheap_ir::dump_module(&irm));
        return Ok(0);
    }
    let _ = asm;
    let module = triheap_vm::compile::compile_module(&irm, triheap_vm::bif::lookup)
        .map_err(|e| format!("{name}: {e}"))?;
    print!("{}", triheap_vm::disasm::disassemble(module));
    Ok(0)
}
