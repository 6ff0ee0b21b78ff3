//! Where each allocation site allocates: the analysis the options ask for, run over the IR
//! of one module or of a program's modules together, before code generation.

use crate::options::{Analysis, Options};
use triheap_analysis::verdict;
use triheap_ir::ir::{Atomic, CallTarget, Expr, Literal, Module, Placement, SiteKind};

/// The kinds of site the runtime can build in the message area (`put_cons`/`put_tuple`
/// at a shared site); the analysis leaves the others local.
pub fn shareable(kind: SiteKind) -> bool {
    matches!(kind, SiteKind::Cons | SiteKind::Tuple | SiteKind::Fun)
}

/// The analysis' own options, or `None` when no analysis runs.
pub fn analysis_options(options: &Options) -> Option<triheap_analysis::Options> {
    let mode = match options.effective_analysis() {
        Analysis::Message => triheap_analysis::Mode::Message,
        Analysis::Escape => triheap_analysis::Mode::Escape,
        Analysis::Off | Analysis::AllSites | Analysis::Auto => return None,
    };
    Some(triheap_analysis::Options {
        mode,
        depth: options
            .analysis_depth
            .unwrap_or(triheap_analysis::DEFAULT_DEPTH),
    })
}

/// Set the placement of every site of `modules`, analysed together.
pub fn place(options: &Options, modules: &mut [Module]) -> Option<verdict::Analysis> {
    if options.effective_analysis() == Analysis::AllSites {
        for m in modules.iter_mut() {
            for s in &mut m.sites {
                if shareable(s.kind) {
                    s.placement = Placement::Shared;
                }
            }
        }
        return None;
    }
    let opts = analysis_options(options)?;
    Some(triheap_analysis::analyze(modules, &opts, &shareable))
}

/// Add to `program` (its first module the program itself) the modules it calls by name
/// that `lower` finds the source of: transitively through the program's own modules, one
/// level into the standard library (`lower` says which a module is). The library's own
/// calls stay outside the analysis: following them would pull in the formatting modules
/// behind every `io:format` and multiply the analysis' time, for data that seldom reaches a
/// message.
pub fn gather_callees(program: &mut Vec<Module>, lower: impl Fn(&str) -> Option<(Module, bool)>) {
    let mut seen: std::collections::HashSet<String> =
        program.iter().map(|m| m.name.clone()).collect();
    let mut follow = vec![true; program.len()];
    let mut next = 0;
    while next < program.len() {
        let mut names = std::collections::BTreeSet::new();
        if follow[next] {
            for f in &program[next].functions {
                called_modules(&f.body, &mut names);
            }
        }
        next += 1;
        for name in names {
            if seen.insert(name.clone()) {
                if let Some((m, library)) = lower(&name) {
                    program.push(m);
                    follow.push(!library);
                }
            }
        }
    }
}

/// The modules `e` names in remote calls and in `spawn`/`apply` of a literal module.
fn called_modules(e: &Expr, out: &mut std::collections::BTreeSet<String>) {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match e {
            Expr::Call {
                target: CallTarget::Remote(Atomic::Lit(Literal::Atom(m)), f),
                args,
                ..
            } => {
                out.insert(m.clone());
                let by_name = matches!(f, Atomic::Lit(Literal::Atom(f))
                    if m == "erlang" && (f.starts_with("spawn") || f == "apply"));
                if by_name {
                    for a in args {
                        if let Atomic::Lit(Literal::Atom(a)) = a {
                            out.insert(a.clone());
                        }
                    }
                }
            }
            Expr::Let { value, body, .. } => {
                stack.push(value);
                stack.push(body);
            }
            Expr::Case { clauses, .. } | Expr::Receive { clauses, .. } => {
                for c in clauses {
                    stack.push(&c.body);
                    if let Some(g) = &c.guard {
                        stack.push(g);
                    }
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
            } => {
                stack.push(body);
                stack.push(of_body);
                stack.push(handler);
            }
            Expr::Catch(body) => stack.push(body),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    /// A remote call of a `lists` function reaches the BIF when there is one, whatever
    /// `lib/lists.erl` says; the analysis must model each such BIF, not analyse the source.
    #[test]
    fn every_native_lists_function_is_modelled_by_the_analysis() {
        for (m, f, arity, _) in crate::bif::lists::BIFS.iter().filter(|b| b.0 == "lists") {
            assert!(
                triheap_analysis::models_native(m, f, *arity as usize),
                "{m}:{f}/{arity}"
            );
        }
    }
}
