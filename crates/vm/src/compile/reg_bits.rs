//! Sets of registers as bit vectors (`r / 64` words), for the register analyses
//! (`frame_clear.rs`, `saved_live.rs`). Registers past the vector's end are never set.

pub fn set(bits: &mut [u64], r: usize) {
    if let Some(w) = bits.get_mut(r / 64) {
        *w |= 1 << (r % 64);
    }
}

pub fn clear(bits: &mut [u64], r: usize) {
    if let Some(w) = bits.get_mut(r / 64) {
        *w &= !(1 << (r % 64));
    }
}

pub fn get(bits: &[u64], r: usize) -> bool {
    bits.get(r / 64).is_some_and(|w| w & (1 << (r % 64)) != 0)
}

pub fn union(into: &mut [u64], from: &[u64]) {
    for (a, b) in into.iter_mut().zip(from) {
        *a |= b;
    }
}
