-module(big_binaries).
-export([main/1]).

checksum(Bin) -> checksum(Bin, 0).
checksum(<<>>, Acc) -> Acc;
checksum(<<B, Rest/binary>>, Acc) -> checksum(Rest, (Acc * 31 + B) rem 1000000007).

main(_) ->
    B1 = list_to_binary(lists:seq(0, 255)),
    io:format("~p ~p~n", [byte_size(B1), checksum(B1)]),
    io:format("~w~n", [binary:part(B1, 250, 6)]),
    B2 = binary:copy(<<"0123456789">>, 100),
    io:format("~p ~p~n", [byte_size(B2), checksum(B2)]),
    <<_:500/binary, Mid:10/binary, _/binary>> = B2,
    io:format("~p~n", [Mid]),
    B3 = << <<X:32>> || X <- lists:seq(1, 1000) >>,
    io:format("~p~n", [byte_size(B3)]),
    Sum = lists:sum([X || <<X:32>> <= B3]),
    io:format("~p~n", [Sum]),
    B4 = iolist_to_binary([integer_to_list(I) || I <- lists:seq(1, 100)]),
    io:format("~p~n", [B4]),
    B5 = build(<<>>, 0),
    io:format("~p ~p~n", [byte_size(B5), checksum(B5)]),
    io:format("~w~n", [binary:part(B5, byte_size(B5) - 20, 20)]),
    io:format("~p~n", [<<"a long binary that is definitely longer than sixty-four bytes, for sure">>]),
    io:format("~p~n", [binary:copy(<<1, 2, 3>>, 30)]),
    ok.

build(Acc, 10000) -> Acc;
build(Acc, N) -> build(<<Acc/binary, (N rem 251)>>, N + 1).
