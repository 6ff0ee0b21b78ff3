-module(bin_builders).
-export([main/1]).

%% Building binaries incrementally (appending in loops) and with iolists.

build_append(N) -> build_append(N, <<>>).
build_append(0, Acc) -> Acc;
build_append(N, Acc) -> build_append(N - 1, <<Acc/binary, (N rem 256):8, "-">>).

build_iolist(N) -> iolist_to_binary([[<<(I rem 256):8>>, "-"] || I <- lists:seq(N, 1, -1)]).

join(Sep, Bins) -> join(Sep, Bins, <<>>).
join(_, [], Acc) -> Acc;
join(_, [B], Acc) -> <<Acc/binary, B/binary>>;
join(Sep, [B | Bs], Acc) -> join(Sep, Bs, <<Acc/binary, B/binary, Sep/binary>>).

main(_) ->
    A = build_append(1000),
    B = build_iolist(1000),
    io:format("~p ~p ~p~n", [byte_size(A), byte_size(B), A =:= B]),
    io:format("~w~n", [binary:part(A, 0, 20)]),
    io:format("~p~n", [join(<<", ">>, [<<"a">>, <<"bb">>, <<"ccc">>])]),
    io:format("~p~n", [join(<<>>, [])]),
    Bits = lists:foldl(fun(I, Acc) -> <<Acc/bitstring, (I rem 2):1>> end, <<>>, lists:seq(1, 20)),
    io:format("~p ~p~n", [Bits, bit_size(Bits)]),
    Nested = iolist_to_binary([<<"start">>, [[[$:, <<"deep">>]]], [], <<>>, "end"]),
    io:format("~p~n", [Nested]),
    io:format("~p~n", [iolist_size([[], [[]], <<>>])]),
    io:format("~p~n", [list_to_binary(lists:duplicate(3, <<"ab">>))]),
    ok.
