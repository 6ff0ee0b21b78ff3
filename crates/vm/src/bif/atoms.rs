//! BIFs: conversions between atoms and lists or binaries.

use super::BifEntry;
use crate::atom::{self, AtomError};
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "atom_to_list", 1, atom_to_list),
    ("erlang", "list_to_atom", 1, list_to_atom),
    ("erlang", "list_to_existing_atom", 1, list_to_existing_atom),
    ("erlang", "atom_to_binary", 1, atom_to_binary_1),
    ("erlang", "atom_to_binary", 2, atom_to_binary_2),
    ("erlang", "binary_to_atom", 1, binary_to_atom_1),
    ("erlang", "binary_to_atom", 2, binary_to_atom_2),
    (
        "erlang",
        "binary_to_existing_atom",
        1,
        binary_to_existing_atom_1,
    ),
    (
        "erlang",
        "binary_to_existing_atom",
        2,
        binary_to_existing_atom_2,
    ),
];

fn atom_arg(t: Term) -> Result<&'static str, Trap> {
    if t.is_atom() {
        Ok(atom::name(t))
    } else {
        Err(badarg())
    }
}

/// Intern `name`: an over-long name is a `system_limit` error, as in OTP; a full atom table
/// stops the runtime, as it stops Erlang/OTP's node (with its message), keeping the output.
fn intern(name: &str) -> BifResult {
    match atom::intern(name) {
        Ok(a) => Ok(a),
        Err(AtomError::TooLong) => Err(error(atom::SYSTEM_LIMIT)),
        Err(AtomError::TableFull) => crate::stdout::fatal(&format!(
            "no more index entries in atom_tab (max={})",
            atom::limit()
        )),
    }
}

/// The existing atom named `name`; badarg if there is none (including over-long names).
fn existing(name: &str) -> BifResult {
    atom::existing(name).ok_or_else(badarg)
}

#[derive(Clone, Copy, PartialEq)]
enum Encoding {
    Latin1,
    Utf8,
}

fn encoding_arg(t: Term) -> Result<Encoding, Trap> {
    match t {
        atom::LATIN1 => Ok(Encoding::Latin1),
        atom::UTF8 | atom::UNICODE => Ok(Encoding::Utf8),
        _ => Err(badarg()),
    }
}

fn atom_to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = atom_arg(a[0])?;
    Ok(build::string(&mut p.heap, name))
}

fn list_to_atom(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    intern(&build::list_to_string(a[0]).ok_or_else(badarg)?)
}

fn list_to_existing_atom(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    existing(&build::list_to_string(a[0]).ok_or_else(badarg)?)
}

fn atom_to_binary(p: &mut Process, t: Term, enc: Encoding) -> BifResult {
    let name = atom_arg(t)?;
    let bytes: Vec<u8> = match enc {
        Encoding::Utf8 => name.as_bytes().to_vec(),
        // Latin-1 can only hold code points below 256.
        Encoding::Latin1 => name
            .chars()
            .map(|c| u8::try_from(c as u32).map_err(|_| badarg()))
            .collect::<Result<_, _>>()?,
    };
    Ok(binary::make_binary(&mut p.heap, &bytes))
}

fn atom_to_binary_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    atom_to_binary(p, a[0], Encoding::Utf8)
}

fn atom_to_binary_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let enc = encoding_arg(a[1])?;
    atom_to_binary(p, a[0], enc)
}

/// The atom name held by binary `t` in encoding `enc`.
fn binary_name(t: Term, enc: Encoding) -> Result<String, Trap> {
    let bytes = binary::bytes(t).ok_or_else(badarg)?;
    match enc {
        Encoding::Latin1 => Ok(bytes.iter().map(|&b| b as char).collect()),
        Encoding::Utf8 => std::str::from_utf8(&bytes)
            .map(str::to_owned)
            .map_err(|_| badarg()),
    }
}

fn binary_to_atom_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    intern(&binary_name(a[0], Encoding::Utf8)?)
}

fn binary_to_atom_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let enc = encoding_arg(a[1])?;
    intern(&binary_name(a[0], enc)?)
}

fn binary_to_existing_atom_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    existing(&binary_name(a[0], Encoding::Utf8)?)
}

fn binary_to_existing_atom_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let enc = encoding_arg(a[1])?;
    existing(&binary_name(a[0], enc)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::*;
    use crate::order::exact_eq;

    #[test]
    fn lists() {
        let mut p = p();
        let a = atom::atom("hello wörld");
        let s = build::string(&mut p.heap, "hello wörld");
        assert!(exact_eq(atom_to_list(&mut cx(), &mut p, &[a]).unwrap(), s));
        assert!(is_badarg(atom_to_list(&mut cx(), &mut p, &[s])));
        // list_to_atom([104,105,1000]) -> 'hi\x{3E8}'
        let l = ints(&mut p, &[104, 105, 1000]);
        assert_eq!(
            list_to_atom(&mut cx(), &mut p, &[l]).unwrap(),
            atom::atom("hi\u{3e8}")
        );
        // 255 chars are fine; 256 -> system_limit (also for 256 non-Latin-1 chars)
        let l = build::string(&mut p.heap, &"a".repeat(255));
        assert_eq!(
            list_to_atom(&mut cx(), &mut p, &[l]).unwrap(),
            atom::atom(&"a".repeat(255))
        );
        let l = build::string(&mut p.heap, &"a".repeat(256));
        assert_eq!(
            reason(list_to_atom(&mut cx(), &mut p, &[l])),
            Some(atom::SYSTEM_LIMIT)
        );
        // ... but list_to_existing_atom of 256 chars -> badarg
        assert!(is_badarg(list_to_existing_atom(&mut cx(), &mut p, &[l])));
        let l = build::string(&mut p.heap, &"\u{3e8}".repeat(256));
        assert_eq!(
            reason(list_to_atom(&mut cx(), &mut p, &[l])),
            Some(atom::SYSTEM_LIMIT)
        );
        // [a], [-1], [16#110000], [16#D800], <<"a">>, [$a|b] -> badarg
        let bad = [
            build::list(&mut p.heap, &[atom::OK]),
            ints(&mut p, &[-1]),
            ints(&mut p, &[0x110000]),
            ints(&mut p, &[0xD800]),
            binary::make_binary(&mut p.heap, b"a"),
            build::list_with_tail(&mut p.heap, &[Term::small(97)], atom::OK),
        ];
        for t in bad {
            assert!(is_badarg(list_to_atom(&mut cx(), &mut p, &[t])));
        }
        let l = build::string(&mut p.heap, "no_such_atom_xyzzy");
        assert!(is_badarg(list_to_existing_atom(&mut cx(), &mut p, &[l])));
        let l = build::string(&mut p.heap, "ok");
        assert_eq!(
            list_to_existing_atom(&mut cx(), &mut p, &[l]).unwrap(),
            atom::OK
        );
    }

    #[test]
    fn binaries() {
        let mut p = p();
        let he = atom::atom("hé");
        let utf8 = binary::make_binary(&mut p.heap, "hé".as_bytes());
        let latin1 = binary::make_binary(&mut p.heap, &[b'h', 0xe9]);
        assert!(exact_eq(
            atom_to_binary_1(&mut cx(), &mut p, &[he]).unwrap(),
            utf8
        ));
        let r = atom_to_binary_2(&mut cx(), &mut p, &[he, atom::LATIN1]).unwrap();
        assert!(exact_eq(r, latin1));
        let r = atom_to_binary_2(&mut cx(), &mut p, &[he, atom::UNICODE]).unwrap();
        assert!(exact_eq(r, utf8));
        // atom_to_binary('\x{3E8}', latin1), ('hé', foo), ("x", utf8) -> badarg
        let wide = atom::atom("\u{3e8}");
        assert!(is_badarg(atom_to_binary_2(
            &mut cx(),
            &mut p,
            &[wide, atom::LATIN1]
        )));
        assert!(is_badarg(atom_to_binary_2(
            &mut cx(),
            &mut p,
            &[he, atom::OK]
        )));
        let s = build::string(&mut p.heap, "x");
        assert!(is_badarg(atom_to_binary_2(
            &mut cx(),
            &mut p,
            &[s, atom::UTF8]
        )));
        // binary_to_atom(<<"hé"/utf8>>) -> 'hé'; (.., latin1) -> 'hÃ©'
        assert_eq!(binary_to_atom_1(&mut cx(), &mut p, &[utf8]).unwrap(), he);
        let r = binary_to_atom_2(&mut cx(), &mut p, &[utf8, atom::LATIN1]).unwrap();
        assert_eq!(r, atom::atom("h\u{c3}\u{a9}"));
        // <<255>> utf8 -> badarg, latin1 -> 'ÿ'; <<1:3>> -> badarg; surrogate -> badarg
        let ff = binary::make_binary(&mut p.heap, &[255]);
        assert!(is_badarg(binary_to_atom_2(
            &mut cx(),
            &mut p,
            &[ff, atom::UTF8]
        )));
        let r = binary_to_atom_2(&mut cx(), &mut p, &[ff, atom::LATIN1]).unwrap();
        assert_eq!(r, atom::atom("ÿ"));
        assert!(is_badarg(binary_to_atom_2(
            &mut cx(),
            &mut p,
            &[ff, atom::OK]
        )));
        let bits = binary::make_bitstring(&mut p.heap, &[0x20], 3);
        assert!(is_badarg(binary_to_atom_2(
            &mut cx(),
            &mut p,
            &[bits, atom::UTF8]
        )));
        let sur = binary::make_binary(&mut p.heap, &[0xED, 0xA0, 0x80]);
        assert!(is_badarg(binary_to_atom_2(
            &mut cx(),
            &mut p,
            &[sur, atom::UTF8]
        )));
        // 256 bytes of 'a' -> system_limit; 255 'é' in UTF-8 (510 bytes) fine; 256 not
        let b = binary::make_binary(&mut p.heap, &[b'a'; 256]);
        let r = binary_to_atom_2(&mut cx(), &mut p, &[b, atom::UTF8]);
        assert_eq!(reason(r), Some(atom::SYSTEM_LIMIT));
        assert!(is_badarg(binary_to_existing_atom_2(
            &mut cx(),
            &mut p,
            &[b, atom::UTF8]
        )));
        let b = binary::make_binary(&mut p.heap, "é".repeat(255).as_bytes());
        assert!(binary_to_atom_2(&mut cx(), &mut p, &[b, atom::UTF8]).is_ok());
        let b = binary::make_binary(&mut p.heap, "é".repeat(256).as_bytes());
        let r = binary_to_atom_2(&mut cx(), &mut p, &[b, atom::UTF8]);
        assert_eq!(reason(r), Some(atom::SYSTEM_LIMIT));
        // <<"a",0,"b">> -> 'a\000b'
        let b = binary::make_binary(&mut p.heap, b"a\0b");
        let r = binary_to_atom_2(&mut cx(), &mut p, &[b, atom::UTF8]).unwrap();
        assert_eq!(r, atom::atom("a\0b"));
        let b = binary::make_binary(&mut p.heap, b"nonexisting_qqq");
        assert!(is_badarg(binary_to_existing_atom_2(
            &mut cx(),
            &mut p,
            &[b, atom::UTF8]
        )));
        let b = binary::make_binary(&mut p.heap, b"ok");
        assert_eq!(
            binary_to_existing_atom_1(&mut cx(), &mut p, &[b]).unwrap(),
            atom::OK
        );
        let r = binary_to_existing_atom_2(&mut cx(), &mut p, &[b, atom::LATIN1]).unwrap();
        assert_eq!(r, atom::OK);
    }
}
