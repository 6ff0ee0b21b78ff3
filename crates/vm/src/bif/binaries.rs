//! BIFs: binaries and bitstrings (`erlang` conversions and the `binary` module).
//!
//! Parts of binaries longer than a heap binary are returned as sub-binaries sharing the
//! original's bytes, as in OTP; shorter ones are copied, which is as cheap and lets the
//! original die sooner.

use super::BifEntry;
use crate::atom;
use crate::binary::{self, BitView, HEAP_BIN_LIMIT};
use crate::build::{self, integer_value, list_to_vec};
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Trap};
use crate::heap::Heap;
use crate::process::Process;
use crate::term::Term;
use num_bigint::{BigUint, Sign};
use std::borrow::Cow;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "byte_size", 1, byte_size),
    ("erlang", "bit_size", 1, bit_size),
    ("erlang", "binary_to_list", 1, binary_to_list_1),
    ("erlang", "binary_to_list", 3, binary_to_list_3),
    ("erlang", "list_to_binary", 1, list_to_binary),
    ("erlang", "iolist_to_binary", 1, iolist_to_binary),
    ("erlang", "iolist_size", 1, iolist_size),
    ("erlang", "binary_part", 2, part_2),
    ("erlang", "binary_part", 3, part_3),
    ("erlang", "split_binary", 2, split_binary),
    ("erlang", "list_to_bitstring", 1, list_to_bitstring),
    ("erlang", "bitstring_to_list", 1, bitstring_to_list),
    ("binary", "first", 1, first),
    ("binary", "last", 1, last),
    ("binary", "at", 2, at),
    ("binary", "part", 2, part_2),
    ("binary", "part", 3, part_3),
    ("binary", "copy", 1, copy_1),
    ("binary", "copy", 2, copy_2),
    ("binary", "split", 2, split_2),
    ("binary", "split", 3, split_3),
    ("binary", "match", 2, match_2),
    ("binary", "match", 3, match_3),
    ("binary", "matches", 2, matches_2),
    ("binary", "matches", 3, matches_3),
    ("binary", "replace", 3, replace_3),
    ("binary", "replace", 4, replace_4),
    ("binary", "compile_pattern", 1, compile_pattern),
    ("binary", "bin_to_list", 1, binary_to_list_1),
    ("binary", "bin_to_list", 2, bin_to_list_2),
    ("binary", "bin_to_list", 3, bin_to_list_3),
    ("binary", "list_to_bin", 1, list_to_binary),
    ("binary", "decode_unsigned", 1, decode_unsigned_1),
    ("binary", "decode_unsigned", 2, decode_unsigned_2),
    ("binary", "encode_unsigned", 1, encode_unsigned_1),
    ("binary", "encode_unsigned", 2, encode_unsigned_2),
    ("binary", "longest_common_prefix", 1, longest_common_prefix),
    ("binary", "longest_common_suffix", 1, longest_common_suffix),
    ("binary", "encode_hex", 1, encode_hex),
    ("binary", "decode_hex", 1, decode_hex),
];

// ---- Helpers ----

fn bits_arg<'a>(t: Term) -> Result<BitView<'a>, Trap> {
    binary::view(t).ok_or_else(badarg)
}

/// The bytes of a binary argument (a whole number of bytes), or badarg.
fn bytes_arg<'a>(t: Term) -> Result<Cow<'a, [u8]>, Trap> {
    binary::bytes(t).ok_or_else(badarg)
}

fn small_arg(t: Term) -> Result<i64, Trap> {
    if t.is_small() {
        Ok(t.small_val())
    } else {
        Err(badarg())
    }
}

/// Bits `off..off + n` of a view, as a fresh byte vector (trailing bits left-aligned).
fn view_range(v: &BitView, off: usize, n: usize) -> Vec<u8> {
    let start = v.bit_off + off;
    let sub = BitView {
        bytes: &v.bytes[start / 8..],
        bit_off: start % 8,
        bits: n,
    };
    sub.to_vec()
}

/// Bits `off..off + n` of the bitstring `whole`: a sub-binary when large, else a copy.
fn sub_bits(heap: &mut Heap, whole: Term, off: usize, n: usize) -> Term {
    if n > HEAP_BIN_LIMIT * 8 {
        return binary::make_sub(heap, whole, off, n);
    }
    let v = binary::view(whole).expect("a bitstring");
    let bytes = view_range(&v, off, n);
    binary::make_bitstring(heap, &bytes, n)
}

/// Bytes `start..start + len` of `whole`.
fn sub_bytes(heap: &mut Heap, whole: Term, start: usize, len: usize) -> Term {
    sub_bits(heap, whole, start * 8, len * 8)
}

/// A `{Pos, Len}` range (`Len` may be negative, counting back from `Pos`) within `size`
/// bytes, as (start, len); badarg if it is out of range.
fn byte_range(pos: Term, len: Term, size: usize) -> Result<(usize, usize), Trap> {
    let (pos, len) = (small_arg(pos)?, small_arg(len)?);
    let (start, end) = if len < 0 {
        (pos + len, pos)
    } else {
        (pos, pos + len)
    };
    if start < 0 || end as u64 > size as u64 {
        return Err(badarg());
    }
    Ok((start as usize, (end - start) as usize))
}

fn pair_arg(t: Term) -> Result<(Term, Term), Trap> {
    if t.is_tuple() && t.tuple_arity() == 2 {
        Ok((t.element(1), t.element(2)))
    } else {
        Err(badarg())
    }
}

/// One item of an iolist or bitstring list.
enum Piece<'a> {
    Byte(u8),
    Bits(BitView<'a>),
}

/// Visit the pieces of a possibly deep list of bytes and bitstrings whose tails may be
/// bitstrings, in order; None if `t` is not one or `f` refuses a piece. A loop with an
/// explicit stack of pending tails, so deep nesting needs no native stack.
fn walk_iolist(t: Term, mut f: impl FnMut(Piece) -> Option<()>) -> Option<()> {
    let mut pending = vec![t];
    while let Some(mut t) = pending.pop() {
        while t.is_cons() {
            let h = t.head();
            if h.is_small() {
                f(Piece::Byte(u8::try_from(h.small_val()).ok()?))?;
            } else if h.is_list() {
                pending.push(t.tail());
                t = h;
                continue;
            } else {
                f(Piece::Bits(binary::view(h)?))?;
            }
            t = t.tail();
        }
        if !t.is_nil() {
            f(Piece::Bits(binary::view(t)?))?;
        }
    }
    Some(())
}

/// The bytes of an iolist (binaries must be whole bytes).
pub fn iolist_bytes(t: Term) -> Option<Vec<u8>> {
    // Sized by a first walk: a vector grown by doubling would ask for up to twice the bytes.
    let mut n: usize = 0;
    walk_iolist(t, |piece| {
        n += match piece {
            Piece::Byte(_) => 1,
            Piece::Bits(v) => v.bits / 8,
        };
        Some(())
    })?;
    let mut out = binary::bytes_with_capacity(n);
    walk_iolist(t, |piece| {
        match piece {
            Piece::Byte(b) => out.push(b),
            Piece::Bits(v) => match v.as_bytes() {
                Some(b) => out.extend_from_slice(b),
                None if v.is_binary() => out.extend_from_slice(&v.to_vec()),
                None => return None,
            },
        }
        Some(())
    })?;
    Some(out)
}

/// A growing bitstring.
#[derive(Default)]
struct BitBuf {
    bytes: Vec<u8>,
    bits: usize,
}

impl BitBuf {
    fn push_bit(&mut self, bit: bool) {
        if self.bits.is_multiple_of(8) {
            self.bytes.push(0);
        }
        if bit {
            *self.bytes.last_mut().unwrap() |= 0x80 >> (self.bits % 8);
        }
        self.bits += 1;
    }

    fn push_byte(&mut self, b: u8) {
        if self.bits.is_multiple_of(8) {
            self.bytes.push(b);
            self.bits += 8;
        } else {
            (0..8).for_each(|i| self.push_bit(b & (0x80 >> i) != 0));
        }
    }

    fn push_view(&mut self, v: &BitView) {
        match v.as_bytes() {
            Some(b) if self.bits.is_multiple_of(8) => {
                self.bytes.extend_from_slice(b);
                self.bits += b.len() * 8;
            }
            _ => (0..v.bits).for_each(|i| self.push_bit(v.bit(i))),
        }
    }
}

// ---- erlang ----

fn byte_size(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(Term::small(bits_arg(a[0])?.bits.div_ceil(8) as i64))
}

fn bit_size(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(Term::small(bits_arg(a[0])?.bits as i64))
}

fn binary_to_list_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let b = bytes_arg(a[0])?;
    Ok(build::byte_list(&mut p.heap, &b))
}

/// `binary_to_list(Bin, Start, Stop)`: 1-based, inclusive; a bitstring's whole bytes only.
fn binary_to_list_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let v = bits_arg(a[0])?;
    let (start, stop) = (small_arg(a[1])?, small_arg(a[2])?);
    if start < 1 || stop < start || stop as u64 > (v.bits / 8) as u64 {
        return Err(badarg());
    }
    let bytes = view_range(
        &v,
        (start as usize - 1) * 8,
        (stop - start + 1) as usize * 8,
    );
    Ok(build::byte_list(&mut p.heap, &bytes))
}

fn list_to_binary(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_list() {
        return Err(badarg());
    }
    let bytes = iolist_bytes(a[0]).ok_or_else(badarg)?;
    Ok(binary::make_binary_vec(&mut p.heap, bytes))
}

fn iolist_to_binary(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_bitstring() {
        return if bits_arg(a[0])?.is_binary() {
            Ok(a[0])
        } else {
            Err(badarg())
        };
    }
    list_to_binary(cx, p, a)
}

fn iolist_size(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut n: usize = 0;
    walk_iolist(a[0], |piece| {
        match piece {
            Piece::Byte(_) => n += 1,
            Piece::Bits(v) if v.is_binary() => n += v.bits / 8,
            Piece::Bits(_) => return None,
        }
        Some(())
    })
    .ok_or_else(badarg)?;
    Ok(build::int(&mut p.heap, n as i64))
}

fn part(p: &mut Process, bin: Term, pos: Term, len: Term) -> BifResult {
    let v = bits_arg(bin)?;
    let (start, len) = byte_range(pos, len, v.bits / 8)?;
    Ok(sub_bytes(&mut p.heap, bin, start, len))
}

/// `binary_part(Bin, {Pos, Len})`, also `binary:part/2`.
fn part_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (pos, len) = pair_arg(a[1])?;
    part(p, a[0], pos, len)
}

fn part_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    part(p, a[0], a[1], a[2])
}

fn split_binary(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let v = bits_arg(a[0])?;
    let pos = small_arg(a[1])?;
    if pos < 0 || pos as u64 * 8 > v.bits as u64 {
        return Err(badarg());
    }
    let cut = pos as usize * 8;
    let left = sub_bits(&mut p.heap, a[0], 0, cut);
    let right = sub_bits(&mut p.heap, a[0], cut, v.bits - cut);
    Ok(build::tuple(&mut p.heap, &[left, right]))
}

fn list_to_bitstring(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_list() {
        return Err(badarg());
    }
    let mut buf = BitBuf::default();
    walk_iolist(a[0], |piece| {
        match piece {
            Piece::Byte(b) => buf.push_byte(b),
            Piece::Bits(v) => buf.push_view(&v),
        }
        Some(())
    })
    .ok_or_else(badarg)?;
    Ok(binary::make_bitstring(&mut p.heap, &buf.bytes, buf.bits))
}

/// The whole bytes, then any trailing bits as a bitstring: `<<1,2:3>>` gives `[1,<<2:3>>]`.
fn bitstring_to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let v = bits_arg(a[0])?;
    let whole = v.bits / 8 * 8;
    let bytes: Vec<Term> = view_range(&v, 0, whole)
        .iter()
        .map(|&b| Term::small(b as i64))
        .collect();
    let tail = if whole == v.bits {
        Term::NIL
    } else {
        let rest = sub_bits(&mut p.heap, a[0], whole, v.bits - whole);
        build::cons(&mut p.heap, rest, Term::NIL)
    };
    Ok(build::list_with_tail(&mut p.heap, &bytes, tail))
}

// ---- binary: bytes ----

fn first(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let b = bytes_arg(a[0])?;
    b.first().map(|&x| Term::small(x as i64)).ok_or_else(badarg)
}

fn last(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let b = bytes_arg(a[0])?;
    b.last().map(|&x| Term::small(x as i64)).ok_or_else(badarg)
}

fn at(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let b = bytes_arg(a[0])?;
    let i = usize::try_from(small_arg(a[1])?).map_err(|_| badarg())?;
    b.get(i).map(|&x| Term::small(x as i64)).ok_or_else(badarg)
}

fn copy_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let b = bytes_arg(a[0])?;
    Ok(binary::make_binary(&mut p.heap, &b))
}

fn copy_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let b = bytes_arg(a[0])?;
    let n = usize::try_from(small_arg(a[1])?).map_err(|_| badarg())?;
    if b.len()
        .checked_mul(n)
        .is_none_or(|total| total > isize::MAX as usize / 2)
    {
        return Err(error(atom::SYSTEM_LIMIT));
    }
    Ok(binary::make_binary(&mut p.heap, &b.repeat(n)))
}

fn bin_to_list_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (pos, len) = pair_arg(a[1])?;
    bin_to_list(p, a[0], pos, len)
}

fn bin_to_list_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    bin_to_list(p, a[0], a[1], a[2])
}

fn bin_to_list(p: &mut Process, bin: Term, pos: Term, len: Term) -> BifResult {
    let b = bytes_arg(bin)?;
    let (start, len) = byte_range(pos, len, b.len())?;
    Ok(build::byte_list(&mut p.heap, &b[start..start + len]))
}

fn endianness_arg(t: Term) -> Result<bool, Trap> {
    match atom::name(if t.is_atom() { t } else { return Err(badarg()) }) {
        "big" => Ok(true),
        "little" => Ok(false),
        _ => Err(badarg()),
    }
}

fn decode_unsigned(p: &mut Process, bin: Term, big: bool) -> BifResult {
    let b = bytes_arg(bin)?;
    let v = if big {
        BigUint::from_bytes_be(&b)
    } else {
        BigUint::from_bytes_le(&b)
    };
    Ok(build::bigint(&mut p.heap, &v.into()))
}

fn decode_unsigned_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    decode_unsigned(p, a[0], true)
}

fn decode_unsigned_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let big = endianness_arg(a[1])?;
    decode_unsigned(p, a[0], big)
}

fn encode_unsigned(p: &mut Process, n: Term, big: bool) -> BifResult {
    let v = integer_value(n).ok_or_else(badarg)?;
    let (sign, mag) = v.into_parts();
    if sign == Sign::Minus {
        return Err(badarg());
    }
    // BigUint gives at least one byte, so 0 encodes as <<0>>.
    let bytes = if big {
        mag.to_bytes_be()
    } else {
        mag.to_bytes_le()
    };
    Ok(binary::make_binary(&mut p.heap, &bytes))
}

fn encode_unsigned_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    encode_unsigned(p, a[0], true)
}

fn encode_unsigned_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let big = endianness_arg(a[1])?;
    encode_unsigned(p, a[0], big)
}

/// `binary:encode_hex/1`: uppercase digits, as OTP 25 writes them.
fn encode_hex(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let b = bytes_arg(a[0])?;
    let mut out = Vec::with_capacity(b.len() * 2);
    for &x in b.iter() {
        out.push(DIGITS[(x >> 4) as usize]);
        out.push(DIGITS[(x & 15) as usize]);
    }
    Ok(binary::make_binary(&mut p.heap, &out))
}

/// `binary:decode_hex/1`: either case; badarg for an odd length or a non-hex byte.
fn decode_hex(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let b = bytes_arg(a[0])?;
    if b.len() % 2 != 0 {
        return Err(badarg());
    }
    let nibble = |c: u8| (c as char).to_digit(16).map(|d| d as u8).ok_or_else(badarg);
    let mut out = Vec::with_capacity(b.len() / 2);
    for pair in b.chunks_exact(2) {
        out.push(nibble(pair[0])? << 4 | nibble(pair[1])?);
    }
    Ok(binary::make_binary(&mut p.heap, &out))
}

/// The binaries of a non-empty proper list of binaries.
fn binaries_arg<'a>(t: Term) -> Result<Vec<Cow<'a, [u8]>>, Trap> {
    let v = list_to_vec(t)
        .filter(|v| !v.is_empty())
        .ok_or_else(badarg)?;
    v.into_iter().map(bytes_arg).collect()
}

fn longest_common_prefix(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let bins = binaries_arg(a[0])?;
    let n = bins[1..].iter().fold(bins[0].len(), |n, b| {
        n.min(
            bins[0]
                .iter()
                .zip(b.iter())
                .take_while(|(x, y)| x == y)
                .count(),
        )
    });
    Ok(Term::small(n as i64))
}

fn longest_common_suffix(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let bins = binaries_arg(a[0])?;
    let n = bins[1..].iter().fold(bins[0].len(), |n, b| {
        n.min(
            bins[0]
                .iter()
                .rev()
                .zip(b.iter().rev())
                .take_while(|(x, y)| x == y)
                .count(),
        )
    });
    Ok(Term::small(n as i64))
}

// ---- binary: searching ----

/// The tag of the tuples `compile_pattern/1` returns (OTP's are opaque too).
const COMPILED_TAG: &str = "$triheap_cp";

/// Search patterns: a non-empty binary, a non-empty list of them, or a compiled pattern.
struct Patterns {
    pats: Vec<Vec<u8>>,
    /// For each first byte, the patterns starting with it, longest first.
    by_first: Vec<Vec<usize>>,
}

impl Patterns {
    fn parse(t: Term) -> Result<Patterns, Trap> {
        let t = if t.is_tuple() && t.tuple_arity() == 2 && t.element(1) == atom::atom(COMPILED_TAG)
        {
            t.element(2)
        } else {
            t
        };
        let pats: Vec<Vec<u8>> = if t.is_list() {
            binaries_arg(t)?.into_iter().map(Cow::into_owned).collect()
        } else {
            vec![bytes_arg(t)?.into_owned()]
        };
        if pats.iter().any(Vec::is_empty) {
            return Err(badarg());
        }
        let mut by_first = vec![Vec::new(); 256];
        for (i, p) in pats.iter().enumerate() {
            by_first[p[0] as usize].push(i);
        }
        for v in &mut by_first {
            v.sort_by_key(|&i| std::cmp::Reverse(pats[i].len()));
        }
        Ok(Patterns { pats, by_first })
    }

    /// Non-overlapping matches within `s[start..end]`, leftmost first and the longest
    /// pattern at each position; at most one unless `global`.
    fn find(&self, s: &[u8], start: usize, end: usize, global: bool) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut i = start;
        while i < end {
            let hit = self.by_first[s[i] as usize]
                .iter()
                .map(|&k| &self.pats[k])
                .find(|p| i + p.len() <= end && s[i..i + p.len()] == p[..]);
            match hit {
                Some(p) => {
                    out.push((i, p.len()));
                    if !global {
                        break;
                    }
                    i += p.len();
                }
                None => i += 1,
            }
        }
        out
    }
}

fn compile_pattern(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let pats = Patterns::parse(a[0])?;
    let bins: Vec<Term> = pats
        .pats
        .iter()
        .map(|b| binary::make_binary(&mut p.heap, b))
        .collect();
    let list = build::list(&mut p.heap, &bins);
    Ok(build::tuple(&mut p.heap, &[atom::atom(COMPILED_TAG), list]))
}

/// Options of `split`, `match`, `matches` and `replace`.
#[derive(Default)]
struct Options {
    global: bool,
    trim: bool,
    trim_all: bool,
    scope: Option<(usize, usize)>,
    insert_at: Vec<usize>,
}

/// Parse an option list, accepting only the option names in `allowed`.
fn parse_options(t: Term, size: usize, allowed: &[&str]) -> Result<Options, Trap> {
    let mut o = Options::default();
    for opt in list_to_vec(t).ok_or_else(badarg)? {
        let (name, val) = if opt.is_atom() {
            (atom::name(opt), None)
        } else {
            let (k, v) = pair_arg(opt)?;
            if !k.is_atom() {
                return Err(badarg());
            }
            (atom::name(k), Some(v))
        };
        if !allowed.contains(&name) {
            return Err(badarg());
        }
        match (name, val) {
            ("global", None) => o.global = true,
            ("trim", None) => o.trim = true,
            ("trim_all", None) => o.trim_all = true,
            ("scope", Some(v)) => {
                let (pos, len) = pair_arg(v)?;
                let (start, len) = byte_range(pos, len, size)?;
                o.scope = Some((start, start + len));
            }
            ("insert_replaced", Some(v)) => {
                let ps = if v.is_list() {
                    list_to_vec(v).ok_or_else(badarg)?
                } else {
                    vec![v]
                };
                o.insert_at = ps
                    .into_iter()
                    .map(|p| usize::try_from(small_arg(p)?).map_err(|_| badarg()))
                    .collect::<Result<_, _>>()?;
                o.insert_at.sort_unstable();
            }
            _ => return Err(badarg()),
        }
    }
    Ok(o)
}

fn search(subject: &[u8], pats: &Patterns, o: &Options, global: bool) -> Vec<(usize, usize)> {
    let (start, end) = o.scope.unwrap_or((0, subject.len()));
    pats.find(subject, start, end, global)
}

fn split(p: &mut Process, bin: Term, pat: Term, opts: Term) -> BifResult {
    let subject = bytes_arg(bin)?;
    let pats = Patterns::parse(pat)?;
    let o = parse_options(
        opts,
        subject.len(),
        &["global", "trim", "trim_all", "scope"],
    )?;
    let mut parts = Vec::new();
    let mut pos = 0;
    for (s, l) in search(&subject, &pats, &o, o.global) {
        parts.push((pos, s - pos));
        pos = s + l;
    }
    parts.push((pos, subject.len() - pos));
    if o.trim_all {
        parts.retain(|&(_, l)| l > 0);
    } else if o.trim {
        while parts.last().is_some_and(|&(_, l)| l == 0) {
            parts.pop();
        }
    }
    let terms: Vec<Term> = parts
        .into_iter()
        .map(|(s, l)| sub_bytes(&mut p.heap, bin, s, l))
        .collect();
    Ok(build::list(&mut p.heap, &terms))
}

fn split_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    split(p, a[0], a[1], Term::NIL)
}

fn split_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    split(p, a[0], a[1], a[2])
}

fn match_pos(p: &mut Process, (s, l): (usize, usize)) -> Term {
    build::tuple(&mut p.heap, &[Term::small(s as i64), Term::small(l as i64)])
}

fn matches(p: &mut Process, bin: Term, pat: Term, opts: Term, global: bool) -> BifResult {
    let subject = bytes_arg(bin)?;
    let pats = Patterns::parse(pat)?;
    let o = parse_options(opts, subject.len(), &["scope"])?;
    let found = search(&subject, &pats, &o, global);
    if !global {
        return Ok(found
            .first()
            .map_or(atom::atom("nomatch"), |&m| match_pos(p, m)));
    }
    let terms: Vec<Term> = found.into_iter().map(|m| match_pos(p, m)).collect();
    Ok(build::list(&mut p.heap, &terms))
}

fn match_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    matches(p, a[0], a[1], Term::NIL, false)
}

fn match_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    matches(p, a[0], a[1], a[2], false)
}

fn matches_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    matches(p, a[0], a[1], Term::NIL, true)
}

fn matches_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    matches(p, a[0], a[1], a[2], true)
}

fn replace(p: &mut Process, bin: Term, pat: Term, rep: Term, opts: Term) -> BifResult {
    let subject = bytes_arg(bin)?;
    let pats = Patterns::parse(pat)?;
    let rep = bytes_arg(rep)?;
    let o = parse_options(opts, subject.len(), &["global", "scope", "insert_replaced"])?;
    if o.insert_at.last().is_some_and(|&i| i > rep.len()) {
        return Err(badarg());
    }
    let mut out = Vec::with_capacity(subject.len());
    let mut pos = 0;
    for (s, l) in search(&subject, &pats, &o, o.global) {
        out.extend_from_slice(&subject[pos..s]);
        // The replacement, with the matched part inserted at each `insert_replaced` point.
        let mut r = 0;
        for &i in &o.insert_at {
            out.extend_from_slice(&rep[r..i]);
            out.extend_from_slice(&subject[s..s + l]);
            r = i;
        }
        out.extend_from_slice(&rep[r..]);
        pos = s + l;
    }
    out.extend_from_slice(&subject[pos..]);
    Ok(binary::make_binary(&mut p.heap, &out))
}

fn replace_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    replace(p, a[0], a[1], a[2], Term::NIL)
}

fn replace_4(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    replace(p, a[0], a[1], a[2], a[3])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::*;
    use crate::order::exact_eq;

    fn is_badarg(r: BifResult) -> bool {
        matches!(r, Err(Trap::Raise(e)) if e.reason == atom::BADARG)
    }

    fn bin(p: &mut Process, b: &[u8]) -> Term {
        binary::make_binary(&mut p.heap, b)
    }

    fn bits(p: &mut Process, b: &[u8], n: usize) -> Term {
        binary::make_bitstring(&mut p.heap, b, n)
    }

    fn bins(p: &mut Process, bs: &[&[u8]]) -> Term {
        let v: Vec<Term> = bs.iter().map(|b| bin(p, b)).collect();
        build::list(&mut p.heap, &v)
    }

    fn small(v: i64) -> Term {
        Term::small(v)
    }

    fn pair(p: &mut Process, a: i64, b: i64) -> Term {
        build::tuple(&mut p.heap, &[small(a), small(b)])
    }

    fn atoms(names: &[&str]) -> Vec<Term> {
        names.iter().map(|n| atom::atom(n)).collect()
    }

    fn opts(p: &mut Process, names: &[&str]) -> Term {
        build::list(&mut p.heap, &atoms(names))
    }

    fn assert_bin(r: BifResult, want: &[u8]) {
        let t = r.unwrap_or_else(|_| panic!("expected {want:?}"));
        assert_eq!(binary::bytes(t).as_deref(), Some(want));
    }

    /// The elements of a list of binaries.
    fn bin_list(r: BifResult) -> Vec<Vec<u8>> {
        let l = list_to_vec(r.ok().unwrap()).unwrap();
        l.into_iter()
            .map(|t| binary::bytes(t).unwrap().into_owned())
            .collect()
    }

    #[test]
    fn sizes_and_lists() {
        let mut p = p();
        // <<1,2,3:4>>: byte_size 3, bit_size 20; binary_to_list -> badarg
        let b = bits(&mut p, &[1, 2, 0x30], 20);
        assert_eq!(byte_size(&mut cx(), &mut p, &[b]).unwrap(), small(3));
        assert_eq!(bit_size(&mut cx(), &mut p, &[b]).unwrap(), small(20));
        assert!(is_badarg(byte_size(&mut cx(), &mut p, &[atom::OK])));
        assert!(is_badarg(binary_to_list_1(&mut cx(), &mut p, &[b])));
        // binary_to_list(<<1,2,3:4>>, 1, 2) -> [1,2]
        let want = ints(&mut p, &[1, 2]);
        assert!(exact_eq(
            binary_to_list_3(&mut cx(), &mut p, &[b, small(1), small(2)]).unwrap(),
            want
        ));
        let b4 = bin(&mut p, &[1, 2, 3, 4]);
        let want = ints(&mut p, &[2, 3]);
        assert!(exact_eq(
            binary_to_list_3(&mut cx(), &mut p, &[b4, small(2), small(3)]).unwrap(),
            want
        ));
        for (s, e) in [(3, 2), (0, 2), (1, 5)] {
            assert!(is_badarg(binary_to_list_3(
                &mut cx(),
                &mut p,
                &[b4, small(s), small(e)]
            )));
        }
        // bitstring_to_list(<<1,2:3>>) -> [1,<<2:3>>]; (<<1:3>>) -> [<<1:3>>]
        let b = bits(&mut p, &[1, 0x40], 11);
        let l = list_to_vec(bitstring_to_list(&mut cx(), &mut p, &[b]).unwrap()).unwrap();
        assert_eq!(l[0], small(1));
        let v = binary::view(l[1]).unwrap();
        assert_eq!((v.bits, v.to_vec()), (3, vec![0x40]));
        let b = bits(&mut p, &[0x20], 3);
        let l = list_to_vec(bitstring_to_list(&mut cx(), &mut p, &[b]).unwrap()).unwrap();
        assert_eq!(l.len(), 1);
        assert!(exact_eq(l[0], b));
    }

    #[test]
    fn iolists() {
        let mut p = p();
        // [1,[2,<<3>>],<<4>>|<<5>>] -> <<1,2,3,4,5>>, size 5
        let b3 = bin(&mut p, &[3]);
        let b4 = bin(&mut p, &[4]);
        let b5 = bin(&mut p, &[5]);
        let inner = build::list(&mut p.heap, &[small(2), b3]);
        let io = build::list_with_tail(&mut p.heap, &[small(1), inner, b4], b5);
        assert_bin(list_to_binary(&mut cx(), &mut p, &[io]), &[1, 2, 3, 4, 5]);
        assert_bin(iolist_to_binary(&mut cx(), &mut p, &[io]), &[1, 2, 3, 4, 5]);
        assert_eq!(iolist_size(&mut cx(), &mut p, &[io]).unwrap(), small(5));
        assert_bin(list_to_binary(&mut cx(), &mut p, &[Term::NIL]), &[]);
        // list_to_binary(<<1>>) -> badarg, iolist_to_binary(<<1,2>>) -> <<1,2>>
        let b12 = bin(&mut p, &[1, 2]);
        assert!(is_badarg(list_to_binary(&mut cx(), &mut p, &[b12])));
        assert_bin(iolist_to_binary(&mut cx(), &mut p, &[b12]), &[1, 2]);
        assert_eq!(iolist_size(&mut cx(), &mut p, &[b12]).unwrap(), small(2));
        // [256], [-1], [1|2], [<<1:3>>], [a] -> badarg; iolist_size(1) -> badarg
        let b13 = bits(&mut p, &[0x20], 3);
        let bad = [
            ints(&mut p, &[256]),
            ints(&mut p, &[-1]),
            build::list_with_tail(&mut p.heap, &[small(1)], small(2)),
            build::list(&mut p.heap, &[b13]),
            build::list(&mut p.heap, &[atom::OK]),
        ];
        for t in bad {
            assert!(is_badarg(list_to_binary(&mut cx(), &mut p, &[t])));
            assert!(is_badarg(iolist_to_binary(&mut cx(), &mut p, &[t])));
            assert!(is_badarg(iolist_size(&mut cx(), &mut p, &[t])));
        }
        assert!(is_badarg(iolist_size(&mut cx(), &mut p, &[small(1)])));
        // list_to_bitstring([1,<<2:3>>,<<3>>|<<1:1>>]) -> <<1,64,7:4>>
        let b23 = bits(&mut p, &[0x40], 3);
        let b11 = bits(&mut p, &[0x80], 1);
        let l = build::list_with_tail(&mut p.heap, &[small(1), b23, b3], b11);
        let v = binary::view(list_to_bitstring(&mut cx(), &mut p, &[l]).unwrap()).unwrap();
        assert_eq!((v.bits, v.to_vec()), (20, vec![1, 64, 0x70]));
        // list_to_bitstring([<<1:1>>, 255]) -> <<255,1:1>>
        let l = build::list(&mut p.heap, &[b11, small(255)]);
        let v = binary::view(list_to_bitstring(&mut cx(), &mut p, &[l]).unwrap()).unwrap();
        assert_eq!((v.bits, v.to_vec()), (9, vec![255, 0x80]));
        assert!(is_badarg(list_to_bitstring(&mut cx(), &mut p, &[b13])));
        // Large and deep iolists.
        let big = bin(&mut p, &[7; 1000]);
        let mut deep = build::list(&mut p.heap, &[big]);
        for _ in 0..100_000 {
            deep = build::list(&mut p.heap, &[small(1), deep]);
        }
        assert_eq!(
            iolist_size(&mut cx(), &mut p, &[deep]).unwrap(),
            small(101_000)
        );
        let r = list_to_binary(&mut cx(), &mut p, &[deep]).unwrap();
        assert_eq!(byte_size(&mut cx(), &mut p, &[r]).unwrap(), small(101_000));
    }

    #[test]
    fn parts() {
        let mut p = p();
        let b = bin(&mut p, &[1, 2, 3, 4]);
        // binary_part(B, {1,2}) -> <<2,3>>; {4,-2} -> <<3,4>>; (B,1,4), (B,5,0), (B,0,-1) -> badarg
        let r = pair(&mut p, 1, 2);
        assert_bin(part_2(&mut cx(), &mut p, &[b, r]), &[2, 3]);
        let r = pair(&mut p, 4, -2);
        assert_bin(part_2(&mut cx(), &mut p, &[b, r]), &[3, 4]);
        assert_bin(part_3(&mut cx(), &mut p, &[b, small(4), small(0)]), &[]);
        for (s, l) in [(1, 4), (5, 0), (0, -1)] {
            assert!(is_badarg(part_3(
                &mut cx(),
                &mut p,
                &[b, small(s), small(l)]
            )));
        }
        // binary_part(<<1,2,3,4:4>>, 0, 1) -> <<1>>; (.., 3, 1) -> badarg
        let bs = bits(&mut p, &[1, 2, 3, 0x40], 28);
        assert_bin(part_3(&mut cx(), &mut p, &[bs, small(0), small(1)]), &[1]);
        assert!(is_badarg(part_3(
            &mut cx(),
            &mut p,
            &[bs, small(3), small(1)]
        )));
        // split_binary(<<1,2,3>>, 1) -> {<<1>>,<<2,3>>}; 3 -> {<<1,2,3>>,<<>>}; 4 -> badarg
        let b123 = bin(&mut p, &[1, 2, 3]);
        let t = split_binary(&mut cx(), &mut p, &[b123, small(1)]).unwrap();
        assert_bin(Ok(t.element(1)), &[1]);
        assert_bin(Ok(t.element(2)), &[2, 3]);
        let t = split_binary(&mut cx(), &mut p, &[b123, small(3)]).unwrap();
        assert_bin(Ok(t.element(2)), &[]);
        assert!(is_badarg(split_binary(
            &mut cx(),
            &mut p,
            &[b123, small(4)]
        )));
        // split_binary(<<1,2,3:4>>, 1) -> {<<1>>,<<2,3:4>>}; (.., 3) -> badarg
        let bs = bits(&mut p, &[1, 2, 0x30], 20);
        let t = split_binary(&mut cx(), &mut p, &[bs, small(1)]).unwrap();
        let v = binary::view(t.element(2)).unwrap();
        assert_eq!((v.bits, v.to_vec()), (12, vec![2, 0x30]));
        assert!(is_badarg(split_binary(&mut cx(), &mut p, &[bs, small(3)])));
        // Large parts share the bytes as sub-binaries, and read back right.
        let data: Vec<u8> = (0..=255).collect();
        let big = bin(&mut p, &data);
        let r = part_3(&mut cx(), &mut p, &[big, small(10), small(200)]).unwrap();
        assert!(r.is_kind(crate::term::Kind::SubBin));
        assert_bin(Ok(r), &data[10..210]);
        let r2 = part_3(&mut cx(), &mut p, &[r, small(5), small(100)]).unwrap();
        assert_bin(Ok(r2), &data[15..115]);
    }

    #[test]
    fn binary_module_bytes() {
        let mut p = p();
        let b = bin(&mut p, &[5, 6]);
        let e = bin(&mut p, &[]);
        let bs = bits(&mut p, &[5, 0x60], 12);
        assert_eq!(first(&mut cx(), &mut p, &[b]).unwrap(), small(5));
        assert_eq!(last(&mut cx(), &mut p, &[b]).unwrap(), small(6));
        assert_eq!(at(&mut cx(), &mut p, &[b, small(1)]).unwrap(), small(6));
        assert!(is_badarg(first(&mut cx(), &mut p, &[e])));
        assert!(is_badarg(first(&mut cx(), &mut p, &[bs])));
        assert!(is_badarg(at(&mut cx(), &mut p, &[b, small(2)])));
        assert!(is_badarg(at(&mut cx(), &mut p, &[b, small(-1)])));
        // copy(<<1,2>>, 3) -> <<1,2,1,2,1,2>>; 0 -> <<>>; -1 and copy(<<1:3>>, 2) -> badarg
        let b12 = bin(&mut p, &[1, 2]);
        assert_bin(copy_1(&mut cx(), &mut p, &[b12]), &[1, 2]);
        assert_bin(
            copy_2(&mut cx(), &mut p, &[b12, small(3)]),
            &[1, 2, 1, 2, 1, 2],
        );
        assert_bin(copy_2(&mut cx(), &mut p, &[b12, small(0)]), &[]);
        assert!(is_badarg(copy_2(&mut cx(), &mut p, &[b12, small(-1)])));
        assert!(is_badarg(copy_2(&mut cx(), &mut p, &[bs, small(2)])));
        // bin_to_list(<<1,2,3>>, {1,2}) -> [2,3]; (.., 1, 1) -> [2]; {3,-2} -> [2,3]
        let b123 = bin(&mut p, &[1, 2, 3]);
        let want = ints(&mut p, &[2, 3]);
        let r = pair(&mut p, 1, 2);
        assert!(exact_eq(
            bin_to_list_2(&mut cx(), &mut p, &[b123, r]).unwrap(),
            want
        ));
        let r = pair(&mut p, 3, -2);
        assert!(exact_eq(
            bin_to_list_2(&mut cx(), &mut p, &[b123, r]).unwrap(),
            want
        ));
        let want = ints(&mut p, &[2]);
        assert!(exact_eq(
            bin_to_list_3(&mut cx(), &mut p, &[b123, small(1), small(1)]).unwrap(),
            want
        ));
        // decode_unsigned(<<1,0>>) -> 256, little -> 1, <<>> -> 0, 9 x 255 -> 4722366482869645213695
        let b10 = bin(&mut p, &[1, 0]);
        let little = atom::atom("little");
        assert_eq!(
            decode_unsigned_1(&mut cx(), &mut p, &[b10]).unwrap(),
            small(256)
        );
        assert_eq!(
            decode_unsigned_2(&mut cx(), &mut p, &[b10, little]).unwrap(),
            small(1)
        );
        assert_eq!(
            decode_unsigned_1(&mut cx(), &mut p, &[e]).unwrap(),
            small(0)
        );
        assert!(is_badarg(decode_unsigned_2(
            &mut cx(),
            &mut p,
            &[b10, atom::OK]
        )));
        let b9 = bin(&mut p, &[255; 9]);
        let want = build::bigint(&mut p.heap, &"4722366482869645213695".parse().unwrap());
        assert!(exact_eq(
            decode_unsigned_1(&mut cx(), &mut p, &[b9]).unwrap(),
            want
        ));
        // encode_unsigned(256) -> <<1,0>>, little -> <<0,1>>, 0 -> <<0>>, -1 -> badarg,
        // 1 bsl 64 -> <<1,0,0,0,0,0,0,0,0>>
        assert_bin(encode_unsigned_1(&mut cx(), &mut p, &[small(256)]), &[1, 0]);
        assert_bin(
            encode_unsigned_2(&mut cx(), &mut p, &[small(256), little]),
            &[0, 1],
        );
        assert_bin(encode_unsigned_1(&mut cx(), &mut p, &[small(0)]), &[0]);
        assert!(is_badarg(encode_unsigned_1(
            &mut cx(),
            &mut p,
            &[small(-1)]
        )));
        let f = build::float(&mut p.heap, 1.0);
        assert!(is_badarg(encode_unsigned_1(&mut cx(), &mut p, &[f])));
        let big = build::int128(&mut p.heap, 1 << 64);
        assert_bin(
            encode_unsigned_1(&mut cx(), &mut p, &[big]),
            &[1, 0, 0, 0, 0, 0, 0, 0, 0],
        );
        // longest_common_prefix([<<"abc">>, <<"abd">>]) -> 2; suffix of abc, xbc -> 2;
        // [] and [<<"abc">>, x] -> badarg; [<<"abc">>] -> 3
        let l = bins(&mut p, &[b"abc", b"abd"]);
        assert_eq!(
            longest_common_prefix(&mut cx(), &mut p, &[l]).unwrap(),
            small(2)
        );
        let l = bins(&mut p, &[b"abc", b"xbc"]);
        assert_eq!(
            longest_common_suffix(&mut cx(), &mut p, &[l]).unwrap(),
            small(2)
        );
        let l = bins(&mut p, &[b"abc"]);
        assert_eq!(
            longest_common_prefix(&mut cx(), &mut p, &[l]).unwrap(),
            small(3)
        );
        assert!(is_badarg(longest_common_prefix(
            &mut cx(),
            &mut p,
            &[Term::NIL]
        )));
        let abc = bin(&mut p, b"abc");
        let l = build::list(&mut p.heap, &[abc, atom::OK]);
        assert!(is_badarg(longest_common_prefix(&mut cx(), &mut p, &[l])));
    }

    #[test]
    fn split_cases() {
        let mut p = p();
        let s = bin(&mut p, b"a,b,,c");
        let comma = bin(&mut p, b",");
        assert_eq!(
            bin_list(split_2(&mut cx(), &mut p, &[s, comma])),
            [&b"a"[..], b"b,,c"]
        );
        let g = opts(&mut p, &["global"]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[s, comma, g])),
            [&b"a"[..], b"b", b"", b"c"]
        );
        // split(<<"a,b;,c">>, [<<",">>, <<";">>], [global]) -> [a, b, <<>>, c]
        let s2 = bin(&mut p, b"a,b;,c");
        let pl = bins(&mut p, &[b",", b";"]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[s2, pl, g])),
            [&b"a"[..], b"b", b"", b"c"]
        );
        // [global, trim] on "a,b,,c," -> [a,b,<<>>,c]; [global, trim_all] on ",,a,b,,c,," -> [a,b,c]
        let s3 = bin(&mut p, b"a,b,,c,");
        let gt = opts(&mut p, &["global", "trim"]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[s3, comma, gt])),
            [&b"a"[..], b"b", b"", b"c"]
        );
        let s4 = bin(&mut p, b",,a,b,,c,,");
        let gta = opts(&mut p, &["global", "trim_all"]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[s4, comma, gta])),
            [&b"a"[..], b"b", b"c"]
        );
        // split(<<"a,b,">>, <<",">>, [trim]) -> [a, <<"b,">>]; split(<<",">>, .., [trim]) -> []
        let s5 = bin(&mut p, b"a,b,");
        let t = opts(&mut p, &["trim"]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[s5, comma, t])),
            [&b"a"[..], b"b,"]
        );
        assert!(bin_list(split_3(&mut cx(), &mut p, &[comma, comma, t])).is_empty());
        // split(<<",a">>, <<",">>, [trim_all]) -> [a]
        let s6 = bin(&mut p, b",a");
        let ta = opts(&mut p, &["trim_all"]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[s6, comma, ta])),
            [&b"a"[..]]
        );
        // split(<<"abc">>, <<"x">>) -> [abc]; split(<<>>, <<"x">>) -> [<<>>]; with trim_all -> []
        let abc = bin(&mut p, b"abc");
        let x = bin(&mut p, b"x");
        let e = bin(&mut p, b"");
        assert_eq!(
            bin_list(split_2(&mut cx(), &mut p, &[abc, x])),
            [&b"abc"[..]]
        );
        assert_eq!(bin_list(split_2(&mut cx(), &mut p, &[e, x])), [&b""[..]]);
        assert!(bin_list(split_3(&mut cx(), &mut p, &[e, x, ta])).is_empty());
        // split(<<"abcabc">>, <<"bc">>, [{scope,{1,3}}]) -> [a, abc]
        let abcabc = bin(&mut p, b"abcabc");
        let bc = bin(&mut p, b"bc");
        let range = pair(&mut p, 1, 3);
        let scope = build::tuple(&mut p.heap, &[atom::atom("scope"), range]);
        let so = build::list(&mut p.heap, &[scope]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[abcabc, bc, so])),
            [&b"a"[..], b"abc"]
        );
        // split(<<"abcd">>, [<<"bc">>, <<"b">>, <<"bcd">>]) -> [a, <<>>] (longest match)
        let abcd = bin(&mut p, b"abcd");
        let pl = bins(&mut p, &[b"bc", b"b", b"bcd"]);
        assert_eq!(
            bin_list(split_2(&mut cx(), &mut p, &[abcd, pl])),
            [&b"a"[..], b""]
        );
        // split(<<"aXbXc">>, <<"X">>, [global, {scope, {2,1}}]) -> [<<"aXbXc">>]
        let axbxc = bin(&mut p, b"aXbXc");
        let xx = bin(&mut p, b"X");
        let range = pair(&mut p, 2, 1);
        let scope = build::tuple(&mut p.heap, &[atom::atom("scope"), range]);
        let so = build::list(&mut p.heap, &[atom::atom("global"), scope]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[axbxc, xx, so])),
            [&b"aXbXc"[..]]
        );
        // Patterns <<>>, [], [<<"b">>|x], [<<"b">>, <<1:3>>]; option foo; scope {4,0},
        // {3,1}; subject <<1:3>> -> badarg. {3,-3} -> [a, c].
        let b = bin(&mut p, b"b");
        let b13 = bits(&mut p, &[0x20], 3);
        let bad_pats = [
            e,
            Term::NIL,
            build::list_with_tail(&mut p.heap, &[b], atom::OK),
            build::list(&mut p.heap, &[b, b13]),
        ];
        for pat in bad_pats {
            assert!(is_badarg(split_2(&mut cx(), &mut p, &[abc, pat])));
        }
        let foo = opts(&mut p, &["foo"]);
        assert!(is_badarg(split_3(&mut cx(), &mut p, &[abc, b, foo])));
        for (s, l) in [(4, 0), (3, 1)] {
            let range = pair(&mut p, s, l);
            let scope = build::tuple(&mut p.heap, &[atom::atom("scope"), range]);
            let so = build::list(&mut p.heap, &[scope]);
            assert!(is_badarg(split_3(&mut cx(), &mut p, &[abc, b, so])));
        }
        let range = pair(&mut p, 3, -3);
        let scope = build::tuple(&mut p.heap, &[atom::atom("scope"), range]);
        let so = build::list(&mut p.heap, &[scope]);
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[abc, b, so])),
            [&b"a"[..], b"c"]
        );
        assert!(is_badarg(split_2(&mut cx(), &mut p, &[b13, b])));
        // A compiled pattern works like the list it was made from.
        let pl = bins(&mut p, &[b",", b";"]);
        let cp = compile_pattern(&mut cx(), &mut p, &[pl]).unwrap();
        assert_eq!(
            bin_list(split_3(&mut cx(), &mut p, &[s2, cp, g])),
            [&b"a"[..], b"b", b"", b"c"]
        );
    }

    #[test]
    fn match_and_replace() {
        let mut p = p();
        // match(<<"abcde">>, [<<"cd">>, <<"bcd">>, <<"c">>]) -> {1,3}; <<"x">> -> nomatch
        let abcde = bin(&mut p, b"abcde");
        let pl = bins(&mut p, &[b"cd", b"bcd", b"c"]);
        let want = pair(&mut p, 1, 3);
        assert!(exact_eq(
            match_2(&mut cx(), &mut p, &[abcde, pl]).unwrap(),
            want
        ));
        let x = bin(&mut p, b"x");
        assert_eq!(
            match_2(&mut cx(), &mut p, &[abcde, x]).unwrap(),
            atom::atom("nomatch")
        );
        // matches(<<"abcabc">>, [<<"a">>, <<"bc">>]) -> [{0,1},{1,2},{3,1},{4,2}]
        let abcabc = bin(&mut p, b"abcabc");
        let pl = bins(&mut p, &[b"a", b"bc"]);
        let r = list_to_vec(matches_2(&mut cx(), &mut p, &[abcabc, pl]).unwrap()).unwrap();
        let got: Vec<(i64, i64)> = r
            .iter()
            .map(|t| (t.element(1).small_val(), t.element(2).small_val()))
            .collect();
        assert_eq!(got, [(0, 1), (1, 2), (3, 1), (4, 2)]);
        // matches(<<"aaaa">>, <<"aa">>) -> [{0,2},{2,2}]
        let aaaa = bin(&mut p, b"aaaa");
        let aa = bin(&mut p, b"aa");
        let r = list_to_vec(matches_2(&mut cx(), &mut p, &[aaaa, aa]).unwrap()).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r[1].element(1), small(2));
        // match(<<"abc">>, <<"c">>, [{scope,{0,2}}]) -> nomatch;
        // matches(<<"abcbc">>, <<"bc">>, [{scope,{2,3}}]) -> [{3,2}]
        let abc = bin(&mut p, b"abc");
        let c = bin(&mut p, b"c");
        let range = pair(&mut p, 0, 2);
        let scope = build::tuple(&mut p.heap, &[atom::atom("scope"), range]);
        let so = build::list(&mut p.heap, &[scope]);
        assert_eq!(
            match_3(&mut cx(), &mut p, &[abc, c, so]).unwrap(),
            atom::atom("nomatch")
        );
        let abcbc = bin(&mut p, b"abcbc");
        let bc = bin(&mut p, b"bc");
        let range = pair(&mut p, 2, 3);
        let scope = build::tuple(&mut p.heap, &[atom::atom("scope"), range]);
        let so = build::list(&mut p.heap, &[scope]);
        let r = list_to_vec(matches_3(&mut cx(), &mut p, &[abcbc, bc, so]).unwrap()).unwrap();
        assert_eq!((r.len(), r[0].element(1)), (1, small(3)));
        let e = bin(&mut p, b"");
        assert!(is_badarg(match_2(&mut cx(), &mut p, &[abc, e])));
        assert!(is_badarg(matches_2(&mut cx(), &mut p, &[abc, Term::NIL])));

        // replace(<<"a,b,c">>, <<",">>, <<";;">>) -> <<"a;;b,c">>; [global] -> <<"a;;b;;c">>
        let s = bin(&mut p, b"a,b,c");
        let comma = bin(&mut p, b",");
        let semi = bin(&mut p, b";;");
        assert_bin(replace_3(&mut cx(), &mut p, &[s, comma, semi]), b"a;;b,c");
        let g = opts(&mut p, &["global"]);
        assert_bin(
            replace_4(&mut cx(), &mut p, &[s, comma, semi, g]),
            b"a;;b;;c",
        );
        // {insert_replaced, 1} -> <<"a[,]b[,]c">>; [0,1,2] -> <<"a,[,],b,[,],c">>
        let br = bin(&mut p, b"[]");
        let ir = atom::atom("insert_replaced");
        let o1 = build::tuple(&mut p.heap, &[ir, small(1)]);
        let o = build::list(&mut p.heap, &[atom::atom("global"), o1]);
        assert_bin(
            replace_4(&mut cx(), &mut p, &[s, comma, br, o]),
            b"a[,]b[,]c",
        );
        let ps = ints(&mut p, &[0, 1, 2]);
        let o3 = build::tuple(&mut p.heap, &[ir, ps]);
        let o = build::list(&mut p.heap, &[atom::atom("global"), o3]);
        assert_bin(
            replace_4(&mut cx(), &mut p, &[s, comma, br, o]),
            b"a,[,],b,[,],c",
        );
        // On <<"a,b">>: [2,0] -> <<"a,[],b">>; [1,1] -> <<"a[,,]b">>; 3 and -1 -> badarg
        let ab = bin(&mut p, b"a,b");
        for (ps, want) in [(&[2, 0][..], &b"a,[],b"[..]), (&[1, 1], b"a[,,]b")] {
            let ps = ints(&mut p, ps);
            let oi = build::tuple(&mut p.heap, &[ir, ps]);
            let o = build::list(&mut p.heap, &[oi]);
            assert_bin(replace_4(&mut cx(), &mut p, &[ab, comma, br, o]), want);
        }
        for bad in [3, -1] {
            let oi = build::tuple(&mut p.heap, &[ir, small(bad)]);
            let o = build::list(&mut p.heap, &[oi]);
            assert!(is_badarg(replace_4(&mut cx(), &mut p, &[ab, comma, br, o])));
        }
        // [{scope,{2,3}}, global] on <<"a,b,c">> -> <<"a,b[]c">>
        let range = pair(&mut p, 2, 3);
        let scope = build::tuple(&mut p.heap, &[atom::atom("scope"), range]);
        let o = build::list(&mut p.heap, &[scope, atom::atom("global")]);
        assert_bin(replace_4(&mut cx(), &mut p, &[s, comma, br, o]), b"a,b[]c");
        // Replacement <<1:3>> or "x", pattern <<>> -> badarg
        let b13 = bits(&mut p, &[0x20], 3);
        let sx = build::string(&mut p.heap, "x");
        assert!(is_badarg(replace_3(&mut cx(), &mut p, &[ab, comma, b13])));
        assert!(is_badarg(replace_3(&mut cx(), &mut p, &[ab, comma, sx])));
        assert!(is_badarg(replace_3(&mut cx(), &mut p, &[ab, e, br])));
    }
}
