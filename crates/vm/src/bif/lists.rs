//! BIFs: lists (`length/1`, `++`, `--`, and the `lists` functions OTP implements natively).
//!
//! Every walk is a loop, so lists of millions of elements need no native stack.

use super::BifEntry;
use crate::atom::{self, boolean};
use crate::build::{self, list_to_vec};
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Exception, Trap};
use crate::order::{compare, compare_exact, eq, exact_eq};
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

fn length(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
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

fn hd(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_cons() {
        Ok(a[0].head())
    } else {
        Err(badarg())
    }
}

fn tl(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_cons() {
        Ok(a[0].tail())
    } else {
        Err(badarg())
    }
}

/// `A ++ B`: copies `A` (which must be a proper list) and ends it with `B` (any term).
fn append(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
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
fn subtract(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
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

/// `lists:sort/1` natively, with the same result as Erlang/OTP's merge sort for every input:
/// terms that compare equal but differ (`1` and `1.0`) come out in the order OTP's algorithm
/// leaves them, which is not always their input order (see [`otp_sort`]).
fn sort_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let v = otp_sort(sort_input(a[0])?);
    Ok(build::list(&mut p.heap, &v))
}

/// `lists:usort/1`: sorted, keeping the first (in input order) of the elements that compare
/// equal, as OTP documents and does. That result does not depend on how the merges go, so a
/// stable sort followed by a pass that drops later equals gives it.
fn usort_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut v = sort_input(a[0])?;
    v.sort_by(|x, y| order(*x, *y));
    v.dedup_by(|later, first| eq(*first, *later));
    Ok(build::list(&mut p.heap, &v))
}

/// The term order, with the common cases of two small integers or two floats first.
#[inline]
fn order(a: Term, b: Term) -> Ordering {
    if a.is_small() && b.is_small() {
        a.small_val().cmp(&b.small_val())
    } else if a.is_float() && b.is_float() {
        a.float_val()
            .partial_cmp(&b.float_val())
            .unwrap_or(Ordering::Equal)
    } else {
        compare(a, b)
    }
}

/// `a =< b`
#[inline]
fn le(a: Term, b: Term) -> bool {
    order(a, b) != Ordering::Greater
}

/// A run of the sort: `len` terms of a buffer from `start`. As a list (head first) it is the
/// buffer's terms in order, or in reverse order when `rev`.
#[derive(Clone, Copy)]
struct Run {
    start: usize,
    len: usize,
    rev: bool,
}

/// A reader of a run from its head.
struct Cursor {
    pos: usize,
    left: usize,
    rev: bool,
}

impl Cursor {
    fn new(r: Run) -> Cursor {
        let pos = if r.rev { r.start + r.len - 1 } else { r.start };
        Cursor {
            pos,
            left: r.len,
            rev: r.rev,
        }
    }

    #[inline]
    fn head(&self, buf: &[Term]) -> Term {
        buf[self.pos]
    }

    /// Move past the head; false when the run is used up.
    #[inline]
    fn advance(&mut self) -> bool {
        self.left -= 1;
        if self.left > 0 {
            if self.rev {
                self.pos -= 1;
            } else {
                self.pos += 1;
            }
        }
        self.left > 0
    }

    /// Copy what is left to `out` from `*at`, head first.
    fn drain(&self, src: &[Term], out: &mut [Term], at: &mut usize) {
        for k in 0..self.left {
            out[*at] = if self.rev {
                src[self.pos - k]
            } else {
                src[self.pos + k]
            };
            *at += 1;
        }
    }
}

/// Erlang/OTP's `lists:sort/1`, step for step where a step decides the order of equal terms.
/// The result is returned in list order.
///
/// * Short lists (up to three terms) are answered directly.
/// * An initial stretch of equal terms is kept aside; the first two terms that differ decide
///   whether runs are collected ascending or descending.
/// * Runs are collected from the left: the run's two last (largest, when ascending) terms are
///   held, a term beyond them extends the run, a term between them goes between them, and a
///   term below a run of just those two goes below it. Any other term is held (`S`); the run
///   ends with the next term that does not fit, and that term and `S` start the next run.
/// * The runs, latest first, are merged three at a time (two at a level's end), alternating
///   between merging ascending lists into descending ones and descending into ascending; a
///   tie goes to the run earlier in that list.
///
/// Every run holds its terms in a buffer from where the run begins in the input, so the merge
/// of adjacent runs fills the same positions of a second buffer. Cost: O(n log n) comparisons,
/// the input vector, one scratch vector and the runs' bounds.
fn otp_sort(mut v: Vec<Term>) -> Vec<Term> {
    let n = v.len();
    if n < 2 {
        return v;
    }
    let (x, y) = (v[0], v[1]);
    if le(x, y) {
        if n == 2 {
            return v;
        }
        if n == 3 {
            let z = v[2];
            return if le(y, z) {
                v
            } else if le(x, z) {
                vec![x, z, y]
            } else {
                vec![z, x, y]
            };
        }
        // Equal terms at the start stay in input order below the first run's top pair.
        let mut i = 1;
        while order(v[i - 1], v[i]) == Ordering::Equal {
            if i + 1 == n {
                return v;
            }
            match order(v[i], v[i + 1]) {
                Ordering::Equal => i += 1,
                Ordering::Less => return split_runs(v, i, true),
                Ordering::Greater => return split_runs(v, i, false),
            }
        }
        split_runs(v, 0, true)
    } else {
        if n == 2 {
            v.swap(0, 1);
            return v;
        }
        if n == 3 {
            let z = v[2];
            return if le(x, z) {
                vec![y, x, z]
            } else if le(y, z) {
                vec![y, z, x]
            } else {
                vec![z, y, x]
            };
        }
        split_runs(v, 0, false)
    }
}

/// Cut `v` into runs, ascending or descending, and merge them. The terms before `first` (all
/// equal to `v[first]`) begin the first run, below the pair `v[first]`, `v[first + 1]`.
fn split_runs(mut v: Vec<Term>, first: usize, asc: bool) -> Vec<Term> {
    let n = v.len();
    // `before(a, b)`: `a` may stay before `b` in a run.
    let before = |a: Term, b: Term| if asc { le(a, b) } else { le(b, a) };
    // A run's terms are written to `v[run_start..w]` bottom first (the list is that reversed),
    // its top pair `x`, `y` and a held term are kept apart: `w` never passes the next unread
    // term `r`.
    let mut runs: Vec<Run> = Vec::new();
    let mut run_start = 0;
    let mut w = first;
    let (mut x, mut y) = (v[first], v[first + 1]);
    let mut held: Option<Term> = None;
    for r in first + 2..n {
        let z = v[r];
        if before(y, z) {
            v[w] = x;
            w += 1;
            x = y;
            y = z;
        } else if before(x, z) {
            v[w] = x;
            w += 1;
            x = z;
        } else if let Some(s) = held {
            v[w] = x;
            v[w + 1] = y;
            w += 2;
            runs.push(Run {
                start: run_start,
                len: w - run_start,
                rev: true,
            });
            run_start = w;
            // Ascending, an `S` equal to `Z` stays first; descending, it goes second.
            let s_first = if asc { le(s, z) } else { !le(s, z) };
            (x, y) = if s_first { (s, z) } else { (z, s) };
            held = None;
        } else if w == run_start {
            v[w] = z;
            w += 1;
        } else {
            held = Some(z);
        }
    }
    v[w] = x;
    v[w + 1] = y;
    w += 2;
    runs.push(Run {
        start: run_start,
        len: w - run_start,
        rev: true,
    });
    if let Some(s) = held {
        v[w] = s;
        runs.push(Run {
            start: w,
            len: 1,
            rev: false,
        });
    }
    runs.reverse();
    // Runs collected ascending are descending lists: the first level merges those.
    merge_levels(v, runs, !asc)
}

/// Merge `runs` (in list order, each a list ascending when `asc`) level by level as OTP's
/// `mergel`/`rmergel` do, and return the result in list order.
fn merge_levels(v: Vec<Term>, mut runs: Vec<Run>, mut asc: bool) -> Vec<Term> {
    let n = v.len();
    let mut src = v;
    let mut dst = vec![Term::NIL; n];
    loop {
        let mut acc: Vec<Run> = Vec::with_capacity(runs.len() / 3 + 1);
        let mut i = 0;
        let head = loop {
            match runs.len() - i {
                0 if acc.is_empty() => return Vec::new(),
                0 => break None,
                1 if acc.is_empty() && asc => return run_to_vec(src, runs[i]),
                1 => {
                    let r = runs[i];
                    dst[r.start..r.start + r.len].copy_from_slice(&src[r.start..r.start + r.len]);
                    break Some(Run { rev: !r.rev, ..r });
                }
                2 => break Some(merge_runs(&src, &mut dst, &runs[i..i + 2], asc)),
                _ => {
                    acc.push(merge_runs(&src, &mut dst, &runs[i..i + 3], asc));
                    i += 3;
                }
            }
        };
        runs.clear();
        runs.extend(head);
        runs.extend(acc.into_iter().rev());
        std::mem::swap(&mut src, &mut dst);
        asc = !asc;
    }
}

/// The run `r` of `buf` as a vector in list order.
fn run_to_vec(mut buf: Vec<Term>, r: Run) -> Vec<Term> {
    let slice = &mut buf[r.start..r.start + r.len];
    if r.rev {
        slice.reverse();
    }
    buf.copy_within(r.start..r.start + r.len, 0);
    buf.truncate(r.len);
    buf
}

/// Merge two or three adjacent runs of `src` into the same positions of `dst`: smallest first
/// when they are ascending lists, largest first otherwise, a tie going to the earlier run in
/// `rs`. The result is the reverse of the order taken, so it runs the other way.
fn merge_runs(src: &[Term], dst: &mut [Term], rs: &[Run], asc: bool) -> Run {
    let start = rs.iter().map(|r| r.start).min().unwrap_or(0);
    let len: usize = rs.iter().map(|r| r.len).sum();
    // `first(a, b)`: `a`, from an earlier run than `b`, is taken before it.
    let first = |a: Term, b: Term| if asc { le(a, b) } else { le(b, a) };
    let mut at = start;
    let mut cur = [Cursor::new(rs[0]), Cursor::new(rs[1])];
    if let Some(&r3) = rs.get(2) {
        let mut c3 = Cursor::new(r3);
        // Whether the first run's head goes before the second's, known until one of them moves.
        let mut one_first = first(cur[0].head(src), cur[1].head(src));
        loop {
            let (h1, h2, h3) = (cur[0].head(src), cur[1].head(src), c3.head(src));
            let k = if one_first {
                if first(h1, h3) {
                    0
                } else {
                    2
                }
            } else if first(h2, h3) {
                1
            } else {
                2
            };
            let live = if k == 2 {
                dst[at] = h3;
                c3.advance()
            } else {
                dst[at] = if k == 0 { h1 } else { h2 };
                cur[k].advance()
            };
            at += 1;
            if !live {
                if k == 0 {
                    cur[0] = std::mem::replace(&mut cur[1], c3);
                } else if k == 1 {
                    cur[1] = c3;
                }
                break;
            }
            if k != 2 {
                one_first = first(cur[0].head(src), cur[1].head(src));
            }
        }
    }
    let [mut c1, mut c2] = cur;
    loop {
        let (h1, h2) = (c1.head(src), c2.head(src));
        if first(h1, h2) {
            dst[at] = h1;
            at += 1;
            if !c1.advance() {
                c2.drain(src, dst, &mut at);
                break;
            }
        } else {
            dst[at] = h2;
            at += 1;
            if !c2.advance() {
                c1.drain(src, dst, &mut at);
                break;
            }
        }
    }
    debug_assert_eq!(at, start + len);
    Run {
        start,
        len,
        rev: true,
    }
}

/// The elements of a proper list; otherwise `function_clause`, as the Erlang version raises.
fn sort_input(l: Term) -> Result<Vec<Term>, Trap> {
    list_to_vec(l).ok_or_else(|| Trap::Raise(Exception::error(atom::FUNCTION_CLAUSE)))
}

/// `lists:reverse/1` is Erlang code in OTP: a list that matches none of its clauses
/// (`[]`, `[_]`, `[_, _ | _]`) raises `function_clause`; a later improper tail `badarg`.
fn reverse_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let l = a[0];
    let matches_clause = l.is_nil() || (l.is_cons() && (l.tail().is_nil() || l.tail().is_cons()));
    if !matches_clause {
        // The trace's top frame is `lists:reverse/1` with its argument, as in OTP.
        let args = build::list(&mut p.heap, &[l]);
        let mut e = Exception::error(atom::FUNCTION_CLAUSE);
        e.args = Some(build::tuple(
            &mut p.heap,
            &[atom::LISTS, atom::atom("reverse"), args],
        ));
        return Err(Trap::Raise(e));
    }
    reverse_onto(p, l, Term::NIL)
}

fn reverse_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    reverse_onto(p, a[0], a[1])
}

/// `lists:member/2` compares with `=:=`.
fn member(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
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

fn keyfind(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(keyfind_tuple(a[0], a[1], a[2])?.unwrap_or(atom::FALSE))
}

fn keymember(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Ok(boolean(keyfind_tuple(a[0], a[1], a[2])?.is_some()))
}

fn keysearch(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
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
        assert_eq!(length(&mut cx(), &mut p, &[l]).unwrap(), small(3));
        assert_eq!(length(&mut cx(), &mut p, &[Term::NIL]).unwrap(), small(0));
        let improper = build::list_with_tail(&mut p.heap, &[atom::OK], atom::TRUE);
        // length([a|b]) -> badarg; hd([]) -> badarg; tl([a|b]) -> b
        assert!(is_badarg(length(&mut cx(), &mut p, &[improper])));
        assert!(is_badarg(hd(&mut cx(), &mut p, &[Term::NIL])));
        assert_eq!(hd(&mut cx(), &mut p, &[l]).unwrap(), small(1));
        assert_eq!(tl(&mut cx(), &mut p, &[improper]).unwrap(), atom::TRUE);
    }

    #[test]
    fn append_cases() {
        let mut p = p();
        let l12 = ints(&mut p, &[1, 2]);
        let l3 = ints(&mut p, &[3]);
        let want = ints(&mut p, &[1, 2, 3]);
        assert!(exact_eq(
            append(&mut cx(), &mut p, &[l12, l3]).unwrap(),
            want
        ));
        // [1|2] ++ [3] -> badarg; [1,2] ++ 3 -> [1,2|3]; [] ++ 3 -> 3; a ++ [] -> badarg
        let improper = build::list_with_tail(&mut p.heap, &[small(1)], small(2));
        assert!(is_badarg(append(&mut cx(), &mut p, &[improper, l3])));
        let want = build::list_with_tail(&mut p.heap, &[small(1), small(2)], small(3));
        assert!(exact_eq(
            append(&mut cx(), &mut p, &[l12, small(3)]).unwrap(),
            want
        ));
        assert_eq!(
            append(&mut cx(), &mut p, &[Term::NIL, small(3)]).unwrap(),
            small(3)
        );
        assert!(is_badarg(append(&mut cx(), &mut p, &[atom::OK, Term::NIL])));
    }

    #[test]
    fn subtract_cases() {
        let mut p = p();
        // [1,2,1,3,1.0] -- [1,1.0,4] -> [2,1,3]
        let f = build::float(&mut p.heap, 1.0);
        let left = build::list(&mut p.heap, &[small(1), small(2), small(1), small(3), f]);
        let right = build::list(&mut p.heap, &[small(1), f, small(4)]);
        let want = ints(&mut p, &[2, 1, 3]);
        assert!(exact_eq(
            subtract(&mut cx(), &mut p, &[left, right]).unwrap(),
            want
        ));
        // [1|2] -- [], [1] -- [1|2], [1] -- a, [] -- a, [] -- [a|b] -> badarg
        let improper = build::list_with_tail(&mut p.heap, &[small(1)], small(2));
        let l1 = ints(&mut p, &[1]);
        assert!(is_badarg(subtract(
            &mut cx(),
            &mut p,
            &[improper, Term::NIL]
        )));
        assert!(is_badarg(subtract(&mut cx(), &mut p, &[l1, improper])));
        assert!(is_badarg(subtract(&mut cx(), &mut p, &[l1, atom::OK])));
        assert!(is_badarg(subtract(
            &mut cx(),
            &mut p,
            &[Term::NIL, atom::OK]
        )));
        assert!(is_badarg(subtract(
            &mut cx(),
            &mut p,
            &[Term::NIL, improper]
        )));
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
        let r = subtract(&mut cx(), &mut p, &[left, right]).unwrap();
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
        assert!(exact_eq(
            subtract(&mut cx(), &mut p, &[left, right]).unwrap(),
            want
        ));
    }

    /// A list of numbers: `(v, true)` is the float `v`.
    fn nums(p: &mut Process, v: &[(i64, bool)]) -> Term {
        let ts: Vec<Term> = v
            .iter()
            .map(|&(x, f)| {
                if f {
                    build::float(&mut p.heap, x as f64)
                } else {
                    small(x)
                }
            })
            .collect();
        build::list(&mut p.heap, &ts)
    }

    /// A list of numbers: the value, and whether it is a float.
    type Nums<'a> = &'a [(i64, bool)];

    #[test]
    fn sort_ties_as_otp() {
        let mut p = p();
        let (i, f) = (false, true);
        // Input and Erlang/OTP 25's lists:sort/1 of it.
        let cases: &[(Nums<'_>, Nums<'_>)] = &[
            // [3,2,1,1.0] -> [1.0,1,2,3]: a descending run reverses equal terms
            (
                &[(3, i), (2, i), (1, i), (1, f)],
                &[(1, f), (1, i), (2, i), (3, i)],
            ),
            // [1,1.0,2.0,2,0] -> [0,1,1.0,2.0,2]
            (
                &[(1, i), (1, f), (2, f), (2, i), (0, i)],
                &[(0, i), (1, i), (1, f), (2, f), (2, i)],
            ),
            // [5,4,3,10,10.0] -> [3,4,5,10,10.0]: the held term stays first
            (
                &[(5, i), (4, i), (3, i), (10, i), (10, f)],
                &[(3, i), (4, i), (5, i), (10, i), (10, f)],
            ),
            // [2,1,2.0] -> [1,2,2.0]; [1.0,1,1,1.0] unchanged
            (&[(2, i), (1, i), (2, f)], &[(1, i), (2, i), (2, f)]),
            (
                &[(1, f), (1, i), (1, i), (1, f)],
                &[(1, f), (1, i), (1, i), (1, f)],
            ),
            // [1,1.0,1,1.0,0] -> [0,1.0,1,1.0,1]: an equal start before a smaller term
            (
                &[(1, i), (1, f), (1, i), (1, f), (0, i)],
                &[(0, i), (1, f), (1, i), (1, f), (1, i)],
            ),
            // [1,1.0,0,2,2.0,1,0.0,3,1.0,2] -> [0.0,0,1.0,1,1.0,1,2,2,2.0,3]
            (
                &[
                    (1, i),
                    (1, f),
                    (0, i),
                    (2, i),
                    (2, f),
                    (1, i),
                    (0, f),
                    (3, i),
                    (1, f),
                    (2, i),
                ],
                &[
                    (0, f),
                    (0, i),
                    (1, f),
                    (1, i),
                    (1, f),
                    (1, i),
                    (2, i),
                    (2, i),
                    (2, f),
                    (3, i),
                ],
            ),
            // [3.0,3,2,2.0,1,1.0,0,0.0,5,5.0,4,4.0] -> [0.0,0,1.0,1,2.0,2,3,3.0,4.0,4,5,5.0]
            (
                &[
                    (3, f),
                    (3, i),
                    (2, i),
                    (2, f),
                    (1, i),
                    (1, f),
                    (0, i),
                    (0, f),
                    (5, i),
                    (5, f),
                    (4, i),
                    (4, f),
                ],
                &[
                    (0, f),
                    (0, i),
                    (1, f),
                    (1, i),
                    (2, f),
                    (2, i),
                    (3, i),
                    (3, f),
                    (4, f),
                    (4, i),
                    (5, i),
                    (5, f),
                ],
            ),
        ];
        for (input, want) in cases {
            let l = nums(&mut p, input);
            let want = nums(&mut p, want);
            assert!(
                exact_eq(sort_1(&mut cx(), &mut p, &[l]).unwrap(), want),
                "{input:?}"
            );
        }
        // usort keeps the first of equal terms: [2.0,1,2,1.0] -> [1,2.0]
        let l = nums(&mut p, &[(2, f), (1, i), (2, i), (1, f)]);
        let want = nums(&mut p, &[(1, i), (2, f)]);
        assert!(exact_eq(usort_1(&mut cx(), &mut p, &[l]).unwrap(), want));
    }

    #[test]
    fn sort_large() {
        let mut p = p();
        let n: i64 = 300_000;
        let shapes: Vec<Vec<i64>> = vec![
            (0..n).collect(),
            (0..n).rev().collect(),
            (0..n).map(|x| (x * 7919 + 13) % 100_003).collect(),
            (0..n).map(|x| (x * 7919 + 13) % 7).collect(),
            (0..n).map(|x| if x % 2 == 0 { x } else { n - x }).collect(),
        ];
        for v in shapes {
            let l = ints(&mut p, &v);
            let mut want = v.clone();
            want.sort();
            let want = ints(&mut p, &want);
            assert!(exact_eq(sort_1(&mut cx(), &mut p, &[l]).unwrap(), want));
        }
    }

    #[test]
    fn reverse_cases() {
        let mut p = p();
        let l = ints(&mut p, &[1, 2, 3]);
        let want = ints(&mut p, &[3, 2, 1]);
        assert!(exact_eq(reverse_1(&mut cx(), &mut p, &[l]).unwrap(), want));
        // lists:reverse([1|2]) -> function_clause; reverse([1,2|3]) -> badarg
        let improper = build::list_with_tail(&mut p.heap, &[small(1)], small(2));
        assert_eq!(
            reason(reverse_1(&mut cx(), &mut p, &[improper])),
            Some(atom::FUNCTION_CLAUSE)
        );
        let improper2 = build::list_with_tail(&mut p.heap, &[small(1), small(2)], small(3));
        assert!(is_badarg(reverse_1(&mut cx(), &mut p, &[improper2])));
        // reverse([1,2], a) -> [2,1|a]; reverse(a, []) -> badarg; reverse([], a) -> a
        let l12 = ints(&mut p, &[1, 2]);
        let want = build::list_with_tail(&mut p.heap, &[small(2), small(1)], atom::OK);
        assert!(exact_eq(
            reverse_2(&mut cx(), &mut p, &[l12, atom::OK]).unwrap(),
            want
        ));
        assert!(is_badarg(reverse_2(
            &mut cx(),
            &mut p,
            &[atom::OK, Term::NIL]
        )));
        assert_eq!(
            reverse_2(&mut cx(), &mut p, &[Term::NIL, atom::OK]).unwrap(),
            atom::OK
        );
    }

    #[test]
    fn long_lists() {
        let mut p = p();
        let n = 1_000_000;
        let v: Vec<i64> = (0..n).collect();
        let l = ints(&mut p, &v);
        assert_eq!(length(&mut cx(), &mut p, &[l]).unwrap(), small(n));
        let r = reverse_1(&mut cx(), &mut p, &[l]).unwrap();
        assert_eq!(r.head(), small(n - 1));
        let r2 = append(&mut cx(), &mut p, &[l, r]).unwrap();
        assert_eq!(length(&mut cx(), &mut p, &[r2]).unwrap(), small(2 * n));
        assert_eq!(
            member(&mut cx(), &mut p, &[small(n - 1), l]).unwrap(),
            atom::TRUE
        );
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
        assert!(is_badarg(member(&mut cx(), &mut p, &[a, bc])));
        assert_eq!(member(&mut cx(), &mut p, &[a, ac]).unwrap(), atom::TRUE);
        assert!(is_badarg(member(&mut cx(), &mut p, &[a, x])));
        let f = build::float(&mut p.heap, 1.0);
        let lf = build::list(&mut p.heap, &[f]);
        assert_eq!(
            member(&mut cx(), &mut p, &[small(1), lf]).unwrap(),
            atom::FALSE
        );
        // keyfind(1, 1, [{1.0,a}]) -> {1.0,a} (keyfind compares with ==)
        let t = build::tuple(&mut p.heap, &[f, a]);
        let l = build::list(&mut p.heap, &[t]);
        assert_eq!(
            keyfind(&mut cx(), &mut p, &[small(1), small(1), l]).unwrap(),
            t
        );
        // keyfind(1, 0, ...) and keyfind(1, a, []) -> badarg
        assert!(is_badarg(keyfind(
            &mut cx(),
            &mut p,
            &[small(1), small(0), l]
        )));
        assert!(is_badarg(keyfind(
            &mut cx(),
            &mut p,
            &[small(1), a, Term::NIL]
        )));
        // keyfind(1, 1, [{2,a}|x]) -> badarg; keyfind(1, 1, [{1,a}|x]) -> {1,a}
        let t2 = build::tuple(&mut p.heap, &[small(2), a]);
        let t1 = build::tuple(&mut p.heap, &[small(1), a]);
        let l2 = build::list_with_tail(&mut p.heap, &[t2], x);
        let l1 = build::list_with_tail(&mut p.heap, &[t1], x);
        assert!(is_badarg(keyfind(
            &mut cx(),
            &mut p,
            &[small(1), small(1), l2]
        )));
        assert_eq!(
            keyfind(&mut cx(), &mut p, &[small(1), small(1), l1]).unwrap(),
            t1
        );
        // keyfind(1, 2, [x, {1}, {a,1}]) -> {a,1}; keysearch -> {value,{a,1}}
        let one = build::tuple(&mut p.heap, &[small(1)]);
        let a1 = build::tuple(&mut p.heap, &[a, small(1)]);
        let l = build::list(&mut p.heap, &[x, one, a1]);
        assert_eq!(
            keyfind(&mut cx(), &mut p, &[small(1), small(2), l]).unwrap(),
            a1
        );
        let want = build::tuple(&mut p.heap, &[atom::atom("value"), a1]);
        assert!(exact_eq(
            keysearch(&mut cx(), &mut p, &[small(1), small(2), l]).unwrap(),
            want
        ));
        let empty = Term::NIL;
        assert_eq!(
            keysearch(&mut cx(), &mut p, &[small(1), small(2), empty]).unwrap(),
            atom::FALSE
        );
        assert_eq!(
            keymember(&mut cx(), &mut p, &[small(1), small(2), l]).unwrap(),
            atom::TRUE
        );
        assert!(is_badarg(keyfind(
            &mut cx(),
            &mut p,
            &[small(1), small(1), x]
        )));
    }
}
