//! BIFs: misc.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
