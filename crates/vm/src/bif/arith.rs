//! BIFs: arith.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
