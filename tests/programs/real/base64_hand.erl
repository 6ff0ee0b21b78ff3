-module(base64_hand).
-export([main/1]).

%% Base64 encoding/decoding written by hand with the bit syntax, checked
%% against the stdlib base64 module. Also hex encoding.

alphabet() -> <<"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/">>.

enc_char(N) -> binary:at(alphabet(), N).

encode(Bin) -> encode(Bin, <<>>).
encode(<<A:6, B:6, C:6, D:6, Rest/binary>>, Acc) ->
    encode(Rest, <<Acc/binary, (enc_char(A)), (enc_char(B)), (enc_char(C)), (enc_char(D))>>);
encode(<<A:6, B:6, C:4>>, Acc) ->
    <<Acc/binary, (enc_char(A)), (enc_char(B)), (enc_char(C bsl 2)), $=>>;
encode(<<A:6, B:2>>, Acc) ->
    <<Acc/binary, (enc_char(A)), (enc_char(B bsl 4)), $=, $=>>;
encode(<<>>, Acc) -> Acc.

dec_char(C) when C >= $A, C =< $Z -> C - $A;
dec_char(C) when C >= $a, C =< $z -> C - $a + 26;
dec_char(C) when C >= $0, C =< $9 -> C - $0 + 52;
dec_char($+) -> 62;
dec_char($/) -> 63.

decode(Bin) -> decode(Bin, <<>>).
decode(<<>>, Acc) -> Acc;
decode(<<A, B, $=, $=>>, Acc) ->
    <<X:8, _:4>> = <<(dec_char(A)):6, (dec_char(B)):6>>,
    <<Acc/binary, X>>;
decode(<<A, B, C, $=>>, Acc) ->
    <<X:16, _:2>> = <<(dec_char(A)):6, (dec_char(B)):6, (dec_char(C)):6>>,
    <<Acc/binary, X:16>>;
decode(<<A, B, C, D, Rest/binary>>, Acc) ->
    decode(Rest, <<Acc/binary, (dec_char(A)):6, (dec_char(B)):6, (dec_char(C)):6, (dec_char(D)):6>>).

hex(Bin) -> << <<(hex_digit(N))>> || <<N:4>> <= Bin >>.
hex_digit(N) when N < 10 -> $0 + N;
hex_digit(N) -> $a + N - 10.

unhex(Hex) -> << <<(binary_to_integer(<<H, L>>, 16))>> || <<H, L>> <= Hex >>.

url_safe(B) -> << <<(case C of $+ -> $-; $/ -> $_; _ -> C end)>> || <<C>> <= B, C =/= $= >>.

hexdump(Bin) -> hexdump(Bin, 0).
hexdump(<<>>, _) -> ok;
hexdump(Bin, Off) ->
    Take = min(16, byte_size(Bin)),
    <<Line:Take/binary, Rest/binary>> = Bin,
    Hex = string:join([lists:flatten(io_lib:format("~2.16.0b", [B])) || <<B>> <= Line], " "),
    Ascii = [if B >= 32, B < 127 -> B; true -> $. end || <<B>> <= Line],
    io:format("~8.16.0b  ~-47s  |~s|~n", [Off, Hex, Ascii]),
    hexdump(Rest, Off + 16).

main(_) ->
    Inputs = [<<>>, <<"f">>, <<"fo">>, <<"foo">>, <<"foob">>, <<"fooba">>, <<"foobar">>,
              <<"Hello, World!">>, <<0, 1, 2, 253, 254, 255>>,
              list_to_binary(lists:seq(0, 99))],
    lists:foreach(fun(In) ->
        E = encode(In),
        D = decode(E),
        io:format("~s~n  stdlib=~p roundtrip=~p hex=~s~n",
                  [E, E =:= base64:encode(In), D =:= In, hex(binary:part(In, 0, min(8, byte_size(In))))])
    end, Inputs),
    io:format("~p~n", [decode(<<"VHJpaGVhcCBydW5zIEVybGFuZw==">>)]),
    io:format("~p~n", [unhex(<<"48656c6c6f">>)]),
    io:format("~p~n", [base64:decode("YWJj")]),
    io:format("~p~n", [base64:encode_to_string("abc")]),
    io:format("~s~n", [url_safe(encode(<<250, 251, 252, 253, 254, 255>>))]),
    io:format("~s~n", [url_safe(encode(<<"subjects?_d">>))]),
    hexdump(<<"Hello, hexdump! This line is longer than sixteen bytes.", 0, 1, 2, 255>>),
    hexdump(list_to_binary(lists:seq(0, 40))),
    Big = << <<(I rem 256)>> || I <- lists:seq(1, 3000) >>,
    io:format("big: ~p ~p~n", [byte_size(encode(Big)), decode(encode(Big)) =:= Big]),
    ok.
