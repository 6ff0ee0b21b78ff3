//! Match contexts passed to the function itself: `f(<<X, Rest/binary>>, S) -> f(Rest, ..)`.
//!
//! A loop over a binary makes the rest of it a new sub-binary at every step, garbage as soon
//! as the next step has matched it. Erlang/OTP's compiler passes its match context instead;
//! here the rest is a sub-binary of four words (a *context*, `binary::make_context`) that the
//! next step advances in place. That is unobservable when the context is never seen but by
//! the function's own clause heads, which this pass proves of a function's parameter `i`:
//!
//! - the function's body is a `case` of its parameters, failing with `function_clause`;
//! - parameter `i` is read by that `case` alone, and no clause binds it whole (a pattern at
//!   `i` is a literal, a wildcard, an unused variable, or a binary, cons, tuple or map
//!   pattern, which read it and bind its parts: a sub-binary taken of a context is a new
//!   sub-binary, and a whole `/binary` rest taken at position 0 is copied, `bits::rest`);
//! - the `function_clause` error, whose arguments it could reach, copies contexts (`interp`).
//!
//! A clause then advances the context in place when its pattern at `i` ends in a `/binary`
//! rest bound to a variable whose one use is argument `i` of a call of the function itself.
//! The code generator puts that off until the clause's patterns and guard have matched
//! (`FnGen::clause_head`): the clause is then chosen, so no other clause reads parameter
//! `i` again.

use std::collections::HashSet;
use triheap_ir::ir::{Atomic, BinType, CallTarget, Expr, Function, Pattern, VarId};

/// The variables bound to a `/binary` rest that may be made a context advanced in place.
pub(super) fn reusable_rests(
    f: &Function,
    uses: &std::collections::HashMap<VarId, u32>,
) -> HashSet<VarId> {
    let mut out = HashSet::new();
    let Expr::Case {
        args,
        clauses,
        fail: triheap_ir::ir::CaseFail::FunctionClause,
        ..
    } = &f.body
    else {
        return out;
    };
    if args.len() != f.params.len()
        || args
            .iter()
            .zip(&f.params)
            .any(|(a, p)| *a != Atomic::Var(*p))
    {
        return out;
    }
    let used = |v: &VarId| uses.get(v).copied().unwrap_or(0);
    for (i, param) in f.params.iter().enumerate() {
        // The `case` is the parameter's one reader, and no clause keeps it whole.
        let reads_param_only = |c: &triheap_ir::ir::Clause| {
            c.pats.len() == args.len() && reads_only(&c.pats[i], &used)
        };
        if used(param) != 1 || !clauses.iter().all(reads_param_only) {
            continue;
        }
        for c in clauses {
            let Pattern::Binary(segs) = &c.pats[i] else {
                continue;
            };
            let Some(last) = segs.last() else { continue };
            let Pattern::Var(rest) = last.pat else {
                continue;
            };
            if last.spec.ty == BinType::Binary
                && last.size.is_none()
                && used(&rest) == 1
                && passed_to_self(&c.body, f, i, rest)
            {
                out.insert(rest);
            }
        }
    }
    out
}

/// Whether a pattern reads the value it matches without binding it whole.
fn reads_only(p: &Pattern, used: &impl Fn(&VarId) -> u32) -> bool {
    match p {
        Pattern::Var(v) => used(v) == 0,
        Pattern::Alias(..) => false,
        _ => true,
    }
}

/// Whether `e` calls the function `f` with `v` as argument `i` (walked with a stack of its
/// own: `let` chains are as long as a function's body).
fn passed_to_self(e: &Expr, f: &Function, i: usize, v: VarId) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match e {
            Expr::Call {
                target: CallTarget::Local(name, arity),
                args,
                ..
            } if *name == f.name
                && *arity as usize == f.params.len()
                && args.get(i) == Some(&Atomic::Var(v)) =>
            {
                return true
            }
            Expr::Let { value, body, .. } => {
                stack.push(value);
                stack.push(body);
            }
            Expr::Case { clauses, .. } | Expr::Receive { clauses, .. } => {
                for c in clauses {
                    stack.extend(c.guard.as_ref());
                    stack.push(&c.body);
                }
                if let Expr::Receive {
                    after: Some((_, body)),
                    ..
                } = e
                {
                    stack.push(body);
                }
            }
            Expr::Try {
                body,
                of_body,
                handler,
                ..
            } => stack.extend([&**body, &**of_body, &**handler]),
            Expr::Catch(body) => stack.push(body),
            _ => {}
        }
    }
    false
}
