//! Dropping an AST without native-stack recursion per element.
//!
//! The parser builds operator chains (`1+1+...+1`) and list literals in loops, so their
//! depth grows with the source's length, not its nesting; the derived drop would recurse
//! once per operand. Other nesting is bounded by the parser's depth limit.

use crate::ast::{Expr, ExprKind};

/// A cheap value to leave behind when a child is moved out.
fn hole() -> Expr {
    Expr {
        kind: ExprKind::Nil,
        pos: Default::default(),
    }
}

/// Whether the expression owns boxed sub-expressions (the shapes that can chain).
fn has_boxes(k: &ExprKind) -> bool {
    matches!(
        k,
        ExprKind::Cons(..)
            | ExprKind::Match(..)
            | ExprKind::BinOp(..)
            | ExprKind::UnOp(..)
            | ExprKind::Call(..)
            | ExprKind::Remote(..)
            | ExprKind::FunRemote(..)
            | ExprKind::Case(..)
            | ExprKind::Receive(..)
            | ExprKind::Catch(_)
            | ExprKind::ListComp(..)
            | ExprKind::BinComp(..)
            | ExprKind::RecordUpdate(..)
            | ExprKind::RecordField(..)
            | ExprKind::MapUpdate(..)
    )
}

/// Moves the boxed children of `e` that own further boxes onto `out`.
fn detach(e: &mut Expr, out: &mut Vec<Expr>) {
    let mut take = |x: &mut Expr| {
        if has_boxes(&x.kind) {
            out.push(std::mem::replace(x, hole()));
        }
    };
    match &mut e.kind {
        ExprKind::Cons(a, b)
        | ExprKind::Match(a, b)
        | ExprKind::BinOp(_, a, b)
        | ExprKind::Remote(a, b) => {
            take(a);
            take(b);
        }
        ExprKind::FunRemote(a, b, c) => {
            take(a);
            take(b);
            take(c);
        }
        ExprKind::UnOp(_, a)
        | ExprKind::Call(a, _)
        | ExprKind::Case(a, _)
        | ExprKind::Catch(a)
        | ExprKind::ListComp(a, _)
        | ExprKind::BinComp(a, _)
        | ExprKind::RecordUpdate(a, ..)
        | ExprKind::RecordField(a, ..)
        | ExprKind::MapUpdate(a, _)
        | ExprKind::Receive(_, Some((a, _))) => take(a),
        _ => {}
    }
}

impl Drop for Expr {
    fn drop(&mut self) {
        if !has_boxes(&self.kind) {
            return;
        }
        let mut stack = Vec::new();
        detach(self, &mut stack);
        while let Some(mut e) = stack.pop() {
            detach(&mut e, &mut stack);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ast::{Expr, ExprKind};

    #[test]
    fn a_million_operand_chain_is_dropped() {
        let one = || Expr {
            kind: ExprKind::Integer(1.into()),
            pos: Default::default(),
        };
        let mut e = one();
        for _ in 0..1_000_000 {
            e = Expr {
                kind: ExprKind::BinOp("+".into(), Box::new(e), Box::new(one())),
                pos: Default::default(),
            };
        }
        drop(e);
    }
}
