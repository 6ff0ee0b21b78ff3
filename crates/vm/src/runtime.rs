//! Running a program: the main process calls `Module:main(Args)`; the run ends when it
//! returns (status 0), dies (an error report, status 1), or calls `halt/1`. The run loop
//! takes processes from the scheduler's queue and runs each for a time slice, with the
//! safepoints between slices where the architecture may collect what every process shares.

use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{Class, Exception};
use crate::interp::{self, Outcome, BUDGET};
use crate::process::{Process, Status};
use crate::sched::exit_reason;
use crate::term::Term;
use crate::vm::Vm;
use std::time::Instant;

/// Run `module:main(args)` to completion and return the exit status.
pub fn run_main(vm: &'static Vm, module: &'static crate::code::Module, args: &[String]) -> i32 {
    let Some(main) = module.exported(atom::MAIN, 1) else {
        eprintln!(
            "triheap: {} does not export main/1",
            atom::name(module.name)
        );
        return 1;
    };
    crate::heap::tune_allocator();
    let mut cx = match Ctx::new(vm) {
        Ok(cx) => cx,
        Err(e) => {
            eprintln!("triheap: {e}");
            return 1;
        }
    };
    let pid = cx.sched.new_pid().expect("first pid");
    let mut p = cx.new_process(None, pid, crate::heap::DEFAULT_MIN_HEAP);
    crate::stacktrace::set_main(pid);
    // The arguments are built as the process would build them, holding its heap.
    cx.arch.scheduled(&mut p);
    let strs: Vec<Term> = args.iter().map(|a| build::string(&mut p.heap, a)).collect();
    let argv = build::list(&mut p.heap, &strs);
    interp::start(&mut p, module, main.entry, &[argv]);
    cx.arch.descheduled(&mut p);
    crate::stats::start(&vm.stats, &vm.options);
    let status = run(&mut cx, p);
    cx.return_window();
    crate::stdout::flush_stdout();
    crate::stats::finish(&vm.stats, &vm.options, &cx.run_info());
    status
}

/// What became of a process that stopped running.
enum Ended {
    Exit(Box<Process>, Term),
    Halt(i32),
}

/// Run `main` (already set up to call its function) and every process it spawns, until the
/// main process ends; returns the exit status.
fn run(cx: &mut Ctx, main: Box<Process>) -> i32 {
    let main_idx = main.pid.pid_index();
    cx.admit(main);
    loop {
        // A safepoint: no process runs, every one is in the world.
        cx.return_window();
        cx.preempt = false;
        cx.arch.safepoint(&mut cx.sched.world, &cx.vm.stats);
        cx.sched.fire_timers();
        crate::ports::poll(&mut cx.ports, &mut cx.sched);
        let mut p = match next_runnable(cx) {
            Ok(p) => p,
            // Nothing runs, but a port's program may still write: wait for it (or the
            // next timer).
            Err(deadline) if cx.ports.reading() => {
                crate::ports::wait(&mut cx.ports, &mut cx.sched, deadline);
                continue;
            }
            Err(Some(deadline)) => {
                let now = Instant::now();
                if deadline > now {
                    std::thread::sleep(deadline - now);
                }
                continue;
            }
            Err(None) => {
                crate::stdout::flush_stdout();
                eprintln!(
                    "triheap: deadlock: every process waits in receive with no timeout and no message can arrive (main process {})",
                    pid_text(Term::pid(main_idx))
                );
                return 1;
            }
        };
        p.status = Status::Running;
        let outcome = if let Some(r) = p.exit_when_resumed.take() {
            Outcome::Killed(r)
        } else if let Some(m) = p.pending_exit.take() {
            let r = m.take_into(&mut p.heap);
            Outcome::Killed(r)
        } else if let Some(e) = p.start_error.take() {
            Outcome::Died(e)
        } else {
            let mut outcome = interp::run(cx, &mut p, BUDGET);
            while let Outcome::Safepoint(left) = outcome {
                p = safepoint_in_slice(cx, p);
                outcome = interp::run(cx, &mut p, left);
            }
            outcome
        };
        let is_main = p.pid.pid_index() == main_idx;
        let main_raised = is_main && matches!(outcome, Outcome::Died(_));
        cx.sched.current = None;
        match park(cx, p, outcome, is_main) {
            None => {}
            Some(Ended::Halt(n)) => return n,
            Some(Ended::Exit(p, reason)) => {
                let normal = reason == atom::NORMAL;
                cx.terminate(p, reason);
                if is_main {
                    // As `erl -run`: main ending by any exception is a failure.
                    return if normal && !main_raised { 0 } else { 1 };
                }
            }
        }
    }
}

/// A safepoint in the middle of `p`'s time slice (the architecture asked for one): `p` goes
/// back into the world, as every process must be there, and comes out again to go on.
fn safepoint_in_slice(cx: &mut Ctx, mut p: Box<Process>) -> Box<Process> {
    let idx = p.pid.pid_index();
    cx.arch.descheduled(&mut p);
    cx.sched.world.put(p);
    cx.return_window();
    cx.preempt = false;
    cx.arch.safepoint(&mut cx.sched.world, &cx.vm.stats);
    let mut p = cx.sched.world.take(idx).expect("the running process");
    cx.arch.scheduled(&mut p);
    p
}

/// The next process to run, scheduled in; else when the next timer is due (None: never).
fn next_runnable(cx: &mut Ctx) -> Result<Box<Process>, Option<Instant>> {
    let s = &mut cx.sched;
    while let Some(idx) = s.run_queue.pop_front() {
        if let Some(mut p) = s.world.take(idx) {
            if p.status == Status::Runnable || p.pending_exit.is_some() || p.start_error.is_some() {
                s.current = Some(idx);
                cx.arch.scheduled(&mut p);
                return Ok(p);
            }
            s.world.put(p);
        }
    }
    Err(s.next_deadline())
}

/// What the run loop does with a process that stopped running: back into the world, or
/// ended. The architecture takes back what it lent once the exit reason is built.
fn park(cx: &mut Ctx, mut p: Box<Process>, outcome: Outcome, is_main: bool) -> Option<Ended> {
    let idx = p.pid.pid_index();
    let outcome = match outcome {
        Outcome::Died(e) => {
            // A spawned process ending by `exit/1` is not reported (as in OTP), but the main
            // process's run ends with status 1 for any exception, so say which.
            if e.class != Class::Exit || is_main {
                report_crash(p.pid, &e, is_main);
            }
            let reason = exit_reason(&mut p, &e);
            cx.arch.descheduled(&mut p);
            return Some(Ended::Exit(p, reason));
        }
        o => o,
    };
    cx.arch.descheduled(&mut p);
    let s = &mut cx.sched;
    match outcome {
        Outcome::Yield | Outcome::Safepoint(_) => {
            p.status = Status::Runnable;
            s.world.put(p);
            s.run_queue.push_back(idx);
        }
        Outcome::Wait(deadline) => {
            p.wait_seq += 1;
            if !p.inbox.is_empty() {
                p.status = Status::Runnable;
                s.run_queue.push_back(idx);
            } else {
                p.status = Status::Waiting;
                if let Some(d) = deadline {
                    s.add_wake(d, idx, p.wait_seq);
                }
            }
            s.world.put(p);
        }
        Outcome::Sleep(deadline) => {
            p.wait_seq += 1;
            p.status = Status::Sleeping;
            if let Some(d) = deadline {
                s.add_wake(d, idx, p.wait_seq);
            }
            s.world.put(p);
        }
        Outcome::Done(_) => return Some(Ended::Exit(p, atom::NORMAL)),
        Outcome::Died(_) => unreachable!("handled above"),
        Outcome::Killed(reason) => {
            // An exit signal (from a link, or `exit(Pid, Reason)`) ends the run with status 1.
            if is_main && reason != atom::NORMAL {
                report_crash(p.pid, &Exception::new(Class::Exit, reason), true);
            }
            return Some(Ended::Exit(p, reason));
        }
        Outcome::Halt(n) => return Some(Ended::Halt(n)),
    }
    None
}

pub fn pid_text(pid: Term) -> String {
    format!("<0.{}.0>", pid.pid_index())
}

/// Print the report Erlang/OTP prints when a process dies of an uncaught exception: for a
/// spawned process on standard output with the logger's header, as OTP's default logger
/// does; for the main process on standard error (the run then ends with status 1).
pub fn report_crash(pid: Term, e: &Exception, main: bool) {
    crate::stdout::flush_stdout();
    let mut reason = String::new();
    let trace = e.trace.unwrap_or(Term::NIL);
    match e.class {
        Class::Error | Class::Throw => {
            let mut inner = String::new();
            if e.class == Class::Throw {
                inner.push_str("{nocatch,");
                crate::print::print_term(&mut inner, e.reason);
                inner.push('}');
            } else {
                crate::print::print_term(&mut inner, e.reason);
            }
            reason.push('{');
            reason.push_str(&inner);
            reason.push(',');
            crate::print::print_term(&mut reason, trace);
            reason.push('}');
        }
        Class::Exit => crate::print::print_term(&mut reason, e.reason),
    }
    let text = format!(
        "=ERROR REPORT==== {} ===\nError in process {} with exit value:\n{}\n\n",
        crate::bif::time::report_timestamp(),
        pid_text(pid),
        reason
    );
    if main {
        eprint!("{text}");
    } else {
        crate::stdout::write_stdout(text.as_bytes());
    }
}
