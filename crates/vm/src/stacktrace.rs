//! Stacktrace terms, shaped as Erlang/OTP 25 shows them: `[{M, F, ArityOrArgs, Location}]`,
//! innermost first, with `Location = [{file, Path}, {line, N}]` read from the module's line
//! table (`Module::lines`) for the faulting instruction and each caller's call.
//!
//! An error raised inside a BIF heads the trace with the BIF and its arguments and
//! `[{error_info, #{module => erl_erts_errors}}]`, except for the arithmetic that OTP's
//! compiler inlines (the code generator marks those instructions, see [`INLINE_OP`]).

use crate::atom;
use crate::build;
use crate::code::{Instr, Label, Module};
use crate::exception::Exception;
use crate::process::Process;
use crate::term::Term;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// Frames in a stacktrace, as Erlang/OTP's default `backtrace_depth`.
pub const DEPTH: usize = 8;

/// Set in a line-table entry: the instruction is arithmetic that Erlang/OTP does inline, so
/// its failure shows no `{erlang, Op, Args, _}` frame.
pub const INLINE_OP: u32 = 1 << 31;

/// Pid index + 1 of the main process (0: none), whose stack ends in `init`'s frames.
static MAIN: AtomicU64 = AtomicU64::new(0);

/// The main process of the run: its traces end as under `erl -noshell -run M main`.
pub fn set_main(pid: Term) {
    MAIN.store(pid.pid_index() + 1, Ordering::Relaxed);
}

/// `[{error_info, #{module => erl_erts_errors}}]`, a literal.
pub fn erts_error_info() -> Term {
    static T: OnceLock<Term> = OnceLock::new();
    *T.get_or_init(|| error_info("erl_erts_errors"))
}

/// `{erlang, Name, Args, [{error_info, ...}]}`: the frame of a failing operation of module
/// `erlang` that is an instruction of its own (`!`).
pub fn erlang_frame(p: &mut Process, name: &str, args: &[Term]) -> Term {
    let list = build::list(&mut p.heap, args);
    let info = erts_error_info();
    build::tuple(&mut p.heap, &[atom::ERLANG, atom::atom(name), list, info])
}

/// `[{error_info, #{module => Module}}]` as a literal.
fn error_info(module: &str) -> Term {
    use triheap_ir::ir::Literal as L;
    let map = L::Map(vec![(L::Atom("module".into()), L::Atom(module.into()))]);
    let item = L::Tuple(vec![L::Atom("error_info".into()), map]);
    crate::compile::literal_term(&L::Cons(Box::new(item), Box::new(L::Nil)))
        .expect("error_info literal")
}

/// The bottom frames of the main process: `{init, start_em, 1, []}, {init, do_boot, 3, []}`.
fn init_frames() -> [Term; 2] {
    static T: OnceLock<[Term; 2]> = OnceLock::new();
    *T.get_or_init(|| {
        use triheap_ir::ir::Literal as L;
        let f = |name: &str, arity: u32| {
            let t = L::Tuple(vec![
                L::Atom("init".into()),
                L::Atom(name.into()),
                L::Int(arity.into()),
                L::Nil,
            ]);
            crate::compile::literal_term(&t).expect("init frame literal")
        };
        [f("start_em", 1), f("do_boot", 3)]
    })
}

/// `[{file, Path}, {line, N}]` for `pc` in `m`, or `[]` when the line is unknown.
fn location(p: &mut Process, m: &Module, pc: Label) -> (Term, bool) {
    let entry = m.line_at(pc);
    let line = entry & !INLINE_OP;
    let loc = if line == 0 {
        Term::NIL
    } else {
        let l = build::tuple(&mut p.heap, &[atom::atom("line"), Term::small(line as i64)]);
        build::list(&mut p.heap, &[m.file_loc, l])
    };
    (loc, entry & INLINE_OP != 0)
}

/// A failing BIF of a module other than `erlang` is one of OTP's stdlib BIFs
/// (`lists:keyfind/3`...) or kernel BIFs (`os:getenv/1`), whose frame says so, unless it
/// stands in for Erlang code whose clauses did not match.
fn stdlib_bif_frame(p: &mut Process, frame: Term, reason: Term) -> Term {
    if frame.element(4) != Term::NIL
        || frame.element(1) == atom::ERLANG
        || reason == atom::FUNCTION_CLAUSE
    {
        return frame;
    }
    static STDLIB: OnceLock<Term> = OnceLock::new();
    static KERNEL: OnceLock<Term> = OnceLock::new();
    let info = if frame.element(1) == atom::atom("os") {
        *KERNEL.get_or_init(|| error_info("erl_kernel_errors"))
    } else {
        *STDLIB.get_or_init(|| error_info("erl_stdlib_errors"))
    };
    let (m, f, a) = (frame.element(1), frame.element(2), frame.element(3));
    build::tuple(&mut p.heap, &[m, f, a, info])
}

fn is_bad_fun(reason: Term) -> bool {
    reason.is_tuple()
        && reason.tuple_arity() == 2
        && (reason.element(1) == atom::BADFUN || reason.element(1) == atom::BADARITY)
}

fn is_tail_call(m: &Module, pc: Label) -> bool {
    matches!(
        m.code.get(pc as usize),
        Some(Instr::CallOnly { .. } | Instr::CallExtOnly { .. } | Instr::CallFunOnly { .. })
    )
}

/// The stacktrace term for `e` from the stack recorded when it was raised
/// (`Process::last_trace`: the raising function's pc, then each caller's call).
///
/// `e.args` shapes the top: a list replaces the top frame's arity (`function_clause`,
/// `error/2`); `{Args, Extra}` also appends `Extra` to its location (`error/3`'s
/// `error_info`); `{M, F, Args}` is a frame of its own above it with no location (`undef`);
/// `{M, F, Args, Location}` a BIF's frame above it.
pub fn build(p: &mut Process, e: &Exception) -> Term {
    if let Some(t) = e.trace {
        return t;
    }
    let frames = std::mem::take(&mut p.last_trace);
    let mut items = Vec::with_capacity(frames.len() + 3);
    for (i, &(m, pc)) in frames.iter().enumerate() {
        let (name, mut arity) = match m.function_at(pc) {
            Some(f) => (f.name, Term::small(f.arity as i64)),
            None => (atom::UNDEFINED, Term::small(0)),
        };
        let (mut loc, inline_op) = location(p, m, pc);
        if i == 0 {
            match e.args {
                Some(a) if a.is_list() => arity = a,
                Some(a) if a.is_tuple() && a.tuple_arity() == 2 && a.element(1).is_list() => {
                    arity = a.element(1);
                    let extra = build::list_to_vec(loc).unwrap_or_default();
                    loc = build::list_with_tail(&mut p.heap, &extra, a.element(2));
                }
                Some(a) if a.is_tuple() && a.tuple_arity() == 3 => {
                    let (um, f, args) = (a.element(1), a.element(2), a.element(3));
                    items.push(build::tuple(&mut p.heap, &[um, f, args, Term::NIL]));
                    // A tail call to it has already left the caller's frame.
                    if is_tail_call(m, pc) {
                        continue;
                    }
                }
                Some(a) if a.is_tuple() && a.tuple_arity() == 4 && !inline_op => {
                    items.push(stdlib_bif_frame(p, a, e.reason));
                }
                _ => {}
            }
        }
        let frame = build::tuple(&mut p.heap, &[m.name, name, arity, loc]);
        // Erlang/OTP shows a function whose (non-tail) fun call fails with `badfun` or
        // `badarity` twice: as the current function and as the return address.
        if i == 0
            && is_bad_fun(e.reason)
            && matches!(m.code.get(pc as usize), Some(Instr::CallFun { .. }))
        {
            items.push(frame);
        }
        items.push(frame);
    }
    if frames.len() < DEPTH && MAIN.load(Ordering::Relaxed) == p.pid.pid_index() + 1 {
        items.extend(init_frames());
    }
    p.last_trace = frames;
    items.truncate(DEPTH);
    build::list(&mut p.heap, &items)
}

/// `process_info(P, current_stacktrace)` for process `t`, built on `p`'s heap (`t` may be
/// `p`): its current function at the instruction it runs or waits at (for the caller, the
/// call of `process_info`), then each caller's call, as an exception's trace shows them
/// (a return address repeated by recursion once, 8 frames, `init`'s frames below the main
/// process's). A process that has not run yet has `[]`, as in Erlang/OTP.
pub fn current(p: &mut Process, t: Option<&Process>) -> Term {
    let frames = current_frames(t.unwrap_or(p));
    let main = MAIN.load(Ordering::Relaxed) == t.unwrap_or(p).pid.pid_index() + 1;
    let mut items = Vec::with_capacity(frames.len() + 2);
    for (m, pc) in frames {
        let (name, arity) = match m.function_at(pc) {
            Some(f) => (f.name, Term::small(f.arity as i64)),
            None => (atom::UNDEFINED, Term::small(0)),
        };
        let (loc, _) = location(p, m, pc);
        items.push(build::tuple(&mut p.heap, &[m.name, name, arity, loc]));
    }
    if main && !items.is_empty() && items.len() < DEPTH {
        items.extend(init_frames());
    }
    items.truncate(DEPTH);
    build::list(&mut p.heap, &items)
}

/// Where `t` is and each caller's call, innermost first (as `interp::record_trace`).
fn current_frames(t: &Process) -> Vec<(&'static Module, Label)> {
    let Some(c) = t.ctx.as_ref().filter(|_| t.reductions > 0) else {
        return Vec::new();
    };
    let mut out = vec![(c.module, c.module.label_of(c.pc).saturating_sub(1))];
    let mut prev: Option<(&Module, Label)> = None;
    for f in t.frames.iter().rev() {
        if out.len() == DEPTH {
            break;
        }
        let m = f.module();
        let at = (m, m.label_of(f.ret).saturating_sub(1));
        if prev.is_some_and(|(m, pc)| std::ptr::eq(m, at.0) && pc == at.1) {
            continue;
        }
        prev = Some(at);
        out.push(at);
    }
    out
}
