//! Erlang's term order and equality.
//!
//! `number < atom < reference < fun < port < pid < tuple < map < nil < list < bitstring`.
//! Numbers compare by value across integers and floats (`1 == 1.0`); exact equality (`=:=`)
//! also requires the same type. Tuples compare by size, then element by element; lists
//! element by element; maps by size, then keys, then values; binaries bytewise.

use crate::atom;
use crate::binary;
use crate::build::integer_value;
use crate::term::{Kind, Term};
use num_bigint::BigInt;
use num_traits::FromPrimitive;
use std::cmp::Ordering;

/// Rank of a term's type in the term order.
fn rank(t: Term) -> u8 {
    if t.is_small() {
        return 0;
    }
    if t.is_atom() {
        return 1;
    }
    if t.is_pid() {
        return 5;
    }
    if t.is_nil() {
        return 8;
    }
    if t.is_cons() {
        return 9;
    }
    match t.boxed_kind() {
        Some(Kind::PosBig | Kind::NegBig | Kind::Float) => 0,
        Some(Kind::Ref) => 2,
        Some(Kind::Fun) => 3,
        Some(Kind::Tuple) => 6,
        Some(Kind::Map) => 7,
        Some(Kind::HeapBin | Kind::RefcBin | Kind::SubBin) => 10,
        None => 4,
    }
}

/// Compare two numbers by value (`exact`: a float and an integer of the same value differ,
/// the integer first, as `=:=` needs a total order consistent with exactness).
fn compare_numbers(a: Term, b: Term) -> Ordering {
    if a.is_small() && b.is_small() {
        return a.small_val().cmp(&b.small_val());
    }
    match (a.is_float(), b.is_float()) {
        (true, true) => a
            .float_val()
            .partial_cmp(&b.float_val())
            .unwrap_or(Ordering::Equal),
        (false, false) => {
            let (mut ca, mut cb) = (0, 0);
            match (
                crate::bignum::view(a, &mut ca),
                crate::bignum::view(b, &mut cb),
            ) {
                (Some(x), Some(y)) => crate::bignum::compare(x, y),
                _ => unreachable!("rank 0 terms are numbers"),
            }
        }
        (true, false) => float_vs_int(a.float_val(), b),
        (false, true) => float_vs_int(b.float_val(), a).reverse(),
    }
}

fn float_vs_int(f: f64, i: Term) -> Ordering {
    if i.is_small() {
        let v = i.small_val();
        // Exact for |v| < 2^53; otherwise compare as big integers.
        if v.unsigned_abs() < (1u64 << 53) {
            return f.partial_cmp(&(v as f64)).unwrap_or(Ordering::Equal);
        }
    }
    let iv = integer_value(i).unwrap();
    let fi = BigInt::from_f64(f.trunc()).unwrap_or_default();
    match fi.cmp(&iv) {
        Ordering::Equal => {
            let frac = f - f.trunc();
            frac.partial_cmp(&0.0).unwrap_or(Ordering::Equal)
        }
        o => o,
    }
}

/// Erlang term order (`<`, `==` with numbers by value).
pub fn compare(a: Term, b: Term) -> Ordering {
    compare_with(a, b, false)
}

/// The total order used for `=:=`: like [`compare`] but `1` and `1.0` differ (integer first).
pub fn compare_exact(a: Term, b: Term) -> Ordering {
    compare_with(a, b, true)
}

fn compare_with(mut a: Term, mut b: Term, exact: bool) -> Ordering {
    // Loop on list tails to compare long lists without recursion.
    loop {
        if a == b {
            return Ordering::Equal;
        }
        let (ra, rb) = (rank(a), rank(b));
        if ra != rb {
            return ra.cmp(&rb);
        }
        match ra {
            0 => {
                let o = compare_numbers(a, b);
                if o == Ordering::Equal && exact {
                    let (fa, fb) = (a.is_float(), b.is_float());
                    if fa != fb {
                        return if fa {
                            Ordering::Greater
                        } else {
                            Ordering::Less
                        };
                    }
                }
                return o;
            }
            1 => return atom::name(a).cmp(atom::name(b)),
            2 => return a.boxed_word(1).cmp(&b.boxed_word(1)),
            3 => return compare_funs(a, b, exact),
            5 => return a.pid_index().cmp(&b.pid_index()),
            6 => {
                let (ea, eb) = (a.tuple_elems(), b.tuple_elems());
                if ea.len() != eb.len() {
                    return ea.len().cmp(&eb.len());
                }
                let Some(last) = ea.len().checked_sub(1) else {
                    return Ordering::Equal;
                };
                for (&x, &y) in ea[..last].iter().zip(eb) {
                    let o = compare_with(x, y, exact);
                    if o != Ordering::Equal {
                        return o;
                    }
                }
                // Loop on the last element: deep nesting is usually there ({K, Rest}).
                a = ea[last];
                b = eb[last];
            }
            7 => return compare_maps(a, b, exact),
            8 => return Ordering::Equal,
            9 => {
                let o = compare_with(a.head(), b.head(), exact);
                if o != Ordering::Equal {
                    return o;
                }
                a = a.tail();
                b = b.tail();
            }
            10 => {
                let (va, vb) = (binary::view(a).unwrap(), binary::view(b).unwrap());
                return va.cmp_bits(&vb);
            }
            _ => return a.raw().cmp(&b.raw()),
        }
    }
}

fn compare_funs(a: Term, b: Term, exact: bool) -> Ordering {
    let (sa, sb) = (a.boxed_size(), b.boxed_size());
    let o = a.boxed_word(1).cmp(&b.boxed_word(1)).then(sa.cmp(&sb));
    if o != Ordering::Equal {
        return o;
    }
    for i in 2..=sa {
        let o = compare_with(a.boxed_term(i), b.boxed_term(i), exact);
        if o != Ordering::Equal {
            return o;
        }
    }
    Ordering::Equal
}

fn compare_maps(a: Term, b: Term, exact: bool) -> Ordering {
    let (na, nb) = (a.boxed_size(), b.boxed_size());
    if na != nb {
        return na.cmp(&nb);
    }
    // Keys first (in map order, which compares keys exactly), then values.
    for i in (1..=na).step_by(2) {
        let o = compare_exact(a.boxed_term(i), b.boxed_term(i));
        if o != Ordering::Equal {
            return o;
        }
    }
    for i in (2..=na).step_by(2) {
        let o = compare_with(a.boxed_term(i), b.boxed_term(i), exact);
        if o != Ordering::Equal {
            return o;
        }
    }
    Ordering::Equal
}

/// `=:=`
#[inline]
pub fn exact_eq(a: Term, b: Term) -> bool {
    a == b || (a.is_pointer() && b.is_pointer() && compare_exact(a, b) == Ordering::Equal)
}

/// `==`
#[inline]
pub fn eq(a: Term, b: Term) -> bool {
    a == b || (!(a.is_immediate() && b.is_immediate()) && compare(a, b) == Ordering::Equal)
}

/// An integer's value as i64 if it has one (small, or a bignum that fits).
pub fn to_i64(t: Term) -> Option<i64> {
    if t.is_small() {
        Some(t.small_val())
    } else if t.is_bignum() {
        match (t.is_kind(Kind::NegBig), t.bignum_limbs()) {
            (false, &[m]) => i64::try_from(m).ok(),
            (true, &[m]) => 0i64.checked_sub_unsigned(m),
            _ => None,
        }
    } else {
        None
    }
}
