//! The bytecode compiler: IR module → loaded [`Module`].
//!
//! Code is generated per function by [`expr::FnGen`] with symbolic labels, then labels are
//! resolved to instruction indices. Constants become terms in the literal area; calls to
//! other modules go through the module's import table, resolved at first call.

mod expr;
mod float_region;
mod frame_clear;
mod guard;
mod known_bits;
mod labels;
mod literal;
mod match_reuse;
mod pattern;
mod peephole;
mod reg_bits;
mod saved_live;
mod shapes;
mod targeting;

use crate::atom;
use crate::code::{FunEntry, FunTarget, FuncInfo, Import, Instr, Label, Module, SavedLiveTable};
use crate::term::{FunSortKey, Term};
use std::collections::HashMap;
use std::sync::OnceLock;
use triheap_ir::ir;

pub use literal::literal_term;

/// Module-wide state shared by the functions being compiled.
pub(crate) struct ModGen {
    pub code: Vec<Instr>,
    /// The source line of each instruction of `code` (0: none), for stacktraces; it goes
    /// through the peephole pass with the code and becomes the module's line table.
    pub lines: Vec<u32>,
    /// The line `emit` gives the next instruction.
    pub line: u32,
    /// Source line of each allocation site (by `SiteId`).
    pub site_lines: Vec<u32>,
    /// Label id → instruction index (u32::MAX while unbound).
    pub labels: Vec<u32>,
    /// The labels bound since the last instruction was emitted (they point past the end).
    pub bound_at_end: Vec<u32>,
    /// (name, arity) → (function index, entry label id).
    pub functions: HashMap<(String, u32), (usize, u32)>,
    pub imports: Vec<Import>,
    pub import_index: HashMap<(String, String, u32), u32>,
    /// Lifted function (name, arity) → fun-table index.
    pub fun_index: HashMap<(String, u32), u32>,
    pub fun_entries: Vec<FunEntry>,
    pub module_name: crate::term::Term,
    /// Allocation sites (by `SiteId`) whose data goes to the message area.
    pub shared_sites: Vec<bool>,
    /// The BIFs the runtime has, by module, name and arity: what calls compile to.
    pub bifs: BifLookup,
    /// The parameters a match context may be passed to (`match_reuse.rs`).
    pub context_params: match_reuse::ContextParams,
}

/// What the compiler knows of the runtime's BIFs, given by the caller (the runtime passes
/// `bif::lookup`): the compiler does not import the BIFs.
pub type BifLookup = fn(&str, &str, u32) -> Option<crate::code::BifFn>;

impl ModGen {
    pub fn new_label(&mut self) -> u32 {
        self.labels.push(u32::MAX);
        (self.labels.len() - 1) as u32
    }

    pub fn bind(&mut self, label: u32) {
        // A jump to the label being bound here goes nowhere: drop it, moving the labels bound
        // after it back onto the instruction that comes next.
        if matches!(self.code.last(), Some(Instr::Jump(l)) if *l == label) {
            self.code.pop();
            self.lines.pop();
            for &l in &self.bound_at_end {
                self.labels[l as usize] = self.code.len() as u32;
            }
        }
        self.labels[label as usize] = self.code.len() as u32;
        self.bound_at_end.push(label);
    }

    pub fn emit(&mut self, i: Instr) {
        self.code.push(i);
        self.lines.push(self.line);
        self.bound_at_end.clear();
    }

    pub fn import(&mut self, module: &str, function: &str, arity: u32) -> u32 {
        let key = (module.to_string(), function.to_string(), arity);
        if let Some(&i) = self.import_index.get(&key) {
            return i;
        }
        let i = self.imports.len() as u32;
        self.imports.push(Import {
            module: atom::atom(module),
            function: atom::atom(function),
            arity,
            resolved: OnceLock::new(),
        });
        self.import_index.insert(key, i);
        i
    }

    /// The fun-table index for lifted function `name/arity` (arity counts free variables).
    pub fn fun(&mut self, name: &str, arity: u32, nfree: u32) -> u32 {
        if let Some(&i) = self.fun_index.get(&(name.to_string(), arity)) {
            return i;
        }
        let i = self.fun_entries.len() as u32;
        let (func, _) = self.functions[&(name.to_string(), arity)];
        self.fun_entries.push(FunEntry {
            key: FunSortKey {
                external: false,
                index_or_arity: i,
                module: self.module_name,
                function: Term::NIL,
            },
            target: FunTarget::Local {
                module: OnceLock::new(),
                func: func as u32,
                entry: 0,
                nfree,
            },
            arity: arity - nfree,
            module_name: self.module_name,
            name: atom::atom(name),
            index: i,
        });
        self.fun_index.insert((name.to_string(), arity), i);
        i
    }
}

/// Compile an IR module into a loaded module. The result lives for the rest of the run.
pub fn compile_module(m: &ir::Module, bifs: BifLookup) -> Result<&'static Module, String> {
    // The module's own atoms need room below the limit (10,000 under the default one).
    if atom::count() + (atom::limit() / 16).min(10_000) > atom::limit() {
        return Err("atom table is full".into());
    }
    // Each function's variable use counts, for the code generator and the match contexts.
    let mut uses: Vec<_> = m
        .functions
        .iter()
        .map(triheap_ir::uses::var_use_counts)
        .collect();
    let mut g = ModGen {
        code: Vec::new(),
        lines: Vec::new(),
        line: 0,
        site_lines: m.sites.iter().map(|s| s.pos.line).collect(),
        labels: Vec::new(),
        bound_at_end: Vec::new(),
        functions: HashMap::new(),
        imports: Vec::new(),
        import_index: HashMap::new(),
        fun_index: HashMap::new(),
        fun_entries: Vec::new(),
        module_name: atom::atom(&m.name),
        shared_sites: m
            .sites
            .iter()
            .map(|s| s.placement == ir::Placement::Shared)
            .collect(),
        bifs,
        context_params: match_reuse::context_params(m, &uses),
    };
    for (i, f) in m.functions.iter().enumerate() {
        let l = g.new_label();
        g.functions.insert((f.name.clone(), f.arity), (i, l));
    }
    let mut infos = Vec::new();
    for (f, uses) in m.functions.iter().zip(uses.iter_mut()) {
        let (_, entry_label) = g.functions[&(f.name.clone(), f.arity)];
        let start = g.code.len() as u32;
        g.bind(entry_label);
        // Labels made from here on belong to this function; only they can point inside it
        // past its entry (so the peephole pass need not look at the whole module's labels).
        let own_labels = g.labels.len();
        expr::FnGen::compile_function(&mut g, f, std::mem::take(uses))?;
        let labels = &mut g.labels[own_labels..];
        peephole::optimize(&mut g.code, &mut g.lines, start as usize, labels);
        infos.push(FuncInfo {
            name: atom::atom(&f.name),
            arity: f.arity,
            entry: start,
            end: g.code.len() as u32,
        });
    }
    labels::resolve(&mut g.code, &g.labels);
    peephole::thread_jumps(&mut g.code);
    peephole::switch_lists(&mut g.code);
    peephole::skip_known_tuple_tests(&mut g.code);
    peephole::skip_known_list_tests(&mut g.code);
    known_bits::skip_known_binary_gets(&mut g.code);
    peephole::switch_tuples(&mut g.code);
    // Liveness first: the heap tests' lowered bounds leave `enter` fewer registers to clear.
    let mut saved = Vec::new();
    for f in &infos {
        let live = saved_live::saved_live(&g.code, &g.imports, f.entry as usize, f.end as usize);
        for (at, bound) in live.heap_tests {
            saved_live::set_heap_test_live(&mut g.code[at], bound);
        }
        saved.extend(live.calls);
    }
    for f in &infos {
        let (entry, end) = (f.entry as usize, f.end as usize);
        let (from, to) = frame_clear::clear_range(&g.code, entry, end);
        if let Instr::Enter {
            clear_from,
            clear_to,
            ..
        } = &mut g.code[entry]
        {
            (*clear_from, *clear_to) = (from, to);
        }
    }
    let lines = line_table(&g.lines);
    let file_loc = literal_term(&ir::Literal::Tuple(vec![
        ir::Literal::Atom("file".into()),
        string_literal(&m.file),
    ]))?;
    let mut exports = HashMap::new();
    let mut locals = HashMap::new();
    for (i, f) in infos.iter().enumerate() {
        locals.insert((f.name.atom_index(), f.arity), i as u32);
    }
    for (name, arity) in &m.exports {
        if let Some(&(i, _)) = g.functions.get(&(name.clone(), *arity)) {
            exports.insert((atom::atom(name).atom_index(), *arity), i as u32);
        }
    }
    // Fix fun entries' code addresses now that labels are resolved.
    for e in &mut g.fun_entries {
        if let FunTarget::Local { func, entry, .. } = &mut e.target {
            *entry = infos[*func as usize].entry;
        }
    }
    let funs: Vec<&'static FunEntry> = g
        .fun_entries
        .into_iter()
        .map(|e| &*Box::leak(Box::new(e)))
        .collect();
    let code_len = g.code.len();
    let module = Module {
        name: g.module_name,
        file: m.file.clone(),
        code: g.code,
        functions: infos,
        exports,
        locals,
        imports: g.imports,
        funs,
        lines,
        file_loc,
        saved_live: SavedLiveTable::new(code_len, saved),
        slot: crate::module_slots::reserve(),
    };
    // The interpreter relies on this check for its unchecked register and code accesses.
    crate::code_check::check_module(&module)?;
    let module: &'static Module = Box::leak(Box::new(module));
    crate::module_slots::register(module);
    for e in &module.funs {
        if let FunTarget::Local { module: cell, .. } = &e.target {
            let _ = cell.set(module);
        }
    }
    Ok(module)
}

/// The line of each instruction as `(pc, line)` runs: an entry where the line changes.
fn line_table(lines: &[u32]) -> Vec<(Label, u32)> {
    let mut table: Vec<(Label, u32)> = Vec::new();
    for (pc, &line) in lines.iter().enumerate() {
        if table.last().is_none_or(|&(_, l)| l != line) {
            table.push((pc as Label, line));
        }
    }
    table
}

/// A file name as an Erlang string (a list of character codes), as OTP shows it.
fn string_literal(s: &str) -> ir::Literal {
    s.chars().rev().fold(ir::Literal::Nil, |t, c| {
        ir::Literal::Cons(Box::new(ir::Literal::Int((c as u32).into())), Box::new(t))
    })
}
