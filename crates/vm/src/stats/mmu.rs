//! Minimum mutator utilisation (Cheng and Blelloch; seed 003 sec. 6.3): for a window size
//! w, the lowest fraction of any w-long interval of the run in which the program ran rather
//! than collected.
//!
//! The pause time inside a window [t, t+w) is piecewise linear in t; its slope is (pausing
//! at t+w) - (pausing at t). The slope only falls where the window's start enters a pause
//! (t = s) or its end leaves one (t = e - w), so every local maximum is at one of those
//! corners or at either end of the run. Each family of corners is increasing in t over the
//! pauses in order, so one forward sweep per family, with cursors over the sorted pauses,
//! evaluates all of them: O(n) per window size.

use super::pauses::Pause;

/// Pause time in [0, x), computed with a cursor that only moves forward (x must not
/// decrease between calls).
struct Cursor<'a> {
    pauses: &'a [Pause],
    /// Prefix sums: `cum[j]` is the length of the first `j` pauses.
    cum: &'a [u64],
    /// Pauses before `j` end at or before the last x.
    j: usize,
}

impl Cursor<'_> {
    fn pause_before(&mut self, x: u64) -> u64 {
        while self.j < self.pauses.len() && self.pauses[self.j].end_ns() <= x {
            self.j += 1;
        }
        let partial = match self.pauses.get(self.j) {
            Some(p) if p.start_ns < x => x - p.start_ns,
            _ => 0,
        };
        self.cum[self.j] + partial
    }
}

/// Prefix sums of pause lengths, for [`mmu`].
pub fn prefix_sums(pauses: &[Pause]) -> Vec<u64> {
    let mut cum = Vec::with_capacity(pauses.len() + 1);
    let mut acc = 0;
    cum.push(0);
    for p in pauses {
        acc += p.len_ns;
        cum.push(acc);
    }
    cum
}

/// The minimum mutator utilisation over windows of `window_ns` in a run of `total_ns` with
/// these `pauses` (sorted, not overlapping, inside the run; `cum` from [`prefix_sums`]).
/// `None` when the window is empty or longer than the run.
pub fn mmu(pauses: &[Pause], cum: &[u64], total_ns: u64, window_ns: u64) -> Option<f64> {
    if window_ns == 0 || window_ns > total_ns {
        return None;
    }
    let last = total_ns - window_ns;
    let mut worst = 0u64;
    let families: [fn(&Pause, u64) -> u64; 2] =
        [|p, _| p.start_ns, |p, w| p.end_ns().saturating_sub(w)];
    for corner in families {
        let mut lo = Cursor { pauses, cum, j: 0 };
        let mut hi = Cursor { pauses, cum, j: 0 };
        let starts = pauses.iter().map(|p| corner(p, window_ns));
        for t in [0].into_iter().chain(starts).chain([last]) {
            let t = t.min(last);
            let paused = hi.pause_before(t + window_ns) - lo.pause_before(t);
            worst = worst.max(paused);
        }
    }
    Some(1.0 - worst.min(window_ns) as f64 / window_ns as f64)
}

/// Window sizes for the utilisation curve: 1-2-5 steps from 0.1 ms up to the run's length,
/// then the run itself (ns).
pub fn curve_windows(total_ns: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut decade = 100_000u64;
    'outer: loop {
        for m in [1, 2, 5] {
            let w = decade * m;
            if w >= total_ns {
                break 'outer;
            }
            out.push(w);
        }
        decade *= 10;
    }
    if total_ns > 0 {
        out.push(total_ns);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: u64 = 1_000_000;

    fn p(start_ms: f64, len_ms: f64) -> Pause {
        Pause {
            start_ns: (start_ms * MS as f64) as u64,
            len_ns: (len_ms * MS as f64) as u64,
        }
    }

    fn run(pauses: &[Pause], total_ms: u64, window_ms: f64) -> Option<f64> {
        let cum = prefix_sums(pauses);
        mmu(pauses, &cum, total_ms * MS, (window_ms * MS as f64) as u64)
    }

    fn close(a: Option<f64>, b: f64) -> bool {
        a.is_some_and(|a| (a - b).abs() < 1e-9)
    }

    #[test]
    fn no_pauses_is_full_utilisation() {
        assert!(close(run(&[], 10, 1.0), 1.0));
        assert_eq!(run(&[], 10, 11.0), None);
        assert_eq!(run(&[], 10, 0.0), None);
    }

    #[test]
    fn one_pause_by_hand() {
        // 10 ms run, one 1 ms pause at 2 ms.
        let ps = [p(2.0, 1.0)];
        assert!(close(run(&ps, 10, 0.5), 0.0)); // a window inside the pause
        assert!(close(run(&ps, 10, 1.0), 0.0));
        assert!(close(run(&ps, 10, 2.0), 0.5));
        assert!(close(run(&ps, 10, 4.0), 0.75));
        assert!(close(run(&ps, 10, 10.0), 0.9));
    }

    #[test]
    fn pauses_close_together_share_a_window() {
        // Pauses [2,3) and [4,5) ms: a 3 ms window [2,5) holds 2 ms of pause.
        let ps = [p(2.0, 1.0), p(4.0, 1.0)];
        assert!(close(run(&ps, 10, 3.0), 1.0 / 3.0));
        // 2 ms windows hold at most 1 ms.
        assert!(close(run(&ps, 10, 2.0), 0.5));
        // 5 ms: [0,5) or [2,7) hold 2 ms.
        assert!(close(run(&ps, 10, 5.0), 0.6));
    }

    #[test]
    fn pauses_at_the_edges_of_the_run() {
        // A pause at the very start and one running to the very end.
        let ps = [p(0.0, 1.0), p(9.5, 0.5)];
        assert!(close(run(&ps, 10, 1.0), 0.0));
        assert!(close(run(&ps, 10, 2.0), 0.5));
        assert!(close(run(&ps, 10, 10.0), 0.85));
    }

    #[test]
    fn agrees_with_brute_force() {
        // Pseudo-random pauses; a brute force over every 1 µs window start.
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 33
        };
        let us = 1_000u64;
        let mut ps = Vec::new();
        let mut t = 0;
        for _ in 0..40 {
            t += (next() % 300) * us;
            let len = (1 + next() % 100) * us;
            ps.push(Pause {
                start_ns: t,
                len_ns: len,
            });
            t += len;
        }
        let total = t + 50 * us;
        let cum = prefix_sums(&ps);
        for w in [1, 7, 50, 130, 999, 2500] {
            let w = w * us;
            let mut worst = 0;
            let mut s = 0;
            while s + w <= total {
                let overlap: u64 = ps
                    .iter()
                    .map(|p| {
                        let a = p.start_ns.max(s);
                        let b = p.end_ns().min(s + w);
                        b.saturating_sub(a)
                    })
                    .sum();
                worst = worst.max(overlap);
                s += us;
            }
            let want = 1.0 - worst as f64 / w as f64;
            let got = mmu(&ps, &cum, total, w).unwrap();
            assert!((got - want).abs() < 1e-9, "w={w}: {got} vs {want}");
        }
    }

    #[test]
    fn curve_windows_grow_in_1_2_5_steps() {
        assert_eq!(
            curve_windows(3 * MS),
            vec![MS / 10, MS / 5, MS / 2, MS, 2 * MS, 3 * MS]
        );
        assert_eq!(curve_windows(MS / 20), vec![MS / 20]);
        assert!(curve_windows(0).is_empty());
    }
}
