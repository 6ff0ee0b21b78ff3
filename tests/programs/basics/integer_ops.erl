-module(integer_ops).
-export([main/1]).

isqrt(N) when N < 2 -> N;
isqrt(N) -> isqrt(N, N div 2).
isqrt(N, X) ->
    Y = (X + N div X) div 2,
    if Y >= X -> X; true -> isqrt(N, Y) end.

popcount(0) -> 0;
popcount(N) -> (N band 1) + popcount(N bsr 1).

main(Args) ->
    Ns = [list_to_integer(A) || A <- Args],
    [io:format("~p: isqrt=~p popcount=~p bits=~p~n",
               [N, isqrt(N), popcount(N), length(integer_to_list(N, 2))]) || N <- Ns],
    io:format("~p~n", [isqrt(1 bsl 200)]),
    io:format("~p~n", [[N band (N - 1) || N <- [1, 2, 3, 4, 6, 8, 12, 255, 256]]]),
    io:format("~p~n", [[N bxor (N bsr 1) || N <- lists:seq(0, 15)]]),
    io:format("~p~n", [lists:foldl(fun(X, A) -> A bxor X end, 0, lists:seq(1, 1000))]),
    io:format("~p~n", [(1 bsl 64) - 1 band 16#FFFF0000FFFF0000]),
    io:format("~p~n", [-(1 bsl 64) bor 1]),
    io:format("~p~n", [-(1 bsl 64) band ((1 bsl 70) - 1)]),
    io:format("~p~n", [bnot -(1 bsl 64)]),
    io:format("~p~n", [(-12345678901234567890) bxor 987654321]),
    io:format("~p~n", [-1 bsr 100]),
    io:format("~p~n", [1 bsr 100]),
    io:format("~p~n", [12345678901234567890 div -7]),
    io:format("~p~n", [12345678901234567890 rem -7]),
    ok.
