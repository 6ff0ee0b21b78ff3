//! The `--stats` summary: the statistics document as text for a person.

use super::json::{GcKind, Report};
use std::fmt::Write;

fn opt_ms(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.3} ms"))
}

fn opt_frac(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.3}"))
}

fn kind_line(out: &mut String, name: &str, k: &GcKind) {
    let _ = writeln!(
        out,
        "{name:<18}{:>10} {:>12.3} {:>11.3} {:>11.1} {:>11.1} {:>14}",
        k.count,
        k.time_ms,
        k.max_pause_ms,
        k.mean_pause_ms * 1000.0,
        k.geomean_pause_ms * 1000.0,
        k.words_copied
    );
}

pub fn text(r: &Report) -> String {
    let mut o = String::new();
    let w = &mut o;
    let _ = writeln!(
        w,
        "== triheap statistics (heap architecture: {}) ==",
        r.arch
    );
    let _ = writeln!(w, "wall time           {:>12.3} ms", r.wall_ms);
    let share = if r.wall_ms > 0.0 {
        100.0 * r.mutator_ms / r.wall_ms
    } else {
        100.0
    };
    let _ = writeln!(
        w,
        "mutator time        {:>12.3} ms  ({share:.1}% of wall time)",
        r.mutator_ms
    );
    let _ = writeln!(
        w,
        "send time           {:>15}  (copying {})",
        opt_ms(r.send_ms),
        opt_ms(r.copy_ms)
    );
    let _ = writeln!(
        w,
        "GC time             {:>12.3} ms  (minor {:.3} ms, major {:.3} ms, message area {:.3} ms)",
        r.gc_ms, r.gc.minor.time_ms, r.gc.major.time_ms, r.gc.area.time_ms
    );
    let g = &r.gc;
    let _ = writeln!(
        w,
        "collections         {:>12}     (minor {}, major {}, message area {})",
        g.collections, g.minor.count, g.major.count, g.area.count
    );
    let _ = writeln!(
        w,
        "{:<18}{:>10} {:>12} {:>11} {:>11} {:>11} {:>14}",
        "  kind", "count", "time ms", "max ms", "mean µs", "geomean µs", "words copied"
    );
    kind_line(w, "  minor", &g.minor);
    kind_line(w, "  major", &g.major);
    kind_line(w, "  message area", &g.area);
    if g.area_cycles > 0 && g.area_cycles != g.area.count {
        let _ = writeln!(w, "  message area cycles {:>8}", g.area_cycles);
    }
    let p = &r.pauses.percentiles_ms;
    let _ = writeln!(
        w,
        "max pause           {:>12.3} ms  (p50 {:.1} µs, p90 {:.1} µs, p99 {:.1} µs, p99.9 {:.1} µs)",
        p.max,
        p.p50 * 1000.0,
        p.p90 * 1000.0,
        p.p99 * 1000.0,
        p.p999 * 1000.0
    );
    let _ = writeln!(
        w,
        "live words copied   {:>12}",
        g.minor.words_copied + g.major.words_copied + g.area.words_copied
    );
    if let Some(x) = g.words_reclaimed {
        let _ = writeln!(w, "words reclaimed     {x:>12}");
    }
    if let (Some(o), Some(y)) = (g.ptrs_to_old, g.ptrs_to_young) {
        let _ = writeln!(w, "pointers into old   {o:>12}     (into young {y})");
    }
    let m = &r.mmu;
    let _ = writeln!(
        w,
        "min mutator util.   1 ms {}, 10 ms {}, 100 ms {}",
        opt_frac(m.window_1ms),
        opt_frac(m.window_10ms),
        opt_frac(m.window_100ms)
    );
    let _ = writeln!(
        w,
        "heap words          max used {}, max allocated {}  ({} samples)",
        r.heap.max_used_words,
        r.heap.max_allocated_words,
        r.heap.samples.len()
    );
    if r.heap.area_max_allocated_words > 0 {
        let _ = writeln!(
            w,
            "message area words  max used {}, max allocated {}",
            r.heap.area_max_used_words, r.heap.area_max_allocated_words
        );
    }
    let _ = writeln!(
        w,
        "binary bytes        {:>12}     (allocated to reference-counted binaries; at most {} held at once)",
        r.heap.binary_bytes_allocated, r.heap.binary_bytes_peak
    );
    let _ = writeln!(
        w,
        "processes spawned   {:>12}     (peak alive {})",
        r.processes.spawned, r.processes.peak_alive
    );
    let s = &r.messages;
    let _ = writeln!(
        w,
        "messages sent       {:>12}     (words copied {} ({} at shared sites), messages copied {}, words sent {}, words in message area {})",
        s.sent, s.words_copied, s.site_words_copied, s.copied, s.words_sent, s.words_in_area
    );
    if s.sized > 0 {
        let bins: Vec<String> = s
            .size_histogram
            .iter()
            .filter(|b| b.count > 0)
            .map(|b| format!("{}: {}", b.bin, b.count))
            .collect();
        let _ = writeln!(w, "message sizes       {}  (words)", bins.join(", "));
    }
    o
}
