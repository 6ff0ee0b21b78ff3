//! The IR (Core-Erlang-like, A-normal form, explicit allocation sites), the lowering to it,
//! and a readable text dump of it.
mod deep;
pub mod dump;
pub mod ir;
mod lower;
mod simplify;
pub mod uses;

pub use dump::dump_module;
pub use lower::lower_module;
