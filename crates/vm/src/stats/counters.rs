//! Per-send counters and the send/copy timers.
//!
//! A send is the hot path (a ring of small messages sends ~6M a second), so its counters are
//! thread-local cells: no lock, no atomic read-modify-write. The scheduler is thread-local
//! too; a runtime with several schedulers would merge each thread's [`MessageCounts`] at
//! report time. The timers read the clock only when timing was asked for (`--stats`,
//! `--stats-json`): two clock reads per send would cost more than the send itself.

use super::messages::{self, BINS};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Whether sends and copies are timed (set once at start-up).
static TIMING: AtomicBool = AtomicBool::new(false);

pub fn set_timing(on: bool) {
    TIMING.store(on, Ordering::Relaxed);
}

#[inline]
pub fn timing() -> bool {
    TIMING.load(Ordering::Relaxed)
}

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
    /// Words allocated directly in the message area (`hybrid`).
    pub words_in_area: u64,
    pub size_histogram: [u64; BINS],
    /// Nanoseconds in send (copying included) and in copying, when timed.
    pub send_ns: u64,
    pub copy_ns: u64,
}

impl MessageCounts {
    pub fn merge(&mut self, o: &MessageCounts) {
        self.sent += o.sent;
        self.sized += o.sized;
        self.words_sent += o.words_sent;
        self.words_copied += o.words_copied;
        self.words_in_area += o.words_in_area;
        for (a, b) in self.size_histogram.iter_mut().zip(o.size_histogram) {
            *a += b;
        }
        self.send_ns += o.send_ns;
        self.copy_ns += o.copy_ns;
    }
}

struct Cells {
    sent: Cell<u64>,
    sized: Cell<u64>,
    words_sent: Cell<u64>,
    words_copied: Cell<u64>,
    words_in_area: Cell<u64>,
    bins: [Cell<u64>; BINS],
    send_ns: Cell<u64>,
    copy_ns: Cell<u64>,
}

thread_local! {
    static CELLS: Cells = const {
        Cells {
            sent: Cell::new(0),
            sized: Cell::new(0),
            words_sent: Cell::new(0),
            words_copied: Cell::new(0),
            words_in_area: Cell::new(0),
            bins: [const { Cell::new(0) }; BINS],
            send_ns: Cell::new(0),
            copy_ns: Cell::new(0),
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
            words_in_area: c.words_in_area.get(),
            size_histogram: h,
            send_ns: c.send_ns.get(),
            copy_ns: c.copy_ns.get(),
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
            &c.words_in_area,
            &c.send_ns,
            &c.copy_ns,
        ] {
            cell.set(0);
        }
        for b in &c.bins {
            b.set(0);
        }
    });
}

#[derive(Clone, Copy)]
enum Clock {
    Send,
    Copy,
}

/// Adds the time until it is dropped to the send or copy timer; does nothing (and reads no
/// clock) unless timing is on.
#[must_use = "the timer measures until it is dropped"]
pub struct Timer {
    started: Option<Instant>,
    clock: Clock,
}

impl Drop for Timer {
    #[inline]
    fn drop(&mut self) {
        if let Some(t) = self.started {
            let ns = t.elapsed().as_nanos() as u64;
            CELLS.with(|c| match self.clock {
                Clock::Send => add(&c.send_ns, ns),
                Clock::Copy => add(&c.copy_ns, ns),
            });
        }
    }
}

#[inline]
fn start(clock: Clock) -> Timer {
    Timer {
        started: timing().then(Instant::now),
        clock,
    }
}

/// Time a whole send (copying included): `let _t = stats::time_send();`.
#[inline]
pub fn time_send() -> Timer {
    start(Clock::Send)
}

/// Time the copying of a message: `let _t = stats::time_copy();`.
#[inline]
pub fn time_copy() -> Timer {
    start(Clock::Copy)
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
