//! The runtime's shared part: options, the loaded modules and the code path, name
//! resolution for calls, and run-wide statistics. (What changes as the program runs is in
//! the runtime context, `ctx::Ctx`.)

use crate::atom;
use crate::bif;
use crate::code::{Module, Resolved};
use crate::term::Term;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock, RwLock};

include!(concat!(env!("OUT_DIR"), "/stdlib.rs"));

pub use crate::options::{AnalysisScope, Arch, Options};

/// Every loaded module, by name. Global like the atom table: loaded code lives for the run.
fn modules() -> &'static RwLock<HashMap<u32, &'static Module>> {
    static MODULES: OnceLock<RwLock<HashMap<u32, &'static Module>>> = OnceLock::new();
    MODULES.get_or_init(|| RwLock::new(HashMap::new()))
}

/// The loaded module named `name`, if it is loaded.
pub fn loaded_module(name: Term) -> Option<&'static Module> {
    modules().read().unwrap().get(&name.atom_index()).copied()
}

/// The names of the loaded modules.
pub fn loaded_modules() -> Vec<Term> {
    let m = modules().read().unwrap();
    m.values().map(|module| module.name).collect()
}

pub struct Vm {
    pub options: Options,
    /// Modules that failed to load, with the reason (reported once).
    failed: Mutex<HashMap<u32, String>>,
    /// Statistics updated once per collection (`crate::stats`).
    pub stats: Mutex<crate::stats::RunStats>,
    /// Modules analysed with the program (their sites placed), compiled when first called.
    analysed: Mutex<HashMap<String, (String, triheap_ir::ir::Module)>>,
}

impl Vm {
    pub fn new(options: Options) -> Vm {
        atom::set_limit(options.max_atoms.unwrap_or(atom::MAX_ATOMS));
        Vm {
            options,
            failed: Mutex::new(HashMap::new()),
            stats: Mutex::new(crate::stats::RunStats::default()),
            analysed: Mutex::new(HashMap::new()),
        }
    }

    /// Compile the file at `path` and register it as a loaded module.
    pub fn load_file(&self, path: &Path) -> Result<&'static Module, String> {
        self.load_path(path, triheap_syntax::parse_source)
    }

    /// Compile the file at `path` as `escript` takes a script (`triheap_syntax::escript`) and
    /// register it as a loaded module: the program given on the command line.
    ///
    /// Under the message analysis the program is analysed together with the modules it calls
    /// whose source triheap has (its directory, the code path, the standard library),
    /// transitively; those are compiled with the placements found when first called.
    pub fn load_script(&self, path: &Path) -> Result<&'static Module, String> {
        if crate::placement::analysis_options(&self.options).is_none()
            || self.options.analysis_scope == crate::options::AnalysisScope::Module
        {
            return self.load_path(path, triheap_syntax::parse_script);
        }
        let mut program = self.lower_program(path)?;
        crate::placement::place(&self.options, &mut program);
        let mut rest = program.split_off(1);
        let main = program.pop().unwrap();
        let mut analysed = self.analysed.lock().unwrap();
        for m in rest.drain(..) {
            let file = m.file.clone();
            analysed.insert(m.name.clone(), (file, m));
        }
        drop(analysed);
        self.compile_ir(&path.display().to_string(), main)
    }

    /// The IR of the program at `path` (first) and of the modules it calls by name whose
    /// source triheap has, transitively: what the message analysis sees of a program.
    pub fn lower_program(&self, path: &Path) -> Result<Vec<triheap_ir::ir::Module>, String> {
        let src = std::fs::read_to_string(path)
            .map_err(|e| format!("{}: cannot read file: {e}", path.display()))?;
        let shown = path.strip_prefix(".").unwrap_or(path).display().to_string();
        let file = path.display().to_string();
        let main = lower(&file, &shown, &src, triheap_syntax::parse_script)?;
        let mut program = vec![main];
        crate::placement::gather_callees(&mut program, |name| self.lower_by_name(name));
        Ok(program)
    }

    /// The IR of module `name` from its source, for the program's analysis; `None` if it has
    /// none or it does not compile (loading it later reports why).
    fn lower_by_name(&self, name: &str) -> Option<(triheap_ir::ir::Module, bool)> {
        if name.is_empty() || atom::existing(name).is_some_and(|a| loaded_module(a).is_some()) {
            return None;
        }
        match self.find_source(name)? {
            Source::Builtin(_) if self.options.analysis_scope != AnalysisScope::Library => None,
            Source::File(p) => {
                let src = std::fs::read_to_string(&p).ok()?;
                let shown = p.strip_prefix(".").unwrap_or(&p).display().to_string();
                let m = lower(
                    &p.display().to_string(),
                    &shown,
                    &src,
                    triheap_syntax::parse_source,
                );
                Some((m.ok()?, false))
            }
            Source::Builtin(src) => {
                let m = lower(
                    &format!("lib/{name}.erl"),
                    &format!("{name}.erl"),
                    src,
                    triheap_syntax::parse_source,
                );
                Some((m.ok()?, true))
            }
        }
    }

    fn load_path(&self, path: &Path, parse: Parse) -> Result<&'static Module, String> {
        let src = std::fs::read_to_string(path)
            .map_err(|e| format!("{}: cannot read file: {e}", path.display()))?;
        // Stacktraces name the file as erlc does when given this path (`./m.erl` as `m.erl`).
        let shown = path.strip_prefix(".").unwrap_or(path).display().to_string();
        self.load_parsed(&path.display().to_string(), &shown, &src, parse)
    }

    pub fn load_source(&self, file: &str, src: &str) -> Result<&'static Module, String> {
        self.load_named(file, file, src)
    }

    /// Compile `src`, read from `file`; stacktraces show `shown` as its file.
    fn load_named(&self, file: &str, shown: &str, src: &str) -> Result<&'static Module, String> {
        self.load_parsed(file, shown, src, triheap_syntax::parse_source)
    }

    fn load_parsed(
        &self,
        file: &str,
        shown: &str,
        src: &str,
        parse: Parse,
    ) -> Result<&'static Module, String> {
        let mut ir = lower(file, shown, src, parse)?;
        crate::placement::place(&self.options, std::slice::from_mut(&mut ir));
        self.compile_ir(file, ir)
    }

    /// Compile `ir` (its sites placed) and register it as a loaded module.
    fn compile_ir(
        &self,
        file: &str,
        ir: triheap_ir::ir::Module,
    ) -> Result<&'static Module, String> {
        let m =
            crate::compile::compile_module(&ir, bif::lookup).map_err(|e| format!("{file}: {e}"))?;
        modules().write().unwrap().insert(m.name.atom_index(), m);
        Ok(m)
    }

    /// The loaded module named `name`, loading it from the code path or the standard
    /// library on first use.
    pub fn module(&self, name: Term) -> Option<&'static Module> {
        if let Some(m) = loaded_module(name) {
            return Some(m);
        }
        if self.failed.lock().unwrap().contains_key(&name.atom_index()) {
            return None;
        }
        let n = atom::name(name);
        let analysed = self.analysed.lock().unwrap().remove(n);
        if let Some((file, ir)) = analysed {
            return self.report_load(name, self.compile_ir(&file, ir));
        }
        let result = match self.find_source(n) {
            Some(Source::File(p)) => self.load_file(&p),
            // As Erlang/OTP's own modules: `{file, "lists.erl"}`.
            Some(Source::Builtin(src)) => {
                self.load_named(&format!("lib/{n}.erl"), &format!("{n}.erl"), src)
            }
            None => return None,
        };
        self.report_load(name, result)
    }

    /// A module loaded, or the reason it could not be, printed once.
    fn report_load(
        &self,
        name: Term,
        result: Result<&'static Module, String>,
    ) -> Option<&'static Module> {
        match result {
            Ok(m) => Some(m),
            Err(e) => {
                crate::stdout::flush_stdout();
                eprintln!("{e}");
                self.failed.lock().unwrap().insert(name.atom_index(), e);
                None
            }
        }
    }

    /// Standard library modules come first: like Erlang/OTP's sticky directories, a file of
    /// the same name on the code path cannot replace them.
    fn find_source(&self, name: &str) -> Option<Source> {
        if let Some((_, s)) = STDLIB.iter().find(|(n, _)| *n == name) {
            return Some(Source::Builtin(s));
        }
        let file = format!("{name}.erl");
        self.options
            .code_path
            .iter()
            .map(|dir| dir.join(&file))
            .find(|p| p.is_file())
            .map(Source::File)
    }

    /// What `module:function/arity` calls: a BIF, or an exported Erlang function.
    pub fn resolve(&self, module: Term, function: Term, arity: u32) -> Option<Resolved> {
        if !module.is_atom() || !function.is_atom() {
            return None;
        }
        if let Some(f) = bif::lookup(atom::name(module), atom::name(function), arity) {
            return Some(Resolved::Bif(f));
        }
        let m = self.module(module)?;
        let f = m.exported(function, arity)?;
        Some(Resolved::Erlang {
            module: m,
            entry: f.entry,
        })
    }
}

/// The IR of `src`, read from `file`; stacktraces show `shown` as its file.
fn lower(
    file: &str,
    shown: &str,
    src: &str,
    parse: Parse,
) -> Result<triheap_ir::ir::Module, String> {
    let ast = parse(file, src).map_err(|d| d.to_string())?;
    let mut ir = triheap_ir::lower_module(&ast).map_err(|d| d.to_string())?;
    ir.file = shown.to_string();
    Ok(ir)
}

/// A front end: `triheap_syntax::parse_source` or `parse_script`.
type Parse = fn(&str, &str) -> Result<triheap_syntax::ast::Module, triheap_syntax::Diagnostic>;

enum Source {
    File(PathBuf),
    Builtin(&'static str),
}
