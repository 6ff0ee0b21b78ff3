//! The option lists of `re:compile`, `run`, `replace` and `split`, and how Erlang's options map
//! onto PCRE2's.

use crate::atom;
use crate::build;
use crate::exception::{badarg, Trap};
use crate::term::Term;
use pcre2_sys::*;

// Erlang's compile options, as bits of the flags kept in a compiled pattern and in the cache
// key. The newline convention and `\R`'s meaning are fields of the same word.
pub const CASELESS: u32 = 1;
pub const MULTILINE: u32 = 1 << 1;
pub const DOTALL: u32 = 1 << 2;
pub const EXTENDED: u32 = 1 << 3;
pub const UNICODE: u32 = 1 << 4;
pub const ANCHORED: u32 = 1 << 5;
pub const UNGREEDY: u32 = 1 << 6;
pub const DOLLAR_ENDONLY: u32 = 1 << 7;
pub const NO_AUTO_CAPTURE: u32 = 1 << 8;
pub const FIRSTLINE: u32 = 1 << 9;
pub const UCP: u32 = 1 << 10;
pub const NEVER_UTF: u32 = 1 << 11;
pub const NO_START_OPTIMIZE: u32 = 1 << 12;
pub const DUPNAMES: u32 = 1 << 13;
/// `PCRE2_NEWLINE_*` (0: the default, LF).
const NEWLINE_SHIFT: u32 = 16;
pub const NEWLINE_MASK: u32 = 7 << NEWLINE_SHIFT;
/// `PCRE2_BSR_*` (0: the default, Unicode).
const BSR_SHIFT: u32 = 20;
pub const BSR_MASK: u32 = 3 << BSR_SHIFT;

/// Each flag and the PCRE2 compile option it stands for.
const PCRE2_OPTIONS: &[(u32, u32)] = &[
    (CASELESS, PCRE2_CASELESS),
    (MULTILINE, PCRE2_MULTILINE),
    (DOTALL, PCRE2_DOTALL),
    (EXTENDED, PCRE2_EXTENDED),
    (UNICODE, PCRE2_UTF),
    (ANCHORED, PCRE2_ANCHORED),
    (UNGREEDY, PCRE2_UNGREEDY),
    (DOLLAR_ENDONLY, PCRE2_DOLLAR_ENDONLY),
    (NO_AUTO_CAPTURE, PCRE2_NO_AUTO_CAPTURE),
    (FIRSTLINE, PCRE2_FIRSTLINE),
    (UCP, PCRE2_UCP),
    (NEVER_UTF, PCRE2_NEVER_UTF),
    (NO_START_OPTIMIZE, PCRE2_NO_START_OPTIMIZE),
    (DUPNAMES, PCRE2_DUPNAMES),
];

/// What PCRE2 compiles a pattern with for Erlang's `flags`.
pub fn compile_options(flags: u32) -> super::pcre::CompileOptions {
    let options = PCRE2_OPTIONS
        .iter()
        .filter(|(f, _)| flags & f != 0)
        .fold(0, |acc, (_, o)| acc | o);
    let newline = match (flags & NEWLINE_MASK) >> NEWLINE_SHIFT {
        0 => PCRE2_NEWLINE_LF,
        n => n,
    };
    let bsr = match (flags & BSR_MASK) >> BSR_SHIFT {
        0 => PCRE2_BSR_UNICODE,
        n => n,
    };
    super::pcre::CompileOptions {
        options,
        // PCRE 8 allowed `\K` in lookarounds.
        extra: PCRE2_EXTRA_ALLOW_LOOKAROUND_BSK,
        newline,
        bsr,
    }
}

/// Whether the newline convention of `flags` has CRLF as a newline (OTP's "use CRLF").
pub fn uses_crlf(flags: u32) -> bool {
    matches!(
        (flags & NEWLINE_MASK) >> NEWLINE_SHIFT,
        PCRE2_NEWLINE_CRLF | PCRE2_NEWLINE_ANY | PCRE2_NEWLINE_ANYCRLF
    )
}

#[derive(Clone, Copy, PartialEq)]
pub enum OptsFor {
    Compile,
    Run,
    Replace,
    Split,
}

#[derive(Clone, PartialEq)]
pub enum Spec {
    All,
    First,
    AllButFirst,
    None,
    AllNames,
    List(Vec<Term>),
}

#[derive(Clone, Copy, PartialEq)]
pub enum CType {
    Index,
    List,
    Binary,
}

#[derive(Clone, Copy, PartialEq)]
pub enum Ret {
    Iodata,
    List,
    Binary,
}

pub struct Opts {
    /// Compile flags (newline and `\R` included).
    pub flags: u32,
    /// Which of the newline and `\R` fields the options set (they may also be given with a
    /// compiled pattern, which is then compiled again with them).
    pub set_fields: u32,
    /// Whether an option only a pattern's compilation takes was given (badarg with a
    /// compiled pattern).
    pub compile_only: bool,
    /// Match-time PCRE2 options.
    pub match_options: u32,
    pub global: bool,
    pub offset: usize,
    pub spec: Spec,
    pub ctype: CType,
    pub report_errors: bool,
    pub ret: Ret,
    pub match_limit: Option<u32>,
    pub depth_limit: Option<u32>,
    /// `split`: parts still to cut (-1: no limit), and whether to drop trailing empties.
    pub limit: i64,
    pub trim: bool,
    pub group: bool,
}

fn limit(v: Term) -> Result<u32, Trap> {
    if !v.is_small() {
        return Err(badarg());
    }
    u32::try_from(v.small_val()).map_err(|_| badarg())
}

pub fn parse(list: Term, ctx: OptsFor) -> Result<Opts, Trap> {
    let mut o = Opts {
        flags: 0,
        set_fields: 0,
        compile_only: false,
        match_options: 0,
        global: false,
        offset: 0,
        spec: Spec::All,
        ctype: CType::Index,
        report_errors: false,
        ret: Ret::Iodata,
        match_limit: None,
        depth_limit: None,
        limit: -1,
        trim: false,
        group: false,
    };
    let matching = ctx != OptsFor::Compile;
    let items = build::list_to_vec(list).ok_or_else(badarg)?;
    for t in items {
        if t.is_atom() {
            let compile_flag = match atom::name(t) {
                "caseless" => CASELESS,
                "multiline" => MULTILINE,
                "dotall" => DOTALL,
                "extended" => EXTENDED,
                "unicode" => UNICODE,
                "ungreedy" => UNGREEDY,
                "dollar_endonly" => DOLLAR_ENDONLY,
                "no_auto_capture" => NO_AUTO_CAPTURE,
                "firstline" => FIRSTLINE,
                "ucp" => UCP,
                "never_utf" => NEVER_UTF,
                "no_start_optimize" => NO_START_OPTIMIZE,
                "dupnames" => DUPNAMES,
                _ => 0,
            };
            if compile_flag != 0 {
                o.flags |= compile_flag;
                o.compile_only = true;
                continue;
            }
            match atom::name(t) {
                "anchored" if matching => o.match_options |= PCRE2_ANCHORED,
                "anchored" => o.flags |= ANCHORED,
                "bsr_anycrlf" | "bsr_unicode" => {
                    let bsr = if atom::name(t) == "bsr_anycrlf" {
                        PCRE2_BSR_ANYCRLF
                    } else {
                        PCRE2_BSR_UNICODE
                    };
                    o.flags = (o.flags & !BSR_MASK) | (bsr << BSR_SHIFT);
                    o.set_fields |= BSR_MASK;
                }
                "notempty" if matching => o.match_options |= PCRE2_NOTEMPTY,
                "notempty_atstart" if matching => o.match_options |= PCRE2_NOTEMPTY_ATSTART,
                "notbol" if matching => o.match_options |= PCRE2_NOTBOL,
                "noteol" if matching => o.match_options |= PCRE2_NOTEOL,
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
            ("newline", 2) => {
                if !v.is_atom() {
                    return Err(badarg());
                }
                let nl = match atom::name(v) {
                    "cr" => PCRE2_NEWLINE_CR,
                    "lf" => PCRE2_NEWLINE_LF,
                    "crlf" => PCRE2_NEWLINE_CRLF,
                    "any" => PCRE2_NEWLINE_ANY,
                    "anycrlf" => PCRE2_NEWLINE_ANYCRLF,
                    _ => return Err(badarg()),
                };
                o.flags = (o.flags & !NEWLINE_MASK) | (nl << NEWLINE_SHIFT);
                o.set_fields |= NEWLINE_MASK;
            }
            ("offset", 2) if matching => {
                o.offset = usize::try_from(v.is_small().then(|| v.small_val()).ok_or_else(badarg)?)
                    .map_err(|_| badarg())?;
            }
            ("match_limit", 2) if matching => o.match_limit = Some(limit(v)?),
            ("match_limit_recursion", 2) if matching => o.depth_limit = Some(limit(v)?),
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
