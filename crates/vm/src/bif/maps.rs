//! Maps: a map is one object holding its keys and values sorted by key (exact term order),
//! `k1, v1, k2, v2, ...`. Lookups are binary searches; updates copy (maps are immutable).
//! BIFs of module `maps` that need no funs live here; `lib/maps.erl` builds the rest on them.

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Trap};
use crate::heap::Heap;
use crate::order::{compare_exact, exact_eq};
use crate::process::Process;
use crate::term::Term;
use std::cmp::Ordering;

/// The (key, value) pairs of a map, in key order.
pub fn pairs(m: Term) -> Vec<(Term, Term)> {
    let n = m.boxed_size() / 2;
    (0..n)
        .map(|i| (m.boxed_term(1 + 2 * i), m.boxed_term(2 + 2 * i)))
        .collect()
}

fn find(m: Term, k: Term) -> Option<Term> {
    let n = m.boxed_size() / 2;
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        match compare_exact(m.boxed_term(1 + 2 * mid), k) {
            Ordering::Less => lo = mid + 1,
            Ordering::Greater => hi = mid,
            Ordering::Equal => return Some(m.boxed_term(2 + 2 * mid)),
        }
    }
    None
}

/// A map from pairs already sorted by key with no duplicates.
pub fn from_sorted(heap: &mut Heap, kvs: &[(Term, Term)]) -> Term {
    crate::build::map_sorted(heap, kvs)
}

/// Sort pairs by key; for equal keys the later one wins.
fn normalise(mut kvs: Vec<(Term, Term)>) -> Vec<(Term, Term)> {
    kvs.reverse();
    kvs.sort_by(|a, b| compare_exact(a.0, b.0));
    kvs.dedup_by(|b, a| exact_eq(a.0, b.0));
    kvs
}

fn badmap(p: &mut Process, m: Term) -> Trap {
    error(build::tuple(&mut p.heap, &[atom::BADMAP, m]))
}

fn badkey(p: &mut Process, k: Term) -> Trap {
    error(build::tuple(&mut p.heap, &[atom::BADKEY, k]))
}

/// `#{K => V, ...}`: the argument is a list of `{K, V, Exact}`.
fn map_build(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let items = build::list_to_vec(a[0]).ok_or_else(badarg)?;
    let kvs: Vec<(Term, Term)> = items.iter().map(|t| (t.element(1), t.element(2))).collect();
    let kvs = normalise(kvs);
    Ok(from_sorted(&mut p.heap, &kvs))
}

/// `M#{K => V, K := V}`: `:=` keys must exist.
fn map_update(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let m = a[0];
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    let items = build::list_to_vec(a[1]).ok_or_else(badarg)?;
    let mut kvs = pairs(m);
    for t in items {
        let (k, v, exact) = (t.element(1), t.element(2), t.element(3) == atom::TRUE);
        if exact && find(m, k).is_none() && !kvs.iter().any(|(x, _)| exact_eq(*x, k)) {
            return Err(badkey(p, k));
        }
        kvs.push((k, v));
    }
    let kvs = normalise(kvs);
    Ok(from_sorted(&mut p.heap, &kvs))
}

fn get2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (k, m) = (a[0], a[1]);
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    find(m, k).ok_or_else(|| badkey(p, k))
}

fn get3(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (k, m, d) = (a[0], a[1], a[2]);
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    Ok(find(m, k).unwrap_or(d))
}

fn find2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (k, m) = (a[0], a[1]);
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    Ok(match find(m, k) {
        Some(v) => build::tuple(&mut p.heap, &[atom::OK, v]),
        None => atom::atom("error"),
    })
}

fn is_key(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[1].is_map() {
        return Err(badmap(p, a[1]));
    }
    Ok(atom::boolean(find(a[1], a[0]).is_some()))
}

fn put(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (k, v, m) = (a[0], a[1], a[2]);
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    let mut kvs = pairs(m);
    kvs.push((k, v));
    let kvs = normalise(kvs);
    Ok(from_sorted(&mut p.heap, &kvs))
}

fn update(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (k, m) = (a[0], a[2]);
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    if find(m, k).is_none() {
        return Err(badkey(p, k));
    }
    put(cx, p, a)
}

fn remove(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (k, m) = (a[0], a[1]);
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    let kvs: Vec<_> = pairs(m)
        .into_iter()
        .filter(|(x, _)| !exact_eq(*x, k))
        .collect();
    Ok(from_sorted(&mut p.heap, &kvs))
}

fn new(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(from_sorted(&mut p.heap, &[]))
}

fn size(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    Ok(Term::small((a[0].boxed_size() / 2) as i64))
}

fn keys(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    let ks: Vec<Term> = pairs(a[0]).into_iter().map(|(k, _)| k).collect();
    Ok(build::list(&mut p.heap, &ks))
}

fn values(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    let vs: Vec<Term> = pairs(a[0]).into_iter().map(|(_, v)| v).collect();
    Ok(build::list(&mut p.heap, &vs))
}

fn to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    let ts: Vec<Term> = pairs(a[0])
        .into_iter()
        .map(|(k, v)| build::tuple(&mut p.heap, &[k, v]))
        .collect();
    Ok(build::list(&mut p.heap, &ts))
}

fn from_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let items = build::list_to_vec(a[0]).ok_or_else(badarg)?;
    let mut kvs = Vec::with_capacity(items.len());
    for t in items {
        if !(t.is_tuple() && t.tuple_arity() == 2) {
            return Err(badarg());
        }
        kvs.push((t.element(1), t.element(2)));
    }
    let kvs = normalise(kvs);
    Ok(from_sorted(&mut p.heap, &kvs))
}

fn merge(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    for &m in a {
        if !m.is_map() {
            return Err(badmap(p, m));
        }
    }
    let mut kvs = pairs(a[0]);
    kvs.extend(pairs(a[1]));
    let kvs = normalise(kvs);
    Ok(from_sorted(&mut p.heap, &kvs))
}

fn map_size(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    size(cx, p, a)
}

fn is_map_key(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    is_key(cx, p, a)
}

fn map_get(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    get2(cx, p, a)
}

pub const BIFS: &[BifEntry] = &[
    ("triheap", "map_build", 1, map_build),
    ("triheap", "map_update", 2, map_update),
    ("erlang", "map_size", 1, map_size),
    ("erlang", "is_map_key", 2, is_map_key),
    ("erlang", "map_get", 2, map_get),
    ("maps", "get", 2, get2),
    ("maps", "get", 3, get3),
    ("maps", "find", 2, find2),
    ("maps", "is_key", 2, is_key),
    ("maps", "put", 3, put),
    ("maps", "update", 3, update),
    ("maps", "remove", 2, remove),
    ("maps", "new", 0, new),
    ("maps", "size", 1, size),
    ("maps", "keys", 1, keys),
    ("maps", "values", 1, values),
    ("maps", "to_list", 1, to_list),
    ("maps", "from_list", 1, from_list),
    ("maps", "merge", 2, merge),
];
