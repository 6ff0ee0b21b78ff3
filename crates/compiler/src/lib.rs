//! Bytecode: instruction set, code generation from the IR, disassembler.
