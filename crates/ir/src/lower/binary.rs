//! Binaries (construction, patterns, constant folding) and maps.

use super::expr::all_lits;
use super::pattern::{const_literal, PatCtx};
use super::scope::Env;
use super::{Bind, Lowerer, R};
use crate::ir::{
    Atomic, BinSegPattern, BinSegment, BinSpec, BinType, Endian, Expr, Literal, Pattern, SiteKind,
};
use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;
use triheap_syntax::ast::{self, BinElement, ExprKind, MapAssoc, Pos};

/// The spec of `/bitstring`, used for accumulators and the rest of a binary.
pub(crate) const BITSTRING: BinSpec = BinSpec {
    ty: BinType::Binary,
    unit: 1,
    signed: false,
    endian: Endian::Big,
};

impl Lowerer<'_> {
    /// Resolves a segment's type specifiers, filling in the defaults.
    fn bin_spec(&self, el: &BinElement) -> R<BinSpec> {
        let mut spec = BinSpec {
            ty: BinType::Integer,
            unit: 1,
            signed: false,
            endian: Endian::Big,
        };
        let mut unit = None;
        for (name, arg) in &el.specs {
            match name.as_str() {
                "integer" => spec.ty = BinType::Integer,
                "float" => spec.ty = BinType::Float,
                "binary" | "bytes" => {
                    spec.ty = BinType::Binary;
                    spec.unit = 8;
                }
                "bitstring" | "bits" => {
                    spec.ty = BinType::Binary;
                    spec.unit = 1;
                }
                "utf8" => spec.ty = BinType::Utf8,
                "utf16" => spec.ty = BinType::Utf16,
                "utf32" => spec.ty = BinType::Utf32,
                "signed" => spec.signed = true,
                "unsigned" => spec.signed = false,
                "big" => spec.endian = Endian::Big,
                "little" => spec.endian = Endian::Little,
                "native" => spec.endian = Endian::Native,
                "unit" => unit = *arg,
                _ => return Err(self.err(el.pos, format!("bit type {name} undefined"))),
            }
        }
        let is_utf = matches!(spec.ty, BinType::Utf8 | BinType::Utf16 | BinType::Utf32);
        if let Some(u) = unit {
            if is_utf || !(1..=256).contains(&u) {
                return Err(self.err(el.pos, "illegal unit"));
            }
            spec.unit = u;
        }
        if is_utf && el.size.is_some() {
            return Err(self.err(el.pos, "size must not be given for utf8/utf16/utf32"));
        }
        Ok(spec)
    }

    /// The value of a constant term, as [`const_literal`] gives it, binaries of constant
    /// segments and maps of constant pairs included: a map key in a pattern may be one
    /// (`#{<<"name">> := V}`), as in Erlang/OTP.
    pub(crate) fn const_term(&self, e: &ast::Expr) -> Option<Literal> {
        match &e.kind {
            ExprKind::Binary(els) => {
                let mut segs = Vec::new();
                for el in els {
                    let spec = self.bin_spec(el).ok()?;
                    let size = match &el.size {
                        Some(s) => Some(Atomic::Lit(self.const_term(s)?)),
                        None => None,
                    };
                    if let ExprKind::String(s) = &el.value.kind {
                        for &c in s {
                            segs.push(BinSegment {
                                value: Atomic::Lit(Literal::Int(BigInt::from(c))),
                                size: size.clone(),
                                spec,
                            });
                        }
                    } else {
                        let value = Atomic::Lit(self.const_term(&el.value)?);
                        segs.push(BinSegment { value, size, spec });
                    }
                }
                encode_const(&segs).map(Literal::Binary)
            }
            ExprKind::Map(assocs) => {
                let mut entries: Vec<(Literal, Literal)> = Vec::new();
                for a in assocs {
                    if a.exact {
                        return None;
                    }
                    let (k, v) = (self.const_term(&a.key)?, self.const_term(&a.value)?);
                    // Later duplicates win, as at run time.
                    entries.retain(|(x, _)| *x != k);
                    entries.push((k, v));
                }
                Some(Literal::Map(entries))
            }
            ExprKind::Tuple(es) => Some(Literal::Tuple(
                es.iter()
                    .map(|x| self.const_term(x))
                    .collect::<Option<_>>()?,
            )),
            ExprKind::Cons(h, t) => Some(Literal::Cons(
                Box::new(self.const_term(h)?),
                Box::new(self.const_term(t)?),
            )),
            _ => const_literal(e),
        }
    }

    /// `<<...>>`: one literal when every segment is constant and encodable, else a site.
    pub(crate) fn binary(
        &mut self,
        pos: Pos,
        els: &[BinElement],
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let mut segments = Vec::new();
        self.bin_segments(els, env, b, &mut segments)?;
        if let Some(bytes) = encode_const(&segments) {
            return Ok(Expr::Atomic(Atomic::Lit(Literal::Binary(bytes))));
        }
        let site = self.site(SiteKind::Binary, pos);
        Ok(Expr::Binary { site, segments })
    }

    /// Lowers the segments (values and sizes left to right); string literals become one
    /// segment per character.
    pub(crate) fn bin_segments(
        &mut self,
        els: &[BinElement],
        env: &mut Env,
        b: &mut Vec<Bind>,
        out: &mut Vec<BinSegment>,
    ) -> R<()> {
        for el in els {
            let spec = self.bin_spec(el)?;
            if let ExprKind::String(s) = &el.value.kind {
                let size = match &el.size {
                    Some(e) => Some(self.atomic(e, env, b)?),
                    None => None,
                };
                for &c in s {
                    out.push(BinSegment {
                        value: Atomic::Lit(Literal::Int(BigInt::from(c))),
                        size: size.clone(),
                        spec,
                    });
                }
                continue;
            }
            let value = self.atomic(&el.value, env, b)?;
            let size = match &el.size {
                Some(e) => Some(self.atomic(e, env, b)?),
                None => None,
            };
            out.push(BinSegment { value, size, spec });
        }
        Ok(())
    }

    /// A binary pattern. Sizes are literals or variables bound outside or by an earlier
    /// segment; an all-literal pattern becomes a literal.
    pub(crate) fn bin_pattern(
        &mut self,
        els: &[BinElement],
        env: &Env,
        cx: &mut PatCtx,
    ) -> R<Pattern> {
        let segs = self.bin_pattern_segs(els, env, cx)?;
        let as_segments: Option<Vec<BinSegment>> = segs
            .iter()
            .map(|s| match &s.pat {
                Pattern::Lit(l) if lit_fits(l, s) => Some(BinSegment {
                    value: Atomic::Lit(l.clone()),
                    size: s.size.clone(),
                    spec: s.spec,
                }),
                _ => None,
            })
            .collect();
        if let Some(bytes) = as_segments.as_deref().and_then(encode_const) {
            return Ok(Pattern::Lit(Literal::Binary(bytes)));
        }
        Ok(Pattern::Binary(segs))
    }

    pub(crate) fn bin_pattern_segs(
        &mut self,
        els: &[BinElement],
        env: &Env,
        cx: &mut PatCtx,
    ) -> R<Vec<BinSegPattern>> {
        let mut segs = Vec::new();
        for el in els {
            let spec = self.bin_spec(el)?;
            let size = match &el.size {
                None => None,
                Some(e) => Some(match &e.kind {
                    ExprKind::Var(n) => match cx.lookup(env, n) {
                        Some(v) => Atomic::Var(v),
                        None => return Err(self.err(e.pos, format!("variable '{n}' is unbound"))),
                    },
                    _ => match const_literal(e) {
                        Some(l @ Literal::Int(_)) => Atomic::Lit(l),
                        _ => return Err(self.err(e.pos, "illegal bit size")),
                    },
                }),
            };
            if let ExprKind::String(s) = &el.value.kind {
                for &c in s {
                    segs.push(BinSegPattern {
                        pat: Pattern::Lit(Literal::Int(BigInt::from(c))),
                        size: size.clone(),
                        spec,
                    });
                }
                continue;
            }
            let pat = self.pattern(&el.value, env, cx)?;
            match pat {
                Pattern::Var(_)
                | Pattern::Wildcard
                | Pattern::Lit(Literal::Int(_) | Literal::Float(_)) => {}
                _ => return Err(self.err(el.pos, "illegal pattern")),
            }
            segs.push(BinSegPattern { pat, size, spec });
        }
        Ok(segs)
    }

    /// `#{K => V}` (no base) or `Base#{K => V, K := V}`.
    pub(crate) fn map_new(
        &mut self,
        pos: Pos,
        base: Option<&ast::Expr>,
        assocs: &[MapAssoc],
        env: &mut Env,
        b: &mut Vec<Bind>,
    ) -> R<Expr> {
        let base = match base {
            Some(m) => Some(self.atomic(m, env, b)?),
            None => None,
        };
        let mut pairs = Vec::new();
        for a in assocs {
            if a.exact && base.is_none() {
                return Err(self.err(
                    a.key.pos,
                    "only association operators '=>' are allowed in map construction",
                ));
            }
            let k = self.atomic(&a.key, env, b)?;
            let v = self.atomic(&a.value, env, b)?;
            pairs.push((k, v, a.exact));
        }
        if base.is_none() {
            let keys: Vec<Atomic> = pairs.iter().map(|p| p.0.clone()).collect();
            let vals: Vec<Atomic> = pairs.iter().map(|p| p.1.clone()).collect();
            if let (Some(ks), Some(vs)) = (all_lits(&keys), all_lits(&vals)) {
                // Later duplicates win, as at run time.
                let mut entries: Vec<(Literal, Literal)> = Vec::new();
                for (k, v) in ks.into_iter().zip(vs) {
                    entries.retain(|(x, _)| *x != k);
                    entries.push((k, v));
                }
                return Ok(Expr::Atomic(Atomic::Lit(Literal::Map(entries))));
            }
        }
        let site = self.site(SiteKind::Map, pos);
        Ok(Expr::Map { site, base, pairs })
    }
}

/// Whether a literal integer segment pattern can match at all: folding `<<-1:8>>` (never
/// matches unsigned) into the bytes `<<255>>` would change its meaning.
fn lit_fits(l: &Literal, s: &BinSegPattern) -> bool {
    let Literal::Int(v) = l else { return true };
    if s.spec.ty != BinType::Integer {
        return true;
    }
    let bits = match &s.size {
        None => 8,
        Some(Atomic::Lit(Literal::Int(n))) => match n.to_u64() {
            Some(n) => n.saturating_mul(u64::from(s.spec.unit)),
            None => return false,
        },
        Some(_) => return false,
    };
    if bits == 0 || bits > MAX_CONST_BITS {
        return false;
    }
    let one = BigInt::from(1);
    if s.spec.signed {
        let half = &one << (bits - 1) as usize;
        *v >= -half.clone() && *v < half
    } else {
        v.sign() != Sign::Minus && *v < (one << bits as usize)
    }
}

/// Appends bits to a byte vector, most significant first.
#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    bits: usize,
}

impl BitWriter {
    fn push_bit(&mut self, bit: bool) {
        if self.bits.is_multiple_of(8) {
            self.bytes.push(0);
        }
        if bit {
            if let Some(last) = self.bytes.last_mut() {
                *last |= 0x80 >> (self.bits % 8);
            }
        }
        self.bits += 1;
    }

    fn push_bytes(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            for i in 0..8 {
                self.push_bit(byte & (0x80 >> i) != 0);
            }
        }
    }
}

/// Largest constant segment folded at compile time (in bits); bigger ones stay run-time.
const MAX_CONST_BITS: u64 = 1 << 16;

/// The bytes of a binary made of constant segments, when they can be computed here and
/// form whole bytes. `None` leaves the construction to run time (which also raises `badarg`
/// for bad values).
fn encode_const(segs: &[BinSegment]) -> Option<Vec<u8>> {
    let mut w = BitWriter::default();
    for s in segs {
        let Atomic::Lit(value) = &s.value else {
            return None;
        };
        let size = match &s.size {
            None => None,
            Some(Atomic::Lit(Literal::Int(n))) => Some(n.to_u64()?),
            Some(_) => return None,
        };
        match s.spec.ty {
            BinType::Integer => {
                let Literal::Int(v) = value else { return None };
                let bits = size.unwrap_or(8).checked_mul(u64::from(s.spec.unit))?;
                if bits > MAX_CONST_BITS || (s.spec.endian != Endian::Big && bits % 8 != 0) {
                    return None;
                }
                let be = int_bytes_be(v, bits as usize);
                match s.spec.endian {
                    Endian::Big => push_be_bits(&mut w, &be, bits as usize),
                    Endian::Little => w.push_bytes(&be.iter().rev().copied().collect::<Vec<_>>()),
                    Endian::Native => return None,
                }
            }
            BinType::Float => {
                let f = match value {
                    Literal::Float(f) => *f,
                    Literal::Int(i) => i.to_f64()?,
                    _ => return None,
                };
                let bits = size.unwrap_or(64).checked_mul(u64::from(s.spec.unit))?;
                let bytes = match bits {
                    64 => f.to_be_bytes().to_vec(),
                    32 => (f as f32).to_be_bytes().to_vec(),
                    _ => return None,
                };
                match s.spec.endian {
                    Endian::Big => w.push_bytes(&bytes),
                    Endian::Little => {
                        w.push_bytes(&bytes.iter().rev().copied().collect::<Vec<_>>())
                    }
                    Endian::Native => return None,
                }
            }
            BinType::Binary => {
                let Literal::Binary(bytes) = value else {
                    return None;
                };
                match size {
                    None if s.spec.unit == 1 || s.spec.unit == 8 => w.push_bytes(bytes),
                    Some(n) => {
                        let bits = n.checked_mul(u64::from(s.spec.unit))?;
                        if bits % 8 != 0 || bits / 8 > bytes.len() as u64 {
                            return None;
                        }
                        w.push_bytes(&bytes[..(bits / 8) as usize]);
                    }
                    None => return None,
                }
            }
            BinType::Utf8 | BinType::Utf16 | BinType::Utf32 => {
                let Literal::Int(v) = value else { return None };
                let c = char::from_u32(v.to_u32()?)?;
                let mut bytes = Vec::new();
                match s.spec.ty {
                    BinType::Utf8 => bytes.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes()),
                    BinType::Utf16 => {
                        for unit in c.encode_utf16(&mut [0; 2]) {
                            match s.spec.endian {
                                Endian::Big => bytes.extend_from_slice(&unit.to_be_bytes()),
                                Endian::Little => bytes.extend_from_slice(&unit.to_le_bytes()),
                                Endian::Native => return None,
                            }
                        }
                    }
                    _ => match s.spec.endian {
                        Endian::Big => bytes.extend_from_slice(&(c as u32).to_be_bytes()),
                        Endian::Little => bytes.extend_from_slice(&(c as u32).to_le_bytes()),
                        Endian::Native => return None,
                    },
                }
                w.push_bytes(&bytes);
            }
        }
    }
    (w.bits % 8 == 0).then_some(w.bytes)
}

/// The low `bits` bits of `v` in two's complement, big-endian, padded to whole bytes at the
/// front.
fn int_bytes_be(v: &BigInt, bits: usize) -> Vec<u8> {
    let nbytes = bits.div_ceil(8);
    let mut out = vec![0u8; nbytes];
    let le = v.to_signed_bytes_le();
    let fill = if v.sign() == Sign::Minus { 0xff } else { 0 };
    for (i, byte) in out.iter_mut().rev().enumerate() {
        *byte = le.get(i).copied().unwrap_or(fill);
    }
    out
}

/// Pushes the low `bits` bits of the big-endian `be`.
fn push_be_bits(w: &mut BitWriter, be: &[u8], bits: usize) {
    let skip = be.len() * 8 - bits;
    for i in skip..be.len() * 8 {
        w.push_bit(be[i / 8] & (0x80 >> (i % 8)) != 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(v: i64, size: Option<i64>, ty: BinType, unit: u32, endian: Endian) -> BinSegment {
        BinSegment {
            value: Atomic::Lit(Literal::Int(BigInt::from(v))),
            size: size.map(|s| Atomic::Lit(Literal::Int(BigInt::from(s)))),
            spec: BinSpec {
                ty,
                unit,
                signed: false,
                endian,
            },
        }
    }

    #[test]
    fn encodes_integers() {
        let s = [
            seg(1, None, BinType::Integer, 1, Endian::Big),
            seg(-1, Some(16), BinType::Integer, 1, Endian::Big),
        ];
        assert_eq!(encode_const(&s), Some(vec![1, 0xff, 0xff]));
        let s = [seg(0x0102, Some(16), BinType::Integer, 1, Endian::Little)];
        assert_eq!(encode_const(&s), Some(vec![2, 1]));
        let s = [
            seg(5, Some(4), BinType::Integer, 1, Endian::Big),
            seg(1, Some(4), BinType::Integer, 1, Endian::Big),
        ];
        assert_eq!(encode_const(&s), Some(vec![0x51]));
        let s = [seg(5, Some(4), BinType::Integer, 1, Endian::Big)];
        assert_eq!(encode_const(&s), None);
        let s = [seg(0x20ac, None, BinType::Utf8, 1, Endian::Big)];
        assert_eq!(encode_const(&s), Some("€".as_bytes().to_vec()));
    }
}
