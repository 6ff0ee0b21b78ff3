//! Maps keyed by pid index. Pid indexes are small distinct integers handed out in order, so
//! hashing one is a multiply (Fibonacci hashing), not SipHash: the process table is looked
//! up at every send and every scheduling, and SipHash was a tenth of a spawn-heavy run.
//! Nothing here is exposed to programs, so hash flooding is no concern.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for integer keys: the key times 2^64/φ.
#[derive(Default)]
pub struct PidHasher(u64);

impl Hasher for PidHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A map from pid index (or another small integer id) to `V`.
pub type PidMap<V> = HashMap<u64, V, BuildHasherDefault<PidHasher>>;
