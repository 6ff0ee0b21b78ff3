-module(uncaught_in_fun).
-export([main/1]).

main(_) ->
    F = fun(X) when X > 0 -> X * 2 end,
    io:format("~p~n", [lists:map(F, [1, 2, 3])]),
    io:format("~p~n", [lists:map(F, [4, 0, 5])]),
    io:format("unreachable~n").
