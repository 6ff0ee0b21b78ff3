//! The analysis as text: `triheap analyze` (one line per site, `file:line:col: ...`, in the
//! spirit of Go's `-gcflags=-m`) and `triheap dump --analysis` (the stage's dump, by site id).

use crate::verdict::{site_pos, Analysis};
use std::fmt::Write;

/// One line per allocation site and per send, in source order; `all` includes local sites.
pub fn lines(a: &Analysis, all: bool) -> String {
    let mut rows: Vec<(String, u32, u32, String)> = Vec::new();
    for s in &a.sites {
        if s.line == 0 || (!all && !s.shared && !s.reason.starts_with("reaches")) {
            continue;
        }
        let mut text = format!(
            "{} {}: {}",
            s.kind,
            if s.shared { "shared" } else { "local" },
            s.reason
        );
        if !s.copies.is_empty() {
            let _ = write!(text, "; copies {}", s.copies.join(", "));
        }
        rows.push((s.file.clone(), s.line, s.col, text));
    }
    for s in &a.sends {
        let verdict = if s.in_area { "no copy" } else { "copy" };
        rows.push((
            s.file.clone(),
            s.line,
            s.col,
            format!("{} in {}: {verdict}, {}", s.kind, s.function, s.reason),
        ));
    }
    rows.sort();
    let mut out = String::new();
    for (file, line, col, text) in rows {
        let _ = writeln!(out, "{file}:{line}:{col}: {text}");
    }
    out
}

/// The stage's text dump: every site of every module by id, then every send.
pub fn dump(a: &Analysis) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "analysis {}, depth {}", a.mode.name(), a.depth);
    let mut module = "";
    for s in &a.sites {
        if s.module != module {
            module = &s.module;
            let _ = writeln!(out, "\nmodule '{module}'");
        }
        let p = site_pos(s);
        let _ = write!(
            out,
            "  {}#{}@{}:{} {}",
            s.kind,
            s.site,
            p.line,
            p.col,
            if s.shared { "shared" } else { "local" }
        );
        if !s.function.is_empty() {
            let _ = write!(out, " in {}", s.function);
        }
        let _ = writeln!(out, ": {}", s.reason);
        for c in &s.copies {
            let _ = writeln!(out, "      copy {c}");
        }
    }
    if !a.sends.is_empty() {
        out.push('\n');
    }
    for s in &a.sends {
        let _ = writeln!(
            out,
            "  {}@{}:{} in {}: {}, {}",
            s.kind,
            s.line,
            s.col,
            s.function,
            if s.in_area { "no copy" } else { "copy" },
            s.reason
        );
    }
    out
}
