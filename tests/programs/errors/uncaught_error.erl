-module(uncaught_error).
-export([main/1]).

main(_) ->
    io:format("line one~n"),
    io:format("line two~n"),
    X = list_to_integer("3"),
    io:format("~p~n", [10 div (X - 3)]),
    io:format("never printed~n").
