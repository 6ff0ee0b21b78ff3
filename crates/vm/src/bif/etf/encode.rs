//! Encoding terms in the external term format, byte for byte as Erlang/OTP 25 does.
//!
//! The walk is a loop over an explicit stack of pending work, so deep lists and nested
//! tuples need no native stack.

use super::tag::*;
use crate::atom;
use crate::binary;
use crate::build::bignum_value;
use crate::code::FunTarget;
use crate::interp::fun_entry;
use crate::order::compare_map_keys;
use crate::term::{Kind, Term};

enum Work {
    Term(Term),
    /// The rest of a list whose header is already written: its cells, then its tail.
    ListRest(Term),
    /// Write the byte length of what was written since `start` at `start` (NEW_FUN_EXT).
    PatchSize(usize),
}

/// Encode `t` (without the leading version byte) onto `out`. Fails (badarg) only for terms
/// the format cannot carry.
pub fn encode(t: Term, minor: u32, out: &mut Vec<u8>) -> Result<(), ()> {
    let mut stack = vec![Work::Term(t)];
    while let Some(w) = stack.pop() {
        match w {
            Work::Term(t) => encode_one(t, minor, out, &mut stack)?,
            Work::ListRest(t) => {
                if t.is_cons() {
                    stack.push(Work::ListRest(t.tail()));
                    stack.push(Work::Term(t.head()));
                } else {
                    stack.push(Work::Term(t));
                }
            }
            Work::PatchSize(start) => {
                let n = u32::try_from(out.len() - start).map_err(|_| ())?;
                out[start..start + 4].copy_from_slice(&n.to_be_bytes());
            }
        }
    }
    Ok(())
}

fn encode_one(t: Term, minor: u32, out: &mut Vec<u8>, stack: &mut Vec<Work>) -> Result<(), ()> {
    if t.is_small() {
        encode_int(t.small_val(), out);
    } else if t.is_atom() {
        encode_atom(atom::name(t), minor, out);
    } else if t.is_nil() {
        out.push(NIL_EXT);
    } else if t.is_pid() {
        encode_pid(t.pid_index(), minor, out);
    } else if t.is_port() {
        encode_port(t.port_number(), minor, out);
    } else if t.is_cons() {
        encode_list(t, out, stack);
    } else {
        match t.boxed_kind().ok_or(())? {
            Kind::Tuple => {
                let elems = t.tuple_elems();
                if elems.len() < 256 {
                    out.extend_from_slice(&[SMALL_TUPLE_EXT, elems.len() as u8]);
                } else {
                    out.push(LARGE_TUPLE_EXT);
                    out.extend_from_slice(&(elems.len() as u32).to_be_bytes());
                }
                stack.extend(elems.iter().rev().map(|&e| Work::Term(e)));
            }
            Kind::PosBig | Kind::NegBig => encode_big(t, out),
            Kind::Float => encode_float(t.float_val(), minor, out),
            Kind::HeapBin | Kind::RefcBin | Kind::SubBin => {
                let v = binary::view(t).ok_or(())?;
                let bytes = v.to_vec();
                let len = u32::try_from(bytes.len()).map_err(|_| ())?;
                if v.is_binary() {
                    out.push(BINARY_EXT);
                    out.extend_from_slice(&len.to_be_bytes());
                } else {
                    out.push(BIT_BINARY_EXT);
                    out.extend_from_slice(&len.to_be_bytes());
                    out.push((v.bits % 8) as u8);
                }
                out.extend_from_slice(&bytes);
            }
            Kind::Map | Kind::HashMap => {
                let mut kvs = crate::map::to_vec(t);
                // OTP writes a small map's keys in its internal order, which ranks every
                // integer before every float (unlike `=:=`-consistent term order), and a
                // larger map's in `maps:to_list/1`'s order.
                if t.is_kind(Kind::Map) {
                    kvs.sort_by(|a, b| compare_map_keys(a.0, b.0));
                }
                out.push(MAP_EXT);
                out.extend_from_slice(&(kvs.len() as u32).to_be_bytes());
                for &(k, v) in kvs.iter().rev() {
                    stack.push(Work::Term(v));
                    stack.push(Work::Term(k));
                }
            }
            Kind::Ref => encode_ref(t.boxed_word(1), minor, out),
            Kind::Fun => encode_fun(t, minor, out, stack)?,
            // A trie's inner node is never a term of its own.
            Kind::HamtNode => return Err(()),
        }
    }
    Ok(())
}

pub fn encode_int(v: i64, out: &mut Vec<u8>) {
    if (0..=255).contains(&v) {
        out.extend_from_slice(&[SMALL_INTEGER_EXT, v as u8]);
    } else if let Ok(v) = i32::try_from(v) {
        out.push(INTEGER_EXT);
        out.extend_from_slice(&v.to_be_bytes());
    } else {
        let mag = v.unsigned_abs().to_le_bytes();
        let n = 8 - mag.iter().rev().take_while(|&&b| b == 0).count();
        out.extend_from_slice(&[SMALL_BIG_EXT, n as u8, (v < 0) as u8]);
        out.extend_from_slice(&mag[..n]);
    }
}

fn encode_big(t: Term, out: &mut Vec<u8>) {
    let (sign, mag) = bignum_value(t).to_bytes_le();
    let neg = (sign == num_bigint::Sign::Minus) as u8;
    if mag.len() < 256 {
        out.extend_from_slice(&[SMALL_BIG_EXT, mag.len() as u8, neg]);
    } else {
        out.push(LARGE_BIG_EXT);
        out.extend_from_slice(&(mag.len() as u32).to_be_bytes());
        out.push(neg);
    }
    out.extend_from_slice(&mag);
}

fn encode_float(f: f64, minor: u32, out: &mut Vec<u8>) {
    if minor == 0 {
        // FLOAT_EXT: C's "%.20e" in a 31-byte field padded with zeros.
        out.push(FLOAT_EXT);
        let s = format!("{f:.20e}");
        let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let exp: i32 = exp.parse().unwrap_or(0);
        let c = format!(
            "{mant}e{}{:02}",
            if exp < 0 { '-' } else { '+' },
            exp.unsigned_abs()
        );
        let mut field = [0u8; 31];
        let n = c.len().min(31);
        field[..n].copy_from_slice(&c.as_bytes()[..n]);
        out.extend_from_slice(&field);
    } else {
        out.push(NEW_FLOAT_EXT);
        out.extend_from_slice(&f.to_bits().to_be_bytes());
    }
}

/// Minor versions 0 and 1 write Latin-1 atoms as ATOM_EXT (as OTP 25 does by default);
/// other atoms, and all atoms in minor version 2, as UTF-8.
pub fn encode_atom(name: &str, minor: u32, out: &mut Vec<u8>) {
    if minor < 2 && name.chars().all(|c| (c as u32) < 256) {
        out.push(ATOM_EXT);
        out.extend_from_slice(&(name.chars().count() as u16).to_be_bytes());
        out.extend(name.chars().map(|c| c as u8));
    } else if name.len() < 256 {
        out.extend_from_slice(&[SMALL_ATOM_UTF8_EXT, name.len() as u8]);
        out.extend_from_slice(name.as_bytes());
    } else {
        out.push(ATOM_UTF8_EXT);
        out.extend_from_slice(&(name.len() as u16).to_be_bytes());
        out.extend_from_slice(name.as_bytes());
    }
}

/// `<0.N.0>` as NEW_PID_EXT: node 'nonode@nohost', ID N, serial 0, creation 0.
fn encode_pid(index: u64, minor: u32, out: &mut Vec<u8>) {
    out.push(NEW_PID_EXT);
    encode_atom(atom::name(atom::NONODE), minor, out);
    out.extend_from_slice(&(index as u32).to_be_bytes());
    out.extend_from_slice(&((index >> 32) as u32).to_be_bytes());
    out.extend_from_slice(&0u32.to_be_bytes());
}

/// `#Port<0.N>` as NEW_PORT_EXT (as Erlang/OTP 25 writes a local port): node
/// 'nonode@nohost', ID N, creation 0.
fn encode_port(n: u64, minor: u32, out: &mut Vec<u8>) {
    out.push(NEW_PORT_EXT);
    encode_atom(atom::name(atom::NONODE), minor, out);
    out.extend_from_slice(&(n as u32).to_be_bytes());
    out.extend_from_slice(&0u32.to_be_bytes());
}

/// A reference's 64-bit id as NEWER_REFERENCE_EXT with two ID words (low, high).
fn encode_ref(id: u64, minor: u32, out: &mut Vec<u8>) {
    out.push(NEWER_REFERENCE_EXT);
    out.extend_from_slice(&2u16.to_be_bytes());
    encode_atom(atom::name(atom::NONODE), minor, out);
    out.extend_from_slice(&0u32.to_be_bytes());
    out.extend_from_slice(&(id as u32).to_be_bytes());
    out.extend_from_slice(&((id >> 32) as u32).to_be_bytes());
}

/// STRING_EXT for proper lists of at most 65535 bytes, else LIST_EXT.
fn encode_list(t: Term, out: &mut Vec<u8>, stack: &mut Vec<Work>) {
    let mut len = 0usize;
    let mut all_bytes = true;
    let mut c = t;
    while c.is_cons() {
        let h = c.head();
        all_bytes &= h.is_small() && (0..=255).contains(&h.small_val());
        len += 1;
        c = c.tail();
    }
    if all_bytes && c.is_nil() && len <= 0xffff {
        out.push(STRING_EXT);
        out.extend_from_slice(&(len as u16).to_be_bytes());
        let mut c = t;
        while c.is_cons() {
            out.push(c.head().small_val() as u8);
            c = c.tail();
        }
    } else {
        out.push(LIST_EXT);
        out.extend_from_slice(&(len as u32).to_be_bytes());
        stack.push(Work::ListRest(t));
    }
}

/// `fun M:F/A` as EXPORT_EXT. A local fun as NEW_FUN_EXT naming its module and its index in
/// the module's fun table (Uniq and OldUniq zero), which `binary_to_term` resolves against
/// the loaded module.
fn encode_fun(t: Term, minor: u32, out: &mut Vec<u8>, stack: &mut Vec<Work>) -> Result<(), ()> {
    let e = fun_entry(t);
    match &e.target {
        FunTarget::Export { module, function } => {
            out.push(EXPORT_EXT);
            encode_atom(atom::name(*module), minor, out);
            encode_atom(atom::name(*function), minor, out);
            encode_int(e.arity as i64, out);
        }
        FunTarget::Local { .. } => {
            out.push(NEW_FUN_EXT);
            let start = out.len();
            out.extend_from_slice(&[0; 4]);
            out.push(u8::try_from(e.arity).map_err(|_| ())?);
            out.extend_from_slice(&[0; 16]);
            out.extend_from_slice(&e.index.to_be_bytes());
            let free = t.boxed_size() - 1;
            out.extend_from_slice(&(free as u32).to_be_bytes());
            encode_atom(atom::name(e.module_name), minor, out);
            encode_int(e.index as i64, out);
            encode_int(0, out);
            encode_pid(0, minor, out);
            stack.push(Work::PatchSize(start));
            for i in (2..=t.boxed_size()).rev() {
                stack.push(Work::Term(t.boxed_term(i)));
            }
        }
    }
    Ok(())
}
