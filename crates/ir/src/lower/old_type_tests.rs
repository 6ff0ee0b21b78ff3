//! Old-style type tests in guards: `list(X)`, `record(R, Name)`, ... Erlang/OTP 25 still
//! compiles them (erl_internal:old_type_test/2) as the `is_*` tests, but only as a whole
//! guard test, never inside an expression (erl_expand_records' normalise_test/2: in
//! `not list(X)` it is an illegal guard expression, and `float(X) > 1.0` is the conversion).
//! A module that defines or imports a function of the same name may not use it in a guard
//! (erl_lint's illegal_guard_local_call); in a comprehension filter the call is then an
//! ordinary call of that function. `record/2` is the test whatever the module defines.

use super::scope::is_guard_expr;
use super::{Lowerer, R};
use std::borrow::Cow;
use triheap_syntax::ast::{Expr, ExprKind};

/// Each old type test and the test it stands for.
const OLD_TYPE_TESTS: &[(&str, u32, &str)] = &[
    ("atom", 1, "is_atom"),
    ("binary", 1, "is_binary"),
    ("float", 1, "is_float"),
    ("function", 1, "is_function"),
    ("integer", 1, "is_integer"),
    ("list", 1, "is_list"),
    ("number", 1, "is_number"),
    ("pid", 1, "is_pid"),
    ("port", 1, "is_port"),
    ("record", 2, "is_record"),
    ("reference", 1, "is_reference"),
    ("tuple", 1, "is_tuple"),
];

/// The `is_*` test the old type test `name/arity` stands for.
fn new_name(name: &str, arity: u32) -> Option<&'static str> {
    OLD_TYPE_TESTS
        .iter()
        .find(|&&(n, a, _)| n == name && a == arity)
        .map(|&(_, _, new)| new)
}

/// `e` as a call of an old type test: its name, arity, callee and arguments.
fn as_old_test(e: &Expr) -> Option<(&str, u32, &Expr, &[Expr])> {
    let ExprKind::Call(f, args) = &e.kind else {
        return None;
    };
    let ExprKind::Atom(name) = &f.kind else {
        return None;
    };
    let arity = args.len() as u32;
    new_name(name, arity).map(|_| (name.as_str(), arity, &**f, args.as_slice()))
}

impl Lowerer<'_> {
    /// Whether the module's own `name/arity` (defined or imported) takes the place of the
    /// old type test. Never for `record/2`: erl_lint and erl_expand_records take it as
    /// `is_record/2` before they look for functions.
    fn overrides(&self, name: &str, arity: u32) -> bool {
        let key = (name.to_string(), arity);
        name != "record" && (self.locals.contains(&key) || self.imports.contains_key(&key))
    }

    /// A test of a guard (one element of a `,` conjunction) with an old type test replaced
    /// by its `is_*` test.
    pub(crate) fn normalise_guard_test<'e>(&self, e: &'e Expr) -> R<Cow<'e, Expr>> {
        let Some((name, arity, f, args)) = as_old_test(e) else {
            return Ok(Cow::Borrowed(e));
        };
        if self.overrides(name, arity) {
            return Err(self.err(
                e.pos,
                format!("call to local/imported function {name}/{arity} is illegal in guard"),
            ));
        }
        let callee = Expr {
            kind: ExprKind::Atom(new_name(name, arity).unwrap_or(name).to_string()),
            pos: f.pos,
        };
        Ok(Cow::Owned(Expr {
            kind: ExprKind::Call(Box::new(callee), args.to_vec()),
            pos: e.pos,
        }))
    }

    /// Whether a comprehension filter is an old type test that erlc takes as a guard test:
    /// one the module does not override, on guard expressions.
    pub(crate) fn is_old_type_test_filter(&self, e: &Expr) -> bool {
        let records = &self.records;
        as_old_test(e).is_some_and(|(name, arity, _, args)| {
            !self.overrides(name, arity)
                && args
                    .iter()
                    .all(|a| is_guard_expr(a, &|r| records.contains_key(r)))
        })
    }
}
