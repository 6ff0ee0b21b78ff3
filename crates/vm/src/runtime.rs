//! Running a program: the main process calls `Module:main(Args)`; the run ends when it
//! returns (status 0), dies (an error report, status 1), or calls `halt/1`.

use crate::atom;
use crate::build;
use crate::exception::{Class, Exception};
use crate::interp;
use crate::process::Process;
use crate::term::Term;
use crate::vm::Vm;

/// Run `module:main(args)` to completion and return the exit status.
pub fn run_main(vm: &'static Vm, module: &'static crate::code::Module, args: &[String]) -> i32 {
    let Some(main) = module.exported(atom::MAIN, 1) else {
        eprintln!(
            "triheap: {} does not export main/1",
            atom::name(module.name)
        );
        return 1;
    };
    let pid = crate::sched::with(|s| s.new_pid()).expect("first pid");
    let mut p = Box::new(Process::new(pid, crate::heap::DEFAULT_MIN_HEAP));
    crate::stacktrace::set_main(pid);
    let strs: Vec<Term> = args.iter().map(|a| build::string(&mut p.heap, a)).collect();
    let argv = build::list(&mut p.heap, &strs);
    interp::start(&mut p, module, main.entry, &[argv]);
    crate::stats::start(vm);
    let status = crate::sched::run(vm, p);
    crate::bif::misc::flush_stdout();
    print_stats(vm);
    status
}

/// The `--stats` summary on standard error and the `--stats-json` file, if asked for.
fn print_stats(vm: &Vm) {
    crate::stats::finish(vm);
}

pub fn pid_text(pid: Term) -> String {
    format!("<0.{}.0>", pid.pid_index())
}

/// Print the report Erlang/OTP prints when a process dies of an uncaught exception: for a
/// spawned process on standard output with the logger's header, as OTP's default logger
/// does; for the main process on standard error (the run then ends with status 1).
pub fn report_crash(pid: Term, e: &Exception, main: bool) {
    crate::bif::misc::flush_stdout();
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
        crate::bif::misc::write_stdout(text.as_bytes());
    }
}
