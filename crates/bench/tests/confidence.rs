//! Confidence intervals against published values: Student's t quantiles from the tables, and
//! R's `t.test(extra ~ group, data = sleep)` (Welch), the textbook example.

use triheap_bench::confidence::{ratio_ci, t_quantile, welch_difference, LEVEL};

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol
}

#[test]
fn t_quantiles_match_the_tables() {
    for (df, want) in [
        (1.0, 12.706_204_7),
        (2.0, 4.302_652_7),
        (4.0, 2.776_445_1),
        (10.0, 2.228_138_9),
        (30.0, 2.042_272_5),
    ] {
        let t = t_quantile(0.975, df);
        assert!(close(t, want, 1e-6), "df {df}: {t} != {want}");
    }
    assert!(close(t_quantile(0.95, 5.0), 2.015_048_4, 1e-6));
    assert!(close(t_quantile(0.025, 4.0), -2.776_445_1, 1e-6));
    assert!(close(t_quantile(0.975, f64::INFINITY), 1.959_964, 1e-5));
}

#[test]
fn welch_interval_of_the_sleep_data() {
    // Student's (Gosset's) sleep data: extra hours of sleep under two drugs.
    let g1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    let g2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    let i = welch_difference(&g1, &g2, LEVEL).unwrap();
    // R: t = -1.8608, df = 17.776, 95 percent CI -3.3654832 0.2054832.
    assert!(close(i.estimate, -1.58, 1e-12), "{i:?}");
    assert!(close(i.df, 17.776, 1e-3), "{i:?}");
    assert!(close(i.low, -3.365_483_2, 1e-6), "{i:?}");
    assert!(close(i.high, 0.205_483_2, 1e-6), "{i:?}");
}

#[test]
fn ratio_of_geometric_means_with_its_interval() {
    // Logarithms 1, 2, 3 against 0, 1, 2: the ratio is e, both variances 1, so se = sqrt(2/3)
    // with 4 degrees of freedom: exp(1 +- 2.776445 * 0.816497).
    let e = std::f64::consts::E;
    let a = [e, e.powi(2), e.powi(3)];
    let b = [1.0, e, e.powi(2)];
    let r = ratio_ci(&a, &b, LEVEL).unwrap();
    let half = 2.776_445_1 * (2.0f64 / 3.0).sqrt();
    assert!(close(r.ratio, e, 1e-9), "{r:?}");
    assert!(close(r.low, (1.0 - half).exp(), 1e-6), "{r:?}");
    assert!(close(r.high, (1.0 + half).exp(), 1e-5), "{r:?}");
    assert!(r.within_noise, "{r:?}");
    assert_eq!((r.n_a, r.n_b), (3, 3));
}

#[test]
fn within_noise_flags() {
    // Clearly apart: twice as slow, a few percent of spread.
    let r = ratio_ci(&[2.00, 2.04, 1.98, 2.02], &[1.00, 1.01, 0.99, 1.02], LEVEL).unwrap();
    assert!(!r.within_noise && r.low > 1.9 && r.high < 2.1, "{r:?}");
    assert!(
        r.cell().starts_with("1.99") || r.cell().starts_with("2.0"),
        "{}",
        r.cell()
    );
    assert!(!r.cell().ends_with('~'));
    // Overlapping samples: within noise.
    let r = ratio_ci(&[1.00, 1.10, 0.90], &[1.05, 0.95, 1.00], LEVEL).unwrap();
    assert!(r.within_noise && r.low < 1.0 && r.high > 1.0, "{r:?}");
    assert!(r.cell().ends_with(" ~"), "{}", r.cell());
    // Constant samples: the interval is the ratio itself.
    let r = ratio_ci(&[3.0, 3.0], &[1.5, 1.5], LEVEL).unwrap();
    assert!(close(r.ratio, 2.0, 1e-12) && close(r.low, 2.0, 1e-12) && close(r.high, 2.0, 1e-12));
    assert!(!r.within_noise);
    // Too few runs, or a value that is not a time.
    assert!(ratio_ci(&[1.0], &[1.0, 2.0], LEVEL).is_none());
    assert!(ratio_ci(&[1.0, 0.0], &[1.0, 2.0], LEVEL).is_none());
    assert!(ratio_ci(&[1.0, f64::NAN], &[1.0, 2.0], LEVEL).is_none());
}
