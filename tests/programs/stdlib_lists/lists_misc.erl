-module(lists_misc).
-export([main/1]).

main(_) ->
    io:format("~p~n", [lists:keysort(2, [{a, 2}, {b, 1}, {c, 2}, {d, 1}])]),
    io:format("~p~n", [lists:foldl(fun(X, {Min, Max}) -> {min(X, Min), max(X, Max)} end, {inf, 0}, [5, 3, 8])]),
    io:format("~p~n", [lists:splitwith(fun(C) -> C =/= $= end, "key=value")]),
    io:format("~p~n", [lists:partition(fun is_atom/1, [a, 1, b, "c", d])]),
    io:format("~p~n", [lists:append("abc", "def")]),
    io:format("~p~n", [lists:nth(3, "hello")]),
    io:format("~p~n", [lists:last([only])]),
    io:format("~p~n", [lists:sum(lists:map(fun(X) -> X * X end, lists:seq(1, 100)))]),
    io:format("~p~n", [lists:reverse(lists:seq(1, 5)) ++ lists:seq(6, 8)]),
    io:format("~p~n", [lists:dropwhile(fun(X) -> X =:= $\s end, "   padded")]),
    io:format("~p~n", [lists:filter(fun(X) -> X > $m end, "the quick brown fox")]),
    io:format("~p~n", [lists:mapfoldl(fun(X, I) -> {{I, X}, I + 1} end, 1, [a, b, c])]),
    io:format("~p~n", [lists:usort(fun({A, _}, {B, _}) -> A =< B end, [{2, x}, {1, y}, {2, z}])]),
    io:format("~p~n", [lists:flatmap(fun(X) -> lists:duplicate(X, X) end, [1, 2, 3])]),
    io:format("~p~n", [lists:foldr(fun(X, Acc) -> [X * 2 | Acc] end, [], [1, 2, 3])]),
    io:format("~p~n", [lists:zip(lists:seq(1, 3), lists:reverse(lists:seq(1, 3)))]),
    io:format("~p~n", [lists:all(fun erlang:is_integer/1, [])]),
    io:format("~p~n", [lists:keystore(x, 1, [], {x, 1})]),
    io:format("~p~n", [lists:sort(lists:map(fun(X) -> -X end, [3, 1, 2]))]),
    ok.
