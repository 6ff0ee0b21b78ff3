-module(binwalk).
-export([main/1]).

%% A loop over a binary, the idiom of every parser: `f(<<X, Rest/binary>>, S) -> f(Rest, ..)`
%% over N bytes, R times.
main([N0, R0]) ->
    N = list_to_integer(N0),
    R = list_to_integer(R0),
    B = list_to_binary([X band 255 || X <- lists:seq(1, N)]),
    io:format("~p~n", [lists:sum([checksum(B, I) || I <- lists:seq(1, R)])]);
main([]) -> main(["1000000", "100"]).

checksum(<<>>, S) -> S;
checksum(<<X, Rest/binary>>, S) -> checksum(Rest, (S * 31 + X) rem 1000003).
