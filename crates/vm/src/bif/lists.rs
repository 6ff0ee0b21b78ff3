//! BIFs: lists.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
