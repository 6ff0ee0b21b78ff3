%% Base 64 encoding and decoding (RFC 4648), for binaries and strings.
-module(base64).
-export([encode/1, decode/1, encode_to_string/1, decode_to_string/1, mime_decode/1,
         mime_decode_to_string/1]).

encode(Data) -> list_to_binary(encode_list(to_bytes(Data))).
encode_to_string(Data) -> encode_list(to_bytes(Data)).
decode(Data) -> list_to_binary(decode_list(strip(to_bytes(Data), strict))).
decode_to_string(Data) -> decode_list(strip(to_bytes(Data), strict)).
mime_decode(Data) -> list_to_binary(decode_list(strip(to_bytes(Data), mime))).
mime_decode_to_string(Data) -> decode_list(strip(to_bytes(Data), mime)).

to_bytes(B) when is_binary(B) -> binary_to_list(B);
to_bytes(L) when is_list(L) -> binary_to_list(iolist_to_binary(L)).

encode_list([A, B, C | T]) ->
    N = (A bsl 16) bor (B bsl 8) bor C,
    [enc(N bsr 18), enc((N bsr 12) band 63), enc((N bsr 6) band 63), enc(N band 63)
     | encode_list(T)];
encode_list([A, B]) ->
    N = (A bsl 16) bor (B bsl 8),
    [enc(N bsr 18), enc((N bsr 12) band 63), enc((N bsr 6) band 63), $=];
encode_list([A]) ->
    N = A bsl 16,
    [enc(N bsr 18), enc((N bsr 12) band 63), $=, $=];
encode_list([]) -> [].

enc(N) when N < 26 -> $A + N;
enc(N) when N < 52 -> $a + N - 26;
enc(N) when N < 62 -> $0 + N - 52;
enc(62) -> $+;
enc(63) -> $/.

strip(L, strict) -> [C || C <- L, not is_space(C)];
strip(L, mime) -> [C || C <- L, C =:= $= orelse dec(C) =/= bad].

is_space(C) -> C =:= $\s orelse C =:= $\t orelse C =:= $\r orelse C =:= $\n.

decode_list([A, B, $=, $=]) ->
    N = (d(A) bsl 18) bor (d(B) bsl 12),
    [N bsr 16];
decode_list([A, B, C, $=]) ->
    N = (d(A) bsl 18) bor (d(B) bsl 12) bor (d(C) bsl 6),
    [N bsr 16, (N bsr 8) band 255];
decode_list([A, B, C, D | T]) ->
    N = (d(A) bsl 18) bor (d(B) bsl 12) bor (d(C) bsl 6) bor d(D),
    [N bsr 16, (N bsr 8) band 255, N band 255 | decode_list(T)];
decode_list([]) -> [];
decode_list(_) -> erlang:error(badarg).

d(C) ->
    case dec(C) of
        bad -> erlang:error(badarg);
        N -> N
    end.

dec(C) when C >= $A, C =< $Z -> C - $A;
dec(C) when C >= $a, C =< $z -> C - $a + 26;
dec(C) when C >= $0, C =< $9 -> C - $0 + 52;
dec($+) -> 62;
dec($/) -> 63;
dec(_) -> bad.
