//! Maps: the BIFs of module `maps` that need no funs, and the map constructors the compiled
//! code calls; `lib/maps.erl` builds the rest on them. The maps themselves (flat up to 32
//! keys, a hash trie above) are `crate::map`'s.

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Trap};
use crate::heap::Heap;
use crate::map;
use crate::process::Process;
use crate::term::Term;

/// The (key, value) pairs of a map, in `maps:to_list/1`'s order.
pub fn pairs(m: Term) -> Vec<(Term, Term)> {
    map::to_vec(m)
}

fn find(m: Term, k: Term) -> Option<Term> {
    map::get(m, k)
}

/// A map from pairs already sorted by key with no duplicates.
pub fn from_sorted(heap: &mut Heap, kvs: &[(Term, Term)]) -> Term {
    map::from_sorted(heap, kvs)
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
    Ok(map::from_pairs(&mut p.heap, kvs))
}

/// `M#{K => V, K := V}`: `:=` keys must exist.
fn map_update(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let m = a[0];
    if !m.is_map() {
        return Err(badmap(p, m));
    }
    let items = build::list_to_vec(a[1]).ok_or_else(badarg)?;
    // A `:=` key must be in the map or set earlier in the same update.
    let mut acc = m;
    for t in items {
        let (k, v, exact) = (t.element(1), t.element(2), t.element(3) == atom::TRUE);
        if exact && find(acc, k).is_none() {
            return Err(badkey(p, k));
        }
        acc = map::put(&mut p.heap, acc, k, v);
    }
    Ok(acc)
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
    Ok(map::put(&mut p.heap, m, k, v))
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
    Ok(map::remove(&mut p.heap, m, k))
}

fn new(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(from_sorted(&mut p.heap, &[]))
}

fn size(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    Ok(Term::small(map::size(a[0]) as i64))
}

fn keys(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    let mut ks = Vec::with_capacity(map::size(a[0]));
    map::each(a[0], |k, _| ks.push(k));
    Ok(build::list(&mut p.heap, &ks))
}

fn values(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    let mut vs = Vec::with_capacity(map::size(a[0]));
    map::each(a[0], |_, v| vs.push(v));
    Ok(build::list(&mut p.heap, &vs))
}

fn to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    Ok(pair_list(&mut p.heap, &pairs(a[0])))
}

/// A list of `{K, V}` tuples.
fn pair_list(heap: &mut Heap, kvs: &[(Term, Term)]) -> Term {
    let ts: Vec<Term> = kvs
        .iter()
        .map(|&(k, v)| build::tuple(heap, &[k, v]))
        .collect();
    build::list(heap, &ts)
}

/// `triheap:map_iter_list(M)`: the `{K, V}` pairs of `M` in the order of its iterators
/// (`maps:fold/3`, `maps:next/1`, printing), which for a map of more than 32 keys is the
/// reverse of `maps:to_list/1`'s.
fn map_iter_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_map() {
        return Err(badmap(p, a[0]));
    }
    Ok(pair_list(&mut p.heap, &map::iter_vec(a[0])))
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
    Ok(map::from_pairs(&mut p.heap, kvs))
}

fn merge(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    for &m in a {
        if !m.is_map() {
            return Err(badmap(p, m));
        }
    }
    let (m1, m2) = (a[0], a[1]);
    let (n1, n2) = (map::size(m1), map::size(m2));
    if n1 + n2 <= map::FLAT_MAX || (n1 <= map::FLAT_MAX && n2 <= map::FLAT_MAX) {
        let mut kvs = map::to_vec(m1);
        kvs.extend(map::to_vec(m2));
        return Ok(map::from_pairs(&mut p.heap, kvs));
    }
    // Into the larger map, the other's pairs one by one: those of `m2` win.
    let mut acc;
    if n2 >= n1 {
        acc = m2;
        map::each(m1, |k, v| {
            if map::get(m2, k).is_none() {
                acc = map::put(&mut p.heap, acc, k, v);
            }
        });
    } else {
        acc = m1;
        map::each(m2, |k, v| acc = map::put(&mut p.heap, acc, k, v));
    }
    Ok(acc)
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
    ("triheap", "map_iter_list", 1, map_iter_list),
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
