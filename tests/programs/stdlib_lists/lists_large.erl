-module(lists_large).
-export([main/1]).

main(Args) ->
    N = case Args of [A] -> list_to_integer(A); [] -> 200000 end,
    L = lists:seq(1, N),
    io:format("~p~n", [lists:sum(L)]),
    io:format("~p~n", [length(lists:reverse(L))]),
    io:format("~p~n", [lists:last(lists:map(fun(X) -> X * 2 end, L))]),
    io:format("~p~n", [length(lists:filter(fun(X) -> X rem 7 =:= 0 end, L))]),
    io:format("~p~n", [lists:foldl(fun(X, Acc) -> (Acc + X * X) rem 1000000007 end, 0, L)]),
    Shuffled = [(X * 7919) rem N || X <- L],
    Sorted = lists:sort(Shuffled),
    io:format("~p ~p~n", [hd(Sorted), lists:last(Sorted)]),
    io:format("~p~n", [length(lists:usort(Shuffled))]),
    io:format("~p~n", [lists:nth(N div 2, Sorted)]),
    {A1, B1} = lists:split(N div 3, L),
    io:format("~p ~p~n", [length(A1), length(B1)]),
    io:format("~p~n", [length(lists:append([L, L, L]))]),
    io:format("~p~n", [length(lists:flatten([[X, [X]] || X <- lists:seq(1, 1000)]))]),
    io:format("~p~n", [length(L -- lists:seq(1, N, 2))]),
    ok.
