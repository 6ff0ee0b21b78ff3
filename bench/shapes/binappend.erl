-module(binappend).
-export([main/1]).

%% A binary built by appending one byte at a time, the common idiom, R times.
main([N0, R0]) ->
    N = list_to_integer(N0),
    R = list_to_integer(R0),
    Sizes = [byte_size(build(N, <<>>)) || _ <- lists:seq(1, R)],
    B = build(N, <<>>),
    io:format("~p ~p ~p~n", [lists:sum(Sizes), checksum(B, 0), binary:last(B)]);
main([]) -> main(["1000000", "5"]).

build(0, Acc) -> Acc;
build(N, Acc) -> build(N - 1, <<Acc/binary, (N band 255)>>).

checksum(<<>>, S) -> S;
checksum(<<X, Rest/binary>>, S) -> checksum(Rest, (S * 31 + X) rem 1000003).
