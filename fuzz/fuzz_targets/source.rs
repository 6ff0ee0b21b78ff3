//! Source text through the preprocessor, parser, lowering, message analysis and bytecode
//! compiler, as `triheap check` takes a file.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = triheap_vm::fuzz::check_source(data);
});
