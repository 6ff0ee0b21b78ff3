//! Decoding the external term format. Every read is bounds-checked and every malformed
//! input is an `Err(())` (badarg); nested terms are decoded with an explicit stack of
//! partly built compound terms, so no input can exhaust the native stack.

use super::tag::*;
use crate::atom;
use crate::binary;
use crate::build;
use crate::code::{FunEntry, FunTarget};
use crate::heap::Heap;
use crate::order::compare_exact;
use crate::process::Process;
use crate::term::Term;
use num_bigint::{BigInt, Sign};
use std::cmp::Ordering;
use std::io::Read;

type R<T> = Result<T, ()>;

/// A compound term waiting for `n` more items.
enum Frame {
    Tuple {
        items: Vec<Term>,
        n: usize,
    },
    /// `n` elements, then the tail.
    List {
        items: Vec<Term>,
        n: usize,
    },
    /// `n` keys and values, alternating.
    Map {
        items: Vec<Term>,
        n: usize,
    },
    Fun {
        entry: &'static FunEntry,
        items: Vec<Term>,
        n: usize,
    },
}

impl Frame {
    fn items(&mut self) -> &mut Vec<Term> {
        match self {
            Frame::Tuple { items, .. }
            | Frame::List { items, .. }
            | Frame::Map { items, .. }
            | Frame::Fun { items, .. } => items,
        }
    }
    fn n(&self) -> usize {
        match *self {
            Frame::Tuple { n, .. }
            | Frame::List { n, .. }
            | Frame::Map { n, .. }
            | Frame::Fun { n, .. } => n,
        }
    }
}

pub struct Decoder<'a> {
    data: &'a [u8],
    pos: usize,
    /// Refuse to create atoms (the `safe` option).
    safe: bool,
}

impl<'a> Decoder<'a> {
    fn new(data: &'a [u8], safe: bool) -> Self {
        Decoder { data, pos: 0, safe }
    }

    fn bytes(&mut self, n: usize) -> R<&'a [u8]> {
        let end = self.pos.checked_add(n).ok_or(())?;
        let b = self.data.get(self.pos..end).ok_or(())?;
        self.pos = end;
        Ok(b)
    }
    fn u8(&mut self) -> R<u8> {
        Ok(self.bytes(1)?[0])
    }
    fn u16(&mut self) -> R<usize> {
        let b = self.bytes(2)?;
        Ok(u16::from_be_bytes([b[0], b[1]]) as usize)
    }
    fn u32(&mut self) -> R<u32> {
        let b = self.bytes(4)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// A vector for `n` items announced by the input, each taking at least one byte.
    fn items(&self, n: usize) -> Vec<Term> {
        Vec::with_capacity(n.min(self.remaining()))
    }

    fn atom_named(&self, name: &str) -> R<Term> {
        if self.safe {
            atom::existing(name).ok_or(())
        } else {
            atom::intern(name).map_err(|_| ())
        }
    }

    fn atom_body(&mut self, tag: u8) -> R<Term> {
        let (len, utf8) = match tag {
            ATOM_EXT => (self.u16()?, false),
            SMALL_ATOM_EXT => (self.u8()? as usize, false),
            ATOM_UTF8_EXT => (self.u16()?, true),
            SMALL_ATOM_UTF8_EXT => (self.u8()? as usize, true),
            _ => return Err(()),
        };
        let b = self.bytes(len)?;
        if utf8 {
            self.atom_named(std::str::from_utf8(b).map_err(|_| ())?)
        } else {
            let s: String = b.iter().map(|&c| c as char).collect();
            self.atom_named(&s)
        }
    }

    fn atom(&mut self) -> R<Term> {
        let tag = self.u8()?;
        self.atom_body(tag)
    }

    /// A node name; only the local node exists.
    fn node(&mut self) -> R<()> {
        if self.atom()? == atom::NONODE {
            Ok(())
        } else {
            Err(())
        }
    }

    /// An integer written as SMALL_INTEGER_EXT or INTEGER_EXT.
    fn small_int(&mut self) -> R<i64> {
        match self.u8()? {
            SMALL_INTEGER_EXT => Ok(self.u8()? as i64),
            INTEGER_EXT => Ok(self.u32()? as i32 as i64),
            _ => Err(()),
        }
    }

    fn pid_body(&mut self, tag: u8) -> R<Term> {
        self.node()?;
        let id = self.u32()? as u64;
        let serial = self.u32()? as u64;
        match tag {
            PID_EXT => self.bytes(1)?,
            NEW_PID_EXT => self.bytes(4)?,
            _ => return Err(()),
        };
        if serial >= 1 << 24 {
            return Err(());
        }
        Ok(Term::pid(id | serial << 32))
    }

    fn port_body(&mut self, tag: u8) -> R<Term> {
        self.node()?;
        let id = match tag {
            V4_PORT_EXT => self.u32()? as u64 * (1 << 32) + self.u32()? as u64,
            _ => self.u32()? as u64,
        };
        match tag {
            PORT_EXT => self.bytes(1)?,
            _ => self.bytes(4)?,
        };
        // The port number must fit the immediate's bits.
        if id >= 1 << 56 {
            return Err(());
        }
        Ok(Term::port(id))
    }

    fn ref_body(&mut self, heap: &mut Heap, tag: u8) -> R<Term> {
        let (len, creation) = match tag {
            REFERENCE_EXT => (1, 0),
            NEW_REFERENCE_EXT => (self.u16()?, 1),
            NEWER_REFERENCE_EXT => (self.u16()?, 4),
            _ => return Err(()),
        };
        if tag == REFERENCE_EXT {
            self.node()?;
            let id = self.u32()?;
            self.bytes(1)?;
            return Ok(build::reference(heap, id as u64));
        }
        if !(1..=5).contains(&len) {
            return Err(());
        }
        self.node()?;
        self.bytes(creation)?;
        let mut id = 0u64;
        for i in 0..len {
            let w = self.u32()? as u64;
            // Local references are written with two ID words (see the encoder).
            if i < 2 {
                id |= w << (32 * i);
            }
        }
        Ok(build::reference(heap, id))
    }

    fn big_body(&mut self, heap: &mut Heap, n: usize) -> R<Term> {
        let sign = self.u8()?;
        let mag = self.bytes(n)?;
        let sign = if sign == 0 { Sign::Plus } else { Sign::Minus };
        Ok(build::bigint(heap, &BigInt::from_bytes_le(sign, mag)))
    }

    fn float_ext(&mut self, heap: &mut Heap) -> R<Term> {
        let b = self.bytes(31)?;
        let end = b.iter().position(|&c| c == 0).unwrap_or(31);
        let s = std::str::from_utf8(&b[..end]).map_err(|_| ())?;
        let f: f64 = s.trim().parse().map_err(|_| ())?;
        if !f.is_finite() {
            return Err(());
        }
        Ok(build::float(heap, f))
    }

    fn bit_binary(&mut self, heap: &mut Heap) -> R<Term> {
        let len = self.u32()? as usize;
        let bits = self.u8()? as usize;
        if len == 0 {
            return if bits == 0 {
                Ok(binary::make_binary(heap, &[]))
            } else {
                Err(())
            };
        }
        if !(1..=8).contains(&bits) {
            return Err(());
        }
        let mut bytes = self.bytes(len)?.to_vec();
        // Bits past the end are not part of the value: clear them.
        bytes[len - 1] &= 0xffu8 << (8 - bits);
        Ok(binary::make_bitstring(heap, &bytes, (len - 1) * 8 + bits))
    }

    /// NEW_FUN_EXT: resolved against the loaded module's fun table.
    fn new_fun(&mut self) -> R<(&'static FunEntry, usize)> {
        let start = self.pos;
        let size = self.u32()? as usize;
        let arity = self.u8()? as u32;
        self.bytes(16)?;
        let index = self.u32()? as usize;
        let nfree = self.u32()? as usize;
        let module = self.atom()?;
        self.small_int()?;
        self.small_int()?;
        let pid_tag = self.u8()?;
        self.pid_body(pid_tag)?;
        if size < self.pos - start {
            return Err(());
        }
        let m = crate::vm::loaded_module(module).ok_or(())?;
        let entry: &'static FunEntry = *m.funs.get(index).ok_or(())?;
        match entry.target {
            FunTarget::Local { nfree: k, .. } if k as usize == nfree && entry.arity == arity => {
                Ok((entry, nfree))
            }
            _ => Err(()),
        }
    }

    /// Decode one term (with its subterms), building it on the process heap.
    fn term(&mut self, p: &mut Process) -> R<Term> {
        let mut stack: Vec<Frame> = Vec::new();
        loop {
            let mut value = match self.u8()? {
                SMALL_INTEGER_EXT => Term::small(self.u8()? as i64),
                INTEGER_EXT => Term::small(self.u32()? as i32 as i64),
                SMALL_BIG_EXT => {
                    let n = self.u8()? as usize;
                    self.big_body(&mut p.heap, n)?
                }
                LARGE_BIG_EXT => {
                    let n = self.u32()? as usize;
                    self.big_body(&mut p.heap, n)?
                }
                NEW_FLOAT_EXT => {
                    let f = f64::from_bits(u64::from_be_bytes(
                        self.bytes(8)?.try_into().map_err(|_| ())?,
                    ));
                    if !f.is_finite() {
                        return Err(());
                    }
                    build::float(&mut p.heap, f)
                }
                FLOAT_EXT => self.float_ext(&mut p.heap)?,
                t @ (ATOM_EXT | SMALL_ATOM_EXT | ATOM_UTF8_EXT | SMALL_ATOM_UTF8_EXT) => {
                    self.atom_body(t)?
                }
                NIL_EXT => Term::NIL,
                STRING_EXT => {
                    let n = self.u16()?;
                    let b = self.bytes(n)?;
                    build::byte_list(&mut p.heap, b)
                }
                BINARY_EXT => {
                    let n = self.u32()? as usize;
                    let b = self.bytes(n)?;
                    binary::make_binary(&mut p.heap, b)
                }
                BIT_BINARY_EXT => self.bit_binary(&mut p.heap)?,
                t @ (PID_EXT | NEW_PID_EXT) => self.pid_body(t)?,
                t @ (PORT_EXT | NEW_PORT_EXT | V4_PORT_EXT) => self.port_body(t)?,
                t @ (REFERENCE_EXT | NEW_REFERENCE_EXT | NEWER_REFERENCE_EXT) => {
                    self.ref_body(&mut p.heap, t)?
                }
                EXPORT_EXT => {
                    let m = self.atom()?;
                    let f = self.atom()?;
                    let a = self.small_int()?;
                    crate::bif::funs::make_export_fun(p, &[m, f, Term::small(a)]).map_err(|_| ())?
                }
                t @ (SMALL_TUPLE_EXT | LARGE_TUPLE_EXT) => {
                    let n = if t == SMALL_TUPLE_EXT {
                        self.u8()? as usize
                    } else {
                        self.u32()? as usize
                    };
                    if n > 0 {
                        stack.push(Frame::Tuple {
                            items: self.items(n),
                            n,
                        });
                        continue;
                    }
                    build::tuple(&mut p.heap, &[])
                }
                LIST_EXT => {
                    let n = self.u32()? as usize;
                    stack.push(Frame::List {
                        items: self.items(n),
                        n: n + 1,
                    });
                    continue;
                }
                MAP_EXT => {
                    let n = (self.u32()? as usize) * 2;
                    if n > 0 {
                        stack.push(Frame::Map {
                            items: self.items(n),
                            n,
                        });
                        continue;
                    }
                    crate::bif::maps::from_sorted(&mut p.heap, &[])
                }
                NEW_FUN_EXT => {
                    let (entry, n) = self.new_fun()?;
                    if n > 0 {
                        stack.push(Frame::Fun {
                            entry,
                            items: self.items(n),
                            n,
                        });
                        continue;
                    }
                    closure(&mut p.heap, entry, &[])
                }
                _ => return Err(()),
            };
            // Hand the value to the innermost unfinished term, finishing terms as they fill.
            loop {
                let Some(f) = stack.last_mut() else {
                    return Ok(value);
                };
                f.items().push(value);
                if f.items().len() < f.n() {
                    break;
                }
                let f = stack.pop().ok_or(())?;
                value = finish(&mut p.heap, f)?;
            }
        }
    }
}

fn finish(heap: &mut Heap, f: Frame) -> R<Term> {
    Ok(match f {
        Frame::Tuple { items, .. } => build::tuple(heap, &items),
        Frame::List { items, n } => build::list_with_tail(heap, &items[..n - 1], items[n - 1]),
        Frame::Map { items, .. } => {
            let mut kvs: Vec<(Term, Term)> = items.chunks(2).map(|c| (c[0], c[1])).collect();
            kvs.sort_by(|a, b| compare_exact(a.0, b.0));
            if kvs
                .windows(2)
                .any(|w| compare_exact(w[0].0, w[1].0) == Ordering::Equal)
            {
                return Err(());
            }
            crate::bif::maps::from_sorted(heap, &kvs)
        }
        Frame::Fun { entry, items, .. } => closure(heap, entry, &items),
    })
}

/// A closure over `entry` with free variables `free`, laid out as `MakeFun` builds it.
fn closure(heap: &mut Heap, entry: &'static FunEntry, free: &[Term]) -> Term {
    crate::code::make_fun(heap, entry, free)
}

/// Decode a whole external term (starting with the version byte); returns the term and the
/// number of bytes used. Trailing bytes are allowed, as in Erlang/OTP.
pub fn decode(p: &mut Process, data: &[u8], safe: bool) -> R<(Term, usize)> {
    let mut d = Decoder::new(data, safe);
    if d.u8()? != VERSION {
        return Err(());
    }
    if d.data.get(1) == Some(&COMPRESSED) {
        d.u8()?;
        let size = d.u32()? as usize;
        let mut z = flate2::read::ZlibDecoder::new(&data[d.pos..]);
        let mut inner = Vec::with_capacity(size.min(1 << 20));
        z.by_ref()
            .take(size as u64 + 1)
            .read_to_end(&mut inner)
            .map_err(|_| ())?;
        if inner.len() != size {
            return Err(());
        }
        let used = d.pos + z.total_in() as usize;
        let mut id = Decoder::new(&inner, safe);
        let t = id.term(p)?;
        if id.remaining() != 0 {
            return Err(());
        }
        return Ok((t, used));
    }
    let t = d.term(p)?;
    Ok((t, d.pos))
}

#[cfg(test)]
pub fn closure_for_test(heap: &mut Heap, entry: &'static FunEntry, free: &[Term]) -> Term {
    closure(heap, entry, free)
}
