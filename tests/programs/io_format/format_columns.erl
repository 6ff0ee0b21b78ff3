-module(format_columns).
-export([main/1]).

main(_) ->
    Rows = [{1, "alpha", 3.14159, ok}, {22, "beta", -2.5, error},
            {333, "gamma delta", 1000.0, {tuple, x}}, {4444, "", 0.001, []}],
    [io:format("|~6w|~-12s|~10.3f|~-12w|~n", [A, B, C, D]) || {A, B, C, D} <- Rows],
    [io:format("|~-6w|~12s|~-10.1f|~12w|~n", [A, B, C, D]) || {A, B, C, D} <- Rows],
    [io:format("|~6.6.0w|~12.5s|~10.2e|~n", [A, B, C]) || {A, B, C, _} <- Rows],
    [io:format("~3w~3w~3w~n", [X, X * X, X * X * X]) || X <- lists:seq(1, 6)],
    io:format("~-5.2.xw|~n", [1]),
    io:format("~5.1.xw|~n", [1]),
    ok.
