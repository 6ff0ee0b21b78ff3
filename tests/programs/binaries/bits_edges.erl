-module(bits_edges).
-export([main/1]).
%% Unaligned integer segments in both byte orders, utf8/16/32 segments built
%% and matched (also at unaligned positions), sub-binaries, binary:split/3
%% options.
main(_) ->
    B = <<3:2, 1000:11, -5:7/signed, 7:3/little, 16#1234:13/little, 1:1>>,
    io:format("~p ~p~n", [B, bit_size(B)]),
    <<A:2, C:11, D:7/signed, E:3/little, F:13/little, G:1>> = B,
    io:format("~p~n", [[A, C, D, E, F, G]]),
    <<_:3, Sub:20/bitstring, Rest/bitstring>> = B,
    io:format("~p ~p~n", [Sub, Rest]),
    <<X:5/little-signed-unit:3>> = <<200, 3:7>>, io:format("~p~n", [X]),
    U = [<<C1/utf8>> || C1 <- [0, $a, 16#7FF, 16#800, 16#FFFF, 16#10000, 16#10FFFF]],
    io:format("~p~n", [U]),
    U16 = [{<<C1/utf16>>, <<C1/utf16-little>>} || C1 <- [$a, 16#FFFF, 16#10000, 16#10FFFF]],
    io:format("~p~n", [U16]),
    U32 = [{<<C1/utf32>>, <<C1/utf32-little>>} || C1 <- [$a, 16#10FFFF]],
    io:format("~p~n", [U32]),
    [begin <<C2/utf8, R2/binary>> = Bin, io:format("~p ~p~n", [C2, R2]) end || Bin <- U],
    <<C3/utf16-little, C4/utf16, C5/utf32-little>> = <<16#10000/utf16-little, $z/utf16, 16#10FFFF/utf32-little>>,
    io:format("~p~n", [[C3, C4, C5]]),
    io:format("~p~n", [reason(fun() -> <<16#D800/utf8>> end)]),
    io:format("~p~n", [reason(fun() -> <<16#110000/utf16>> end)]),
    io:format("~p~n", [case <<16#ED, 16#A0, 16#80>> of <<Q/utf8>> -> Q; _ -> nomatch end]),
    io:format("~p~n", [case <<16#C0, 16#80>> of <<Q2/utf8>> -> Q2; _ -> nomatch end]),
    io:format("~p~n", [case <<16#D800:16>> of <<Q3/utf16>> -> Q3; _ -> nomatch end]),
    io:format("~p~n", [case <<1:1, 16#61>> of <<_:1, Q4/utf8>> -> Q4; _ -> nomatch end]),
    io:format("~p~n", [<<1:1, 16#1F600/utf8, 2:3>>]),
    S = <<"a,b,,c,,">>,
    Opts = [[], [global], [trim], [global, trim], [global, trim_all], [trim_all], [{scope, {2, 4}}], [global, {scope, {1, 5}}], [global, {scope, {0, 8}}, trim_all]],
    [io:format("~p ~p~n", [O, binary:split(S, [<<",">>], O)]) || O <- Opts],
    io:format("~p~n", [binary:split(<<"abcabc">>, [<<"bc">>, <<"b">>], [global])]),
    io:format("~p~n", [binary:split(<<",,">>, <<",">>, [global, trim])]),
    io:format("~p~n", [binary:split(<<",,">>, <<",">>, [global, trim_all])]),
    io:format("~p~n", [binary:split(<<>>, <<",">>, [global])]),
    io:format("~p~n", [reason(fun() -> binary:split(<<"a">>, <<>>) end)]),
    io:format("~p~n", [reason(fun() -> binary:split(<<"abc">>, <<"b">>, [{scope, {2, 5}}]) end)]),
    io:format("~p~n", [binary:split(<<"abcabc">>, <<"c">>, [{scope, {6, -3}}, global])]),
    ok.

reason(F) ->
    try F() catch C:R -> {C, R} end.
