//! Built-in functions, registered by module, name and arity.
//!
//! A BIF receives the calling process and its arguments and returns a term or a [`Trap`]
//! (an exception, or a request the interpreter carries out, such as `apply`). BIFs allocate
//! only through `Heap::alloc`, which never collects, so they may hold terms freely; the
//! interpreter collects later at a safe point if they overflowed into heap fragments.
//!
//! Each file registers its BIFs in a `BIFS` table; [`lookup`] searches them all.

pub mod arith;
pub mod atoms;
pub mod binaries;
pub mod checksum;
pub mod compare;
pub mod crypto;
pub mod dict;
pub mod etf;
pub mod ets;
pub mod exceptions;
pub mod file;
pub mod file_io;
pub mod funs;
pub mod lists;
pub mod localtime;
pub mod maps;
pub mod math;
pub mod misc;
pub mod numconv;
pub mod os;
pub mod os_cmd;
pub mod phash;
pub mod ports;
pub mod procs;
pub mod re;
pub mod readbuf;
pub mod stdio;
pub mod term_size;
#[cfg(test)]
pub(crate) mod test_support;
pub mod time;
pub mod triheap_stats;
pub mod tuples;
pub mod types;
pub mod zlib;

use crate::ctx::Ctx;
use crate::exception::BifResult;
use crate::process::Process;
use crate::term::Term;
use std::collections::HashMap;
use std::sync::OnceLock;

pub type BifFn = fn(&mut Ctx, &mut Process, &[Term]) -> BifResult;

/// One table entry: module, function, arity, implementation.
pub type BifEntry = (&'static str, &'static str, u32, BifFn);

fn tables() -> Vec<&'static [BifEntry]> {
    vec![
        arith::BIFS,
        atoms::BIFS,
        binaries::BIFS,
        checksum::BIFS,
        compare::BIFS,
        crypto::BIFS,
        dict::BIFS,
        etf::BIFS,
        ets::BIFS,
        exceptions::BIFS,
        file::BIFS,
        file_io::BIFS,
        funs::BIFS,
        lists::BIFS,
        localtime::BIFS,
        maps::BIFS,
        math::BIFS,
        misc::BIFS,
        numconv::BIFS,
        phash::BIFS,
        ports::BIFS,
        procs::BIFS,
        re::BIFS,
        stdio::BIFS,
        term_size::BIFS,
        os::BIFS,
        os_cmd::BIFS,
        time::BIFS,
        triheap_stats::BIFS,
        tuples::BIFS,
        types::BIFS,
        zlib::BIFS,
    ]
}

type Registry = HashMap<(&'static str, &'static str, u32), BifFn>;

fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| {
        let mut m = HashMap::new();
        for t in tables() {
            for &(module, name, arity, f) in t {
                m.insert((module, name, arity), f);
            }
        }
        m
    })
}

/// The BIF `module:name/arity`, if there is one.
pub fn lookup(module: &str, name: &str, arity: u32) -> Option<BifFn> {
    registry().get(&(module, name, arity)).copied()
}

/// Whether a module has any BIFs (modules that exist only natively, like `erlang` and `math`).
pub fn is_native_module(module: &str) -> bool {
    registry().keys().any(|&(m, _, _)| m == module)
}

/// The modules that have BIFs, each once, sorted.
pub fn native_modules() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = registry().keys().map(|&(m, _, _)| m).collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// The name of a BIF implementation (for the disassembler).
pub fn name_of(f: BifFn) -> Option<(&'static str, &'static str, u32)> {
    registry()
        .iter()
        .find(|(_, &g)| std::ptr::fn_addr_eq(g, f))
        .map(|(&k, _)| k)
}
