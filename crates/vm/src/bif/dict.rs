//! BIFs: the process dictionary.
//!
//! Keys are compared with `=:=`. The pairs in `Process::dict` are kept sorted by key in the
//! exact term order, so a lookup is a binary search, and `get/0`, `get_keys/0` and `erase/0`
//! list the pairs in that order. (OTP lists them in the order of its hash table, which
//! programs cannot rely on.)

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::BifResult;
use crate::order::{compare_exact, exact_eq};
use crate::process::Process;
use crate::term::Term;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "put", 2, put),
    ("erlang", "get", 1, get_1),
    ("erlang", "get", 0, get_0),
    ("erlang", "get_keys", 0, get_keys_0),
    ("erlang", "get_keys", 1, get_keys_1),
    ("erlang", "erase", 0, erase_0),
    ("erlang", "erase", 1, erase_1),
];

/// Where `key` is in the dictionary (Ok) or would be inserted (Err).
fn find(p: &Process, key: Term) -> Result<usize, usize> {
    p.dict.binary_search_by(|&(k, _)| compare_exact(k, key))
}

/// `put(Key, Value)`: the previous value, or `undefined`.
fn put(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (key, value) = (a[0], a[1]);
    match find(p, key) {
        Ok(i) => Ok(std::mem::replace(&mut p.dict[i].1, value)),
        Err(i) => {
            p.dict.insert(i, (key, value));
            Ok(atom::UNDEFINED)
        }
    }
}

fn get_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(find(p, a[0]).map_or(atom::UNDEFINED, |i| p.dict[i].1))
}

/// All `{Key, Value}` pairs.
fn pairs(p: &mut Process) -> Term {
    let tuples: Vec<Term> = p
        .dict
        .clone()
        .into_iter()
        .map(|(k, v)| build::tuple(&mut p.heap, &[k, v]))
        .collect();
    build::list(&mut p.heap, &tuples)
}

fn get_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(pairs(p))
}

fn get_keys_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let keys: Vec<Term> = p.dict.iter().map(|&(k, _)| k).collect();
    Ok(build::list(&mut p.heap, &keys))
}

/// The keys whose value is `=:=` to the argument.
fn get_keys_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let keys: Vec<Term> = p
        .dict
        .iter()
        .filter(|&&(_, v)| exact_eq(v, a[0]))
        .map(|&(k, _)| k)
        .collect();
    Ok(build::list(&mut p.heap, &keys))
}

fn erase_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let all = pairs(p);
    p.dict.clear();
    Ok(all)
}

fn erase_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(match find(p, a[0]) {
        Ok(i) => p.dict.remove(i).1,
        Err(_) => atom::UNDEFINED,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::*;

    fn len(t: Term) -> usize {
        build::list_to_vec(t).unwrap().len()
    }

    #[test]
    fn put_get_erase() {
        let mut p = p();
        let (a, b, d) = (atom::atom("a"), atom::atom("b"), atom::atom("d"));
        let k = build::tuple(&mut p.heap, &[atom::atom("k")]);
        let k2 = build::tuple(&mut p.heap, &[atom::atom("k")]);
        assert_eq!(
            put(&mut cx(), &mut p, &[a, Term::small(1)]).unwrap(),
            atom::UNDEFINED
        );
        put(&mut cx(), &mut p, &[b, Term::small(2)]).unwrap();
        put(&mut cx(), &mut p, &[Term::small(1), atom::atom("x")]).unwrap();
        put(&mut cx(), &mut p, &[k, atom::atom("y")]).unwrap();
        // An equal key built separately finds the entry.
        assert_eq!(get_1(&mut cx(), &mut p, &[k2]).unwrap(), atom::atom("y"));
        assert_eq!(len(get_0(&mut cx(), &mut p, &[]).unwrap()), 4);
        assert_eq!(len(get_keys_0(&mut cx(), &mut p, &[]).unwrap()), 4);
        // get_keys(1) -> [a]; after put(d, 1) -> [a,d]
        let r = get_keys_1(&mut cx(), &mut p, &[Term::small(1)]).unwrap();
        assert_eq!(build::list_to_vec(r).unwrap(), [a]);
        put(&mut cx(), &mut p, &[d, Term::small(1)]).unwrap();
        let r = get_keys_1(&mut cx(), &mut p, &[Term::small(1)]).unwrap();
        assert_eq!(build::list_to_vec(r).unwrap(), [a, d]);
        // put(a, 5) -> 1; get(a) -> 5; get(zz) -> undefined; erase(a) -> 5, then undefined
        assert_eq!(
            put(&mut cx(), &mut p, &[a, Term::small(5)]).unwrap(),
            Term::small(1)
        );
        assert_eq!(get_1(&mut cx(), &mut p, &[a]).unwrap(), Term::small(5));
        assert_eq!(
            get_1(&mut cx(), &mut p, &[atom::atom("zz")]).unwrap(),
            atom::UNDEFINED
        );
        assert_eq!(erase_1(&mut cx(), &mut p, &[a]).unwrap(), Term::small(5));
        assert_eq!(erase_1(&mut cx(), &mut p, &[a]).unwrap(), atom::UNDEFINED);
        // 1 and 1.0 are different keys: get(1) -> x, get(1.0) -> f
        let f = build::float(&mut p.heap, 1.0);
        put(&mut cx(), &mut p, &[f, atom::atom("f")]).unwrap();
        assert_eq!(
            get_1(&mut cx(), &mut p, &[Term::small(1)]).unwrap(),
            atom::atom("x")
        );
        assert_eq!(get_1(&mut cx(), &mut p, &[f]).unwrap(), atom::atom("f"));
        // get_keys(1.0) finds only values =:= 1.0
        put(&mut cx(), &mut p, &[atom::atom("y"), f]).unwrap();
        let r = get_keys_1(&mut cx(), &mut p, &[f]).unwrap();
        assert_eq!(build::list_to_vec(r).unwrap(), [atom::atom("y")]);
        let all = erase_0(&mut cx(), &mut p, &[]).unwrap();
        let first = build::list_to_vec(all).unwrap()[0];
        assert!(first.is_tuple() && first.tuple_arity() == 2);
        assert_eq!(len(all), 6);
        assert_eq!(get_0(&mut cx(), &mut p, &[]).unwrap(), Term::NIL);
    }

    #[test]
    fn many_keys() {
        let mut p = p();
        // Ascending keys append; descending ones insert at the front (a memmove each).
        let n = 100_000;
        for i in 0..n {
            put(&mut cx(), &mut p, &[Term::small(i), Term::small(i * 2)]).unwrap();
        }
        for i in (-20_000..0).rev() {
            put(&mut cx(), &mut p, &[Term::small(i), Term::small(i * 2)]).unwrap();
        }
        for i in -20_000..n {
            assert_eq!(
                get_1(&mut cx(), &mut p, &[Term::small(i)]).unwrap(),
                Term::small(i * 2)
            );
        }
        assert_eq!(len(get_keys_0(&mut cx(), &mut p, &[]).unwrap()), 120_000);
    }
}
