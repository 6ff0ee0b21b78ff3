//! Suite files: the TOML format (see `bench/README.md`), its validation, and error messages
//! that point at `file:line:col`.
//!
//! Parsing has two steps: serde reads the document into `Raw*` structs (shape and types, with
//! the `toml` crate's positions for its own errors), then `resolve` checks what serde cannot
//! (known architectures, defined peers, files that exist, sane numbers) and builds the `Suite`
//! the rest of the harness uses. Values that `resolve` may reject are read as `Spanned` so the
//! message can name their position.

use crate::template::{Template, Values, Var};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::Duration;
use toml::Spanned;

/// The memory architectures `triheap run --heap` knows or will know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arch {
    Private,
    Shared,
    Hybrid,
}

impl Arch {
    pub const ALL: [Arch; 3] = [Arch::Private, Arch::Shared, Arch::Hybrid];

    pub fn name(self) -> &'static str {
        match self {
            Arch::Private => "private",
            Arch::Shared => "shared",
            Arch::Hybrid => "hybrid",
        }
    }

    pub fn from_name(s: &str) -> Option<Arch> {
        Arch::ALL.into_iter().find(|a| a.name() == s)
    }
}

/// A validated suite.
#[derive(Debug)]
pub struct Suite {
    pub path: PathBuf,
    pub name: String,
    pub repetitions: u32,
    pub warmup: u32,
    pub stats_json: bool,
    pub timeout: Duration,
    pub compare_outputs: bool,
    /// Extra words after `triheap run` (e.g. `--gc-stress`), before `--heap`.
    pub triheap_flags: Vec<String>,
    pub peers: Vec<Peer>,
    /// Index into `peers` of the peer that ratios are computed against.
    pub reference: Option<usize>,
    pub programs: Vec<Program>,
}

impl Suite {
    /// The label of the case that measures start-up alone (`startup = true`), if any.
    pub fn startup_case(&self) -> Option<String> {
        let p = self.programs.iter().find(|p| p.startup)?;
        Some(crate::plan::case_label(&p.name, &p.cases[0].args))
    }
}

#[derive(Debug)]
pub struct Peer {
    pub name: String,
    pub command: Template,
    /// Run once per program before its runs, e.g. to compile it with `erlc`.
    pub setup: Option<Template>,
    /// Prints the peer's version for the report.
    pub version: Option<Template>,
}

#[derive(Debug)]
pub struct Program {
    /// The label in tables: the module name unless the suite says otherwise.
    pub name: String,
    pub file: PathBuf,
    pub module: String,
    pub cases: Vec<Case>,
    pub archs: Vec<Arch>,
    /// Indices into `Suite::peers`.
    pub peers: Vec<usize>,
    pub timeout: Duration,
    /// Measures start-up and shutdown only (an empty program): the report subtracts its
    /// median from every other case's, per configuration, for ratios net of start-up.
    pub startup: bool,
}

/// One argument set of a program.
#[derive(Debug)]
pub struct Case {
    pub args: Vec<String>,
    pub expected: Option<PathBuf>,
    /// A rough time per run in seconds, for `--dry-run`.
    pub estimate: Option<f64>,
}

/// A suite that cannot be used, with where the problem is.
#[derive(Debug, PartialEq)]
pub struct SuiteError {
    pub path: PathBuf,
    /// 1-based line and column, when the problem has a position.
    pub pos: Option<(usize, usize)>,
    pub message: String,
}

impl fmt::Display for SuiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some((line, col)) => {
                write!(f, "{}:{line}:{col}: {}", self.path.display(), self.message)
            }
            None => write!(f, "{}: {}", self.path.display(), self.message),
        }
    }
}

impl std::error::Error for SuiteError {}

/// `base/rel` with `.` and `..` resolved lexically, so reports show `bench/seeds/procs.erl`
/// rather than `bench/suites/../seeds/procs.erl`.
pub fn join_clean(base: &Path, rel: &str) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in base.join(rel).components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir
                if matches!(out.components().next_back(), Some(Component::Normal(_))) =>
            {
                out.pop();
            }
            c => out.push(c),
        }
    }
    if out.as_os_str().is_empty() {
        out.push(".");
    }
    out
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

// ---------------------------------------------------------------------------------------------
// The document as serde reads it.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSuite {
    name: Option<String>,
    repetitions: Option<Spanned<u32>>,
    warmup: Option<u32>,
    archs: Option<Vec<Spanned<String>>>,
    stats_json: Option<bool>,
    timeout: Option<Spanned<f64>>,
    compare_outputs: Option<bool>,
    triheap_flags: Option<Vec<String>>,
    reference: Option<Spanned<String>>,
    #[serde(default)]
    peers: Ordered<Spanned<RawPeer>>,
    default_peers: Option<Vec<Spanned<String>>>,
    #[serde(default)]
    program: Vec<RawProgram>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProgram {
    file: Spanned<String>,
    name: Option<String>,
    args: Spanned<Vec<Spanned<RawArgSet>>>,
    expected: Option<Spanned<String>>,
    archs: Option<Vec<Spanned<String>>>,
    peers: Option<Vec<Spanned<String>>>,
    estimate: Option<f64>,
    timeout: Option<Spanned<f64>>,
    startup: Option<bool>,
}

/// A peer is a command string, or a table with `command` and optional `setup` and `version`.
struct RawPeer {
    command: String,
    setup: Option<String>,
    version: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPeerTable {
    command: String,
    setup: Option<String>,
    version: Option<String>,
}

/// An argument set is a string split at blanks, an array of strings, or a table with `args`
/// and optional `expected` and `estimate`.
struct RawArgSet {
    args: Vec<String>,
    expected: Option<String>,
    estimate: Option<f64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArgTable {
    args: Words,
    expected: Option<String>,
    estimate: Option<f64>,
}

/// A string split at blanks, or an array of strings.
struct Words(Vec<String>);

/// A TOML table read as a list of entries in document order (with `toml`'s `preserve_order`
/// the deserializer hands them over in that order): the first peer is the default reference.
struct Ordered<T>(Vec<(Spanned<String>, T)>);

impl<T> Default for Ordered<T> {
    fn default() -> Self {
        Ordered(Vec::new())
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Ordered<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = Ordered<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a table of named entries")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some((k, v)) = map.next_entry()? {
                    out.push((k, v));
                }
                Ok(Ordered(out))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Words;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("arguments: a string (split at blanks) or an array of strings")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Words, E> {
                Ok(Words(s.split_whitespace().map(String::from).collect()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Words, A::Error> {
                let mut out = Vec::new();
                while let Some(w) = seq.next_element::<String>()? {
                    out.push(w);
                }
                Ok(Words(out))
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for RawArgSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RawArgSet;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "an argument set: a string (split at blanks), an array of strings, \
                     or a table with `args` and optional `expected`, `estimate`",
                )
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<RawArgSet, E> {
                Words::deserialize(de::value::StrDeserializer::new(s)).map(|w| RawArgSet {
                    args: w.0,
                    expected: None,
                    estimate: None,
                })
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<RawArgSet, A::Error> {
                let w = Words::deserialize(de::value::SeqAccessDeserializer::new(seq))?;
                Ok(RawArgSet {
                    args: w.0,
                    expected: None,
                    estimate: None,
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<RawArgSet, A::Error> {
                let t = RawArgTable::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(RawArgSet {
                    args: t.args.0,
                    expected: t.expected,
                    estimate: t.estimate,
                })
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for RawPeer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RawPeer;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "a peer: a command string, or a table with `command` and optional \
                     `setup`, `version`",
                )
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<RawPeer, E> {
                Ok(RawPeer {
                    command: s.to_string(),
                    setup: None,
                    version: None,
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<RawPeer, A::Error> {
                let t = RawPeerTable::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(RawPeer {
                    command: t.command,
                    setup: t.setup,
                    version: t.version,
                })
            }
        }
        d.deserialize_any(V)
    }
}

// ---------------------------------------------------------------------------------------------
// Validation.

/// What a program's `{dir}` is compiled with when a peer names `{dir}` and gives no `setup`.
pub const DEFAULT_SETUP: &str = "erlc -o {dir} {file}";

const DEFAULT_REPETITIONS: u32 = 5;
const DEFAULT_WARMUP: u32 = 1;
const DEFAULT_TIMEOUT_S: f64 = 300.0;

/// Reads and validates a suite file.
pub fn load(path: &Path) -> Result<Suite, SuiteError> {
    let src = std::fs::read_to_string(path).map_err(|e| SuiteError {
        path: path.to_path_buf(),
        pos: None,
        message: format!("cannot read suite: {e}"),
    })?;
    parse(path, &src)
}

/// Validates a suite's text; `path` names it in messages and anchors its relative paths.
pub fn parse(path: &Path, src: &str) -> Result<Suite, SuiteError> {
    let err = |span: Option<Range<usize>>, message: String| SuiteError {
        path: path.to_path_buf(),
        pos: span.map(|s| line_col(src, s.start)),
        message,
    };
    let raw: RawSuite =
        toml::from_str(src).map_err(|e| err(e.span(), e.message().trim_end().to_string()))?;
    let base = path.parent().unwrap_or(Path::new("")).to_path_buf();
    resolve(raw, path, &base, &|span, m| err(Some(span), m))
}

type ErrAt<'a> = dyn Fn(Range<usize>, String) -> SuiteError + 'a;

fn archs_of(list: &[Spanned<String>], err: &ErrAt) -> Result<Vec<Arch>, SuiteError> {
    let mut out = Vec::new();
    for a in list {
        let arch = Arch::from_name(a.get_ref()).ok_or_else(|| {
            err(
                a.span(),
                format!(
                    "unknown architecture `{}` (known: {})",
                    a.get_ref(),
                    Arch::ALL.map(Arch::name).join(", ")
                ),
            )
        })?;
        if out.contains(&arch) {
            return Err(err(
                a.span(),
                format!("architecture `{}` listed twice", arch.name()),
            ));
        }
        out.push(arch);
    }
    Ok(out)
}

fn timeout_of(t: &Spanned<f64>, err: &ErrAt) -> Result<Duration, SuiteError> {
    let s = *t.get_ref();
    if !(s > 0.0 && s.is_finite()) {
        return Err(err(
            t.span(),
            format!("timeout must be a positive number of seconds, not {s}"),
        ));
    }
    Ok(Duration::from_secs_f64(s))
}

fn resolve(raw: RawSuite, path: &Path, base: &Path, err: &ErrAt) -> Result<Suite, SuiteError> {
    let repetitions = match &raw.repetitions {
        Some(r) if *r.get_ref() == 0 => {
            return Err(err(r.span(), "repetitions must be at least 1".into()))
        }
        Some(r) => *r.get_ref(),
        None => DEFAULT_REPETITIONS,
    };
    let timeout = match &raw.timeout {
        Some(t) => timeout_of(t, err)?,
        None => Duration::from_secs_f64(DEFAULT_TIMEOUT_S),
    };
    let archs = match &raw.archs {
        Some(list) => archs_of(list, err)?,
        None => vec![Arch::Private],
    };

    let mut peers = Vec::new();
    for (name, p) in &raw.peers.0 {
        let span = p.span();
        let p = p.get_ref();
        let t = |s: &str, what: &str| {
            Template::command(s).map_err(|e| {
                err(
                    span.clone(),
                    format!("peer `{}` {what}: {e}", name.get_ref()),
                )
            })
        };
        let command = t(&p.command, "command")?;
        let setup = match &p.setup {
            Some(s) if s.trim().is_empty() => None,
            Some(s) => Some(t(s, "setup")?),
            None if command.uses(Var::Dir) => Some(t(DEFAULT_SETUP, "setup")?),
            None => None,
        };
        if command.uses(Var::Dir) && setup.is_none() {
            return Err(err(
                span,
                format!(
                    "peer `{}` uses `{{dir}}` but its `setup` is empty: nothing fills the directory",
                    name.get_ref()
                ),
            ));
        }
        let version = p.version.as_deref().map(|s| t(s, "version")).transpose()?;
        peers.push(Peer {
            name: name.get_ref().clone(),
            command,
            setup,
            version,
        });
    }
    let peer_index = |n: &Spanned<String>| -> Result<usize, SuiteError> {
        peers
            .iter()
            .position(|p| p.name == *n.get_ref())
            .ok_or_else(|| {
                err(
                    n.span(),
                    if peers.is_empty() {
                        format!(
                            "unknown peer `{}` (the suite defines no peers)",
                            n.get_ref()
                        )
                    } else {
                        format!(
                            "unknown peer `{}` (defined: {})",
                            n.get_ref(),
                            peers
                                .iter()
                                .map(|p| p.name.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    },
                )
            })
    };
    let default_peers = match &raw.default_peers {
        Some(list) => list.iter().map(peer_index).collect::<Result<Vec<_>, _>>()?,
        None => (0..peers.len()).collect(),
    };
    let reference = match &raw.reference {
        Some(r) => Some(peer_index(r)?),
        None if peers.is_empty() => None,
        None => Some(0),
    };

    if raw.program.is_empty() {
        return Err(err(
            0..0,
            "the suite has no programs (add a `[[program]]` table)".into(),
        ));
    }
    let mut programs = Vec::new();
    for p in &raw.program {
        programs.push(resolve_program(
            p,
            base,
            &archs,
            &default_peers,
            timeout,
            err,
            &peer_index,
        )?);
    }
    let startups: Vec<&Program> = programs.iter().filter(|p| p.startup).collect();
    if startups.len() > 1 || startups.iter().any(|p| p.cases.len() != 1) {
        return Err(err(
            0..0,
            "at most one program may have `startup = true`, with one argument set".into(),
        ));
    }

    Ok(Suite {
        path: path.to_path_buf(),
        name: raw.name.clone().unwrap_or_else(|| {
            path.file_stem()
                .map_or("suite".into(), |s| s.to_string_lossy().into_owned())
        }),
        repetitions,
        warmup: raw.warmup.unwrap_or(DEFAULT_WARMUP),
        stats_json: raw.stats_json.unwrap_or(true),
        timeout,
        compare_outputs: raw.compare_outputs.unwrap_or(true),
        triheap_flags: raw.triheap_flags.clone().unwrap_or_default(),
        peers,
        reference,
        programs,
    })
}

fn resolve_program(
    p: &RawProgram,
    base: &Path,
    suite_archs: &[Arch],
    default_peers: &[usize],
    suite_timeout: Duration,
    err: &ErrAt,
    peer_index: &dyn Fn(&Spanned<String>) -> Result<usize, SuiteError>,
) -> Result<Program, SuiteError> {
    let file = join_clean(base, p.file.get_ref());
    if !file.is_file() {
        return Err(err(
            p.file.span(),
            format!("program file `{}` not found", file.display()),
        ));
    }
    if file.extension().and_then(|e| e.to_str()) != Some("erl") {
        return Err(err(
            p.file.span(),
            format!("program file `{}` is not an `.erl` file", file.display()),
        ));
    }
    let module = file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = p.name.clone().unwrap_or_else(|| module.clone());
    let archs = match &p.archs {
        Some(list) => archs_of(list, err)?,
        None => suite_archs.to_vec(),
    };
    let peer_ids = match &p.peers {
        Some(list) => list.iter().map(peer_index).collect::<Result<Vec<_>, _>>()?,
        None => default_peers.to_vec(),
    };
    if archs.is_empty() && peer_ids.is_empty() {
        return Err(err(
            p.file.span(),
            format!("program `{name}` has no architecture and no peer to run on"),
        ));
    }
    let timeout = match &p.timeout {
        Some(t) => timeout_of(t, err)?,
        None => suite_timeout,
    };
    let expected_template = p
        .expected
        .as_ref()
        .map(|e| {
            Template::word(e.get_ref())
                .map_err(|m| err(e.span(), format!("expected: {m}")))
                .map(|t| (t, e.span()))
        })
        .transpose()?;
    if p.args.get_ref().is_empty() {
        return Err(err(
            p.args.span(),
            "`args` is empty: give at least one argument set (`[[]]` for none)".into(),
        ));
    }
    let mut cases = Vec::new();
    for set in p.args.get_ref() {
        let span = set.span();
        let set = set.get_ref();
        let values = Values::new(&set.args)
            .set(Var::Module, module.clone())
            .set(Var::Name, name.clone());
        let expected = match (&set.expected, &expected_template) {
            (Some(e), _) => {
                let t =
                    Template::word(e).map_err(|m| err(span.clone(), format!("expected: {m}")))?;
                Some((t, span.clone()))
            }
            (None, Some((t, s))) => Some((t.clone(), s.clone())),
            (None, None) => None,
        };
        let expected = match expected {
            Some((t, s)) => {
                let rel = t.expand_word(&values).map_err(|m| {
                    err(
                        s.clone(),
                        format!("expected: {m} (use {{module}}, {{name}}, {{args_dashed}})"),
                    )
                })?;
                let f = join_clean(base, &rel);
                if !f.is_file() {
                    return Err(err(
                        s,
                        format!(
                            "expected output `{}` for `{name} {}` not found",
                            f.display(),
                            set.args.join(" ")
                        ),
                    ));
                }
                Some(f)
            }
            None => None,
        };
        if let Some(e) = set.estimate.or(p.estimate) {
            if !(e >= 0.0 && e.is_finite()) {
                return Err(err(span, format!("estimate must be seconds >= 0, not {e}")));
            }
        }
        cases.push(Case {
            args: set.args.clone(),
            expected,
            estimate: set.estimate.or(p.estimate),
        });
    }
    Ok(Program {
        name,
        file,
        module,
        cases,
        archs,
        peers: peer_ids,
        timeout,
        startup: p.startup.unwrap_or(false),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A directory with a program and an expected-output file, so paths resolve.
    fn fixture() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("triheap-bench-suite-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("expected")).unwrap();
        std::fs::write(dir.join("p.erl"), "-module(p).\n").unwrap();
        std::fs::write(dir.join("q.erl"), "-module(q).\n").unwrap();
        std::fs::write(dir.join("expected/p-1-2.out"), "ok\n").unwrap();
        std::fs::write(dir.join("expected/p-3.out"), "ok\n").unwrap();
        std::fs::write(dir.join("expected/p-4-5.out"), "ok\n").unwrap();
        dir
    }

    fn parse_in(src: &str) -> Result<Suite, SuiteError> {
        parse(&fixture().join("s.toml"), src)
    }

    fn error(src: &str) -> String {
        let e = parse_in(src).expect_err("suite should be rejected");
        // Messages name the suite file first.
        let s = e.to_string();
        assert!(s.contains("s.toml"), "{s}");
        s[s.find("s.toml:").map_or(0, |i| i + "s.toml:".len())..].to_string()
    }

    #[test]
    fn full_suite() {
        let s = parse_in(
            r#"
name = "demo"
repetitions = 3
warmup = 0
archs = ["private", "shared"]
timeout = 20
stats_json = false
triheap_flags = ["--gc-stress"]

[peers]
otp = "erl -noshell -pa {dir} -run {module} main {args} -s init stop"
self = { command = "{triheap} run {file} {args}", version = "{triheap} --version" }

[[program]]
file = "p.erl"
args = ["1 2", ["3"], { args = "4 5", estimate = 2.5 }]
expected = "expected/{module}-{args_dashed}.out"
estimate = 1

[[program]]
file = "q.erl"
name = "queue"
args = [[]]
archs = ["hybrid"]
peers = ["self"]
timeout = 5.5
"#,
        );
        let s = match s {
            Ok(s) => s,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(s.name, "demo");
        assert_eq!((s.repetitions, s.warmup), (3, 0));
        assert!(!s.stats_json);
        assert_eq!(s.timeout, Duration::from_secs(20));
        assert_eq!(s.triheap_flags, vec!["--gc-stress"]);
        // Peers keep the document's order; the first is the reference.
        let names: Vec<_> = s.peers.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["otp", "self"]);
        assert_eq!(s.reference, Some(0));
        assert_eq!(
            s.peers[0].setup.as_ref().map(|t| t.source()),
            Some(DEFAULT_SETUP)
        );
        assert!(s.peers[1].setup.is_none());
        assert!(s.peers[1].version.is_some());

        let p = &s.programs[0];
        assert_eq!((p.name.as_str(), p.module.as_str()), ("p", "p"));
        assert_eq!(p.archs, [Arch::Private, Arch::Shared]);
        assert_eq!(p.peers, [0, 1]);
        let args: Vec<_> = p.cases.iter().map(|c| c.args.join(" ")).collect();
        assert_eq!(args, ["1 2", "3", "4 5"]);
        assert!(p.cases[0]
            .expected
            .as_ref()
            .unwrap()
            .ends_with("expected/p-1-2.out"));
        assert_eq!(p.cases[1].estimate, Some(1.0));
        assert_eq!(p.cases[2].estimate, Some(2.5));

        let q = &s.programs[1];
        assert_eq!(q.name, "queue");
        assert_eq!(q.cases[0].args, Vec::<String>::new());
        assert_eq!(q.archs, [Arch::Hybrid]);
        assert_eq!(q.peers, [1]);
        assert_eq!(q.timeout, Duration::from_secs_f64(5.5));
    }

    #[test]
    fn default_peers_apply_where_a_program_names_none() {
        let s = parse_in(
            "default_peers = []\n[peers]\nerl = \"erl\"\n\
             [[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\n\
             [[program]]\nfile = \"q.erl\"\nargs = [\"1\"]\npeers = [\"erl\"]\n",
        )
        .unwrap();
        assert!(s.programs[0].peers.is_empty());
        assert_eq!(s.programs[1].peers, [0]);
        assert_eq!(s.reference, Some(0));
        let e = error("default_peers = [\"otp\"]\n[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\n");
        assert!(e.starts_with("1:18: unknown peer `otp`"), "{e}");
    }

    #[test]
    fn defaults() {
        let s = parse_in("[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\n").unwrap();
        assert_eq!(s.name, "s");
        assert_eq!((s.repetitions, s.warmup), (5, 1));
        assert!(s.stats_json && s.compare_outputs);
        assert_eq!(s.programs[0].archs, [Arch::Private]);
        assert!(s.peers.is_empty() && s.reference.is_none());
    }

    #[test]
    fn unknown_architecture_is_pointed_at() {
        let e = error(
            "archs = [\"private\", \"privat\"]\n[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\n",
        );
        assert_eq!(
            e,
            "1:21: unknown architecture `privat` (known: private, shared, hybrid)"
        );
        let e = error("[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\narchs = [\"gen\"]\n");
        assert!(e.starts_with("4:10: unknown architecture `gen`"), "{e}");
        let e = error(
            "archs = [\"shared\", \"shared\"]\n[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\n",
        );
        assert!(
            e.starts_with("1:20: architecture `shared` listed twice"),
            "{e}"
        );
    }

    #[test]
    fn toml_errors_carry_positions() {
        // Syntax.
        let e = error("repetitions = \n");
        assert!(e.starts_with("1:15:"), "{e}");
        // Unknown key.
        let e = error("[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\nrepeat = 3\n");
        assert!(e.starts_with("4:1: unknown field `repeat`"), "{e}");
        // Wrong type.
        let e = error("repetitions = \"many\"\n[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\n");
        assert!(e.starts_with("1:15:"), "{e}");
        // An argument set of the wrong shape says what is allowed.
        let e = error("[[program]]\nfile = \"p.erl\"\nargs = [3]\n");
        assert!(
            e.starts_with("3:9:") && e.contains("an argument set"),
            "{e}"
        );
        // Missing required field.
        let e = error("[[program]]\nfile = \"p.erl\"\n");
        assert!(e.contains("missing field `args`"), "{e}");
    }

    #[test]
    fn semantic_errors() {
        let prog = "[[program]]\nfile = \"p.erl\"\nargs = [\"1\"]\n";
        assert!(error("repetitions = 0\n").starts_with("1:15: repetitions must be at least 1"));
        assert!(error(&format!("timeout = -1\n{prog}")).starts_with("1:11: timeout must be"));
        assert!(error("name = \"x\"\n").contains("no programs"));
        let e = error("[[program]]\nfile = \"nope.erl\"\nargs = [\"1\"]\n");
        assert!(
            e.starts_with("2:8: program file") && e.contains("not found"),
            "{e}"
        );
        let e = error("[[program]]\nfile = \"p.erl\"\nargs = []\n");
        assert!(e.starts_with("3:8: `args` is empty"), "{e}");
        let e = error(&format!("{prog}peers = [\"erl\"]\n"));
        assert!(
            e.starts_with("4:10: unknown peer `erl` (the suite defines no peers)"),
            "{e}"
        );
        let e = error(&format!(
            "reference = \"x\"\n[peers]\nerl = \"erl\"\n{prog}"
        ));
        assert!(
            e.starts_with("1:13: unknown peer `x` (defined: erl)"),
            "{e}"
        );
        let e = error(&format!("[peers]\nerl = \"erl {{nope}}\"\n{prog}"));
        assert!(
            e.starts_with("2:7: peer `erl` command: unknown placeholder `{nope}`"),
            "{e}"
        );
        let e = error(&format!(
            "[peers]\nerl = {{ command = \"erl -pa {{dir}}\", setup = \"\" }}\n{prog}"
        ));
        assert!(e.contains("uses `{dir}` but its `setup` is empty"), "{e}");
        let e = error(&format!("archs = []\n{prog}"));
        assert!(e.contains("no architecture and no peer"), "{e}");
        let e = error("[[program]]\nfile = \"p.erl\"\nargs = [\"9\"]\nexpected = \"expected/{module}-{args_dashed}.out\"\n");
        assert!(
            e.starts_with("4:12: expected output") && e.contains("for `p 9` not found"),
            "{e}"
        );
        let e = error("[[program]]\nfile = \"p.erl\"\nargs = [\"9\"]\nexpected = \"{dir}/x\"\n");
        assert!(e.contains("`{dir}` has no value here"), "{e}");
    }

    #[test]
    fn paths_are_cleaned() {
        let j = |b: &str, r: &str| join_clean(Path::new(b), r).display().to_string();
        assert_eq!(
            j("bench/suites", "../seeds/procs.erl"),
            "bench/seeds/procs.erl"
        );
        assert_eq!(j("", "./p.erl"), "p.erl");
        assert_eq!(j("", "../x/p.erl"), "../x/p.erl");
        assert_eq!(j("/a/b", "/c/p.erl"), "/c/p.erl");
        assert_eq!(j("a", ".."), ".");
    }

    #[test]
    fn line_col_counts_characters() {
        let s = "ab\nçd=x\n";
        assert_eq!(line_col(s, 0), (1, 1));
        assert_eq!(line_col(s, 3), (2, 1));
        assert_eq!(line_col(s, s.find('=').unwrap()), (2, 3));
        assert_eq!(line_col(s, 999), (3, 1));
    }

    #[test]
    fn the_example_in_the_readme_is_valid() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let readme = std::fs::read_to_string(root.join("bench/README.md")).unwrap();
        let start = readme.find("```toml\n").expect("a toml example") + "```toml\n".len();
        let example = &readme[start..start + readme[start..].find("```").unwrap()];
        let s = parse(&root.join("bench/suites/example.toml"), example)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(s.programs[0].cases.len(), 2);
        assert!(s.programs[0].cases[1].expected.is_some());
    }

    #[test]
    fn the_repository_suites_are_valid() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/suites");
        for name in ["seeds.toml", "quick.toml"] {
            if let Err(e) = load(&root.join(name)) {
                panic!("{e}");
            }
        }
    }
}
