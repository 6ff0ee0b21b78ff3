//! The virtual machine: terms, heaps and collectors, processes, interpreter, BIFs.
pub mod atom;
pub mod bif;
pub mod binary;
pub mod build;
pub mod code;
pub mod exception;
pub mod gc;
pub mod heap;
pub mod literal;
pub mod order;
pub mod print;
pub mod process;
pub mod term;
