//! BIFs: ETS tables, native and outside every process heap.
//!
//! A table keeps each object as a self-contained copy in a block of its own (a
//! [`Message`]), so tables survive collections and the death of any process but the owner;
//! a lookup copies objects back into the caller's heap. `set`, `bag` and `duplicate_bag`
//! tables are hash tables that compare keys with `=:=` and keep Erlang/OTP's order
//! (`hash.rs`, with the key hash in `key_hash.rs`); an `ordered_set` is a B-tree whose keys
//! compare with `==`, as in Erlang/OTP (`ordered.rs`).
//!
//! Tables live in the runtime context (`Ctx::ets`); [`Tables::owner_died`] deletes a dead
//! owner's tables. Heirs, `give_away` and `safe_fixtable` are not implemented.

mod hash;
mod key_hash;
mod matchspec;
mod ordered;

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult};
use crate::order::compare;
use crate::pid_map::PidMap;
use crate::process::{Message, Process};
use crate::term::Term;
use hash::{Dup, HashStore};
use ordered::OrderedStore;
use std::cmp::Ordering;

pub const BIFS: &[BifEntry] = &[
    ("ets", "new", 2, new),
    ("ets", "insert", 2, insert),
    ("ets", "insert_new", 2, insert_new),
    ("ets", "lookup", 2, lookup),
    ("ets", "lookup_element", 3, lookup_element),
    ("ets", "member", 2, member),
    ("ets", "take", 2, take),
    ("ets", "delete", 1, delete_1),
    ("ets", "delete", 2, delete_2),
    ("ets", "delete_object", 2, delete_object),
    ("ets", "delete_all_objects", 1, delete_all_objects),
    ("ets", "tab2list", 1, tab2list),
    ("ets", "first", 1, first),
    ("ets", "last", 1, last),
    ("ets", "next", 2, next),
    ("ets", "prev", 2, prev),
    ("ets", "update_counter", 3, update_counter_3),
    ("ets", "update_counter", 4, update_counter_4),
    ("ets", "update_element", 3, update_element),
    ("ets", "info", 1, info_1),
    ("ets", "info", 2, info_2),
    ("ets", "whereis", 1, whereis),
    ("ets", "all", 0, all),
    ("ets", "match", 2, matchspec::match_2),
    ("ets", "match_object", 2, matchspec::match_object),
    ("ets", "match_delete", 2, matchspec::match_delete),
    ("ets", "select", 2, matchspec::select),
    ("ets", "select_count", 2, matchspec::select_count),
    ("ets", "select_delete", 2, matchspec::select_delete),
    ("ets", "select_replace", 2, matchspec::select_replace),
    ("triheap", "ets_key_order", 1, key_order),
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Type {
    Set,
    OrderedSet,
    Bag,
    DuplicateBag,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    Public,
    Protected,
    Private,
}

struct Table {
    name: Term,
    named: bool,
    ty: Type,
    access: Access,
    /// 1-based position of the key in each object.
    keypos: usize,
    owner: Term,
    store: Store,
}

/// The objects: a hash table for `set`, `bag` and `duplicate_bag` (in Erlang/OTP's order),
/// a tree in key order for `ordered_set`.
enum Store {
    Hash(HashStore),
    Ordered(OrderedStore),
}

impl Table {
    fn dup(&self) -> Dup {
        match self.ty {
            Type::Bag => Dup::Distinct,
            Type::DuplicateBag => Dup::Keep,
            Type::Set | Type::OrderedSet => Dup::Replace,
        }
    }

    fn size(&self) -> usize {
        match &self.store {
            Store::Hash(h) => h.len(),
            Store::Ordered(o) => o.len(),
        }
    }

    /// The objects of `key`, oldest first (terms of the table).
    fn get(&self, key: Term) -> Option<Vec<Term>> {
        match &self.store {
            Store::Hash(h) => h.get(key),
            Store::Ordered(o) => o.get(key).map(|t| vec![t]),
        }
    }

    fn contains(&self, key: Term) -> bool {
        match &self.store {
            Store::Hash(h) => h.contains(key),
            Store::Ordered(o) => o.contains(key),
        }
    }

    /// Store a copy of the tuple `obj` (already checked).
    fn put(&mut self, obj: Term) {
        let dup = self.dup();
        match &mut self.store {
            Store::Hash(h) => {
                h.insert(obj, dup);
            }
            Store::Ordered(o) => o.insert(obj),
        }
    }

    /// Store copies of the objects of one `insert`: a bag takes a list from its end, as
    /// Erlang/OTP does (its objects of one key then list in the list's order).
    fn put_all(&mut self, objs: Vec<Term>) {
        if self.ty == Type::Bag {
            objs.into_iter().rev().for_each(|o| self.put(o));
        } else {
            objs.into_iter().for_each(|o| self.put(o));
        }
    }

    /// Remove the objects of `key`, oldest first.
    fn remove_key(&mut self, key: Term) -> Vec<Message> {
        match &mut self.store {
            Store::Hash(h) => h.remove_key(key),
            Store::Ordered(o) => o.remove_key(key).into_iter().collect(),
        }
    }

    /// Remove the objects equal to the tuple `obj` (already checked).
    fn remove_object(&mut self, obj: Term) {
        match &mut self.store {
            Store::Hash(h) => {
                h.remove_object(obj);
            }
            Store::Ordered(o) => o.remove_object(obj),
        }
    }

    /// Keep the objects `keep` accepts; how many were removed.
    fn retain(&mut self, keep: impl FnMut(Term) -> bool) -> usize {
        match &mut self.store {
            Store::Hash(h) => h.retain(keep),
            Store::Ordered(o) => o.retain(keep),
        }
    }

    fn clear(&mut self) {
        match &mut self.store {
            Store::Hash(h) => h.clear(),
            Store::Ordered(o) => o.clear(),
        }
    }

    /// Every object, in the order of `tab2list`, `match` and `select`.
    fn objects(&self) -> Vec<Term> {
        match &self.store {
            Store::Hash(h) => h.select_order(),
            Store::Ordered(o) => o.objects(),
        }
    }

    /// Every object, in the order `first`/`next` visit them (`ets:foldl`).
    fn objects_by_key(&self) -> Vec<Term> {
        match &self.store {
            Store::Hash(h) => h.key_order(),
            Store::Ordered(o) => o.objects(),
        }
    }

    fn first(&self) -> Option<Term> {
        match &self.store {
            Store::Hash(h) => h.first(),
            Store::Ordered(o) => o.first(),
        }
    }

    fn last(&self) -> Option<Term> {
        match &self.store {
            Store::Hash(h) => h.first(),
            Store::Ordered(o) => o.last(),
        }
    }

    /// The key after (`forward`) or before `key`. An `ordered_set` accepts any key; the
    /// other types require a key of the table, as Erlang/OTP does for a table that is not
    /// fixed, and go the same way both ways.
    fn step(&self, key: Term, forward: bool) -> Result<Option<Term>, crate::exception::Trap> {
        match &self.store {
            Store::Hash(h) => h.next(key).map_err(|()| badarg()),
            Store::Ordered(o) => Ok(o.step(key, forward)),
        }
    }
}

/// The runtime's ETS tables (part of the runtime context, `Ctx::ets`).
#[derive(Default)]
pub struct Tables {
    by_id: PidMap<Table>,
    by_name: PidMap<u64>,
}

impl Tables {
    /// Delete the tables owned by the process with this pid index (called when it dies).
    pub fn owner_died(&mut self, pid_index: u64) {
        let dead: Vec<u64> = self
            .by_id
            .iter()
            .filter(|(_, tab)| tab.owner.pid_index() == pid_index)
            .map(|(&id, _)| id)
            .collect();
        for id in dead {
            self.delete(id);
        }
    }

    fn delete(&mut self, id: u64) {
        if let Some(tab) = self.by_id.remove(&id) {
            if tab.named {
                self.by_name.remove(&(tab.name.atom_index() as u64));
            }
        }
    }
}

/// The id of the table `tab` names (an atom of a named table, or a table reference).
fn table_id(t: &Tables, tab: Term) -> Option<u64> {
    table_key(t, tab).filter(|id| t.by_id.contains_key(id))
}

/// The id `tab` names, if it is a table's name or a table reference (the table may be
/// gone).
fn table_key(t: &Tables, tab: Term) -> Option<u64> {
    if tab.is_atom() {
        t.by_name.get(&(tab.atom_index() as u64)).copied()
    } else if tab.is_ref() {
        Some(tab.boxed_word(1))
    } else {
        None
    }
}

/// Run `f` on table `tab` if the calling process may read it (`write`: change it).
fn with_table<R>(
    t: &mut Tables,
    p: &Process,
    tab: Term,
    write: bool,
    f: impl FnOnce(&mut Table) -> Result<R, crate::exception::Trap>,
) -> Result<R, crate::exception::Trap> {
    let id = table_key(t, tab).ok_or_else(badarg)?;
    let table = t.by_id.get_mut(&id).ok_or_else(badarg)?;
    let owner = table.owner == p.pid;
    let allowed = match table.access {
        Access::Public => true,
        Access::Protected => owner || !write,
        Access::Private => owner,
    };
    if !allowed {
        return Err(badarg());
    }
    f(table)
}

/// A copy of a table term in the caller's heap. Table terms live in the table's own blocks:
/// a BIF may read them out of its table access and copy them here, as long as it does not
/// change the table in between.
fn out(p: &mut Process, t: Term) -> Term {
    crate::copy::copy_to_heap(t, &mut p.heap)
}

fn out_list(p: &mut Process, msgs: &[Message]) -> Term {
    let terms: Vec<Term> = msgs.iter().map(|m| out(p, m.term)).collect();
    build::list(&mut p.heap, &terms)
}

fn table_term(p: &mut Process, id: u64, t: &Table) -> Term {
    if t.named {
        t.name
    } else {
        build::reference(&mut p.heap, id)
    }
}

fn new(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let name = a[0];
    if !name.is_atom() {
        return Err(badarg());
    }
    let opts = build::list_to_vec(a[1]).ok_or_else(badarg)?;
    let mut ty = Type::Set;
    let mut access = Access::Protected;
    let mut named = false;
    let mut keypos = 1;
    for o in opts {
        if o.is_atom() {
            match atom::name(o) {
                "set" => ty = Type::Set,
                "ordered_set" => ty = Type::OrderedSet,
                "bag" => ty = Type::Bag,
                "duplicate_bag" => ty = Type::DuplicateBag,
                "public" => access = Access::Public,
                "protected" => access = Access::Protected,
                "private" => access = Access::Private,
                "named_table" => named = true,
                "compressed" => {}
                _ => return Err(badarg()),
            }
        } else if o.is_tuple() && o.tuple_arity() == 2 && o.element(1).is_atom() {
            match atom::name(o.element(1)) {
                "keypos" => {
                    let k = o.element(2);
                    if !k.is_small() || k.small_val() < 1 {
                        return Err(badarg());
                    }
                    keypos = k.small_val() as usize;
                }
                "read_concurrency" | "write_concurrency" | "decentralized_counters" | "heir" => {}
                _ => return Err(badarg()),
            }
        } else if o.is_tuple() && o.tuple_arity() == 3 && o.element(1) == atom::atom("heir") {
        } else {
            return Err(badarg());
        }
    }
    let id = super::misc::new_ref_id();
    let table = Table {
        name,
        named,
        ty,
        access,
        keypos,
        owner: p.pid,
        store: if ty == Type::OrderedSet {
            Store::Ordered(OrderedStore::new(keypos))
        } else {
            Store::Hash(HashStore::new(keypos))
        },
    };
    let t = &mut cx.ets;
    if named {
        if t.by_name.contains_key(&(name.atom_index() as u64)) {
            return Err(badarg());
        }
        t.by_name.insert(name.atom_index() as u64, id);
    }
    t.by_id.insert(id, table);
    Ok(if named {
        name
    } else {
        build::reference(&mut p.heap, id)
    })
}

/// The objects an `insert` argument names: a tuple or a list of tuples, each with the key.
fn objects_of(arg: Term, keypos: usize) -> Option<Vec<Term>> {
    let objs = if arg.is_tuple() {
        vec![arg]
    } else {
        build::list_to_vec(arg)?
    };
    objs.iter()
        .all(|o| o.is_tuple() && o.tuple_arity() >= keypos)
        .then_some(objs)
}

fn insert(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    with_table(&mut cx.ets, p, a[0], true, |t| {
        let objs = objects_of(a[1], t.keypos).ok_or_else(badarg)?;
        t.put_all(objs);
        Ok(atom::TRUE)
    })
}

fn insert_new(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    with_table(&mut cx.ets, p, a[0], true, |t| {
        let objs = objects_of(a[1], t.keypos).ok_or_else(badarg)?;
        if objs.iter().any(|o| t.contains(o.element(t.keypos))) {
            return Ok(atom::FALSE);
        }
        t.put_all(objs);
        Ok(atom::TRUE)
    })
}

fn lookup(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let found = with_table(&mut cx.ets, p, a[0], false, |t| Ok(t.get(a[1])))?;
    let terms: Vec<Term> = found
        .unwrap_or_default()
        .into_iter()
        .map(|t| out(p, t))
        .collect();
    Ok(build::list(&mut p.heap, &terms))
}

fn lookup_element(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let pos = a[2];
    if !pos.is_small() || pos.small_val() < 1 {
        return Err(badarg());
    }
    let pos = pos.small_val() as usize;
    let (elems, single) = with_table(&mut cx.ets, p, a[0], false, |t| {
        let objs = t.get(a[1]).ok_or_else(badarg)?;
        let mut elems = Vec::new();
        for o in objs {
            if o.tuple_arity() < pos {
                return Err(badarg());
            }
            elems.push(o.element(pos));
        }
        Ok((elems, matches!(t.ty, Type::Set | Type::OrderedSet)))
    })?;
    let terms: Vec<Term> = elems.into_iter().map(|t| out(p, t)).collect();
    Ok(if single {
        terms[0]
    } else {
        build::list(&mut p.heap, &terms)
    })
}

fn member(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    with_table(&mut cx.ets, p, a[0], false, |t| {
        Ok(atom::boolean(t.contains(a[1])))
    })
}

fn take(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let objs = with_table(&mut cx.ets, p, a[0], true, |t| Ok(t.remove_key(a[1])))?;
    Ok(out_list(p, &objs))
}

fn delete_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    with_table(&mut cx.ets, p, a[0], true, |_| Ok(()))?;
    if let Some(id) = table_id(&cx.ets, a[0]) {
        cx.ets.delete(id);
    }
    Ok(atom::TRUE)
}

fn delete_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    with_table(&mut cx.ets, p, a[0], true, |t| {
        t.remove_key(a[1]);
        Ok(atom::TRUE)
    })
}

fn delete_object(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let obj = a[1];
    with_table(&mut cx.ets, p, a[0], true, |t| {
        if !obj.is_tuple() || obj.tuple_arity() < t.keypos {
            return Err(badarg());
        }
        t.remove_object(obj);
        Ok(atom::TRUE)
    })
}

fn delete_all_objects(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    with_table(&mut cx.ets, p, a[0], true, |t| {
        t.clear();
        Ok(atom::TRUE)
    })
}

fn tab2list(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let all = with_table(&mut cx.ets, p, a[0], false, |t| Ok(t.objects()))?;
    let terms: Vec<Term> = all.into_iter().map(|t| out(p, t)).collect();
    Ok(build::list(&mut p.heap, &terms))
}

/// `triheap:ets_key_order/1`, for `ets:foldl/3`: the objects in the order `first`/`next`
/// and a lookup of each key visit them.
fn key_order(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let all = with_table(&mut cx.ets, p, a[0], false, |t| Ok(t.objects_by_key()))?;
    let terms: Vec<Term> = all.into_iter().map(|t| out(p, t)).collect();
    Ok(build::list(&mut p.heap, &terms))
}

/// A key of the table (copied out), or `'$end_of_table'`.
fn key_out(p: &mut Process, k: Option<Term>) -> Term {
    match k {
        Some(t) => out(p, t),
        None => atom::atom("$end_of_table"),
    }
}

fn first(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let k = with_table(&mut cx.ets, p, a[0], false, |t| Ok(t.first()))?;
    Ok(key_out(p, k))
}

fn last(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let k = with_table(&mut cx.ets, p, a[0], false, |t| Ok(t.last()))?;
    Ok(key_out(p, k))
}

fn step(cx: &mut Ctx, p: &mut Process, a: &[Term], forward: bool) -> BifResult {
    let k = with_table(&mut cx.ets, p, a[0], false, |t| t.step(a[1], forward))?;
    Ok(key_out(p, k))
}

fn next(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    step(cx, p, a, true)
}

fn prev(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    step(cx, p, a, false)
}

/// One `update_counter` operation: position (0-based), increment, optional threshold and
/// value to set when it is passed.
type CounterOp = (usize, Term, Option<(Term, Term)>);

/// `key` is the key's 0-based position; a bare increment updates the element after it.
fn counter_op(op: Term, key: usize) -> Option<CounterOp> {
    if op.is_integer() {
        return Some((key + 1, op, None));
    }
    if !op.is_tuple() {
        return None;
    }
    let e = op.tuple_elems();
    let pos = e[0];
    if !pos.is_small() || pos.small_val() < 1 || !e[1].is_integer() {
        return None;
    }
    let pos = pos.small_val() as usize - 1;
    match e.len() {
        2 => Some((pos, e[1], None)),
        4 if e[2].is_integer() && e[3].is_integer() => Some((pos, e[1], Some((e[2], e[3])))),
        _ => None,
    }
}

fn update_counter(
    cx: &mut Ctx,
    p: &mut Process,
    tab: Term,
    key: Term,
    ops: Term,
    default: Option<Term>,
) -> BifResult {
    let (keypos, current) = with_table(&mut cx.ets, p, tab, true, |t| {
        if !matches!(t.ty, Type::Set | Type::OrderedSet) {
            return Err(badarg());
        }
        Ok((t.keypos, t.get(key).map(|v| v[0])))
    })?;
    let obj = match current {
        Some(t) => out(p, t),
        None => match default {
            Some(d) if d.is_tuple() && d.tuple_arity() >= keypos => d,
            _ => return Err(badarg()),
        },
    };
    let (list, ops) = if ops.is_list() {
        (true, build::list_to_vec(ops).ok_or_else(badarg)?)
    } else {
        (false, vec![ops])
    };
    let mut elems = obj.tuple_elems().to_vec();
    let mut results = Vec::new();
    for op in ops {
        let (pos, incr, thresh) = counter_op(op, keypos - 1).ok_or_else(badarg)?;
        if pos == keypos - 1 || pos >= elems.len() || !elems[pos].is_integer() {
            return Err(badarg());
        }
        let mut v = super::arith::add(&mut p.heap, elems[pos], incr)?;
        if let Some((limit, set)) = thresh {
            let up = compare(incr, Term::small(0)) != Ordering::Less;
            let passed = if up {
                compare(v, limit) == Ordering::Greater
            } else {
                compare(v, limit) == Ordering::Less
            };
            if passed {
                v = set;
            }
        }
        elems[pos] = v;
        results.push(v);
    }
    let new_obj = build::tuple(&mut p.heap, &elems);
    with_table(&mut cx.ets, p, tab, true, |t| {
        t.put(new_obj);
        Ok(())
    })?;
    Ok(if list {
        build::list(&mut p.heap, &results)
    } else {
        results[0]
    })
}

fn update_counter_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    update_counter(cx, p, a[0], a[1], a[2], None)
}

fn update_counter_4(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    update_counter(cx, p, a[0], a[1], a[2], Some(a[3]))
}

fn update_element(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (keypos, current) = with_table(&mut cx.ets, p, a[0], true, |t| {
        if !matches!(t.ty, Type::Set | Type::OrderedSet) {
            return Err(badarg());
        }
        Ok((t.keypos, t.get(a[1]).map(|v| v[0])))
    })?;
    let ops = if a[2].is_list() {
        build::list_to_vec(a[2]).ok_or_else(badarg)?
    } else {
        vec![a[2]]
    };
    let Some(current) = current else {
        return Ok(atom::FALSE);
    };
    let obj = out(p, current);
    let mut elems = obj.tuple_elems().to_vec();
    for op in ops {
        if !op.is_tuple() || op.tuple_arity() != 2 || !op.element(1).is_small() {
            return Err(badarg());
        }
        let pos = op.element(1).small_val();
        if pos < 1 || pos as usize > elems.len() || pos as usize == keypos {
            return Err(badarg());
        }
        elems[pos as usize - 1] = op.element(2);
    }
    let new_obj = build::tuple(&mut p.heap, &elems);
    with_table(&mut cx.ets, p, a[0], true, |t| {
        t.put(new_obj);
        Ok(atom::TRUE)
    })
}

const INFO_ITEMS: &[&str] = &[
    "id",
    "name",
    "named_table",
    "type",
    "keypos",
    "protection",
    "owner",
    "size",
];

fn info_item(t: &Tables, p: &mut Process, tab: Term, item: &str) -> Option<Term> {
    {
        let id = table_id(t, tab)?;
        let table = t.by_id.get(&id)?;
        Some(match item {
            "id" => table_term(p, id, table),
            "name" => table.name,
            "named_table" => atom::boolean(table.named),
            "type" => atom::atom(match table.ty {
                Type::Set => "set",
                Type::OrderedSet => "ordered_set",
                Type::Bag => "bag",
                Type::DuplicateBag => "duplicate_bag",
            }),
            "keypos" => Term::small(table.keypos as i64),
            "protection" => atom::atom(match table.access {
                Access::Public => "public",
                Access::Protected => "protected",
                Access::Private => "private",
            }),
            "owner" => table.owner,
            "size" => Term::small(table.size() as i64),
            "heir" => atom::atom("none"),
            "memory" => Term::small(table.size() as i64),
            _ => return None,
        })
    }
}

fn info_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let exists = table_id(&cx.ets, a[0]).is_some();
    if !exists {
        if a[0].is_atom() || a[0].is_ref() {
            return Ok(atom::UNDEFINED);
        }
        return Err(badarg());
    }
    let mut items = Vec::new();
    for &name in INFO_ITEMS {
        let v = info_item(&cx.ets, p, a[0], name).ok_or_else(badarg)?;
        items.push(build::tuple(&mut p.heap, &[atom::atom(name), v]));
    }
    Ok(build::list(&mut p.heap, &items))
}

fn info_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let exists = table_id(&cx.ets, a[0]).is_some();
    if !exists {
        if a[0].is_atom() || a[0].is_ref() {
            return Ok(atom::UNDEFINED);
        }
        return Err(badarg());
    }
    if !a[1].is_atom() {
        return Err(badarg());
    }
    info_item(&cx.ets, p, a[0], atom::name(a[1])).ok_or_else(badarg)
}

fn whereis(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_atom() {
        return Err(badarg());
    }
    let id = cx.ets.by_name.get(&(a[0].atom_index() as u64)).copied();
    Ok(match id {
        Some(id) => build::reference(&mut p.heap, id),
        None => atom::UNDEFINED,
    })
}

fn all(cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let mut ids: Vec<(u64, Option<Term>)> = cx
        .ets
        .by_id
        .iter()
        .map(|(&id, tab)| (id, tab.named.then_some(tab.name)))
        .collect();
    ids.sort_by_key(|&(id, _)| std::cmp::Reverse(id));
    let terms: Vec<Term> = ids
        .into_iter()
        .map(|(id, name)| name.unwrap_or_else(|| build::reference(&mut p.heap, id)))
        .collect();
    Ok(build::list(&mut p.heap, &terms))
}
