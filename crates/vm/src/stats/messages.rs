//! Message sizes in the bins of seed 000 App. B and seed 004 (words): 0-64, 65-99, then one
//! bin per hundred up to 900-999, and >=1000.

/// Number of size bins.
pub const BINS: usize = 12;

/// The bin of a message of `words` words.
#[inline]
pub fn bin(words: usize) -> usize {
    match words {
        0..=64 => 0,
        65..=99 => 1,
        100..=999 => 1 + words / 100,
        _ => BINS - 1,
    }
}

/// The inclusive word range of bin `i` (`None` as the upper bound of the last one).
pub fn bounds(i: usize) -> (u64, Option<u64>) {
    match i {
        0 => (0, Some(64)),
        1 => (65, Some(99)),
        _ if i < BINS - 1 => (100 * (i as u64 - 1), Some(100 * i as u64 - 1)),
        _ => (1000, None),
    }
}

/// The label of bin `i`, as the seeds print it.
pub fn label(i: usize) -> String {
    match bounds(i) {
        (lo, Some(hi)) => format!("{lo}-{hi}"),
        (lo, None) => format!(">={lo}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bins_follow_the_seed_table() {
        assert_eq!(bin(0), 0);
        assert_eq!(bin(64), 0);
        assert_eq!(bin(65), 1);
        assert_eq!(bin(99), 1);
        assert_eq!(bin(100), 2);
        assert_eq!(bin(199), 2);
        assert_eq!(bin(200), 3);
        assert_eq!(bin(950), 10);
        assert_eq!(bin(999), 10);
        assert_eq!(bin(1000), 11);
        assert_eq!(bin(usize::MAX), 11);
    }

    #[test]
    fn labels_and_bounds_agree_with_bin() {
        let labels: Vec<String> = (0..BINS).map(label).collect();
        assert_eq!(labels[0], "0-64");
        assert_eq!(labels[1], "65-99");
        assert_eq!(labels[2], "100-199");
        assert_eq!(labels[10], "900-999");
        assert_eq!(labels[11], ">=1000");
        for i in 0..BINS {
            let (lo, hi) = bounds(i);
            assert_eq!(bin(lo as usize), i);
            if let Some(hi) = hi {
                assert_eq!(bin(hi as usize), i);
                assert_eq!(bin(hi as usize + 1), i + 1);
            }
        }
    }
}
