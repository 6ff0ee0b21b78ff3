//! BIFs: math.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
