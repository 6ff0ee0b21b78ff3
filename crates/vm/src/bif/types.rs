//! BIFs: type tests (`is_atom/1` and friends) as value-returning functions.

use super::BifEntry;
use crate::atom::{self, boolean};
use crate::binary;
use crate::build::integer_value;
use crate::code::fun_entry;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::order::to_i64;
use crate::process::Process;
use crate::term::Term;
use num_bigint::Sign;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "is_atom", 1, is_atom),
    ("erlang", "is_binary", 1, is_binary),
    ("erlang", "is_bitstring", 1, is_bitstring),
    ("erlang", "is_boolean", 1, is_boolean),
    ("erlang", "is_float", 1, is_float),
    ("erlang", "is_function", 1, is_function_1),
    ("erlang", "is_function", 2, is_function_2),
    ("erlang", "is_integer", 1, is_integer),
    ("erlang", "is_list", 1, is_list),
    ("erlang", "is_number", 1, is_number),
    ("erlang", "is_pid", 1, is_pid),
    ("erlang", "is_port", 1, is_port),
    ("erlang", "is_reference", 1, is_reference),
    ("erlang", "is_tuple", 1, is_tuple),
    ("erlang", "is_map", 1, is_map),
    ("erlang", "is_record", 2, is_record_2),
    ("erlang", "is_record", 3, is_record_3),
];

fn is_atom(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_atom()))
}

/// A binary is a bitstring whose length is a whole number of bytes.
pub fn term_is_binary(t: Term) -> bool {
    binary::view(t).is_some_and(|v| v.is_binary())
}

fn is_binary(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(term_is_binary(a[0])))
}

fn is_bitstring(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_bitstring()))
}

fn is_boolean(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0] == atom::TRUE || a[0] == atom::FALSE))
}

fn is_float(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_float()))
}

fn is_function_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_fun()))
}

fn is_function_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let arity = match integer_value(a[1]) {
        Some(n) if n.sign() != Sign::Minus => n,
        _ => return Err(badarg()),
    };
    Ok(boolean(
        a[0].is_fun() && arity == fun_entry(a[0]).arity.into(),
    ))
}

fn is_integer(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_integer()))
}

fn is_list(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_list()))
}

fn is_number(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_number()))
}

fn is_pid(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_pid()))
}

fn is_port(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_port()))
}

fn is_reference(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_ref()))
}

fn is_tuple(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_tuple()))
}

fn is_map(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(a[0].is_map()))
}

fn is_record_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (t, tag) = (a[0], a[1]);
    if !tag.is_atom() {
        return Err(badarg());
    }
    Ok(boolean(
        t.is_tuple() && t.tuple_arity() >= 1 && t.element(1) == tag,
    ))
}

fn is_record_3(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (t, tag, size) = (a[0], a[1], a[2]);
    if !tag.is_atom() || !size.is_integer() {
        return Err(badarg());
    }
    let ok = t.is_tuple()
        && t.tuple_arity() >= 1
        && t.element(1) == tag
        && to_i64(size) == Some(t.tuple_arity() as i64);
    Ok(boolean(ok))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::*;
    use crate::build;
    use crate::exception::Trap;

    fn is_badarg(r: BifResult) -> bool {
        matches!(r, Err(Trap::Raise(e)) if e.reason == atom::BADARG)
    }

    #[test]
    fn simple_tests() {
        let mut p = p();
        let f = build::float(&mut p.heap, 1.5);
        let big = build::int128(&mut p.heap, 1 << 70);
        let bin = binary::make_binary(&mut p.heap, b"abc");
        let bits = binary::make_bitstring(&mut p.heap, &[0xf0], 4);
        let tup = build::tuple(&mut p.heap, &[atom::OK]);
        let l = build::list(&mut p.heap, &[atom::OK]);
        let r = build::reference(&mut p.heap, 7);
        let cases: &[(crate::bif::BifFn, Term, bool)] = &[
            (is_atom, atom::OK, true),
            (is_atom, Term::NIL, false),
            (is_boolean, atom::TRUE, true),
            (is_boolean, atom::OK, false),
            (is_float, f, true),
            (is_float, Term::small(1), false),
            (is_integer, big, true),
            (is_integer, f, false),
            (is_number, big, true),
            (is_number, f, true),
            (is_number, atom::OK, false),
            (is_binary, bin, true),
            (is_binary, bits, false),
            (is_bitstring, bits, true),
            (is_bitstring, l, false),
            (is_list, l, true),
            (is_list, Term::NIL, true),
            (is_list, tup, false),
            (is_tuple, tup, true),
            (is_pid, Term::pid(3), true),
            (is_pid, r, false),
            (is_reference, r, true),
            (is_port, Term::pid(3), false),
            (is_port, Term::port(3), true),
            (is_map, tup, false),
            (is_function_1, tup, false),
        ];
        for &(f, t, want) in cases {
            assert_eq!(f(&mut cx(), &mut p, &[t]).unwrap(), boolean(want), "{t:?}");
        }
    }

    #[test]
    fn records_and_fun_arity() {
        let mut p = p();
        let a = atom::atom("a");
        let tup = build::tuple(&mut p.heap, &[a, Term::small(1)]);
        // erlang:is_record({a,1}, a) -> true; ({a,1}, 1) -> badarg; (x, 1) -> badarg
        assert_eq!(
            is_record_2(&mut cx(), &mut p, &[tup, a]).unwrap(),
            atom::TRUE
        );
        assert_eq!(
            is_record_2(&mut cx(), &mut p, &[atom::OK, a]).unwrap(),
            atom::FALSE
        );
        assert!(is_badarg(is_record_2(
            &mut cx(),
            &mut p,
            &[tup, Term::small(1)]
        )));
        assert!(is_badarg(is_record_2(
            &mut cx(),
            &mut p,
            &[atom::OK, Term::small(1)]
        )));
        // ({a,1}, a, 2) -> true; (.., a, x) -> badarg; (.., a, -1) -> false; (x, 1, 1) -> badarg
        assert_eq!(
            is_record_3(&mut cx(), &mut p, &[tup, a, Term::small(2)]).unwrap(),
            atom::TRUE
        );
        assert_eq!(
            is_record_3(&mut cx(), &mut p, &[tup, a, Term::small(-1)]).unwrap(),
            atom::FALSE
        );
        assert!(is_badarg(is_record_3(
            &mut cx(),
            &mut p,
            &[tup, a, atom::OK]
        )));
        assert!(is_badarg(is_record_3(
            &mut cx(),
            &mut p,
            &[atom::OK, Term::small(1), Term::small(1)]
        )));
        // is_function(x, 0) -> false; (x, -1) -> badarg; (x, x) -> badarg
        assert_eq!(
            is_function_2(&mut cx(), &mut p, &[atom::OK, Term::small(0)]).unwrap(),
            atom::FALSE
        );
        assert!(is_badarg(is_function_2(
            &mut cx(),
            &mut p,
            &[atom::OK, Term::small(-1)]
        )));
        assert!(is_badarg(is_function_2(
            &mut cx(),
            &mut p,
            &[atom::OK, atom::OK]
        )));
    }
}
