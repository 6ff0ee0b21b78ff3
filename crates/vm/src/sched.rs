//! The scheduler: the process table, the run queue, timers, registered names, and the
//! delivery of messages and exit signals between processes.
//!
//! One scheduler thread runs processes one at a time, each for a budget of reductions.
//! The running process is taken out of the table while it runs, so operations on other
//! processes (delivery, signals) never touch the running one's heap; everything another
//! process sends arrives as a [`Message`] with its own block, which the receiver takes into
//! its heap when it looks at its mailbox. The state is thread-local: a multi-scheduler
//! version would put the table behind locks and give each scheduler its own run queue.
//!
//! The architectures' own parts live in `sched/shared_heap.rs` and `sched/hybrid.rs`.
//! Under the shared architecture (seed 000 sec. 4) the scheduler holds the one heap and
//! lends it to the process it runs (swapped into its `heap` field), so the interpreter and
//! the BIFs allocate as they do with private heaps; a send passes the pointer in a
//! [`Message`] without a block. A collection's roots are the running process and the
//! processes in the active list ([`Process::young_refs`]), or every process for a major
//! collection. With several schedulers, the young generation would be carved into one
//! allocation buffer per scheduler and a collection would stop them all.

use crate::atom;
use crate::build;
use crate::exception::{Class, Exception};

use crate::heap::Heap;
use crate::interp::{self, Outcome, BUDGET};
use crate::process::{alias_step, AliasChanges, AliasKind, AliasSignal, Message, Process, Status};
use crate::stats::counters;
use crate::term::Term;
use crate::vm::{Arch, Vm};
use std::cell::RefCell;

mod hybrid;
mod shared_heap;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::time::{Duration, Instant};

/// The first pid index, as Erlang/OTP's first user process is about `<0.80.0>`.
const FIRST_PID: u64 = 80;
/// Erlang/OTP's default process limit (`+P`).
pub const MAX_PROCESSES: usize = 1_048_576;

enum TimerKind {
    /// Wake a process whose `receive ... after` or `sleep` ends now (if still the same wait).
    Wake { pid: u64, seq: u64 },
    /// `send_after` / `start_timer`: deliver a message.
    Send { to: Term, msg: Message },
}

struct Timer {
    kind: TimerKind,
    /// The reference id returned to the program (0 for internal wake-ups).
    ref_id: u64,
}

pub struct Scheduler {
    procs: HashMap<u64, Box<Process>>,
    run_queue: VecDeque<u64>,
    timers: BTreeMap<(Instant, u64), Timer>,
    /// Reference id of a program-visible timer → its key in `timers`.
    timer_refs: HashMap<u64, (Instant, u64)>,
    timer_seq: u64,
    registry: HashMap<Term, u64>,
    next_pid: u64,
    /// The pid index of the running process, if any.
    pub current: Option<u64>,
    pub spawned: u64,
    pub peak_alive: usize,
    /// Messages sent, and words copied by sends (private heaps copy every message).
    pub messages_sent: u64,
    pub words_sent: u64,
    vm: Option<&'static Vm>,
    /// The memory architecture (copied from the runtime's options when it starts).
    arch: Arch,
    /// Shared architecture: the heap, when no process has it (a placeholder while lent).
    shared_heap: Heap,
    /// Shared architecture: pid indices of processes whose `young_refs` is set (each once).
    active: Vec<u64>,
    /// Hybrid architecture: the message area.
    area: Option<crate::area::Area>,
    /// Shared architecture: the parked processes the last minor collection scanned (what
    /// the verifier checks after it; after a major one it checks every process).
    last_scanned: Vec<u64>,
    /// Active aliases: reference id → owner's pid index (the owner keeps how each ends, in
    /// `Process::aliases`).
    aliases: HashMap<u64, u64>,
}

/// What becomes of a message sent through an alias to another process.
enum Arrival {
    /// The alias is not active: the message is dropped.
    Drop,
    /// The owner took it at once: an ordinary message now.
    Now,
    /// The owner takes it when it next looks at its inbox, where it is checked.
    Later,
}

thread_local! {
    static SCHED: RefCell<Scheduler> = RefCell::new(Scheduler::new());
}

/// Run `f` with the scheduler. Not reentrant: `f` must not call `with` again.
pub fn with<R>(f: impl FnOnce(&mut Scheduler) -> R) -> R {
    SCHED.with(|s| f(&mut s.borrow_mut()))
}

/// The runtime this thread's scheduler runs.
pub fn vm() -> &'static Vm {
    with(|s| s.vm.expect("scheduler has no runtime"))
}

/// Mark `p` active (shared architecture): the next minor collection scans it.
fn activate(active: &mut Vec<u64>, p: &mut Process) {
    if !p.young_refs {
        p.young_refs = true;
        active.push(p.pid.pid_index());
    }
}

/// Exit reason of a process that died of exception `e`, as Erlang/OTP forms it.
pub fn exit_reason(p: &mut Process, e: &Exception) -> Term {
    let trace = e.trace.unwrap_or(Term::NIL);
    match e.class {
        Class::Exit => e.reason,
        Class::Error => build::tuple(&mut p.heap, &[e.reason, trace]),
        Class::Throw => {
            let nocatch = build::tuple(&mut p.heap, &[atom::atom("nocatch"), e.reason]);
            build::tuple(&mut p.heap, &[nocatch, trace])
        }
    }
}

impl Scheduler {
    fn new() -> Scheduler {
        Scheduler {
            procs: HashMap::new(),
            run_queue: VecDeque::new(),
            timers: BTreeMap::new(),
            timer_refs: HashMap::new(),
            timer_seq: 0,
            registry: HashMap::new(),
            next_pid: FIRST_PID,
            current: None,
            spawned: 0,
            peak_alive: 0,
            messages_sent: 0,
            words_sent: 0,
            vm: None,
            arch: Arch::Private,
            shared_heap: Heap::placeholder(0),
            active: Vec::new(),
            last_scanned: Vec::new(),
            area: None,
            aliases: HashMap::new(),
        }
    }

    /// A fresh pid, or None at the process limit.
    pub fn new_pid(&mut self) -> Option<Term> {
        if self.procs.len() + 1 >= MAX_PROCESSES {
            return None;
        }
        let pid = Term::pid(self.next_pid);
        self.next_pid += 1;
        Some(pid)
    }

    /// Add a new process, ready to run.
    pub fn insert(&mut self, mut p: Box<Process>) {
        let idx = p.pid.pid_index();
        if self.arch != Arch::Private {
            p.young_refs = false;
            activate(&mut self.active, &mut p);
        }
        self.procs.insert(idx, p);
        self.run_queue.push_back(idx);
        self.spawned += 1;
        self.peak_alive = self
            .peak_alive
            .max(self.procs.len() + self.current.is_some() as usize);
    }

    pub fn is_alive(&self, idx: u64) -> bool {
        self.procs.contains_key(&idx) || self.current == Some(idx)
    }

    /// Pid indices of every live process (including the running one).
    pub fn all_pids(&self) -> Vec<u64> {
        let mut v: Vec<u64> = self.procs.keys().copied().collect();
        v.extend(self.current);
        v.sort_unstable();
        v
    }

    pub fn process(&mut self, idx: u64) -> Option<&mut Process> {
        self.procs.get_mut(&idx).map(|b| &mut **b)
    }

    /// Take a process out of the table to read it (put it back with [`Scheduler::put_back`]).
    pub fn take_for_inspection(&mut self, idx: u64) -> Option<Box<Process>> {
        self.procs.remove(&idx)
    }

    pub fn put_back(&mut self, p: Box<Process>) {
        self.procs.insert(p.pid.pid_index(), p);
    }

    fn make_runnable(&mut self, idx: u64) {
        if let Some(p) = self.procs.get_mut(&idx) {
            if matches!(p.status, Status::Waiting | Status::Sleeping) {
                p.status = Status::Runnable;
                self.run_queue.push_back(idx);
            }
        }
    }

    /// Send `t` (a term of the running process `from`) to process `idx` (not `from`), if it
    /// lives; `alias`: through the alias with this reference id, which `idx` owns.
    pub fn send_from(&mut self, from: &mut Process, idx: u64, t: Term, alias: Option<u64>) {
        let signal = match alias.map(|id| (id, self.alias_arrives(from, idx, id))) {
            None | Some((_, Arrival::Now)) => None,
            Some((id, Arrival::Later)) => Some(AliasSignal::Via(id)),
            Some((_, Arrival::Drop)) => {
                self.messages_sent += 1;
                counters::note_send(None, 0);
                return;
            }
        };
        if self.arch == Arch::Hybrid {
            return self.send_to_area(from, idx, t, signal);
        }
        // Sizing a message costs a walk over it (the send itself is O(1) under shared):
        // only when statistics are asked for, and outside the send timer.
        if self.arch == Arch::Shared {
            let words = counters::timing().then(|| crate::copy::size(t));
            counters::note_send(words, 0);
        }
        let _timer = counters::time_send();
        match self.arch {
            Arch::Private => self.send_copy(idx, t, signal),
            _ => self.send_pointer(idx, t, signal),
        }
    }

    /// Shared heap: pass the pointer. The receiver becomes active, since it may now be the
    /// only holder of the message.
    fn send_pointer(&mut self, idx: u64, t: Term, signal: Option<AliasSignal>) {
        self.messages_sent += 1;
        let Some(p) = self.procs.get_mut(&idx) else {
            return;
        };
        p.push_inbox(Message::pointer(t).with_alias(signal));
        activate(&mut self.active, p);
        if p.status == Status::Waiting {
            self.make_runnable(idx);
        }
    }

    /// Private heaps: send a copy. The receiver is not running (only one process runs at a
    /// time), so a small message is copied straight into its young generation, as BEAM does
    /// when it holds the receiver's lock; otherwise (and when it, or a message before it in
    /// the inbox, waits to be checked against the receiver's aliases) it travels in a block
    /// of its own.
    fn send_copy(&mut self, idx: u64, t: Term, signal: Option<AliasSignal>) {
        self.messages_sent += 1;
        let Some(p) = self.procs.get_mut(&idx) else {
            counters::note_send(None, 0);
            return;
        };
        let copy_timer = counters::time_copy();
        let n = crate::copy::size(t);
        counters::note_send(Some(n), n);
        self.words_sent += n as u64;
        let straight = signal.is_none() && p.inbox_aliased == 0;
        if straight && n > 0 && p.heap.has_room(n) && p.status != Status::Running {
            // No alias signals in the inbox: draining it needs nothing from the scheduler.
            p.drain_inbox();
            let mut refc = Vec::new();
            let copy = crate::copy::copy(t, &mut p.heap.young, &mut refc);
            drop(copy_timer);
            p.heap.refc_bins.append(&mut refc);
            p.mailbox.push_back(copy);
            if p.status == Status::Waiting {
                self.make_runnable(idx);
            }
            return;
        }
        let msg = Message::copy_of(t).with_alias(signal);
        drop(copy_timer);
        self.deliver(idx, msg);
    }

    /// Put a message in process `idx`'s inbox (if it lives) and wake it if it waits.
    pub fn deliver(&mut self, idx: u64, msg: Message) {
        if let Some(p) = self.procs.get_mut(&idx) {
            p.push_inbox(msg);
            if p.status == Status::Waiting {
                self.make_runnable(idx);
            }
        }
    }

    /// The owner of the active alias with reference id `id`.
    pub fn alias_owner(&self, id: u64) -> Option<u64> {
        self.aliases.get(&id).copied()
    }

    /// Make `id` an active alias of the running process `owner`, ending as `kind` says.
    pub fn add_alias(&mut self, owner: &mut Process, id: u64, kind: AliasKind) {
        owner.aliases.push((id, kind));
        self.aliases.insert(id, owner.pid.pid_index());
    }

    /// Deactivate alias `id` of the running process `owner`; false if it was not active.
    pub fn remove_alias(&mut self, owner: &mut Process, id: u64) -> bool {
        let Some(i) = owner.aliases.iter().position(|&(a, _)| a == id) else {
            return false;
        };
        owner.aliases.swap_remove(i);
        self.aliases.remove(&id);
        true
    }

    /// What the running process's taking of its inbox ended: aliases no longer active, and
    /// monitors a reply through a `reply_demonitor` alias removed (the monitored process
    /// forgets them).
    pub fn forget_aliases(&mut self, changes: &AliasChanges) {
        for id in &changes.unaliased {
            self.aliases.remove(id);
        }
        for &(id, target) in &changes.demonitored {
            if let Some(t) = self.procs.get_mut(&target) {
                t.monitored_by.retain(|&(m, _, _)| m != id);
            }
        }
    }

    /// A message from the running process `from` through alias `id` to its owner `idx`
    /// (another process). A process waiting in `receive` (or sleeping, which Erlang/OTP does
    /// in one) takes signals as they come, so it is checked against the owner's aliases now;
    /// a process between two receives takes them at its next one, so the check waits.
    fn alias_arrives(&mut self, from: &mut Process, idx: u64, id: u64) -> Arrival {
        let Some(p) = self.procs.get_mut(&idx) else {
            return Arrival::Drop;
        };
        if p.inbox_aliased > 0 || !matches!(p.status, Status::Waiting | Status::Sleeping) {
            return Arrival::Later;
        }
        let (keep, gone) = alias_step(&mut p.aliases, AliasSignal::Via(id));
        let demonitored = match gone {
            Some((_, AliasKind::ReplyDemonitor)) => p.drop_monitor(id),
            _ => None,
        };
        if !keep || gone.is_some() {
            self.aliases.remove(&id);
        }
        if let Some(target) = demonitored {
            let forget = |t: &mut Process| t.monitored_by.retain(|&(m, _, _)| m != id);
            if target == from.pid.pid_index() {
                forget(from);
            } else if let Some(t) = self.procs.get_mut(&target) {
                forget(t);
            }
        }
        if keep {
            Arrival::Now
        } else {
            Arrival::Drop
        }
    }

    pub fn whereis(&self, name: Term) -> Option<u64> {
        self.registry.get(&name).copied()
    }

    /// Register `name` for `idx`; false if the name is taken.
    pub fn register(&mut self, name: Term, idx: u64) -> bool {
        if self.registry.contains_key(&name) {
            return false;
        }
        self.registry.insert(name, idx);
        true
    }

    pub fn unregister(&mut self, name: Term) -> Option<u64> {
        self.registry.remove(&name)
    }

    pub fn registered(&self) -> Vec<Term> {
        self.registry.keys().copied().collect()
    }

    /// Deliver an exit signal with `reason` from `from` to process `to` (not running).
    /// `linked`: it comes through a link (else from `exit/2`).
    pub fn exit_signal(&mut self, from: Term, to: u64, reason: Term, linked: bool) {
        let Some(p) = self.procs.get_mut(&to) else {
            return;
        };
        if linked {
            p.links.retain(|&l| l != from.pid_index());
        }
        let kill = reason == atom::KILL && !linked;
        if p.trap_exit && !kill {
            let msg = Message::copy_of_tuple(&[atom::EXIT_UPPER, from, reason]);
            self.deliver(to, msg);
            return;
        }
        if reason == atom::NORMAL {
            return;
        }
        let reason = if kill { atom::KILLED } else { reason };
        if p.pending_exit.is_none() {
            p.pending_exit = Some(Message::copy_of(reason));
        }
        p.status = Status::Waiting;
        self.make_runnable(to);
    }

    /// Start a timer; returns its reference id.
    pub fn add_timer(&mut self, after: Duration, kind_to: Term, msg: Message, ref_id: u64) {
        let key = (Instant::now() + after, self.next_timer_seq());
        self.timers.insert(
            key,
            Timer {
                kind: TimerKind::Send { to: kind_to, msg },
                ref_id,
            },
        );
        self.timer_refs.insert(ref_id, key);
    }

    /// Cancel a program timer: the milliseconds it had left, or None if it is gone.
    pub fn cancel_timer(&mut self, ref_id: u64) -> Option<u64> {
        let key = self.timer_refs.remove(&ref_id)?;
        self.timers.remove(&key)?;
        Some(key.0.saturating_duration_since(Instant::now()).as_millis() as u64)
    }

    /// Milliseconds left on a program timer.
    pub fn read_timer(&self, ref_id: u64) -> Option<u64> {
        let key = self.timer_refs.get(&ref_id)?;
        Some(key.0.saturating_duration_since(Instant::now()).as_millis() as u64)
    }

    fn next_timer_seq(&mut self) -> u64 {
        self.timer_seq += 1;
        self.timer_seq
    }

    fn add_wake(&mut self, at: Instant, pid: u64, seq: u64) {
        let key = (at, self.next_timer_seq());
        self.timers.insert(
            key,
            Timer {
                kind: TimerKind::Wake { pid, seq },
                ref_id: 0,
            },
        );
    }

    /// Fire every timer that is due.
    fn fire_timers(&mut self) {
        if self.timers.is_empty() {
            return;
        }
        let now = Instant::now();
        while let Some((&key, _)) = self.timers.first_key_value() {
            if key.0 > now {
                break;
            }
            let t = self.timers.remove(&key).unwrap();
            if t.ref_id != 0 {
                self.timer_refs.remove(&t.ref_id);
            }
            match t.kind {
                TimerKind::Wake { pid, seq } => {
                    if self.procs.get(&pid).is_some_and(|p| p.wait_seq == seq) {
                        self.make_runnable(pid);
                    }
                }
                TimerKind::Send { to, msg } => {
                    let idx = if to.is_pid() {
                        Some(to.pid_index())
                    } else {
                        self.whereis(to)
                    };
                    if let Some(idx) = idx {
                        self.deliver(idx, msg);
                    }
                }
            }
        }
    }
}

impl Message {
    /// A message holding a new tuple of `elems` (copied).
    pub fn copy_of_tuple(elems: &[Term]) -> Message {
        let mut scratch = crate::heap::Heap::new(elems.len() + 1);
        let t = build::tuple(&mut scratch, elems);
        Message::copy_of(t)
    }
}

/// What the run loop does with a process that stopped running (and, under the shared
/// architecture, hands the heap back once the exit reason is built).
fn park(s: &mut Scheduler, mut p: Box<Process>, outcome: Outcome, is_main: bool) -> Option<Ended> {
    let idx = p.pid.pid_index();
    let outcome = match outcome {
        Outcome::Died(e) => {
            if e.class != Class::Exit {
                crate::runtime::report_crash(p.pid, &e, is_main);
            }
            let reason = exit_reason(&mut p, &e);
            s.take_heap_back(&mut p);
            return Some(Ended::Exit(p, reason));
        }
        o => o,
    };
    s.take_heap_back(&mut p);
    match outcome {
        Outcome::Yield => {
            p.status = Status::Runnable;
            s.procs.insert(idx, p);
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
            s.procs.insert(idx, p);
        }
        Outcome::Sleep(deadline) => {
            p.wait_seq += 1;
            p.status = Status::Sleeping;
            if let Some(d) = deadline {
                s.add_wake(d, idx, p.wait_seq);
            }
            s.procs.insert(idx, p);
        }
        Outcome::Done(_) => return Some(Ended::Exit(p, atom::NORMAL)),
        Outcome::Died(_) => unreachable!("handled above"),
        Outcome::Killed(reason) => return Some(Ended::Exit(p, reason)),
        Outcome::Halt(n) => return Some(Ended::Halt(n)),
    }
    None
}

enum Ended {
    Exit(Box<Process>, Term),
    Halt(i32),
}

/// Tell links and monitors that `p` exited with `reason`, and free it.
fn terminate(s: &mut Scheduler, mut p: Box<Process>, reason: Term) {
    let pid = p.pid;
    crate::bif::ets::owner_died(pid.pid_index());
    crate::bif::file_io::owner_died(pid.pid_index());
    if let Some(name) = p.registered_name.take() {
        s.registry.remove(&name);
    }
    for l in std::mem::take(&mut p.links) {
        s.exit_signal(pid, l, reason, true);
    }
    for (ref_id, watcher, object) in std::mem::take(&mut p.monitored_by) {
        let mut scratch = crate::heap::Heap::new(16);
        let r = build::reference(&mut scratch, ref_id);
        let object = if object.is_atom() {
            build::tuple(&mut scratch, &[object, atom::NONODE])
        } else {
            object
        };
        let tag = s
            .procs
            .get_mut(&watcher)
            .and_then(|w| w.take_monitor_tag(ref_id));
        let down = build::tuple(
            &mut scratch,
            &[
                tag.as_ref().map_or(atom::DOWN, |m| m.term),
                r,
                atom::PROCESS,
                object,
                reason,
            ],
        );
        // An alias that goes with the monitor goes when the watcher takes the 'DOWN', after
        // what came before it: now if nothing waits to be checked in its inbox.
        let mut signal = None;
        if let Some(w) = s.procs.get_mut(&watcher) {
            w.drop_monitor(ref_id);
            let alias = w
                .aliases
                .iter()
                .position(|&(a, k)| a == ref_id && k.with_monitor());
            match alias {
                Some(_) if w.inbox_aliased > 0 => signal = Some(AliasSignal::Down(ref_id)),
                Some(i) => {
                    w.aliases.swap_remove(i);
                    s.aliases.remove(&ref_id);
                }
                None => {}
            }
        }
        s.deliver(watcher, Message::copy_of(down).with_alias(signal));
    }
    for (id, _) in std::mem::take(&mut p.aliases) {
        s.aliases.remove(&id);
    }
    for (ref_id, target, _) in std::mem::take(&mut p.monitors) {
        if let Some(t) = s.procs.get_mut(&target) {
            t.monitored_by.retain(|&(id, _, _)| id != ref_id);
        }
    }
    // The heap, its refc binaries and any unread messages are freed here.
    drop(p);
}

/// Run `main` (already set up to call its function) and every process it spawns, until the
/// main process ends; returns the exit status. Under the shared architecture the main
/// process's heap, which holds its arguments, becomes the shared heap.
pub fn run(vm: &'static Vm, mut main: Box<Process>) -> i32 {
    let main_idx = main.pid.pid_index();
    with(|s| {
        s.vm = Some(vm);
        s.arch = vm.options.heap;
        if s.arch == Arch::Hybrid {
            match crate::area::Area::new(crate::area::DEFAULT_YOUNG_WORDS) {
                Ok(a) => s.area = Some(a),
                Err(e) => {
                    eprintln!("triheap: {e}");
                    std::process::exit(1);
                }
            }
        }
        if s.arch == Arch::Shared {
            let min = main.heap.min_size;
            s.shared_heap = std::mem::replace(&mut main.heap, Heap::placeholder(min));
        }
        s.insert(main);
    });
    loop {
        let next = with(|s| {
            // A safe point for the message area: no process runs, every one is in the table.
            let stress = vm.options.gc_stress;
            if s.area
                .as_ref()
                .is_some_and(|a| stress || a.wants_collection())
            {
                s.collect_area(vm, false);
            }
            s.fire_timers();
            while let Some(idx) = s.run_queue.pop_front() {
                if let Some(p) = s.procs.remove(&idx) {
                    if p.status == Status::Runnable
                        || p.pending_exit.is_some()
                        || p.start_error.is_some()
                    {
                        s.current = Some(idx);
                        let mut p = p;
                        s.lend_heap(&mut p);
                        return Ok(p);
                    }
                    s.procs.insert(idx, p);
                }
            }
            Err(s.timers.first_key_value().map(|(k, _)| k.0))
        });
        let mut p = match next {
            Ok(p) => p,
            Err(Some(deadline)) => {
                let now = Instant::now();
                if deadline > now {
                    std::thread::sleep(deadline - now);
                }
                continue;
            }
            Err(None) => {
                crate::bif::misc::flush_stdout();
                eprintln!(
                    "triheap: deadlock: every process waits in receive with no timeout and no message can arrive (main process {})",
                    crate::runtime::pid_text(Term::pid(main_idx))
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
            interp::run(vm, &mut p, BUDGET)
        };
        let is_main = p.pid.pid_index() == main_idx;
        let main_raised = is_main && matches!(outcome, Outcome::Died(_));
        let ended = with(|s| {
            s.current = None;
            park(s, p, outcome, is_main)
        });
        match ended {
            None => {}
            Some(Ended::Halt(n)) => return n,
            Some(Ended::Exit(p, reason)) => {
                let normal = reason == atom::NORMAL;
                with(|s| terminate(s, p, reason));
                if is_main {
                    // As `erl -run`: main ending by any exception is a failure.
                    return if normal && !main_raised { 0 } else { 1 };
                }
            }
        }
    }
}
