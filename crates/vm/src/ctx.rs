//! The runtime context, passed explicitly (as Lua's `lua_State` or Pony's `pony_ctx_t`) to the
//! interpreter and to every BIF: the runtime's options and code ([`Vm`]), the scheduler with
//! its process table, the memory architecture, the tables of ETS, open files, zlib streams
//! and crypto states, and the compiled patterns of `re`. Nothing of it is a global or a
//! thread-local, so the borrow checker keeps it unaliased, and several scheduler threads will
//! each hold a context of their own.
//!
//! The running process is not in the context: it is out of the process table while it runs,
//! and is passed beside it (`&mut Process`).

use crate::arch::Architecture;
use crate::atom;
use crate::bif::{crypto, ets, file_io, re, zlib};
use crate::exception::Exception;
use crate::max_heap::MaxHeap;
use crate::process::{AliasSignal, Message, Process};
use crate::sched::{Arrival, Scheduler};
use crate::stats::counters;
use crate::term::Term;
use crate::vm::Vm;
use std::time::Instant;

pub struct Ctx {
    pub vm: &'static Vm,
    pub sched: Scheduler,
    pub arch: Box<dyn Architecture>,
    /// Where sites marked shared build inline (lent by `arch`; empty outside hybrid).
    pub window: crate::arch::window::Window,
    /// Whether `arch` lends windows.
    lends_windows: bool,
    /// The running process yields at its next call: the architecture wants a safepoint
    /// (`Architecture::step_due`), checked where shared data is allocated (a window lent, a
    /// message sent).
    pub preempt: bool,
    pub ets: ets::Tables,
    pub files: file_io::Files,
    /// The `re` module's compiled patterns.
    pub re: re::Cache,
    pub zlib: zlib::Streams,
    pub crypto: crypto::States,
    /// Ended processes emptied for reuse by the next spawns (`Process::empty_for_reuse`),
    /// and the bytes they hold.
    // Boxed: a process moves between the world, the scheduler and here as a box, never
    // copied whole.
    #[allow(clippy::vec_box)]
    spare_processes: Vec<Box<Process>>,
    spare_process_bytes: usize,
    /// Open ports and their readers' channel.
    pub ports: crate::ports::Ports,
    /// The `max_heap_size` new processes get (`erlang:system_flag(max_heap_size, _)`).
    pub max_heap_default: MaxHeap,
}

/// Ended processes kept for reuse hold at most this many bytes together: bursts of spawns
/// and exits come in thousands (a parallel merge sort's leaves), each shell about 1 KiB.
const SPARE_PROCESS_BYTES: usize = 32 << 20;

impl Ctx {
    /// Give the allocation window back to the architecture (before a safepoint, where its
    /// space may be collected, and at the end of the run).
    pub fn return_window(&mut self) {
        let w = std::mem::take(&mut self.window);
        let (lo, hi) = (w.lo, w.hi);
        self.arch.return_window(w);
        // The empty window still covers the space's range: a space never gives addresses
        // back, so what points there still leads to an object wholly in it. Without it, a
        // shared site whose parts are pointers took the slow path until some site with
        // immediate parts lent a window (after every safepoint, most of `nag keep`'s lists).
        self.window.lo = lo;
        self.window.hi = hi;
    }

    /// `n` words of the allocation window for a shared site whose parts the window covers,
    /// lending a new window when this one is used up; None outside hybrid.
    #[inline]
    pub fn window_words(&mut self, n: usize) -> Option<*mut u64> {
        if let Some(p) = self.window.bump(n) {
            return Some(p);
        }
        if !self.lends_windows {
            return None;
        }
        self.return_window();
        self.window = self.arch.lend_window(n);
        self.preempt |= self.arch.step_due();
        self.window.bump(n)
    }

    /// A context for `vm`, with the architecture its options ask for.
    pub fn new(vm: &'static Vm) -> Result<Ctx, String> {
        let arch = crate::arch::new(&vm.options)?;
        Ok(Ctx {
            vm,
            sched: Scheduler::with_process_limit(
                vm.options
                    .max_processes
                    .unwrap_or(crate::sched::MAX_PROCESSES),
            ),
            lends_windows: arch.lends_windows(),
            preempt: false,
            arch,
            window: crate::arch::window::Window::default(),
            ets: ets::Tables::default(),
            files: file_io::Files::default(),
            re: re::Cache::default(),
            zlib: zlib::Streams::default(),
            crypto: crypto::States::default(),
            spare_processes: Vec::new(),
            spare_process_bytes: 0,
            ports: crate::ports::Ports::default(),
            max_heap_default: MaxHeap {
                size: vm.options.max_heap_size.unwrap_or(0),
                ..MaxHeap::default()
            },
        })
    }

    /// A new process with pid `pid` and the heap the architecture gives it; `parent` is the
    /// running process that spawns it (None for the first one).
    pub fn new_process(
        &mut self,
        parent: Option<&mut Process>,
        pid: Term,
        min_heap: usize,
    ) -> Box<Process> {
        let heap = self.arch.new_heap(parent, min_heap);
        let mut p = match self.spare_processes.pop() {
            Some(shell) => {
                self.spare_process_bytes -= shell.shell_bytes();
                Process::reuse(shell, pid, heap)
            }
            None => Box::new(Process::with_heap(pid, heap)),
        };
        p.max_heap = self.max_heap_default;
        p
    }

    /// Add a new process to the world, ready to run.
    pub fn admit(&mut self, mut p: Box<Process>) {
        self.arch.admitted(&mut p);
        self.sched.insert(p);
    }

    /// Send `msg` from `from` to `to` (a pid, a registered name, `{Name, Node}`, or an alias):
    /// the architecture moves the message (`arch/*/send.rs`), the scheduler wakes the
    /// receiver.
    pub fn send(&mut self, from: &mut Process, to: Term, msg: Term) -> Result<(), Exception> {
        if to.is_port() {
            crate::ports::command_message(self, from, to, msg);
            return Ok(());
        }
        if to.is_ref() {
            // Through an alias: to its owner if it is active, else dropped (as for any other
            // reference).
            let id = to.boxed_word(1);
            match self.sched.alias_owner(id) {
                Some(idx) if idx == from.pid.pid_index() => {
                    self.send_self(from, msg, Some(AliasSignal::Via(id)))
                }
                Some(idx) => self.send_to(from, idx, msg, Some(id)),
                None => counters::note_send(None, 0),
            }
            return Ok(());
        }
        let idx = if to.is_pid() {
            to.pid_index()
        } else {
            let name = if to.is_tuple() && to.tuple_arity() == 2 {
                to.element(1)
            } else {
                to
            };
            if !name.is_atom() {
                return Err(Exception::error(atom::BADARG));
            }
            match self.sched.whereis(name) {
                Some(i) => i,
                // `{Name, Node} ! M` to a name nobody has is silently dropped.
                None if to.is_tuple() => return Ok(()),
                None => return Err(Exception::error(atom::BADARG)),
            }
        };
        if idx == from.pid.pid_index() {
            self.send_self(from, msg, None);
            return Ok(());
        }
        self.send_to(from, idx, msg, None);
        Ok(())
    }

    /// Send `t` from the running process `from` to process `idx` (not `from`), if it lives;
    /// `alias`: through the alias with this reference id, which `idx` owns.
    pub fn send_to(&mut self, from: &mut Process, idx: u64, t: Term, alias: Option<u64>) {
        let signal = match alias.map(|id| (id, self.sched.alias_arrives(from, idx, id))) {
            None | Some((_, Arrival::Now)) => None,
            Some((id, Arrival::Later)) => Some(AliasSignal::Via(id)),
            Some((_, Arrival::Drop)) => {
                counters::note_send(None, 0);
                return;
            }
        };
        let to = self.sched.world.get_mut(idx);
        let copied = self.arch.send(from, to, t, signal);
        from.charge_copy(copied);
        if self.lends_windows {
            self.preempt |= self.arch.step_due();
        }
        self.sched.wake_if_waiting(idx);
    }

    /// A message from the running process to itself, after the messages that arrived
    /// before it. One sent through an alias (`signal`), or behind one, waits in the inbox
    /// (as a pointer into the process's own heap, one of its roots) for the process to check
    /// it against its aliases when it next looks at its messages, as Erlang/OTP does.
    fn send_self(&mut self, from: &mut Process, msg: Term, signal: Option<AliasSignal>) {
        counters::note_send(None, 0);
        if signal.is_some() || from.inbox_aliased > 0 {
            from.push_inbox(Message::pointer(msg).with_alias(signal));
            return;
        }
        // Keep arrival order: earlier messages from others first.
        from.take_plain_inbox();
        from.mailbox.push_back(msg);
    }

    /// Move the messages that arrived from other processes into `p`'s mailbox, and forget
    /// the aliases and monitors that taking them ends.
    pub fn drain_inbox(&mut self, p: &mut Process) {
        let changes = p.take_inbox();
        if !changes.is_empty() {
            self.sched.forget_aliases(&changes);
        }
    }

    /// Collect the heap the running process `p` allocates in, with its stack below `live`
    /// as roots; verify the heap if asked. The current frame is `stack[base..frame_end]`:
    /// its registers may be written after the collection, so they are never clean, and the
    /// dead ones among them must be cleared again next time.
    ///
    /// True when the collection found `p`'s heap past its `max_heap_size` with `kill`: `p`
    /// must end now, with exit reason `killed`.
    #[allow(clippy::too_many_arguments)]
    #[must_use]
    pub fn collect(
        &mut self,
        p: &mut Process,
        need: usize,
        base: usize,
        frame_end: usize,
        live: usize,
        major: bool,
    ) -> bool {
        let started = Instant::now();
        let out = self
            .arch
            .collect(&mut self.sched.world, p, need, live, major);
        p.stack_clean = p.stack_clean.min(base);
        p.stack_dirty = p.stack_dirty.max(frame_end);
        p.release_deep_stack(frame_end);
        let pause = started.elapsed();
        let running = out.used_after;
        crate::stats::note_gc(&self.vm.stats, &out, pause, || self.words_in_use(running));
        if self.vm.options.verify_heap {
            self.arch.verify(&mut self.sched.world, p, live, &out);
        }
        let limit = p.max_heap;
        limit.size != 0 && (limit.kill || limit.error_logger) && self.past_max_heap(p, live)
    }

    /// After a collection of `p`'s heap: whether it is past `p`'s `max_heap_size` with
    /// `kill` (reported first, with `error_logger`, as Erlang/OTP reports it).
    #[cold]
    fn past_max_heap(&mut self, p: &mut Process, live: usize) -> bool {
        let limit = p.max_heap;
        let total = self.arch.heap_words(p, live, limit.size);
        if !limit.exceeded_by(total) {
            return false;
        }
        if limit.error_logger {
            let report = crate::max_heap::Report {
                pid: p.pid,
                limit,
                total,
                queue_len: p.queue_len(),
                gc_info: crate::max_heap::Report::gc_info(&p.heap, p.frames.len(), p.min_bin_vheap),
            };
            crate::stdout::flush_stdout();
            eprint!("{}", report.text(&crate::bif::time::report_timestamp()));
        }
        limit.kill
    }

    /// Words in use in every heap and area; `running`: those of the running process's heap,
    /// which is out of the table.
    pub fn words_in_use(&self, running: usize) -> usize {
        self.arch.words_in_use(&self.sched.world, running)
    }

    /// What the statistics report says of the run beside their own counts.
    pub fn run_info(&self) -> crate::stats::RunInfo {
        crate::stats::RunInfo {
            arch: self.arch.kind().name(),
            spawned: self.sched.spawned,
            peak_alive: self.sched.peak_alive as u64,
        }
    }

    /// `triheap:reset_stats/0`: measure from now on. Processes spawned start again from
    /// zero, the peak alive from the number alive now.
    pub fn reset_stats(&mut self) {
        crate::stats::reset(&self.vm.stats);
        self.sched.spawned = 0;
        self.sched.peak_alive = self.sched.all_pids().len();
    }

    /// `p` has ended: close what it owned, tell its links and monitors, and free it (its
    /// heap, refc binaries and unread messages).
    pub fn terminate(&mut self, mut p: Box<Process>, reason: Term) {
        let idx = p.pid.pid_index();
        self.ets.owner_died(idx);
        self.files.owner_died(idx);
        self.zlib.owner_died(idx);
        self.crypto.owner_died(idx);
        crate::ports::process_died(&mut self.ports, &mut self.sched, idx, reason);
        crate::sched::signal_exit(&mut self.sched, &mut p, reason);
        self.arch.exited(&mut p);
        if p.empty_for_reuse() && self.spare_process_bytes + p.shell_bytes() <= SPARE_PROCESS_BYTES
        {
            self.spare_process_bytes += p.shell_bytes();
            self.spare_processes.push(p);
        }
    }
}
