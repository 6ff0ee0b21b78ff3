-module(badarith_float).
-export([main/1]).

main(_) ->
    io:format("~p~n", [1.0e308 * 1.5 - id(1.0e308)]),
    io:format("~p~n", [id(1.0e308) * 10 - id(0)]),
    ok.

id(X) -> X.
