//! Per-send counters and the send/copy timers.
//!
//! A send is the hot path (a ring of small messages sends ~6M a second), so its counters are
//! thread-local cells: no lock, no atomic read-modify-write. The scheduler is thread-local
//! too; a runtime with several schedulers would merge each thread's [`MessageCounts`] at
//! report time. The timers read the clock only when timing was asked for (`--stats`,
//! `--stats-json`), and then for one send (and one copy) in [`TIME_EVERY`]: the clock reads
//! for every send and its copy would cost about half as much again as the sends themselves
//! (a ring of 10M small messages: 1.9 s to 3.0 s) and so distort the run they measure. The
//! time in send and in copy is estimated from that systematic sample: the sampled time times
//! all events over the sampled ones.

use super::messages::{self, BINS};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Whether sends and copies are timed (set once at start-up).
static TIMING: AtomicBool = AtomicBool::new(false);

/// What timing an empty interval measures (ns): subtracted from every timed interval.
static CLOCK_COST_NS: AtomicU64 = AtomicU64::new(0);

pub fn set_timing(on: bool) {
    if on {
        let empty = (0..200)
            .map(|_| Instant::now().elapsed().as_nanos() as u64)
            .min()
            .unwrap_or(0);
        CLOCK_COST_NS.store(empty, Ordering::Relaxed);
    }
    TIMING.store(on, Ordering::Relaxed);
}

#[inline]
pub fn timing() -> bool {
    TIMING.load(Ordering::Relaxed)
}

/// One send and one copy in this many is timed.
pub const TIME_EVERY: u32 = 32;

/// What the sends of one thread added up to since the last reset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MessageCounts {
    /// Messages sent (to any process, itself included, live or dead).
    pub sent: u64,
    /// Messages whose size the send path measured (those in `size_histogram`).
    pub sized: u64,
    /// The words of those messages.
    pub words_sent: u64,
    /// Words copied at send (every word under `private`, none under `shared`).
    pub words_copied: u64,
    /// Messages of which the send copied at least one word.
    pub copied: u64,
    /// Of `words_copied`, the words copied into the area by the arguments of shared
    /// allocation sites (hybrid's copy-on-demand at construction).
    pub site_words_copied: u64,
    /// Words allocated directly in the message area (`hybrid`).
    pub words_in_area: u64,
    pub size_histogram: [u64; BINS],
    /// Nanoseconds in send (copying included) and in copying, when timed (estimates).
    pub send_ns: u64,
    pub copy_ns: u64,
}

impl MessageCounts {
    pub fn merge(&mut self, o: &MessageCounts) {
        self.sent += o.sent;
        self.sized += o.sized;
        self.words_sent += o.words_sent;
        self.words_copied += o.words_copied;
        self.copied += o.copied;
        self.site_words_copied += o.site_words_copied;
        self.words_in_area += o.words_in_area;
        for (a, b) in self.size_histogram.iter_mut().zip(o.size_histogram) {
            *a += b;
        }
        self.send_ns += o.send_ns;
        self.copy_ns += o.copy_ns;
    }
}

/// A sampled timer: counts events, times one in [`TIME_EVERY`], starting with event
/// `first`. The copy clock starts half a period after the send clock, so that a timed send
/// does not also carry the clock reads of a timed copy inside it.
struct Clock {
    first: u32,
    countdown: Cell<u32>,
    events: Cell<u64>,
    timed: Cell<u64>,
    ns: Cell<u64>,
}

impl Clock {
    const fn new(first: u32) -> Clock {
        Clock {
            first,
            countdown: Cell::new(first),
            events: Cell::new(0),
            timed: Cell::new(0),
            ns: Cell::new(0),
        }
    }

    #[inline]
    fn start(&self) -> Option<Instant> {
        add(&self.events, 1);
        let n = self.countdown.get();
        if n == 0 {
            self.countdown.set(TIME_EVERY - 1);
            Some(Instant::now())
        } else {
            self.countdown.set(n - 1);
            None
        }
    }

    fn stop(&self, started: Instant) {
        add(&self.timed, 1);
        let ns = started.elapsed().as_nanos() as u64;
        add(
            &self.ns,
            ns.saturating_sub(CLOCK_COST_NS.load(Ordering::Relaxed)),
        );
    }

    /// The estimated time of all events.
    fn estimate_ns(&self) -> u64 {
        match self.timed.get() {
            0 => 0,
            t => (self.ns.get() as u128 * self.events.get() as u128 / t as u128) as u64,
        }
    }

    fn reset(&self) {
        self.countdown.set(self.first);
        for c in [&self.events, &self.timed, &self.ns] {
            c.set(0);
        }
    }
}

struct Cells {
    sent: Cell<u64>,
    sized: Cell<u64>,
    words_sent: Cell<u64>,
    words_copied: Cell<u64>,
    copied: Cell<u64>,
    site_words_copied: Cell<u64>,
    words_in_area: Cell<u64>,
    bins: [Cell<u64>; BINS],
    send: Clock,
    copy: Clock,
}

thread_local! {
    /// Per thread on purpose: a send bumps these on the hot path, where a lock or an atomic
    /// read-modify-write would cost more than the send's own bookkeeping. Several scheduler
    /// threads would each count their own and the report would merge them.
    static CELLS: Cells = const {
        Cells {
            sent: Cell::new(0),
            sized: Cell::new(0),
            words_sent: Cell::new(0),
            words_copied: Cell::new(0),
            copied: Cell::new(0),
            site_words_copied: Cell::new(0),
            words_in_area: Cell::new(0),
            bins: [const { Cell::new(0) }; BINS],
            send: Clock::new(0),
            copy: Clock::new(TIME_EVERY / 2),
        }
    };
}

#[inline]
fn add(c: &Cell<u64>, n: u64) {
    c.set(c.get().wrapping_add(n));
}

/// One message sent. `msg_words`: its size in words when the send path measured it (a copy
/// does; a pointer pass under `shared` or a send to a dead process may not). `copied_words`:
/// the words this send copied (the whole message under `private`, 0 under `shared`, the
/// part not yet in the message area under `hybrid`).
#[inline]
pub fn note_send(msg_words: Option<usize>, copied_words: usize) {
    CELLS.with(|c| {
        add(&c.sent, 1);
        add(&c.words_copied, copied_words as u64);
        add(&c.copied, (copied_words > 0) as u64);
        if let Some(w) = msg_words {
            add(&c.sized, 1);
            add(&c.words_sent, w as u64);
            add(&c.bins[messages::bin(w)], 1);
        }
    });
}

/// Words allocated directly in the message area (by sites the message analysis made shared).
#[inline]
pub fn note_area_alloc(words: usize) {
    CELLS.with(|c| add(&c.words_in_area, words as u64));
}

/// Words copied into the area by the arguments of a shared allocation site.
#[inline]
pub fn note_site_copy(words: usize) {
    if words > 0 {
        CELLS.with(|c| {
            add(&c.words_copied, words as u64);
            add(&c.site_words_copied, words as u64);
        });
    }
}

/// This thread's counts.
pub fn snapshot() -> MessageCounts {
    CELLS.with(|c| {
        let mut h = [0; BINS];
        for (d, s) in h.iter_mut().zip(&c.bins) {
            *d = s.get();
        }
        MessageCounts {
            sent: c.sent.get(),
            sized: c.sized.get(),
            words_sent: c.words_sent.get(),
            words_copied: c.words_copied.get(),
            copied: c.copied.get(),
            site_words_copied: c.site_words_copied.get(),
            words_in_area: c.words_in_area.get(),
            size_histogram: h,
            send_ns: c.send.estimate_ns(),
            copy_ns: c.copy.estimate_ns(),
        }
    })
}

pub fn reset() {
    CELLS.with(|c| {
        for cell in [
            &c.sent,
            &c.sized,
            &c.words_sent,
            &c.words_copied,
            &c.copied,
            &c.site_words_copied,
            &c.words_in_area,
        ] {
            cell.set(0);
        }
        c.send.reset();
        c.copy.reset();
        for b in &c.bins {
            b.set(0);
        }
    });
}

#[derive(Clone, Copy)]
enum Which {
    Send,
    Copy,
}

/// Adds the time until it is dropped to the send or copy timer; does nothing (and reads no
/// clock) unless timing is on and this event is one of the sampled ones.
#[must_use = "the timer measures until it is dropped"]
pub struct Timer {
    started: Option<Instant>,
    which: Which,
}

impl Drop for Timer {
    #[inline]
    fn drop(&mut self) {
        if let Some(t) = self.started {
            CELLS.with(|c| match self.which {
                Which::Send => c.send.stop(t),
                Which::Copy => c.copy.stop(t),
            });
        }
    }
}

#[inline]
fn start(which: Which) -> Timer {
    let started = if timing() {
        CELLS.with(|c| match which {
            Which::Send => c.send.start(),
            Which::Copy => c.copy.start(),
        })
    } else {
        None
    };
    Timer { started, which }
}

/// Time a whole send (copying included): `let _t = stats::time_send();`.
#[inline]
pub fn time_send() -> Timer {
    start(Which::Send)
}

/// Time the copying of a message: `let _t = stats::time_copy();`.
#[inline]
pub fn time_copy() -> Timer {
    start(Which::Copy)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sends_fill_bins_and_word_counts() {
        // Each test runs on its own thread, so these counters are this test's alone.
        reset();
        for _ in 0..10 {
            note_send(Some(10), 10);
        }
        note_send(Some(100), 0);
        note_send(None, 0);
        note_area_alloc(7);
        let s = snapshot();
        assert_eq!(s.sent, 12);
        assert_eq!(s.sized, 11);
        assert_eq!(s.words_sent, 200);
        assert_eq!(s.words_copied, 100);
        assert_eq!(s.words_in_area, 7);
        assert_eq!(s.size_histogram[0], 10);
        assert_eq!(s.size_histogram[2], 1);
        assert_eq!(s.size_histogram.iter().sum::<u64>(), 11);
        reset();
        assert_eq!(snapshot(), MessageCounts::default());
    }

    #[test]
    fn one_send_in_time_every_is_timed_and_the_rest_estimated() {
        reset();
        set_timing(true);
        for _ in 0..100 {
            let _t = time_send();
            std::hint::black_box(0);
        }
        set_timing(false);
        let (events, timed, ns) =
            CELLS.with(|c| (c.send.events.get(), c.send.timed.get(), c.send.ns.get()));
        assert_eq!(events, 100);
        // Sends 0, 32, 64 and 96.
        assert_eq!(timed, 4);
        assert_eq!(snapshot().send_ns, (ns as u128 * 100 / 4) as u64);
        // Timing off: nothing counted.
        let _t = time_copy();
        drop(_t);
        assert_eq!(CELLS.with(|c| c.copy.events.get()), 0);
        reset();
        assert_eq!(snapshot().send_ns, 0);
    }

    #[test]
    fn merging_adds_every_field() {
        let mut a = MessageCounts {
            sent: 1,
            words_copied: 5,
            ..Default::default()
        };
        a.size_histogram[3] = 2;
        let b = a;
        a.merge(&b);
        assert_eq!(a.sent, 2);
        assert_eq!(a.words_copied, 10);
        assert_eq!(a.size_histogram[3], 4);
    }
}
