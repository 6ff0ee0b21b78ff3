-module(guard_filters).
-export([main/1]).

%% A filter that is a valid guard expression is evaluated as a guard:
%% an exception in it just makes the filter false.  A filter that is not a
%% guard expression (e.g. calls a local function) propagates exceptions.

is_small(X) -> X < 10.

main(_) ->
    Items = [a, {b}, {label, 1}, "str", 5, {label}],
    io:format("~p~n", [[I || I <- Items, element(1, I) =/= label]]),
    io:format("~p~n", [[I || I <- Items, element(1, I) =:= label]]),
    io:format("~p~n", [[X || X <- [1, 0, 2, a], 10 div X > 2]]),
    io:format("~p~n", [[X || X <- [[1], [], [2, 3], x], hd(X) > 0]]),
    io:format("~p~n", [[X || X <- [1, 2, 30], is_small(X)]]),
    io:format("~p~n", [try [X || X <- [1, a], is_small(X + 1)] catch error:E -> {caught, E} end]),
    io:format("~p~n", [[X || X <- [{1, 2}, {3}, [4]], tuple_size(X) > 1]]),
    io:format("~p~n", [[X || X <- [1, 2, 3], X]]) .
