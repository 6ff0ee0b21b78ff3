//! Bit syntax: building binaries from segments and matching segments out of them.
//!
//! A match context is two registers: the bitstring being matched and the bit position (a
//! small integer), so it needs no heap object and is updated in place.

use crate::atom;
use crate::binary::{self, BitView};
use crate::build;
use crate::code::{BsSegment, RestAs};
use crate::exception::Exception;
use crate::order;
use crate::process::Process;
use crate::term::Term;
use num_bigint::{BigInt, Sign};
use num_traits::{Signed, ToPrimitive};
use triheap_ir::ir::{BinSpec, BinType, Endian};

/// Bits written so far, most significant bit first.
struct BitWriter {
    bytes: Vec<u8>,
    bits: usize,
}

impl BitWriter {
    fn push_bit(&mut self, b: bool) {
        if self.bits.is_multiple_of(8) {
            self.bytes.push(0);
        }
        if b {
            let i = self.bits / 8;
            self.bytes[i] |= 0x80 >> (self.bits % 8);
        }
        self.bits += 1;
    }

    /// Room for `n` more bytes, or the runtime stops as Erlang/OTP's does when a binary
    /// cannot be allocated.
    fn reserve(&mut self, n: usize) {
        binary::reserve_bytes(&mut self.bytes, n);
    }

    fn push_bytes(&mut self, b: &[u8]) {
        if self.bits.is_multiple_of(8) {
            self.reserve(b.len());
            self.bytes.extend_from_slice(b);
            self.bits += b.len() * 8;
        } else {
            for &byte in b {
                for k in 0..8 {
                    self.push_bit(byte & (0x80 >> k) != 0);
                }
            }
        }
    }

    fn push_view(&mut self, v: &BitView, bits: usize) {
        if v.bit_off == 0 && bits.is_multiple_of(8) {
            self.push_bytes(&v.bytes[..bits / 8]);
        } else {
            for i in 0..bits {
                self.push_bit(v.bit(i));
            }
        }
    }

    /// Write the low `size` bits of `v` (two's complement) in the given byte order.
    fn push_int(&mut self, v: &BigInt, size: usize, endian: Endian) {
        if size == 0 {
            return;
        }
        let nbytes = size.div_ceil(8);
        // Two's complement bytes, little-endian, long enough.
        let mut le = v.to_signed_bytes_le();
        let fill = if v.is_negative() { 0xff } else { 0 };
        if size.is_multiple_of(8) && self.bits.is_multiple_of(8) && le.len() < nbytes {
            // A wide field (`<<0:N/unit:8>>`): its sign-extension bytes are written in place,
            // not built in a vector of their own first.
            self.reserve(nbytes);
            let pad = nbytes - le.len();
            if little_endian(endian) {
                self.bytes.extend_from_slice(&le);
                self.bytes.resize(self.bytes.len() + pad, fill);
            } else {
                self.bytes.resize(self.bytes.len() + pad, fill);
                self.bytes.extend(le.iter().rev());
            }
            self.bits += size;
            return;
        }
        le.resize(nbytes.max(le.len()), fill);
        le.truncate(nbytes);
        let little = little_endian(endian);
        if size.is_multiple_of(8) {
            if little {
                self.push_bytes(&le);
            } else {
                le.reverse();
                self.push_bytes(&le);
            }
            return;
        }
        // Odd sizes: big-endian bit order of the value's low `size` bits (little-endian
        // odd sizes put the partial byte last, as Erlang does).
        let bit = |i: usize| -> bool { le[i / 8] & (1 << (i % 8)) != 0 };
        if little {
            let mut be_bits = Vec::with_capacity(size);
            for chunk in 0..nbytes {
                let width = if chunk + 1 == nbytes {
                    size - 8 * chunk
                } else {
                    8
                };
                for k in (0..width).rev() {
                    be_bits.push(bit(chunk * 8 + k));
                }
            }
            for b in be_bits {
                self.push_bit(b);
            }
        } else {
            for i in (0..size).rev() {
                self.push_bit(bit(i));
            }
        }
    }
}

/// Whether a segment's bytes are in little-endian order (`native` is this machine's order).
fn little_endian(e: Endian) -> bool {
    matches!(e, Endian::Little) || (matches!(e, Endian::Native) && cfg!(target_endian = "little"))
}

fn badarg() -> Exception {
    Exception::error(atom::BADARG)
}

fn size_value(t: Option<Term>) -> Result<Option<usize>, Exception> {
    match t {
        None => Ok(None),
        Some(t) => match order::to_i64(t) {
            Some(v) if v >= 0 => Ok(Some(v as usize)),
            _ => Err(badarg()),
        },
    }
}

/// The bits of a segment of `size` units: past what a binary can hold (its size in bits
/// a machine word), `system_limit`, as Erlang/OTP raises.
fn field_bits(size: usize, unit: u32) -> Result<usize, Exception> {
    size.checked_mul(unit as usize)
        .filter(|&b| b <= isize::MAX as usize)
        .ok_or_else(|| Exception::error(atom::SYSTEM_LIMIT))
}

fn read_src(p: &Process, base: usize, s: &crate::code::Src) -> Term {
    match *s {
        crate::code::Src::R(r) => p.stack[base + r as usize],
        crate::code::Src::K(t) => t,
    }
}

/// The largest `Process::bit_scratch` kept between constructions, in bytes.
const SCRATCH_KEPT: usize = 4096;

/// Build a bitstring from `segments`.
pub fn build(p: &mut Process, base: usize, segments: &[BsSegment]) -> Result<Term, Exception> {
    if let Some(t) = append_byte(p, base, segments) {
        return Ok(t);
    }
    let mut w = BitWriter {
        bytes: std::mem::take(&mut p.bit_scratch),
        bits: 0,
    };
    w.bytes.clear();
    // `<<Acc/binary, ...>>`: append to Acc (in place when it is the last version of a binary
    // built so), unless the result is small or not a whole number of bytes.
    let acc = match segments.first() {
        Some(seg) if is_whole_binary(seg) => {
            let v = read_src(p, base, &seg.value);
            binary_bytes(v).map(|n| (v, n))
        }
        _ => None,
    };
    let rest = if acc.is_some() {
        &segments[1..]
    } else {
        segments
    };
    write_segments(p, base, rest, &mut w)?;
    if let Some((acc, acc_len)) = acc {
        if w.bits.is_multiple_of(8) && acc_len + w.bytes.len() > binary::HEAP_BIN_LIMIT {
            let t = binary::append(&mut p.heap, acc, acc_len, &w.bytes);
            if w.bytes.capacity() <= SCRATCH_KEPT {
                p.bit_scratch = w.bytes;
            }
            return Ok(t);
        }
        let mut whole = BitWriter {
            bytes: Vec::with_capacity(acc_len + w.bytes.len()),
            bits: 0,
        };
        whole.push_view(&binary::view(acc).expect("a binary"), acc_len * 8);
        whole.push_view(
            &BitView {
                bytes: &w.bytes,
                bit_off: 0,
                bits: w.bits,
            },
            w.bits,
        );
        w = whole;
    }
    Ok(binary::make_bitstring_vec(&mut p.heap, w.bytes, w.bits))
}

/// `<<Acc/binary, X>>` with `X` a small integer and a result past the heap-binary limit:
/// the append idiom, straight to [`binary::append`] (None: not that shape, take the
/// general path).
#[inline]
fn append_byte(p: &mut Process, base: usize, segments: &[BsSegment]) -> Option<Term> {
    let [acc, byte] = segments else {
        return None;
    };
    let byte_shape = byte.spec.ty == BinType::Integer && byte.size.is_none() && byte.spec.unit == 1;
    if !(is_whole_binary(acc) && byte_shape) {
        return None;
    }
    let (acc, v) = (
        read_src(p, base, &acc.value),
        read_src(p, base, &byte.value),
    );
    let n = binary_bytes(acc)?;
    if !v.is_small() || n < binary::HEAP_BIN_LIMIT {
        return None;
    }
    Some(binary::append(&mut p.heap, acc, n, &[v.small_val() as u8]))
}

/// A `Value/binary` segment of no size: the accumulator of `<<Acc/binary, ...>>`.
fn is_whole_binary(seg: &BsSegment) -> bool {
    seg.spec.ty == BinType::Binary && seg.size.is_none() && seg.spec.unit == 8
}

/// The bytes of `t` if it is a binary (a whole number of bytes), read from its object.
fn binary_bytes(t: Term) -> Option<usize> {
    binary::bit_size(t)
        .filter(|b| b.is_multiple_of(8))
        .map(|b| b / 8)
}

/// Write `segments` to `w`.
fn write_segments(
    p: &mut Process,
    base: usize,
    segments: &[BsSegment],
    w: &mut BitWriter,
) -> Result<(), Exception> {
    for seg in segments {
        let v = read_src(p, base, &seg.value);
        let size = size_value(seg.size.as_ref().map(|s| read_src(p, base, s)))?;
        let spec = &seg.spec;
        match spec.ty {
            BinType::Integer => {
                let bits = field_bits(size.unwrap_or(8), spec.unit)?;
                if bits == 8 && v.is_small() {
                    // A byte, the common case: no bignum conversion.
                    w.push_bytes(&[v.small_val() as u8]);
                    continue;
                }
                let n = build::integer_value(v).ok_or_else(badarg)?;
                w.push_int(&n, bits, spec.endian);
            }
            BinType::Float => {
                let f = build::number_as_f64(v).ok_or_else(badarg)?;
                let bits = size.unwrap_or(64) * spec.unit as usize;
                let bytes: Vec<u8> = match bits {
                    64 => f.to_be_bytes().to_vec(),
                    32 => (f as f32).to_be_bytes().to_vec(),
                    16 => half::to_be_bytes(f),
                    _ => return Err(badarg()),
                };
                let mut bytes = bytes;
                if little_endian(spec.endian) {
                    bytes.reverse();
                }
                w.push_bytes(&bytes);
            }
            BinType::Binary => {
                let view = binary::view(v).ok_or_else(badarg)?;
                let bits = match size {
                    Some(n) => field_bits(n, spec.unit)?,
                    None => view.bits,
                };
                if bits > view.bits || (size.is_none() && spec.unit == 8 && view.bits % 8 != 0) {
                    return Err(badarg());
                }
                w.push_view(&view, bits);
            }
            BinType::Utf8 | BinType::Utf16 | BinType::Utf32 => {
                let c = order::to_i64(v)
                    .and_then(|c| u32::try_from(c).ok())
                    .and_then(char::from_u32)
                    .ok_or_else(badarg)?;
                let little = matches!(spec.endian, Endian::Little);
                match spec.ty {
                    BinType::Utf8 => {
                        let mut buf = [0u8; 4];
                        w.push_bytes(c.encode_utf8(&mut buf).as_bytes());
                    }
                    BinType::Utf16 => {
                        let mut buf = [0u16; 2];
                        for u in c.encode_utf16(&mut buf) {
                            w.push_bytes(&if little {
                                u.to_le_bytes()
                            } else {
                                u.to_be_bytes()
                            });
                        }
                    }
                    _ => {
                        let u = c as u32;
                        w.push_bytes(&if little {
                            u.to_le_bytes()
                        } else {
                            u.to_be_bytes()
                        });
                    }
                }
            }
        }
    }
    Ok(())
}

/// Half-precision floats, for 16-bit float segments.
mod half {
    pub fn to_be_bytes(f: f64) -> Vec<u8> {
        let bits = (f as f32).to_bits();
        let sign = ((bits >> 16) & 0x8000) as u16;
        let exp = ((bits >> 23) & 0xff) as i32 - 127 + 15;
        let mant = (bits >> 13) & 0x3ff;
        let h = if exp <= 0 {
            sign
        } else if exp >= 31 {
            sign | 0x7c00
        } else {
            sign | ((exp as u16) << 10) | mant as u16
        };
        h.to_be_bytes().to_vec()
    }
    pub fn from_bits(h: u16) -> f64 {
        let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
        let exp = ((h >> 10) & 0x1f) as i32;
        let mant = (h & 0x3ff) as f64;
        if exp == 0 {
            sign * mant * 2f64.powi(-24)
        } else {
            sign * (1.0 + mant / 1024.0) * 2f64.powi(exp - 15)
        }
    }
}

/// A match's bitstring and bit position, from its two registers.
#[inline]
fn ctx_parts(p: &Process, base: usize, ctx: u32) -> (Term, usize) {
    let bin = p.stack[base + ctx as usize];
    (bin, p.stack[base + ctx as usize + 1].small_val() as usize)
}

#[inline]
fn ctx_view<'a>(p: &Process, base: usize, ctx: u32) -> (BitView<'a>, usize) {
    let (bin, pos) = ctx_parts(p, base, ctx);
    (
        binary::view(bin).expect("match context holds a bitstring"),
        pos,
    )
}

fn set_pos(p: &mut Process, base: usize, ctx: u32, pos: usize) {
    p.stack[base + ctx as usize + 1] = Term::small(pos as i64);
}

fn read_uint(v: &BitView, from: usize, bits: usize) -> BigInt {
    if bits <= 64 {
        let mut x: u64 = 0;
        for i in 0..bits {
            x = (x << 1) | v.bit(from + i) as u64;
        }
        return BigInt::from(x);
    }
    let mut bytes = Vec::with_capacity(bits.div_ceil(8));
    let lead = bits % 8;
    let mut i = 0;
    if lead != 0 {
        let mut b = 0u8;
        for _ in 0..lead {
            b = (b << 1) | v.bit(from + i) as u8;
            i += 1;
        }
        bytes.push(b);
    }
    while i < bits {
        let mut b = 0u8;
        for _ in 0..8 {
            b = (b << 1) | v.bit(from + i) as u8;
            i += 1;
        }
        bytes.push(b);
    }
    BigInt::from_bytes_be(Sign::Plus, &bytes)
}

/// `bits` (at most 56) bits from bit `pos` of `view` as an integer, big-endian.
#[inline]
fn read_small_int(view: &BitView, pos: usize, bits: usize, signed: bool) -> i64 {
    let at = view.bit_off + pos;
    let x = if at.is_multiple_of(8) && bits.is_multiple_of(8) {
        let bytes = &view.bytes[at / 8..at / 8 + bits / 8];
        bytes.iter().fold(0i64, |x, &b| (x << 8) | b as i64)
    } else {
        (0..bits).fold(0i64, |x, i| (x << 1) | view.bit(pos + i) as i64)
    };
    if signed && bits > 0 && (x >> (bits - 1)) & 1 == 1 {
        x - (1i64 << bits)
    } else {
        x
    }
}

/// Read one segment; None if it does not match. An integer that fits a small integer, the
/// common case, is read here; every other segment out of line.
#[inline]
pub fn get(
    p: &mut Process,
    base: usize,
    ctx: u32,
    size: Option<Term>,
    spec: &BinSpec,
) -> Option<Term> {
    if spec.ty != BinType::Integer {
        return get_other(p, base, ctx, size, spec);
    }
    let bits = match size {
        None => 8 * spec.unit as usize,
        Some(t) if t.is_small() && t.small_val() >= 0 => {
            (t.small_val() as usize).checked_mul(spec.unit as usize)?
        }
        Some(_) => return get_other(p, base, ctx, size, spec),
    };
    if bits > 56 || (bits > 8 && little_endian(spec.endian)) {
        return get_other(p, base, ctx, size, spec);
    }
    let (view, pos) = ctx_view(p, base, ctx);
    if bits > view.bits - pos {
        return None;
    }
    let x = read_small_int(&view, pos, bits, spec.signed);
    set_pos(p, base, ctx, pos + bits);
    Some(Term::small(x))
}

#[inline(never)]
fn get_other(
    p: &mut Process,
    base: usize,
    ctx: u32,
    size: Option<Term>,
    spec: &BinSpec,
) -> Option<Term> {
    let (view, pos) = ctx_view(p, base, ctx);
    let left = view.bits - pos;
    let size = match size {
        Some(t) => Some(usize::try_from(order::to_i64(t)?).ok()?),
        None => None,
    };
    match spec.ty {
        BinType::Integer => {
            let bits = size.unwrap_or(8).checked_mul(spec.unit as usize)?;
            if bits > left {
                return None;
            }
            let little = little_endian(spec.endian);
            if bits <= 56 && (!little || bits <= 8) {
                let x = read_small_int(&view, pos, bits, spec.signed);
                set_pos(p, base, ctx, pos + bits);
                return Some(Term::small(x));
            }
            let mut n = if little && bits % 8 == 0 && bits > 8 {
                let mut bytes: Vec<u8> = (0..bits / 8)
                    .map(|k| read_uint(&view, pos + 8 * k, 8).to_u8().unwrap())
                    .collect();
                bytes.reverse();
                BigInt::from_bytes_be(Sign::Plus, &bytes)
            } else if little && bits > 8 {
                // As `push_int` writes it: whole bytes least significant first, then the
                // remaining high bits.
                let mut n = BigInt::from(0);
                for k in (0..bits.div_ceil(8)).rev() {
                    let width = (bits - 8 * k).min(8);
                    n = (n << width) | read_uint(&view, pos + 8 * k, width);
                }
                n
            } else {
                read_uint(&view, pos, bits)
            };
            if spec.signed && bits > 0 && n.bit((bits - 1) as u64) {
                n -= BigInt::from(1) << bits;
            }
            set_pos(p, base, ctx, pos + bits);
            Some(build::bigint(&mut p.heap, &n))
        }
        BinType::Float => {
            let bits = size.unwrap_or(64).checked_mul(spec.unit as usize)?;
            if bits > left || !matches!(bits, 16 | 32 | 64) {
                return None;
            }
            let mut bytes: Vec<u8> = (0..bits / 8)
                .map(|k| read_uint(&view, pos + 8 * k, 8).to_u8().unwrap())
                .collect();
            if little_endian(spec.endian) {
                bytes.reverse();
            }
            let f = match bits {
                64 => f64::from_be_bytes(bytes.try_into().ok()?),
                32 => f32::from_be_bytes(bytes.try_into().ok()?) as f64,
                _ => half::from_bits(u16::from_be_bytes(bytes.try_into().ok()?)),
            };
            if !f.is_finite() {
                return None;
            }
            set_pos(p, base, ctx, pos + bits);
            Some(build::float(&mut p.heap, f))
        }
        BinType::Binary => {
            let bits = match size {
                Some(n) => n.checked_mul(spec.unit as usize)?,
                None => left,
            };
            if bits > left {
                return None;
            }
            let whole = p.stack[base + ctx as usize];
            set_pos(p, base, ctx, pos + bits);
            Some(binary::make_sub(&mut p.heap, whole, pos, bits))
        }
        BinType::Utf8 => {
            if left < 8 {
                return None;
            }
            // Up to four bytes from any bit position.
            let bytes: Vec<u8> = (0..(left / 8).min(4))
                .map(|k| read_uint(&view, pos + 8 * k, 8).to_u8().unwrap_or(0))
                .collect();
            let first = *bytes.first()?;
            let len = match first {
                0..=0x7f => 1,
                0xc2..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf4 => 4,
                _ => return None,
            };
            let s = std::str::from_utf8(bytes.get(..len)?).ok()?;
            let c = s.chars().next()?;
            set_pos(p, base, ctx, pos + 8 * len);
            Some(Term::small(c as i64))
        }
        BinType::Utf16 | BinType::Utf32 => {
            let little = matches!(spec.endian, Endian::Little);
            let unit = if spec.ty == BinType::Utf16 { 16 } else { 32 };
            if left < unit {
                return None;
            }
            let read = |at: usize, bits: usize| -> u32 {
                let bytes: Vec<u8> = (0..bits / 8)
                    .map(|k| read_uint(&view, at + 8 * k, 8).to_u8().unwrap())
                    .collect();
                let mut v = 0u32;
                if little {
                    for &b in bytes.iter().rev() {
                        v = (v << 8) | b as u32;
                    }
                } else {
                    for &b in &bytes {
                        v = (v << 8) | b as u32;
                    }
                }
                v
            };
            let u = read(pos, unit);
            let (c, used) = if unit == 16 && (0xd800..0xdc00).contains(&u) {
                if left < 32 {
                    return None;
                }
                let lo = read(pos + 16, 16);
                if !(0xdc00..0xe000).contains(&lo) {
                    return None;
                }
                (0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00), 32)
            } else {
                (u, unit)
            };
            char::from_u32(c)?;
            set_pos(p, base, ctx, pos + used);
            Some(Term::small(c as i64))
        }
    }
}

/// The rest of the bitstring; None if it is not a multiple of `unit` bits. As a match
/// context (`RestAs::Context`): the one matched, advanced in place, if it is one; else a new
/// one, or the bitstring itself when nothing was matched of it (`compile/match_reuse.rs`).
/// As a sub-binary, a context is never given out whole.
#[inline]
pub fn rest(p: &mut Process, base: usize, ctx: u32, unit: u32, as_: RestAs) -> Option<Term> {
    let (whole, pos) = ctx_parts(p, base, ctx);
    // The size alone: read from the object, the bytes not looked at.
    let bits = binary::bit_size(whole).expect("match context holds a bitstring");
    let left = bits - pos;
    if unit > 1 && !left.is_multiple_of(unit as usize) {
        return None;
    }
    set_pos(p, base, ctx, bits);
    let context = binary::is_context(whole);
    match as_ {
        RestAs::Unused => Some(Term::NIL),
        RestAs::Context if context => {
            binary::advance_context(whole, pos);
            Some(whole)
        }
        // A binary of the program's: passing it on needs no context yet.
        RestAs::Context if pos == 0 => Some(whole),
        RestAs::Context => Some(binary::make_context(&mut p.heap, whole, pos, left)),
        RestAs::SubBinary if pos == 0 && !context => Some(whole),
        RestAs::SubBinary => Some(binary::make_sub(&mut p.heap, whole, pos, left)),
    }
}

pub fn at_end(p: &Process, base: usize, ctx: u32) -> bool {
    let (whole, pos) = ctx_parts(p, base, ctx);
    binary::bit_size(whole) == Some(pos)
}
