//! Tests against Erlang/OTP 25's own encodings. The vectors were printed by this module
//! (`erl -noshell -s etfgen main -s init stop`), which encodes each term with minor
//! versions 1 (the default), 0 and 2:
//!
//! ```erlang
//! terms() ->
//!   [0, 1, 255, 256, -1, -256, 2147483647, 2147483648, -2147483648, -2147483649,
//!    (1 bsl 59) - 1, -(1 bsl 59), 1 bsl 59, 1 bsl 63, -(1 bsl 64), 1 bsl 64, (1 bsl 2039) + 7, -(1 bsl 2040), 1 bsl 2048, (1 bsl 3000) - 1,
//!    1.5, -0.0, 0.0, 0.1, -123.456e300, 5.0e-324, 1.7976931348623157e308,
//!    abc, '', 'hello world', 'ñ', '日本', 'Ω', list_to_atom(lists:duplicate(255,$x)), list_to_atom(lists:duplicate(100,$日)),
//!    {}, {a,1}, {1,{2,{3,{}}}}, list_to_tuple(lists:seq(1,300)),
//!    [], "abc", [0], [255], [256], [1,2|3], [a|b], [[]], [-1], "ab" ++ [1000], [1.5, "x", <<"y">>],
//!    lists:duplicate(65534, 7), lists:duplicate(65535, 7), [[[[[[a]]]]]],
//!    <<>>, <<1,2,3>>, list_to_binary(lists:seq(0,255)), <<1:3>>, <<255,7:4>>, <<1:1>>, <<0:7>>, <<1,2,3,4,5,6,7,8,9:5>>,
//!    #{}, #{a=>1, b=>2}, #{2=>a, 1=>b, c=>d, [x]=>1, {t}=>2},
//!    #{1=>a, 1.0=>b, 2=>c, 0.5=>d, -1=>e, (1 bsl 70)=>f},
//!    #{{1.0}=>a, {2}=>b, {1}=>c, [1.0]=>d, [2]=>e, "a"=>f, <<"a">>=>g, #{}=>h},
//!    #{a=>#{b=>#{c=>[]}}},
//!    true, false, {ok, [{k, <<"v">>}, 3.25, -7]}].
//! ```

use super::*;
use crate::bif::checksum::{adler32_1, adler32_2, crc32_1, crc32_2};
use crate::bif::test_support::cx;
use crate::heap::Heap;
use crate::order::{compare_exact, exact_eq};
use std::cmp::Ordering;

/// (minor 1 (default), minor 0, minor 2) encodings by Erlang/OTP 25 of the terms in
/// `etfgen.erl` (see the module comment), skipping those longer than 200 bytes.
#[rustfmt::skip]
const OTP_VECTORS: &[(&[u8], &[u8], &[u8])] = &[
    (&[131, 97, 0], &[131, 97, 0], &[131, 97, 0]),
    (&[131, 97, 1], &[131, 97, 1], &[131, 97, 1]),
    (&[131, 97, 255], &[131, 97, 255], &[131, 97, 255]),
    (&[131, 98, 0, 0, 1, 0], &[131, 98, 0, 0, 1, 0], &[131, 98, 0, 0, 1, 0]),
    (&[131, 98, 255, 255, 255, 255], &[131, 98, 255, 255, 255, 255], &[131, 98, 255, 255, 255, 255]),
    (&[131, 98, 255, 255, 255, 0], &[131, 98, 255, 255, 255, 0], &[131, 98, 255, 255, 255, 0]),
    (&[131, 98, 127, 255, 255, 255], &[131, 98, 127, 255, 255, 255], &[131, 98, 127, 255, 255, 255]),
    (&[131, 110, 4, 0, 0, 0, 0, 128], &[131, 110, 4, 0, 0, 0, 0, 128], &[131, 110, 4, 0, 0, 0, 0, 128]),
    (&[131, 98, 128, 0, 0, 0], &[131, 98, 128, 0, 0, 0], &[131, 98, 128, 0, 0, 0]),
    (&[131, 110, 4, 1, 1, 0, 0, 128], &[131, 110, 4, 1, 1, 0, 0, 128], &[131, 110, 4, 1, 1, 0, 0, 128]),
    (&[131, 110, 8, 0, 255, 255, 255, 255, 255, 255, 255, 7], &[131, 110, 8, 0, 255, 255, 255, 255, 255, 255, 255, 7], &[131, 110, 8, 0, 255, 255, 255, 255, 255, 255, 255, 7]),
    (&[131, 110, 8, 1, 0, 0, 0, 0, 0, 0, 0, 8], &[131, 110, 8, 1, 0, 0, 0, 0, 0, 0, 0, 8], &[131, 110, 8, 1, 0, 0, 0, 0, 0, 0, 0, 8]),
    (&[131, 110, 8, 0, 0, 0, 0, 0, 0, 0, 0, 8], &[131, 110, 8, 0, 0, 0, 0, 0, 0, 0, 0, 8], &[131, 110, 8, 0, 0, 0, 0, 0, 0, 0, 0, 8]),
    (&[131, 110, 8, 0, 0, 0, 0, 0, 0, 0, 0, 128], &[131, 110, 8, 0, 0, 0, 0, 0, 0, 0, 0, 128], &[131, 110, 8, 0, 0, 0, 0, 0, 0, 0, 0, 128]),
    (&[131, 110, 9, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1], &[131, 110, 9, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1], &[131, 110, 9, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
    (&[131, 110, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], &[131, 110, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], &[131, 110, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
    (&[131, 70, 63, 248, 0, 0, 0, 0, 0, 0], &[131, 99, 49, 46, 53, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0], &[131, 70, 63, 248, 0, 0, 0, 0, 0, 0]),
    (&[131, 70, 128, 0, 0, 0, 0, 0, 0, 0], &[131, 99, 45, 48, 46, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0], &[131, 70, 128, 0, 0, 0, 0, 0, 0, 0]),
    (&[131, 70, 0, 0, 0, 0, 0, 0, 0, 0], &[131, 99, 48, 46, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0], &[131, 70, 0, 0, 0, 0, 0, 0, 0, 0]),
    (&[131, 70, 63, 185, 153, 153, 153, 153, 153, 154], &[131, 99, 49, 46, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 53, 53, 53, 49, 101, 45, 48, 49, 0, 0, 0, 0, 0], &[131, 70, 63, 185, 153, 153, 153, 153, 153, 154]),
    (&[131, 70, 254, 167, 11, 28, 44, 165, 78, 158], &[131, 99, 45, 49, 46, 50, 51, 52, 53, 54, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 49, 51, 52, 51, 101, 43, 51, 48, 50, 0, 0, 0], &[131, 70, 254, 167, 11, 28, 44, 165, 78, 158]),
    (&[131, 70, 0, 0, 0, 0, 0, 0, 0, 1], &[131, 99, 52, 46, 57, 52, 48, 54, 53, 54, 52, 53, 56, 52, 49, 50, 52, 54, 53, 52, 52, 49, 55, 55, 101, 45, 51, 50, 52, 0, 0, 0, 0], &[131, 70, 0, 0, 0, 0, 0, 0, 0, 1]),
    (&[131, 70, 127, 239, 255, 255, 255, 255, 255, 255], &[131, 99, 49, 46, 55, 57, 55, 54, 57, 51, 49, 51, 52, 56, 54, 50, 51, 49, 53, 55, 48, 56, 49, 53, 101, 43, 51, 48, 56, 0, 0, 0, 0], &[131, 70, 127, 239, 255, 255, 255, 255, 255, 255]),
    (&[131, 100, 0, 3, 97, 98, 99], &[131, 100, 0, 3, 97, 98, 99], &[131, 119, 3, 97, 98, 99]),
    (&[131, 100, 0, 0], &[131, 100, 0, 0], &[131, 119, 0]),
    (&[131, 100, 0, 11, 104, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100], &[131, 100, 0, 11, 104, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100], &[131, 119, 11, 104, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100]),
    (&[131, 100, 0, 1, 241], &[131, 100, 0, 1, 241], &[131, 119, 2, 195, 177]),
    (&[131, 119, 6, 230, 151, 165, 230, 156, 172], &[131, 119, 6, 230, 151, 165, 230, 156, 172], &[131, 119, 6, 230, 151, 165, 230, 156, 172]),
    (&[131, 119, 2, 206, 169], &[131, 119, 2, 206, 169], &[131, 119, 2, 206, 169]),
    (&[131, 104, 0], &[131, 104, 0], &[131, 104, 0]),
    (&[131, 104, 2, 100, 0, 1, 97, 97, 1], &[131, 104, 2, 100, 0, 1, 97, 97, 1], &[131, 104, 2, 119, 1, 97, 97, 1]),
    (&[131, 104, 2, 97, 1, 104, 2, 97, 2, 104, 2, 97, 3, 104, 0], &[131, 104, 2, 97, 1, 104, 2, 97, 2, 104, 2, 97, 3, 104, 0], &[131, 104, 2, 97, 1, 104, 2, 97, 2, 104, 2, 97, 3, 104, 0]),
    (&[131, 106], &[131, 106], &[131, 106]),
    (&[131, 107, 0, 3, 97, 98, 99], &[131, 107, 0, 3, 97, 98, 99], &[131, 107, 0, 3, 97, 98, 99]),
    (&[131, 107, 0, 1, 0], &[131, 107, 0, 1, 0], &[131, 107, 0, 1, 0]),
    (&[131, 107, 0, 1, 255], &[131, 107, 0, 1, 255], &[131, 107, 0, 1, 255]),
    (&[131, 108, 0, 0, 0, 1, 98, 0, 0, 1, 0, 106], &[131, 108, 0, 0, 0, 1, 98, 0, 0, 1, 0, 106], &[131, 108, 0, 0, 0, 1, 98, 0, 0, 1, 0, 106]),
    (&[131, 108, 0, 0, 0, 2, 97, 1, 97, 2, 97, 3], &[131, 108, 0, 0, 0, 2, 97, 1, 97, 2, 97, 3], &[131, 108, 0, 0, 0, 2, 97, 1, 97, 2, 97, 3]),
    (&[131, 108, 0, 0, 0, 1, 100, 0, 1, 97, 100, 0, 1, 98], &[131, 108, 0, 0, 0, 1, 100, 0, 1, 97, 100, 0, 1, 98], &[131, 108, 0, 0, 0, 1, 119, 1, 97, 119, 1, 98]),
    (&[131, 108, 0, 0, 0, 1, 106, 106], &[131, 108, 0, 0, 0, 1, 106, 106], &[131, 108, 0, 0, 0, 1, 106, 106]),
    (&[131, 108, 0, 0, 0, 1, 98, 255, 255, 255, 255, 106], &[131, 108, 0, 0, 0, 1, 98, 255, 255, 255, 255, 106], &[131, 108, 0, 0, 0, 1, 98, 255, 255, 255, 255, 106]),
    (&[131, 108, 0, 0, 0, 3, 97, 97, 97, 98, 98, 0, 0, 3, 232, 106], &[131, 108, 0, 0, 0, 3, 97, 97, 97, 98, 98, 0, 0, 3, 232, 106], &[131, 108, 0, 0, 0, 3, 97, 97, 97, 98, 98, 0, 0, 3, 232, 106]),
    (&[131, 108, 0, 0, 0, 3, 70, 63, 248, 0, 0, 0, 0, 0, 0, 107, 0, 1, 120, 109, 0, 0, 0, 1, 121, 106], &[131, 108, 0, 0, 0, 3, 99, 49, 46, 53, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0, 107, 0, 1, 120, 109, 0, 0, 0, 1, 121, 106], &[131, 108, 0, 0, 0, 3, 70, 63, 248, 0, 0, 0, 0, 0, 0, 107, 0, 1, 120, 109, 0, 0, 0, 1, 121, 106]),
    (&[131, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 100, 0, 1, 97, 106, 106, 106, 106, 106, 106], &[131, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 100, 0, 1, 97, 106, 106, 106, 106, 106, 106], &[131, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 108, 0, 0, 0, 1, 119, 1, 97, 106, 106, 106, 106, 106, 106]),
    (&[131, 109, 0, 0, 0, 0], &[131, 109, 0, 0, 0, 0], &[131, 109, 0, 0, 0, 0]),
    (&[131, 109, 0, 0, 0, 3, 1, 2, 3], &[131, 109, 0, 0, 0, 3, 1, 2, 3], &[131, 109, 0, 0, 0, 3, 1, 2, 3]),
    (&[131, 77, 0, 0, 0, 1, 3, 32], &[131, 77, 0, 0, 0, 1, 3, 32], &[131, 77, 0, 0, 0, 1, 3, 32]),
    (&[131, 77, 0, 0, 0, 2, 4, 255, 112], &[131, 77, 0, 0, 0, 2, 4, 255, 112], &[131, 77, 0, 0, 0, 2, 4, 255, 112]),
    (&[131, 77, 0, 0, 0, 1, 1, 128], &[131, 77, 0, 0, 0, 1, 1, 128], &[131, 77, 0, 0, 0, 1, 1, 128]),
    (&[131, 77, 0, 0, 0, 1, 7, 0], &[131, 77, 0, 0, 0, 1, 7, 0], &[131, 77, 0, 0, 0, 1, 7, 0]),
    (&[131, 77, 0, 0, 0, 9, 5, 1, 2, 3, 4, 5, 6, 7, 8, 72], &[131, 77, 0, 0, 0, 9, 5, 1, 2, 3, 4, 5, 6, 7, 8, 72], &[131, 77, 0, 0, 0, 9, 5, 1, 2, 3, 4, 5, 6, 7, 8, 72]),
    (&[131, 116, 0, 0, 0, 0], &[131, 116, 0, 0, 0, 0], &[131, 116, 0, 0, 0, 0]),
    (&[131, 116, 0, 0, 0, 2, 100, 0, 1, 97, 97, 1, 100, 0, 1, 98, 97, 2], &[131, 116, 0, 0, 0, 2, 100, 0, 1, 97, 97, 1, 100, 0, 1, 98, 97, 2], &[131, 116, 0, 0, 0, 2, 119, 1, 97, 97, 1, 119, 1, 98, 97, 2]),
    (&[131, 116, 0, 0, 0, 5, 97, 1, 100, 0, 1, 98, 97, 2, 100, 0, 1, 97, 100, 0, 1, 99, 100, 0, 1, 100, 104, 1, 100, 0, 1, 116, 97, 2, 108, 0, 0, 0, 1, 100, 0, 1, 120, 106, 97, 1], &[131, 116, 0, 0, 0, 5, 97, 1, 100, 0, 1, 98, 97, 2, 100, 0, 1, 97, 100, 0, 1, 99, 100, 0, 1, 100, 104, 1, 100, 0, 1, 116, 97, 2, 108, 0, 0, 0, 1, 100, 0, 1, 120, 106, 97, 1], &[131, 116, 0, 0, 0, 5, 97, 1, 119, 1, 98, 97, 2, 119, 1, 97, 119, 1, 99, 119, 1, 100, 104, 1, 119, 1, 116, 97, 2, 108, 0, 0, 0, 1, 119, 1, 120, 106, 97, 1]),
    (&[131, 116, 0, 0, 0, 6, 98, 255, 255, 255, 255, 100, 0, 1, 101, 97, 1, 100, 0, 1, 97, 97, 2, 100, 0, 1, 99, 110, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64, 100, 0, 1, 102, 70, 63, 224, 0, 0, 0, 0, 0, 0, 100, 0, 1, 100, 70, 63, 240, 0, 0, 0, 0, 0, 0, 100, 0, 1, 98], &[131, 116, 0, 0, 0, 6, 98, 255, 255, 255, 255, 100, 0, 1, 101, 97, 1, 100, 0, 1, 97, 97, 2, 100, 0, 1, 99, 110, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64, 100, 0, 1, 102, 99, 53, 46, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 45, 48, 49, 0, 0, 0, 0, 0, 100, 0, 1, 100, 99, 49, 46, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0, 100, 0, 1, 98], &[131, 116, 0, 0, 0, 6, 98, 255, 255, 255, 255, 119, 1, 101, 97, 1, 119, 1, 97, 97, 2, 119, 1, 99, 110, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64, 119, 1, 102, 70, 63, 224, 0, 0, 0, 0, 0, 0, 119, 1, 100, 70, 63, 240, 0, 0, 0, 0, 0, 0, 119, 1, 98]),
    (&[131, 116, 0, 0, 0, 8, 104, 1, 97, 1, 100, 0, 1, 99, 104, 1, 97, 2, 100, 0, 1, 98, 104, 1, 70, 63, 240, 0, 0, 0, 0, 0, 0, 100, 0, 1, 97, 116, 0, 0, 0, 0, 100, 0, 1, 104, 107, 0, 1, 2, 100, 0, 1, 101, 107, 0, 1, 97, 100, 0, 1, 102, 108, 0, 0, 0, 1, 70, 63, 240, 0, 0, 0, 0, 0, 0, 106, 100, 0, 1, 100, 109, 0, 0, 0, 1, 97, 100, 0, 1, 103], &[131, 116, 0, 0, 0, 8, 104, 1, 97, 1, 100, 0, 1, 99, 104, 1, 97, 2, 100, 0, 1, 98, 104, 1, 99, 49, 46, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0, 100, 0, 1, 97, 116, 0, 0, 0, 0, 100, 0, 1, 104, 107, 0, 1, 2, 100, 0, 1, 101, 107, 0, 1, 97, 100, 0, 1, 102, 108, 0, 0, 0, 1, 99, 49, 46, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0, 106, 100, 0, 1, 100, 109, 0, 0, 0, 1, 97, 100, 0, 1, 103], &[131, 116, 0, 0, 0, 8, 104, 1, 97, 1, 119, 1, 99, 104, 1, 97, 2, 119, 1, 98, 104, 1, 70, 63, 240, 0, 0, 0, 0, 0, 0, 119, 1, 97, 116, 0, 0, 0, 0, 119, 1, 104, 107, 0, 1, 2, 119, 1, 101, 107, 0, 1, 97, 119, 1, 102, 108, 0, 0, 0, 1, 70, 63, 240, 0, 0, 0, 0, 0, 0, 106, 119, 1, 100, 109, 0, 0, 0, 1, 97, 119, 1, 103]),
    (&[131, 116, 0, 0, 0, 1, 100, 0, 1, 97, 116, 0, 0, 0, 1, 100, 0, 1, 98, 116, 0, 0, 0, 1, 100, 0, 1, 99, 106], &[131, 116, 0, 0, 0, 1, 100, 0, 1, 97, 116, 0, 0, 0, 1, 100, 0, 1, 98, 116, 0, 0, 0, 1, 100, 0, 1, 99, 106], &[131, 116, 0, 0, 0, 1, 119, 1, 97, 116, 0, 0, 0, 1, 119, 1, 98, 116, 0, 0, 0, 1, 119, 1, 99, 106]),
    (&[131, 100, 0, 4, 116, 114, 117, 101], &[131, 100, 0, 4, 116, 114, 117, 101], &[131, 119, 4, 116, 114, 117, 101]),
    (&[131, 100, 0, 5, 102, 97, 108, 115, 101], &[131, 100, 0, 5, 102, 97, 108, 115, 101], &[131, 119, 5, 102, 97, 108, 115, 101]),
    (&[131, 104, 2, 100, 0, 2, 111, 107, 108, 0, 0, 0, 3, 104, 2, 100, 0, 1, 107, 109, 0, 0, 0, 1, 118, 70, 64, 10, 0, 0, 0, 0, 0, 0, 98, 255, 255, 255, 249, 106], &[131, 104, 2, 100, 0, 2, 111, 107, 108, 0, 0, 0, 3, 104, 2, 100, 0, 1, 107, 109, 0, 0, 0, 1, 118, 99, 51, 46, 50, 53, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0, 98, 255, 255, 255, 249, 106], &[131, 104, 2, 119, 2, 111, 107, 108, 0, 0, 0, 3, 104, 2, 119, 1, 107, 109, 0, 0, 0, 1, 118, 70, 64, 10, 0, 0, 0, 0, 0, 0, 98, 255, 255, 255, 249, 106]),
];

/// An encoding's md5 and size.
type Digest = ([u8; 16], usize);

/// (md5, size) of OTP 25's encodings (minor 1, minor 2) of the long ones, in `big_terms` order.
#[rustfmt::skip]
const OTP_BIG: &[(Digest, Digest)] = &[
    (([45, 236, 77, 74, 199, 49, 72, 148, 145, 91, 167, 150, 179, 226, 112, 156], 259), ([45, 236, 77, 74, 199, 49, 72, 148, 145, 91, 167, 150, 179, 226, 112, 156], 259)),
    (([70, 53, 69, 89, 37, 93, 177, 65, 168, 88, 159, 230, 112, 197, 32, 118], 263), ([70, 53, 69, 89, 37, 93, 177, 65, 168, 88, 159, 230, 112, 197, 32, 118], 263)),
    (([135, 158, 114, 109, 128, 131, 174, 0, 16, 71, 14, 59, 141, 252, 188, 195], 264), ([135, 158, 114, 109, 128, 131, 174, 0, 16, 71, 14, 59, 141, 252, 188, 195], 264)),
    (([166, 132, 179, 130, 139, 245, 24, 41, 70, 243, 85, 59, 102, 183, 57, 120], 382), ([166, 132, 179, 130, 139, 245, 24, 41, 70, 243, 85, 59, 102, 183, 57, 120], 382)),
    (([127, 247, 163, 198, 71, 179, 116, 37, 6, 32, 115, 12, 229, 149, 203, 109], 259), ([197, 139, 119, 232, 224, 147, 214, 101, 204, 153, 159, 156, 19, 143, 140, 175], 258)),
    (([89, 246, 209, 12, 145, 130, 34, 97, 49, 218, 55, 159, 33, 125, 164, 155], 304), ([89, 246, 209, 12, 145, 130, 34, 97, 49, 218, 55, 159, 33, 125, 164, 155], 304)),
    (([116, 26, 226, 113, 200, 72, 170, 50, 162, 185, 85, 185, 10, 19, 157, 39], 741), ([116, 26, 226, 113, 200, 72, 170, 50, 162, 185, 85, 185, 10, 19, 157, 39], 741)),
    (([117, 186, 166, 5, 219, 238, 240, 173, 139, 92, 216, 172, 247, 102, 194, 209], 65538), ([117, 186, 166, 5, 219, 238, 240, 173, 139, 92, 216, 172, 247, 102, 194, 209], 65538)),
    (([125, 73, 230, 71, 4, 53, 42, 70, 89, 109, 205, 24, 205, 93, 196, 185], 65539), ([125, 73, 230, 71, 4, 53, 42, 70, 89, 109, 205, 24, 205, 93, 196, 185], 65539)),
    (([108, 204, 37, 39, 17, 67, 226, 211, 59, 133, 204, 176, 192, 135, 166, 226], 262), ([108, 204, 37, 39, 17, 67, 226, 211, 59, 133, 204, 176, 192, 135, 166, 226], 262)),
];

fn proc() -> Process {
    Process::new(Term::pid(0), 233)
}

fn opts(p: &mut Process, minor: i64) -> Term {
    let mv = build::tuple(
        &mut p.heap,
        &[atom::atom("minor_version"), Term::small(minor)],
    );
    build::list(&mut p.heap, &[mv])
}

fn enc(p: &mut Process, t: Term, minor: i64) -> Vec<u8> {
    let o = opts(p, minor);
    let b = term_to_binary2(&mut cx(), p, &[t, o]).expect("term_to_binary");
    binary::bytes(b).unwrap().into_owned()
}

fn dec(p: &mut Process, bytes: &[u8]) -> Option<Term> {
    let b = binary::make_binary(&mut p.heap, bytes);
    binary_to_term1(&mut cx(), p, &[b]).ok()
}

#[test]
fn otp_vectors_round_trip_byte_identical() {
    let mut p = proc();
    for &(v1, v0, v2) in OTP_VECTORS {
        let t = dec(&mut p, v1).unwrap_or_else(|| panic!("decode {v1:?}"));
        assert_eq!(enc(&mut p, t, 1), v1);
        assert_eq!(enc(&mut p, t, 0), v0, "minor 0 of {v1:?}");
        assert_eq!(enc(&mut p, t, 2), v2, "minor 2 of {v1:?}");
        let t1 = term_to_binary1(&mut cx(), &mut p, &[t]).ok().unwrap();
        assert_eq!(&*binary::bytes(t1).unwrap(), v1);
        for v in [v0, v2] {
            let u = dec(&mut p, v).unwrap();
            assert!(exact_eq(t, u), "{v:?} decodes differently");
        }
        let n = external_size(&mut cx(), &mut p, &[t]).ok().unwrap();
        assert_eq!(n.small_val() as usize, v1.len());
    }
}

fn big_terms(h: &mut Heap) -> Vec<Term> {
    use num_bigint::BigInt;
    let one: BigInt = BigInt::from(1);
    let bytes: Vec<u8> = (0..=255).collect();
    let tuple: Vec<Term> = (1..=300).map(Term::small).collect();
    vec![
        build::bigint(h, &((&one << 2039usize) + 7)),
        build::bigint(h, &-(&one << 2040usize)),
        build::bigint(h, &(&one << 2048usize)),
        build::bigint(h, &((&one << 3000usize) - 1)),
        atom::atom(&"x".repeat(255)),
        atom::atom(&"日".repeat(100)),
        build::tuple(h, &tuple),
        build::byte_list(h, &[7; 65534]),
        build::byte_list(h, &[7; 65535]),
        binary::make_binary(h, &bytes),
    ]
}

#[test]
fn otp_long_vectors() {
    let mut p = proc();
    let terms = big_terms(&mut p.heap);
    assert_eq!(terms.len(), OTP_BIG.len());
    for (&t, &((m1, n1), (m2, n2))) in terms.iter().zip(OTP_BIG) {
        for (minor, m, n) in [(1, m1, n1), (2, m2, n2)] {
            let b = enc(&mut p, t, minor);
            assert_eq!((md5_digest(&b), b.len()), (m, n), "minor {minor}");
            let u = dec(&mut p, &b).unwrap();
            assert!(exact_eq(t, u));
        }
    }
}

#[test]
fn built_terms_encode_as_otp() {
    let mut p = proc();
    let h = &mut p.heap;
    let cases: Vec<(Term, &[u8])> = vec![
        (Term::small(256), &[131, 98, 0, 0, 1, 0]),
        (Term::small(-1), &[131, 98, 255, 255, 255, 255]),
        (Term::small(1 << 40), &[131, 110, 6, 0, 0, 0, 0, 0, 0, 1]),
        (
            build::int(h, i64::MIN),
            &[131, 110, 8, 1, 0, 0, 0, 0, 0, 0, 0, 128],
        ),
        (build::float(h, 1.5), &[131, 70, 63, 248, 0, 0, 0, 0, 0, 0]),
        (atom::atom("abc"), &[131, 100, 0, 3, 97, 98, 99]),
        (Term::NIL, &[131, 106]),
        (build::string(h, "abc"), &[131, 107, 0, 3, 97, 98, 99]),
        (
            build::cons(h, Term::small(1), Term::small(2)),
            &[131, 108, 0, 0, 0, 1, 97, 1, 97, 2],
        ),
        (
            binary::make_bitstring(h, &[0b1010_0000], 3),
            &[131, 77, 0, 0, 0, 1, 3, 160],
        ),
        (
            Term::pid(9),
            &[
                131, 88, 100, 0, 13, 110, 111, 110, 111, 100, 101, 64, 110, 111, 104, 111, 115,
                116, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0,
            ],
        ),
    ];
    for (t, want) in cases {
        assert_eq!(enc(&mut p, t, 1), want);
        assert!(exact_eq(dec(&mut p, want).unwrap(), t));
    }
}

#[test]
fn sub_binary_bits_are_encoded_from_their_offset() {
    let mut p = proc();
    let whole = binary::make_binary(&mut p.heap, &[0x12, 0x34, 0x56]);
    // <<_:4, X:12/bits, _/bits>> = <<16#123456:24>>, X = <<16#234:12>>
    let sub = binary::make_sub(&mut p.heap, whole, 4, 12);
    assert_eq!(enc(&mut p, sub, 1), [131, 77, 0, 0, 0, 2, 4, 0x23, 0x40]);
    let sub = binary::make_sub(&mut p.heap, whole, 8, 16);
    assert_eq!(enc(&mut p, sub, 1), [131, 109, 0, 0, 0, 2, 0x34, 0x56]);
}

#[test]
fn pids_refs_and_funs() {
    let mut p = proc();
    // OTP 25: term_to_binary(make_ref()) of #Ref<0.0.0.5> (one ID word).
    let r = dec(
        &mut p,
        &[
            131, 90, 0, 1, 100, 0, 13, 110, 111, 110, 111, 100, 101, 64, 110, 111, 104, 111, 115,
            116, 0, 0, 0, 0, 0, 0, 0, 5,
        ],
    )
    .unwrap();
    assert!(r.is_ref() && r.boxed_word(1) == 5);
    let r = build::reference(&mut p.heap, 0x1234_5678_9abc_def0);
    let b = enc(&mut p, r, 1);
    assert!(exact_eq(dec(&mut p, &b).unwrap(), r));
    // OTP 25: term_to_binary(fun lists:map/2).
    let want = [
        131, 113, 100, 0, 5, 108, 105, 115, 116, 115, 100, 0, 3, 109, 97, 112, 97, 2,
    ];
    let f = dec(&mut p, &want).unwrap();
    assert!(f.is_fun());
    assert_eq!(enc(&mut p, f, 1), want);
    // A pid from another node cannot be represented.
    let mut other = vec![131, 88, 100, 0, 7];
    other.extend_from_slice(b"a@b.com");
    other.extend_from_slice(&[0; 12]);
    assert!(dec(&mut p, &other).is_none());
}

#[test]
fn local_fun_round_trip() {
    let vm = crate::vm::Vm::new(Default::default());
    let src = "-module(etf_local_fun_test).\n-export([f/1]).\nf(X) -> fun(Y) -> {X, Y} end.\n";
    let m = vm.load_source("etf_local_fun_test.erl", src).unwrap();
    let entry = m.funs[0];
    let mut p = proc();
    let free = build::tuple(&mut p.heap, &[atom::OK, Term::small(7)]);
    let f = decode::closure_for_test(&mut p.heap, entry, &[free]);
    let b = enc(&mut p, f, 1);
    assert_eq!(b[1], tag::NEW_FUN_EXT);
    let g = dec(&mut p, &b).unwrap();
    assert!(std::ptr::eq(crate::interp::fun_entry(g), entry));
    assert!(exact_eq(g.boxed_term(2), free));
    // A fun whose module is not loaded cannot be decoded.
    let mut bad = b.clone();
    let at = bad.windows(5).position(|w| w == b"etf_l").unwrap();
    bad[at] = b'x';
    assert!(dec(&mut p, &bad).is_none());
}

#[test]
fn map_key_order_puts_integers_before_floats() {
    let mut p = proc();
    // OTP 25: term_to_binary(#{1.0 => a, 2 => b}).
    let want = [
        131, 116, 0, 0, 0, 2, 97, 2, 100, 0, 1, 98, 70, 63, 240, 0, 0, 0, 0, 0, 0, 100, 0, 1, 97,
    ];
    let m = dec(&mut p, &want).unwrap();
    assert_eq!(enc(&mut p, m, 1), want);
    // Decoded maps are in triheap's own key order, so lookups work.
    let ks = crate::bif::maps::pairs(m);
    assert_eq!(compare_exact(ks[0].0, ks[1].0), Ordering::Less);
    // Duplicate keys are refused, as by OTP.
    assert!(dec(&mut p, &[131, 116, 0, 0, 0, 2, 97, 1, 97, 2, 97, 1, 97, 3]).is_none());
}

#[test]
fn options() {
    let mut p = proc();
    let t = build::byte_list(&mut p.heap, &[b'a'; 100]);
    let c = atom::atom("compressed");
    let o = build::list(&mut p.heap, &[c]);
    let b = term_to_binary2(&mut cx(), &mut p, &[t, o]).ok().unwrap();
    let bytes = binary::bytes(b).unwrap().into_owned();
    assert_eq!(&bytes[..6], &[131, 80, 0, 0, 0, 103]);
    assert!(exact_eq(dec(&mut p, &bytes).unwrap(), t));
    // OTP 25's own compressed output decodes.
    let otp = [
        131, 80, 0, 0, 0, 103, 120, 156, 203, 102, 72, 73, 164, 3, 0, 0, 204, 203, 38, 180,
    ];
    assert!(exact_eq(dec(&mut p, &otp).unwrap(), t));
    // flate2 over the C zlib deflates as OTP does: its bytes exactly, at every level.
    assert_eq!(bytes, otp);
    for (level, flg) in [(1, 1), (9, 218)] {
        let c = build::tuple(&mut p.heap, &[c, Term::small(level)]);
        let o = build::list(&mut p.heap, &[c]);
        let b = term_to_binary2(&mut cx(), &mut p, &[t, o]).ok().unwrap();
        let mut want = otp;
        want[7] = flg;
        assert_eq!(&*binary::bytes(b).unwrap(), &want);
    }
    // Too small to gain: stored plain, as by OTP.
    let small = build::list(&mut p.heap, &[Term::small(1), Term::small(2)]);
    let b = term_to_binary2(&mut cx(), &mut p, &[small, o])
        .ok()
        .unwrap();
    assert_eq!(&*binary::bytes(b).unwrap(), &[131, 107, 0, 2, 1, 2]);
    for bad in [
        atom::atom("bogus"),
        build::tuple(&mut p.heap, &[atom::atom("minor_version"), Term::small(3)]),
    ] {
        let o = build::list(&mut p.heap, &[bad]);
        assert!(term_to_binary2(&mut cx(), &mut p, &[t, o]).is_err());
    }
    // `used` and trailing bytes.
    let bin = binary::make_binary(&mut p.heap, &[131, 97, 1, 2]);
    let o = build::list(&mut p.heap, &[atom::atom("used")]);
    let r = binary_to_term2(&mut cx(), &mut p, &[bin, o]).ok().unwrap();
    assert!(r.is_tuple() && r.element(1) == Term::small(1) && r.element(2) == Term::small(3));
    // `safe` refuses new atoms but accepts existing ones.
    let o = build::list(&mut p.heap, &[atom::atom("safe")]);
    let fresh = binary::make_binary(
        &mut p.heap,
        &[131, 100, 0, 7, b'z', b'q', b'x', b'j', b'k', b'w', b'v'],
    );
    assert!(binary_to_term2(&mut cx(), &mut p, &[fresh, o]).is_err());
    assert!(atom::existing("zqxjkwv").is_none());
    let known = binary::make_binary(&mut p.heap, &[131, 100, 0, 2, b'o', b'k']);
    assert_eq!(
        binary_to_term2(&mut cx(), &mut p, &[known, o]).ok(),
        Some(atom::OK)
    );
}

#[test]
fn otp_decode_only_forms() {
    let mut p = proc();
    let cases: Vec<(&[u8], Term)> = vec![
        (&[131, 115, 1, 97], atom::atom("a")),
        (&[131, 118, 0, 2, 195, 177], atom::atom("ñ")),
        (&[131, 110, 1, 2, 5], Term::small(-5)),
        (&[131, 110, 0, 0], Term::small(0)),
        (&[131, 110, 2, 0, 5, 0], Term::small(5)),
        (&[131, 108, 0, 0, 0, 0, 97, 1], Term::small(1)),
        (&[131, 108, 0, 0, 0, 0, 106], Term::NIL),
        (
            &[131, 77, 0, 0, 0, 0, 0],
            binary::make_binary(&mut p.heap, &[]),
        ),
        (
            &[131, 77, 0, 0, 0, 1, 8, 5],
            binary::make_binary(&mut p.heap, &[5]),
        ),
        (
            &[131, 77, 0, 0, 0, 1, 3, 255],
            binary::make_bitstring(&mut p.heap, &[0xe0], 3),
        ),
        (
            &[131, 113, 100, 0, 1, 109, 100, 0, 1, 102, 98, 0, 0, 0, 1],
            Term::NIL,
        ),
    ];
    for (b, want) in cases {
        let t = dec(&mut p, b).unwrap_or_else(|| panic!("decode {b:?}"));
        if !want.is_nil() || b[1] != 113 {
            assert!(exact_eq(t, want), "{b:?}");
        }
    }
    let f = dec(
        &mut p,
        &[
            131, 99, 49, 46, 53, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48,
            48, 48, 48, 101, 43, 48, 48, 0, 0, 0, 0, 0,
        ],
    )
    .unwrap();
    assert_eq!(f.float_val(), 1.5);
    // OTP refuses all of these.
    let bad: &[&[u8]] = &[
        &[131, 77, 0, 0, 0, 0, 3],
        &[131, 77, 0, 0, 0, 1, 0, 5],
        &[131, 77, 0, 0, 0, 1, 9, 255],
        &[131, 70, 127, 240, 0, 0, 0, 0, 0, 0],
        &[131, 100, 1, 0],
        &[130, 97, 1],
        &[131],
        &[],
        &[131, 104, 2, 97, 1],
    ];
    for b in bad {
        assert!(dec(&mut p, b).is_none(), "{b:?}");
    }
    let bits = binary::make_bitstring(&mut p.heap, &[0x80], 1);
    assert!(binary_to_term1(&mut cx(), &mut p, &[bits]).is_err());
}

#[test]
fn deep_and_long_terms_need_no_native_stack() {
    // Compared by re-encoding: term comparison itself recurses on nesting.
    let mut p = proc();
    let mut deep_list = Term::NIL;
    let mut deep_tuple = atom::OK;
    for _ in 0..1_000_000 {
        deep_list = build::cons(&mut p.heap, deep_list, Term::NIL);
        deep_tuple = build::tuple(&mut p.heap, &[deep_tuple]);
    }
    let items: Vec<Term> = (0..1_000_000).map(Term::small).collect();
    let long = build::list(&mut p.heap, &items);
    for t in [deep_list, deep_tuple, long] {
        let b = enc(&mut p, t, 1);
        let u = dec(&mut p, &b).unwrap();
        assert_eq!(enc(&mut p, u, 1), b);
    }
    // One byte more than STRING_EXT holds.
    let t = build::byte_list(&mut p.heap, &[7; 65536]);
    assert_eq!(&enc(&mut p, t, 1)[..8], &[131, 108, 0, 1, 0, 0, 97, 7]);
}

#[test]
fn malformed_inputs_never_panic() {
    let mut p = proc();
    let mut rng = crate::bif::test_support::Rng(0x9e3779b97f4a7c15);
    let mut tried = 0;
    let mut check = |p: &mut Process, b: &[u8]| {
        let bin = binary::make_binary(&mut p.heap, b);
        let o = build::list(&mut p.heap, &[atom::atom("safe")]);
        let _ = binary_to_term2(&mut cx(), p, &[bin, o]);
        tried += 1;
    };
    let mut valid: Vec<Vec<u8>> = OTP_VECTORS
        .iter()
        .flat_map(|&(a, b, c)| [a.to_vec(), b.to_vec(), c.to_vec()])
        .collect();
    valid.push(vec![
        131, 80, 0, 0, 0, 103, 120, 156, 203, 102, 72, 73, 164, 3, 0, 0, 204, 203, 38, 180,
    ]);
    for v in &valid {
        // Every truncation.
        for n in 0..v.len() {
            check(&mut p, &v[..n]);
        }
        // Random byte changes.
        for _ in 0..50 {
            let mut m = v.clone();
            for _ in 0..1 + rng.next() % 3 {
                let i = (rng.next() as usize) % m.len();
                m[i] = rng.next() as u8;
            }
            check(&mut p, &m);
        }
    }
    // Random bytes after the version byte, biased towards valid tags and small lengths.
    let tags = [
        70, 77, 80, 88, 90, 97, 98, 99, 100, 101, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112,
        113, 114, 115, 116, 118, 119,
    ];
    for _ in 0..20_000 {
        let len = (rng.next() % 40) as usize;
        let mut b = vec![131];
        for _ in 0..len {
            let r = rng.next();
            b.push(if r.is_multiple_of(3) {
                tags[(r >> 8) as usize % tags.len()]
            } else {
                (r >> 16) as u8 % 8
            });
        }
        check(&mut p, &b);
    }
    assert!(tried > 20_000);
}

#[test]
fn checksums_match_otp() {
    let mut p = proc();
    let abc = binary::make_binary(&mut p.heap, b"abc");
    let md5 = super::md5(&mut cx(), &mut p, &[abc]).ok().unwrap();
    let want = [
        144, 1, 80, 152, 60, 210, 79, 176, 214, 150, 63, 125, 40, 225, 127, 114,
    ];
    assert_eq!(&*binary::bytes(md5).unwrap(), &want);
    assert_eq!(
        crc32_1(&mut cx(), &mut p, &[abc]).ok(),
        Some(Term::small(891568578))
    );
    assert_eq!(
        adler32_1(&mut cx(), &mut p, &[abc]).ok(),
        Some(Term::small(38600999))
    );
    assert_eq!(
        crc32_2(&mut cx(), &mut p, &[Term::small(5), abc]).ok(),
        Some(Term::small(871334697))
    );
    let a = binary::make_binary(&mut p.heap, b"a");
    let bc = build::string(&mut p.heap, "bc");
    let io = build::list(&mut p.heap, &[a, bc]);
    assert_eq!(
        adler32_2(&mut cx(), &mut p, &[Term::small(5), io]).ok(),
        Some(Term::small(39387435))
    );
    assert_eq!(
        crc32_2(&mut cx(), &mut p, &[Term::small(0xFFFF_FFFF), a]).ok(),
        Some(Term::small(3310005809))
    );
    assert!(crc32_2(&mut cx(), &mut p, &[Term::small(-1), a]).is_err());
    assert!(crc32_2(&mut cx(), &mut p, &[Term::small(1 << 33), a]).is_err());
    let bits = binary::make_bitstring(&mut p.heap, &[0x20], 3);
    assert!(super::md5(&mut cx(), &mut p, &[bits]).is_err());
    // md5 contexts: OTP 25's md5_init() and md5_update(md5_init(), "abcdefghij") (the
    // buffer's unused tail is uninitialised memory in OTP; compared up to the data).
    let ctx = md5_init(&mut cx(), &mut p, &[]).ok().unwrap();
    let c = binary::bytes(ctx).unwrap().into_owned();
    assert_eq!(c.len(), 88);
    assert_eq!(
        &c[..16],
        &[1, 35, 69, 103, 137, 171, 205, 239, 254, 220, 186, 152, 118, 84, 50, 16]
    );
    assert!(c[16..].iter().all(|&x| x == 0));
    let s = build::string(&mut p.heap, "abcdefghij");
    let ctx2 = md5_update(&mut cx(), &mut p, &[ctx, s]).ok().unwrap();
    let c2 = binary::bytes(ctx2).unwrap().into_owned();
    assert_eq!(
        &c2[16..34],
        &[80, 0, 0, 0, 0, 0, 0, 0, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106]
    );
    // Updates in pieces of every size agree with md5/1, across block boundaries.
    let data: Vec<u8> = (0..300u32).map(|i| (i * 7) as u8).collect();
    for step in [1, 3, 55, 56, 63, 64, 65, 200] {
        let mut ctx = md5_init(&mut cx(), &mut p, &[]).ok().unwrap();
        for chunk in data.chunks(step) {
            let b = binary::make_binary(&mut p.heap, chunk);
            ctx = md5_update(&mut cx(), &mut p, &[ctx, b]).ok().unwrap();
        }
        let d = md5_final(&mut cx(), &mut p, &[ctx]).ok().unwrap();
        assert_eq!(&*binary::bytes(d).unwrap(), &md5_digest(&data));
    }
    // RFC 1321 test suite.
    assert_eq!(
        md5_digest(b""),
        [
            0xd4, 0x1d, 0x8c, 0xd9, 0x8f, 0x00, 0xb2, 0x04, 0xe9, 0x80, 0x09, 0x98, 0xec, 0xf8,
            0x42, 0x7e
        ]
    );
    let digits =
        b"12345678901234567890123456789012345678901234567890123456789012345678901234567890";
    assert_eq!(
        md5_digest(digits),
        [
            0x57, 0xed, 0xf4, 0xa2, 0x2b, 0xe3, 0xc9, 0x55, 0xac, 0x49, 0xda, 0x2e, 0x21, 0x07,
            0xb6, 0x7a
        ]
    );
    let bad = binary::make_binary(&mut p.heap, &[0; 92]);
    assert!(md5_final(&mut cx(), &mut p, &[bad]).is_err());
}
