//! Match contexts passed from call to call: `f(<<X, Rest/binary>>, S) -> f(Rest, ..)`.
//!
//! A loop over a binary makes the rest of it a new sub-binary at every step, garbage as soon
//! as the next step has matched it. Erlang/OTP's compiler passes its match context instead;
//! here the rest is a sub-binary of four words (a *context*, `binary::make_context`) that the
//! next `/binary` rest taken of it advances in place. That is unobservable while a context is
//! only ever held where nothing but a clause head reads it:
//!
//! - a parameter `i` of a function whose body is a `case` of its parameters, failing with
//!   `function_clause`, that reads it alone, no clause binding it whole (a pattern at `i` is a
//!   literal, a wildcard, an unused variable, or a binary, cons, tuple or map pattern, which
//!   read it and bind its parts: a sub-binary taken of a context is a new sub-binary, and a
//!   `/binary` rest taken whole at position 0 and not made a context is copied,
//!   `bits::rest`); the `function_clause` error, whose arguments could reach it, copies
//!   contexts (`interp`);
//! - a variable bound to a `/binary` rest whose every use is such a parameter's argument, of
//!   a local call that passes it once, and that has one use or only uses in tail position
//!   (one of which runs: nothing can read the context after the callee has advanced it).
//!
//! A rest is advanced in place only once its clause's patterns and guard have matched
//! (`FnGen::clause_head` puts its instruction off until then): the clause is then chosen, so
//! no other clause reads the value matched again.

use std::collections::{HashMap, HashSet};
use triheap_ir::ir::{Atomic, CallTarget, CaseFail, Expr, Function, Module, Pattern, VarId};

/// The parameters of a module's functions that only their function's clause heads read
/// (`name`, arity, index): where a match context may be passed.
pub(crate) type ContextParams = HashSet<(String, u32, usize)>;

/// `uses[k]`: the use counts of `m.functions[k]`'s variables.
pub(crate) fn context_params(m: &Module, uses: &[HashMap<VarId, u32>]) -> ContextParams {
    let mut out = ContextParams::new();
    for (f, uses) in m.functions.iter().zip(uses) {
        let Expr::Case {
            args,
            clauses,
            fail: CaseFail::FunctionClause,
            ..
        } = &f.body
        else {
            continue;
        };
        if args.len() != f.params.len()
            || args
                .iter()
                .zip(&f.params)
                .any(|(a, p)| *a != Atomic::Var(*p))
        {
            continue;
        }
        let used = |v: &VarId| uses.get(v).copied().unwrap_or(0);
        for (i, param) in f.params.iter().enumerate() {
            // The `case` is the parameter's one reader, and no clause keeps it whole.
            let reads_param_only = |c: &triheap_ir::ir::Clause| {
                c.pats.len() == args.len() && reads_only(&c.pats[i], &used)
            };
            if used(param) == 1 && clauses.iter().all(reads_param_only) {
                out.insert((f.name.clone(), f.arity, i));
            }
        }
    }
    out
}

/// The variables of `f` that may hold a match context: every use of one is an argument
/// where a context may be passed, of a call that has it once, and either it has one use or
/// all are calls in tail position (one of which runs). A `/binary` rest bound to one is
/// made a context (`pattern.rs`).
pub(super) fn reusable_rests(
    f: &Function,
    uses: &HashMap<VarId, u32>,
    params: &ContextParams,
) -> HashSet<VarId> {
    // Per variable: uses as such an argument, and those in tail position.
    let mut passed: HashMap<VarId, (u32, u32)> = HashMap::new();
    let mut stack = vec![(&f.body, true)];
    while let Some((e, tail)) = stack.pop() {
        match e {
            Expr::Call {
                target: CallTarget::Local(name, arity),
                args,
                ..
            } => {
                for (j, a) in args.iter().enumerate() {
                    let Atomic::Var(v) = a else { continue };
                    let once = args.iter().filter(|b| *b == a).count() == 1;
                    if once && params.contains(&(name.clone(), *arity, j)) {
                        let n = passed.entry(*v).or_default();
                        n.0 += 1;
                        n.1 += tail as u32;
                    }
                }
            }
            Expr::Let { value, body, .. } => {
                stack.push((value, false));
                stack.push((body, tail));
            }
            Expr::Case { clauses, .. } | Expr::Receive { clauses, .. } => {
                for c in clauses {
                    stack.extend(c.guard.as_ref().map(|g| (g, false)));
                    stack.push((&c.body, tail));
                }
                if let Expr::Receive {
                    after: Some((_, body)),
                    ..
                } = e
                {
                    stack.push((body, tail));
                }
            }
            Expr::Try {
                body,
                of_body,
                handler,
                ..
            } => stack.extend([(&**body, false), (&**of_body, false), (&**handler, false)]),
            Expr::Catch(body) => stack.push((body, false)),
            _ => {}
        }
    }
    passed
        .into_iter()
        .filter(|&(v, (all, tail))| {
            let used = uses.get(&v).copied().unwrap_or(0);
            all == used && (used == 1 || tail == used)
        })
        .map(|(v, _)| v)
        .collect()
}

/// Whether a pattern reads the value it matches without binding it whole.
fn reads_only(p: &Pattern, used: &impl Fn(&VarId) -> u32) -> bool {
    match p {
        Pattern::Var(v) => used(v) == 0,
        Pattern::Alias(..) => false,
        _ => true,
    }
}
