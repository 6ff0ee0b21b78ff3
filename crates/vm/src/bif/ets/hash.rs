//! The objects of a `set`, `bag` or `duplicate_bag` table: a hash table that grows and
//! shrinks by linear hashing, bucket by bucket, as Erlang/OTP 25's, so that traversals visit
//! objects in Erlang/OTP's order.
//!
//! - A key's bucket is its hash ([`key_hash`]) masked by `szm` (one less than a power of
//!   two); an index past the active buckets masks by half of that.
//! - The table starts with 256 buckets. An insert that leaves more objects than buckets adds
//!   one bucket, splitting its buddy (order kept in both halves).
//! - Buckets are counted in segments (the first of 256, then 2048 each). Once there are at
//!   least 256 + 2 × 2048 slots, a delete that leaves fewer objects than half the slots of
//!   all but the last segment merges the last bucket into its buddy (its objects first), up
//!   to 5 buckets per delete; the limit is computed again whenever a segment is added or
//!   freed. `select_delete` and `match_delete` shrink once, as one delete does, after
//!   deleting all they delete; `delete_all_objects` starts the table afresh.
//! - A bucket is a chain: a new key goes at its end; a new object of a key already there
//!   (bags) goes before that key's first object, so a key's objects are together, newest
//!   first. A lookup lists a key's objects oldest first; `first`/`next` go bucket by bucket
//!   up the chain, and `tab2list`, `match` and `select` list the whole chain backwards.
//!
//! Chains are linked lists through an arena of nodes (a node's index is its place, freed
//! nodes are reused), so splitting and merging buckets relinks nodes and allocates nothing,
//! and a bucket is one `u32`.

use super::key_hash::key_hash;
use crate::order::exact_eq;
use crate::process::Message;
use crate::term::Term;

const FIRST_SEGSZ: usize = 256;
const EXT_SEGSZ: usize = 2048;
/// Buckets added or merged at most per insert or delete.
const LOOP_LIMIT: usize = 5;
/// The end of a chain.
const END: u32 = u32::MAX;

/// What an insert does with a key that is already in the table.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Dup {
    /// `set`: the new object replaces the old one, in its place.
    Replace,
    /// `bag`: added unless an equal object is there.
    Distinct,
    /// `duplicate_bag`: always added.
    Keep,
}

/// A node of a chain; its object is at the same index in `HashStore::objs` (apart, so that
/// walking a chain reads 16 bytes a node).
struct Node {
    hash: u32,
    next: u32,
    /// The key's word when it is an immediate (compared without reading the object), or 0.
    key_word: u64,
}

/// The word [`Node::key_word`] keeps for `key`.
fn key_word(key: Term) -> u64 {
    if key.is_immediate() {
        key.raw()
    } else {
        0
    }
}

/// Where a chain link is: a bucket's head or a node's `next`.
#[derive(Clone, Copy)]
enum Link {
    Head(usize),
    Next(u32),
}

pub(super) struct HashStore {
    /// The first node of each active bucket.
    heads: Vec<u32>,
    nodes: Vec<Node>,
    objs: Vec<Message>,
    free: Vec<u32>,
    szm: usize,
    /// Slots in the segments allocated so far.
    nslots: usize,
    shrink_limit: usize,
    nitems: usize,
    keypos: usize,
}

impl HashStore {
    pub fn new(keypos: usize) -> HashStore {
        HashStore {
            heads: vec![END; FIRST_SEGSZ],
            nodes: Vec::new(),
            objs: Vec::new(),
            free: Vec::new(),
            szm: FIRST_SEGSZ - 1,
            nslots: FIRST_SEGSZ,
            shrink_limit: 0,
            nitems: 0,
            keypos,
        }
    }

    pub fn len(&self) -> usize {
        self.nitems
    }

    fn index(&self, hash: u32) -> usize {
        let ix = hash as usize & self.szm;
        if ix >= self.heads.len() {
            ix & (self.szm >> 1)
        } else {
            ix
        }
    }

    fn link(&mut self, l: Link) -> &mut u32 {
        match l {
            Link::Head(b) => &mut self.heads[b],
            Link::Next(n) => &mut self.nodes[n as usize].next,
        }
    }

    fn node(&self, n: u32) -> &Node {
        &self.nodes[n as usize]
    }

    fn obj(&self, n: u32) -> Term {
        self.objs[n as usize].term
    }

    fn has_key(&self, n: u32, hash: u32, key: Term) -> bool {
        let e = self.node(n);
        if key.is_immediate() {
            e.key_word == key.raw()
        } else {
            e.hash == hash && e.key_word == 0 && exact_eq(self.obj(n).element(self.keypos), key)
        }
    }

    fn key_of(&self, n: u32) -> Term {
        self.obj(n).element(self.keypos)
    }

    /// The nodes of bucket `b`, in chain order.
    fn chain(&self, b: usize) -> impl Iterator<Item = u32> + '_ {
        let mut n = self.heads[b];
        std::iter::from_fn(move || {
            (n != END).then(|| {
                let this = n;
                n = self.node(n).next;
                this
            })
        })
    }

    /// The hash and bucket of `key`, the first node of the key (or `END`) and the link to it.
    fn find(&self, key: Term) -> (u32, usize, u32, Link) {
        let hash = key_hash(key);
        let b = self.index(hash);
        let mut link = Link::Head(b);
        let mut n = self.heads[b];
        while n != END && !self.has_key(n, hash, key) {
            link = Link::Next(n);
            n = self.node(n).next;
        }
        (hash, b, n, link)
    }

    /// The run of nodes of the key of node `n`, from `n`, in chain order.
    fn run(&self, n: u32) -> Vec<u32> {
        let (hash, key) = (self.node(n).hash, self.key_of(n));
        let mut out = Vec::with_capacity(1);
        let mut m = n;
        while m != END && self.has_key(m, hash, key) {
            out.push(m);
            m = self.node(m).next;
        }
        out
    }

    /// The objects of `key`, oldest first.
    pub fn get(&self, key: Term) -> Option<Vec<Term>> {
        let (_, _, n, _) = self.find(key);
        if n == END {
            return None;
        }
        Some(self.run(n).iter().rev().map(|&m| self.obj(m)).collect())
    }

    pub fn contains(&self, key: Term) -> bool {
        self.find(key).2 != END
    }

    fn alloc(&mut self, node: Node, obj: Message) -> u32 {
        match self.free.pop() {
            Some(i) => {
                self.nodes[i as usize] = node;
                self.objs[i as usize] = obj;
                i
            }
            None => {
                self.nodes.push(node);
                self.objs.push(obj);
                (self.nodes.len() - 1) as u32
            }
        }
    }

    /// Free node `n` (already unlinked) and give back its object.
    fn release(&mut self, n: u32) -> Message {
        self.free.push(n);
        std::mem::replace(&mut self.objs[n as usize], Message::pointer(Term::NIL))
    }

    /// Store a copy of `obj` (a tuple with the key); whether the table changed.
    pub fn insert(&mut self, obj: Term, dup: Dup) -> bool {
        let key = obj.element(self.keypos);
        let (hash, _, n, link) = self.find(key);
        if n != END {
            match dup {
                Dup::Replace => {
                    self.objs[n as usize] = Message::copy_of(obj);
                    return true;
                }
                Dup::Distinct => {
                    if self.run(n).iter().any(|&m| exact_eq(self.obj(m), obj)) {
                        return false;
                    }
                }
                Dup::Keep => {}
            }
        }
        // A new key goes at the end of the chain, a new object of a key before its first.
        let new = self.alloc(
            Node {
                hash,
                next: n,
                key_word: key_word(key),
            },
            Message::copy_of(obj),
        );
        *self.link(link) = new;
        self.nitems += 1;
        self.grow();
        true
    }

    /// Remove the objects of `key`; they are returned oldest first.
    pub fn remove_key(&mut self, key: Term) -> Vec<Message> {
        let (_, _, n, link) = self.find(key);
        if n == END {
            return Vec::new();
        }
        let run = self.run(n);
        let after = self.node(*run.last().expect("a run")).next;
        *self.link(link) = after;
        let gone: Vec<Message> = run.iter().rev().map(|&m| self.release(m)).collect();
        self.nitems -= gone.len();
        self.shrink();
        gone
    }

    /// Remove the objects equal to `obj` (a tuple with the key); how many.
    pub fn remove_object(&mut self, obj: Term) -> usize {
        let key = obj.element(self.keypos);
        let (hash, _, n, mut link) = self.find(key);
        let mut removed = 0;
        let mut m = n;
        while m != END && self.has_key(m, hash, key) {
            let next = self.node(m).next;
            if exact_eq(self.obj(m), obj) {
                *self.link(link) = next;
                self.release(m);
                removed += 1;
            } else {
                link = Link::Next(m);
            }
            m = next;
        }
        self.nitems -= removed;
        if removed > 0 {
            self.shrink();
        }
        removed
    }

    /// Keep the objects `keep` accepts, then shrink once as after one delete; how many
    /// were removed.
    pub fn retain(&mut self, mut keep: impl FnMut(Term) -> bool) -> usize {
        let before = self.nitems;
        for b in 0..self.heads.len() {
            let mut link = Link::Head(b);
            let mut m = self.heads[b];
            while m != END {
                let next = self.node(m).next;
                if keep(self.obj(m)) {
                    link = Link::Next(m);
                } else {
                    *self.link(link) = next;
                    self.release(m);
                    self.nitems -= 1;
                }
                m = next;
            }
        }
        if self.nitems < before {
            self.shrink();
        }
        before - self.nitems
    }

    pub fn clear(&mut self) {
        *self = HashStore::new(self.keypos);
    }

    /// Every object in the order of `tab2list`, `match` and `select`: the chain backwards.
    pub fn select_order(&self) -> Vec<Term> {
        let mut out: Vec<Term> = (0..self.heads.len())
            .flat_map(|b| self.chain(b))
            .map(|n| self.obj(n))
            .collect();
        out.reverse();
        out
    }

    /// Every object in the order `first`/`next` and a lookup of each key visit them.
    pub fn key_order(&self) -> Vec<Term> {
        let mut out = Vec::with_capacity(self.nitems);
        for b in 0..self.heads.len() {
            let mut n = self.heads[b];
            while n != END {
                let run = self.run(n);
                n = self.node(*run.last().expect("a run")).next;
                out.extend(run.iter().rev().map(|&m| self.obj(m)));
            }
        }
        out
    }

    /// The key of node `n`, or else of the first node of a later bucket than `b`.
    fn key_from(&self, mut b: usize, mut n: u32) -> Option<Term> {
        while n == END {
            b += 1;
            if b >= self.heads.len() {
                return None;
            }
            n = self.heads[b];
        }
        Some(self.key_of(n))
    }

    pub fn first(&self) -> Option<Term> {
        self.key_from(0, self.heads[0])
    }

    /// The key after `key`; `Err` when `key` is not in the table.
    pub fn next(&self, key: Term) -> Result<Option<Term>, ()> {
        let (_, b, n, _) = self.find(key);
        if n == END {
            return Err(());
        }
        let last = *self.run(n).last().expect("a run");
        Ok(self.key_from(b, self.node(last).next))
    }

    fn calc_shrink_limit(&mut self) {
        self.shrink_limit = if self.nslots >= FIRST_SEGSZ + 2 * EXT_SEGSZ {
            (self.nslots - EXT_SEGSZ) / 2
        } else {
            0
        };
    }

    fn grow(&mut self) {
        let mut loops = LOOP_LIMIT;
        while loops > 0 && self.nitems > self.heads.len() {
            loops -= 1;
            let to = self.heads.len();
            if to >= self.nslots {
                self.nslots += EXT_SEGSZ;
                self.calc_shrink_limit();
            }
            if to == self.szm + 1 {
                self.szm = (self.szm << 1) | 1;
            }
            let from = to & (self.szm >> 1);
            self.heads.push(END);
            // Relink the chain of `from` into two, each in the order it had.
            let (mut stay, mut moved) = (Link::Head(from), Link::Head(to));
            let mut n = self.heads[from];
            while n != END {
                let next = self.node(n).next;
                if self.node(n).hash as usize & self.szm == from {
                    *self.link(stay) = n;
                    stay = Link::Next(n);
                } else {
                    *self.link(moved) = n;
                    moved = Link::Next(n);
                }
                n = next;
            }
            *self.link(stay) = END;
            *self.link(moved) = END;
        }
    }

    fn shrink(&mut self) {
        let mut loops = LOOP_LIMIT;
        while loops > 0 && self.heads.len() > FIRST_SEGSZ && self.nitems < self.shrink_limit {
            loops -= 1;
            let src = self.heads.len() - 1;
            let low = self.szm >> 1;
            let dst = src & low;
            // The last bucket's chain, then its buddy's.
            let src_head = self.heads.pop().expect("active buckets");
            if src_head != END {
                let mut tail = src_head;
                while self.node(tail).next != END {
                    tail = self.node(tail).next;
                }
                self.nodes[tail as usize].next = self.heads[dst];
                self.heads[dst] = src_head;
            }
            if self.heads.len() == low + 1 {
                self.szm = low;
            }
            if self.nslots - src >= EXT_SEGSZ {
                self.nslots -= EXT_SEGSZ;
                self.calc_shrink_limit();
            }
        }
    }
}
