//! BIFs: types.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
