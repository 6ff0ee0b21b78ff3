//! The IR (Core-Erlang-like, A-normal form, explicit allocation sites) and the lowering to it.
pub mod ir;
