//! BIFs about funs and modules: `erlang:make_fun/3`, `erlang:fun_info/2`,
//! `erlang:get_module_info/1,2` (behind `Module:module_info/0,1`), `module_loaded/1` and
//! `loaded/0` (a module is loaded once its source is, and a native one, like `erlang` or
//! `math`, always: it is part of the runtime as Erlang/OTP's preloaded modules are).

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::code::{FunEntry, FunTarget};
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::interp::fun_entry;
use crate::process::Process;
use crate::term::{FunSortKey, Term};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The (immortal) entry for `fun M:F/A`, made once per distinct M:F/A.
type ExportFuns = Mutex<HashMap<(u64, u64, u32), &'static FunEntry>>;

fn export_entry(m: Term, f: Term, arity: u32) -> &'static FunEntry {
    static CACHE: OnceLock<ExportFuns> = OnceLock::new();
    let mut c = CACHE
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap();
    c.entry((m.raw(), f.raw(), arity)).or_insert_with(|| {
        Box::leak(Box::new(FunEntry {
            key: FunSortKey {
                external: true,
                index_or_arity: arity,
                module: m,
                function: f,
            },
            target: FunTarget::Export {
                module: m,
                function: f,
            },
            arity,
            module_name: m,
            name: f,
            index: 0,
        }))
    })
}

fn make_fun(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    make_export_fun(p, a)
}

/// `erlang:make_fun(M, F, A)` on `p`'s heap (also for the external term format's decoder).
pub fn make_export_fun(p: &mut Process, a: &[Term]) -> BifResult {
    let (m, f, n) = (a[0], a[1], a[2]);
    if !m.is_atom() || !f.is_atom() || !n.is_small() || !(0..=255).contains(&n.small_val()) {
        return Err(badarg());
    }
    let e = export_entry(m, f, n.small_val() as u32);
    Ok(crate::code::make_fun(&mut p.heap, e, &[]))
}

fn fun_info(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (f, item) = (a[0], a[1]);
    if !f.is_fun() || !item.is_atom() {
        return Err(badarg());
    }
    let e = fun_entry(f);
    let value = match atom::name(item) {
        "arity" => Term::small(e.arity as i64),
        "module" => e.module_name,
        "name" => e.name,
        "type" => match e.target {
            FunTarget::Local { .. } => atom::atom("local"),
            FunTarget::Export { .. } => atom::atom("external"),
        },
        "env" => {
            let env: Vec<Term> = (2..=f.boxed_size()).map(|i| f.boxed_term(i)).collect();
            build::list(&mut p.heap, &env)
        }
        "index" => Term::small(e.index as i64),
        _ => return Err(badarg()),
    };
    Ok(build::tuple(&mut p.heap, &[item, value]))
}

fn module_exports(p: &mut Process, m: Term) -> Result<Term, crate::exception::Trap> {
    let module = crate::vm::loaded_module(m).ok_or_else(badarg)?;
    let mut items = Vec::new();
    for f in &module.functions {
        if module.exported(f.name, f.arity).is_some() {
            items.push(build::tuple(
                &mut p.heap,
                &[f.name, Term::small(f.arity as i64)],
            ));
        }
    }
    Ok(build::list(&mut p.heap, &items))
}

fn get_module_info2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (m, item) = (a[0], a[1]);
    if !m.is_atom() || !item.is_atom() {
        return Err(badarg());
    }
    match atom::name(item) {
        "module" => Ok(m),
        "exports" => module_exports(p, m),
        "functions" => {
            let module = crate::vm::loaded_module(m).ok_or_else(badarg)?;
            let mut items = Vec::new();
            for f in &module.functions {
                if !atom::name(f.name).starts_with('-') {
                    items.push(build::tuple(
                        &mut p.heap,
                        &[f.name, Term::small(f.arity as i64)],
                    ));
                }
            }
            Ok(build::list(&mut p.heap, &items))
        }
        "attributes" | "compile" => Ok(Term::NIL),
        "md5" => Ok(crate::binary::make_binary(&mut p.heap, &[0; 16])),
        _ => Err(badarg()),
    }
}

fn get_module_info1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let m = a[0];
    let mut items = Vec::new();
    for key in ["module", "exports", "attributes", "compile", "md5"] {
        let k = atom::atom(key);
        let v = get_module_info2(cx, p, &[m, k])?;
        items.push(build::tuple(&mut p.heap, &[k, v]));
    }
    Ok(build::list(&mut p.heap, &items))
}

/// True only for loaded modules, as in Erlang/OTP.
fn function_exported(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (m, f, n) = (a[0], a[1], a[2]);
    if !m.is_atom() || !f.is_atom() || !n.is_small() {
        return Err(badarg());
    }
    let native = crate::bif::lookup(atom::name(m), atom::name(f), n.small_val() as u32).is_some();
    let exported = crate::vm::loaded_module(m)
        .is_some_and(|module| module.exported(f, n.small_val() as u32).is_some());
    Ok(atom::boolean(native || exported))
}

/// Whether `m` is a native module (with BIFs) or a loaded one.
fn is_loaded(m: Term) -> bool {
    crate::vm::loaded_module(m).is_some() || crate::bif::is_native_module(atom::name(m))
}

fn module_loaded(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_atom() {
        return Err(badarg());
    }
    Ok(atom::boolean(is_loaded(a[0])))
}

/// The loaded modules and the native ones, each once.
fn loaded(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let mut mods = crate::vm::loaded_modules();
    for name in crate::bif::native_modules() {
        let m = atom::atom(name);
        if !mods.contains(&m) {
            mods.push(m);
        }
    }
    Ok(build::list(&mut p.heap, &mods))
}

pub const BIFS: &[BifEntry] = &[
    ("erlang", "module_loaded", 1, module_loaded),
    ("erlang", "loaded", 0, loaded),
    ("erlang", "function_exported", 3, function_exported),
    ("erlang", "make_fun", 3, make_fun),
    ("erlang", "fun_info", 2, fun_info),
    ("erlang", "get_module_info", 1, get_module_info1),
    ("erlang", "get_module_info", 2, get_module_info2),
];
