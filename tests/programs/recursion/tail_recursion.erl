-module(tail_recursion).
-export([main/1]).

count(0, Acc) -> Acc;
count(N, Acc) -> count(N - 1, Acc + 1).

sum_to(0, Acc) -> Acc;
sum_to(N, Acc) -> sum_to(N - 1, Acc + N).

loop_fun(N) ->
    L = fun Loop(0, A) -> A; Loop(K, A) -> Loop(K - 1, A bxor K) end,
    L(N, 0).

reverse([], Acc) -> Acc;
reverse([H | T], Acc) -> reverse(T, [H | Acc]).

main(Args) ->
    N = case Args of [S] -> list_to_integer(S); [] -> 1000000 end,
    io:format("~p~n", [count(N, 0)]),
    io:format("~p~n", [sum_to(N, 0)]),
    io:format("~p~n", [loop_fun(N)]),
    io:format("~p~n", [count(3 * N, 0)]),
    L = reverse(lists:seq(1, N), []),
    io:format("~p ~p~n", [hd(L), length(L)]),
    ok.
