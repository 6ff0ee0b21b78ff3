//! BIFs: numconv.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
