//! The virtual machine: terms, heaps and collectors, processes, interpreter, BIFs.
