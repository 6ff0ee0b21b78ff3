//! `re:replace` and `re:split`, on the matches `re:run` with `global` finds, shaped as OTP's
//! `re.erl` shapes them.

use super::options::{self, OptsFor, Ret, UNICODE};
use super::{bytes_to_list, compiled_or_badarg, find_or_badarg, text_bytes, Compiled, Groups};
use crate::binary::make_binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;

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

fn replace(
    cx: &mut Ctx,
    p: &mut Process,
    subject: Term,
    re: Term,
    repl: Term,
    opts: Term,
) -> BifResult {
    let o = options::parse(opts, OptsFor::Replace)?;
    let pat = compiled_or_badarg(cx, re, &o)?;
    let flags = pat.flags;
    let unicode = flags & UNICODE != 0;
    let subj = text_bytes(subject, unicode)?;
    let repl = parse_replacement(&text_bytes(repl, unicode)?)?;
    let matches = find_or_badarg(&pat, &subj, &o, o.global)?;
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

pub(super) fn replace_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    replace(cx, p, a[0], a[1], a[2], Term::NIL)
}

pub(super) fn replace_4(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    replace(cx, p, a[0], a[1], a[2], a[3])
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
        let subs = &g[1..];
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

fn split(cx: &mut Ctx, p: &mut Process, subject: Term, re: Term, opts: Term) -> BifResult {
    let o = options::parse(opts, OptsFor::Split)?;
    let pat = compiled_or_badarg(cx, re, &o)?;
    let (c, flags) = (&pat.c, pat.flags);
    let unicode = flags & UNICODE != 0;
    let subj = text_bytes(subject, unicode)?;
    let matches = find_or_badarg(&pat, &subj, &o, true)?;
    let mut chunks = if matches.is_empty() {
        vec![vec![(0, subj.len())]]
    } else {
        split_chunks(c, &subj, &matches, o.limit)
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

pub(super) fn split_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    split(cx, p, a[0], a[1], Term::NIL)
}

pub(super) fn split_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    split(cx, p, a[0], a[1], a[2])
}
