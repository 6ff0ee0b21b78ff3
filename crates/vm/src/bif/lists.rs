//! BIFs: lists (`length/1`, `++`, `--`, and the `lists` functions OTP implements natively).
//!
//! Every walk is a loop, so lists of millions of elements need no native stack.

use super::BifEntry;
use crate::atom::{self, boolean};
use crate::build::{self, list_to_vec};
use crate::exception::{badarg, BifResult, Exception, Trap};
use crate::order::{compare_exact, eq, exact_eq};
use crate::process::Process;
use crate::term::Term;
use std::cmp::Ordering;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "length", 1, length),
    ("erlang", "hd", 1, hd),
    ("erlang", "tl", 1, tl),
    ("erlang", "++", 2, append),
    ("erlang", "--", 2, subtract),
    ("lists", "sort", 1, sort_1),
    ("lists", "usort", 1, usort_1),
    ("lists", "reverse", 1, reverse_1),
    ("lists", "reverse", 2, reverse_2),
    ("lists", "member", 2, member),
    ("lists", "keyfind", 3, keyfind),
    ("lists", "keymember", 3, keymember),
    ("lists", "keysearch", 3, keysearch),
];

fn length(_: &mut Process, a: &[Term]) -> BifResult {
    let mut n: i64 = 0;
    let mut t = a[0];
    while t.is_cons() {
        n += 1;
        t = t.tail();
    }
    if t.is_nil() {
        Ok(Term::small(n))
    } else {
        Err(badarg())
    }
}

fn hd(_: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_cons() {
        Ok(a[0].head())
    } else {
        Err(badarg())
    }
}

fn tl(_: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_cons() {
        Ok(a[0].tail())
    } else {
        Err(badarg())
    }
}

/// `A ++ B`: copies `A` (which must be a proper list) and ends it with `B` (any term).
fn append(p: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_nil() {
        return Ok(a[1]);
    }
    let elems = list_to_vec(a[0]).ok_or_else(badarg)?;
    Ok(build::list_with_tail(&mut p.heap, &elems, a[1]))
}

/// Right operands up to this length are searched linearly; longer ones become a sorted
/// multiset, so `--` stays O((n + m) log m) instead of O(n * m).
const LINEAR_SUBTRACT_MAX: usize = 16;

/// `A -- B`: removes from `A` the first occurrence (by `=:=`) of each element of `B`.
fn subtract(p: &mut Process, a: &[Term]) -> BifResult {
    let left = list_to_vec(a[0]).ok_or_else(badarg)?;
    let right = list_to_vec(a[1]).ok_or_else(badarg)?;
    if left.is_empty() || right.is_empty() {
        return Ok(a[0]);
    }
    let kept: Vec<Term> = if right.len() <= LINEAR_SUBTRACT_MAX {
        let mut right = right;
        left.into_iter()
            .filter(|&x| match right.iter().position(|&y| exact_eq(x, y)) {
                Some(i) => {
                    right.remove(i);
                    false
                }
                None => true,
            })
            .collect()
    } else {
        let mut bag = Multiset::new(right);
        left.into_iter().filter(|&x| !bag.take(x)).collect()
    };
    Ok(build::list(&mut p.heap, &kept))
}

/// Distinct terms in `compare_exact` order, each with how many copies remain.
struct Multiset {
    entries: Vec<(Term, usize)>,
}

impl Multiset {
    fn new(mut terms: Vec<Term>) -> Multiset {
        terms.sort_by(|&x, &y| compare_exact(x, y));
        let mut entries: Vec<(Term, usize)> = Vec::new();
        for t in terms {
            match entries.last_mut() {
                Some((last, n)) if compare_exact(*last, t) == Ordering::Equal => *n += 1,
                _ => entries.push((t, 1)),
            }
        }
        Multiset { entries }
    }

    /// Remove one copy of `t`; whether there was one.
    fn take(&mut self, t: Term) -> bool {
        match self.entries.binary_search_by(|&(x, _)| compare_exact(x, t)) {
            Ok(i) if self.entries[i].1 > 0 => {
                self.entries[i].1 -= 1;
                true
            }
            _ => false,
        }
    }
}

/// Reverse the proper list `list` onto `tail`.
fn reverse_onto(p: &mut Process, list: Term, tail: Term) -> BifResult {
    let mut acc = tail;
    let mut t = list;
    while t.is_cons() {
        acc = build::cons(&mut p.heap, t.head(), acc);
        t = t.tail();
    }
    if t.is_nil() {
        Ok(acc)
    } else {
        Err(badarg())
    }
}

/// `lists:reverse/1` is Erlang code in OTP: a list that matches none of its clauses
/// (`[]`, `[_]`, `[_, _ | _]`) raises `function_clause`; a later improper tail `badarg`.
/// `lists:sort/1` natively: a stable sort in Erlang term order (the same order as the
/// merge sort in `lib/lists.erl`, which it replaces for speed).
fn sort_1(p: &mut Process, a: &[Term]) -> BifResult {
    let mut v = sort_input(a[0])?;
    v.sort_by(|x, y| crate::order::compare(*x, *y));
    Ok(build::list(&mut p.heap, &v))
}

/// `lists:usort/1`: sorted, keeping the first of each run of elements that compare equal.
fn usort_1(p: &mut Process, a: &[Term]) -> BifResult {
    let mut v = sort_input(a[0])?;
    v.sort_by(|x, y| crate::order::compare(*x, *y));
    v.dedup_by(|later, first| eq(*first, *later));
    Ok(build::list(&mut p.heap, &v))
}

/// The elements of a proper list; otherwise `function_clause`, as the Erlang version raises.
fn sort_input(l: Term) -> Result<Vec<Term>, Trap> {
    list_to_vec(l).ok_or_else(|| Trap::Raise(Exception::error(atom::FUNCTION_CLAUSE)))
}

fn reverse_1(p: &mut Process, a: &[Term]) -> BifResult {
    let l = a[0];
    let matches_clause = l.is_nil() || (l.is_cons() && (l.tail().is_nil() || l.tail().is_cons()));
    if !matches_clause {
        let args = build::list(&mut p.heap, &[l]);
        let mut e = Exception::error(atom::FUNCTION_CLAUSE);
        e.args = Some(args);
        return Err(Trap::Raise(e));
    }
    reverse_onto(p, l, Term::NIL)
}

fn reverse_2(p: &mut Process, a: &[Term]) -> BifResult {
    reverse_onto(p, a[0], a[1])
}

/// `lists:member/2` compares with `=:=`.
fn member(_: &mut Process, a: &[Term]) -> BifResult {
    let x = a[0];
    let mut t = a[1];
    while t.is_cons() {
        if exact_eq(x, t.head()) {
            return Ok(atom::TRUE);
        }
        t = t.tail();
    }
    if t.is_nil() {
        Ok(atom::FALSE)
    } else {
        Err(badarg())
    }
}

/// The first tuple in `list` whose `n`th element equals (`==`) `key`, as OTP's `keyfind`.
fn keyfind_tuple(key: Term, n: Term, list: Term) -> Result<Option<Term>, Trap> {
    if !n.is_small() || n.small_val() < 1 {
        return Err(badarg());
    }
    let n = n.small_val() as usize;
    let mut t = list;
    while t.is_cons() {
        let e = t.head();
        if e.is_tuple() && e.tuple_arity() >= n && eq(e.element(n), key) {
            return Ok(Some(e));
        }
        t = t.tail();
    }
    if t.is_nil() {
        Ok(None)
    } else {
        Err(badarg())
    }
}

fn keyfind(_: &mut Process, a: &[Term]) -> BifResult {
    Ok(keyfind_tuple(a[0], a[1], a[2])?.unwrap_or(atom::FALSE))
}

fn keymember(_: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(keyfind_tuple(a[0], a[1], a[2])?.is_some()))
}

fn keysearch(p: &mut Process, a: &[Term]) -> BifResult {
    match keyfind_tuple(a[0], a[1], a[2])? {
        Some(t) => Ok(build::tuple(&mut p.heap, &[atom::atom("value"), t])),
        None => Ok(atom::FALSE),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::*;

    fn small(v: i64) -> Term {
        Term::small(v)
    }

    #[test]
    fn length_hd_tl() {
        let mut p = p();
        let l = ints(&mut p, &[1, 2, 3]);
        assert_eq!(length(&mut p, &[l]).unwrap(), small(3));
        assert_eq!(length(&mut p, &[Term::NIL]).unwrap(), small(0));
        let improper = build::list_with_tail(&mut p.heap, &[atom::OK], atom::TRUE);
        // length([a|b]) -> badarg; hd([]) -> badarg; tl([a|b]) -> b
        assert!(is_badarg(length(&mut p, &[improper])));
        assert!(is_badarg(hd(&mut p, &[Term::NIL])));
        assert_eq!(hd(&mut p, &[l]).unwrap(), small(1));
        assert_eq!(tl(&mut p, &[improper]).unwrap(), atom::TRUE);
    }

    #[test]
    fn append_cases() {
        let mut p = p();
        let l12 = ints(&mut p, &[1, 2]);
        let l3 = ints(&mut p, &[3]);
        let want = ints(&mut p, &[1, 2, 3]);
        assert!(exact_eq(append(&mut p, &[l12, l3]).unwrap(), want));
        // [1|2] ++ [3] -> badarg; [1,2] ++ 3 -> [1,2|3]; [] ++ 3 -> 3; a ++ [] -> badarg
        let improper = build::list_with_tail(&mut p.heap, &[small(1)], small(2));
        assert!(is_badarg(append(&mut p, &[improper, l3])));
        let want = build::list_with_tail(&mut p.heap, &[small(1), small(2)], small(3));
        assert!(exact_eq(append(&mut p, &[l12, small(3)]).unwrap(), want));
        assert_eq!(append(&mut p, &[Term::NIL, small(3)]).unwrap(), small(3));
        assert!(is_badarg(append(&mut p, &[atom::OK, Term::NIL])));
    }

    #[test]
    fn subtract_cases() {
        let mut p = p();
        // [1,2,1,3,1.0] -- [1,1.0,4] -> [2,1,3]
        let f = build::float(&mut p.heap, 1.0);
        let left = build::list(&mut p.heap, &[small(1), small(2), small(1), small(3), f]);
        let right = build::list(&mut p.heap, &[small(1), f, small(4)]);
        let want = ints(&mut p, &[2, 1, 3]);
        assert!(exact_eq(subtract(&mut p, &[left, right]).unwrap(), want));
        // [1|2] -- [], [1] -- [1|2], [1] -- a, [] -- a, [] -- [a|b] -> badarg
        let improper = build::list_with_tail(&mut p.heap, &[small(1)], small(2));
        let l1 = ints(&mut p, &[1]);
        assert!(is_badarg(subtract(&mut p, &[improper, Term::NIL])));
        assert!(is_badarg(subtract(&mut p, &[l1, improper])));
        assert!(is_badarg(subtract(&mut p, &[l1, atom::OK])));
        assert!(is_badarg(subtract(&mut p, &[Term::NIL, atom::OK])));
        assert!(is_badarg(subtract(&mut p, &[Term::NIL, improper])));
    }

    #[test]
    fn subtract_large_uses_multiset() {
        let mut p = p();
        let n = 200_000;
        // lists:seq(1, N) -- (lists:seq(2, N, 2) ++ [1.0, 1.0]) keeps the odd numbers.
        let left: Vec<i64> = (1..=n).collect();
        let left = ints(&mut p, &left);
        let mut right: Vec<Term> = (1..=n / 2).map(|i| small(2 * i)).collect();
        let f = build::float(&mut p.heap, 1.0);
        right.push(f);
        right.push(f);
        let right = build::list(&mut p.heap, &right);
        let r = subtract(&mut p, &[left, right]).unwrap();
        let odd: Vec<i64> = (1..=n).step_by(2).collect();
        let want = ints(&mut p, &odd);
        assert!(exact_eq(r, want));
        // Duplicates on the right remove that many copies: [a,a,a,b] -- [a,a|17 others].
        let a = atom::atom("a");
        let b = atom::atom("b");
        let left = build::list(&mut p.heap, &[a, a, a, b]);
        let mut right = vec![a, a];
        right.extend((0..17).map(small));
        let right = build::list(&mut p.heap, &right);
        let want = build::list(&mut p.heap, &[a, b]);
        assert!(exact_eq(subtract(&mut p, &[left, right]).unwrap(), want));
    }

    #[test]
    fn reverse_cases() {
        let mut p = p();
        let l = ints(&mut p, &[1, 2, 3]);
        let want = ints(&mut p, &[3, 2, 1]);
        assert!(exact_eq(reverse_1(&mut p, &[l]).unwrap(), want));
        // lists:reverse([1|2]) -> function_clause; reverse([1,2|3]) -> badarg
        let improper = build::list_with_tail(&mut p.heap, &[small(1)], small(2));
        assert_eq!(
            reason(reverse_1(&mut p, &[improper])),
            Some(atom::FUNCTION_CLAUSE)
        );
        let improper2 = build::list_with_tail(&mut p.heap, &[small(1), small(2)], small(3));
        assert!(is_badarg(reverse_1(&mut p, &[improper2])));
        // reverse([1,2], a) -> [2,1|a]; reverse(a, []) -> badarg; reverse([], a) -> a
        let l12 = ints(&mut p, &[1, 2]);
        let want = build::list_with_tail(&mut p.heap, &[small(2), small(1)], atom::OK);
        assert!(exact_eq(reverse_2(&mut p, &[l12, atom::OK]).unwrap(), want));
        assert!(is_badarg(reverse_2(&mut p, &[atom::OK, Term::NIL])));
        assert_eq!(reverse_2(&mut p, &[Term::NIL, atom::OK]).unwrap(), atom::OK);
    }

    #[test]
    fn long_lists() {
        let mut p = p();
        let n = 1_000_000;
        let v: Vec<i64> = (0..n).collect();
        let l = ints(&mut p, &v);
        assert_eq!(length(&mut p, &[l]).unwrap(), small(n));
        let r = reverse_1(&mut p, &[l]).unwrap();
        assert_eq!(r.head(), small(n - 1));
        let r2 = append(&mut p, &[l, r]).unwrap();
        assert_eq!(length(&mut p, &[r2]).unwrap(), small(2 * n));
        assert_eq!(member(&mut p, &[small(n - 1), l]).unwrap(), atom::TRUE);
    }

    #[test]
    fn member_and_keys() {
        let mut p = p();
        let (a, b, c, x) = (
            atom::atom("a"),
            atom::atom("b"),
            atom::atom("c"),
            atom::atom("x"),
        );
        // member(a, [b|c]) -> badarg; member(a, [a|c]) -> true; member(a, x) -> badarg;
        // member(1, [1.0]) -> false
        let bc = build::list_with_tail(&mut p.heap, &[b], c);
        let ac = build::list_with_tail(&mut p.heap, &[a], c);
        assert!(is_badarg(member(&mut p, &[a, bc])));
        assert_eq!(member(&mut p, &[a, ac]).unwrap(), atom::TRUE);
        assert!(is_badarg(member(&mut p, &[a, x])));
        let f = build::float(&mut p.heap, 1.0);
        let lf = build::list(&mut p.heap, &[f]);
        assert_eq!(member(&mut p, &[small(1), lf]).unwrap(), atom::FALSE);
        // keyfind(1, 1, [{1.0,a}]) -> {1.0,a} (keyfind compares with ==)
        let t = build::tuple(&mut p.heap, &[f, a]);
        let l = build::list(&mut p.heap, &[t]);
        assert_eq!(keyfind(&mut p, &[small(1), small(1), l]).unwrap(), t);
        // keyfind(1, 0, ...) and keyfind(1, a, []) -> badarg
        assert!(is_badarg(keyfind(&mut p, &[small(1), small(0), l])));
        assert!(is_badarg(keyfind(&mut p, &[small(1), a, Term::NIL])));
        // keyfind(1, 1, [{2,a}|x]) -> badarg; keyfind(1, 1, [{1,a}|x]) -> {1,a}
        let t2 = build::tuple(&mut p.heap, &[small(2), a]);
        let t1 = build::tuple(&mut p.heap, &[small(1), a]);
        let l2 = build::list_with_tail(&mut p.heap, &[t2], x);
        let l1 = build::list_with_tail(&mut p.heap, &[t1], x);
        assert!(is_badarg(keyfind(&mut p, &[small(1), small(1), l2])));
        assert_eq!(keyfind(&mut p, &[small(1), small(1), l1]).unwrap(), t1);
        // keyfind(1, 2, [x, {1}, {a,1}]) -> {a,1}; keysearch -> {value,{a,1}}
        let one = build::tuple(&mut p.heap, &[small(1)]);
        let a1 = build::tuple(&mut p.heap, &[a, small(1)]);
        let l = build::list(&mut p.heap, &[x, one, a1]);
        assert_eq!(keyfind(&mut p, &[small(1), small(2), l]).unwrap(), a1);
        let want = build::tuple(&mut p.heap, &[atom::atom("value"), a1]);
        assert!(exact_eq(
            keysearch(&mut p, &[small(1), small(2), l]).unwrap(),
            want
        ));
        let empty = Term::NIL;
        assert_eq!(
            keysearch(&mut p, &[small(1), small(2), empty]).unwrap(),
            atom::FALSE
        );
        assert_eq!(
            keymember(&mut p, &[small(1), small(2), l]).unwrap(),
            atom::TRUE
        );
        assert!(is_badarg(keyfind(&mut p, &[small(1), small(1), x])));
    }
}
