//! A process: its heap, its stack of register windows, its mailbox and dictionary, and where
//! it is in its code when it is not running.
//!
//! # Invariants behind the unsafe code
//! A `Message`'s pointers lead only into its own block, the literal area, or refc binaries
//! it holds one reference to each (listed in `refc`): so it can move between threads, and
//! dropping it drops exactly those references.

use crate::code::{CodePtr, Label, Module};
use crate::heap::Heap;
use crate::term::Term;
use std::collections::VecDeque;
use std::time::Instant;

/// A call frame: where to return to. 16 bytes: a deep body recursion keeps one per level
/// (a stack of 4 G slots would be 32 GB). The caller's module is named by its number in
/// `module_slots` (a byte), beside its frame size (under 2^24 registers, `compile`'s limit).
#[derive(Clone, Copy)]
pub struct Frame {
    pub ret: CodePtr,
    base: u32,
    /// The module's slot in the top 8 bits, the frame size in the low 24.
    slot_size: u32,
}

const SIZE_BITS: u32 = 24;
/// Registers a frame may have: its size is kept in [`SIZE_BITS`] bits.
pub const MAX_FRAME_SIZE: usize = 1 << SIZE_BITS;
const _: () = assert!(size_of::<Frame>() == 16);

impl Frame {
    #[inline(always)]
    pub fn new(module: &'static Module, ret: CodePtr, base: usize, size: usize) -> Frame {
        debug_assert!(base <= u32::MAX as usize && size < MAX_FRAME_SIZE);
        Frame {
            ret,
            base: base as u32,
            slot_size: (module.slot as u32) << SIZE_BITS | size as u32,
        }
    }
    /// The caller's module.
    #[inline(always)]
    pub fn module(&self) -> &'static Module {
        crate::module_slots::module(self.slot(), self.ret)
    }
    /// The caller's module, when `current` (the callee's) may be it: most returns stay in
    /// their module, and then the slots are not read.
    #[inline(always)]
    pub fn module_from(&self, current: &'static Module) -> &'static Module {
        let slot = self.slot();
        if slot == current.slot && slot != crate::module_slots::OVERFLOW {
            current
        } else {
            self.module()
        }
    }
    #[inline(always)]
    fn slot(&self) -> u8 {
        (self.slot_size >> SIZE_BITS) as u8
    }
    /// The caller's register base.
    #[inline(always)]
    pub fn base(&self) -> usize {
        self.base as usize
    }
    /// The caller's frame size.
    #[inline(always)]
    pub fn size(&self) -> usize {
        (self.slot_size & ((1 << SIZE_BITS) - 1)) as usize
    }
}

/// Stacks of registers and of return frames with at most this much room are never trimmed
/// ([`Process::release_deep_stack`]): 128 KiB each, the size from which the allocator maps a
/// block of its own, which shrinking gives back to the system. Trimming smaller ones left
/// holes in the allocator's heap (`worker`: 5% more resident memory).
const TRIM_MIN_SLOTS: usize = crate::heap::MAPPED_BLOCK_WORDS;
const TRIM_MIN_FRAMES: usize = crate::heap::MAPPED_BLOCK_WORDS * 8 / size_of::<Frame>();

#[derive(Clone, Copy)]
pub enum HandlerKind {
    /// `try`: class, reason, stacktrace go to registers `regs..regs+3`.
    Try { regs: crate::code::Reg },
    /// `catch`: the caught value goes to register `dst`.
    Catch { dst: crate::code::Reg },
}

/// An exception handler installed by `TryBegin`/`CatchBegin`.
#[derive(Clone, Copy)]
pub struct Handler {
    pub frames: usize,
    pub module: &'static Module,
    pub base: usize,
    pub size: usize,
    pub pc: Label,
    pub kind: HandlerKind,
}

/// Execution state saved while the process is not running.
#[derive(Clone, Copy)]
pub struct Context {
    pub module: &'static Module,
    /// The next instruction.
    pub pc: CodePtr,
    pub base: usize,
    pub size: usize,
}

/// A message or signal payload sent by another process: its own block, owned by the
/// message until the receiver takes it into its heap (so a sender never writes into a heap
/// its owner may be using).
pub struct Message {
    pub block: Option<crate::heap::Block>,
    pub term: Term,
    /// Refc binaries inside `block` (each holds a reference).
    pub refc: Vec<*const u64>,
    /// What the receiver does with its aliases when it takes the message (see [`AliasSignal`]).
    pub alias: Option<AliasSignal>,
}

/// How an alias (`erlang:alias/1`, `erlang:monitor/3`'s `{alias, _}`) stops being active.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AliasKind {
    /// Only by `unalias/1` (`explicit_unalias`).
    Explicit,
    /// `alias([reply])`: also when the first message through it is received.
    Reply,
    /// `{alias, demonitor}`: also when its monitor goes (`demonitor`, or the `'DOWN'`).
    Demonitor,
    /// `{alias, reply_demonitor}`: also when its monitor goes, and the first message
    /// through it takes the monitor away with it.
    ReplyDemonitor,
}

impl AliasKind {
    /// The first message through the alias deactivates it.
    pub fn once(self) -> bool {
        matches!(self, AliasKind::Reply | AliasKind::ReplyDemonitor)
    }
    /// The alias goes with its monitor.
    pub fn with_monitor(self) -> bool {
        matches!(self, AliasKind::Demonitor | AliasKind::ReplyDemonitor)
    }
}

/// A message whose effect on the receiver's aliases waits until the receiver takes it from
/// its inbox, as Erlang/OTP handles such signals in order when the receiver looks at its
/// queue: a message to an alias that has been deactivated in the meantime is dropped then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AliasSignal {
    /// Sent through the alias with this reference id.
    Via(u64),
    /// The `'DOWN'` of the monitor with this reference id, whose alias goes with it.
    Down(u64),
}

/// What taking a message does to the owner's active aliases `aliases`: whether the message
/// is kept, and the alias it deactivates.
pub fn alias_step(
    aliases: &mut Vec<(u64, AliasKind)>,
    signal: AliasSignal,
) -> (bool, Option<(u64, AliasKind)>) {
    match signal {
        AliasSignal::Via(id) => match aliases.iter().position(|&(a, _)| a == id) {
            None => (false, None),
            Some(i) if aliases[i].1.once() => (true, Some(aliases.swap_remove(i))),
            Some(_) => (true, None),
        },
        AliasSignal::Down(id) => {
            let i = aliases
                .iter()
                .position(|&(a, k)| a == id && k.with_monitor());
            (true, i.map(|i| aliases.swap_remove(i)))
        }
    }
}

/// What taking messages did that the scheduler must know: alias ids no longer active (to
/// forget where they lead), and monitors removed, as (reference id, monitored pid index).
#[derive(Default)]
pub struct AliasChanges {
    pub unaliased: Vec<u64>,
    pub demonitored: Vec<(u64, u64)>,
}

impl AliasChanges {
    pub fn is_empty(&self) -> bool {
        self.unaliased.is_empty() && self.demonitored.is_empty()
    }
}

// SAFETY: a message's pointers lead only into its own block, the literal area, or refc
// binaries it holds references to; it can move between threads with its block.
unsafe impl Send for Message {}

impl Message {
    /// A copy of `t` in a block of its own.
    pub fn copy_of(t: Term) -> Message {
        Message::copy_sized(t, crate::copy::size(t))
    }

    /// A copy of `t`, which takes `n` words ([`crate::copy::size`]), in a block of its own.
    pub fn copy_sized(t: Term, n: usize) -> Message {
        if n == 0 {
            return Message {
                block: None,
                term: t,
                refc: Vec::new(),
                alias: None,
            };
        }
        let mut block = crate::heap::Block::new(n);
        let mut refc = Vec::new();
        let term = crate::copy::copy(t, &mut block, &mut refc);
        Message {
            block: Some(block),
            term,
            refc,
            alias: None,
        }
    }

    /// A copy of `t` made in one pass (no sizing) in a block of `guess` words, and the words
    /// it took; None if `t` needs more. A receiver's messages are often alike, so the size
    /// of the last one is a good guess. A block guessed too big keeps its unused words
    /// until the message is taken: at most as many as the message before it took, whose
    /// size was the guess.
    pub fn copy_guessed(t: Term, guess: usize) -> Option<(Message, usize)> {
        let mut block = crate::heap::Block::new(guess);
        let mut refc = Vec::new();
        let (term, n) = crate::copy::copy_bounded(t, block.start(), guess, &mut refc)?;
        let block = (n > 0).then(|| {
            block.bump(n);
            block.shrink(n);
            block
        });
        let msg = Message {
            block,
            term,
            refc,
            alias: None,
        };
        Some((msg, n))
    }

    /// A message that is a term of the shared heap, passed as a pointer.
    pub fn pointer(t: Term) -> Message {
        Message {
            block: None,
            term: t,
            refc: Vec::new(),
            alias: None,
        }
    }

    /// The message with an effect on the receiver's aliases when it is taken.
    pub fn with_alias(mut self, signal: Option<AliasSignal>) -> Message {
        self.alias = signal;
        self
    }

    /// Make the message's data part of `heap` (as a fragment) and return its term.
    pub fn take_into(mut self, heap: &mut Heap) -> Term {
        if let Some(b) = self.block.take() {
            heap.fragment_words += b.top;
            heap.fragments.push(b);
        }
        heap.refc_bins.append(&mut self.refc);
        self.term
    }
}

impl Drop for Message {
    fn drop(&mut self) {
        for &p in &self.refc {
            // SAFETY: each entry is a refc-binary object in this message's block, still
            // holding its reference (`take_into` moves the list out before it can drop).
            unsafe { crate::heap::release_refc_object(p) };
        }
    }
}

/// Where a process is in its life, as the scheduler sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Runnable,
    Running,
    /// In `receive`, waiting for a message (or its timeout).
    Waiting,
    /// In `timer:sleep/1`.
    Sleeping,
}

pub struct Process {
    pub pid: Term,
    pub heap: Heap,
    /// Register windows of all frames; `stack[base..base+size]` is the current frame.
    pub stack: Vec<Term>,
    pub frames: Vec<Frame>,
    pub handlers: Vec<Handler>,
    pub ctx: Option<Context>,
    /// Messages not yet received, oldest first.
    pub mailbox: VecDeque<Term>,
    /// Index in `mailbox` of the next message the current `receive` looks at.
    pub recv_cursor: usize,
    /// When the current `receive ... after` times out.
    pub recv_deadline: Option<Instant>,
    /// The process dictionary, as key/value pairs in insertion order.
    pub dict: Vec<(Term, Term)>,
    /// `stack[..stack_clean]` holds no pointer to young data (see `gc::Roots::clean`); the
    /// interpreter lowers it whenever control returns below it.
    pub stack_clean: usize,
    /// Every slot of `stack` from this index on is `[]`: written slots lie below it (the
    /// interpreter raises it on frame entry), so a collection clears only up to it.
    pub stack_dirty: usize,
    /// The saved frames `frames[..frames_cleared]` have had their dead registers cleared
    /// ([`Process::clear_dead_saved`]); nothing writes them while they stay saved. The
    /// interpreter lowers it when a return or an exception makes a frame current again.
    pub frames_cleared: usize,
    /// Scratch roots: terms a native operation keeps across a collection.
    pub scratch: Vec<Term>,
    /// A buffer for the bytes a binary construction writes before appending them to a
    /// binary (`<<Acc/binary, X>>` once per byte in the append idiom: a fresh `Vec` each
    /// time was a tenth of its run).
    pub bit_scratch: Vec<u8>,
    /// Functions on the stack when the last exception was raised: (module, pc).
    pub last_trace: Vec<(&'static Module, Label)>,
    pub reductions: u64,
    /// Reductions the process owes for the words its last sends copied (see
    /// [`Process::charge_copy`]); the interpreter takes them from its budget.
    pub owed_reductions: u32,
    /// Words of the last message sent to this process in a block of its own: the size of the
    /// block the next one is copied into in one pass (0: size it first).
    pub message_words_guess: usize,
    /// Messages from other processes not yet moved into `mailbox`.
    pub inbox: VecDeque<Message>,
    pub status: Status,
    /// Counts waits, so a stale timeout for an earlier wait is ignored.
    pub wait_seq: u64,
    /// Pid indices of linked processes.
    pub links: Vec<u64>,
    /// Monitors this process holds: (reference id, monitored pid index, object as named).
    pub monitors: Vec<(u64, u64, Term)>,
    /// The tags (`erlang:monitor/3`'s `{tag, Tag}`) of monitors this process holds, each
    /// copied in a block of its own: (reference id, tag). The `'DOWN'` message starts with it.
    pub monitor_tags: Vec<(u64, Message)>,
    /// Monitors on this process: (reference id, watching pid index, the monitored object as
    /// the watcher named it: this pid, or a registered name).
    pub monitored_by: Vec<(u64, u64, Term)>,
    pub trap_exit: bool,
    /// `min_bin_vheap_size` (words), as `process_info/2` reports it; nothing else uses it.
    pub min_bin_vheap: usize,
    /// `max_heap_size`: checked after each collection of the process's heap.
    pub max_heap: crate::max_heap::MaxHeap,
    /// An exit signal that ends the process when it is next scheduled: the reason.
    pub pending_exit: Option<Message>,
    /// The process could not start (e.g. `undef`): it dies with this when first scheduled.
    pub start_error: Option<crate::exception::Exception>,
    pub registered_name: Option<Term>,
    /// (module, function, arity) the process started in, for `process_info/2`.
    pub initial_call: (Term, Term, u32),
    /// `process_flag(priority, P)`: recorded and reported; scheduling ignores it for now.
    pub priority: Term,
    /// End with this reason when next scheduled (a sleep that was the last thing to do).
    pub exit_when_resumed: Option<Term>,
    /// Shared heap: the process may hold a pointer into the young generation, so a minor
    /// collection must scan it. Set when it is scheduled, spawned or sent a message (seed 000
    /// sec. 4.4: it is "active"); recomputed after each collection that scans it.
    pub young_refs: bool,
    /// Hybrid: where this process stands in the message area's collection cycles.
    pub area: AreaMarks,
    /// Active aliases this process owns: (reference id, how it stops being active). The
    /// scheduler knows where each leads (`Scheduler::alias_owner`).
    pub aliases: Vec<(u64, AliasKind)>,
    /// How many messages in `inbox` carry an [`AliasSignal`]. While there are any, messages
    /// to itself go to `inbox` behind them, and nothing but the process itself drains it.
    pub inbox_aliased: usize,
}

impl Process {
    pub fn new(pid: Term, min_heap: usize) -> Process {
        Process::with_heap(pid, Heap::new(min_heap))
    }

    /// A process with `heap` (which the memory architecture chose).
    pub fn with_heap(pid: Term, heap: Heap) -> Process {
        Process {
            pid,
            heap,
            stack: Vec::new(),
            frames: Vec::new(),
            handlers: Vec::new(),
            ctx: None,
            mailbox: VecDeque::new(),
            recv_cursor: 0,
            recv_deadline: None,
            dict: Vec::new(),
            stack_clean: 0,
            stack_dirty: 0,
            frames_cleared: 0,
            scratch: Vec::new(),
            bit_scratch: Vec::new(),
            last_trace: Vec::new(),
            reductions: 0,
            owed_reductions: 0,
            message_words_guess: 0,
            inbox: VecDeque::new(),
            status: Status::Runnable,
            wait_seq: 0,
            links: Vec::new(),
            monitors: Vec::new(),
            monitor_tags: Vec::new(),
            monitored_by: Vec::new(),
            trap_exit: false,
            min_bin_vheap: crate::heap::DEFAULT_MIN_BIN_VHEAP,
            max_heap: crate::max_heap::MaxHeap::default(),
            pending_exit: None,
            start_error: None,
            registered_name: None,
            initial_call: (crate::atom::ERLANG, crate::atom::APPLY, 2),
            priority: crate::atom::NORMAL,
            exit_when_resumed: None,
            young_refs: false,
            area: AreaMarks::default(),
            aliases: Vec::new(),
            inbox_aliased: 0,
        }
    }

    /// Empty an ended process for reuse by a later spawn ([`Process::reuse`]): everything it
    /// held is freed now (heap, refc binaries, messages, dictionary), as dropping it would;
    /// only the capacity of its stacks and queues stays, so that a spawn-heavy program does
    /// not allocate and grow them anew for every process. False (and nothing kept) when
    /// they are too big to keep idle.
    pub fn empty_for_reuse(&mut self) -> bool {
        if self.stack.capacity() > 1024 {
            return false;
        }
        // Every field by name (no `..`), so that a new field cannot be forgotten here; the
        // values are `Process::with_heap`'s.
        let Process {
            pid,
            heap,
            stack,
            frames,
            handlers,
            ctx,
            mailbox,
            recv_cursor,
            recv_deadline,
            dict,
            stack_clean,
            stack_dirty,
            frames_cleared,
            scratch,
            bit_scratch,
            last_trace,
            reductions,
            owed_reductions,
            message_words_guess,
            inbox,
            status,
            wait_seq,
            links,
            monitors,
            monitor_tags,
            monitored_by,
            trap_exit,
            pending_exit,
            start_error,
            registered_name,
            initial_call,
            priority,
            exit_when_resumed,
            young_refs,
            area,
            aliases,
            inbox_aliased,
            min_bin_vheap,
            max_heap,
        } = self;
        *pid = Term::NIL;
        *heap = Heap::placeholder(0);
        stack.clear();
        frames.clear();
        handlers.clear();
        *ctx = None;
        mailbox.clear();
        *recv_cursor = 0;
        *recv_deadline = None;
        *dict = Vec::new();
        *stack_clean = 0;
        *stack_dirty = 0;
        *frames_cleared = 0;
        scratch.clear();
        bit_scratch.clear();
        *last_trace = Vec::new();
        *reductions = 0;
        *owed_reductions = 0;
        *message_words_guess = 0;
        inbox.clear();
        *status = Status::Runnable;
        *wait_seq = 0;
        links.clear();
        *monitors = Vec::new();
        *monitor_tags = Vec::new();
        *monitored_by = Vec::new();
        *trap_exit = false;
        *pending_exit = None;
        *start_error = None;
        *registered_name = None;
        *initial_call = (crate::atom::ERLANG, crate::atom::APPLY, 2);
        *priority = crate::atom::NORMAL;
        *exit_when_resumed = None;
        *young_refs = false;
        *area = AreaMarks::default();
        *aliases = Vec::new();
        *inbox_aliased = 0;
        *min_bin_vheap = crate::heap::DEFAULT_MIN_BIN_VHEAP;
        *max_heap = crate::max_heap::MaxHeap::default();
        true
    }

    /// Bytes an emptied process holds (see [`Process::empty_for_reuse`]).
    pub fn shell_bytes(&self) -> usize {
        use std::mem::size_of;
        size_of::<Process>()
            + self.stack.capacity() * size_of::<Term>()
            + self.frames.capacity() * size_of::<Frame>()
            + self.handlers.capacity() * size_of::<Handler>()
            + self.mailbox.capacity() * size_of::<Term>()
            + self.inbox.capacity() * size_of::<Message>()
            + self.scratch.capacity() * size_of::<Term>()
            + self.bit_scratch.capacity()
            + self.links.capacity() * size_of::<u64>()
    }

    /// A new process with pid `pid` and `heap`, in an ended process emptied by
    /// [`Process::empty_for_reuse`].
    pub fn reuse(mut shell: Box<Process>, pid: Term, heap: Heap) -> Box<Process> {
        shell.pid = pid;
        shell.heap = heap;
        shell
    }

    /// Move `inbox` into `mailbox` when no message in it carries an alias signal, so taking
    /// it changes no alias (see [`Process::take_inbox`] and `Ctx::drain_inbox` for the
    /// general case).
    /// Charge the process for copying `words` words at a send: one reduction per 64 words,
    /// at most a time slice, as Erlang/OTP charges its senders. A process forwarding large
    /// messages so yields sooner, and its receivers run before their queues grow long.
    #[inline]
    pub fn charge_copy(&mut self, words: usize) {
        const WORDS_PER_REDUCTION: usize = 64;
        if words > WORDS_PER_REDUCTION {
            let reds = (words / WORDS_PER_REDUCTION).min(crate::interp::BUDGET as usize);
            self.owed_reductions = self.owed_reductions.saturating_add(reds as u32);
        }
    }

    pub fn take_plain_inbox(&mut self) {
        debug_assert_eq!(self.inbox_aliased, 0);
        let changes = self.take_inbox();
        debug_assert!(changes.is_empty());
    }

    /// Move the first message of `inbox` into `mailbox`, when no message in the inbox has
    /// an alias signal; returns whether one was moved. A receive takes its messages one at a
    /// time: those still waiting stay in their own blocks, out of the heap, so a collection
    /// does not copy them (its cost does not grow with the number of waiting messages).
    pub fn take_one_plain(&mut self) -> bool {
        if self.inbox_aliased > 0 {
            return false;
        }
        let Some(m) = self.inbox.pop_front() else {
            return false;
        };
        let t = m.take_into(&mut self.heap);
        self.mailbox.push_back(t);
        true
    }

    /// Move `inbox` into `mailbox`, applying the messages' alias signals in order; returns
    /// what the scheduler must forget. A message sent through an alias that is no longer
    /// active is dropped here: so with messages carrying alias signals, only the process
    /// itself takes its inbox (`Ctx::drain_inbox`).
    pub fn take_inbox(&mut self) -> AliasChanges {
        let mut changes = AliasChanges::default();
        let with_signals = self.inbox_aliased > 0;
        self.inbox_aliased = 0;
        // Drained in place and put back, so the queue keeps its memory for the next messages.
        let mut inbox = std::mem::take(&mut self.inbox);
        for m in inbox.drain(..) {
            if let (true, Some(signal)) = (with_signals, m.alias) {
                let (keep, gone) = alias_step(&mut self.aliases, signal);
                if let Some((id, kind)) = gone {
                    changes.unaliased.push(id);
                    // A reply through a `reply_demonitor` alias takes its monitor away.
                    if kind == AliasKind::ReplyDemonitor {
                        if let Some(target) = self.drop_monitor(id) {
                            changes.demonitored.push((id, target));
                        }
                    }
                }
                if !keep {
                    continue;
                }
            }
            let t = m.take_into(&mut self.heap);
            self.mailbox.push_back(t);
        }
        if self.inbox.is_empty() {
            self.inbox = inbox;
        }
        changes
    }

    /// Remove monitor `id` from those this process holds; returns the monitored pid index
    /// (the monitored process still lists it in its `monitored_by`).
    pub fn drop_monitor(&mut self, id: u64) -> Option<u64> {
        self.take_monitor_tag(id);
        let i = self.monitors.iter().position(|&(r, _, _)| r == id)?;
        Some(self.monitors.remove(i).1)
    }

    /// Take the tag of monitor `id` out, if it has one.
    pub fn take_monitor_tag(&mut self, id: u64) -> Option<Message> {
        let i = self.monitor_tags.iter().position(|(r, _)| *r == id)?;
        Some(self.monitor_tags.swap_remove(i).1)
    }

    /// Put `m` in the inbox; one with an alias signal waits there for the process to take it.
    pub fn push_inbox(&mut self, m: Message) {
        self.inbox_aliased += m.alias.is_some() as usize;
        self.inbox.push_back(m);
    }

    /// A message from the process to itself (from the running process's own BIFs): after
    /// every message that arrived before it.
    pub fn deliver_own(&mut self, m: Message) {
        if self.inbox_aliased > 0 {
            return self.push_inbox(m);
        }
        self.take_plain_inbox();
        let t = m.take_into(&mut self.heap);
        self.mailbox.push_back(t);
    }

    /// The messages of `inbox` that taking them would keep (for looking at another
    /// process's queue without taking it).
    pub fn inbox_kept(&self) -> Vec<&Message> {
        if self.inbox_aliased == 0 {
            return self.inbox.iter().collect();
        }
        let mut aliases = self.aliases.clone();
        self.inbox
            .iter()
            .filter(|m| m.alias.is_none_or(|s| alias_step(&mut aliases, s).0))
            .collect()
    }

    /// Messages in the mailbox and not yet drained.
    pub fn queue_len(&self) -> usize {
        if self.inbox_aliased == 0 {
            return self.mailbox.len() + self.inbox.len();
        }
        self.mailbox.len() + self.inbox_kept().len()
    }

    /// Collect this process's heap with its roots ([`Process::each_root`], the stack up to
    /// `stack_live`), leaving `need` words free; `outside` records the copied slots that
    /// point outside the heap (see `gc::OutsideRefs`).
    pub fn collect<O: crate::gc::OutsideRefs>(
        &mut self,
        need: usize,
        stack_live: usize,
        force_major: bool,
        outside: &mut O,
    ) -> crate::gc::GcOutcome {
        let mut heap = std::mem::replace(&mut self.heap, Heap::placeholder(0));
        let clean = self.stack_clean;
        let live = stack_live.min(self.stack.len());
        let mut out = {
            let mut roots = ProcessRoots { p: self, live };
            crate::gc::collect(&mut heap, &mut roots, need, force_major, outside)
        };
        self.heap = heap;
        if !out.major {
            out.stack_changed_from = clean;
        }
        self.clear_dead_registers(live);
        out
    }

    /// After a collection, with the current frame ending at `frame_end`: give back the
    /// stack that a deep recursion left behind, as Erlang/OTP's collector does with a
    /// process's stack (it lives in the heap block that a collection resizes). A
    /// body-recursive `lists:map` over 20,000 elements leaves 1.4 MB of registers and 0.6 MB
    /// of return frames, which 200 such processes held until they ended (`workers`).
    ///
    /// The stack's length is the deepest it went since the last collection (it is cut back
    /// to what is in use here). Its room is cut down to twice what is in use when under a
    /// quarter of it is in use; the room cut off goes to `spare_stacks`, where the next
    /// stack to grow finds it (a program that goes deep at every round, as `listbuild`'s
    /// 200,000-deep `lists:map`, would otherwise fault the pages in again each time).
    /// Waiting for the stack to stay shallow over several collections instead left
    /// `workers`' processes holding their room while their heaps grew (676 MB peak against
    /// 556 MB).
    pub fn release_deep_stack(&mut self, frame_end: usize) {
        let room = self.stack.capacity();
        if room < TRIM_MIN_SLOTS {
            return;
        }
        if frame_end > room / 4 {
            return;
        }
        // A caller's frame may reach above its callee's (registers above a call's
        // arguments): keep every frame whole.
        let saved_end = self.frames.iter().map(|f| f.base() + f.size()).max();
        let end = frame_end.max(saved_end.unwrap_or(0)).min(self.stack.len());
        if end > room / 4 {
            return;
        }
        self.stack.truncate(end);
        self.stack_dirty = self.stack_dirty.min(end);
        self.stack_clean = self.stack_clean.min(end);
        let room = (2 * end).max(TRIM_MIN_SLOTS / 2);
        crate::spare_stacks::REGISTERS.shrink(&mut self.stack, room);
        let depth = self.frames.len();
        if self.frames.capacity() >= TRIM_MIN_FRAMES && self.frames.capacity() / 4 > depth {
            let room = (2 * depth).max(TRIM_MIN_FRAMES / 2);
            crate::spare_stacks::FRAMES.shrink(&mut self.frames, room);
        }
    }

    /// Registers from `live` on may point into freed blocks after a collection that did not
    /// visit them; clear them.
    pub fn clear_dead_registers(&mut self, live: usize) {
        let dirty = self.stack_dirty.min(self.stack.len());
        if dirty > live {
            for t in &mut self.stack[live..dirty] {
                *t = Term::NIL;
            }
        }
        self.stack_dirty = live;
    }

    /// Call `f` on every root of this process: the stack from `from` to `end`, the mailbox,
    /// messages not yet drained (those in blocks of their own point only into the block), the
    /// dictionary, scratch terms, and terms kept for when it is next scheduled.
    ///
    /// Registers of saved frames that their function does not read again are cleared
    /// first, so that they keep nothing alive.
    pub fn each_root<F: FnMut(&mut Term)>(&mut self, from: usize, end: usize, mut f: F) {
        self.clear_dead_saved();
        let end = end.min(self.stack.len());
        for t in &mut self.stack[from.min(end)..end] {
            f(t);
        }
        for t in self.mailbox.iter_mut() {
            f(t);
        }
        for m in self.inbox.iter_mut().filter(|m| m.block.is_none()) {
            f(&mut m.term);
        }
        for (k, v) in self.dict.iter_mut() {
            f(k);
            f(v);
        }
        for t in self.scratch.iter_mut() {
            f(t);
        }
        if let Some(e) = &mut self.start_error {
            f(&mut e.reason);
            if let Some(t) = &mut e.trace {
                f(t);
            }
            if let Some(t) = &mut e.args {
                f(t);
            }
        }
        if let Some(t) = &mut self.exit_when_resumed {
            f(t);
        }
    }

    /// Call `f` on the stack slots `from..to` (clipped to the stack), after clearing dead
    /// saved registers as [`Process::each_root`] does.
    pub fn each_stack_slot<F: FnMut(&mut Term)>(&mut self, from: usize, to: usize, f: F) {
        self.clear_dead_saved();
        let to = to.min(self.stack.len());
        self.stack[from.min(to)..to].iter_mut().for_each(f);
    }

    /// Set to `[]` the registers of the frames waiting for a call to return that their
    /// function does not read again (`Module::saved_live`). Only frames saved since the last
    /// time are visited: each saved frame is cleared once, whatever the number of
    /// collections while it waits.
    pub(crate) fn clear_dead_saved(&mut self) {
        for f in self.frames.get(self.frames_cleared..).unwrap_or(&[]) {
            let m = f.module();
            if let Some(saved) = m.saved_live.get(m.label_of(f.ret)) {
                let regs = (saved.regs as usize).min(self.stack.len().saturating_sub(f.base()));
                let frame = &mut self.stack[f.base()..f.base() + regs];
                for (r, t) in frame.iter_mut().enumerate() {
                    if !saved.is_live(r) {
                        *t = Term::NIL;
                    }
                }
            }
        }
        // The message area's collector reads how low control has come back since its own
        // rescue from the lower of the two (`AreaMarks::frames_done`).
        self.area.frames_done = self.area.frames_done.min(self.frames_cleared);
        self.frames_cleared = self.frames.len();
    }

    /// After a collection that visited this process's roots with the stack up to `end`
    /// (`major`: from 0, else from `stack_clean`): the stack is clean up to its first pointer
    /// into the new `young` block. Returns whether any root points into `young`.
    pub fn after_collection(
        &mut self,
        young: &crate::heap::Block,
        major: bool,
        end: usize,
    ) -> bool {
        let end = end.min(self.stack.len());
        let from = if major { 0 } else { self.stack_clean.min(end) };
        let into_young = |t: &Term| t.is_pointer() && young.contains(t.ptr());
        let first = self.stack[from..end].iter().position(into_young);
        self.stack_clean = from + first.unwrap_or(end - from);
        if first.is_some() {
            return true;
        }
        let mut any = false;
        self.each_root(end, end, |t| any |= into_young(t));
        any
    }

    /// The stack slots that hold terms while the process is not running: every slot below
    /// `stack_dirty` (see there).
    pub fn parked_stack_end(&self) -> usize {
        self.stack_dirty.min(self.stack.len())
    }

    /// The process stops running with its registers in `ctx`: slots above its frame belong
    /// to no frame, so clear them (they would keep garbage alive in the shared heap).
    pub fn trim_stack(&mut self) {
        if let Some(c) = self.ctx {
            self.clear_dead_registers((c.base + c.size).min(self.stack.len()));
        }
    }
}

/// The roots of a private-heap collection: one process, its stack up to `live`.
pub struct ProcessRoots<'a> {
    pub p: &'a mut Process,
    pub live: usize,
}

impl crate::gc::RootSet for ProcessRoots<'_> {
    fn each_root<F: FnMut(&mut Term)>(&mut self, minor: bool, f: F) {
        let from = if minor { self.p.stack_clean } else { 0 };
        self.p.each_root(from, self.live, f);
    }
    fn collected(&mut self, young: &crate::heap::Block, major: bool) {
        self.p.after_collection(young, major, self.live);
    }
}

/// Hybrid: a process's standing in the message area's collection cycles (seed 003 sec. 5.1),
/// as cycle numbers, so that beginning a cycle changes nothing in the processes it queues:
/// cycle `n` is the `n`-th begun, 0 is none. `arch/hybrid/cycle.rs` reads them.
#[derive(Clone, Copy, Debug, Default)]
pub struct AreaMarks {
    /// Entries for this process added to the cycle's queue since it began (each message it
    /// receives while it may point into the from-space moves it to the back: one more).
    pub pending: u32,
    /// The cycle whose initial queue holds this process (it became active before it
    /// began), and the one before it was: a process active again during a cycle is queued
    /// for the next one and must still count as queued for this one.
    pub active: u32,
    pub prev_active: u32,
    /// The last cycle that rescued this process.
    pub rescued: u32,
    /// The cycle that ran (or last ran) when this process was admitted: a major cycle's
    /// initial queue holds every process admitted before it began.
    pub born: u32,
    /// The saved frames `frames[..min(frames_done, frames_cleared)]` were rescued by cycle
    /// `stack_epoch` and have not run since, so a rescue divided between steps, or
    /// repeated after a message, goes on from there. The interpreter lowers
    /// `Process::frames_cleared` on every return and unwind already; whatever raises it
    /// folds its old value in here first ([`Process::clear_dead_saved`]), so the returns
    /// cost nothing more.
    pub frames_done: usize,
    pub stack_epoch: u32,
}
