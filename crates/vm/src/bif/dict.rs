//! BIFs: dict.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
