-module(numeric).
-export([main/1]).

main(_) ->
    io:format("~p~n", [lists:seq(1, 10)]),
    io:format("~p~n", [lists:seq(1, 10, 3)]),
    io:format("~p~n", [lists:seq(10, 1, -2)]),
    io:format("~p~n", [lists:seq(5, 4)]),
    io:format("~p~n", [lists:seq(1, 1)]),
    io:format("~p~n", [lists:sum([1, 2, 3.5])]),
    io:format("~p~n", [lists:sum([])]),
    io:format("~p~n", [lists:max([3, 9, 2])]),
    io:format("~p~n", [lists:min([3, 9, 2])]),
    io:format("~p~n", [lists:max([1, 1.0])]),
    io:format("~p~n", [lists:min([1.0, 1])]),
    io:format("~p~n", [lists:max(["b", "abc", "c"])]),
    io:format("~p~n", [lists:zip([1, 2, 3], [a, b, c])]),
    io:format("~p~n", [lists:unzip([{1, a}, {2, b}])]),
    io:format("~p~n", [lists:zip3([1, 2], [a, b], ["x", "y"])]),
    io:format("~p~n", [lists:unzip3([{1, a, x}, {2, b, y}])]),
    io:format("~p~n", [lists:zipwith(fun(X, Y) -> X + Y end, [1, 2], [10, 20])]),
    Prod = lists:foldl(fun(X, A) -> X * A end, 1, lists:seq(1, 25)),
    io:format("~p~n", [Prod]),
    Avg = lists:sum(lists:seq(1, 99)) / 99,
    io:format("~p~n", [Avg]),
    io:format("~p~n", [length(lists:seq(1, 100000))]),
    ok.
