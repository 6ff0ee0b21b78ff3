//! `binary_to_term` on arbitrary bytes, and the term it gives encoded and decoded again.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    triheap_vm::fuzz::decode_etf(data);
});
