//! `erlang:crc32/1,2`, `crc32_combine/3`, `adler32/1,2` and `adler32_combine/3`: zlib's
//! checksums over iodata, computed by `crc32fast` and `adler2` so that they equal
//! Erlang/OTP's (which calls zlib) for every input.

use super::BifEntry;
use crate::bif::binaries::iolist_bytes;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;

/// CRC-32 of `data` continuing from `crc` (0 to start).
pub fn crc32_update(crc: u32, data: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new_with_initial(crc);
    h.update(data);
    h.finalize()
}

/// Adler-32 of `data` continuing from `adler` (1 to start).
pub fn adler32_update(adler: u32, data: &[u8]) -> u32 {
    let mut h = adler2::Adler32::from_checksum(adler);
    h.write_slice(data);
    h.checksum()
}

/// The CRC-32 of the concatenation of two pieces, given each one's CRC and the second's
/// length (zlib's `crc32_combine`, as Erlang/OTP calls it).
pub fn crc32_combine(crc1: u32, crc2: u32, len2: u64) -> u32 {
    if len2 == 0 {
        // zlib's: the first CRC unshifted, xor the second (crc32fast keeps the first).
        return crc1 ^ crc2;
    }
    let mut h1 = crc32fast::Hasher::new_with_initial(crc1);
    h1.combine(&crc32fast::Hasher::new_with_initial_len(crc2, len2));
    h1.finalize()
}

/// The Adler-32 of the concatenation of two pieces, step for step as zlib's
/// `adler32_combine` (so that sums out of range give zlib's result too; that can exceed
/// 32 bits): the second sum gains the first piece's sum once per byte of the second piece.
pub fn adler32_combine(adler1: u32, adler2: u32, len2: u64) -> u64 {
    if len2 == 0 {
        // Erlang/OTP answers the first sum for an empty second piece, bypassing zlib.
        return adler1 as u64;
    }
    const BASE: u64 = 65521;
    let rem = len2 % BASE;
    let (adler1, adler2) = (adler1 as u64, adler2 as u64);
    let mut sum1 = adler1 & 0xffff;
    let mut sum2 = (rem * sum1) % BASE;
    sum1 += (adler2 & 0xffff) + BASE - 1;
    sum2 += ((adler1 >> 16) & 0xffff) + ((adler2 >> 16) & 0xffff) + BASE - rem;
    if sum1 >= BASE {
        sum1 -= BASE;
    }
    if sum1 >= BASE {
        sum1 -= BASE;
    }
    if sum2 >= BASE << 1 {
        sum2 -= BASE << 1;
    }
    if sum2 >= BASE {
        sum2 -= BASE;
    }
    sum1 | (sum2 << 16)
}

/// A checksum or (as in Erlang/OTP) a combined length: an integer in 0..2^32, else `badarg`.
pub fn checksum_arg(t: Term) -> Result<u32, Trap> {
    if t.is_small() {
        u32::try_from(t.small_val()).map_err(|_| badarg())
    } else {
        Err(badarg())
    }
}

fn iodata(t: Term) -> Result<Vec<u8>, Trap> {
    iolist_bytes(t).ok_or_else(badarg)
}

pub(crate) fn crc32_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(Term::small(crc32_update(0, &iodata(a[0])?) as i64))
}

pub(crate) fn crc32_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let s = checksum_arg(a[0])?;
    Ok(Term::small(crc32_update(s, &iodata(a[1])?) as i64))
}

pub(crate) fn adler32_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(Term::small(adler32_update(1, &iodata(a[0])?) as i64))
}

pub(crate) fn adler32_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let s = checksum_arg(a[0])?;
    Ok(Term::small(adler32_update(s, &iodata(a[1])?) as i64))
}

fn crc32_combine_3(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (c1, c2, n) = (
        checksum_arg(a[0])?,
        checksum_arg(a[1])?,
        checksum_arg(a[2])? as u64,
    );
    Ok(Term::small(crc32_combine(c1, c2, n) as i64))
}

fn adler32_combine_3(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (c1, c2, n) = (
        checksum_arg(a[0])?,
        checksum_arg(a[1])?,
        checksum_arg(a[2])? as u64,
    );
    Ok(Term::small(adler32_combine(c1, c2, n) as i64))
}

pub const BIFS: &[BifEntry] = &[
    ("erlang", "crc32", 1, crc32_1),
    ("erlang", "crc32", 2, crc32_2),
    ("erlang", "crc32_combine", 3, crc32_combine_3),
    ("erlang", "adler32", 1, adler32_1),
    ("erlang", "adler32", 2, adler32_2),
    ("erlang", "adler32_combine", 3, adler32_combine_3),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        assert_eq!(crc32_update(0, b"hello"), 0x3610a686);
        assert_eq!(adler32_update(1, b"hello"), 0x062c0215);
        let (x, y) = (b"hello ".as_slice(), b"world".as_slice());
        let whole = crc32_update(0, b"hello world");
        assert_eq!(
            crc32_combine(crc32_update(0, x), crc32_update(0, y), 5),
            whole
        );
        let whole = adler32_update(1, b"hello world");
        let (a1, a2) = (adler32_update(1, x), adler32_update(1, y));
        assert_eq!(adler32_combine(a1, a2, 5), whole as u64);
    }
}
