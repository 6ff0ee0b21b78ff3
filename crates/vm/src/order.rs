//! Erlang's term order and equality.
//!
//! `number < atom < reference < fun < port < pid < tuple < map < nil < list < bitstring`.
//! Numbers compare by value across integers and floats (`1 == 1.0`); exact equality (`=:=`)
//! also requires the same type. Tuples compare by size, then element by element; lists
//! element by element; maps by size, then keys, then values; binaries bytewise.

use crate::atom;
use crate::binary;
use crate::build::integer_value;
use crate::map;
use crate::term::{Kind, Term};
use num_bigint::BigInt;
use num_traits::FromPrimitive;
use std::cmp::Ordering;
use std::rc::Rc;

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
        Some(Kind::Map | Kind::HashMap | Kind::HamtNode) => 7,
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
    compare_with(a, b, Mode::Term)
}

/// The total order used for `=:=`: like [`compare`] but `1` and `1.0` differ (integer first).
pub fn compare_exact(a: Term, b: Term) -> Ordering {
    compare_with(a, b, Mode::Exact)
}

/// Erlang/OTP's order of a small map's keys in the external term format: as
/// [`compare_exact`], except that any integer sorts before any float, at every level inside
/// tuples and lists (other compound terms inside compare as [`compare_exact`] does).
pub fn compare_map_keys(a: Term, b: Term) -> Ordering {
    compare_with(a, b, Mode::Key)
}

/// How a pair of terms is compared.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Term order: numbers by value.
    Term,
    /// `=:=`'s order: an integer before a float of the same value.
    Exact,
    /// [`compare_map_keys`].
    Key,
}

/// Comparisons still to make after the pair at hand, should it be equal.
enum Pending {
    /// Words `next, next + step, ..., <= last` of the boxed objects `a` and `b`, pairwise
    /// (the rest of two tuples, the keys or values of two maps, a fun's free variables).
    Fields {
        a: Term,
        b: Term,
        next: usize,
        last: usize,
        step: usize,
        mode: Mode,
    },
    /// One pair: the tails of two lists.
    Pair { a: Term, b: Term, mode: Mode },
    /// Terms `next..` of two sequences, pairwise: the keys sorted, or the values in key
    /// order, of two maps of more than 32 keys.
    Seq {
        a: Rc<[Term]>,
        b: Rc<[Term]>,
        next: usize,
        mode: Mode,
    },
}

/// What comparing one pair found.
enum Next {
    /// Equal: go on with what is pending.
    Equal,
    /// Not equal: the answer.
    Decided(Ordering),
    /// Equal if this pair is (what follows it was pushed).
    Descend(Term, Term, Mode),
}

#[inline]
fn decided(o: Ordering) -> Next {
    if o == Ordering::Equal {
        Next::Equal
    } else {
        Next::Decided(o)
    }
}

/// Compare `a` and `b` in `mode`. The walk keeps what remains to compare on an explicit
/// stack (`Pending`), never on the native one, so deep terms of any shape are fine. It goes
/// down into a compound term's first differing child, pushing the rest only when some
/// later child differs as well (words that are identical need no visit: the atoms, small
/// integers and `[]` most compound terms hold, and shared subterms), so the stack stays
/// empty for terms nested through one child (`[Acc]`, `{Tag, Acc}`, `#{k => Acc}`) and the
/// common shallow cases never allocate.
fn compare_with(a: Term, b: Term, mode: Mode) -> Ordering {
    let mut stack: Vec<Pending> = Vec::new();
    let (mut a, mut b, mut mode) = (a, b, mode);
    loop {
        let mut next = if a == b {
            Next::Equal
        } else {
            compare_one(&mut stack, a, b, mode)
        };
        loop {
            match next {
                Next::Decided(o) => return o,
                Next::Descend(x, y, m) => {
                    (a, b, mode) = (x, y, m);
                    break;
                }
                Next::Equal => {
                    next = match stack.pop() {
                        None => return Ordering::Equal,
                        Some(Pending::Fields {
                            a,
                            b,
                            next,
                            last,
                            step,
                            mode,
                        }) => fields(&mut stack, a, b, next, last, step, mode),
                        Some(Pending::Pair { a, b, mode }) => Next::Descend(a, b, mode),
                        Some(Pending::Seq { a, b, next, mode }) => {
                            seq(&mut stack, a, b, next, mode)
                        }
                    }
                }
            }
        }
    }
}

/// The first of words `i, i + step, ..., <= last` of `a` and `b` that differ: immediates are
/// compared at once; a pair of pointers is descended into, with the rest pushed if any of
/// it differs.
#[inline]
fn fields(
    stack: &mut Vec<Pending>,
    a: Term,
    b: Term,
    mut i: usize,
    last: usize,
    step: usize,
    mode: Mode,
) -> Next {
    while i <= last {
        let (x, y) = (a.boxed_term(i), b.boxed_term(i));
        i += step;
        if x == y {
            continue;
        }
        if !x.is_pointer() && !y.is_pointer() {
            match compare_one(stack, x, y, mode) {
                Next::Equal => continue,
                n => return n,
            }
        }
        push_fields(stack, a, b, i, last, step, mode);
        return Next::Descend(x, y, mode);
    }
    Next::Equal
}

/// Push words `i, i + step, ..., <= last` of `a` and `b` from the first pair that differs,
/// if one does.
#[inline]
fn push_fields(
    stack: &mut Vec<Pending>,
    a: Term,
    b: Term,
    mut i: usize,
    last: usize,
    step: usize,
    mode: Mode,
) {
    while i <= last {
        if a.boxed_word(i) != b.boxed_word(i) {
            stack.push(Pending::Fields {
                a,
                b,
                next: i,
                last,
                step,
                mode,
            });
            return;
        }
        i += step;
    }
}

/// The first of terms `i..` of the sequences `a` and `b` that differ, as [`fields`] does.
fn seq(stack: &mut Vec<Pending>, a: Rc<[Term]>, b: Rc<[Term]>, mut i: usize, mode: Mode) -> Next {
    while i < a.len() {
        let (x, y) = (a[i], b[i]);
        i += 1;
        if x == y {
            continue;
        }
        if !x.is_pointer() && !y.is_pointer() {
            match compare_one(stack, x, y, mode) {
                Next::Equal => continue,
                n => return n,
            }
        }
        if i < a.len() {
            stack.push(Pending::Seq {
                a,
                b,
                next: i,
                mode,
            });
        }
        return Next::Descend(x, y, mode);
    }
    Next::Equal
}

/// Compare two maps of which one at least is a trie (more than 32 keys): by size, then
/// their keys in order, then their values in key order, as two flat maps compare.
fn compare_tries(stack: &mut Vec<Pending>, a: Term, b: Term, mode: Mode) -> Next {
    let (na, nb) = (map::size(a), map::size(b));
    if na != nb {
        return Next::Decided(na.cmp(&nb));
    }
    let (pa, pb) = (map::sorted_vec(a), map::sorted_vec(b));
    let keys = |p: &[(Term, Term)]| -> Rc<[Term]> { p.iter().map(|kv| kv.0).collect() };
    let values = |p: &[(Term, Term)]| -> Rc<[Term]> { p.iter().map(|kv| kv.1).collect() };
    stack.push(Pending::Seq {
        a: values(&pa),
        b: values(&pb),
        next: 0,
        mode: inner(mode),
    });
    seq(stack, keys(&pa), keys(&pb), 0, Mode::Exact)
}

/// Compare `a` and `b` (not the same word) one level down: decide, or descend.
fn compare_one(stack: &mut Vec<Pending>, a: Term, b: Term, mode: Mode) -> Next {
    let (ra, rb) = (rank(a), rank(b));
    if ra != rb {
        return Next::Decided(ra.cmp(&rb));
    }
    match ra {
        0 => {
            let (fa, fb) = (a.is_float(), b.is_float());
            if fa != fb && mode == Mode::Key {
                return Next::Decided(fa.cmp(&fb));
            }
            let o = compare_numbers(a, b);
            if o == Ordering::Equal && fa != fb && mode == Mode::Exact {
                return Next::Decided(fa.cmp(&fb));
            }
            decided(o)
        }
        1 => decided(atom::name(a).cmp(atom::name(b))),
        2 => decided(a.boxed_word(1).cmp(&b.boxed_word(1))),
        3 => {
            let (ka, kb) = (a.fun_sort_key(), b.fun_sort_key());
            let names = |x: Term, y: Term| atom::name(x).cmp(atom::name(y));
            let o = ka
                .external
                .cmp(&kb.external)
                .then_with(|| names(ka.module, kb.module));
            if ka.external || o != Ordering::Equal {
                return decided(o.then_with(|| {
                    names(ka.function, kb.function).then(ka.index_or_arity.cmp(&kb.index_or_arity))
                }));
            }
            let (sa, sb) = (a.boxed_size(), b.boxed_size());
            let o = ka.index_or_arity.cmp(&kb.index_or_arity).then(sa.cmp(&sb));
            if o != Ordering::Equal {
                return Next::Decided(o);
            }
            fields(stack, a, b, 2, sa, 1, inner(mode))
        }
        5 => decided(a.pid_index().cmp(&b.pid_index())),
        6 => {
            let (na, nb) = (a.boxed_size(), b.boxed_size());
            if na != nb {
                return Next::Decided(na.cmp(&nb));
            }
            fields(stack, a, b, 1, na, 1, mode)
        }
        7 if map::is_trie(a) || map::is_trie(b) => compare_tries(stack, a, b, mode),
        7 => {
            let (na, nb) = (a.boxed_size(), b.boxed_size());
            if na != nb {
                return Next::Decided(na.cmp(&nb));
            }
            // Keys first (in map order, which compares keys exactly), then values.
            push_fields(stack, a, b, 2, na, 2, inner(mode));
            fields(stack, a, b, 1, na, 2, Mode::Exact)
        }
        8 => Next::Equal,
        9 => {
            let (ha, hb) = (a.head(), b.head());
            let (ta, tb) = (a.tail(), b.tail());
            if ha == hb {
                return Next::Descend(ta, tb, mode);
            }
            if !ha.is_pointer() && !hb.is_pointer() {
                match compare_one(stack, ha, hb, mode) {
                    Next::Equal => return Next::Descend(ta, tb, mode),
                    n => return n,
                }
            }
            if ta != tb {
                stack.push(Pending::Pair { a: ta, b: tb, mode });
            }
            Next::Descend(ha, hb, mode)
        }
        10 => {
            let (va, vb) = (binary::view(a).unwrap(), binary::view(b).unwrap());
            decided(va.cmp_bits(&vb))
        }
        _ => decided(a.raw().cmp(&b.raw())),
    }
}

/// The mode for the parts of a map or fun: [`compare_map_keys`] orders only through tuples
/// and lists.
#[inline]
fn inner(mode: Mode) -> Mode {
    if mode == Mode::Key {
        Mode::Exact
    } else {
        mode
    }
}

/// `=:=`
#[inline]
pub fn exact_eq(a: Term, b: Term) -> bool {
    if a == b {
        return true;
    }
    if !(a.is_pointer() && b.is_pointer()) {
        return false;
    }
    // Bitstrings of different sizes differ (a clause matching `<<>>` tests every binary it
    // is given so): no need to look at the bytes.
    if let (Some(x), Some(y)) = (binary::bit_size(a), binary::bit_size(b)) {
        if x != y {
            return false;
        }
    }
    compare_exact(a, b) == Ordering::Equal
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build;
    use crate::heap::Heap;

    /// The recursive comparison this module had before its walk became iterative: the
    /// reference the random terms below are checked against. `key`: map key order.
    fn reference(a: Term, b: Term, exact: bool, key: bool) -> Ordering {
        if key && a.is_number() && b.is_number() && a.is_float() != b.is_float() {
            return a.is_float().cmp(&b.is_float());
        }
        let (ra, rb) = (rank(a), rank(b));
        if ra != rb {
            return ra.cmp(&rb);
        }
        match ra {
            0 => {
                let o = compare_numbers(a, b);
                if o == Ordering::Equal && exact && a.is_float() != b.is_float() {
                    return a.is_float().cmp(&b.is_float());
                }
                o
            }
            1 => atom::name(a).cmp(atom::name(b)),
            6 => {
                let (ea, eb) = (a.tuple_elems(), b.tuple_elems());
                ea.len().cmp(&eb.len()).then_with(|| {
                    ea.iter()
                        .zip(eb)
                        .map(|(&x, &y)| reference(x, y, exact, key))
                        .find(|&o| o != Ordering::Equal)
                        .unwrap_or(Ordering::Equal)
                })
            }
            7 => {
                let (na, nb) = (a.boxed_size(), b.boxed_size());
                if na != nb {
                    return na.cmp(&nb);
                }
                let keys = (1..=na).step_by(2).map(|i| (i, true));
                let values = (2..=na).step_by(2).map(|i| (i, exact));
                keys.chain(values)
                    .map(|(i, ex)| reference(a.boxed_term(i), b.boxed_term(i), ex, false))
                    .find(|&o| o != Ordering::Equal)
                    .unwrap_or(Ordering::Equal)
            }
            8 => Ordering::Equal,
            9 => reference(a.head(), b.head(), exact, key)
                .then_with(|| reference(a.tail(), b.tail(), exact, key)),
            _ => a.raw().cmp(&b.raw()),
        }
    }

    /// A small random term (numbers, atoms, `[]`, tuples, lists, maps) from `seed`.
    fn random(h: &mut Heap, seed: &mut u64, depth: u32) -> Term {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let r = (*seed >> 33) as u32;
        let leaf = depth == 0 || r % 8 < 4;
        match r % 8 {
            _ if leaf => match (r >> 3) % 7 {
                0 => Term::small(((r >> 6) % 3) as i64),
                1 => build::float(h, ((r >> 6) % 3) as f64),
                2 => atom::atom(["a", "b"][((r >> 6) % 2) as usize]),
                3 => Term::NIL,
                4 => Term::small(1),
                5 => build::float(h, 1.0),
                _ => build::int(h, 1 << 62),
            },
            4 | 5 => {
                let n = (r >> 3) % 4;
                let elems: Vec<Term> = (0..n).map(|_| random(h, seed, depth - 1)).collect();
                let tail = if (r >> 5).is_multiple_of(4) {
                    random(h, seed, depth - 1)
                } else {
                    Term::NIL
                };
                build::list_with_tail(h, &elems, tail)
            }
            6 => {
                let n = (r >> 3) % 4;
                let elems: Vec<Term> = (0..n).map(|_| random(h, seed, depth - 1)).collect();
                build::tuple(h, &elems)
            }
            _ => {
                let n = (r >> 3) % 3;
                let mut kvs: Vec<(Term, Term)> = (0..n)
                    .map(|_| (random(h, seed, depth - 1), random(h, seed, depth - 1)))
                    .collect();
                kvs.sort_by(|x, y| reference(x.0, y.0, true, false));
                kvs.dedup_by(|x, y| reference(x.0, y.0, true, false) == Ordering::Equal);
                build::map_sorted(h, &kvs)
            }
        }
    }

    #[test]
    fn agrees_with_the_recursive_comparison() {
        let mut h = Heap::new(233);
        let mut seed = 7;
        let terms: Vec<Term> = (0..400).map(|_| random(&mut h, &mut seed, 4)).collect();
        for &a in &terms {
            for &b in terms.iter().take(120) {
                assert_eq!(compare(a, b), reference(a, b, false, false));
                assert_eq!(compare_exact(a, b), reference(a, b, true, false));
                assert_eq!(compare_map_keys(a, b), reference(a, b, true, true));
                assert_eq!(exact_eq(a, b), reference(a, b, true, false).is_eq());
                assert_eq!(eq(a, b), reference(a, b, false, false).is_eq());
            }
        }
    }

    #[test]
    fn numbers_in_each_order() {
        let mut h = Heap::new(233);
        let (one, onef, two) = (Term::small(1), build::float(&mut h, 1.0), Term::small(2));
        assert_eq!(compare(one, onef), Ordering::Equal);
        assert_eq!(compare_exact(one, onef), Ordering::Less);
        assert_eq!(compare_exact(two, onef), Ordering::Greater);
        assert_eq!(compare_map_keys(two, onef), Ordering::Less);
        let (t2, t1f) = (build::tuple(&mut h, &[two]), build::tuple(&mut h, &[onef]));
        assert_eq!(compare_map_keys(t2, t1f), Ordering::Less);
        // Inside a map, keys compare exactly.
        let (m1, m1f) = (
            build::map_sorted(&mut h, &[(one, one)]),
            build::map_sorted(&mut h, &[(onef, one)]),
        );
        assert_eq!(compare(m1, m1f), Ordering::Less);
        let (v1, v1f) = (
            build::map_sorted(&mut h, &[(one, one)]),
            build::map_sorted(&mut h, &[(one, onef)]),
        );
        assert_eq!(compare(v1, v1f), Ordering::Equal);
        assert_eq!(compare_exact(v1, v1f), Ordering::Less);
    }

    /// `depth` levels of `wrap` around `leaf`.
    fn nest(h: &mut Heap, depth: usize, leaf: Term, wrap: fn(&mut Heap, Term) -> Term) -> Term {
        (0..depth).fold(leaf, |t, _| wrap(h, t))
    }

    #[test]
    fn deep_terms_need_no_native_stack() {
        let mut h = Heap::new(233);
        let wraps: [fn(&mut Heap, Term) -> Term; 6] = [
            |h, t| build::cons(h, t, Term::NIL),
            |h, t| build::tuple(h, &[t]),
            |h, t| build::tuple(h, &[t, atom::atom("x")]),
            |h, t| build::map_sorted(h, &[(atom::atom("k"), t)]),
            |h, t| build::map_sorted(h, &[(t, atom::atom("v"))]),
            // Nested in the head and the tail by turns: the walk's stack grows.
            |h, t| {
                let b = build::list(h, &[atom::atom("b")]);
                let inner = build::cons(h, atom::atom("a"), t);
                build::cons(h, inner, b)
            },
        ];
        for (i, wrap) in wraps.into_iter().enumerate() {
            let a = nest(&mut h, 300_000, Term::small(1), wrap);
            let b = nest(&mut h, 300_000, Term::small(1), wrap);
            let c = nest(&mut h, 300_000, Term::small(2), wrap);
            let one = build::float(&mut h, 1.0);
            let f = nest(&mut h, 300_000, one, wrap);
            assert!(exact_eq(a, b));
            assert_eq!(compare(a, c), Ordering::Less);
            assert_eq!(compare(c, a), Ordering::Greater);
            assert!(!exact_eq(a, f));
            // Integers before floats, except inside maps (compared exactly there).
            let in_map = i == 3 || i == 4;
            let want = if in_map {
                Ordering::Greater
            } else {
                Ordering::Less
            };
            assert_eq!(compare_map_keys(c, f), want);
        }
    }
}
