//! The hash that places a key in a `set`, `bag` or `duplicate_bag` table, as Erlang/OTP 25
//! computes it on a 64-bit machine, so that tables list their objects in Erlang/OTP's order.
//!
//! A key that is an atom hashes to the hash of its name (hashpjw, [`atom_hash`]). Any other
//! key hashes with erts' internal term hash ([`internal_hash`], the one maps are laid out
//! by), whose known differences from Erlang/OTP's are listed in `term_hash.rs`.

use crate::term::Term;
use crate::term_hash::{atom_hash, internal_hash};

/// The hash of a key of a hash table.
pub fn key_hash(key: Term) -> u32 {
    if key.is_atom() {
        atom_hash(key)
    } else {
        internal_hash(key)
    }
}
