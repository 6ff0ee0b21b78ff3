//! The `re` module: regular expressions, on the `regex` crate's byte-oriented engine.
//!
//! Patterns are PCRE syntax as in Erlang/OTP; [`translate`] rewrites them for the `regex`
//! crate. Subjects are matched as bytes (UTF-8 in `unicode` mode), and offsets are bytes,
//! as in OTP.
//!
//! A compiled pattern is `{re_pattern, Groups, Unicode, 0, Bin}`, the shape OTP's has, where
//! `Bin` holds a tag, the compile flags and the pattern source; each use compiles it again
//! through a small per-thread cache keyed by (source, flags).
//!
//! # Differences from OTP (PCRE 8.44)
//! - Unsupported PCRE features: backreferences, lookahead/lookbehind, atomic groups,
//!   possessive quantifiers, recursion, conditionals, `\K \G \R \X \C \h \v` and similar.
//!   `re:compile` returns `{error, {Message, Offset}}` for them and `run`, `replace` and
//!   `split` raise badarg, as for any invalid pattern.
//! - Compile errors that [`translate`] does not recognise (ones only the `regex` crate
//!   finds) get that crate's message and offset 0.
//! - `$` (without `multiline`) and `\Z` match only at the very end of the subject, not also
//!   before a final newline.
//! - With `global`, after an empty match PCRE first tries a non-empty match at the same
//!   position; here the search simply resumes one character further on. They differ only
//!   for patterns that prefer an empty match where a non-empty one exists (`a*?`, `|a`).
//! - OTP's PCRE uses Latin-1 character tables; `\d \w \s` and caseless literals follow
//!   them (see [`translate`]), but without `unicode`, `\b` and POSIX classes know only ASCII
//!   letters, and caseless ranges and inline `(?i)` fold only ASCII; with `unicode`, `\b`
//!   uses Unicode word characters (which agree with Latin-1 below 256).
//! - `{offset, N}` past the subject's end is badarg (OTP raises `internal_error`).
//! - Options accepted but without effect: `notempty`, `notempty_atstart`, `notbol`,
//!   `noteol`, `dollar_endonly`, `no_auto_capture`, `firstline`, `ucp`, `{newline, _}`,
//!   `bsr_*`, `{match_limit*, _}`, `no_start_optimize`, `never_utf`, `dupnames`.

mod translate;

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
use regex::bytes::{CaptureLocations, Regex, RegexBuilder};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

pub const BIFS: &[BifEntry] = &[
    ("re", "compile", 1, compile_1),
    ("re", "compile", 2, compile_2),
    ("re", "run", 2, run_2),
    ("re", "run", 3, run_3),
    ("re", "replace", 3, replace_3),
    ("re", "replace", 4, replace_4),
    ("re", "split", 2, split_2),
    ("re", "split", 3, split_3),
    ("re", "version", 0, version),
];

// Compile flags, stored in a compiled pattern and in the cache key.
const CASELESS: u32 = 1;
const MULTILINE: u32 = 2;
const DOTALL: u32 = 4;
const EXTENDED: u32 = 8;
const UNICODE: u32 = 16;
const ANCHORED: u32 = 32;
const UNGREEDY: u32 = 64;

/// Marks the binary inside a compiled pattern term as ours.
const MP_TAG: &[u8; 4] = b"THRE";

struct Compiled {
    re: Regex,
    /// Number of capturing groups (not counting the whole match).
    groups: usize,
    /// Named groups, sorted by name (the order of `all_names`).
    names: Vec<(String, usize)>,
}

/// A pattern's source and compile flags.
type CacheKey = (Vec<u8>, u32);

/// Compile (or fetch from the cache) `src` with `flags`.
fn compile_pattern(src: &[u8], flags: u32) -> Result<Rc<Compiled>, translate::CompileError> {
    // A cache of pure compilations, not runtime state: per thread, so no lock is taken.
    thread_local! {
        static CACHE: RefCell<HashMap<CacheKey, Rc<Compiled>>> =
            RefCell::new(HashMap::new());
    }
    let key = (src.to_vec(), flags);
    if let Some(c) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return Ok(c);
    }
    let unicode = flags & UNICODE != 0;
    let chars: Vec<char> = if unicode {
        match std::str::from_utf8(src) {
            Ok(s) => s.chars().collect(),
            Err(e) => return Err(("invalid UTF-8 string".into(), e.valid_up_to())),
        }
    } else {
        // Latin-1: each byte is one character.
        src.iter().map(|&b| b as char).collect()
    };
    let pattern = translate::translate(
        &chars,
        unicode,
        flags & EXTENDED != 0,
        flags & CASELESS != 0,
    )?;
    let re = RegexBuilder::new(&pattern)
        .unicode(unicode)
        .case_insensitive(flags & CASELESS != 0)
        .multi_line(flags & MULTILINE != 0)
        .dot_matches_new_line(flags & DOTALL != 0)
        .swap_greed(flags & UNGREEDY != 0)
        .build()
        .map_err(|e| (regex_error_message(&e), 0))?;
    let mut names: Vec<(String, usize)> = re
        .capture_names()
        .enumerate()
        .filter_map(|(i, n)| n.map(|n| (n.to_string(), i)))
        .collect();
    names.sort();
    let c = Rc::new(Compiled {
        groups: re.captures_len() - 1,
        re,
        names,
    });
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        // A bound on memory; programs use few patterns, so dropping them all is fine.
        if cache.len() >= 256 {
            cache.clear();
        }
        cache.insert(key, c.clone());
    });
    Ok(c)
}

/// The last line of the regex crate's message (its first lines quote the pattern).
fn regex_error_message(e: &regex::Error) -> String {
    let s = e.to_string();
    let line = s.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
    line.trim().trim_start_matches("error: ").to_string()
}

// ---- Options ----

#[derive(Clone, Copy, PartialEq)]
enum OptsFor {
    Compile,
    Run,
    Replace,
    Split,
}

#[derive(Clone, PartialEq)]
enum Spec {
    All,
    First,
    AllButFirst,
    None,
    AllNames,
    List(Vec<Term>),
}

#[derive(Clone, Copy, PartialEq)]
enum CType {
    Index,
    List,
    Binary,
}

#[derive(Clone, Copy, PartialEq)]
enum Ret {
    Iodata,
    List,
    Binary,
}

struct Opts {
    flags: u32,
    global: bool,
    anchored: bool,
    offset: usize,
    spec: Spec,
    ctype: CType,
    report_errors: bool,
    ret: Ret,
    /// `split`: parts still to cut (-1: no limit), and whether to drop trailing empties.
    limit: i64,
    trim: bool,
    group: bool,
}

fn parse_opts(list: Term, ctx: OptsFor) -> Result<Opts, Trap> {
    let mut o = Opts {
        flags: 0,
        global: false,
        anchored: false,
        offset: 0,
        spec: Spec::All,
        ctype: CType::Index,
        report_errors: false,
        ret: Ret::Iodata,
        limit: -1,
        trim: false,
        group: false,
    };
    let items = build::list_to_vec(list).ok_or_else(badarg)?;
    for t in items {
        if t.is_atom() {
            match atom::name(t) {
                "caseless" => o.flags |= CASELESS,
                "multiline" => o.flags |= MULTILINE,
                "dotall" => o.flags |= DOTALL,
                "extended" => o.flags |= EXTENDED,
                "unicode" => o.flags |= UNICODE,
                "ungreedy" => o.flags |= UNGREEDY,
                "anchored" => o.flags |= ANCHORED,
                "dollar_endonly" | "no_auto_capture" | "firstline" | "ucp" | "never_utf"
                | "no_start_optimize" | "bsr_anycrlf" | "bsr_unicode" | "dupnames" => {}
                "notempty" | "notempty_atstart" | "notbol" | "noteol"
                    if ctx != OptsFor::Compile => {}
                "global" if matches!(ctx, OptsFor::Run | OptsFor::Replace) => o.global = true,
                "report_errors" if ctx == OptsFor::Run => o.report_errors = true,
                "trim" if ctx == OptsFor::Split => (o.limit, o.trim) = (-1, true),
                "group" if ctx == OptsFor::Split => o.group = true,
                _ => return Err(badarg()),
            }
            continue;
        }
        if !t.is_tuple() || t.tuple_arity() < 2 || !t.element(1).is_atom() {
            return Err(badarg());
        }
        let (key, v) = (atom::name(t.element(1)), t.element(2));
        match (key, t.tuple_arity()) {
            ("newline", 2) => {}
            ("offset", 2) if ctx != OptsFor::Compile => {
                o.offset = usize::try_from(v.is_small().then(|| v.small_val()).ok_or_else(badarg)?)
                    .map_err(|_| badarg())?;
            }
            ("match_limit" | "match_limit_recursion", 2) if ctx != OptsFor::Compile => {}
            ("capture", 2 | 3) if ctx == OptsFor::Run => {
                o.spec = parse_spec(v)?;
                if t.tuple_arity() == 3 {
                    o.ctype = match t.element(3) {
                        a if a == atom::atom("index") => CType::Index,
                        a if a == atom::atom("list") => CType::List,
                        a if a == atom::atom("binary") => CType::Binary,
                        _ => return Err(badarg()),
                    };
                }
            }
            ("return", 2) if matches!(ctx, OptsFor::Replace | OptsFor::Split) => {
                o.ret = match v {
                    a if a == atom::atom("iodata") => Ret::Iodata,
                    a if a == atom::atom("list") => Ret::List,
                    a if a == atom::atom("binary") => Ret::Binary,
                    _ => return Err(badarg()),
                };
            }
            ("parts", 2) if ctx == OptsFor::Split => {
                (o.limit, o.trim) = if v == atom::INFINITY {
                    (-1, false)
                } else if v.is_small() && v.small_val() == 0 {
                    (-1, true)
                } else if v.is_small() && v.small_val() > 0 {
                    (v.small_val() - 1, false)
                } else {
                    return Err(badarg());
                };
            }
            _ => return Err(badarg()),
        }
    }
    o.anchored = o.flags & ANCHORED != 0;
    Ok(o)
}

fn parse_spec(v: Term) -> Result<Spec, Trap> {
    if v.is_atom() {
        return match atom::name(v) {
            "all" => Ok(Spec::All),
            "first" => Ok(Spec::First),
            "all_but_first" => Ok(Spec::AllButFirst),
            "none" => Ok(Spec::None),
            "all_names" => Ok(Spec::AllNames),
            _ => Err(badarg()),
        };
    }
    let items = build::list_to_vec(v).ok_or_else(badarg)?;
    if items
        .iter()
        .any(|&i| !(i.is_small() || i.is_atom() || i.is_list() || i.is_bitstring()))
    {
        return Err(badarg());
    }
    Ok(Spec::List(items))
}

// ---- Arguments ----

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

/// The compiled pattern a `re` function was given (a compiled pattern term or a pattern
/// to compile with the options' flags), and the flags in force.
fn pattern_arg(
    re: Term,
    o: &Opts,
) -> Result<(Result<Rc<Compiled>, translate::CompileError>, u32), Trap> {
    let (src, flags) = match decode_mp(re) {
        Some((src, flags)) => (src, flags | (o.flags & ANCHORED)),
        None if re.is_tuple() => return Err(badarg()),
        None => (text_bytes(re, o.flags & UNICODE != 0)?, o.flags),
    };
    Ok((compile_pattern(&src, flags), flags))
}

fn compiled_or_badarg(re: Term, o: &Opts) -> Result<(Rc<Compiled>, u32), Trap> {
    let (c, flags) = pattern_arg(re, o)?;
    Ok((c.map_err(|_| badarg())?, flags))
}

// ---- Matching ----

/// One match: each group's (start, end) in bytes, None where a group took no part.
type Groups = Vec<Option<(usize, usize)>>;

/// The matches of `c` in `subj` from `offset`: the first, or all with `global`.
fn find(
    c: &Compiled,
    subj: &[u8],
    offset: usize,
    anchored: bool,
    global: bool,
    unicode: bool,
) -> Vec<Groups> {
    let mut locs: CaptureLocations = c.re.capture_locations();
    let mut out = Vec::new();
    let mut pos = offset;
    while pos <= subj.len() {
        let Some(m) = c.re.captures_read_at(&mut locs, subj, pos) else {
            break;
        };
        // An anchored match must start where the search does; the leftmost match starts
        // there whenever one can, so checking the start is enough.
        if anchored && m.start() != pos {
            break;
        }
        let (s, e) = (m.start(), m.end());
        out.push((0..locs.len()).map(|i| locs.get(i)).collect());
        if !global {
            break;
        }
        if s == e {
            // Past an empty match, go on one character later (see the module comment).
            if e >= subj.len() {
                break;
            }
            pos = e + char_len(subj, e, unicode);
        } else {
            pos = e;
        }
    }
    out
}

/// Length of the character at `i`: one byte, or a UTF-8 sequence in `unicode` mode.
fn char_len(subj: &[u8], i: usize, unicode: bool) -> usize {
    if !unicode {
        return 1;
    }
    let mut n = 1;
    while i + n < subj.len() && subj[i + n] & 0xC0 == 0x80 {
        n += 1;
    }
    n
}

/// Groups as PCRE reports them for `all`: up to the last group that took part.
fn reported(g: &Groups) -> &[Option<(usize, usize)>] {
    let n = g.iter().rposition(|x| x.is_some()).map_or(0, |i| i + 1);
    &g[..n]
}

/// The group a `{capture, [...]}` item names; None for one that does not exist.
fn spec_index(c: &Compiled, t: Term) -> Result<Option<usize>, Trap> {
    if t.is_small() {
        return usize::try_from(t.small_val())
            .map(Some)
            .map_err(|_| badarg());
    }
    let name = if t.is_atom() {
        atom::name(t).to_string()
    } else if t.is_list() {
        build::list_to_string(t).ok_or_else(badarg)?
    } else {
        let b = binary::bytes(t).ok_or_else(badarg)?;
        String::from_utf8(b.into_owned()).map_err(|_| badarg())?
    };
    Ok(c.names.iter().find(|(n, _)| *n == name).map(|&(_, i)| i))
}

/// Which groups a capture spec selects, given one match; None means "capture nothing".
fn selected(c: &Compiled, spec: &Spec, g: &Groups) -> Result<Option<Vec<Option<usize>>>, Trap> {
    let n = reported(g).len();
    Ok(Some(match spec {
        Spec::All => (0..n).map(Some).collect(),
        Spec::First => vec![Some(0)],
        Spec::AllButFirst => (1..n).map(Some).collect(),
        Spec::None => return Ok(None),
        Spec::AllNames if c.names.is_empty() => return Ok(None),
        Spec::AllNames => c.names.iter().map(|&(_, i)| Some(i)).collect(),
        Spec::List(items) if items.is_empty() => return Ok(None),
        Spec::List(items) => items
            .iter()
            .map(|&t| spec_index(c, t))
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
                build::int(&mut p.heap, (e - s) as i64),
            );
            build::tuple(&mut p.heap, &[s, l])
        }
        (CType::Index, None) => build::tuple(&mut p.heap, &[Term::small(-1), Term::small(0)]),
        (CType::Binary, span) => {
            let (s, e) = span.unwrap_or((0, 0));
            make_binary(&mut p.heap, &subj[s..e])
        }
        (CType::List, span) => {
            let (s, e) = span.unwrap_or((0, 0));
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

fn run(p: &mut Process, subject: Term, re: Term, opts: Term) -> BifResult {
    let o = parse_opts(opts, OptsFor::Run)?;
    let (compiled, flags) = pattern_arg(re, &o)?;
    let c = match compiled {
        Ok(c) => c,
        Err((msg, pos)) if o.report_errors => {
            let e = error_info(p, &msg, pos);
            let e = build::tuple(&mut p.heap, &[atom::atom("compile"), e]);
            return Ok(build::tuple(&mut p.heap, &[atom::ERROR, e]));
        }
        Err(_) => return Err(badarg()),
    };
    let unicode = flags & UNICODE != 0;
    let subj = text_bytes(subject, unicode)?;
    if o.offset > subj.len() {
        return Err(badarg());
    }
    let matches = find(
        &c,
        &subj,
        o.offset,
        o.anchored || flags & ANCHORED != 0,
        o.global,
        unicode,
    );
    if matches.is_empty() {
        return Ok(atom::atom("nomatch"));
    }
    let mut per_match = Vec::with_capacity(matches.len());
    for g in &matches {
        let Some(sel) = selected(&c, &o.spec, g)? else {
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

fn run_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    run(p, a[0], a[1], Term::NIL)
}

fn run_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    run(p, a[0], a[1], a[2])
}

// ---- compile ----

fn compile(p: &mut Process, re: Term, opts: Term) -> BifResult {
    let o = parse_opts(opts, OptsFor::Compile)?;
    let src = text_bytes(re, o.flags & UNICODE != 0)?;
    match compile_pattern(&src, o.flags) {
        Ok(c) => {
            let mut bin = MP_TAG.to_vec();
            bin.extend_from_slice(&o.flags.to_le_bytes());
            bin.extend_from_slice(&src);
            let bin = make_binary(&mut p.heap, &bin);
            let groups = build::int(&mut p.heap, c.groups as i64);
            let uni = Term::small(i64::from(o.flags & UNICODE != 0));
            let mp = build::tuple(
                &mut p.heap,
                &[atom::atom("re_pattern"), groups, uni, Term::small(0), bin],
            );
            Ok(build::tuple(&mut p.heap, &[atom::OK, mp]))
        }
        Err((msg, pos)) => {
            let e = error_info(p, &msg, pos);
            Ok(build::tuple(&mut p.heap, &[atom::ERROR, e]))
        }
    }
}

fn compile_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    compile(p, a[0], Term::NIL)
}

fn compile_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    compile(p, a[0], a[1])
}

// ---- replace ----

enum Piece {
    Lit(Vec<u8>),
    Group(usize),
}

/// Parse a replacement as OTP's `precomp_repl`: `&` and `\N`, `\gN`, `\g{N}` insert groups,
/// and `\` before anything else quotes it.
fn parse_replacement(r: &[u8]) -> Result<Vec<Piece>, Trap> {
    fn digits(r: &[u8], mut i: usize) -> Result<(usize, usize), Trap> {
        let start = i;
        while i < r.len() && r[i].is_ascii_digit() {
            i += 1;
        }
        let s = std::str::from_utf8(&r[start..i]).map_err(|_| badarg())?;
        Ok((s.parse().map_err(|_| badarg())?, i))
    }
    let mut out = Vec::new();
    let mut lit = Vec::new();
    let mut i = 0;
    while i < r.len() {
        let c = r[i];
        let group = if c == b'&' {
            i += 1;
            Some(0)
        } else if c == b'\\' && i + 1 < r.len() {
            let x = r[i + 1];
            if x == b'g' && i + 2 < r.len() {
                let braced = r[i + 2] == b'{';
                let (n, j) = digits(r, i + 2 + usize::from(braced))?;
                i = j;
                if braced {
                    if r.get(j) != Some(&b'}') {
                        return Err(badarg());
                    }
                    i += 1;
                }
                Some(n)
            } else if (b'1'..=b'9').contains(&x) {
                let (n, j) = digits(r, i + 1)?;
                i = j;
                Some(n)
            } else {
                lit.push(x);
                i += 2;
                None
            }
        } else {
            lit.push(c);
            i += 1;
            None
        };
        if let Some(n) = group {
            if !lit.is_empty() {
                out.push(Piece::Lit(std::mem::take(&mut lit)));
            }
            out.push(Piece::Group(n));
        }
    }
    if !lit.is_empty() {
        out.push(Piece::Lit(lit));
    }
    Ok(out)
}

/// Bytes as the `{return, _}` type asks: a binary (for iodata too) or a list.
fn returned(p: &mut Process, b: &[u8], ret: Ret, unicode: bool) -> Term {
    match ret {
        Ret::List => bytes_to_list(p, b, unicode),
        Ret::Iodata | Ret::Binary => make_binary(&mut p.heap, b),
    }
}

fn replace(p: &mut Process, subject: Term, re: Term, repl: Term, opts: Term) -> BifResult {
    let o = parse_opts(opts, OptsFor::Replace)?;
    let (c, flags) = compiled_or_badarg(re, &o)?;
    let unicode = flags & UNICODE != 0;
    let subj = text_bytes(subject, unicode)?;
    let repl = parse_replacement(&text_bytes(repl, unicode)?)?;
    if o.offset > subj.len() {
        return Err(badarg());
    }
    let matches = find(
        &c,
        &subj,
        o.offset,
        o.anchored || flags & ANCHORED != 0,
        o.global,
        unicode,
    );
    if matches.is_empty() && o.ret == Ret::Iodata {
        // OTP hands back the subject itself.
        return Ok(subject);
    }
    if o.ret == Ret::Iodata {
        return Ok(replace_iodata(p, &subj, &matches, &repl));
    }
    let mut out = Vec::with_capacity(subj.len());
    let mut pos = 0;
    for g in &matches {
        let (s, e) = g[0].unwrap_or((pos, pos));
        out.extend_from_slice(&subj[pos..s]);
        for piece in &repl {
            match piece {
                Piece::Lit(b) => out.extend_from_slice(b),
                Piece::Group(n) => {
                    if let Some(&Some((gs, ge))) = g.get(*n) {
                        out.extend_from_slice(&subj[gs..ge]);
                    }
                }
            }
        }
        pos = e;
    }
    out.extend_from_slice(&subj[pos..]);
    Ok(returned(p, &out, o.ret, unicode))
}

/// The iolist OTP's `re:replace` returns, in the same shape (as its `do_mlist`): the
/// untouched stretches and each match's replacement, ending in the rest of the subject.
fn replace_iodata(p: &mut Process, subj: &[u8], matches: &[Groups], repl: &[Piece]) -> Term {
    let mut items = Vec::new();
    let mut pos = 0;
    for g in matches {
        let (s, e) = g[0].unwrap_or((pos, pos));
        if s > pos {
            items.push(make_binary(&mut p.heap, &subj[pos..s]));
        }
        let new = match repl {
            [Piece::Lit(b)] => make_binary(&mut p.heap, b),
            _ => {
                let parts: Vec<Term> = repl
                    .iter()
                    .map(|piece| match piece {
                        Piece::Lit(b) => make_binary(&mut p.heap, b),
                        Piece::Group(n) => {
                            let (gs, ge) = g.get(*n).copied().flatten().unwrap_or((0, 0));
                            make_binary(&mut p.heap, &subj[gs..ge])
                        }
                    })
                    .collect();
                build::list(&mut p.heap, &parts)
            }
        };
        items.push(new);
        pos = e;
    }
    let tail = if pos == subj.len() {
        Term::NIL
    } else {
        make_binary(&mut p.heap, &subj[pos..])
    };
    build::list_with_tail(&mut p.heap, &items, tail)
}

fn replace_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    replace(p, a[0], a[1], a[2], Term::NIL)
}

fn replace_4(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    replace(p, a[0], a[1], a[2], a[3])
}

// ---- split ----

/// The pieces of a split as byte ranges: each chunk is the text before a match followed by
/// the match's groups (as OTP's `do_split`), and the last chunk is the rest of the subject.
fn split_chunks(
    c: &Compiled,
    subj: &[u8],
    matches: &[Groups],
    mut limit: i64,
) -> Vec<Vec<(usize, usize)>> {
    let mut chunks = Vec::new();
    let mut off = 0;
    let mut it = matches.iter();
    loop {
        let next = if limit == 0 { None } else { it.next() };
        let Some(g) = next else {
            chunks.push(vec![(off, subj.len())]);
            break;
        };
        if subj.len() <= off {
            chunks.push(vec![(off, off)]);
            break;
        }
        let (ms, me) = g[0].unwrap_or((off, off));
        let subs = &reported(g)[1..];
        let subs_empty = subs.iter().all(|s| s.is_none_or(|(a, b)| a == b));
        if ms == off && me == ms && subs_empty {
            continue;
        }
        let mut chunk = vec![(off, ms)];
        // Every group is there, empty when it took no part.
        chunk.extend((1..=c.groups).map(|i| g.get(i).copied().flatten().unwrap_or((0, 0))));
        chunks.push(chunk);
        off = me;
        limit -= 1;
    }
    chunks
}

fn split(p: &mut Process, subject: Term, re: Term, opts: Term) -> BifResult {
    let o = parse_opts(opts, OptsFor::Split)?;
    let (c, flags) = compiled_or_badarg(re, &o)?;
    let unicode = flags & UNICODE != 0;
    let subj = text_bytes(subject, unicode)?;
    if o.offset > subj.len() {
        return Err(badarg());
    }
    let matches = find(
        &c,
        &subj,
        o.offset,
        o.anchored || flags & ANCHORED != 0,
        true,
        unicode,
    );
    let mut chunks = if matches.is_empty() {
        vec![vec![(0, subj.len())]]
    } else {
        split_chunks(&c, &subj, &matches, o.limit)
    };
    let empty = |r: &(usize, usize)| r.0 == r.1;
    if o.trim && !matches.is_empty() {
        if o.group {
            // Drop trailing chunks that are all empty.
            while chunks.last().is_some_and(|ch| ch.iter().all(empty)) {
                chunks.pop();
            }
        } else {
            let mut flat: Vec<(usize, usize)> = chunks.concat();
            while flat.last().is_some_and(empty) {
                flat.pop();
            }
            chunks = vec![flat];
        }
    }
    let mut part = |r: &(usize, usize)| returned(p, &subj[r.0..r.1], o.ret, unicode);
    if o.group {
        let lists: Vec<Term> = chunks
            .iter()
            .map(|ch| {
                let v: Vec<Term> = ch.iter().map(&mut part).collect();
                v
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|v| build::list(&mut p.heap, &v))
            .collect();
        Ok(build::list(&mut p.heap, &lists))
    } else {
        let v: Vec<Term> = chunks.iter().flatten().map(&mut part).collect();
        Ok(build::list(&mut p.heap, &v))
    }
}

fn split_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    split(p, a[0], a[1], Term::NIL)
}

fn split_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    split(p, a[0], a[1], a[2])
}

fn version(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    // The PCRE version OTP 25 reports; the syntax accepted follows it.
    Ok(make_binary(&mut p.heap, b"8.44 2020-02-12"))
}

#[cfg(test)]
mod tests;
