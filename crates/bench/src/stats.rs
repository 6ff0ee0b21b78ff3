//! The statistics the harness reports: spread of a sample (min, median, max, mean), CPU
//! utilisation, ratios and their geometric mean.
//!
//! Seed 002 (App. A) reports the lowest wall-clock time of the repetitions, with the CPU
//! utilisation of that same run; the median and maximum show how much the machine drifted.

use serde::Serialize;

/// Min, median, max and mean of a non-empty sample.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Spread {
    pub min: f64,
    pub median: f64,
    pub max: f64,
    pub mean: f64,
    pub n: usize,
}

/// The spread of `xs`, or `None` for an empty sample. NaNs are ignored.
pub fn spread(xs: &[f64]) -> Option<Spread> {
    let mut v: Vec<f64> = xs.iter().copied().filter(|x| !x.is_nan()).collect();
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    let median = if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    };
    Some(Spread {
        min: v[0],
        median,
        max: v[n - 1],
        mean: v.iter().sum::<f64>() / n as f64,
        n,
    })
}

/// CPU utilisation in percent: (user + system) / wall, as seed 002 sec. 2.2 defines it. Over
/// 100 % when the program kept several cores busy.
pub fn cpu_utilisation(user_s: f64, sys_s: f64, wall_s: f64) -> Option<f64> {
    (wall_s > 0.0).then(|| 100.0 * (user_s + sys_s) / wall_s)
}

/// `a / b`, or `None` when `b` is not positive or either is missing.
pub fn ratio(a: Option<f64>, b: Option<f64>) -> Option<f64> {
    match (a, b) {
        (Some(a), Some(b)) if b > 0.0 && a.is_finite() && b.is_finite() => Some(a / b),
        _ => None,
    }
}

/// The geometric mean of positive values (the usual summary of ratios); `None` if there are
/// none or one is not positive.
pub fn geomean(xs: &[f64]) -> Option<f64> {
    if xs.is_empty()
        || xs
            .iter()
            .any(|x| x.is_nan() || *x <= 0.0 || x.is_infinite())
    {
        return None;
    }
    Some((xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp())
}

/// `part` as a percentage of `whole`.
pub fn percent(part: Option<f64>, whole: Option<f64>) -> Option<f64> {
    ratio(part, whole).map(|r| 100.0 * r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn spread_odd_and_even() {
        let s = spread(&[3.0, 1.0, 2.0]).unwrap();
        assert_eq!((s.min, s.median, s.max, s.n), (1.0, 2.0, 3.0, 3));
        assert!(close(s.mean, 2.0));
        let s = spread(&[4.0, 1.0, 3.0, 2.0]).unwrap();
        assert_eq!((s.min, s.median, s.max), (1.0, 2.5, 4.0));
        let s = spread(&[7.5]).unwrap();
        assert_eq!((s.min, s.median, s.max, s.mean), (7.5, 7.5, 7.5, 7.5));
        assert_eq!(spread(&[]), None);
        assert_eq!(spread(&[f64::NAN]), None);
        assert_eq!(spread(&[f64::NAN, 2.0]).unwrap().median, 2.0);
    }

    #[test]
    fn cpu_utilisation_as_seed_002() {
        // One core busy for the whole run: 100 %; two cores: 200 %; waiting: little.
        assert!(close(cpu_utilisation(0.9, 0.1, 1.0).unwrap(), 100.0));
        assert!(close(cpu_utilisation(3.5, 0.5, 2.0).unwrap(), 200.0));
        assert!(close(cpu_utilisation(0.01, 0.01, 2.0).unwrap(), 1.0));
        assert_eq!(cpu_utilisation(1.0, 0.0, 0.0), None);
    }

    #[test]
    fn ratios_and_geomean() {
        assert_eq!(ratio(Some(3.0), Some(2.0)), Some(1.5));
        assert_eq!(ratio(Some(3.0), Some(0.0)), None);
        assert_eq!(ratio(None, Some(2.0)), None);
        assert_eq!(ratio(Some(1.0), None), None);
        assert!(close(geomean(&[2.0, 0.5]).unwrap(), 1.0));
        assert!(close(geomean(&[1.0, 4.0, 16.0]).unwrap(), 4.0));
        assert_eq!(geomean(&[]), None);
        assert_eq!(geomean(&[1.0, 0.0]), None);
        assert!(close(percent(Some(25.0), Some(200.0)).unwrap(), 12.5));
    }
}
