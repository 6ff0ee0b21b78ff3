-module(utf8).
-export([main/1]).

codepoints(<<>>) -> [];
codepoints(<<C/utf8, Rest/binary>>) -> [C | codepoints(Rest)].

encode_len(C) when C < 16#80 -> 1;
encode_len(C) when C < 16#800 -> 2;
encode_len(C) when C < 16#10000 -> 3;
encode_len(_) -> 4.

id(X) -> X.

main(_) ->
    Cps = [$A, 16#E9, 16#3BB, 16#20AC, 16#1F600, 16#10FFFF],
    lists:foreach(fun(C) ->
        B = <<C/utf8>>,
        io:format("~.16B: ~w size=~p expected=~p~n", [C, B, byte_size(B), encode_len(C)])
    end, Cps),
    Bin = << <<C/utf8>> || C <- Cps >>,
    io:format("~w~n", [Bin]),
    io:format("~p~n", [codepoints(Bin) =:= Cps]),
    io:format("~p~n", [length(codepoints(Bin))]),
    io:format("~w~n", [unicode:characters_to_list(Bin)]),
    io:format("~p~n", [unicode:characters_to_binary("plain ascii")]),
    io:format("~w~n", [unicode:characters_to_binary([16#20AC], unicode, utf16)]),
    io:format("~w~n", [<<16#1F600/utf16>>]),
    <<C1/utf16, _/binary>> = <<16#1F600/utf16>>,
    io:format("~.16B~n", [C1]),
    io:format("~w~n", [<<16#20AC/utf32-little>>]),
    io:format("~p~n", [try <<(id(16#D800))/utf8>> catch C:R -> {C, R} end]),
    Bad = <<255, 254>>,
    io:format("~p~n", [case Bad of <<_/utf8, _/binary>> -> valid; _ -> invalid end]),
    ok.
