//! Confidence intervals for the ratio of two configurations' times, and a plain "within
//! noise" flag where the interval contains 1 (as pyperf and ReBench flag a difference that is
//! not significant).
//!
//! Method: Welch's t interval on the logarithms of the samples. Run times are skewed and
//! multiplicative (a slower machine scales every run), so the difference of mean logarithms,
//! exponentiated, is the ratio of geometric means and its interval is the ratio's. Welch's
//! form does not assume both configurations vary alike. Being analytic, it gives the same
//! answer every time, and the tests check it against published values.

use serde::{Deserialize, Serialize};

/// The confidence level the reports use.
pub const LEVEL: f64 = 0.95;

/// A two-sided interval around an estimate.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    pub estimate: f64,
    pub low: f64,
    pub high: f64,
    /// Welch-Satterthwaite degrees of freedom (infinite when both samples are constant).
    pub df: f64,
}

/// The ratio `a / b` of two samples' geometric means with its interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatioCi {
    pub ratio: f64,
    pub low: f64,
    pub high: f64,
    pub level: f64,
    pub n_a: usize,
    pub n_b: usize,
    /// The interval contains 1: the samples do not show a difference.
    pub within_noise: bool,
}

impl RatioCi {
    /// `1.23 [1.10, 1.37]`, with `~` appended when within noise.
    pub fn cell(&self) -> String {
        format!(
            "{:.3} [{:.3}, {:.3}]{}",
            self.ratio,
            self.low,
            self.high,
            if self.within_noise { " ~" } else { "" }
        )
    }
}

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

/// Sample variance (n - 1 in the denominator).
fn variance(xs: &[f64]) -> f64 {
    let m = mean(xs);
    xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (xs.len() - 1) as f64
}

/// Welch's interval for `mean(a) - mean(b)` at `level`; `None` with fewer than two values on
/// either side or a value that is not finite.
pub fn welch_difference(a: &[f64], b: &[f64], level: f64) -> Option<Interval> {
    if a.len() < 2 || b.len() < 2 || a.iter().chain(b).any(|x| !x.is_finite()) {
        return None;
    }
    let (va, vb) = (variance(a) / a.len() as f64, variance(b) / b.len() as f64);
    let d = mean(a) - mean(b);
    let se = (va + vb).sqrt();
    if se == 0.0 {
        return Some(Interval {
            estimate: d,
            low: d,
            high: d,
            df: f64::INFINITY,
        });
    }
    let df = (va + vb).powi(2) / (va * va / (a.len() - 1) as f64 + vb * vb / (b.len() - 1) as f64);
    let t = t_quantile(0.5 + level / 2.0, df);
    Some(Interval {
        estimate: d,
        low: d - t * se,
        high: d + t * se,
        df,
    })
}

/// The ratio of `a`'s geometric mean to `b`'s with its interval at `level`, from Welch's
/// interval on the logarithms. `None` with fewer than two positive values on either side.
pub fn ratio_ci(a: &[f64], b: &[f64], level: f64) -> Option<RatioCi> {
    // Only positive, finite times have a logarithm (NaN fails `is_finite`).
    if a.iter().chain(b).any(|x| !x.is_finite() || *x <= 0.0) {
        return None;
    }
    let la: Vec<f64> = a.iter().map(|x| x.ln()).collect();
    let lb: Vec<f64> = b.iter().map(|x| x.ln()).collect();
    let i = welch_difference(&la, &lb, level)?;
    let (low, high) = (i.low.exp(), i.high.exp());
    Some(RatioCi {
        ratio: i.estimate.exp(),
        low,
        high,
        level,
        n_a: a.len(),
        n_b: b.len(),
        within_noise: low <= 1.0 && 1.0 <= high,
    })
}

/// The `p` quantile of Student's t distribution with `df` degrees of freedom (`df` may be
/// fractional, as Welch's is), by bisection on the distribution function.
pub fn t_quantile(p: f64, df: f64) -> f64 {
    if p == 0.5 {
        return 0.0;
    }
    if p < 0.5 {
        return -t_quantile(1.0 - p, df);
    }
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    while t_cdf(hi, df) < p && hi < 1e12 {
        hi *= 2.0;
    }
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if t_cdf(mid, df) < p {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo < 1e-12 * hi.max(1.0) {
            break;
        }
    }
    (lo + hi) / 2.0
}

/// Student's t distribution function.
pub fn t_cdf(t: f64, df: f64) -> f64 {
    if df.is_infinite() {
        return normal_cdf(t);
    }
    let x = df / (df + t * t);
    let tail = 0.5 * incomplete_beta(df / 2.0, 0.5, x);
    if t >= 0.0 {
        1.0 - tail
    } else {
        tail
    }
}

fn normal_cdf(x: f64) -> f64 {
    // Through the t distribution's limit would loop; erf by its series is plenty here.
    0.5 * (1.0 + erf(x / std::f64::consts::SQRT_2))
}

fn erf(x: f64) -> f64 {
    // Abramowitz and Stegun 7.1.26 is too coarse for quantiles; use the regularized gamma
    // function: erf(x) = P(1/2, x^2).
    let p = lower_gamma_regularized(0.5, x * x);
    if x >= 0.0 {
        p
    } else {
        -p
    }
}

fn lower_gamma_regularized(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    // Series expansion (Numerical Recipes gser); converges for the small a used here.
    let mut sum = 1.0 / a;
    let mut term = sum;
    let mut n = a;
    for _ in 0..10_000 {
        n += 1.0;
        term *= x / n;
        sum += term;
        if term.abs() < sum.abs() * 1e-16 {
            break;
        }
    }
    (sum.ln() - x + a * x.ln() - ln_gamma(a)).exp().min(1.0)
}

/// ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits).
fn ln_gamma(x: f64) -> f64 {
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection: Γ(x) Γ(1 - x) = π / sin(πx).
        let pi = std::f64::consts::PI;
        return (pi / (pi * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut a = C[0];
    let t = x + 7.5;
    for (i, c) in C.iter().enumerate().skip(1) {
        a += c / (x + i as f64);
    }
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + a.ln()
}

/// The regularized incomplete beta function I_x(a, b).
fn incomplete_beta(a: f64, b: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let front =
        (ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * (1.0 - x).ln()).exp();
    // The continued fraction converges fast on this side; use the symmetry otherwise.
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_fraction(a, b, x) / a
    } else {
        1.0 - front * beta_fraction(b, a, 1.0 - x) / b
    }
}

/// Lentz's evaluation of the incomplete beta function's continued fraction.
fn beta_fraction(a: f64, b: f64, x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let (qab, qap, qam) = (a + b, a + 1.0, a - 1.0);
    let mut c = 1.0;
    let mut d = 1.0 - qab * x / qap;
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut h = d;
    for m in 1..1000 {
        let m = m as f64;
        let m2 = 2.0 * m;
        let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        if d.abs() < TINY {
            d = TINY;
        }
        c = 1.0 + aa / c;
        if c.abs() < TINY {
            c = TINY;
        }
        d = 1.0 / d;
        h *= d * c;
        let aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        if d.abs() < TINY {
            d = TINY;
        }
        c = 1.0 + aa / c;
        if c.abs() < TINY {
            c = TINY;
        }
        d = 1.0 / d;
        let del = d * c;
        h *= del;
        if (del - 1.0).abs() < 1e-15 {
            break;
        }
    }
    h
}
