//! BIFs: atoms.

use super::BifEntry;

pub const BIFS: &[BifEntry] = &[];
