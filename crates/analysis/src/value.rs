//! The abstract domain of seed 004 sec. 4.2: a value is a set of constructor labels (the
//! allocation sites its top-level object may come from) and either `⊤` (any substructure,
//! every node labelled from the same set) or the abstract values of its children.
//!
//! Lists get the paper's non-standard treatment: `cons l x y = ({l}, ⟨x⟩) ⊔ y`, so a list's
//! labels are those of all its spine cells and its one child is the join of its elements;
//! `tail` of a list is the list itself. Tuples have one child per element. Depth-k limiting
//! (`limit`, the paper's θ_k) is applied where values cross a call, which bounds every chain.

use std::fmt;
use std::rc::Rc;

/// A constructor label: a global site index, or [`UNKNOWN`].
pub type Label = u32;

/// Data built outside the analysed code (by a BIF, another module, the runtime).
pub const UNKNOWN: Label = u32::MAX;

/// A set of labels: a bit set (bit 0 for [`UNKNOWN`], bit `l + 1` for label `l`), without
/// trailing zero words so that equal sets are equal vectors. Joins are word-wise ORs: the
/// sets of a merged program's values hold hundreds of labels.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Labels(Vec<u64>);

fn bit(l: Label) -> usize {
    if l == UNKNOWN {
        0
    } else {
        l as usize + 1
    }
}

impl Labels {
    pub fn one(l: Label) -> Labels {
        let b = bit(l);
        let mut words = vec![0; b / 64 + 1];
        words[b / 64] = 1 << (b % 64);
        Labels(words)
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn contains(&self, l: Label) -> bool {
        let b = bit(l);
        self.0.get(b / 64).is_some_and(|w| w & (1 << (b % 64)) != 0)
    }
    /// The labels, [`UNKNOWN`] first, then by number.
    pub fn iter(&self) -> impl Iterator<Item = Label> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = i * 64 + w.trailing_zeros() as usize;
                w &= w - 1;
                Some(if b == 0 { UNKNOWN } else { (b - 1) as Label })
            })
        })
    }
    /// Add `other`'s labels; whether any was new.
    pub fn union_with(&mut self, other: &Labels) -> bool {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        let mut grew = false;
        for (a, &b) in self.0.iter_mut().zip(&other.0) {
            if b & !*a != 0 {
                *a |= b;
                grew = true;
            }
        }
        grew
    }
    /// Whether the set is `{l}`.
    pub fn is_only(&self, l: Label) -> bool {
        *self == Labels::one(l)
    }
    /// Whether every label of `self` is in `other`.
    pub fn is_subset(&self, other: &Labels) -> bool {
        self.0
            .iter()
            .enumerate()
            .all(|(i, &w)| w & !other.0.get(i).copied().unwrap_or(0) == 0)
    }
}

impl fmt::Debug for Labels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Shape {
    /// Children (`⟨⟩` when empty: no structure known below).
    Kids(Vec<Value>),
    /// Any structure, every node labelled from the value's set.
    Top,
}

/// An abstract value: shared and copied on write, since the fixpoint copies values at every
/// use of a variable and most joins find nothing new. `None` is `⊥`.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Value(Option<Rc<Node>>);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Node {
    labels: Labels,
    shape: Shape,
    /// The value may also be any data from outside (`({unknown}, ⊤)` joined in): its
    /// children are then each joined with `unknown` when taken. Joining `unknown` so, rather
    /// than collapsing the value to `⊤`, keeps the labels of its children out of its top
    /// set: an exported function called both from outside and with a list of integers does
    /// not make the list's spine look like one of its elements.
    open: bool,
}

/// `⊥`'s node, where a value being written starts.
impl Default for Node {
    fn default() -> Node {
        Node {
            labels: Labels::default(),
            shape: Shape::Kids(Vec::new()),
            open: false,
        }
    }
}

static NO_LABELS: Labels = Labels(Vec::new());

/// A value's [`Shape`], borrowed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShapeRef<'a> {
    Kids(&'a [Value]),
    Top,
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Value")
            .field("labels", self.labels())
            .field("shape", &self.shape())
            .finish()
    }
}

impl Value {
    fn make(labels: Labels, shape: Shape, open: bool) -> Value {
        Value(Some(Rc::new(Node {
            labels,
            shape,
            open,
        })))
    }

    /// `⊥ = (∅, ⟨⟩)`: constants (immediates, literals) and data already in the message area.
    pub fn bottom() -> Value {
        Value(None)
    }

    /// `({unknown}, ⊤)`: anything built outside the analysed code.
    pub fn unknown() -> Value {
        Value::make(Labels::one(UNKNOWN), Shape::Top, false)
    }

    /// `({unknown}, ⟨⟩)`: an object built outside that holds no pointers (a bignum, a
    /// float, a binary).
    pub fn unknown_leaf() -> Value {
        Value::make(Labels::one(UNKNOWN), Shape::Kids(Vec::new()), false)
    }

    /// The labels of the top-level object.
    pub fn labels(&self) -> &Labels {
        self.0.as_ref().map_or(&NO_LABELS, |n| &n.labels)
    }

    pub fn shape(&self) -> ShapeRef<'_> {
        match self.0.as_deref() {
            None => ShapeRef::Kids(&[]),
            Some(Node {
                shape: Shape::Kids(k),
                ..
            }) => ShapeRef::Kids(k),
            Some(Node {
                shape: Shape::Top, ..
            }) => ShapeRef::Top,
        }
    }

    fn node_mut(&mut self) -> &mut Node {
        Rc::make_mut(self.0.get_or_insert_with(Rc::default))
    }

    pub fn is_bottom(&self) -> bool {
        self.labels().is_empty() && matches!(self.shape(), ShapeRef::Kids(k) if k.is_empty())
    }

    /// A tuple (or closure, or map) built at `l` with these children.
    pub fn node(l: Label, kids: Vec<Value>) -> Value {
        Value::make(Labels::one(l), Shape::Kids(kids), false)
    }

    /// `cons l x y = ({l}, ⟨x⟩) ⊔ y`.
    pub fn cons(l: Label, head: Value, tail: &Value) -> Value {
        let mut v = Value::node(l, vec![head]);
        v.join(tail);
        v
    }

    fn is_open(&self) -> bool {
        self.0.as_ref().is_some_and(|n| n.open)
    }

    /// `({unknown}, ⊤)` exactly.
    fn is_unknown(&self) -> bool {
        self.shape() == ShapeRef::Top && self.labels().is_only(UNKNOWN)
    }

    /// Whether `self ⊑ other`: joining `self` into `other` would add nothing (exact where
    /// it answers yes; `join` computes growth itself).
    fn below(&self, other: &Value) -> bool {
        if self.0.is_none() {
            return true;
        }
        if let (Some(a), Some(b)) = (&self.0, &other.0) {
            if Rc::ptr_eq(a, b) {
                return true;
            }
        }
        if !self.labels().is_subset(other.labels()) {
            return false;
        }
        match (self.shape(), other.shape()) {
            (_, ShapeRef::Top) => self.all_labels().is_subset(other.labels()),
            (ShapeRef::Top, ShapeRef::Kids(_)) => self.is_unknown() && other.is_open(),
            (ShapeRef::Kids(a), ShapeRef::Kids(b)) => {
                (!self.is_open() || other.is_open())
                    && a.len() <= b.len()
                    && a.iter().zip(b).all(|(x, y)| x.below(y))
            }
        }
    }

    /// `self ⊔= other`; whether `self` grew.
    pub fn join(&mut self, other: &Value) -> bool {
        if other.below(self) {
            return false;
        }
        if self.0.is_none() {
            *self = other.clone();
            return true;
        }
        if self.is_unknown() && other.shape() != ShapeRef::Top {
            // `unknown` first, then known data (a parameter of an exported function): keep
            // the data's structure, open.
            let mut v = other.clone();
            let node = v.node_mut();
            node.labels.union_with(&Labels::one(UNKNOWN));
            node.open = true;
            *self = v;
            return true;
        }
        let other_is_unknown = other.is_unknown();
        let Some(other) = &other.0 else {
            return false;
        };
        let node = self.node_mut();
        let mut grew = node.labels.union_with(&other.labels);
        match (&mut node.shape, &other.shape) {
            (Shape::Top, Shape::Top) => {}
            (Shape::Top, Shape::Kids(b)) => {
                // Every node below `other` is labelled from the top set too.
                for k in b {
                    grew |= node.labels.union_with(&k.all_labels());
                }
            }
            (Shape::Kids(_), Shape::Top) if other_is_unknown => {
                grew |= !node.open;
                node.open = true;
            }
            (s @ Shape::Kids(_), Shape::Top) => {
                // Every label below `self` now belongs to the top node's set.
                let below = std::mem::replace(s, Shape::Top);
                if let Shape::Kids(kids) = below {
                    for k in &kids {
                        node.labels.union_with(&k.all_labels());
                    }
                }
                node.open = false;
                grew = true;
            }
            (Shape::Kids(a), Shape::Kids(b)) => {
                for (i, kb) in b.iter().enumerate() {
                    if i < a.len() {
                        grew |= a[i].join(kb);
                    } else {
                        a.push(kb.clone());
                        grew = true;
                    }
                }
                if other.open && !node.open {
                    node.open = true;
                    grew = true;
                }
            }
        }
        grew
    }

    /// Every label anywhere in the value (`labels` of the paper).
    pub fn all_labels(&self) -> Labels {
        let mut out = self.labels().clone();
        let mut stack: Vec<&Value> = Vec::new();
        if let ShapeRef::Kids(k) = self.shape() {
            stack.extend(k);
        }
        while let Some(v) = stack.pop() {
            out.union_with(v.labels());
            if let ShapeRef::Kids(k) = v.shape() {
                stack.extend(k);
            }
        }
        out
    }

    /// Whether structure goes deeper than `k` levels below the top (so θ_k changes it).
    fn deeper_than(&self, k: usize) -> bool {
        match self.shape() {
            ShapeRef::Top => false,
            ShapeRef::Kids([]) => false,
            ShapeRef::Kids(_) if k == 0 => true,
            ShapeRef::Kids(kids) => kids.iter().any(|c| c.deeper_than(k - 1)),
        }
    }

    /// θ_k: structure below depth `k` collapses into `(labels, ⊤)`.
    pub fn limit(&self, k: usize) -> Value {
        if !self.deeper_than(k) {
            return self.clone();
        }
        match self.shape() {
            ShapeRef::Kids(kids) if k > 0 => Value::make(
                self.labels().clone(),
                Shape::Kids(kids.iter().map(|c| c.limit(k - 1)).collect()),
                self.is_open(),
            ),
            _ => Value::make(self.all_labels(), Shape::Top, false),
        }
    }

    /// The head of a list (its elements' join).
    pub fn head(&self) -> Value {
        self.elem(1)
    }

    /// The tail of a list: the list itself.
    pub fn tail(&self) -> Value {
        match self.shape() {
            ShapeRef::Top => self.clone(),
            ShapeRef::Kids(k) if !k.is_empty() || self.is_open() => self.clone(),
            ShapeRef::Kids(_) => Value::bottom(),
        }
    }

    /// The `k`th child (1-based).
    pub fn elem(&self, k: usize) -> Value {
        match self.shape() {
            ShapeRef::Top => self.clone(),
            ShapeRef::Kids(kids) => {
                let mut v: Value = kids.get(k.wrapping_sub(1)).cloned().unwrap_or_default();
                if self.is_open() {
                    v.join(&Value::unknown());
                }
                v
            }
        }
    }

    /// The join of every child (an element at an index not known at compile time).
    pub fn any_elem(&self) -> Value {
        match self.shape() {
            ShapeRef::Top => self.clone(),
            ShapeRef::Kids(kids) => {
                let mut v = Value::bottom();
                for k in kids {
                    v.join(k);
                }
                if self.is_open() {
                    v.join(&Value::unknown());
                }
                v
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_treatment_joins_elements_and_spine() {
        let x = Value::node(10, vec![]);
        let y = Value::node(11, vec![]);
        let l1 = Value::cons(1, y.clone(), &Value::bottom());
        let l2 = Value::cons(2, x.clone(), &l1);
        assert_eq!(l2.labels().iter().collect::<Vec<_>>(), vec![1, 2]);
        assert!(Labels::one(1).is_subset(l2.labels()));
        assert!(!l2.labels().is_subset(&Labels::one(1)));
        let mut xy = x.clone();
        xy.join(&y);
        assert_eq!(l2.head(), xy);
        assert_eq!(l2.tail(), l2);
    }

    #[test]
    fn limiting_collapses_deep_structure() {
        let leaf = Value::node(3, vec![]);
        let mid = Value::node(2, vec![leaf]);
        let top = Value::node(1, vec![mid]);
        let lim = top.limit(1);
        assert_eq!(lim.elem(1).shape(), ShapeRef::Top);
        assert_eq!(lim.elem(1).labels().iter().collect::<Vec<_>>(), vec![2, 3]);
        assert_eq!(top.limit(5), top);
    }

    fn labels_of(v: &Value) -> Vec<Label> {
        v.labels().iter().collect()
    }

    #[test]
    fn join_with_top_keeps_every_label() {
        // A `⊤` of known labels: (the labels of {5, {6}}, ⊤).
        let top = Value::node(5, vec![Value::node(6, vec![])]).limit(0);
        let mut a = Value::node(1, vec![Value::node(2, vec![])]);
        assert!(a.join(&top));
        assert_eq!(a.shape(), ShapeRef::Top);
        assert_eq!(labels_of(&a), vec![1, 2, 5, 6]);
        assert!(!a.join(&Value::node(2, vec![])));
        // Joined into a `⊤`, a value's children's labels join the top set too.
        let mut t = top.clone();
        assert!(t.join(&Value::node(7, vec![Value::node(8, vec![])])));
        assert_eq!(labels_of(&t), vec![5, 6, 7, 8]);
    }

    #[test]
    fn joining_unknown_keeps_the_known_structure_apart() {
        let pair = Value::node(1, vec![Value::node(2, vec![])]);
        for (mut a, b) in [
            (pair.clone(), Value::unknown()),
            (Value::unknown(), pair.clone()),
        ] {
            assert!(a.join(&b));
            assert!(matches!(a.shape(), ShapeRef::Kids(_)));
            assert_eq!(labels_of(&a), vec![UNKNOWN, 1]);
            // The child may be what was known or anything from outside, not the parent.
            assert_eq!(labels_of(&a.elem(1)), vec![UNKNOWN, 2]);
            assert_eq!(labels_of(&a.elem(2)), vec![UNKNOWN]);
            assert!(!a.join(&Value::unknown()));
            assert!(!a.join(&pair));
        }
    }
}
