//! The memory architectures: the one seam between the runtime and where data lives.
//!
//! Every architecture is a directory with the same files, in the spirit of MMTk's plans:
//!
//! | file | what it holds |
//! | --- | --- |
//! | `mod.rs` | the architecture's state and its [`Architecture`] implementation, which only forwards |
//! | `alloc.rs` | the heap a new process gets, and allocation at sites marked shared |
//! | `send.rs` | the memory effect of a send: how a message reaches the receiver's queue |
//! | `spawn.rs` | how spawn arguments reach the child |
//! | `collect.rs` | the local collection of the running process's heap, and what runs at safepoints |
//! | `verify.rs` | the heap verifier's checks after those collections (`--verify-heap`) |
//!
//! The interpreter and the scheduler see an architecture only through [`Architecture`],
//! called once per event (a send, a spawn, a collection, a process scheduled in or out), never
//! per bump allocation or heap check: those stay inline in the interpreter, on the running
//! process's `heap`, the same code for every architecture. The kind ([`Arch`]) is matched in
//! exactly one place, [`new`], where the runtime is made.
//!
//! # The invariants each architecture keeps
//! - `private`: a process's heap holds pointers only into itself, the literal area and refc
//!   binaries; messages and spawn arguments are copied.
//! - `shared`: one heap; a parked process not in the active list holds no pointer into its
//!   young generation (so a minor collection may skip it).
//! - `hybrid`: no pointer from the message area into a private heap, and none from one private
//!   heap into another (`term.rs` states it where terms are defined); every slot of a heap's
//!   old data that points into the area is in that heap's remembered set.

mod active;
pub mod hybrid;
pub mod private;
pub mod shared;
pub mod window;

use crate::gc::GcOutcome;
use crate::heap::Heap;
use crate::options::{Arch, Options};
use crate::process::{AliasSignal, Process};
use crate::stats::RunStats;
use crate::term::Term;
use crate::world::World;
use std::sync::Mutex;

/// What differs between the memory architectures, called by the interpreter, the BIFs and
/// the scheduler with the running process (out of the world's table) as an argument.
pub trait Architecture {
    /// Which architecture this is (its name in statistics and reports).
    fn kind(&self) -> Arch;

    // ---- allocation (`alloc.rs`) ----

    /// The heap a new process starts with; `parent` is the running process that spawns it
    /// (None for the first process).
    fn new_heap(&mut self, parent: Option<&mut Process>, min_heap: usize) -> Heap;
    /// A cons cell built by an allocation site marked shared (likely message data).
    fn cons_shared(&mut self, p: &mut Process, head: Term, tail: Term) -> Term;
    /// A tuple built by an allocation site marked shared.
    fn tuple_shared(&mut self, p: &mut Process, elems: &[Term]) -> Term;
    /// A closure built by an allocation site marked shared: `words` are the fun object's
    /// words after its header (the encoded entry, an immediate, then the free variables).
    fn fun_shared(&mut self, p: &mut Process, words: &[Term]) -> Term;

    // ---- send and spawn (`send.rs`, `spawn.rs`) ----

    /// The memory effect of the running process `from` sending `t` to `to` (None: it is
    /// dead): put the message in `to`'s queue, its mailbox or its inbox (with `signal` for
    /// the receiver's aliases). Waking `to` is the scheduler's part. Returns the words copied,
    /// which the sender pays for in reductions.
    fn send(
        &mut self,
        from: &mut Process,
        to: Option<&mut Process>,
        t: Term,
        signal: Option<AliasSignal>,
    ) -> usize;
    /// `t`, from the running process `parent`, as its new process `child` (not yet in the
    /// world) sees it: its start function and arguments.
    fn spawn_transfer(&mut self, parent: &mut Process, child: &mut Process, t: Term) -> Term;
    /// The heap in which terms for the not yet running `child` are built (its start error).
    fn start_heap<'a>(&self, parent: &'a mut Process, child: &'a mut Process) -> &'a mut Heap;

    // ---- processes coming and going ----

    /// `p` joins the world (spawned, or the first process).
    fn admitted(&mut self, p: &mut Process);
    /// `p` is about to run.
    fn scheduled(&mut self, p: &mut Process);
    /// `p` stopped running (it goes back into the world, or ends).
    fn descheduled(&mut self, p: &mut Process);
    /// `p` has ended and is about to be freed.
    fn exited(&mut self, p: &mut Process);

    // ---- collection (`collect.rs`, `verify.rs`) ----

    /// Collect the heap the running process `p` allocates in, with its stack below `live` as
    /// roots (and, where the heap is shared, the other processes of `world`), leaving `need`
    /// words free.
    fn collect(
        &mut self,
        world: &mut World,
        p: &mut Process,
        need: usize,
        live: usize,
        major: bool,
    ) -> GcOutcome;
    /// The size of the running process `p`'s heap that `max_heap_size` limits, in words,
    /// right after a collection of it (its stack below `live` is live): the heap's blocks
    /// (young and old generations, fragments) where the heap is the process's own. `limit`:
    /// a size that the answer only needs to be compared with (a larger answer may be cut to
    /// just over it).
    fn heap_words(&self, p: &mut Process, live: usize, limit: usize) -> usize {
        let _ = (live, limit);
        p.heap.allocated()
    }
    /// After collection `out`, check what it could have changed (`--verify-heap`).
    fn verify(&mut self, world: &mut World, p: &mut Process, live: usize, out: &GcOutcome);
    /// Between time slices: no process runs, every one is in `world`.
    fn safepoint(&mut self, world: &mut World, stats: &Mutex<RunStats>);
    /// Whether the running process should yield at its next call, so that the next
    /// safepoint comes soon: a collection of what every process shares is due (the message
    /// area's allocation passed the limit an incremental collector set).
    fn step_due(&self) -> bool {
        false
    }
    /// Whether shared sites build in a space of their own ([`Architecture::lend_window`]
    /// lends windows of it).
    fn lends_windows(&self) -> bool {
        false
    }
    /// A window of at least `need` free words of the space shared sites build in, for the
    /// interpreter to bump-allocate from (`window.rs`); the empty window where shared sites
    /// build where local ones do.
    fn lend_window(&mut self, _need: usize) -> window::Window {
        window::Window::default()
    }
    /// The window lent last, back before a safepoint: what it holds is now the space's.
    fn return_window(&mut self, _w: window::Window) {}

    // ---- statistics ----

    /// Words in use in every heap and area: `running`'s heap, those of `world`'s processes,
    /// and the architecture's own spaces.
    fn words_in_use(&self, world: &World, running: usize) -> usize;
}

/// The architecture `options` ask for: the one place that matches on [`Arch`].
pub fn new(options: &Options) -> Result<Box<dyn Architecture>, String> {
    Ok(match options.heap {
        Arch::Private => Box::new(private::Private::new()),
        Arch::Shared => Box::new(shared::Shared::new()),
        Arch::Hybrid => Box::new(hybrid::Hybrid::new(options)?),
    })
}

/// Words in use in the private heaps of `world`'s processes, plus `running`.
fn private_words_in_use(world: &World, running: usize) -> usize {
    running
        + world
            .each()
            .map(|p| p.heap.young_used() + p.heap.old_used())
            .sum::<usize>()
}

/// After local collection `out` of `p`'s own heap: check the heap and the roots the
/// collection could have changed (the stack below `live` from `out.stack_changed_from`);
/// `outside` is where else `p`'s data may point.
fn verify_local(p: &mut Process, live: usize, out: &GcOutcome, outside: crate::heap::AddrRange) {
    let heap = std::mem::replace(&mut p.heap, Heap::placeholder(0));
    let live = live.min(p.stack.len());
    let from = out.stack_changed_from.min(live);
    let who = format!("<0.{}.0>", p.pid.pid_index());
    crate::verify::verify_heap(&heap, outside, out, &who, |f| p.each_root(from, live, f));
    p.heap = heap;
}
