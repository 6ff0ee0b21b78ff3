//! The scheduler: the process table (the [`World`]), the run queue, timers, registered
//! names, aliases, and the delivery of signals between processes.
//!
//! One scheduler thread runs processes one at a time, each for a budget of reductions (the
//! run loop is `runtime::run`). The running process is taken out of the table while it runs,
//! so operations on other processes (delivery, signals) never touch the running one's heap.
//! What a send does to memory is the architecture's (`arch/`); waking the receiver is this
//! module's. The scheduler is part of the runtime context (`ctx::Ctx`), passed explicitly:
//! a multi-scheduler version would put the table behind locks and give each scheduler
//! thread its own run queue and context.

use crate::atom;
use crate::build;
use crate::exception::{Class, Exception};

use crate::pid_map::PidMap;
use crate::process::{alias_step, AliasChanges, AliasKind, AliasSignal, Message, Process, Status};
use crate::term::Term;
use crate::world::World;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::time::{Duration, Instant};

/// The first pid index, as Erlang/OTP's first user process is about `<0.80.0>`.
const FIRST_PID: u64 = 80;
/// Erlang/OTP's default process limit (`+P`); `--max-processes` sets another.
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
    /// Every process but the running one.
    pub world: World,
    pub(crate) run_queue: VecDeque<u64>,
    timers: BTreeMap<(Instant, u64), Timer>,
    /// Reference id of a program-visible timer → its key in `timers`.
    timer_refs: PidMap<(Instant, u64)>,
    timer_seq: u64,
    registry: HashMap<Term, u64>,
    next_pid: u64,
    /// The pid index of the running process, if any.
    pub current: Option<u64>,
    pub spawned: u64,
    pub peak_alive: usize,
    /// Active aliases: reference id → owner's pid index (the owner keeps how each ends, in
    /// `Process::aliases`).
    aliases: PidMap<u64>,
    /// At most this many processes exist at once (`spawn` raises `system_limit` past it).
    pub max_processes: usize,
}

/// What becomes of a message sent through an alias to another process.
pub enum Arrival {
    /// The alias is not active: the message is dropped.
    Drop,
    /// The owner took it at once: an ordinary message now.
    Now,
    /// The owner takes it when it next looks at its inbox, where it is checked.
    Later,
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
    /// A scheduler for at most `max_processes` processes at once.
    pub fn with_process_limit(max_processes: usize) -> Scheduler {
        Scheduler {
            max_processes,
            ..Scheduler::new()
        }
    }

    pub fn new() -> Scheduler {
        Scheduler {
            world: World::default(),
            run_queue: VecDeque::new(),
            timers: BTreeMap::new(),
            timer_refs: PidMap::default(),
            timer_seq: 0,
            registry: HashMap::new(),
            next_pid: FIRST_PID,
            current: None,
            spawned: 0,
            peak_alive: 0,
            aliases: PidMap::default(),
            max_processes: MAX_PROCESSES,
        }
    }

    /// A fresh pid, or None at the process limit.
    pub fn new_pid(&mut self) -> Option<Term> {
        if self.world.len() + 1 >= self.max_processes {
            return None;
        }
        let pid = Term::pid(self.next_pid);
        self.next_pid += 1;
        Some(pid)
    }

    /// Add a new process, ready to run (the architecture has admitted it).
    pub fn insert(&mut self, p: Box<Process>) {
        let idx = p.pid.pid_index();
        self.world.put(p);
        self.run_queue.push_back(idx);
        self.spawned += 1;
        self.peak_alive = self
            .peak_alive
            .max(self.world.len() + self.current.is_some() as usize);
    }

    pub fn is_alive(&self, idx: u64) -> bool {
        self.world.contains(idx) || self.current == Some(idx)
    }

    /// Pid indices of every live process (including the running one).
    pub fn all_pids(&self) -> Vec<u64> {
        let mut v: Vec<u64> = self.world.pids().collect();
        v.extend(self.current);
        v.sort_unstable();
        v
    }

    pub fn process(&mut self, idx: u64) -> Option<&mut Process> {
        self.world.get_mut(idx)
    }

    /// Take a process out of the table to read it (put it back with [`Scheduler::put_back`]).
    pub fn take_for_inspection(&mut self, idx: u64) -> Option<Box<Process>> {
        self.world.take(idx)
    }

    pub fn put_back(&mut self, p: Box<Process>) {
        self.world.put(p);
    }

    /// Wake process `idx` if it waits for a message (after a send to it).
    pub fn wake_if_waiting(&mut self, idx: u64) {
        if self
            .world
            .get(idx)
            .is_some_and(|p| p.status == Status::Waiting)
        {
            self.make_runnable(idx);
        }
    }

    pub(crate) fn make_runnable(&mut self, idx: u64) {
        if let Some(p) = self.world.get_mut(idx) {
            if matches!(p.status, Status::Waiting | Status::Sleeping) {
                p.status = Status::Runnable;
                self.run_queue.push_back(idx);
            }
        }
    }

    /// Put a message in process `idx`'s inbox (if it lives) and wake it if it waits.
    pub fn deliver(&mut self, idx: u64, msg: Message) {
        if let Some(p) = self.world.get_mut(idx) {
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
            if let Some(t) = self.world.get_mut(target) {
                t.monitored_by.retain(|&(m, _, _)| m != id);
            }
        }
    }

    /// A message from the running process `from` through alias `id` to its owner `idx`
    /// (another process). A process waiting in `receive` (or sleeping, which Erlang/OTP does
    /// in one) takes signals as they come, so it is checked against the owner's aliases now;
    /// a process between two receives takes them at its next one, so the check waits.
    pub fn alias_arrives(&mut self, from: &mut Process, idx: u64, id: u64) -> Arrival {
        let Some(p) = self.world.get_mut(idx) else {
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
            } else if let Some(t) = self.world.get_mut(target) {
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
        let Some(p) = self.world.get_mut(to) else {
            return;
        };
        // A port keeps its links on its own side (`ports`).
        if linked && from.is_pid() {
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
        self.drop_timer_if_target_dead(ref_id);
        let key = self.timer_refs.remove(&ref_id)?;
        self.timers.remove(&key)?;
        Some(key.0.saturating_duration_since(Instant::now()).as_millis() as u64)
    }

    /// Milliseconds left on a program timer.
    pub fn read_timer(&mut self, ref_id: u64) -> Option<u64> {
        self.drop_timer_if_target_dead(ref_id);
        let key = self.timer_refs.get(&ref_id)?;
        Some(key.0.saturating_duration_since(Instant::now()).as_millis() as u64)
    }

    /// OTP cancels a timer aimed at a pid when that process ends (or was already gone when
    /// the timer started); timers aimed at a name stay. Pids are never reused, so doing it
    /// here, when the timer is asked about, answers the same.
    fn drop_timer_if_target_dead(&mut self, ref_id: u64) {
        let Some(key) = self.timer_refs.get(&ref_id).copied() else {
            return;
        };
        let dead = match self.timers.get(&key).map(|t| &t.kind) {
            Some(TimerKind::Send { to, .. }) => to.is_pid() && !self.is_alive(to.pid_index()),
            _ => false,
        };
        if dead {
            self.timer_refs.remove(&ref_id);
            self.timers.remove(&key);
        }
    }

    fn next_timer_seq(&mut self) -> u64 {
        self.timer_seq += 1;
        self.timer_seq
    }

    /// When the next timer is due, if any.
    pub fn next_deadline(&self) -> Option<Instant> {
        self.timers.first_key_value().map(|(k, _)| k.0)
    }

    pub(crate) fn add_wake(&mut self, at: Instant, pid: u64, seq: u64) {
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
    pub(crate) fn fire_timers(&mut self) {
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
                    if self.world.get(pid).is_some_and(|p| p.wait_seq == seq) {
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

impl Default for Scheduler {
    fn default() -> Self {
        Scheduler::new()
    }
}

/// Tell links and monitors that `p` exited with `reason`, and forget its name and aliases
/// (the caller frees it).
pub fn signal_exit(s: &mut Scheduler, p: &mut Process, reason: Term) {
    let pid = p.pid;
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
            .world
            .get_mut(watcher)
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
        if let Some(w) = s.world.get_mut(watcher) {
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
        if let Some(t) = s.world.get_mut(target) {
            t.monitored_by.retain(|&(id, _, _)| id != ref_id);
        }
    }
}
