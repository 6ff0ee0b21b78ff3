//! The objects of an `ordered_set`: a B-tree from keys to slots of an arena of objects.
//!
//! Keys compare with `==` (Erlang/OTP's order), so `1` and `1.0` are the same key. A tree
//! key is a single word, the object's key term *inside the object's own copy*: an immediate
//! is its own word, a boxed key points into the block of `objs[slot]`. The tree therefore
//! never outlives the copy its key points into: a slot's object is dropped only after its
//! entry has left the tree, and a replacing insert whose key is boxed takes the old entry
//! out and puts one for the new copy in. Keeping the tree's entries at a word and a slot
//! number (the objects themselves in the arena) keeps a node in a few cache lines, which
//! is what a lookup pays for.

use crate::order::{compare, exact_eq};
use crate::process::Message;
use crate::term::Term;
use std::cmp::Ordering;
use std::collections::btree_map::Entry;
use std::collections::BTreeMap;
use std::ops::Bound::{Excluded, Unbounded};

/// A key in the tree, or a key to search with (a term of the caller's heap, not copied).
#[derive(Clone, Copy)]
struct Key(Term);

impl Ord for Key {
    fn cmp(&self, other: &Key) -> Ordering {
        let (a, b) = (self.0, other.0);
        if a.is_small() && b.is_small() {
            return a.small_val().cmp(&b.small_val());
        }
        compare(a, b)
    }
}
impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Key) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Key {}

pub(super) struct OrderedStore {
    tree: BTreeMap<Key, u32>,
    /// Each object's copy, by slot; `None` for a free slot.
    objs: Vec<Option<Message>>,
    free: Vec<u32>,
    keypos: usize,
}

impl OrderedStore {
    pub fn new(keypos: usize) -> OrderedStore {
        OrderedStore {
            tree: BTreeMap::new(),
            objs: Vec::new(),
            free: Vec::new(),
            keypos,
        }
    }

    pub fn len(&self) -> usize {
        self.tree.len()
    }

    fn obj(&self, slot: u32) -> Term {
        match &self.objs[slot as usize] {
            Some(m) => m.term,
            None => unreachable!("a tree entry names a free slot"),
        }
    }

    /// The object of `key` (a term of the table).
    pub fn get(&self, key: Term) -> Option<Term> {
        self.tree.get(&Key(key)).map(|&s| self.obj(s))
    }

    pub fn contains(&self, key: Term) -> bool {
        self.tree.contains_key(&Key(key))
    }

    /// Store a copy of the tuple `obj`, replacing the object of an equal key.
    pub fn insert(&mut self, obj: Term) {
        let msg = Message::copy_of(obj);
        let new_key = msg.term.element(self.keypos);
        match self.tree.entry(Key(new_key)) {
            Entry::Occupied(entry) => {
                let slot = *entry.get();
                let old_key = entry.key().0;
                if !(old_key.is_immediate() && new_key.is_immediate()) {
                    // The tree's key may point into the old copy: re-key the entry.
                    entry.remove();
                    self.tree.insert(Key(new_key), slot);
                }
                self.objs[slot as usize] = Some(msg);
            }
            Entry::Vacant(entry) => {
                let slot = match self.free.pop() {
                    Some(s) => {
                        self.objs[s as usize] = Some(msg);
                        s
                    }
                    None => {
                        self.objs.push(Some(msg));
                        (self.objs.len() - 1) as u32
                    }
                };
                entry.insert(slot);
            }
        }
    }

    fn take_slot(&mut self, slot: u32) -> Message {
        self.free.push(slot);
        match self.objs[slot as usize].take() {
            Some(m) => m,
            None => unreachable!("a tree entry names a free slot"),
        }
    }

    /// Remove the object of `key`.
    pub fn remove_key(&mut self, key: Term) -> Option<Message> {
        let slot = self.tree.remove(&Key(key))?;
        Some(self.take_slot(slot))
    }

    /// Remove the object exactly equal to the tuple `obj`, if there is one.
    pub fn remove_object(&mut self, obj: Term) {
        let key = obj.element(self.keypos);
        if self.get(key).is_some_and(|o| exact_eq(o, obj)) {
            self.remove_key(key);
        }
    }

    /// Keep the objects `keep` accepts; how many were removed.
    pub fn retain(&mut self, mut keep: impl FnMut(Term) -> bool) -> usize {
        let objs = &self.objs;
        let mut dead = Vec::new();
        self.tree.retain(|_, &mut slot| {
            let live = objs[slot as usize].as_ref().is_some_and(|m| keep(m.term));
            if !live {
                dead.push(slot);
            }
            live
        });
        // The entries are out of the tree: their copies can go.
        for &slot in &dead {
            self.take_slot(slot);
        }
        dead.len()
    }

    pub fn clear(&mut self) {
        self.tree.clear();
        self.objs.clear();
        self.free.clear();
    }

    /// Every object, in key order.
    pub fn objects(&self) -> Vec<Term> {
        self.tree.values().map(|&s| self.obj(s)).collect()
    }

    pub fn first(&self) -> Option<Term> {
        self.tree.keys().next().map(|k| k.0)
    }

    pub fn last(&self) -> Option<Term> {
        self.tree.keys().next_back().map(|k| k.0)
    }

    /// The key after (`forward`) or before `key`, which need not be in the table.
    pub fn step(&self, key: Term, forward: bool) -> Option<Term> {
        let key = Key(key);
        let found = if forward {
            self.tree.range((Excluded(&key), Unbounded)).next()
        } else {
            self.tree.range((Unbounded, Excluded(&key))).next_back()
        };
        found.map(|(k, _)| k.0)
    }
}
