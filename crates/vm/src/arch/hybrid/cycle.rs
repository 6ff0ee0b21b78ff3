//! The message area's collection cycles (seed 003 sec. 5): when they begin, which processes
//! they visit and in what order, and how long each step runs.
//!
//! A cycle begins when the nursery reaches its size, without touching any process (see
//! [`Cycles`]). Its **active queue** holds the processes that may point into the young space
//! that becomes the from-space: those active since the last cycle (seed 003 sec. 4.3's
//! generational process scanning), or every process when the cycle is major. A step rescues
//! the roots of processes from the front of the queue (their stacks, a chunk at a time,
//! mailboxes, and the slots of their heaps that may point into the area) and drains the gray
//! objects after each part (sec. 5.2), until its budget is spent; first, it scans what the
//! mutator built since the last step (`Area::scan_nursery_until`). The cycle ends with the
//! queue and the gray objects empty and the nursery scanned.
//!
//! The send is the only write barrier (sec. 5.1): a process not in the queue (rescued) comes
//! to point into the from-space only through a message from a process in it, so such a send
//! puts the receiver back in the queue. Any message to a process in the queue moves it to the
//! back (sec. 5.2: the busiest processes are rescued last), as one more entry; earlier
//! entries are skipped. A process spawned by one in the queue joins it.
//!
//! Pacing: `stw` runs a whole cycle in one step. Under the two others a step comes at the
//! next call of the process that passed the limit (`Ctx::preempt`; the process then goes on
//! with its slice). `work:W` lets the mutator allocate W words between steps, and a step
//! does at least W units of work and at least what was allocated or queued since the last
//! one (sec. 5.1.2). `time:T` runs a step for T µs, then lets the mutator allocate the free
//! nursery divided by the steps still needed at this step's rate (sec. 5.1.3), counting what
//! a major cycle may still have to mark and the nursery it may have to scan; once the
//! nursery is full, steps follow each other (each still T µs) until the cycle ends; while
//! pretenuring (the mutator builds in the old generation, `area/tenure.rs`), the mutator may
//! also run twice as long as the last step did, at its measured building rate, and a major
//! cycle's sweep goes on in the steps after it (`area/sweep.rs`). Under
//! `work:W`, when a cycle's work outgrows its nursery (a major cycle marking a large old
//! generation, or many roots), the nursery grows past its nominal size Σ into its
//! reservation while the steps catch up, each doing one more multiple of its budget per Σ
//! words of overshoot. Only a nursery that has filled half its reservation makes a step
//! finish the cycle.

use super::area::{CycleOutcome, PAGE_WORDS};
use super::Hybrid;
use crate::options::MaGc;
use crate::process::Process;
use crate::stats::RunStats;
use crate::world::World;
use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The cycle in progress: its active queue and pacing state.
///
/// Beginning a cycle touches no process, so that it costs the same with thirty thousand
/// processes as with ten: which processes are queued, rescued or active is kept in each as
/// cycle numbers ([`crate::process::AreaMarks`]), and the queue a cycle begins with is the list of processes
/// active since the last one (every process, for a major cycle) taken whole.
#[derive(Default)]
pub(super) struct Cycles {
    pub pacing: MaGc,
    /// Cycles begun: the number of the one that runs, or of the last one.
    epoch: u32,
    /// Pid indices of the processes the cycle began with, still to rescue.
    initial: VecDeque<u64>,
    /// Pid indices of processes queued since it began (a process may appear more than
    /// once: its `area.pending` counts its entries, and only the last one counts).
    queue: VecDeque<u64>,
    /// Processes active since the last cycle began: the next one's initial queue.
    next_active: Vec<u64>,
    /// Processes visited this cycle.
    visited: usize,
    /// Queue entries added since the last step.
    queued_since_step: usize,
    /// Nursery words in use at the end of the last step, and when it ended.
    top_after_step: usize,
    step_ended: Option<Instant>,
    /// Words the mutator built per µs between steps, as last measured, and the time it ran
    /// and words it built since.
    build_rate: f64,
    ran_us: f64,
    built: usize,
    /// How long the last step took (µs), whether its time ran out in the scan of what the
    /// mutator built since the one before (it did nothing else), and whether the step
    /// before it also did.
    last_step_us: f64,
    scan_cut: bool,
    cut_before: bool,
    /// The most words one step promoted in this cycle, and in the last one (what a step
    /// has memory provided for, `cycle_step`).
    promoted_max: usize,
    promoted_max_before: usize,
    /// The last step completed the cycle's tracing but left its end to the next one.
    ending: bool,
    /// Cycles ended.
    pub cycles: u64,
}

impl Cycles {
    pub fn new(pacing: MaGc) -> Cycles {
        Cycles {
            pacing,
            ..Cycles::default()
        }
    }

    /// Add process `p` to the queue (at the back).
    fn enqueue(&mut self, p: &mut Process) {
        p.area.pending += 1;
        self.queue.push_back(p.pid.pid_index());
        self.queued_since_step += 1;
    }

    /// Mark `p` active: it may have come to point into the nursery (it ran, was spawned or
    /// was sent a message), so the next cycle rescues it.
    pub fn activate(&mut self, p: &mut Process) {
        let next = self.epoch + 1;
        if p.area.active != next {
            p.area.prev_active = p.area.active;
            p.area.active = next;
            self.next_active.push(p.pid.pid_index());
        }
    }

    /// `p` enters the world (after any `on_spawn`).
    pub fn admitted(&mut self, p: &mut Process) {
        p.area.born = self.epoch;
        self.activate(p);
    }

    /// Whether the cycle that runs (`major` or not) may still find `p`'s roots pointing into
    /// its from-space: `p` is queued and not rescued since.
    pub fn pending(&self, p: &Process, major: bool) -> bool {
        let e = self.epoch;
        let m = &p.area;
        let initial = if major {
            m.born < e
        } else {
            m.active == e || (m.active == e + 1 && m.prev_active == e)
        };
        m.pending > 0 || (initial && m.rescued != e)
    }
}

/// The send barrier: `from` sent `to` a message in the area.
pub(super) fn on_send(c: &mut Cycles, major: bool, from: &Process, to: &mut Process) {
    if c.pending(from, major) || c.pending(to, major) {
        c.enqueue(to);
    }
}

/// `parent` spawned `child`, whose arguments may point where the parent's roots do.
pub(super) fn on_spawn(c: &mut Cycles, major: bool, parent: &Process, child: &mut Process) {
    if c.pending(parent, major) {
        c.enqueue(child);
    }
}

/// A safepoint where a step is due: begin a cycle if none runs, and run a step of it.
pub(super) fn step(h: &mut Hybrid, world: &mut World, stats: &Mutex<RunStats>) {
    world.stop_all();
    let started = Instant::now();
    let used_before = h.area.used();
    if mutator_runs_on(h, started) {
        world.resume_all();
        return;
    }
    // The mutator's building rate, in words per µs (`time:T`'s pacing), over its runs since
    // the last measure once they add up to long enough to tell.
    if let Some(t) = h.cycles.step_ended {
        let c = &mut h.cycles;
        c.ran_us += (started - t).as_secs_f64() * 1e6;
        c.built += h.area.nursery_used().saturating_sub(c.top_after_step);
        if c.ran_us >= RATE_MEASURED_US {
            c.build_rate = c.built as f64 / c.ran_us;
            (c.ran_us, c.built) = (0.0, 0);
        }
    }
    let pacing = h.cycles.pacing;
    // The sweep of the last major cycle, when it was left to the steps (`time:T`), first:
    // no cycle begins before it ends.
    let step_end = match pacing {
        MaGc::Time(t) => Some(step_deadline(started, t)),
        _ => None,
    };
    let swept = h
        .area
        .sweep_until(|| step_end.is_some_and(|d| Instant::now() >= d));
    let (outcome, copied) = if swept {
        cycle_step(h, world, started)
    } else {
        h.area.set_limit(mutator_run(h, &started, pacing).max(1));
        (None, 0)
    };
    h.cycles.top_after_step = h.area.nursery_used();
    h.cycles.queued_since_step = 0;
    let ended = Instant::now();
    h.cycles.step_ended = Some(ended);
    h.cycles.last_step_us = (ended - started).as_secs_f64() * 1e6;
    crate::stats::note_area_gc(
        stats,
        copied,
        started.elapsed(),
        used_before,
        h.area.allocated(),
    );
    if outcome.is_some() {
        crate::stats::note_area_cycle(stats);
    }
    if h.verify_heap {
        super::verify::verify_area(&h.area, &h.remembered, world);
        super::verify::verify_cycle(&h.area, &h.cycles, world);
    }
    world.resume_all();
}

/// A step of the cycle that runs, or of one begun now: what it copied, and the cycle's
/// outcome if it ended.
fn cycle_step(
    h: &mut Hybrid,
    world: &mut World,
    started: Instant,
) -> (Option<CycleOutcome>, usize) {
    if !h.area.cycle_running() {
        begin(h, world);
    }
    let promoted_before = h.area.promoted();
    let pacing = h.cycles.pacing;
    let ending = std::mem::take(&mut h.cycles.ending);
    if let (MaGc::Time(t), false) = (pacing, ending) {
        // Memory for what this step may promote, provided first, in at most half its time
        // (none when it only has the cycle's end left: that must come first in the step):
        // twice what a step promoted at most in this cycle and the last. (Providing for the
        // whole from-space, up to the step's rate, provided mostly for the mutator: while
        // pretenuring, its windows take the old generation's next pages. `nag keep`'s steps
        // then spent half their time on faults for pages the mutator used next.)
        let left = h.area.from_size() - h.area.promoted();
        let likely = 2 * h.cycles.promoted_max.max(h.cycles.promoted_max_before);
        let until = started + Duration::from_micros(t / 2);
        h.area.provision(
            left.min(t as usize * PROVISION_WORDS_PER_US)
                .min(likely.max(PAGE_WORDS)),
            || Instant::now() < until,
        );
    }
    let nursery = h.area.nursery_used();
    // A step keeps pace with the mutator: at least the words allocated and the processes
    // queued since the last one.
    let owed = nursery.saturating_sub(h.cycles.top_after_step) + h.cycles.queued_since_step;
    // What overshoots the nursery's size in its reservation hurries the steps; words built
    // in windows in the old generation (pretenuring) take none of it, and would be there
    // after the cycle anyway.
    let filled = h.area.nursery_filled();
    let finish = matches!(pacing, MaGc::Stw) || filled >= h.area.nursery_reserved() / 2;
    let work_start = h.area.work();
    let paced_start = h.area.paced_work();
    let budget = match pacing {
        MaGc::Work(w) => w.max(owed) * (1 + filled / h.area.nursery_size()),
        _ => usize::MAX,
    };
    let deadline = match pacing {
        MaGc::Time(t) if !finish => Some(step_deadline(started, t)),
        _ => None,
    };
    let spent = |work: usize| {
        !finish && (work - paced_start >= budget || deadline.is_some_and(|d| Instant::now() >= d))
    };
    // A step left only the cycle's end goes to it at once: every process is rescued, so
    // what the mutator built since points nowhere the cycle must follow (`finish_cycle`
    // rescues the chunks written since), and scanning it first pushed the end past the
    // step's first tenth, step after step.
    let traced = ending || run(h, world, spent);
    // Ending a cycle (chunks, refc binaries) is left to the next step when this one is in
    // its last tenth: the mutator cannot reach the from-space meanwhile, as every process is
    // rescued. A major cycle's sweep, under `time:T`, goes on in the steps that follow (it
    // reads the whole black-map: 1.5 ms for 50M words).
    let ended = traced
        && deadline.is_none_or(|d| {
            let (now, tenth) = (Instant::now(), (d - started) / 10);
            now + tenth < d
        });
    let outcome = ended.then(|| {
        let out = h
            .area
            .finish_cycle(h.cycles.visited, matches!(pacing, MaGc::Time(_)));
        h.cycles.cycles += 1;
        h.cycles.visited = 0;
        out
    });
    let done = h.area.work() - work_start;
    if traced && !ended {
        h.cycles.ending = true;
        h.area.set_limit(1);
    } else if outcome.is_some() {
        // A cycle that ends with the nursery past its size (pretenuring through a long major
        // cycle) would have the next one begin at once: under `time:T` the mutator first runs
        // as it would between two steps.
        if let (MaGc::Time(_), true) = (pacing, h.area.pretenuring()) {
            if h.area.wants_collection() {
                h.area.set_limit(mutator_run(h, &started, pacing).max(1));
            }
        }
    } else {
        let run = mutator_run(h, &started, pacing);
        set_limit(h, pacing, done, run);
    }
    let copied = outcome.map_or(h.area.promoted(), |o| o.promoted) - promoted_before;
    let c = &mut h.cycles;
    c.promoted_max = c.promoted_max.max(copied);
    if outcome.is_some() {
        c.promoted_max_before = std::mem::take(&mut c.promoted_max);
    }
    (outcome, copied)
}

/// Begin a cycle: swap the young spaces and queue the processes that may point into the new
/// from-space (the processes themselves are not touched: see [`Cycles`]).
fn begin(h: &mut Hybrid, world: &mut World) {
    let major = h.area.wants_major();
    h.send_cache.forget_all();
    let c = &mut h.cycles;
    let active = std::mem::take(&mut c.next_active);
    c.initial = if major {
        world.pids().collect()
    } else {
        VecDeque::from(active)
    };
    c.epoch += 1;
    c.visited = 0;
    c.top_after_step = 0;
    h.area.begin_cycle(major);
}

/// Rescue processes from the queue (those the cycle began with, then those queued since),
/// each followed by its young-gray objects, then mark from the old-gray ones, until `spent`
/// says the step's budget is used up; returns whether the cycle's tracing is complete. A
/// process's rescue (its roots and remembered slots) is not divided; the scan of what it
/// reaches is.
fn run(h: &mut Hybrid, world: &mut World, mut spent: impl FnMut(usize) -> bool) -> bool {
    let epoch = h.cycles.epoch;
    // What the mutator built since the last step first, whole before any process counts as
    // rescued: the mutator does not run within a step, so this covers all that a process
    // rescued in it can reach in the nursery (and a process whose roots were rescued but
    // whose scan did not finish would be visited again).
    h.cycles.cut_before = std::mem::take(&mut h.cycles.scan_cut);
    if !h.area.scan_nursery_until(&mut spent) {
        h.cycles.scan_cut = true;
        return false;
    }
    loop {
        let (idx, initial) = match h.cycles.initial.pop_front() {
            Some(idx) => (idx, true),
            None => match h.cycles.queue.pop_front() {
                Some(idx) => (idx, false),
                None => break,
            },
        };
        if let Some(p) = world.get_mut(idx) {
            let due = if initial {
                // Queued again since: its last entry rescues it.
                p.area.pending == 0 && p.area.rescued != epoch
            } else {
                p.area.pending -= 1;
                p.area.pending == 0
            };
            if due {
                if !rescue_process(h, p, epoch, &mut spent) {
                    // Its rescue is not complete, or the process may read the gray objects'
                    // from-space addresses: it is not rescued yet, and stays first in the
                    // queue.
                    if initial {
                        h.cycles.initial.push_front(idx);
                    } else {
                        p.area.pending += 1;
                        h.cycles.queue.push_front(idx);
                    }
                    return false;
                }
                p.area.rescued = epoch;
                h.cycles.visited += 1;
            }
        }
        if spent(h.area.paced_work()) {
            return false;
        }
    }
    // Left by a process that has ended since.
    if !h.area.drain_young_until(&mut spent) {
        return false;
    }
    h.area.drain_old(spent)
}

/// At most, the old-generation words per µs of a `time:T` step that memory is provided for
/// when it begins ([`crate::arch::hybrid::area::Area::provision`]; within that, twice what
/// one step promoted at most, `cycle_step`): more than a step copies when its pages fault
/// (about 120 words a µs on a 2-core VM), so that in the steady state each step provides
/// what the one before used. A step provides at most 1.6 MB for 1 ms (600-1000 µs here),
/// and stops at half its time.
const PROVISION_WORDS_PER_US: usize = 200;

/// Stack slots rescued at a time (whole frames) between checks of a step's budget.
const STACK_CHUNK: usize = 4096;
/// Old remembered slots marked at a time between checks of a step's budget: each costs
/// three cache misses (the slot, the mark, the header), 80-120 µs for 1024 in `nag keep`.
const REMEMBERED_CHUNK: usize = 256;
/// Remembered slots rescued at a time between checks of a step's budget.
const SLOTS_CHUNK: usize = 64;
/// Heap words scanned for new pointers into the area at a time between checks.
const SCAN_CHUNK: usize = 512;

/// Rescue what process `p` points to in the area, in parts between which `spent` may end
/// the step: the registers of its saved frames, whole frames about [`STACK_CHUNK`] slots at
/// a time from the bottom (those it has not returned into since stay rescued, see
/// [`crate::process::AreaMarks::frames_done`]), in a major cycle the old objects its heap
/// points to, [`REMEMBERED_CHUNK`] slots at a time, then its current frame and its other
/// roots, the remembered slots of its heap that may point into the area's young generation
/// ([`SLOTS_CHUNK`] at a time) and the words of its heap not yet scanned ([`SCAN_CHUNK`] at
/// a time), each part followed by the scan of the young-gray objects. Returns whether all
/// is done. A process that now points into the nursery is active for the next cycle.
fn rescue_process(
    h: &mut Hybrid,
    p: &mut Process,
    epoch: u32,
    spent: &mut impl FnMut(usize) -> bool,
) -> bool {
    let idx = p.pid.pid_index();
    // Its last message copied to the area may point into the from-space, unseen by its roots.
    h.send_cache.forget(idx);
    let end = p.parked_stack_end();
    let saved = p.frames.len();
    // Frames `..k` hold the slots below the base of frame `k`, or of the current frame.
    let bound = |p: &Process, k: usize| match p.frames.get(k) {
        Some(f) => f.base().min(end),
        None => p.ctx.map_or(0, |c| c.base).min(end),
    };
    if p.area.stack_epoch != epoch {
        p.area.stack_epoch = epoch;
        p.area.frames_done = 0;
    }
    let mut done = p.area.frames_done.min(p.frames_cleared).min(saved);
    while done < saved {
        let from = bound(p, done);
        let next = p.frames[done..]
            .partition_point(|f| f.base() < from + STACK_CHUNK)
            .max(1)
            + done;
        let to = bound(p, next);
        let area = &mut h.area;
        let mut into_nursery = false;
        // Raises `frames_cleared` to every saved frame (folding the old mark in first).
        p.each_stack_slot(from, to, |t| into_nursery |= area.rescue_root(t));
        p.area.frames_done = next;
        done = next;
        if into_nursery {
            h.cycles.activate(p);
        }
        if !h.area.drain_young_until(&mut *spent) || spent(h.area.paced_work()) {
            return false;
        }
    }
    if h.area.cycle_major() {
        // The old messages a process holds are marked a part at a time.
        while !h
            .remembered
            .mark_old(idx, epoch, REMEMBERED_CHUNK, &mut h.area)
        {
            if spent(h.area.paced_work()) {
                return false;
            }
        }
    }
    let area = &mut h.area;
    let mut into_nursery = false;
    p.each_root(bound(p, saved), end, |t| {
        into_nursery |= area.rescue_root(t)
    });
    let marking = area.cycle_major();
    loop {
        let (into, complete) =
            h.remembered
                .rescue_slots(idx, &mut h.area, epoch, marking, SLOTS_CHUNK);
        into_nursery |= into;
        if complete {
            break;
        }
        if into_nursery {
            h.cycles.activate(p);
        }
        if !h.area.drain_young_until(&mut *spent) || spent(h.area.paced_work()) {
            return false;
        }
    }
    loop {
        let (into, complete) = h
            .remembered
            .scan_new(idx, &mut p.heap, &mut h.area, SCAN_CHUNK);
        into_nursery |= into;
        if into_nursery {
            h.cycles.activate(p);
        }
        if complete {
            return h.area.drain_young_until(spent);
        }
        if !h.area.drain_young_until(&mut *spent) || spent(h.area.paced_work()) {
            return false;
        }
    }
}

/// When a `time:T` step that began at `started` stops its work: a sixteenth of `T` before
/// its end, for the part of the work under way (the step looks at the clock between parts:
/// 64 objects, a chunk of stack or of slots) and the machine's own stalls (on a 2-core VM,
/// about 20 a second over 40 µs), which made `nag keep`'s longest steps 1,080-1,240 µs
/// with the deadline at `T`.
fn step_deadline(started: Instant, t: u64) -> Instant {
    started + Duration::from_micros(t - t / 16)
}

/// The shortest time the mutator's building rate is measured over (µs), in one run between
/// two steps or several: a short run, at a cycle's end, says little of it (and measuring only
/// long runs kept a rate of 0.2 words a µs through `msort_q`'s runs of 120 µs, which built
/// 4 words a µs, so that steps came nearly back to back).
const RATE_MEASURED_US: f64 = 200.0;

/// Under `time:T`, how many times as long as the last step the mutator may run before the
/// next one (at the rate it built before that step): with steps and runs of the mutator in
/// turn, a window long against a step then holds about `R / (1 + R)` of mutator time.
///
/// - 2 while it has room: it builds in the old generation (pretenuring), or the nursery is
///   under twice its size or [`ROOM_FLOOR_WORDS`]. Above 1 for a minimum mutator
///   utilisation of 0.5, by a margin for a rate that varies (with 1.25 and 1.5, `nag
///   keep`'s utilisation over 10 ms windows stayed at 0.46-0.49).
/// - 1 while the nursery is under twice that: the cycle has fallen behind, and the steps
///   take half the time. (Going from 2 to steps back to back at once, `procs` and
///   `msort_q` spent 4 ms in 4 steps with 40 µs between them to end a cycle, and their
///   utilisation over 10 ms fell to 0.38-0.40.)
/// - 0 past that: the steps follow each other until the cycle ends, as the paper's do once
///   the nursery is full (`worker` allocates faster than any step collects).
fn mutator_share(a: &super::area::Area) -> f64 {
    if a.pretenuring() {
        return 2.0;
    }
    let room = (2 * a.nursery_size()).max(ROOM_FLOOR_WORDS);
    match a.nursery_filled() {
        f if f < room => 2.0,
        f if f < 2 * room => 1.0,
        _ => 0.0,
    }
}

/// The nursery's fill under which the mutator has room however small its size (8 MiB): a
/// nursery sized by a few survivors (`msort_q`'s 46K words) is past twice its size early
/// in a cycle that rescues deep stacks.
const ROOM_FLOOR_WORDS: usize = 1 << 20;

/// Under `time:T`, a step that the limit calls for before the mutator has run
/// [`mutator_share`] times as long as the last step took, in a cycle (or a sweep), waits:
/// the limit moves on by what the mutator builds in the rest of that time at the pace it
/// built since ([`run_share`]: less after steps whose time the scan of what the mutator
/// built took). The limit alone counts words at a rate measured before, which a program
/// that changes pace outruns (`msort_q` built 20 times faster than its last measure said,
/// and steps came 50 µs apart). (Moving it on by all that was built since let a mutator
/// that reached its limit just short of its time run twice as long: `procs` then built
/// 668K words that the next step could not scan.) Returns whether the step waits (never
/// under `--gc-stress`, whose steps at every safepoint test the collector).
fn mutator_runs_on(h: &mut Hybrid, started: Instant) -> bool {
    let (MaGc::Time(_), Some(ended)) = (h.cycles.pacing, h.cycles.step_ended) else {
        return false;
    };
    let a = &h.area;
    let due_us = h.cycles.last_step_us * run_share(h);
    let ran_us = (started - ended).as_secs_f64() * 1e6;
    if h.gc_stress || h.cycles.ending || !(a.cycle_running() || a.sweeping()) || ran_us >= due_us {
        return false;
    }
    let built = a.nursery_used().saturating_sub(h.cycles.top_after_step);
    let more = built as f64 / ran_us.max(1.0) * (due_us - ran_us);
    h.area.set_limit((more as usize).max(MIN_RUN_WORDS));
    true
}

/// The fewest words a mutator's run is let build when its step waits.
const MIN_RUN_WORDS: usize = 64;

/// Under `time:T`, the words the mutator builds, at its last measured rate, in
/// [`mutator_share`] times as long as the step that began at `started` took (at most its
/// quantum: a step the system preempted took longer, but a mutator run as long would build
/// more than the next step could scan).
fn mutator_run(h: &Hybrid, started: &Instant, pacing: MaGc) -> usize {
    let step_us = match pacing {
        MaGc::Time(t) => (started.elapsed().as_secs_f64() * 1e6).min(t as f64),
        _ => 0.0,
    };
    (h.cycles.build_rate * step_us * run_share(h)) as usize
}

/// [`mutator_share`], unless the last step's time ran out in the scan of what the mutator
/// built: then at most 1, so that the next step finishes that scan and goes on with the
/// cycle; and 0 after two such steps in a row, the mutator building faster than the steps
/// scan (the next step comes at once). (At once after every such step, `nag keep`, whose
/// runs of 2 ms build words that take about 1 ms to scan and copy from, had steps back to
/// back every few steps: its utilisation over 10 ms was 0.42-0.49.)
fn run_share(h: &Hybrid) -> f64 {
    match (h.cycles.scan_cut, h.cycles.cut_before) {
        (false, _) => mutator_share(&h.area),
        (true, false) => mutator_share(&h.area).min(1.0),
        (true, true) => 0.0,
    }
}

/// After a step that left the cycle unfinished: how much the mutator may allocate before
/// the next one. `done` is the step's work, and `run` what [`mutator_run`] says.
fn set_limit(h: &mut Hybrid, pacing: MaGc, done: usize, run: usize) {
    let words = match pacing {
        MaGc::Work(w) => w,
        MaGc::Time(_) => {
            // Sec. 5.1.3: the worst case is a from-space all live (and, marking, an old
            // generation all live, and the nursery, to scan); at this step's
            // rate, the steps still needed; the free nursery shared among them. Once the
            // nursery is full the steps follow each other until the cycle ends.
            let used = h.area.nursery_used();
            let left = h.area.work_left_bound() + used;
            let phases = left.div_ceil(done.max(1)).max(1);
            let nursery_share = h.area.nursery_size().saturating_sub(used) / phases;
            // The mutator may also run longer, as `run_share` says (`run`), so that a long
            // cycle does not leave it steps back to back. (Letting it build as many words as
            // the step marked made it build for 4 ms after a step that marked 380K words in
            // 1 ms, and the scan of those words overran the next step.)
            nursery_share.max(run)
        }
        MaGc::Stw => usize::MAX / 2,
    };
    h.area.set_limit(words.max(1));
}
