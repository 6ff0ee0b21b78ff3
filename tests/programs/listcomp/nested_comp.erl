-module(nested_comp).
-export([main/1]).

transpose([[] | _]) -> [];
transpose(M) -> [[H || [H | _] <- M] | transpose([T || [_ | T] <- M])].

matmul(A, B) ->
    BT = transpose(B),
    [[lists:sum([X * Y || {X, Y} <- lists:zip(Row, Col)]) || Col <- BT] || Row <- A].

primes(N) -> [P || P <- lists:seq(2, N), lists:all(fun(D) -> P rem D =/= 0 end, lists:seq(2, trunc(math:sqrt(P))))].

main(_) ->
    M = [[1, 2, 3], [4, 5, 6]],
    io:format("~p~n", [transpose(M)]),
    io:format("~p~n", [matmul(M, transpose(M))]),
    io:format("~p~n", [primes(100)]),
    Grid = [[{R, C} || C <- lists:seq(1, 3)] || R <- lists:seq(1, 3)],
    io:format("~p~n", [Grid]),
    io:format("~p~n", [[lists:sum(Row) || Row <- [[R * C || C <- lists:seq(1, 5)] || R <- lists:seq(1, 5)]]]),
    Words = ["apple", "banana", "cherry", "date"],
    io:format("~p~n", [[{W, length(W)} || W <- Words, length(W) > 4]]),
    io:format("~p~n", [[string:to_upper(W) || W <- Words]]),
    io:format("~p~n", [lists:append([[X, X] || X <- [a, b, c]])]),
    io:format("~p~n", [[{I, J} || I <- lists:seq(1, 3), J <- lists:seq(1, 3), I =/= J]]),
    ok.
