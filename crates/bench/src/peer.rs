//! Peers: other systems (Erlang/OTP's `erl`) run on the same `.erl` files.
//!
//! Before the runs, each peer a plan uses is checked once: its command's program must exist
//! (a suite that names `erl` on a machine without Erlang/OTP skips those configurations with a
//! message rather than failing every run), and its `setup` (by default `erlc -o {dir} {file}`
//! when the command uses `{dir}`) is run once per program, outside any measurement.

use crate::machine::find_program;
use crate::plan::{Plan, Runner};
use crate::suite::{Program, Suite};
use crate::template::{display_command, Template, Values, Var};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The placeholder values of a program's runs (`{args}` from the argument set).
pub fn values(program: &Program, args: &[String], triheap: &Path, dir: Option<&Path>) -> Values {
    let mut v = Values::new(args)
        .set(Var::File, program.file.display().to_string())
        .set(
            Var::SrcDir,
            program
                .file
                .parent()
                .map_or(".".into(), |d| d.display().to_string()),
        )
        .set(Var::Module, program.module.clone())
        .set(Var::Name, program.name.clone())
        .set(Var::Triheap, triheap.display().to_string());
    if let Some(d) = dir {
        v = v.set(Var::Dir, d.display().to_string());
    }
    v
}

/// Where a peer's setup puts a program's compiled code.
pub fn build_dir(out: &Path, peer: &str, program_index: usize, program: &Program) -> PathBuf {
    out.join("peers")
        .join(peer)
        .join(format!("{}-{}", program_index + 1, program.module))
}

/// Why a template's program cannot run here, if it cannot.
fn missing(t: &Template) -> Option<String> {
    let prog = t.program()?;
    find_program(&prog).is_none().then(|| {
        if prog.contains('/') {
            format!("`{prog}` does not exist or is not executable")
        } else {
            format!("`{prog}` not found on PATH")
        }
    })
}

/// For each (peer, program) the plan uses: the directory its setup filled, or why the peer
/// cannot run that program. `warn` receives one message per problem.
pub fn prepare(
    suite: &Suite,
    plan: &Plan,
    out: &Path,
    triheap: &Path,
    warn: &mut dyn FnMut(String),
) -> HashMap<(usize, usize), Result<Option<PathBuf>, String>> {
    let mut result = HashMap::new();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for c in &plan.cases {
        for r in &c.runners {
            if let Runner::Peer(i) = r {
                if !pairs.contains(&(*i, c.program)) {
                    pairs.push((*i, c.program));
                }
            }
        }
    }
    let mut peer_problem: HashMap<usize, Option<String>> = HashMap::new();
    for (pi, prog_i) in pairs {
        let peer = &suite.peers[pi];
        let problem = peer_problem.entry(pi).or_insert_with(|| {
            let why = missing(&peer.command)
                .or_else(|| peer.setup.as_ref().and_then(missing))
                .map(|w| {
                    let hint = if peer.command.program().as_deref() == Some("erl") {
                        " (is Erlang/OTP installed?)"
                    } else {
                        ""
                    };
                    format!("{w}{hint}")
                });
            if let Some(w) = &why {
                warn(format!(
                    "peer `{}`: {w}; skipping its configurations",
                    peer.name
                ));
            }
            why
        });
        if let Some(w) = problem {
            result.insert((pi, prog_i), Err(w.clone()));
            continue;
        }
        let program = &suite.programs[prog_i];
        let Some(setup) = &peer.setup else {
            result.insert((pi, prog_i), Ok(None));
            continue;
        };
        let dir = build_dir(out, &peer.name, prog_i, program);
        let r = run_setup(setup, &values(program, &[], triheap, Some(&dir)), &dir);
        if let Err(e) = &r {
            warn(format!(
                "peer `{}`: setup for `{}` failed, skipping it: {e}",
                peer.name, program.name
            ));
        }
        result.insert((pi, prog_i), r.map(|()| Some(dir)));
    }
    result
}

fn run_setup(setup: &Template, values: &Values, dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let words = setup.expand(values).map_err(|e| e.to_string())?;
    let out = Command::new(&words[0])
        .args(&words[1..])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("`{}`: {e}", display_command(&words)))?;
    if out.status.success() {
        return Ok(());
    }
    let mut msg = String::from_utf8_lossy(&out.stderr).trim().to_string();
    if msg.is_empty() {
        msg = String::from_utf8_lossy(&out.stdout).trim().to_string();
    }
    Err(format!(
        "`{}` exited with {}{}",
        display_command(&words),
        out.status,
        if msg.is_empty() {
            String::new()
        } else {
            format!(": {}", crate::record::tail(&msg, 500))
        }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::{plan, Filter};
    use crate::suite::parse;

    fn setup_suite(peers: &str) -> (Suite, PathBuf) {
        let dir = std::env::temp_dir().join(format!(
            "triheap-bench-peer-{}-{}",
            std::process::id(),
            peers.len()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("a.erl"), "").unwrap();
        let s = parse(
            &dir.join("s.toml"),
            &format!("{peers}\n[[program]]\nfile = \"a.erl\"\nargs = [\"1\", \"2\"]\n"),
        )
        .unwrap();
        (s, dir)
    }

    #[test]
    fn missing_peer_programs_skip_with_one_message() {
        let (s, dir) = setup_suite(
            "[peers]\nerl = \"triheap-bench-no-such-erl -noshell {args}\"\n\
             ok = \"sh -c true\"\n",
        );
        let p = plan(&s, &Filter::default());
        let mut warnings = Vec::new();
        let r = prepare(&s, &p, &dir.join("out"), Path::new("/x"), &mut |w| {
            warnings.push(w)
        });
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(warnings[0].contains("`triheap-bench-no-such-erl` not found on PATH"));
        assert!(r[&(0, 0)].is_err());
        assert_eq!(r[&(1, 0)], Ok(None));
    }

    #[test]
    fn setup_runs_once_per_program_and_reports_failure() {
        let (s, dir) = setup_suite(
            r#"[peers]
good = { command = 'sh {dir}/run', setup = 'sh -c "echo {module} > {dir}/run"' }
bad = { command = "true", setup = "sh -c 'echo broken >&2; exit 4'" }
"#,
        );
        let p = plan(&s, &Filter::default());
        let mut warnings = Vec::new();
        let out = dir.join("out");
        let r = prepare(&s, &p, &out, Path::new("/x"), &mut |w| warnings.push(w));
        let d = r[&(0, 0)].clone().unwrap().unwrap();
        assert_eq!(std::fs::read_to_string(d.join("run")).unwrap(), "a\n");
        let e = r[&(1, 0)].clone().unwrap_err();
        assert!(e.contains("exit status: 4") && e.contains("broken"), "{e}");
        assert_eq!(warnings.len(), 1, "{warnings:?}");
    }
}
