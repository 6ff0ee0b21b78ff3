//! The layering of `crates/vm`, checked on its sources (see docs/architecture.md, "Layers"):
//!
//! 1. terms and raw memory (`term`, `heap`, `build`, `copy`, ...) import nothing above them;
//! 2. the collectors (`gc`, `verify`) import only the first layer;
//! 3. the memory architectures (`arch/`) import neither the interpreter, the BIFs, the
//!    scheduler, the runtime context nor the runtime: those call them through one trait;
//! 4. the compiler (`compile/`) does not import the BIFs: it is given a lookup;
//! 5. the architecture kind is matched only where the runtime is made (`arch/mod.rs`), and no
//!    `thread_local!` holds runtime state (the few per-thread caches and counters are listed).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const MEMORY: &[&str] = &[
    "term",
    "atom",
    "literal",
    "heap",
    "binary",
    "bignum",
    "build",
    "copy",
    "order",
    "map",
    "term_hash",
    "exception",
    "stdout",
    "options",
];
const COLLECTORS: &[&str] = &["gc", "verify"];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The top-level module a source file belongs to (`arch/hybrid/send.rs` → `arch`).
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

/// The file without its unit tests (imports there do not make layers).
fn non_test_text(file: &Path) -> String {
    let name = file.file_name().unwrap().to_string_lossy();
    if name.ends_with("tests.rs") || name == "test_support.rs" {
        return String::new();
    }
    let text = std::fs::read_to_string(file).unwrap();
    match text.find("#[cfg(test)]") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// The top-level modules a text names as `crate::m` or in `use crate::{m, ...}`.
fn imports(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + 7..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for part in group[..end].split(',') {
                let name: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                out.insert(name);
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.insert(name);
        }
    }
    out
}

fn all_files() -> (PathBuf, Vec<PathBuf>) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    files.sort();
    (src, files)
}

#[test]
fn lower_layers_import_nothing_above_them() {
    let (src, files) = all_files();
    let mut wrong = Vec::new();
    for f in &files {
        let m = module_of(&src, f);
        let allowed: Vec<&str> = if MEMORY.contains(&m.as_str()) {
            MEMORY.to_vec()
        } else if COLLECTORS.contains(&m.as_str()) {
            MEMORY.iter().chain(COLLECTORS).copied().collect()
        } else {
            continue;
        };
        for i in imports(&non_test_text(f)) {
            if i != m && !allowed.contains(&i.as_str()) {
                wrong.push(format!("{} imports crate::{i}", f.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
}

#[test]
fn architectures_sit_below_the_interpreter_and_the_scheduler() {
    let (src, files) = all_files();
    let above = ["interp", "bif", "sched", "ctx", "runtime", "vm", "compile"];
    let mut wrong = Vec::new();
    for f in files.iter().filter(|f| module_of(&src, f) == "arch") {
        for i in imports(&non_test_text(f)) {
            if above.contains(&i.as_str()) {
                wrong.push(format!("{} imports crate::{i}", f.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "arch/ reaches up:\n{}", wrong.join("\n"));
}

#[test]
fn the_compiler_is_given_the_bifs() {
    let (src, files) = all_files();
    for f in files.iter().filter(|f| module_of(&src, f) == "compile") {
        let text = non_test_text(f);
        assert!(
            !imports(&text).contains("bif"),
            "{} imports crate::bif",
            f.display()
        );
    }
}

#[test]
fn the_architecture_is_matched_in_one_place() {
    let (src, files) = all_files();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().to_string();
        if rel == "arch/mod.rs" || rel == "options.rs" {
            continue;
        }
        let text = non_test_text(f);
        for v in ["Arch::Private", "Arch::Shared", "Arch::Hybrid"] {
            let uses = text.matches(v).count();
            // An architecture names its own kind once, in `Architecture::kind`.
            let own = rel.starts_with("arch/") && rel.ends_with("/mod.rs");
            assert!(
                uses == 0 || (own && uses == 1),
                "{rel} names {v} outside the place the runtime is made"
            );
        }
    }
}

#[test]
fn no_thread_local_holds_runtime_state() {
    // Each of these says at its declaration why it is per thread: a cache or a counter.
    let allowed = ["stats/counters.rs", "dispatch_stats.rs"];
    let (src, files) = all_files();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().to_string();
        let text = non_test_text(f);
        if text.contains("thread_local!") {
            assert!(allowed.contains(&rel.as_str()), "{rel} has a thread_local!");
        }
    }
}
