//! BIFs: binaries.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
