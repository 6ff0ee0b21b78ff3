//! Dropping, cloning and comparing IR values without native-stack recursion per element.
//!
//! Two shapes grow with the size of the source rather than its nesting: the `let` chain of a
//! long body (one `let` per operand of `1+1+...+1` or per element of a list literal) and
//! the cons chain of a constant list or string literal. The derived `Drop`, `Clone` and
//! `PartialEq` would recurse once per element and overflow the stack on a 1 MB string, so
//! these walk with an explicit stack. Nesting that the source spells out (a tuple in a tuple)
//! is bounded by the parser's depth limit and may recurse.

use crate::ir::{Expr, Literal};

/// A cheap value to leave behind when a child is moved out (allocates nothing).
fn hole() -> Expr {
    Expr::Values(Vec::new())
}

/// Whether `e` owns sub-expressions (so dropping it could recurse).
fn has_children(e: &Expr) -> bool {
    matches!(
        e,
        Expr::Let { .. }
            | Expr::Case { .. }
            | Expr::Receive { .. }
            | Expr::Try { .. }
            | Expr::Catch(_)
    )
}

/// Moves the sub-expressions of `e` that own further sub-expressions onto `out`.
fn detach(e: &mut Expr, out: &mut Vec<Expr>) {
    let mut take = |x: &mut Expr| {
        if has_children(x) {
            out.push(std::mem::replace(x, hole()));
        }
    };
    match e {
        Expr::Let { value, body, .. } => {
            take(value);
            take(body);
        }
        Expr::Case { clauses, .. } | Expr::Receive { clauses, .. } => {
            for c in clauses.iter_mut() {
                if let Some(g) = c.guard.as_mut() {
                    take(g);
                }
                take(&mut c.body);
            }
            if let Expr::Receive {
                after: Some((_, body)),
                ..
            } = e
            {
                take(body);
            }
        }
        Expr::Try {
            body,
            of_body,
            handler,
            ..
        } => {
            take(body);
            take(of_body);
            take(handler);
        }
        Expr::Catch(x) => take(x),
        _ => {}
    }
}

impl Drop for Expr {
    fn drop(&mut self) {
        if !has_children(self) {
            return;
        }
        let mut stack = Vec::new();
        detach(self, &mut stack);
        while let Some(mut e) = stack.pop() {
            detach(&mut e, &mut stack);
        }
    }
}

/// A cheap literal to leave behind when a child is moved out.
fn is_compound(l: &Literal) -> bool {
    matches!(l, Literal::Cons(..) | Literal::Tuple(_) | Literal::Map(_))
}

/// Moves the compound children of `l` onto `out`.
fn detach_lit(l: &mut Literal, out: &mut Vec<Literal>) {
    let mut take = |x: &mut Literal| {
        if is_compound(x) {
            out.push(std::mem::replace(x, Literal::Nil));
        }
    };
    match l {
        Literal::Cons(h, t) => {
            take(h);
            take(t);
        }
        Literal::Tuple(es) => es.iter_mut().for_each(take),
        Literal::Map(kvs) => {
            for (k, v) in kvs.iter_mut() {
                take(k);
                take(v);
            }
        }
        _ => {}
    }
}

impl Drop for Literal {
    fn drop(&mut self) {
        if !is_compound(self) {
            return;
        }
        let mut stack = Vec::new();
        detach_lit(self, &mut stack);
        while let Some(mut l) = stack.pop() {
            detach_lit(&mut l, &mut stack);
        }
    }
}

impl Clone for Literal {
    /// A list's spine is copied in a loop; heads, tuple elements and map entries recurse
    /// (as deep as the source nests them).
    fn clone(&self) -> Self {
        match self {
            Literal::Int(i) => Literal::Int(i.clone()),
            Literal::Float(f) => Literal::Float(*f),
            Literal::Atom(a) => Literal::Atom(a.clone()),
            Literal::Nil => Literal::Nil,
            Literal::Cons(..) => {
                let mut heads = Vec::new();
                let mut cur = self;
                while let Literal::Cons(h, t) = cur {
                    heads.push(h.as_ref().clone());
                    cur = t;
                }
                let mut acc = cur.clone();
                for h in heads.into_iter().rev() {
                    acc = Literal::Cons(Box::new(h), Box::new(acc));
                }
                acc
            }
            Literal::Tuple(es) => Literal::Tuple(es.clone()),
            Literal::Binary(b) => Literal::Binary(b.clone()),
            Literal::Map(kvs) => Literal::Map(kvs.clone()),
        }
    }
}

impl PartialEq for Literal {
    /// Compares list spines in a loop; heads and other children recurse.
    fn eq(&self, other: &Self) -> bool {
        let (mut a, mut b) = (self, other);
        loop {
            return match (a, b) {
                (Literal::Cons(h1, t1), Literal::Cons(h2, t2)) => {
                    if h1 != h2 {
                        return false;
                    }
                    a = t1;
                    b = t2;
                    continue;
                }
                (Literal::Int(x), Literal::Int(y)) => x == y,
                (Literal::Float(x), Literal::Float(y)) => x == y,
                (Literal::Atom(x), Literal::Atom(y)) => x == y,
                (Literal::Nil, Literal::Nil) => true,
                (Literal::Tuple(x), Literal::Tuple(y)) => x == y,
                (Literal::Binary(x), Literal::Binary(y)) => x == y,
                (Literal::Map(x), Literal::Map(y)) => x == y,
                _ => false,
            };
        }
    }
}

impl Literal {
    /// Moves the literal out, leaving `[]` (a `Literal` cannot be moved out of by a pattern,
    /// since it implements `Drop`).
    pub fn take(&mut self) -> Literal {
        std::mem::replace(self, Literal::Nil)
    }
}

impl Expr {
    /// The atomic value, if `self` is one; else `self` back.
    pub fn into_atomic(mut self) -> Result<crate::ir::Atomic, Expr> {
        match &mut self {
            Expr::Atomic(a) => Ok(std::mem::replace(a, crate::ir::Atomic::Lit(Literal::Nil))),
            _ => Err(self),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{Atomic, Expr, Literal};

    fn long_list(n: usize) -> Literal {
        (0..n).fold(Literal::Nil, |t, i| {
            Literal::Cons(Box::new(Literal::Int(i.into())), Box::new(t))
        })
    }

    #[test]
    fn a_million_element_literal_is_cloned_compared_and_dropped() {
        let l = long_list(1_000_000);
        let c = l.clone();
        assert!(l == c);
        assert!(l != long_list(999_999));
    }

    #[test]
    fn a_long_let_chain_is_dropped() {
        let mut e = Expr::Atomic(Atomic::Var(0));
        for v in 0..1_000_000 {
            e = Expr::Let {
                vars: vec![v],
                value: Box::new(Expr::Catch(Box::new(Expr::Atomic(Atomic::Var(v))))),
                body: Box::new(e),
            };
        }
        drop(e);
    }
}
