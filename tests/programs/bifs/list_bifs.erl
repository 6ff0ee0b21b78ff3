-module(list_bifs).
-export([main/1]).

main(_) ->
    io:format("~p~n", [[1, 2] ++ [3]]),
    io:format("~p~n", [erlang:'++'([a], [b])]),
    io:format("~p~n", [erlang:'--'([a, b, a], [a])]),
    io:format("~p~n", [lists:member(2, [1, 2])]),
    io:format("~p~n", [lists:reverse([1, 2, 3], [0])]),
    io:format("~p~n", [lists:keyfind(b, 1, [{a, 1}, {b, 2}])]),
    io:format("~p~n", [lists:keymember(z, 1, [{a, 1}])]),
    io:format("~p~n", [lists:keysearch(a, 1, [{a, 1}])]),
    io:format("~p~n", [erlang:length(lists:seq(1, 1000))]),
    io:format("~p~n", [[] ++ []]),
    io:format("~p~n", [[1] ++ 2]),
    io:format("~p~n", ["abc" -- "b"]),
    io:format("~p~n", [lists:seq(1, 20) -- lists:seq(2, 20, 2)]),
    io:format("~p~n", [erlang:'+'(1, 2)]),
    io:format("~p~n", [erlang:'=:='(1, 1.0)]),
    io:format("~p~n", [erlang:'not'(true)]),
    io:format("~p~n", [erlang:element(1, {z})]),
    io:format("~p~n", [apply(erlang, '*', [6, 7])]),
    ok.
