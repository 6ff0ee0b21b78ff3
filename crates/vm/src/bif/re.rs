//! The `re` module: regular expressions on PCRE2, as Erlang/OTP's `re` is on PCRE.
//!
//! Patterns are compiled by PCRE2 ([`pcre`], the only unsafe code of `re`) with Latin-1
//! character tables ([`tables`]) as OTP's PCRE 8.44 is, and Erlang's options map onto PCRE2's
//! ([`options`]). Subjects are matched as bytes (UTF-8 in `unicode` mode), and offsets are
//! bytes, as in OTP. `global` iterates as OTP does: after an empty match, a non-empty one is
//! tried at the same place (anchored) before moving one character on (two over a CRLF when
//! CRLF is a newline). `replace` and `split` are in [`replace_split`].
//!
//! A compiled pattern is `{re_pattern, Groups, Unicode, UseCRLF, Bin}`, the shape OTP's has,
//! where `Bin` holds a tag, the compile flags and the pattern source; each use fetches the
//! compiled code from the runtime context's [`Cache`], keyed by (source, flags), compiling it
//! if needed.
//!
//! # Differences from OTP (PCRE 8.44)
//! - The engine is PCRE2 10.46, whose syntax is a superset of PCRE 8's: patterns PCRE 8
//!   rejects may compile here (`(?^)`, `\N{U+hh}`, `(*napla:...)`, `(?(VERSION>=10)...)`,
//!   arguments to `(*COMMIT:x)` and `(*F:x)`, `{,3}` as a quantifier where PCRE 8 took it
//!   literally, spaces inside `{1, 3}`); a few it accepted are errors here (`[\d-z]`, `\8`
//!   and `\9` as literals, `(?(R1)...)` with no group 1). Unicode properties and case folding
//!   follow a newer Unicode version.
//! - Matching follows PCRE2 where PCRE 8 differed: a group that refers to itself (`(a\1?)`)
//!   and a recursion (`(?1)`, `(?R)`) can be backtracked into (PCRE 8 made them atomic), and
//!   with `caseless`, `\p{Lu}`, `\p{Ll}` and `\p{Lt}` match letters of either case.
//! - Compile errors have PCRE 8's messages ([`errors`]) and, where known to differ, its
//!   offsets; the rest (mostly malformed conditions `(?(R`, `(?(<n)`, and `\g`, `\o{`
//!   errors) keep PCRE2's message or offset. `(*UTF8)` at the start of a pattern is read as
//!   PCRE2's `(*UTF)`.
//! - `{match_limit_recursion, N}` limits PCRE2's backtracking depth, which counts
//!   differently from PCRE 8's recursion (and PCRE2 does not use the machine stack, so
//!   patterns that hit OTP's default recursion limit may match here).
//! - `{offset, N}` past the subject's end is badarg (OTP raises `internal_error`).
//! - A `\K` in a lookahead can leave a match ending before it starts; `global` stops there.
//! - The binary in a compiled pattern is not PCRE's compiled code (it holds the source), so
//!   it differs from OTP's when printed.

mod errors;
mod options;
mod pcre;
mod replace_split;
mod tables;

use super::binaries::iolist_bytes;
use super::misc::chardata_to_utf8;
use super::BifEntry;
use crate::atom;
use crate::binary::{self, make_binary};
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;
use options::{CType, Opts, OptsFor, Spec, UNICODE};
use pcre::{Found, Groups};
use pcre2_sys::{
    PCRE2_ANCHORED, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_MATCHLIMIT,
    PCRE2_NEWLINE_ANY, PCRE2_NEWLINE_ANYCRLF, PCRE2_NEWLINE_CRLF, PCRE2_NOTEMPTY_ATSTART,
    PCRE2_UTF,
};
use std::collections::HashMap;
use std::sync::Arc;

pub const BIFS: &[BifEntry] = &[
    ("re", "compile", 1, compile_1),
    ("re", "compile", 2, compile_2),
    ("re", "run", 2, run_2),
    ("re", "run", 3, run_3),
    ("re", "replace", 3, replace_split::replace_3),
    ("re", "replace", 4, replace_split::replace_4),
    ("re", "split", 2, replace_split::split_2),
    ("re", "split", 3, replace_split::split_3),
    ("re", "inspect", 2, inspect),
    ("re", "version", 0, version),
];

/// Marks the binary inside a compiled pattern term as ours.
const MP_TAG: &[u8; 4] = b"THRE";

/// A compiled pattern and what `re` needs to know of it.
pub struct Compiled {
    re: pcre::Regex,
    /// Number of capturing groups (not counting the whole match).
    groups: usize,
    /// Named groups, sorted by name (the order of `all_names`); a name given to several
    /// groups (`dupnames`) appears once per group.
    names: Vec<(Vec<u8>, usize)>,
    /// Whether the pattern is matched as UTF-8 (`unicode`, or `(*UTF)` in it).
    utf: bool,
    /// Whether CRLF is a newline (from the options or the pattern's own `(*CRLF)`...).
    crlf: bool,
}

/// A compile error: PCRE 8's message and the offset in the pattern.
pub type CompileError = (String, usize);

/// The patterns compiled so far, by (source, flags); part of the runtime context.
#[derive(Default)]
pub struct Cache {
    map: HashMap<(Vec<u8>, u32), Arc<Compiled>>,
}

impl Cache {
    /// Compile (or fetch from the cache) `src` with `flags`.
    fn get(&mut self, src: &[u8], flags: u32) -> Result<Arc<Compiled>, CompileError> {
        let key = (src.to_vec(), flags);
        if let Some(c) = self.map.get(&key) {
            return Ok(c.clone());
        }
        let c = Arc::new(compile_pattern(src, flags)?);
        // A bound on memory; programs use few patterns, so dropping them all is fine.
        if self.map.len() >= 256 {
            self.map.clear();
        }
        self.map.insert(key, c.clone());
        Ok(c)
    }
}

/// `(*UTF8)` among the verbs that open a pattern, as PCRE2 spells it: `(*UTF)`.
fn pcre2_source(src: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let mut i = 0;
    let mut out: Option<Vec<u8>> = None;
    while src[i..].starts_with(b"(*") {
        let Some(len) = src[i..].iter().position(|&b| b == b')') else {
            break;
        };
        if &src[i..i + len + 1] == b"(*UTF8)" {
            let o = out.get_or_insert_with(|| src[..i].to_vec());
            o.extend_from_slice(b"(*UTF)");
        } else if let Some(o) = &mut out {
            o.extend_from_slice(&src[i..i + len + 1]);
        }
        i += len + 1;
    }
    match out {
        Some(mut o) => {
            o.extend_from_slice(&src[i..]);
            o.into()
        }
        None => src.into(),
    }
}

fn compile_pattern(src: &[u8], flags: u32) -> Result<Compiled, CompileError> {
    let opts = options::compile_options(flags);
    let src = pcre2_source(src);
    let re = pcre::compile(&src, &opts, &tables::LATIN1)
        .map_err(|e| errors::describe(e.code, e.offset, &src))?;
    let mut names = re.names();
    names.sort();
    if let Some(e) = errors::name_too_long(&names, &src) {
        return Err(e);
    }
    let nl = re.newline();
    Ok(Compiled {
        groups: re.capture_count(),
        names,
        utf: re.all_options() & PCRE2_UTF != 0,
        crlf: matches!(
            nl,
            PCRE2_NEWLINE_CRLF | PCRE2_NEWLINE_ANY | PCRE2_NEWLINE_ANYCRLF
        ),
        re,
    })
}

// ---- Arguments ----

/// The bytes of a pattern: a binary's own bytes (PCRE checks they are UTF-8 in `unicode` mode,
/// a compile error if not), else as [`text_bytes`].
fn pattern_bytes(t: Term, unicode: bool) -> Result<Vec<u8>, Trap> {
    match binary::bytes(t) {
        Some(b) if unicode => Ok(b.into_owned()),
        _ => text_bytes(t, unicode),
    }
}

/// The bytes of a subject or replacement: UTF-8 of chardata in `unicode` mode, else iodata.
fn text_bytes(t: Term, unicode: bool) -> Result<Vec<u8>, Trap> {
    if unicode {
        let mut v = Vec::new();
        chardata_to_utf8(t, &mut v).ok_or_else(badarg)?;
        Ok(v)
    } else {
        iolist_bytes(t).ok_or_else(badarg)
    }
}

/// The source and flags of a compiled pattern term, if `t` is one of ours.
fn decode_mp(t: Term) -> Option<(Vec<u8>, u32)> {
    if !t.is_tuple() || t.tuple_arity() != 5 || t.element(1) != atom::atom("re_pattern") {
        return None;
    }
    let b = binary::bytes(t.element(5))?;
    if b.len() < 8 || &b[..4] != MP_TAG {
        return None;
    }
    let flags = u32::from_le_bytes([b[4], b[5], b[6], b[7]]);
    Some((b[8..].to_vec(), flags))
}

/// A compiled pattern as a `re` function uses it.
pub struct Pattern {
    c: Arc<Compiled>,
    /// The compile flags in force.
    flags: u32,
    /// Whether `global` steps over a CRLF at once after an empty match. OTP decides it when
    /// the pattern is compiled: a newline convention given beside a compiled pattern changes
    /// what matches, not this.
    crlf: bool,
}

/// The compiled pattern a `re` function was given (a compiled pattern term, with the newline
/// and `\R` options given beside it, or a pattern to compile with the options' flags).
fn pattern_arg(cx: &mut Ctx, re: Term, o: &Opts) -> Result<Result<Pattern, CompileError>, Trap> {
    let (src, flags, mp_flags) = match decode_mp(re) {
        Some(_) if o.compile_only => return Err(badarg()),
        Some((src, mp)) => (
            src,
            (mp & !o.set_fields) | (o.flags & o.set_fields),
            Some(mp),
        ),
        None if re.is_tuple() => return Err(badarg()),
        None => (pattern_bytes(re, o.flags & UNICODE != 0)?, o.flags, None),
    };
    Ok(cx.re.get(&src, flags).map(|c| {
        let crlf = match mp_flags {
            Some(mp) if mp != flags => cx.re.get(&src, mp).is_ok_and(|c| c.crlf),
            _ => c.crlf,
        };
        Pattern { c, flags, crlf }
    }))
}

fn compiled_or_badarg(cx: &mut Ctx, re: Term, o: &Opts) -> Result<Pattern, Trap> {
    pattern_arg(cx, re, o)?.map_err(|_| badarg())
}

// ---- Matching ----

/// Why matching stopped without an answer.
enum MatchError {
    /// `{error, match_limit}` / `{error, match_limit_recursion}` with `report_errors`, else
    /// no match.
    Limit(&'static str),
    /// Anything else (a subject that is not UTF-8 in `unicode` mode, an offset inside a
    /// character): badarg.
    Bad,
}

/// The matches of `c` in `subj` from `o.offset`: the first, or all with `global`.
fn find(pat: &Pattern, subj: &[u8], o: &Opts, global: bool) -> Result<Vec<Groups>, MatchError> {
    let c = &pat.c;
    let mut m = c.re.matcher(o.match_limit, o.depth_limit);
    let mut out = Vec::new();
    let mut pos = o.offset;
    // After an empty match: first look for a non-empty one at the same place.
    let mut retry = 0;
    loop {
        match m.run(subj, pos, o.match_options | retry) {
            Found::Match(g) => {
                let (s, e) = g[0].unwrap_or((pos, pos));
                out.push(g);
                if !global || e < pos {
                    break;
                }
                retry = if s == e {
                    PCRE2_NOTEMPTY_ATSTART | PCRE2_ANCHORED
                } else {
                    0
                };
                pos = e;
            }
            Found::NoMatch => {
                if retry == 0 || pos >= subj.len() {
                    break;
                }
                retry = 0;
                pos += if pat.crlf && subj[pos..].starts_with(b"\r\n") {
                    2
                } else {
                    char_len(subj, pos, c.utf)
                };
            }
            Found::Error(PCRE2_ERROR_MATCHLIMIT) => return Err(MatchError::Limit("match_limit")),
            Found::Error(PCRE2_ERROR_DEPTHLIMIT | PCRE2_ERROR_HEAPLIMIT) => {
                return Err(MatchError::Limit("match_limit_recursion"))
            }
            Found::Error(_) => return Err(MatchError::Bad),
        }
    }
    Ok(out)
}

/// Length of the character at `i`: one byte, or a UTF-8 sequence in UTF mode.
fn char_len(subj: &[u8], i: usize, utf: bool) -> usize {
    if !utf {
        return 1;
    }
    let mut n = 1;
    while i + n < subj.len() && subj[i + n] & 0xC0 == 0x80 {
        n += 1;
    }
    n
}

/// The matches for `replace` and `split`, where a limit reached means no match.
fn find_or_badarg(pat: &Pattern, subj: &[u8], o: &Opts, global: bool) -> Result<Vec<Groups>, Trap> {
    if o.offset > subj.len() {
        return Err(badarg());
    }
    match find(pat, subj, o, global) {
        Ok(m) => Ok(m),
        Err(MatchError::Limit(_)) => Ok(Vec::new()),
        Err(MatchError::Bad) => Err(badarg()),
    }
}

/// The groups with name `name`; the first that took part in `g` if several have it.
fn named_group(c: &Compiled, name: &[u8], g: &Groups) -> Option<usize> {
    let mut with_name = c.names.iter().filter(|(n, _)| n == name).map(|&(_, i)| i);
    let first = with_name.clone().next()?;
    Some(
        with_name
            .find(|&i| g.get(i).is_some_and(Option::is_some))
            .unwrap_or(first),
    )
}

/// The group a `{capture, [...]}` item names; None for one that does not exist.
fn spec_index(c: &Compiled, t: Term, g: &Groups) -> Result<Option<usize>, Trap> {
    if t.is_small() {
        return usize::try_from(t.small_val())
            .map(Some)
            .map_err(|_| badarg());
    }
    let name = if t.is_atom() {
        atom::name(t).as_bytes().to_vec()
    } else if t.is_list() {
        build::list_to_string(t).ok_or_else(badarg)?.into_bytes()
    } else {
        binary::bytes(t).ok_or_else(badarg)?.into_owned()
    };
    Ok(named_group(c, &name, g))
}

/// Which groups a capture spec selects, given one match; None means "capture nothing".
fn selected(c: &Compiled, spec: &Spec, g: &Groups) -> Result<Option<Vec<Option<usize>>>, Trap> {
    let n = g.len();
    Ok(Some(match spec {
        Spec::All => (0..n).map(Some).collect(),
        Spec::First => vec![Some(0)],
        Spec::AllButFirst => (1..n).map(Some).collect(),
        Spec::None => return Ok(None),
        Spec::AllNames if c.names.is_empty() => return Ok(None),
        Spec::AllNames => {
            let mut names: Vec<&[u8]> = c.names.iter().map(|(n, _)| n.as_slice()).collect();
            names.dedup();
            names.iter().map(|n| named_group(c, n, g)).collect()
        }
        Spec::List(items) if items.is_empty() => return Ok(None),
        Spec::List(items) => items
            .iter()
            .map(|&t| spec_index(c, t, g))
            .collect::<Result<_, _>>()?,
    }))
}

/// Bytes as a list: code points in `unicode` mode, else bytes.
fn bytes_to_list(p: &mut Process, b: &[u8], unicode: bool) -> Term {
    if unicode {
        build::string(&mut p.heap, &String::from_utf8_lossy(b))
    } else {
        build::byte_list(&mut p.heap, b)
    }
}

fn capture_term(
    p: &mut Process,
    subj: &[u8],
    span: Option<(usize, usize)>,
    ctype: CType,
    unicode: bool,
) -> Term {
    match (ctype, span) {
        (CType::Index, Some((s, e))) => {
            let (s, l) = (
                build::int(&mut p.heap, s as i64),
                build::int(&mut p.heap, e as i64 - s as i64),
            );
            build::tuple(&mut p.heap, &[s, l])
        }
        (CType::Index, None) => build::tuple(&mut p.heap, &[Term::small(-1), Term::small(0)]),
        (CType::Binary, span) => {
            let (s, e) = span.filter(|(s, e)| s <= e).unwrap_or((0, 0));
            make_binary(&mut p.heap, &subj[s..e])
        }
        (CType::List, span) => {
            let (s, e) = span.filter(|(s, e)| s <= e).unwrap_or((0, 0));
            bytes_to_list(p, &subj[s..e], unicode)
        }
    }
}

/// `{Message, Offset}` for a compile error.
fn error_info(p: &mut Process, msg: &str, pos: usize) -> Term {
    let msg = build::string(&mut p.heap, msg);
    let pos = build::int(&mut p.heap, pos as i64);
    build::tuple(&mut p.heap, &[msg, pos])
}

fn run(cx: &mut Ctx, p: &mut Process, subject: Term, re: Term, opts: Term) -> BifResult {
    let o = options::parse(opts, OptsFor::Run)?;
    let pat = match pattern_arg(cx, re, &o)? {
        Ok(pat) => pat,
        Err((msg, pos)) if o.report_errors => {
            let e = error_info(p, &msg, pos);
            let e = build::tuple(&mut p.heap, &[atom::atom("compile"), e]);
            return Ok(build::tuple(&mut p.heap, &[atom::ERROR, e]));
        }
        Err(_) => return Err(badarg()),
    };
    let unicode = pat.flags & UNICODE != 0;
    let subj = text_bytes(subject, unicode)?;
    if o.offset > subj.len() {
        return Err(badarg());
    }
    let matches = match find(&pat, &subj, &o, o.global) {
        Ok(m) => m,
        Err(MatchError::Limit(what)) if o.report_errors => {
            return Ok(build::tuple(&mut p.heap, &[atom::ERROR, atom::atom(what)]));
        }
        Err(MatchError::Limit(_)) => Vec::new(),
        Err(MatchError::Bad) => return Err(badarg()),
    };
    if matches.is_empty() {
        return Ok(atom::atom("nomatch"));
    }
    let mut per_match = Vec::with_capacity(matches.len());
    for g in &matches {
        let Some(sel) = selected(&pat.c, &o.spec, g)? else {
            return Ok(atom::atom("match"));
        };
        let terms: Vec<Term> = sel
            .iter()
            .map(|&i| {
                let span = i.and_then(|i| g.get(i).copied().flatten());
                capture_term(p, &subj, span, o.ctype, unicode)
            })
            .collect();
        per_match.push(build::list(&mut p.heap, &terms));
    }
    let captured = if o.global {
        build::list(&mut p.heap, &per_match)
    } else {
        per_match[0]
    };
    Ok(build::tuple(&mut p.heap, &[atom::atom("match"), captured]))
}

fn run_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    run(cx, p, a[0], a[1], Term::NIL)
}

fn run_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    run(cx, p, a[0], a[1], a[2])
}

// ---- compile, inspect, version ----

fn compile(cx: &mut Ctx, p: &mut Process, re: Term, opts: Term) -> BifResult {
    let o = options::parse(opts, OptsFor::Compile)?;
    let src = pattern_bytes(re, o.flags & UNICODE != 0)?;
    match cx.re.get(&src, o.flags) {
        Ok(c) => {
            let mut bin = MP_TAG.to_vec();
            bin.extend_from_slice(&o.flags.to_le_bytes());
            bin.extend_from_slice(&src);
            let bin = make_binary(&mut p.heap, &bin);
            let groups = build::int(&mut p.heap, c.groups as i64);
            let uni = Term::small(i64::from(o.flags & UNICODE != 0));
            let crlf = Term::small(i64::from(options::uses_crlf(o.flags)));
            let mp = build::tuple(
                &mut p.heap,
                &[atom::atom("re_pattern"), groups, uni, crlf, bin],
            );
            Ok(build::tuple(&mut p.heap, &[atom::OK, mp]))
        }
        Err((msg, pos)) => {
            let e = error_info(p, &msg, pos);
            Ok(build::tuple(&mut p.heap, &[atom::ERROR, e]))
        }
    }
}

fn compile_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    compile(cx, p, a[0], Term::NIL)
}

fn compile_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    compile(cx, p, a[0], a[1])
}

/// `re:inspect(MP, namelist)`: `{namelist, Names}`, the group names as binaries, sorted.
fn inspect(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (src, flags) = decode_mp(a[0]).ok_or_else(badarg)?;
    if a[1] != atom::atom("namelist") {
        return Err(badarg());
    }
    let c = cx.re.get(&src, flags).map_err(|_| badarg())?;
    let mut names: Vec<&[u8]> = c.names.iter().map(|(n, _)| n.as_slice()).collect();
    names.dedup();
    let names: Vec<Term> = names.iter().map(|n| make_binary(&mut p.heap, n)).collect();
    let list = build::list(&mut p.heap, &names);
    Ok(build::tuple(&mut p.heap, &[atom::atom("namelist"), list]))
}

fn version(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    // The PCRE version OTP 25 reports.
    Ok(make_binary(&mut p.heap, b"8.44 2020-02-12"))
}

#[cfg(test)]
mod tests;
