-module(nqueens).
-export([main/1]).

queens(N) -> queens(N, N).
queens(0, _) -> [[]];
queens(K, N) ->
    [[Q | Qs] || Qs <- queens(K - 1, N), Q <- lists:seq(1, N), safe(Q, Qs, 1)].

safe(_, [], _) -> true;
safe(Q, [Q1 | Qs], D) -> Q =/= Q1 andalso abs(Q - Q1) =/= D andalso safe(Q, Qs, D + 1).

show(Sol) ->
    N = length(Sol),
    [io:format("~s~n", [[if C =:= Q -> $Q; true -> $. end || C <- lists:seq(1, N)]]) || Q <- Sol],
    ok.

main(Args) ->
    Max = case Args of [A] -> list_to_integer(A); _ -> 8 end,
    [io:format("~2w queens: ~p solutions~n", [N, length(queens(N))]) || N <- lists:seq(1, Max)],
    [First | _] = queens(8),
    io:format("first solution for 8: ~p~n", [First]),
    show(First),
    io:format("~p~n", [hd(queens(6))]),
    ok.
