//! BIFs: `erlang:phash2/1,2` and `erlang:phash/2`, computed as erts computes them
//! (`make_hash2` and `make_hash` of OTP 25 on a 64-bit little-endian machine), so that
//! hashes equal Erlang/OTP's for numbers, atoms, lists, tuples, maps, binaries and
//! bitstrings, and for funs of the form `fun M:F/A`.
//!
//! Known differences: pids and references hash their numbers, which differ from OTP's
//! anyway; local funs (closures) hash their module, index and free variables but not
//! OTP's MD5-based `old_uniq`, so their hashes differ from OTP's.

use super::BifEntry;
use crate::binary;
use crate::build;
use crate::code::FunTarget;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::order;
use crate::process::Process;
use crate::term::{Kind, Term};
pub use crate::term_hash::atom_hash;
use crate::term_hash::{bignum_digits, bitstring_hash, hconst, mix1, mix2, HCONST};

pub const BIFS: &[BifEntry] = &[
    ("erlang", "phash2", 1, phash2_1),
    ("erlang", "phash2", 2, phash2_2),
    ("erlang", "phash", 2, phash_2),
];

fn phash2_1(_cx: &mut Ctx, _p: &mut Process, args: &[Term]) -> BifResult {
    Ok(Term::small((hash2(args[0]) & ((1 << 27) - 1)) as i64))
}

/// A hash range: an integer in 1..=2^32; 2^32 means the whole 32-bit hash (None).
fn range_arg(t: Term) -> Result<Option<u32>, crate::exception::Trap> {
    match order::to_i64(t) {
        Some(r) if r == 1 << 32 => Ok(None),
        Some(r) if (1..1 << 32).contains(&r) => Ok(Some(r as u32)),
        _ => Err(badarg()),
    }
}

fn phash2_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let range = range_arg(args[1])?;
    let h = hash2(args[0]);
    Ok(build::int(&mut p.heap, range.map_or(h, |r| h % r) as i64))
}

fn phash_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let range = range_arg(args[1])?;
    let h = hash1(args[0]);
    let v = match range {
        Some(r) => 1 + (h % r) as u64,
        // erts returns hash + 1 unless that wraps to 0.
        None => h.checked_add(1).unwrap_or(h) as u64,
    };
    Ok(build::int(&mut p.heap, v as i64))
}

// ---------------------------------------------------------------------------------------
// make_hash2 (phash2)

/// Hash of an integer magnitude split in 64-bit digits (smalls outside 28 bits, bignums).
fn hash_digits(mut hash: u32, digits: impl Iterator<Item = u64>, negative: bool) -> u32 {
    let k = if negative { hconst(10) } else { hconst(11) };
    for d in digits {
        hash = mix2(hash, d as u32, (d >> 32) as u32, k);
    }
    hash
}

enum Op2 {
    Term(Term),
    /// A map's pairs are done: restore the outer hash and pair accumulator.
    MapTail {
        hash: u32,
        xor: u32,
    },
    /// A key and value are done: fold their hash into the pair accumulator.
    MapPair,
}

/// `make_hash2`.
pub fn hash2(t: Term) -> u32 {
    let mut hash: u32 = 0;
    let mut xor: u32 = 0;
    let mut stack = vec![Op2::Term(t)];
    while let Some(op) = stack.pop() {
        let t = match op {
            Op2::Term(t) => t,
            Op2::MapPair => {
                xor ^= hash;
                hash = 0;
                continue;
            }
            Op2::MapTail { hash: h, xor: x } => {
                hash = mix1(h, xor, hconst(19));
                xor = x;
                continue;
            }
        };
        if t.is_small() {
            let v = t.small_val();
            hash = if !(-(1 << 27)..1 << 27).contains(&v) {
                hash_digits(hash, std::iter::once(v.unsigned_abs()), v < 0)
            } else {
                // Negative values are mixed twice, as in erts.
                let y = v as i32;
                if y < 0 {
                    hash = mix1(hash, (-y) as u32, HCONST);
                }
                mix1(hash, y as u32, HCONST)
            };
        } else if t.is_atom() {
            hash = if hash == 0 {
                atom_hash(t)
            } else {
                mix1(hash, atom_hash(t), hconst(3))
            };
        } else if t.is_nil() {
            // 2 is erts' NIL_DEF tag number.
            hash = if hash == 0 {
                3_468_870_702
            } else {
                mix1(hash, 2, hconst(2))
            };
        } else if t.is_pid() {
            hash = mix1(hash, t.pid_index() as u32, hconst(5));
        } else if t.is_port() {
            hash = mix1(hash, t.port_number() as u32, hconst(4));
        } else if t.is_cons() {
            hash = hash2_list(t, hash, &mut stack);
        } else {
            match t.boxed_kind() {
                Some(Kind::Tuple) => {
                    let elems = t.tuple_elems();
                    hash = mix1(hash, elems.len() as u32, hconst(9));
                    stack.extend(elems.iter().rev().map(|&e| Op2::Term(e)));
                }
                Some(Kind::Map | Kind::HashMap) => {
                    let n = crate::map::size(t);
                    hash = mix1(hash, n as u32, hconst(16));
                    if n > 0 {
                        stack.push(Op2::MapTail { hash, xor });
                        hash = 0;
                        xor = 0;
                        // Each pair is hashed alone and the pairs' hashes combined in an
                        // order-independent way, so their order here does not matter.
                        crate::map::each(t, |k, v| {
                            stack.push(Op2::MapPair);
                            stack.push(Op2::Term(v));
                            stack.push(Op2::Term(k));
                        });
                    }
                }
                Some(k @ (Kind::PosBig | Kind::NegBig)) => {
                    hash = hash_digits(hash, bignum_digits(t), k == Kind::NegBig);
                }
                Some(Kind::Float) => {
                    // 0.0 and -0.0 hash alike.
                    let f = t.float_val();
                    let bits = if f == 0.0 { 0 } else { f.to_bits() };
                    hash = mix2(hash, (bits >> 32) as u32, bits as u32, hconst(12));
                }
                Some(Kind::Ref) => hash = mix1(hash, t.boxed_word(1) as u32, hconst(7)),
                Some(Kind::Fun) => {
                    let e = crate::code::fun_entry(t);
                    match &e.target {
                        FunTarget::Export { module, function } => {
                            hash = mix2(hash, e.arity, atom_hash(*module), HCONST);
                            hash = mix1(hash, atom_hash(*function), hconst(14));
                        }
                        FunTarget::Local { .. } => {
                            let nfree = t.boxed_size() - 1;
                            hash = mix2(hash, nfree as u32, atom_hash(e.module_name), HCONST);
                            hash = mix2(hash, e.index, 0, HCONST);
                            stack.extend(
                                (2..=t.boxed_size())
                                    .rev()
                                    .map(|i| Op2::Term(t.boxed_term(i))),
                            );
                        }
                    }
                }
                Some(Kind::HeapBin | Kind::RefcBin | Kind::SubBin) => {
                    hash = bitstring_hash(hash, t);
                }
                // A trie's inner node is never a term of its own.
                Some(Kind::HamtNode) | None => {}
            }
        }
    }
    hash
}

/// Hash a run of list cells: bytes four at a time, then push what follows (an element that
/// is not a byte and the rest of the list, or the tail of the list).
fn hash2_list(mut t: Term, mut hash: u32, stack: &mut Vec<Op2>) -> u32 {
    let (mut packed, mut count) = (0u32, 0);
    while t.is_cons() {
        let h = t.head();
        if !(h.is_small() && (0..=255).contains(&h.small_val())) {
            break;
        }
        packed = (packed << 8) + h.small_val() as u32;
        count += 1;
        if count == 4 {
            hash = mix1(hash, packed, hconst(4));
            (packed, count) = (0, 0);
        }
        t = t.tail();
    }
    if count > 0 {
        hash = mix1(hash, packed, hconst(4));
    }
    if t.is_cons() {
        stack.push(Op2::Term(t.tail()));
        stack.push(Op2::Term(t.head()));
    } else {
        stack.push(Op2::Term(t));
    }
    hash
}

// ---------------------------------------------------------------------------------------
// make_hash (phash)

const F1: u32 = 268440163;
const F2: u32 = 268439161;
const F3: u32 = 268435459;
const F4: u32 = 268436141;
const F5: u32 = 268438633;
const F6: u32 = 268437017;
const F8: u32 = 268437511;
const F9: u32 = 268439627;
const F10: u32 = 268440479;
const F11: u32 = 268440577;
const F12: u32 = 268440581;
const F13: u32 = 268440593;
const F14: u32 = 268440611;

/// erts' `UINT32_HASH_STEP`: the word's bytes, low first.
fn step(hash: u32, x: u32, prime: u32) -> u32 {
    x.to_le_bytes()
        .iter()
        .fold(hash, |h, &b| h.wrapping_mul(prime).wrapping_add(b as u32))
}

/// `h * m + a`, wrapping.
#[inline]
fn ma(h: u32, m: u32, a: u32) -> u32 {
    h.wrapping_mul(m).wrapping_add(a)
}

enum Op1 {
    Term(Term),
    /// The tail of a list after an element that is not a byte.
    ListRest(Term),
    /// A list is done (its tail hashed).
    ListEnd,
    TupleEnd(u32),
}

/// `make_hash`.
pub fn hash1(t: Term) -> u32 {
    let mut hash: u32 = 0;
    let mut stack = vec![Op1::Term(t)];
    while let Some(op) = stack.pop() {
        let t = match op {
            Op1::Term(t) => t,
            Op1::ListEnd => {
                hash = hash.wrapping_mul(F8);
                continue;
            }
            Op1::TupleEnd(n) => {
                hash = ma(hash, F9, n);
                continue;
            }
            Op1::ListRest(t) => {
                if !t.is_cons() {
                    stack.push(Op1::ListEnd);
                }
                t
            }
        };
        if t.is_small() {
            let v = t.small_val();
            let m = v.unsigned_abs();
            hash = step(hash, m as u32, F2);
            if m >> 32 != 0 {
                hash = step(hash, (m >> 32) as u32, F2);
            }
            hash = hash.wrapping_mul(if v < 0 { F4 } else { F3 });
        } else if t.is_atom() {
            hash = ma(hash, F1, atom_hash(t));
        } else if t.is_nil() {
            hash = ma(hash, F3, 1);
        } else if t.is_pid() {
            hash = step(hash, t.pid_index() as u32, F5).wrapping_mul(F6);
        } else if t.is_port() {
            hash = step(hash, t.port_number() as u32, F5).wrapping_mul(F6);
        } else if t.is_cons() {
            let mut l = t;
            loop {
                let h = l.head();
                if !(h.is_small() && (0..=255).contains(&h.small_val())) {
                    stack.push(Op1::ListRest(l.tail()));
                    stack.push(Op1::Term(h));
                    break;
                }
                hash = ma(hash, F2, h.small_val() as u32);
                l = l.tail();
                if !l.is_cons() {
                    stack.push(Op1::ListEnd);
                    stack.push(Op1::Term(l));
                    break;
                }
            }
        } else {
            match t.boxed_kind() {
                Some(Kind::Tuple) => {
                    let elems = t.tuple_elems();
                    stack.push(Op1::TupleEnd(elems.len() as u32));
                    stack.extend(elems.iter().rev().map(|&e| Op1::Term(e)));
                }
                Some(Kind::Map | Kind::HashMap) => hash = ma(hash, F13, F14).wrapping_add(hash2(t)),
                Some(k @ (Kind::PosBig | Kind::NegBig)) => {
                    let digits: Vec<u64> = bignum_digits(t).collect();
                    for (i, &d) in digits.iter().enumerate() {
                        // The top digit contributes 4 bytes if its upper half is zero.
                        let n = if i + 1 == digits.len() && d >> 32 == 0 {
                            4
                        } else {
                            8
                        };
                        for b in &d.to_le_bytes()[..n] {
                            hash = ma(hash, F2, *b as u32);
                        }
                    }
                    hash = hash.wrapping_mul(if k == Kind::NegBig { F4 } else { F3 });
                }
                Some(Kind::Float) => {
                    let f = t.float_val();
                    let bits = if f == 0.0 { 0 } else { f.to_bits() };
                    hash = ma(hash, F6, (bits as u32) ^ (bits >> 32) as u32);
                }
                Some(Kind::Ref) => hash = step(hash, t.boxed_word(1) as u32, F9).wrapping_mul(F10),
                Some(Kind::Fun) => {
                    let e = crate::code::fun_entry(t);
                    match &e.target {
                        FunTarget::Export { module, function } => {
                            hash = ma(hash, F11, e.arity);
                            hash = ma(hash, F1, atom_hash(*module));
                            hash = ma(hash, F1, atom_hash(*function));
                        }
                        FunTarget::Local { .. } => {
                            hash = ma(hash, F10, (t.boxed_size() - 1) as u32);
                            hash = ma(hash, F1, atom_hash(e.module_name));
                            hash = ma(hash, F2, e.index);
                            hash = hash.wrapping_mul(F2);
                            stack.extend(
                                (2..=t.boxed_size())
                                    .rev()
                                    .map(|i| Op1::Term(t.boxed_term(i))),
                            );
                        }
                    }
                }
                Some(Kind::HeapBin | Kind::RefcBin | Kind::SubBin) => {
                    let v = binary::view(t).expect("bitstring");
                    let (whole, rest) = (v.bits / 8, v.bits % 8);
                    let bytes = v.to_vec();
                    for &b in &bytes[..whole] {
                        hash = ma(hash, F1, b as u32);
                    }
                    if rest > 0 {
                        let b = (bytes[whole] >> (8 - rest)) as u32;
                        hash = ma(ma(hash, F1, b), F12, rest as u32);
                    }
                    hash = ma(hash, F4, whole as u32);
                }
                Some(Kind::HamtNode) | None => {}
            }
        }
    }
    hash
}

/// The internal hash of the bitstring `t`, continuing from `hash` (whole bytes as a block,
/// then the trailing bits).
#[cfg(test)]
mod tests {
    use super::*;
    use crate::atom;
    use crate::bif::test_support::cx;
    use crate::heap::Heap;

    /// A reader for the `~w` text of test terms: integers, floats, atoms, lists, tuples,
    /// maps and bitstrings.
    struct Reader<'a> {
        s: &'a [u8],
        i: usize,
        heap: &'a mut Heap,
    }

    impl Reader<'_> {
        fn peek(&self) -> u8 {
            self.s[self.i]
        }
        fn eat(&mut self, c: u8) -> bool {
            if self.i < self.s.len() && self.peek() == c {
                self.i += 1;
                true
            } else {
                false
            }
        }
        fn expect(&mut self, lit: &str) {
            assert!(
                self.s[self.i..].starts_with(lit.as_bytes()),
                "expected {lit} at {}",
                self.i
            );
            self.i += lit.len();
        }
        fn seq(&mut self, close: u8) -> Vec<Term> {
            let mut v = Vec::new();
            if self.eat(close) {
                return v;
            }
            loop {
                v.push(self.term());
                if !self.eat(b',') {
                    return v;
                }
            }
        }
        fn term(&mut self) -> Term {
            let c = self.peek();
            match c {
                b'[' => {
                    self.i += 1;
                    let elems = self.seq(b']');
                    if elems.is_empty() {
                        return Term::NIL;
                    }
                    let tail = if self.eat(b'|') {
                        self.term()
                    } else {
                        Term::NIL
                    };
                    self.expect("]");
                    build::list_with_tail(self.heap, &elems, tail)
                }
                b'{' => {
                    self.i += 1;
                    let elems = self.seq(b'}');
                    if !elems.is_empty() {
                        self.expect("}");
                    }
                    build::tuple(self.heap, &elems)
                }
                b'#' => {
                    self.expect("#{");
                    let mut kvs = Vec::new();
                    if !self.eat(b'}') {
                        loop {
                            let k = self.term();
                            self.expect(" => ");
                            kvs.push((k, self.term()));
                            if !self.eat(b',') {
                                break;
                            }
                        }
                        self.expect("}");
                    }
                    kvs.sort_by(|a, b| order::compare_exact(a.0, b.0));
                    crate::bif::maps::from_sorted(self.heap, &kvs)
                }
                b'<' => {
                    self.expect("<<");
                    let (mut bytes, mut bits) = (Vec::new(), 0);
                    if !self.eat(b'>') {
                        loop {
                            let v = self.term().small_val() as u8;
                            if self.eat(b':') {
                                let n = self.term().small_val() as usize;
                                bytes.push(v << (8 - n));
                                bits += n;
                            } else {
                                bytes.push(v);
                                bits += 8;
                            }
                            if !self.eat(b',') {
                                break;
                            }
                        }
                        self.expect(">");
                    }
                    self.expect(">");
                    binary::make_bitstring(self.heap, &bytes, bits)
                }
                b'\'' => {
                    self.i += 1;
                    let mut name = String::new();
                    while !self.eat(b'\'') {
                        if self.eat(b'\\') {
                            self.expect("x{");
                            let start = self.i;
                            while self.peek() != b'}' {
                                self.i += 1;
                            }
                            let hex = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                            name.push(
                                char::from_u32(u32::from_str_radix(hex, 16).unwrap()).unwrap(),
                            );
                            self.i += 1;
                        } else {
                            let rest = std::str::from_utf8(&self.s[self.i..]).unwrap();
                            let ch = rest.chars().next().unwrap();
                            name.push(ch);
                            self.i += ch.len_utf8();
                        }
                    }
                    atom::atom(&name)
                }
                b'a'..=b'z' | 0x80.. => {
                    let start = self.i;
                    let name_byte =
                        |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'@' || c >= 0x80;
                    while self.i < self.s.len() && name_byte(self.peek()) {
                        self.i += 1;
                    }
                    atom::atom(std::str::from_utf8(&self.s[start..self.i]).unwrap())
                }
                _ => {
                    let start = self.i;
                    while self.i < self.s.len()
                        && (self.peek().is_ascii_digit() || b"-+.e".contains(&self.peek()))
                    {
                        self.i += 1;
                    }
                    let text = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                    if text.contains('.') {
                        build::float(self.heap, text.parse().unwrap())
                    } else {
                        build::bigint(self.heap, &text.parse().unwrap())
                    }
                }
            }
        }
    }

    fn read(heap: &mut Heap, s: &str) -> Term {
        let mut r = Reader {
            s: s.as_bytes(),
            i: 0,
            heap,
        };
        let t = r.term();
        assert_eq!(r.i, s.len(), "trailing text in {s}");
        t
    }

    /// (term as ~w, phash2(T, 1 bsl 32), phash(T, 1 bsl 32)) from OTP 25.
    const CASES: &str = include_str!("phash_cases.txt");

    #[test]
    fn matches_otp() {
        let mut heap = Heap::new(233);
        let mut n = 0;
        for line in CASES.lines().filter(|l| !l.is_empty()) {
            let mut parts = line.rsplitn(3, ' ');
            let (h1, h2, text) = (
                parts.next().unwrap(),
                parts.next().unwrap(),
                parts.next().unwrap(),
            );
            let t = read(&mut heap, text);
            assert_eq!(hash2(t).to_string(), h2, "phash2({text})");
            assert_eq!((hash1(t) as u64 + 1).to_string(), h1, "phash({text})");
            n += 1;
        }
        assert!(n > 100);
    }

    #[test]
    fn bif_ranges() {
        let mut p = Process::new(Term::pid(0), 233);
        let t = build::tuple(&mut p.heap, &[atom::OK, Term::small(1)]);
        let h = hash2(t);
        assert_eq!(
            phash2_1(&mut cx(), &mut p, &[t]).unwrap(),
            Term::small((h & ((1 << 27) - 1)) as i64)
        );
        assert_eq!(
            phash2_2(&mut cx(), &mut p, &[t, Term::small(1)]).unwrap(),
            Term::small(0)
        );
        assert_eq!(
            phash2_2(&mut cx(), &mut p, &[t, Term::small(1000)]).unwrap(),
            Term::small((h % 1000) as i64)
        );
        assert_eq!(
            phash2_2(&mut cx(), &mut p, &[t, Term::small(1 << 32)]).unwrap(),
            Term::small(h as i64)
        );
        assert_eq!(
            phash_2(&mut cx(), &mut p, &[t, Term::small(1)]).unwrap(),
            Term::small(1)
        );
        for bad in [
            Term::small(0),
            Term::small(-1),
            Term::small((1 << 32) + 1),
            atom::OK,
        ] {
            assert!(phash2_2(&mut cx(), &mut p, &[t, bad]).is_err());
            assert!(phash_2(&mut cx(), &mut p, &[t, bad]).is_err());
        }
    }

    #[test]
    fn export_fun_formula() {
        // phash2/phash of `fun lists:map/2` in OTP 25, from the steps the Fun case takes.
        let (m, f) = (atom_hash(atom::atom("lists")), atom_hash(atom::atom("map")));
        assert_eq!(mix1(mix2(0, 2, m, HCONST), f, hconst(14)), 840287883);
        assert_eq!(ma(ma(ma(0, F11, 2), F1, m), F1, f) + 1, 904024396);
    }
}
