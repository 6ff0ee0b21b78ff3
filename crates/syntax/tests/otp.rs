//! Parses Erlang/OTP's own sources when they are installed (Debian: `erlang-src`), as a
//! robustness test on real code. Skips when they are not present.

use std::path::{Path, PathBuf};

/// Directories holding OTP's `.erl` sources: `$OTP_SRC_ROOT` or the usual install roots.
fn otp_lib_roots() -> Vec<PathBuf> {
    let mut roots = Vec::new();
    if let Ok(r) = std::env::var("OTP_SRC_ROOT") {
        roots.push(PathBuf::from(r));
    }
    roots.push(PathBuf::from("/usr/lib/erlang/lib"));
    roots.push(PathBuf::from("/usr/local/lib/erlang/lib"));
    roots.into_iter().filter(|r| r.is_dir()).collect()
}

/// `<root>/<app>-<vsn>/src/<name>` for the first root that has it.
fn find_src(app: &str, name: &str) -> Option<PathBuf> {
    for root in otp_lib_roots() {
        let Ok(entries) = std::fs::read_dir(&root) else {
            continue;
        };
        for e in entries.flatten() {
            let dir = e.path();
            let dname = e.file_name().to_string_lossy().into_owned();
            if dname == app || dname.starts_with(&format!("{app}-")) {
                let p = dir.join("src").join(name);
                if p.is_file() {
                    return Some(p);
                }
            }
        }
    }
    None
}

fn all_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            all_sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "erl") {
            out.push(p);
        }
    }
}

#[test]
fn parses_selected_otp_modules() {
    let wanted = [
        ("stdlib", "lists.erl"),
        ("stdlib", "io_lib_format.erl"),
        ("stdlib", "string.erl"),
        ("stdlib", "gb_trees.erl"),
        ("stdlib", "queue.erl"),
        ("stdlib", "dict.erl"),
        ("stdlib", "sets.erl"),
        ("stdlib", "maps.erl"),
        ("stdlib", "erl_scan.erl"),
        ("stdlib", "epp.erl"),
        ("stdlib", "array.erl"),
        ("stdlib", "erl_lint.erl"),
        ("stdlib", "erl_pp.erl"),
        ("stdlib", "proplists.erl"),
        ("kernel", "file.erl"),
    ];
    let mut found = 0;
    for (app, name) in wanted {
        let Some(path) = find_src(app, name) else {
            continue;
        };
        found += 1;
        let m = triheap_syntax::parse_file(&path).unwrap_or_else(|d| panic!("{d}"));
        assert_eq!(format!("{}.erl", m.name), name);
        assert!(!m.functions.is_empty(), "{name}: no functions");
    }
    if found == 0 {
        eprintln!("OTP sources not installed; skipping");
    }
}

/// Every OTP source file: run with `cargo test -p triheap-syntax -- --ignored` to see how
/// many fail (some need include paths or newer syntax).
#[test]
#[ignore]
fn parses_all_otp_modules() {
    let mut files = Vec::new();
    for root in otp_lib_roots() {
        all_sources(&root, &mut files);
    }
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        if let Err(d) = triheap_syntax::parse_file(f) {
            failures.push(d.to_string());
        }
    }
    for d in &failures {
        eprintln!("{d}");
    }
    eprintln!("{} of {} files failed", failures.len(), files.len());
    assert!(
        failures.len() * 20 < files.len().max(1),
        "too many failures"
    );
}
