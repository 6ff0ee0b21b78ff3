//! Heap words used and allocated over the run: the maxima and a bounded series of samples.
//!
//! Words *allocated* (every heap block on this thread) is one counter read, so it is taken
//! at every collection. Words *used* means adding up every heap, which costs time in the
//! number of processes, so it is sampled: at most once per interval, an interval that starts
//! at 1 ms and is kept at least 100 times the cost of the last sample (under 1% of the run).
//! When the series reaches `MAX_SAMPLES` every other sample is dropped and the interval
//! doubles, so memory stays bounded on runs of any length.

/// Upper bound on the number of samples kept.
pub const MAX_SAMPLES: usize = 4096;
const MIN_INTERVAL_NS: u64 = 1_000_000;
const COST_FACTOR: u64 = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// Nanoseconds since the statistics epoch.
    pub t_ns: u64,
    pub used: u64,
    pub allocated: u64,
}

#[derive(Clone, Debug)]
pub struct HeapSeries {
    pub max_used: u64,
    pub max_allocated: u64,
    /// The message area's peak words in use (before a collection) and held (`hybrid`).
    pub area_max_used: u64,
    pub area_max_allocated: u64,
    pub samples: Vec<Sample>,
    interval_ns: u64,
    next_ns: u64,
}

impl Default for HeapSeries {
    fn default() -> Self {
        HeapSeries {
            max_used: 0,
            max_allocated: 0,
            area_max_used: 0,
            area_max_allocated: 0,
            samples: Vec::new(),
            interval_ns: MIN_INTERVAL_NS,
            next_ns: 0,
        }
    }
}

impl HeapSeries {
    /// Words allocated now (cheap; at every collection).
    pub fn note_allocated(&mut self, words: u64) {
        self.max_allocated = self.max_allocated.max(words);
    }

    /// Whether a sample of words used is due at `t_ns`.
    pub fn due(&self, t_ns: u64) -> bool {
        t_ns >= self.next_ns
    }

    /// Add a sample taken at `t_ns` that cost `cost_ns` to take.
    pub fn push(&mut self, s: Sample, cost_ns: u64) {
        self.max_used = self.max_used.max(s.used);
        self.note_allocated(s.allocated);
        self.interval_ns = self.interval_ns.max(cost_ns.saturating_mul(COST_FACTOR));
        self.next_ns = s.t_ns.saturating_add(self.interval_ns);
        self.samples.push(s);
        if self.samples.len() >= MAX_SAMPLES {
            let mut i = 0;
            self.samples.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.interval_ns *= 2;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(t_ns: u64, used: u64) -> Sample {
        Sample {
            t_ns,
            used,
            allocated: used * 2,
        }
    }

    #[test]
    fn maxima_and_rate_limit() {
        let mut h = HeapSeries::default();
        assert!(h.due(0));
        h.push(s(0, 10), 1_000);
        assert!(!h.due(999_999));
        assert!(h.due(1_000_000));
        h.push(s(1_000_000, 30), 1_000);
        h.push(s(2_000_000, 20), 1_000);
        h.note_allocated(100);
        assert_eq!(h.max_used, 30);
        assert_eq!(h.max_allocated, 100);
        assert_eq!(h.samples.len(), 3);
    }

    #[test]
    fn an_expensive_sample_spaces_out_the_next() {
        let mut h = HeapSeries::default();
        h.push(s(0, 1), 50_000); // 50 µs to take: next one 5 ms later
        assert!(!h.due(4_999_999));
        assert!(h.due(5_000_000));
    }

    #[test]
    fn the_series_stays_bounded() {
        let mut h = HeapSeries::default();
        let mut t = 0;
        for i in 0..10 * MAX_SAMPLES as u64 {
            if h.due(t) {
                h.push(s(t, i), 0);
            }
            t += 1_000_000;
        }
        assert!(h.samples.len() < MAX_SAMPLES);
        assert!(h.samples.len() >= MAX_SAMPLES / 4);
        assert!(h.samples.windows(2).all(|w| w[0].t_ns < w[1].t_ns));
    }
}
