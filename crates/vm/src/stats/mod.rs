//! Run-wide statistics: what each architecture costs (seed 000 App. C, seed 003 sec. 6,
//! seed 004 Tables I-II).
//!
//! Two halves, by how often they are touched:
//! - Per send ([`counters`]): thread-local cells, no lock. The send path calls
//!   [`note_send`]; it is timed (`time_send`, `time_copy`) only when timing is on.
//! - Per collection ([`RunStats`] behind `Vm::stats`, a mutex): pause totals per kind, an HDR
//!   histogram of pauses, the pause log for minimum mutator utilisation (kept only when
//!   timing is on: it grows with the number of collections), and heap samples. Collections
//!   are rare next to sends, so one lock each is cheap.
//!
//! Processes spawned and the peak alive are the scheduler's counts, read at report time.
//! Timing is on with `--stats` or `--stats-json`; everything else is always counted.
//! [`report`] puts it all in one [`json::Report`], which `--stats` prints as text
//! ([`summary`]), `--stats-json` writes, and `triheap:stats/0` returns as a map.

pub mod counters;
pub mod heap_samples;
pub mod json;
pub mod messages;
pub mod mmu;
pub mod pauses;
pub mod summary;

pub use counters::{note_area_alloc, note_send, time_copy, time_send, MessageCounts, Timer};
pub use pauses::Kind;

use crate::gc::GcOutcome;
use crate::options::Options;
use heap_samples::{HeapSeries, Sample};
use pauses::{KindStats, Pause, PauseHistogram};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Statistics updated once per collection (in `Vm::stats`).
pub struct RunStats {
    /// Start of the measured period: the run's start or the last `triheap:reset_stats/0`.
    epoch: Instant,
    /// Keep the pause log (timing is on).
    keep_log: bool,
    minor: KindStats,
    major: KindStats,
    area: KindStats,
    histogram: PauseHistogram,
    /// The message area's pauses alone.
    area_histogram: PauseHistogram,
    log: Vec<Pause>,
    heap: HeapSeries,
    /// Figures the collector reports only in some builds (see [`GcExtras`]).
    reclaimed: Option<u64>,
    ptrs_to_old: Option<u64>,
    ptrs_to_young: Option<u64>,
    /// Message-area collection cycles ended (each of one or more `area` pauses).
    area_cycles: u64,
    /// The binary bytes allocated before the epoch.
    binary_bytes_base: u64,
    /// Since the start of the run, never reset: `erlang:statistics(garbage_collection)`.
    pub total_collections: u64,
    pub total_reclaimed: u64,
}

impl Default for RunStats {
    fn default() -> Self {
        RunStats {
            epoch: Instant::now(),
            keep_log: false,
            minor: KindStats::default(),
            major: KindStats::default(),
            area: KindStats::default(),
            histogram: PauseHistogram::default(),
            area_histogram: PauseHistogram::default(),
            log: Vec::new(),
            heap: HeapSeries::default(),
            reclaimed: None,
            ptrs_to_old: None,
            ptrs_to_young: None,
            area_cycles: 0,
            binary_bytes_base: binary_bytes_allocated(),
            total_collections: 0,
            total_reclaimed: 0,
        }
    }
}

/// What a collection reports beyond its kind, pause and words copied, read from `GcOutcome`
/// by [`extras`].
#[derive(Clone, Copy, Default)]
struct GcExtras {
    /// Heap words in use before the collection (words reclaimed = this - `used_after`).
    used_before: Option<usize>,
    /// Pointers found from live data into the old and into the young generation.
    ptrs_to_old: Option<usize>,
    ptrs_to_young: Option<usize>,
}

fn extras(out: &GcOutcome) -> GcExtras {
    GcExtras {
        used_before: Some(out.used_before),
        ptrs_to_old: Some(out.ptrs_to_old),
        ptrs_to_young: Some(out.ptrs_to_young),
    }
}

fn add_opt(acc: &mut Option<u64>, v: Option<usize>) {
    if let Some(v) = v {
        *acc = Some(acc.unwrap_or(0) + v as u64);
    }
}

impl RunStats {
    fn since_epoch(&self, now: Instant) -> u64 {
        now.saturating_duration_since(self.epoch).as_nanos() as u64
    }

    /// One pause of `kind` that copied `copied` live words and ended at `now` (which the
    /// pause log needs: read whenever `keep_log`).
    fn note_pause(&mut self, kind: Kind, pause: Duration, copied: usize, now: Option<Instant>) {
        let len_ns = pause.as_nanos() as u64;
        match kind {
            Kind::Minor => &mut self.minor,
            Kind::Major => &mut self.major,
            Kind::Area => &mut self.area,
        }
        .record(len_ns, copied as u64);
        self.histogram.record(len_ns);
        if kind == Kind::Area {
            self.area_histogram.record(len_ns);
        }
        if let (true, Some(now)) = (self.keep_log, now) {
            // A pause that began before a reset counts from the epoch.
            let end = self.since_epoch(now);
            let start_ns = end.saturating_sub(len_ns);
            self.log.push(Pause {
                start_ns,
                len_ns: end - start_ns,
            });
        }
        self.total_collections += 1;
    }

    fn gc_ns(&self) -> u64 {
        self.minor.total_ns + self.major.total_ns + self.area.total_ns
    }

    /// Back to zero, from now (the run-long totals stay).
    fn reset(&mut self) {
        *self = RunStats {
            keep_log: self.keep_log,
            total_collections: self.total_collections,
            total_reclaimed: self.total_reclaimed,
            binary_bytes_base: binary_bytes_allocated(),
            ..RunStats::default()
        };
    }
}

fn binary_bytes_allocated() -> u64 {
    crate::binary::REFC_BYTES_ALLOCATED.load(std::sync::atomic::Ordering::Relaxed)
}

/// Without the pause log, the clock is read at every `CLOCK_EVERY`th collection only, to see
/// whether a heap sample is due (a clock read is a good part of a small collection's cost).
const CLOCK_EVERY: u64 = 16;

/// Called once per local collection (from `Ctx::collect`), after it, with its pause;
/// `words_in_use` counts the words in use in every heap, for a heap sample when one is due.
pub fn note_gc(
    stats: &Mutex<RunStats>,
    out: &GcOutcome,
    pause: Duration,
    words_in_use: impl FnOnce() -> usize,
) {
    let kind = if out.major { Kind::Major } else { Kind::Minor };
    let x = extras(out);
    let due = {
        let mut s = stats.lock().unwrap();
        let now =
            (s.keep_log || s.total_collections.is_multiple_of(CLOCK_EVERY)).then(Instant::now);
        s.note_pause(kind, pause, out.copied, now);
        if let Some(before) = x.used_before {
            let r = before.saturating_sub(out.used_after);
            add_opt(&mut s.reclaimed, Some(r));
            s.total_reclaimed += r as u64;
        }
        add_opt(&mut s.ptrs_to_old, x.ptrs_to_old);
        add_opt(&mut s.ptrs_to_young, x.ptrs_to_young);
        s.heap.note_allocated(crate::heap::block_words() as u64);
        now.is_some_and(|now| s.heap.due(s.since_epoch(now)))
    };
    if due {
        sample_heap(stats, words_in_use());
    }
}

/// Called once per message-area collection (or incremental step), after it, with the area's
/// words in use before it and the words it holds after.
pub fn note_area_gc(
    stats: &Mutex<RunStats>,
    copied: usize,
    pause: Duration,
    area_used: usize,
    area_allocated: usize,
) {
    let now = Instant::now();
    let mut s = stats.lock().unwrap();
    s.note_pause(Kind::Area, pause, copied, Some(now));
    s.heap.area_max_used = s.heap.area_max_used.max(area_used as u64);
    s.heap.area_max_allocated = s.heap.area_max_allocated.max(area_allocated as u64);
    s.heap.note_allocated(crate::heap::block_words() as u64);
}

fn json_buckets(h: &PauseHistogram) -> Vec<json::PauseBucket> {
    h.buckets()
        .into_iter()
        .map(|b| json::PauseBucket {
            from_us: b.from_us,
            to_us: b.to_us,
            count: b.count,
        })
        .collect()
}

/// Called when a message-area collection cycle ends (after its last step's `note_area_gc`).
pub fn note_area_cycle(stats: &Mutex<RunStats>) {
    stats.lock().unwrap().area_cycles += 1;
}

/// Take a sample of heap words used (`used`, in every heap) and allocated now.
pub fn sample_heap(stats: &Mutex<RunStats>, used: usize) {
    let started = Instant::now();
    let used = used as u64;
    let allocated = crate::heap::block_words() as u64;
    let now = Instant::now();
    let mut s = stats.lock().unwrap();
    let t_ns = s.since_epoch(now);
    let cost = now.duration_since(started).as_nanos() as u64;
    s.heap.push(
        Sample {
            t_ns,
            used,
            allocated,
        },
        cost,
    );
}

/// Start measuring: at the start of a run, once the options are known.
pub fn start(stats: &Mutex<RunStats>, options: &Options) {
    let timing = options.stats || options.stats_json.is_some();
    counters::set_timing(timing);
    let mut s = stats.lock().unwrap();
    s.keep_log = timing;
    s.reset();
    drop(s);
    counters::reset();
}

/// `triheap:reset_stats/0`: measure from now on. Processes spawned start again from zero,
/// the peak alive from the number alive now.
/// (The caller restarts the counts of processes spawned and alive, `RunInfo`.)
pub fn reset(stats: &Mutex<RunStats>) {
    stats.lock().unwrap().reset();
    counters::reset();
}

/// What the report says of the run that the statistics do not count themselves.
pub struct RunInfo {
    /// The memory architecture's name.
    pub arch: &'static str,
    /// Processes spawned, and the most alive at once.
    pub spawned: u64,
    pub peak_alive: u64,
}

/// Everything measured since the epoch. `used_now`: the words in use in every heap, for a
/// last heap sample taken now; `None` at the end of a run, when no heap is left to sample.
pub fn report(stats: &Mutex<RunStats>, info: &RunInfo, used_now: Option<usize>) -> json::Report {
    if let Some(used) = used_now {
        sample_heap(stats, used);
    }
    let counts = counters::snapshot();
    let (spawned, peak_alive) = (info.spawned, info.peak_alive);
    let s = stats.lock().unwrap();
    build_report(
        &s,
        info.arch,
        counters::timing(),
        Instant::now(),
        counts,
        (spawned, peak_alive),
    )
}

fn kind_json(k: &KindStats) -> json::GcKind {
    json::GcKind {
        count: k.count,
        time_ms: json::ms(k.total_ns as f64),
        max_pause_ms: json::ms(k.max_ns as f64),
        mean_pause_ms: json::ms(k.mean_ns()),
        geomean_pause_ms: json::ms(k.geomean_ns()),
        words_copied: k.words_copied,
    }
}

fn build_report(
    s: &RunStats,
    arch: &str,
    timing: bool,
    now: Instant,
    counts: MessageCounts,
    (spawned, peak_alive): (u64, u64),
) -> json::Report {
    use json::ms;
    let wall_ns = s.since_epoch(now);
    let gc_ns = s.gc_ns();
    let h = &s.histogram;
    let q = |x: f64| ms(h.quantile_ns(x) as f64);
    let (window, curve) = if timing {
        let cum = mmu::prefix_sums(&s.log);
        let at = |w: u64| mmu::mmu(&s.log, &cum, wall_ns, w);
        let curve = mmu::curve_windows(wall_ns)
            .into_iter()
            .filter_map(|w| {
                at(w).map(|u| json::MmuPoint {
                    window_ms: ms(w as f64),
                    mmu: u,
                })
            })
            .collect();
        ([at(1_000_000), at(10_000_000), at(100_000_000)], curve)
    } else {
        ([None; 3], Vec::new())
    };
    json::Report {
        version: json::VERSION,
        arch: arch.to_string(),
        timing,
        wall_ms: ms(wall_ns as f64),
        mutator_ms: ms(wall_ns.saturating_sub(gc_ns) as f64),
        gc_ms: ms(gc_ns as f64),
        send_ms: timing.then(|| ms(counts.send_ns as f64)),
        copy_ms: timing.then(|| ms(counts.copy_ns as f64)),
        gc: json::Gc {
            collections: s.minor.count + s.major.count + s.area.count,
            minor: kind_json(&s.minor),
            major: kind_json(&s.major),
            area: kind_json(&s.area),
            words_reclaimed: s.reclaimed,
            ptrs_to_old: s.ptrs_to_old,
            ptrs_to_young: s.ptrs_to_young,
            area_cycles: s.area_cycles,
        },
        pauses: json::Pauses {
            count: h.len(),
            percentiles_ms: json::Percentiles {
                p50: q(0.5),
                p90: q(0.9),
                p99: q(0.99),
                p999: q(0.999),
                max: ms(h.max_ns() as f64),
            },
            histogram: json_buckets(h),
            area_histogram: json_buckets(&s.area_histogram),
        },
        mmu: json::Mmu {
            window_1ms: window[0],
            window_10ms: window[1],
            window_100ms: window[2],
            curve,
        },
        heap: json::Heap {
            max_used_words: s.heap.max_used,
            max_allocated_words: s.heap.max_allocated,
            area_max_used_words: s.heap.area_max_used,
            area_max_allocated_words: s.heap.area_max_allocated,
            binary_bytes_allocated: binary_bytes_allocated() - s.binary_bytes_base,
            binary_bytes_peak: crate::binary::REFC_BYTES_PEAK
                .load(std::sync::atomic::Ordering::Relaxed) as u64,
            samples: s
                .heap
                .samples
                .iter()
                .map(|x| json::HeapSample {
                    t_ms: ms(x.t_ns as f64),
                    used_words: x.used,
                    allocated_words: x.allocated,
                })
                .collect(),
        },
        processes: json::Processes {
            spawned,
            peak_alive,
        },
        messages: json::Messages {
            sent: counts.sent,
            sized: counts.sized,
            words_sent: counts.words_sent,
            words_copied: counts.words_copied,
            words_in_area: counts.words_in_area,
            copied: counts.copied,
            site_words_copied: counts.site_words_copied,
            size_histogram: counts
                .size_histogram
                .iter()
                .enumerate()
                .map(|(i, &count)| {
                    let (min_words, max_words) = messages::bounds(i);
                    json::SizeBin {
                        bin: messages::label(i),
                        min_words,
                        max_words,
                        count,
                    }
                })
                .collect(),
        },
    }
}

/// At the end of a run: print the summary (`--stats`) and write the document
/// (`--stats-json`). An unwritable file is reported on standard error.
pub fn finish(stats: &Mutex<RunStats>, o: &Options, info: &RunInfo) {
    if !o.stats && o.stats_json.is_none() {
        return;
    }
    let r = report(stats, info, None);
    if o.stats {
        eprint!("{}", summary::text(&r));
    }
    if let Some(path) = &o.stats_json {
        let text = serde_json::to_string_pretty(&r).expect("statistics serialise");
        if let Err(e) = std::fs::write(path, text + "\n") {
            eprintln!("triheap: cannot write {}: {e}", path.display());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(major: bool, copied: usize) -> (Kind, usize) {
        (if major { Kind::Major } else { Kind::Minor }, copied)
    }

    #[test]
    fn pauses_add_up_per_kind_and_in_the_report() {
        let mut s = RunStats {
            keep_log: true,
            ..RunStats::default()
        };
        let t0 = s.epoch;
        // Minor pauses of 1 and 3 ms ending at 2 and 6 ms; a major one of 2 ms ending at 10.
        for (end, len, (kind, copied)) in [
            (2, 1, outcome(false, 10)),
            (6, 3, outcome(false, 20)),
            (10, 2, outcome(true, 100)),
        ] {
            s.note_pause(
                kind,
                Duration::from_millis(len),
                copied,
                Some(t0 + Duration::from_millis(end)),
            );
        }
        let r = build_report(
            &s,
            "private",
            true,
            t0 + Duration::from_millis(20),
            MessageCounts::default(),
            (3, 2),
        );
        assert_eq!(r.version, 1);
        assert_eq!(r.gc.collections, 3);
        assert_eq!(r.gc.minor.count, 2);
        assert_eq!(r.gc.minor.words_copied, 30);
        assert!((r.gc.minor.time_ms - 4.0).abs() < 1e-9);
        assert!((r.gc.minor.max_pause_ms - 3.0).abs() < 1e-9);
        assert!((r.gc.minor.mean_pause_ms - 2.0).abs() < 1e-9);
        assert!((r.gc.minor.geomean_pause_ms - 3f64.sqrt()).abs() < 1e-9);
        assert_eq!(r.gc.major.count, 1);
        assert_eq!(r.gc.area.count, 0);
        assert!((r.wall_ms - 20.0).abs() < 1e-9);
        assert!((r.gc_ms - 6.0).abs() < 1e-9);
        assert!((r.mutator_ms - 14.0).abs() < 1e-9);
        // The 3 ms pause [3, 6) fills every 1 ms window; a 10 ms window [0, 10) holds all 6.
        assert_eq!(r.mmu.window_1ms, Some(0.0));
        assert!((r.mmu.window_10ms.unwrap() - 0.4).abs() < 1e-9);
        assert_eq!(r.mmu.window_100ms, None);
        assert_eq!(r.pauses.count, 3);
        assert_eq!(r.processes.spawned, 3);
        assert_eq!(r.messages.size_histogram.len(), messages::BINS);
        assert_eq!(r.send_ms, Some(0.0));
    }

    #[test]
    fn reset_keeps_the_run_totals() {
        let mut s = RunStats::default();
        let now = Instant::now();
        s.note_pause(Kind::Minor, Duration::from_micros(5), 1, Some(now));
        s.total_reclaimed = 7;
        s.reset();
        assert_eq!(s.minor.count, 0);
        assert_eq!(s.total_collections, 1);
        assert_eq!(s.total_reclaimed, 7);
    }

    #[test]
    fn no_timing_no_mmu() {
        let mut s = RunStats::default();
        let t0 = s.epoch;
        s.note_pause(
            Kind::Minor,
            Duration::from_millis(1),
            0,
            Some(t0 + Duration::from_millis(2)),
        );
        assert!(s.log.is_empty());
        let r = build_report(
            &s,
            "private",
            false,
            t0 + Duration::from_millis(20),
            MessageCounts::default(),
            (1, 1),
        );
        assert_eq!(r.mmu.window_1ms, None);
        assert!(r.mmu.curve.is_empty());
        assert_eq!(r.send_ms, None);
    }
}
