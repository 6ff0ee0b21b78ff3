-module(map_fold).
-export([main/1]).

main(_) ->
    L = lists:seq(1, 10),
    io:format("~p~n", [lists:map(fun(X) -> X * 3 end, L)]),
    io:format("~p~n", [lists:foldl(fun(X, Acc) -> [X | Acc] end, [], L)]),
    io:format("~p~n", [lists:foldr(fun(X, Acc) -> [X | Acc] end, [], L)]),
    io:format("~p~n", [lists:foldl(fun(X, Acc) -> Acc - X end, 0, L)]),
    io:format("~p~n", [lists:foldr(fun(X, Acc) -> X - Acc end, 0, L)]),
    io:format("~p~n", [lists:filter(fun(X) -> X rem 2 =:= 0 end, L)]),
    io:format("~p~n", [lists:filtermap(fun(X) when X rem 3 =:= 0 -> {true, X * 10}; (X) -> X rem 4 =:= 0 end, L)]),
    io:format("~p~n", [lists:flatmap(fun(X) -> [X, -X] end, [1, 2, 3])]),
    io:format("~p~n", [lists:mapfoldl(fun(X, Sum) -> {X * 2, Sum + X} end, 0, L)]),
    io:format("~p~n", [lists:mapfoldr(fun(X, Acc) -> {{X, Acc}, Acc + 1} end, 0, [a, b, c])]),
    io:format("~p~n", [lists:partition(fun(X) -> X > 4 end, L)]),
    io:format("~p~n", [lists:any(fun(X) -> X > 9 end, L)]),
    io:format("~p~n", [lists:any(fun(X) -> X > 10 end, L)]),
    io:format("~p~n", [lists:all(fun(X) -> X > 0 end, L)]),
    io:format("~p~n", [lists:all(fun(X) -> X > 1 end, L)]),
    io:format("~p ~p~n", [lists:any(fun(_) -> true end, []), lists:all(fun(_) -> false end, [])]),
    lists:foreach(fun(X) -> io:format("item ~p~n", [X]) end, [a, b, c]),
    io:format("~p~n", [lists:takewhile(fun(X) -> X < 5 end, L)]),
    io:format("~p~n", [lists:dropwhile(fun(X) -> X < 5 end, L)]),
    io:format("~p~n", [lists:splitwith(fun(X) -> X < 5 end, L)]),
    io:format("~p~n", [lists:search(fun(X) -> X * X > 50 end, L)]),
    io:format("~p~n", [lists:search(fun(X) -> X > 50 end, L)]),
    io:format("~p~n", [lists:zf(fun(X) -> X > 8 end, L)]),
    ok.
