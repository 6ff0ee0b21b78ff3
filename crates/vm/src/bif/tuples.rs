//! BIFs: tuples (`element/2`, `setelement/3`, `make_tuple/2,3`, ...).

use super::BifEntry;
use crate::binary;
use crate::build::{self, list_to_vec};
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "element", 2, element),
    ("erlang", "setelement", 3, setelement),
    ("erlang", "make_tuple", 2, make_tuple_2),
    ("erlang", "make_tuple", 3, make_tuple_3),
    ("erlang", "tuple_size", 1, tuple_size),
    ("erlang", "size", 1, size),
    ("erlang", "tuple_to_list", 1, tuple_to_list),
    ("erlang", "list_to_tuple", 1, list_to_tuple),
    ("erlang", "append_element", 2, append_element),
    ("erlang", "delete_element", 2, delete_element),
    ("erlang", "insert_element", 3, insert_element),
];

/// The elements of a tuple argument, or badarg.
fn tuple_arg<'a>(t: Term) -> Result<&'a [Term], Trap> {
    if t.is_tuple() {
        Ok(t.tuple_elems())
    } else {
        Err(badarg())
    }
}

/// A 1-based position in `1..=max` given as a small integer, as a 0-based index.
fn position(t: Term, max: usize) -> Result<usize, Trap> {
    if t.is_small() && t.small_val() >= 1 && t.small_val() as u64 <= max as u64 {
        Ok(t.small_val() as usize - 1)
    } else {
        Err(badarg())
    }
}

/// A tuple size given as a non-negative small integer. Sizes the header cannot hold are a
/// system limit in OTP too (its limit is 2^24 - 1 elements).
fn tuple_size_arg(t: Term) -> Result<usize, Trap> {
    if !t.is_small() || t.small_val() < 0 {
        return Err(badarg());
    }
    let n = t.small_val() as usize;
    if n >= 1 << 24 {
        return Err(badarg());
    }
    Ok(n)
}

fn element(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let elems = tuple_arg(a[1])?;
    Ok(elems[position(a[0], elems.len())?])
}

fn setelement(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let elems = tuple_arg(a[1])?;
    let i = position(a[0], elems.len())?;
    Ok(build::tuple_replacing(&mut p.heap, elems, i, a[2]))
}

fn make_tuple_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let n = tuple_size_arg(a[0])?;
    Ok(build::tuple(&mut p.heap, &vec![a[1]; n]))
}

/// `make_tuple(N, Default, [{Pos, Value}])`: later pairs win.
fn make_tuple_3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let n = tuple_size_arg(a[0])?;
    let inits = list_to_vec(a[2]).ok_or_else(badarg)?;
    let mut v = vec![a[1]; n];
    for pair in inits {
        if !pair.is_tuple() || pair.tuple_arity() != 2 {
            return Err(badarg());
        }
        v[position(pair.element(1), n)?] = pair.element(2);
    }
    Ok(build::tuple(&mut p.heap, &v))
}

fn tuple_size(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(Term::small(tuple_arg(a[0])?.len() as i64))
}

/// Tuple arity, or a bitstring's size in whole bytes.
fn size(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_tuple() {
        return Ok(Term::small(a[0].tuple_arity() as i64));
    }
    match binary::view(a[0]) {
        Some(v) => Ok(Term::small((v.bits / 8) as i64)),
        None => Err(badarg()),
    }
}

fn tuple_to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let elems = tuple_arg(a[0])?.to_vec();
    Ok(build::list(&mut p.heap, &elems))
}

fn list_to_tuple(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let v = list_to_vec(a[0]).ok_or_else(badarg)?;
    if v.len() >= 1 << 24 {
        return Err(badarg());
    }
    Ok(build::tuple(&mut p.heap, &v))
}

fn append_element(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut v = tuple_arg(a[0])?.to_vec();
    v.push(a[1]);
    Ok(build::tuple(&mut p.heap, &v))
}

fn delete_element(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut v = tuple_arg(a[1])?.to_vec();
    let i = position(a[0], v.len())?;
    v.remove(i);
    Ok(build::tuple(&mut p.heap, &v))
}

fn insert_element(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut v = tuple_arg(a[1])?.to_vec();
    let i = position(a[0], v.len() + 1)?;
    v.insert(i, a[2]);
    Ok(build::tuple(&mut p.heap, &v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atom::{self, atom};
    use crate::bif::test_support::*;
    use crate::order::exact_eq;

    fn is_badarg(r: BifResult) -> bool {
        matches!(r, Err(Trap::Raise(e)) if e.reason == atom::BADARG)
    }

    fn small(v: i64) -> Term {
        Term::small(v)
    }

    #[test]
    fn element_and_setelement() {
        let mut p = p();
        let (x, y) = (atom("a"), atom("b"));
        let t = build::tuple(&mut p.heap, &[x]);
        assert_eq!(element(&mut cx(), &mut p, &[small(1), t]).unwrap(), x);
        // element(0, {a}), element(2, {a}), element(1, [a]), element(1.0, {a}) -> badarg
        assert!(is_badarg(element(&mut cx(), &mut p, &[small(0), t])));
        assert!(is_badarg(element(&mut cx(), &mut p, &[small(2), t])));
        let l = build::list(&mut p.heap, &[x]);
        assert!(is_badarg(element(&mut cx(), &mut p, &[small(1), l])));
        let f = build::float(&mut p.heap, 1.0);
        assert!(is_badarg(element(&mut cx(), &mut p, &[f, t])));
        // setelement(1, {a}, b) -> {b}; setelement(2, {a}, b) -> badarg
        let want = build::tuple(&mut p.heap, &[y]);
        assert!(exact_eq(
            setelement(&mut cx(), &mut p, &[small(1), t, y]).unwrap(),
            want
        ));
        assert!(is_badarg(setelement(&mut cx(), &mut p, &[small(2), t, y])));
    }

    #[test]
    fn make_tuple() {
        let mut p = p();
        let (x, a, b, c) = (atom("x"), atom("a"), atom("b"), atom("c"));
        let want = build::tuple(&mut p.heap, &[x, x]);
        assert!(exact_eq(
            make_tuple_2(&mut cx(), &mut p, &[small(2), x]).unwrap(),
            want
        ));
        let empty = build::tuple(&mut p.heap, &[]);
        assert!(exact_eq(
            make_tuple_2(&mut cx(), &mut p, &[small(0), x]).unwrap(),
            empty
        ));
        assert!(is_badarg(make_tuple_2(&mut cx(), &mut p, &[small(-1), x])));
        // make_tuple(3, x, [{1,a},{3,b},{1,c}]) -> {c,x,b}
        let p1 = build::tuple(&mut p.heap, &[small(1), a]);
        let p3 = build::tuple(&mut p.heap, &[small(3), b]);
        let p1c = build::tuple(&mut p.heap, &[small(1), c]);
        let inits = build::list(&mut p.heap, &[p1, p3, p1c]);
        let want = build::tuple(&mut p.heap, &[c, x, b]);
        assert!(exact_eq(
            make_tuple_3(&mut cx(), &mut p, &[small(3), x, inits]).unwrap(),
            want
        ));
        // [{4,a}], [{0,a}], [a], [{1,a}|b], [{1,a,b}] -> badarg
        let p4 = build::tuple(&mut p.heap, &[small(4), a]);
        let p0 = build::tuple(&mut p.heap, &[small(0), a]);
        let p1ab = build::tuple(&mut p.heap, &[small(1), a, b]);
        for bad in [
            build::list(&mut p.heap, &[p4]),
            build::list(&mut p.heap, &[p0]),
            build::list(&mut p.heap, &[a]),
            build::list_with_tail(&mut p.heap, &[p1], b),
            build::list(&mut p.heap, &[p1ab]),
        ] {
            assert!(is_badarg(make_tuple_3(
                &mut cx(),
                &mut p,
                &[small(3), x, bad]
            )));
        }
    }

    #[test]
    fn sizes_and_conversions() {
        let mut p = p();
        let (a, b, c) = (atom("a"), atom("b"), atom("c"));
        let bin = binary::make_binary(&mut p.heap, &[1, 2, 3]);
        let bits = binary::make_bitstring(&mut p.heap, &[1, 2, 0x30], 20);
        // size(<<1,2,3>>) -> 3; size(<<1,2,3:4>>) -> 2; size([]) and tuple_size(<<>>) -> badarg
        assert_eq!(size(&mut cx(), &mut p, &[bin]).unwrap(), small(3));
        assert_eq!(size(&mut cx(), &mut p, &[bits]).unwrap(), small(2));
        assert!(is_badarg(size(&mut cx(), &mut p, &[Term::NIL])));
        assert!(is_badarg(tuple_size(&mut cx(), &mut p, &[bin])));
        let t = build::tuple(&mut p.heap, &[a, b]);
        assert_eq!(size(&mut cx(), &mut p, &[t]).unwrap(), small(2));
        assert_eq!(tuple_size(&mut cx(), &mut p, &[t]).unwrap(), small(2));
        let l = build::list(&mut p.heap, &[a, b]);
        assert!(exact_eq(tuple_to_list(&mut cx(), &mut p, &[t]).unwrap(), l));
        assert!(exact_eq(list_to_tuple(&mut cx(), &mut p, &[l]).unwrap(), t));
        let improper = build::list_with_tail(&mut p.heap, &[a], b);
        assert!(is_badarg(list_to_tuple(&mut cx(), &mut p, &[improper])));
        // append_element({a}, b) -> {a,b}
        let ta = build::tuple(&mut p.heap, &[a]);
        assert!(exact_eq(
            append_element(&mut cx(), &mut p, &[ta, b]).unwrap(),
            t
        ));
        // delete_element(1, {a,b}) -> {b}; (3, {a,b}) and (1, {}) -> badarg
        let tb = build::tuple(&mut p.heap, &[b]);
        assert!(exact_eq(
            delete_element(&mut cx(), &mut p, &[small(1), t]).unwrap(),
            tb
        ));
        assert!(is_badarg(delete_element(&mut cx(), &mut p, &[small(3), t])));
        let empty = build::tuple(&mut p.heap, &[]);
        assert!(is_badarg(delete_element(
            &mut cx(),
            &mut p,
            &[small(1), empty]
        )));
        // insert_element(3, {a,b}, c) -> {a,b,c}; (4, {a,b}, c) -> badarg; (1, {}, c) -> {c}
        let tabc = build::tuple(&mut p.heap, &[a, b, c]);
        assert!(exact_eq(
            insert_element(&mut cx(), &mut p, &[small(3), t, c]).unwrap(),
            tabc
        ));
        assert!(is_badarg(insert_element(
            &mut cx(),
            &mut p,
            &[small(4), t, c]
        )));
        let tc = build::tuple(&mut p.heap, &[c]);
        assert!(exact_eq(
            insert_element(&mut cx(), &mut p, &[small(1), empty, c]).unwrap(),
            tc
        ));
    }
}
