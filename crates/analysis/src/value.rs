//! The abstract domain of seed 004 sec. 4.2: a value is a set of constructor labels (the
//! allocation sites its top-level object may come from) and either `⊤` (any substructure,
//! every node labelled from the same set) or the abstract values of its children.
//!
//! Lists get the paper's non-standard treatment: `cons l x y = ({l}, ⟨x⟩) ⊔ y`, so a list's
//! labels are those of all its spine cells and its one child is the join of its elements;
//! `tail` of a list is the list itself. Tuples have one child per element. Depth-k limiting
//! (`limit`, the paper's θ_k) is applied where values cross a call, which bounds every chain.

use std::fmt;

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

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Value {
    pub labels: Labels,
    pub shape: Shape,
}

impl Default for Value {
    fn default() -> Value {
        Value::bottom()
    }
}

impl Value {
    /// `⊥ = (∅, ⟨⟩)`: constants (immediates, literals) and data already in the message area.
    pub fn bottom() -> Value {
        Value {
            labels: Labels::default(),
            shape: Shape::Kids(Vec::new()),
        }
    }

    /// `({unknown}, ⊤)`: anything built outside the analysed code.
    pub fn unknown() -> Value {
        Value {
            labels: Labels::one(UNKNOWN),
            shape: Shape::Top,
        }
    }

    /// `({unknown}, ⟨⟩)`: an object built outside that holds no pointers (a bignum, a
    /// float, a binary).
    pub fn unknown_leaf() -> Value {
        Value {
            labels: Labels::one(UNKNOWN),
            shape: Shape::Kids(Vec::new()),
        }
    }

    pub fn is_bottom(&self) -> bool {
        self.labels.is_empty() && matches!(&self.shape, Shape::Kids(k) if k.is_empty())
    }

    /// A tuple (or closure, or map) built at `l` with these children.
    pub fn node(l: Label, kids: Vec<Value>) -> Value {
        Value {
            labels: Labels::one(l),
            shape: Shape::Kids(kids),
        }
    }

    /// `cons l x y = ({l}, ⟨x⟩) ⊔ y`.
    pub fn cons(l: Label, head: Value, tail: &Value) -> Value {
        let mut v = Value::node(l, vec![head]);
        v.join(tail);
        v
    }

    /// `self ⊔= other`; whether `self` grew.
    pub fn join(&mut self, other: &Value) -> bool {
        let mut grew = self.labels.union_with(&other.labels);
        match (&mut self.shape, &other.shape) {
            (Shape::Top, _) => {}
            (s @ Shape::Kids(_), Shape::Top) => {
                // Every label below `self` now belongs to the top node's set.
                let below = std::mem::replace(s, Shape::Top);
                if let Shape::Kids(kids) = below {
                    for k in &kids {
                        self.labels.union_with(&k.all_labels());
                    }
                }
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
            }
        }
        grew
    }

    /// Every label anywhere in the value (`labels` of the paper).
    pub fn all_labels(&self) -> Labels {
        let mut out = self.labels.clone();
        let mut stack: Vec<&Value> = Vec::new();
        if let Shape::Kids(k) = &self.shape {
            stack.extend(k);
        }
        while let Some(v) = stack.pop() {
            out.union_with(&v.labels);
            if let Shape::Kids(k) = &v.shape {
                stack.extend(k);
            }
        }
        out
    }

    /// θ_k: structure below depth `k` collapses into `(labels, ⊤)`.
    pub fn limit(&self, k: usize) -> Value {
        match &self.shape {
            Shape::Top => self.clone(),
            Shape::Kids(kids) if kids.is_empty() => self.clone(),
            Shape::Kids(kids) if k > 0 => Value {
                labels: self.labels.clone(),
                shape: Shape::Kids(kids.iter().map(|c| c.limit(k - 1)).collect()),
            },
            Shape::Kids(_) => Value {
                labels: self.all_labels(),
                shape: Shape::Top,
            },
        }
    }

    /// The head of a list (its elements' join).
    pub fn head(&self) -> Value {
        self.elem(1)
    }

    /// The tail of a list: the list itself.
    pub fn tail(&self) -> Value {
        match &self.shape {
            Shape::Top => self.clone(),
            Shape::Kids(k) if !k.is_empty() => self.clone(),
            Shape::Kids(_) => Value::bottom(),
        }
    }

    /// The `k`th child (1-based).
    pub fn elem(&self, k: usize) -> Value {
        match &self.shape {
            Shape::Top => self.clone(),
            Shape::Kids(kids) => kids.get(k.wrapping_sub(1)).cloned().unwrap_or_default(),
        }
    }

    /// The join of every child (an element at an index not known at compile time).
    pub fn any_elem(&self) -> Value {
        match &self.shape {
            Shape::Top => self.clone(),
            Shape::Kids(kids) => {
                let mut v = Value::bottom();
                for k in kids {
                    v.join(k);
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
        assert_eq!(l2.labels.iter().collect::<Vec<_>>(), vec![1, 2]);
        assert!(Labels::one(1).is_subset(&l2.labels));
        assert!(!l2.labels.is_subset(&Labels::one(1)));
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
        assert_eq!(lim.elem(1).shape, Shape::Top);
        assert_eq!(lim.elem(1).labels.iter().collect::<Vec<_>>(), vec![2, 3]);
        assert_eq!(top.limit(5), top);
    }

    #[test]
    fn join_with_top_keeps_every_label() {
        let mut a = Value::node(1, vec![Value::node(2, vec![])]);
        assert!(a.join(&Value::unknown()));
        assert_eq!(a.shape, Shape::Top);
        assert_eq!(a.labels.iter().collect::<Vec<_>>(), vec![UNKNOWN, 1, 2]);
        assert!(!a.join(&Value::node(2, vec![])));
    }
}
