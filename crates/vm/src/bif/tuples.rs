//! BIFs: tuples.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
