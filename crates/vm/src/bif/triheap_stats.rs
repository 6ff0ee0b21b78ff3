//! Module `triheap`: a program reads and resets the run's statistics, to measure one phase
//! (as the seeds' `gc_info`, `bench_info` and timer BIFs did).
//!
//! `triheap:stats()` returns the `--stats-json` document as a map: objects are maps with atom
//! keys, arrays lists, strings atoms, `null` the atom `undefined`.
//! `triheap:reset_stats()` starts every count and timer again from zero.

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::BifResult;
use crate::heap::Heap;
use crate::order::compare_exact;
use crate::process::Process;
use crate::term::Term;
use serde_json::Value;

/// The term for a JSON value.
fn to_term(heap: &mut Heap, v: &Value) -> Term {
    match v {
        Value::Null => atom::atom("undefined"),
        Value::Bool(b) => atom::atom(if *b { "true" } else { "false" }),
        Value::Number(n) => match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => build::int(heap, i),
            (None, Some(f)) => build::float(heap, f),
            (None, None) => atom::atom("undefined"),
        },
        Value::String(s) => atom::atom(s),
        Value::Array(items) => {
            let elems: Vec<Term> = items.iter().map(|x| to_term(heap, x)).collect();
            build::list(heap, &elems)
        }
        Value::Object(fields) => {
            let mut kvs: Vec<(Term, Term)> = fields
                .iter()
                .map(|(k, x)| (atom::atom(k), to_term(heap, x)))
                .collect();
            kvs.sort_by(|a, b| compare_exact(a.0, b.0));
            super::maps::from_sorted(heap, &kvs)
        }
    }
}

fn stats(cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let used = p.heap.young_used() + p.heap.old_used();
    let used = cx.words_in_use(used);
    let report = crate::stats::report(&cx.vm.stats, &cx.run_info(), Some(used));
    let v = serde_json::to_value(&report).expect("statistics serialise");
    Ok(to_term(&mut p.heap, &v))
}

fn reset_stats(cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    cx.reset_stats();
    Ok(atom::atom("ok"))
}

pub const BIFS: &[BifEntry] = &[
    ("triheap", "stats", 0, stats),
    ("triheap", "reset_stats", 0, reset_stats),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::*;
    use serde_json::json;

    #[test]
    fn json_values_become_terms() {
        let mut p = p();
        let v = json!({"b": [1, 2.5, null], "a": "private", "c": true});
        let t = to_term(&mut p.heap, &v);
        assert_eq!(
            crate::print::term_to_string(t),
            "#{a => private,b => [1,2.5,undefined],c => true}"
        );
    }
}
