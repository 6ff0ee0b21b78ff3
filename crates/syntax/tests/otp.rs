//! Parses Erlang/OTP's own sources when they are installed (Debian: `erlang-src`), as a
//! robustness test on real code. Skips when they are not present.

use std::path::{Path, PathBuf};
use std::process::Command;
use triheap_syntax::ast::{Clause, Expr, ExprKind, Qualifier};

fn clause(out: &mut Vec<String>, c: &Clause, catch: bool) {
    if catch {
        out.push("tuple".into());
    }
    c.pats.iter().for_each(|e| walk(out, e));
    c.guards.iter().flatten().for_each(|e| walk(out, e));
    c.body.iter().for_each(|e| walk(out, e));
}

fn walk(out: &mut Vec<String>, e: &Expr) {
    let mut tag = |t: &str| out.push(t.to_string());
    match &e.kind {
        ExprKind::Integer(_) => tag("integer"),
        ExprKind::Float(_) => tag("float"),
        ExprKind::Atom(a) => tag(&format!("atom:{a}")),
        ExprKind::String(_) => tag("string"),
        ExprKind::Var(v) => tag(&format!("var:{v}")),
        ExprKind::Nil => tag("nil"),
        ExprKind::Cons(h, t) => {
            tag("cons");
            walk(out, h);
            walk(out, t);
        }
        ExprKind::Tuple(es) => {
            tag("tuple");
            es.iter().for_each(|e| walk(out, e));
        }
        ExprKind::Block(es) => {
            tag("block");
            es.iter().for_each(|e| walk(out, e));
        }
        ExprKind::Match(a, b) => {
            tag("match");
            walk(out, a);
            walk(out, b);
        }
        ExprKind::BinOp(op, a, b) => {
            tag(&format!("op{op}"));
            walk(out, a);
            walk(out, b);
        }
        ExprKind::Remote(a, b) => {
            tag("remote");
            walk(out, a);
            walk(out, b);
        }
        ExprKind::UnOp(op, a) => {
            tag(&format!("op{op}"));
            walk(out, a);
        }
        ExprKind::Catch(a) => {
            tag("catch");
            walk(out, a);
        }
        ExprKind::Call(f, args) => {
            tag("call");
            walk(out, f);
            args.iter().for_each(|e| walk(out, e));
        }
        ExprKind::FunRef(..) => tag("fun"),
        ExprKind::FunRemote(m, f, a) => {
            tag("fun");
            walk(out, m);
            walk(out, f);
            walk(out, a);
        }
        ExprKind::Fun(name, cs) => {
            tag(if name.is_some() { "named_fun" } else { "fun" });
            cs.iter().for_each(|c| clause(out, c, false));
        }
        ExprKind::If(cs) => {
            tag("if");
            cs.iter().for_each(|c| clause(out, c, false));
        }
        ExprKind::Case(x, cs) => {
            tag("case");
            walk(out, x);
            cs.iter().for_each(|c| clause(out, c, false));
        }
        ExprKind::Receive(cs, after) => {
            tag("receive");
            cs.iter().for_each(|c| clause(out, c, false));
            if let Some((t, b)) = after {
                walk(out, t);
                b.iter().for_each(|e| walk(out, e));
            }
        }
        ExprKind::Try {
            body,
            of_clauses,
            catch_clauses,
            after,
        } => {
            tag("try");
            body.iter().for_each(|e| walk(out, e));
            of_clauses.iter().for_each(|c| clause(out, c, false));
            catch_clauses.iter().for_each(|c| clause(out, c, true));
            after.iter().for_each(|e| walk(out, e));
        }
        ExprKind::ListComp(x, qs) | ExprKind::BinComp(x, qs) => {
            tag(if matches!(e.kind, ExprKind::ListComp(..)) {
                "lc"
            } else {
                "bc"
            });
            walk(out, x);
            for q in qs {
                match q {
                    Qualifier::Generator(p, e) | Qualifier::BinGenerator(p, e) => {
                        walk(out, p);
                        walk(out, e);
                    }
                    Qualifier::Filter(e) => walk(out, e),
                }
            }
        }
        ExprKind::Record(_, fs) => {
            tag("record");
            fields(out, fs);
        }
        ExprKind::RecordUpdate(x, _, fs) => {
            tag("record");
            walk(out, x);
            fields(out, fs);
        }
        ExprKind::RecordField(x, _, f) => {
            tag("record_field");
            walk(out, x);
            out.push(format!("atom:{f}"));
        }
        ExprKind::RecordIndex(_, f) => {
            tag("record_index");
            out.push(format!("atom:{f}"));
        }
        ExprKind::Binary(els) => {
            tag("bin");
            for b in els {
                walk(out, &b.value);
                if let Some(s) = &b.size {
                    walk(out, s);
                }
            }
        }
        ExprKind::Map(assocs) | ExprKind::MapUpdate(_, assocs) => {
            tag("map");
            if let ExprKind::MapUpdate(x, _) = &e.kind {
                walk(out, x);
            }
            for a in assocs {
                walk(out, &a.key);
                walk(out, &a.value);
            }
        }
    }
}

fn fields(out: &mut Vec<String>, fs: &[(String, Expr)]) {
    for (name, e) in fs {
        out.push("record_field".into());
        out.push(if name == "_" {
            "var:_".into()
        } else {
            format!("atom:{name}")
        });
        walk(out, e);
    }
}

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
            // Headers of some applications are not part of the source package, and a few
            // modules use macros defined on the build command line.
            let m = &d.message;
            if !m.starts_with("can't find include") && !m.starts_with("undefined macro") {
                failures.push(d.to_string());
            }
        }
    }
    for d in &failures {
        eprintln!("{d}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} files failed",
        failures.len(),
        files.len()
    );
}

/// The shape of every function: `file name/arity` and the pre-order node sequence.
fn shapes(path: &Path) -> Option<Vec<String>> {
    let m = triheap_syntax::parse_file(path).ok()?;
    let file = path.display();
    Some(
        m.functions
            .iter()
            .map(|f| {
                let mut out = Vec::new();
                f.clauses.iter().for_each(|c| clause(&mut out, c, false));
                format!("{file} {}/{} {}", f.name, f.arity, out.join(" "))
            })
            .collect(),
    )
}

/// Compares the tree shape (pre-order node kinds, operators, atom and variable names) of
/// every function with what OTP's own `epp` + `erl_parse` produce, via
/// `tests/erl_parse_shape.escript`. Needs `escript` and the OTP sources; ignored by default
/// because starting the Erlang VM is slow.
#[test]
#[ignore]
fn shapes_match_erl_parse() {
    let mut files = Vec::new();
    for root in otp_lib_roots() {
        all_sources(&root, &mut files);
    }
    files.sort();
    if files.is_empty() {
        eprintln!("OTP sources not installed; skipping");
        return;
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/erl_parse_shape.escript");
    let Ok(out) = Command::new("escript").arg(&script).args(&files).output() else {
        eprintln!("escript not available; skipping");
        return;
    };
    let erl = String::from_utf8_lossy(&out.stdout);
    let mut compared = 0;
    let mut mismatches = Vec::new();
    let mut erl_by_file: std::collections::BTreeMap<&str, Vec<&str>> = Default::default();
    for line in erl.lines() {
        let file = line.split(' ').next().unwrap_or_default();
        erl_by_file.entry(file).or_default().push(line);
    }
    for f in &files {
        let key = f.to_string_lossy();
        let Some(expected) = erl_by_file.get(key.as_ref()) else {
            continue;
        };
        if expected.iter().any(|l| l.ends_with(" ERROR")) {
            continue;
        }
        compared += 1;
        match shapes(f) {
            None => mismatches.push(format!("{key}: we fail to parse it")),
            Some(ours) => {
                for (e, o) in expected.iter().zip(&ours) {
                    if *e != o.as_str() {
                        mismatches.push(format!("{key}: shapes differ\n  erl:  {e}\n  ours: {o}"));
                        break;
                    }
                }
                if expected.len() != ours.len() {
                    mismatches.push(format!("{key}: function count differs"));
                }
            }
        }
    }
    eprintln!("compared {compared} files");
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
