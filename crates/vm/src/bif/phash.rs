//! BIFs: phash.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
