//! Code generation for guards.
//!
//! A guard is compiled as a test: it falls through when the guard is `true` and jumps to its
//! fail label otherwise, without building the booleans it is made of. The lowering writes
//! `G1, G2` (and `G1 andalso G2`) as `let T = G1 in case T of 'true' -> G2; _ -> 'false'`
//! and `G1; G2` (and `G1 orelse G2`) as `let T = G1 in case T of 'true' -> 'true'; _ -> G2`,
//! the guards of a `;` that may raise wrapped in a `try` whose handler is `'false'`. Here:
//! - a conjunction is `G1`'s test jumping to the fail label, then `G2`'s;
//! - a disjunction is `G1`'s test jumping to `G2`'s code, and a jump past it when it holds;
//! - such a `try` is its body's test, whose exceptions also jump to the fail label;
//! - a type test or a comparison is one instruction that jumps when it does not hold.
//!
//! `andalso` and `orelse` raise `badarg` where `G1` is not a boolean, which in a guard fails
//! the guard; a disjunction passes to `G2` on anything but `true`, so `orelse` is taken
//! apart only where `G1` cannot be anything but a boolean (or raises). Anything else is
//! evaluated into a register and compared with `true`.

use super::expr::{CResult, Ctx, FnGen};
use crate::atom;
use crate::code::{CmpOp, Instr, Label, Src, TypeTest};
use triheap_ir::ir::{Atomic, Clause, Expr, Literal, Pattern, VarId};

pub(super) fn type_test(name: &str) -> Option<TypeTest> {
    Some(match name {
        "is_integer" => TypeTest::Integer,
        "is_float" => TypeTest::Float,
        "is_number" => TypeTest::Number,
        "is_atom" => TypeTest::Atom,
        "is_boolean" => TypeTest::Boolean,
        "is_list" => TypeTest::List,
        "is_tuple" => TypeTest::Tuple,
        "is_binary" => TypeTest::Binary,
        "is_bitstring" => TypeTest::Bitstring,
        "is_function" => TypeTest::Function,
        "is_pid" => TypeTest::Pid,
        "is_reference" => TypeTest::Reference,
        "is_map" => TypeTest::Map,
        _ => return None,
    })
}

pub(super) fn cmp_op(name: &str) -> Option<CmpOp> {
    Some(match name {
        "=:=" => CmpOp::ExactEq,
        "=/=" => CmpOp::ExactNe,
        "==" => CmpOp::Eq,
        "/=" => CmpOp::Ne,
        "<" => CmpOp::Lt,
        "=<" => CmpOp::Le,
        ">" => CmpOp::Gt,
        ">=" => CmpOp::Ge,
        _ => return None,
    })
}

/// A `case` on a boolean that the lowering writes for `,`, `;`, `andalso` and `orelse`.
enum BoolCase<'e> {
    /// `case T of 'true' -> Then; _ -> 'false'`.
    And(&'e Expr),
    /// `case T of 'true' -> 'true'; _ -> Else`.
    Or(&'e Expr),
}

/// `e` as a [`BoolCase`] on `t`, and whether it is strict (`andalso`/`orelse`: a clause
/// for `'false'` and one more, which raises, for anything else).
fn bool_case(e: &Expr, t: VarId) -> Option<(BoolCase<'_>, bool)> {
    let Expr::Case { args, clauses, .. } = e else {
        return None;
    };
    if !matches!(args.as_slice(), [Atomic::Var(v)] if *v == t) {
        return None;
    }
    let (first, second, strict) = match clauses.as_slice() {
        [a, b] if only(b, |p| matches!(p, Pattern::Wildcard)) => (a, b, false),
        [a, b, c]
            if only(b, |p| is_atom_pat(p, "false"))
                && only(c, |p| matches!(p, Pattern::Wildcard | Pattern::Var(_))) =>
        {
            (a, b, true)
        }
        _ => return None,
    };
    if !only(first, |p| is_atom_pat(p, "true")) {
        return None;
    }
    if is_atom(&second.body, "false") {
        Some((BoolCase::And(&first.body), strict))
    } else if is_atom(&first.body, "true") {
        Some((BoolCase::Or(&second.body), strict))
    } else {
        None
    }
}

/// The clause has one pattern, for which `test` holds, and no guard.
fn only(c: &Clause, test: impl Fn(&Pattern) -> bool) -> bool {
    c.guard.is_none() && matches!(c.pats.as_slice(), [p] if test(p))
}

fn is_atom_pat(p: &Pattern, name: &str) -> bool {
    matches!(p, Pattern::Lit(Literal::Atom(a)) if a == name)
}

fn is_atom(e: &Expr, name: &str) -> bool {
    matches!(e, Expr::Atomic(Atomic::Lit(Literal::Atom(a))) if a == name)
}

/// `e` is a `try` of a guard of a `;`: `try Body of V -> V catch _ -> 'false'`.
fn guard_try(e: &Expr) -> Option<&Expr> {
    match e {
        Expr::Try {
            body,
            of_vars,
            of_body,
            handler,
            ..
        } if matches!((of_vars.as_slice(), &**of_body),
                      ([v], Expr::Atomic(Atomic::Var(w))) if v == w)
            && is_atom(handler, "false") =>
        {
            Some(body)
        }
        _ => None,
    }
}

fn literal_arity(a: &Atomic) -> bool {
    matches!(a, Atomic::Lit(Literal::Int(n)) if (0u32..=255).contains(&u32::try_from(n).unwrap_or(u32::MAX)))
}

/// `e` yields a boolean or raises.
fn known_boolean(e: &Expr) -> bool {
    // A loop, not a recursion: a chain of `orelse`s is as long as the source.
    let mut e = e;
    loop {
        e = match e {
            Expr::Atomic(_) => return is_atom(e, "true") || is_atom(e, "false"),
            Expr::Bif { name, args, .. } => {
                return type_test(name).is_some()
                    || cmp_op(name).is_some()
                    || (name == "is_function" && args.len() == 2)
                    || matches!(name.as_str(), "not" | "and" | "or" | "xor")
            }
            Expr::Let { vars, body, .. } => match vars.first().and_then(|&t| bool_case(body, t)) {
                // A strict one raises where the value is not a boolean.
                Some((BoolCase::And(e) | BoolCase::Or(e), _)) => e,
                None => body,
            },
            _ => match guard_try(e) {
                Some(body) => body,
                None => return false,
            },
        }
    }
}

/// `case T of 'true' -> Then; 'false' -> Else end` (either order; `_` for the second).
fn if_else(body: &Expr, t: VarId) -> Option<(&Expr, &Expr)> {
    let Expr::Case { args, clauses, .. } = body else {
        return None;
    };
    if !matches!(args.as_slice(), [Atomic::Var(v)] if *v == t) {
        return None;
    }
    let [a, b] = clauses.as_slice() else {
        return None;
    };
    if only(a, |p| is_atom_pat(p, "true"))
        && only(b, |p| {
            is_atom_pat(p, "false") || matches!(p, Pattern::Wildcard)
        })
    {
        Some((&a.body, &b.body))
    } else if only(a, |p| is_atom_pat(p, "false"))
        && only(b, |p| {
            is_atom_pat(p, "true") || matches!(p, Pattern::Wildcard)
        })
    {
        Some((&b.body, &a.body))
    } else {
        None
    }
}

impl FnGen<'_> {
    /// `let T = Test in case T of 'true' -> Then; 'false' -> Else end` outside a guard, where
    /// `Test` is a boolean (a comparison, a type test, an `andalso` of them) read only there:
    /// its `Then` and `Else`, to be compiled by [`FnGen::branch_on`].
    pub(super) fn bool_branches<'e>(
        &self,
        vars: &[VarId],
        value: &Expr,
        body: &'e Expr,
    ) -> Option<(&'e Expr, &'e Expr)> {
        let [t] = vars else {
            return None;
        };
        // The cheap tests first: this is asked of every `let`.
        let branches = if_else(body, *t)?;
        (self.guard_fail.is_none() && self.uses.get(t) == Some(&1) && known_boolean(value))
            .then_some(branches)
    }

    /// `Test` as a test that jumps to `other` when false, then `then` and `other` in `ctx`.
    /// An exception in `Test` raises, as it would where its value was built.
    pub(super) fn branch_on(
        &mut self,
        test: &Expr,
        then: &Expr,
        other: &Expr,
        ctx: &Ctx,
    ) -> CResult<()> {
        let (otherwise, save, outer) = (self.g.new_label(), self.next, self.shapes.clone());
        self.guard_test(test, otherwise)?;
        self.expr(then, ctx)?;
        self.shapes.clone_from(&outer);
        self.next = save;
        self.g.bind(otherwise);
        self.expr(other, ctx)?;
        self.next = save;
        Ok(())
    }

    /// Compile a guard: fall through if it is `true`, else jump to `fail`.
    pub(super) fn guard(&mut self, g: &Expr, fail: Label) -> CResult<()> {
        let outer = self.guard_fail.replace(fail);
        let r = self.guard_test(g, fail);
        self.guard_fail = outer;
        r
    }

    /// Fall through if `g` is `true`, else jump to `fail`; an exception jumps to
    /// `guard_fail`.
    fn guard_test(&mut self, g: &Expr, fail: Label) -> CResult<()> {
        let mut passes = Vec::new();
        let r = self.guard_chain(g, fail, &mut passes);
        for pass in passes {
            self.g.bind(pass);
        }
        r
    }

    /// [`FnGen::guard_test`], leaving in `passes` the labels where a disjunction's first
    /// part that holds jumps: the end of the test.
    fn guard_chain(&mut self, g: &Expr, fail: Label, passes: &mut Vec<Label>) -> CResult<()> {
        // A guard's `let` chain (one per operand of `X > 1+1+...+1`), its conjunctions and
        // its disjunctions (as long as the source: `;` and `orelse` nest to the right) are
        // taken in this loop.
        let mut g = g;
        while let Expr::Let { vars, value, body } = g {
            if vars.len() != 1 {
                break;
            }
            let once = self.uses.get(&vars[0]) == Some(&1);
            match bool_case(body, vars[0]) {
                Some((shape, strict)) if once && (!strict || known_boolean(value)) => match shape {
                    BoolCase::And(then) => {
                        self.guard_test(value, fail)?;
                        g = then;
                        continue;
                    }
                    BoolCase::Or(other) => {
                        let (next, pass) = (self.g.new_label(), self.g.new_label());
                        self.guard_test(value, next)?;
                        self.g.emit(Instr::Jump(pass));
                        passes.push(pass);
                        self.g.bind(next);
                        g = other;
                        continue;
                    }
                },
                _ => {}
            }
            match &**value {
                Expr::Atomic(a) => {
                    let s = self.src(a)?;
                    self.env.insert(vars[0], s);
                }
                v @ Expr::Bif { .. } => {
                    let r = self.simple(v)?;
                    self.env.insert(vars[0], Src::R(r));
                    self.owners.insert(vars[0]);
                }
                _ => break,
            }
            g = body;
        }
        if let Some(body) = guard_try(g).filter(|_| self.guard_fail.is_some()) {
            // Its body's exceptions fail it as its handler's `'false'` would (in a guard,
            // where it can hold no call).
            let outer = self.guard_fail.replace(fail);
            let r = self.guard_test(body, fail);
            self.guard_fail = outer;
            return r;
        }
        match g {
            Expr::Atomic(Atomic::Lit(Literal::Atom(a))) if a == "true" => Ok(()),
            Expr::Bif { name, args, .. } if args.len() == 1 && type_test(name).is_some() => {
                let s = self.src(&args[0])?;
                self.g.emit(Instr::Test {
                    test: type_test(name).unwrap(),
                    src: s,
                    fail,
                });
                Ok(())
            }
            // Outside a guard an arity that is not an arity raises `badarg`.
            Expr::Bif { name, args, .. }
                if name == "is_function"
                    && args.len() == 2
                    && (self.guard_fail.is_some() || literal_arity(&args[1])) =>
            {
                let (s, a) = (self.src(&args[0])?, self.src(&args[1])?);
                self.g.emit(Instr::IsFunArity {
                    src: s,
                    arity: a,
                    fail,
                });
                Ok(())
            }
            Expr::Bif { name, args, .. } if args.len() == 2 && cmp_op(name).is_some() => {
                let (a, b) = (self.src(&args[0])?, self.src(&args[1])?);
                self.g.emit(Instr::Cmp {
                    op: cmp_op(name).unwrap(),
                    a,
                    b,
                    fail,
                });
                Ok(())
            }
            _ => {
                let r = self.simple(g)?;
                self.g.emit(Instr::Cmp {
                    op: CmpOp::ExactEq,
                    a: Src::R(r),
                    b: Src::K(atom::TRUE),
                    fail,
                });
                Ok(())
            }
        }
    }
}
