//! The analysed program: one module, or several merged (seed 004 analyses `eddie_m` so), with
//! global numbers for functions and allocation sites.

use crate::value::Label;
use std::collections::HashMap;
use triheap_ir::ir::{Function, Module, Site, SiteId};

/// A function of the program: (module index, function index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FnRef {
    pub module: u32,
    pub index: u32,
}

pub struct Program<'a> {
    pub modules: &'a [Module],
    /// First label of each module's sites.
    site_base: Vec<Label>,
    /// First global function number of each module.
    fn_base: Vec<usize>,
    by_name: HashMap<(&'a str, &'a str, u32), FnRef>,
    module_index: HashMap<&'a str, u32>,
}

impl<'a> Program<'a> {
    pub fn new(modules: &'a [Module]) -> Program<'a> {
        let mut site_base = Vec::new();
        let mut fn_base = Vec::new();
        let (mut sites, mut fns) = (0u32, 0usize);
        let mut by_name = HashMap::new();
        let mut module_index = HashMap::new();
        for (mi, m) in modules.iter().enumerate() {
            site_base.push(sites);
            fn_base.push(fns);
            sites += m.sites.len() as u32;
            fns += m.functions.len();
            module_index.insert(m.name.as_str(), mi as u32);
            for (fi, f) in m.functions.iter().enumerate() {
                let r = FnRef {
                    module: mi as u32,
                    index: fi as u32,
                };
                by_name.insert((m.name.as_str(), f.name.as_str(), f.arity), r);
            }
        }
        Program {
            modules,
            site_base,
            fn_base,
            by_name,
            module_index,
        }
    }

    pub fn num_functions(&self) -> usize {
        self.modules.iter().map(|m| m.functions.len()).sum()
    }

    pub fn num_sites(&self) -> usize {
        self.modules.iter().map(|m| m.sites.len()).sum()
    }

    /// A dense number for `f`, for tables indexed by function.
    pub fn fn_number(&self, f: FnRef) -> usize {
        self.fn_base[f.module as usize] + f.index as usize
    }

    pub fn function(&self, f: FnRef) -> &'a Function {
        &self.modules[f.module as usize].functions[f.index as usize]
    }

    pub fn module_of(&self, f: FnRef) -> &'a Module {
        &self.modules[f.module as usize]
    }

    pub fn label(&self, module: u32, site: SiteId) -> Label {
        self.site_base[module as usize] + site.0
    }

    /// The module and site of a label (not [`crate::value::UNKNOWN`]).
    pub fn site_of(&self, l: Label) -> (u32, SiteId) {
        let m = self.site_base.partition_point(|&b| b <= l) - 1;
        (m as u32, SiteId(l - self.site_base[m]))
    }

    pub fn site(&self, l: Label) -> &'a Site {
        let (m, s) = self.site_of(l);
        &self.modules[m as usize].sites[s.0 as usize]
    }

    /// `module:name/arity`, when that module is part of the program.
    pub fn lookup(&self, module: &str, name: &str, arity: u32) -> Option<FnRef> {
        self.by_name.get(&(module, name, arity)).copied()
    }

    /// An exported `module:name/arity` of the program: what a remote call can reach.
    pub fn lookup_exported(&self, module: &str, name: &str, arity: u32) -> Option<FnRef> {
        let mi = *self.module_index.get(module)?;
        let m = &self.modules[mi as usize];
        if !m.exports.iter().any(|(n, a)| n == name && *a == arity) {
            return None;
        }
        self.lookup(module, name, arity)
    }

    pub fn contains_module(&self, module: &str) -> bool {
        self.module_index.contains_key(module)
    }

    /// Every function, in order.
    pub fn functions(&self) -> impl Iterator<Item = FnRef> + '_ {
        self.modules.iter().enumerate().flat_map(|(mi, m)| {
            (0..m.functions.len()).map(move |fi| FnRef {
                module: mi as u32,
                index: fi as u32,
            })
        })
    }

    /// `name/arity` of `f`, with its module when the program has several.
    pub fn fn_name(&self, f: FnRef) -> String {
        let func = self.function(f);
        if self.modules.len() > 1 {
            format!("{}:{}/{}", self.module_of(f).name, func.name, func.arity)
        } else {
            format!("{}/{}", func.name, func.arity)
        }
    }
}
