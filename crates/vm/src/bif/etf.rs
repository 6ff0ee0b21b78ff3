//! The external term format (`term_to_binary/1,2`, `binary_to_term/1,2`,
//! `external_size/1`) and `md5/1`, `md5_init/0`, `md5_update/2`, `md5_final/1` (CRC-32 and
//! Adler-32 are in `checksum.rs`).
//!
//! Encoding is byte-identical to Erlang/OTP 25 for everything triheap has, `compressed`
//! included (flate2 over the C zlib, which OTP uses too), except maps of more than 32
//! keys (OTP writes those in its hash order, we in small-map key order). Pids are `<0.N.0>`
//! on 'nonode@nohost'; references carry their 64-bit id as two ID words; local funs are
//! written as NEW_FUN_EXT naming their module's fun table slot (Uniq zero), so only
//! triheap reads them back, and only while that module is loaded.

use super::BifEntry;
use crate::atom;
use crate::bif::binaries::iolist_bytes;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;
use std::io::Write;

mod decode;
mod encode;
#[cfg(test)]
mod tests;

/// Tags of the external term format.
mod tag {
    pub const VERSION: u8 = 131;
    pub const COMPRESSED: u8 = 80;
    pub const NEW_FLOAT_EXT: u8 = 70;
    pub const BIT_BINARY_EXT: u8 = 77;
    pub const NEW_PID_EXT: u8 = 88;
    pub const NEW_PORT_EXT: u8 = 89;
    pub const PORT_EXT: u8 = 102;
    pub const V4_PORT_EXT: u8 = 120;
    pub const NEWER_REFERENCE_EXT: u8 = 90;
    pub const SMALL_INTEGER_EXT: u8 = 97;
    pub const INTEGER_EXT: u8 = 98;
    pub const FLOAT_EXT: u8 = 99;
    pub const ATOM_EXT: u8 = 100;
    pub const REFERENCE_EXT: u8 = 101;
    pub const PID_EXT: u8 = 103;
    pub const SMALL_TUPLE_EXT: u8 = 104;
    pub const LARGE_TUPLE_EXT: u8 = 105;
    pub const NIL_EXT: u8 = 106;
    pub const STRING_EXT: u8 = 107;
    pub const LIST_EXT: u8 = 108;
    pub const BINARY_EXT: u8 = 109;
    pub const SMALL_BIG_EXT: u8 = 110;
    pub const LARGE_BIG_EXT: u8 = 111;
    pub const NEW_FUN_EXT: u8 = 112;
    pub const EXPORT_EXT: u8 = 113;
    pub const NEW_REFERENCE_EXT: u8 = 114;
    pub const SMALL_ATOM_EXT: u8 = 115;
    pub const MAP_EXT: u8 = 116;
    pub const ATOM_UTF8_EXT: u8 = 118;
    pub const SMALL_ATOM_UTF8_EXT: u8 = 119;
}

/// Options of `term_to_binary/2`.
struct EncodeOpts {
    minor: u32,
    /// zlib level; 0 means no compression.
    level: u32,
}

fn encode_opts(list: Term) -> Result<EncodeOpts, Trap> {
    let mut o = EncodeOpts { minor: 1, level: 0 };
    for opt in build::list_to_vec(list).ok_or_else(badarg)? {
        let pair = |name: &str| {
            opt.is_tuple() && opt.tuple_arity() == 2 && opt.element(1) == atom::atom(name)
        };
        let small_in = |t: Term, hi: i64| t.is_small() && (0..=hi).contains(&t.small_val());
        if opt == atom::atom("compressed") {
            o.level = 6;
        } else if opt == atom::atom("deterministic") {
            // Our output is always deterministic.
        } else if pair("compressed") && small_in(opt.element(2), 9) {
            o.level = opt.element(2).small_val() as u32;
        } else if pair("minor_version") && small_in(opt.element(2), 2) {
            o.minor = opt.element(2).small_val() as u32;
        } else {
            return Err(badarg());
        }
    }
    Ok(o)
}

/// The external representation of `t`, version byte included.
pub fn to_external(t: Term, minor: u32, level: u32) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    encode::encode(t, minor, &mut body).ok()?;
    if level > 0 && body.len() > 5 {
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(level));
        z.write_all(&body).ok()?;
        let zbytes = z.finish().ok()?;
        // As OTP: keep the compressed form only when it is no larger.
        if zbytes.len() <= body.len() - 5 {
            let mut out = Vec::with_capacity(6 + zbytes.len());
            out.extend_from_slice(&[tag::VERSION, tag::COMPRESSED]);
            out.extend_from_slice(&(body.len() as u32).to_be_bytes());
            out.extend_from_slice(&zbytes);
            return Some(out);
        }
    }
    let mut out = Vec::with_capacity(1 + body.len());
    out.push(tag::VERSION);
    out.extend_from_slice(&body);
    Some(out)
}

fn term_to_binary1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let bytes = to_external(a[0], 1, 0).ok_or_else(badarg)?;
    Ok(binary::make_binary(&mut p.heap, &bytes))
}

fn term_to_binary2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let o = encode_opts(a[1])?;
    let bytes = to_external(a[0], o.minor, o.level).ok_or_else(badarg)?;
    Ok(binary::make_binary(&mut p.heap, &bytes))
}

fn external_size(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let bytes = to_external(a[0], 1, 0).ok_or_else(badarg)?;
    Ok(Term::small(bytes.len() as i64))
}

/// Decode `bin` (a binary term); the term and the bytes used.
pub fn from_external(p: &mut Process, bin: Term, safe: bool) -> Result<(Term, usize), Trap> {
    let bytes = binary::bytes(bin).ok_or_else(badarg)?;
    decode::decode(p, &bytes, safe).map_err(|_| badarg())
}

/// `binary_to_term/1` and `/2` with `safe` on arbitrary bytes, on a fresh process; a term
/// decoded is encoded again (minor versions 1 and 2, compressed too) and that decoded back.
/// The entry point of the fuzz target `etf` and of the replay test of its corpus
/// (`crates/vm/tests/fuzz_corpus.rs`); whether `data` decoded. Any input may only fail.
pub fn decode_arbitrary(data: &[u8]) -> bool {
    let mut p = Process::new(Term::pid(0), 233);
    let _ = decode::decode(&mut p, data, true);
    let Ok((t, _)) = decode::decode(&mut p, data, false) else {
        return false;
    };
    for (minor, level) in [(1, 0), (2, 6)] {
        if let Some(bytes) = to_external(t, minor, level) {
            let _ = decode::decode(&mut p, &bytes, false);
        }
    }
    true
}

fn binary_to_term1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(from_external(p, a[0], false)?.0)
}

fn binary_to_term2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (mut safe, mut used) = (false, false);
    for opt in build::list_to_vec(a[1]).ok_or_else(badarg)? {
        if opt == atom::atom("safe") {
            safe = true;
        } else if opt == atom::atom("used") {
            used = true;
        } else {
            return Err(badarg());
        }
    }
    let (t, n) = from_external(p, a[0], safe)?;
    Ok(if used {
        build::tuple(&mut p.heap, &[t, Term::small(n as i64)])
    } else {
        t
    })
}

// ---- MD5 (RFC 1321), with contexts laid out as OTP 25's: state, bit count, buffer ----

const MD5_CTX_BYTES: usize = 88;

struct Md5 {
    state: [u32; 4],
    /// Bytes hashed so far.
    len: u64,
    buf: [u8; 64],
}

const MD5_S: [u32; 64] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
    14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15,
    21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
];

/// floor(|sin(i + 1)| * 2^32), precomputed as RFC 1321 lists them.
const MD5_K: [u32; 64] = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
];

impl Md5 {
    fn new() -> Md5 {
        Md5 {
            state: [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476],
            len: 0,
            buf: [0; 64],
        }
    }

    fn block(&mut self, block: &[u8]) {
        let m: Vec<u32> = block
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let [mut a, mut b, mut c, mut d] = self.state;
        for i in 0..64 {
            let (f, g) = match i / 16 {
                0 => ((b & c) | (!b & d), i),
                1 => ((d & b) | (!d & c), (5 * i + 1) % 16),
                2 => (b ^ c ^ d, (3 * i + 5) % 16),
                _ => (c ^ (b | !d), (7 * i) % 16),
            };
            let t = a.wrapping_add(f).wrapping_add(MD5_K[i]).wrapping_add(m[g]);
            a = d;
            d = c;
            c = b;
            b = b.wrapping_add(t.rotate_left(MD5_S[i]));
        }
        for (s, v) in self.state.iter_mut().zip([a, b, c, d]) {
            *s = s.wrapping_add(v);
        }
    }

    fn update(&mut self, mut data: &[u8]) {
        let mut fill = (self.len % 64) as usize;
        self.len += data.len() as u64;
        while !data.is_empty() {
            let n = (64 - fill).min(data.len());
            self.buf[fill..fill + n].copy_from_slice(&data[..n]);
            data = &data[n..];
            fill += n;
            if fill == 64 {
                let b = self.buf;
                self.block(&b);
                fill = 0;
            }
        }
    }

    fn finish(mut self) -> [u8; 16] {
        let bits = self.len.wrapping_mul(8);
        let pad = if self.len % 64 < 56 {
            56 - self.len % 64
        } else {
            120 - self.len % 64
        };
        let mut tail = vec![0u8; pad as usize];
        tail[0] = 0x80;
        self.update(&tail);
        self.update(&bits.to_le_bytes());
        let mut out = [0u8; 16];
        for (i, s) in self.state.iter().enumerate() {
            out[4 * i..4 * i + 4].copy_from_slice(&s.to_le_bytes());
        }
        out
    }

    fn to_ctx(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(MD5_CTX_BYTES);
        self.state
            .iter()
            .for_each(|s| v.extend_from_slice(&s.to_le_bytes()));
        v.extend_from_slice(&self.len.wrapping_mul(8).to_le_bytes());
        v.extend_from_slice(&self.buf);
        v
    }

    fn from_ctx(t: Term) -> Option<Md5> {
        let b = binary::bytes(t)?;
        if b.len() != MD5_CTX_BYTES {
            return None;
        }
        let w = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        let bits = u64::from_le_bytes(b[16..24].try_into().ok()?);
        Some(Md5 {
            state: [w(0), w(4), w(8), w(12)],
            len: bits / 8,
            buf: b[24..88].try_into().ok()?,
        })
    }
}

pub fn md5_digest(data: &[u8]) -> [u8; 16] {
    let mut m = Md5::new();
    m.update(data);
    m.finish()
}

fn md5(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let data = iolist_bytes(a[0]).ok_or_else(badarg)?;
    Ok(binary::make_binary(&mut p.heap, &md5_digest(&data)))
}

fn md5_init(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(binary::make_binary(&mut p.heap, &Md5::new().to_ctx()))
}

fn md5_update(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut m = Md5::from_ctx(a[0]).ok_or_else(badarg)?;
    m.update(&iolist_bytes(a[1]).ok_or_else(badarg)?);
    Ok(binary::make_binary(&mut p.heap, &m.to_ctx()))
}

fn md5_final(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let m = Md5::from_ctx(a[0]).ok_or_else(badarg)?;
    Ok(binary::make_binary(&mut p.heap, &m.finish()))
}

pub const BIFS: &[BifEntry] = &[
    ("erlang", "term_to_binary", 1, term_to_binary1),
    ("erlang", "term_to_binary", 2, term_to_binary2),
    ("erlang", "binary_to_term", 1, binary_to_term1),
    ("erlang", "binary_to_term", 2, binary_to_term2),
    ("erlang", "external_size", 1, external_size),
    ("erlang", "md5", 1, md5),
    ("erlang", "md5_init", 0, md5_init),
    ("erlang", "md5_update", 2, md5_update),
    ("erlang", "md5_final", 1, md5_final),
];
