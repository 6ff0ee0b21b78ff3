//! Collection pauses: per-kind totals (count, time, max, mean, geometric mean, live words
//! copied, as seed 003 Table 5 reports them), one HDR histogram of every pause, and the pause
//! log from which minimum mutator utilisation is computed.

use hdrhistogram::Histogram;

/// Kinds of collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A minor collection of a local (process or shared) heap.
    Minor,
    /// A major collection of a local heap.
    Major,
    /// A collection (or, incrementally, one step of one) of the message area.
    Area,
}

/// Totals of one kind of collection.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KindStats {
    pub count: u64,
    pub total_ns: u64,
    pub max_ns: u64,
    /// Sum of ln(pause in ns), pauses under 1 ns counted as 1 ns, for the geometric mean.
    ln_sum: f64,
    /// Live words copied.
    pub words_copied: u64,
}

impl KindStats {
    pub fn record(&mut self, ns: u64, copied: u64) {
        self.count += 1;
        self.total_ns += ns;
        self.max_ns = self.max_ns.max(ns);
        self.ln_sum += (ns.max(1) as f64).ln();
        self.words_copied += copied;
    }

    pub fn mean_ns(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.total_ns as f64 / self.count as f64
        }
    }

    pub fn geomean_ns(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            (self.ln_sum / self.count as f64).exp()
        }
    }
}

/// One pause: start and length in ns since the statistics epoch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pause {
    pub start_ns: u64,
    pub len_ns: u64,
}

impl Pause {
    pub fn end_ns(&self) -> u64 {
        self.start_ns + self.len_ns
    }
}

/// Every pause's length, in ns, with 3 significant digits (0.1% error), 1 ns to 1 hour; a
/// longer pause is clamped into the top bucket.
pub struct PauseHistogram(Histogram<u64>);

const HIST_MAX_NS: u64 = 3_600_000_000_000;

impl Default for PauseHistogram {
    fn default() -> Self {
        PauseHistogram(Histogram::new_with_bounds(1, HIST_MAX_NS, 3).expect("valid bounds"))
    }
}

/// One bucket of the histogram: pauses longer than `from_us` and at most `to_us`.
#[derive(Clone, Debug, PartialEq)]
pub struct Bucket {
    pub from_us: f64,
    pub to_us: f64,
    pub count: u64,
}

impl PauseHistogram {
    pub fn record(&mut self, ns: u64) {
        self.0.saturating_record(ns.clamp(1, HIST_MAX_NS));
    }

    pub fn len(&self) -> u64 {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The pause length (ns) at quantile `q` (0..=1); 0 when there was no pause.
    pub fn quantile_ns(&self, q: f64) -> u64 {
        if self.0.is_empty() {
            0
        } else {
            self.0.value_at_quantile(q)
        }
    }

    pub fn max_ns(&self) -> u64 {
        if self.0.is_empty() {
            0
        } else {
            self.0.max()
        }
    }

    /// Counts in doubling buckets from 1 µs (the first one also holds shorter pauses), up to
    /// the longest pause, the shape of seed 003's pause-time histograms.
    pub fn buckets(&self) -> Vec<Bucket> {
        let mut out = Vec::new();
        if self.0.is_empty() {
            return out;
        }
        let mut from = 0.0;
        // Nominal bounds 1, 2, 4, ... µs: the iterator's own bound is the bucket's highest
        // value at 3 significant digits (0.999 µs for 1 µs).
        for (i, v) in self.0.iter_log(1000, 2.0).enumerate() {
            let to = 2f64.powi(i as i32);
            out.push(Bucket {
                from_us: from,
                to_us: to,
                count: v.count_since_last_iteration(),
            });
            from = to;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_stats_by_hand() {
        let mut k = KindStats::default();
        for ns in [1_000, 4_000, 16_000] {
            k.record(ns, 10);
        }
        assert_eq!(k.count, 3);
        assert_eq!(k.total_ns, 21_000);
        assert_eq!(k.max_ns, 16_000);
        assert_eq!(k.words_copied, 30);
        assert!((k.mean_ns() - 7_000.0).abs() < 1e-9);
        // (1000 * 4000 * 16000)^(1/3) = 4000
        assert!((k.geomean_ns() - 4_000.0).abs() < 1e-6);
        let empty = KindStats::default();
        assert_eq!(empty.mean_ns(), 0.0);
        assert_eq!(empty.geomean_ns(), 0.0);
    }

    #[test]
    fn histogram_quantiles_and_buckets() {
        let mut h = PauseHistogram::default();
        assert!(h.buckets().is_empty());
        assert_eq!(h.quantile_ns(0.5), 0);
        // 90 pauses of 1.5 µs, 10 of 100 µs.
        for _ in 0..90 {
            h.record(1_500);
        }
        for _ in 0..10 {
            h.record(100_000);
        }
        assert_eq!(h.len(), 100);
        let p50 = h.quantile_ns(0.5);
        assert!((1_499..=1_501).contains(&p50), "{p50}");
        let p99 = h.quantile_ns(0.99);
        assert!((99_900..=100_100).contains(&p99), "{p99}");
        assert!((99_900..=100_100).contains(&h.max_ns()));
        let b = h.buckets();
        assert_eq!(b.iter().map(|b| b.count).sum::<u64>(), 100);
        // 1.5 µs is in (1, 2] µs; 100 µs in (64, 128] µs.
        let at = |us: f64| {
            b.iter()
                .find(|b| b.from_us < us && us <= b.to_us)
                .unwrap()
                .count
        };
        assert_eq!(at(1.5), 90);
        assert_eq!(at(100.0), 10);
        assert_eq!(b[0].from_us, 0.0);
        assert_eq!(b[0].to_us, 1.0);
    }

    #[test]
    fn extreme_pauses_are_clamped_not_lost() {
        let mut h = PauseHistogram::default();
        h.record(0);
        h.record(u64::MAX);
        assert_eq!(h.len(), 2);
    }
}
