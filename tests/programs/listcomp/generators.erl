-module(generators).
-export([main/1]).

main(_) ->
    io:format("~p~n", [[X * 2 || X <- [1, 2, 3]]]),
    io:format("~p~n", [[X || X <- lists:seq(1, 20), X rem 2 =:= 1]]),
    io:format("~p~n", [[{X, Y} || X <- [1, 2, 3], Y <- [a, b]]]),
    io:format("~p~n", [[{X, Y} || X <- lists:seq(1, 4), Y <- lists:seq(X, 4)]]),
    io:format("~p~n", [[{A, B, C} || C <- lists:seq(1, 30), B <- lists:seq(1, C), A <- lists:seq(1, B), A * A + B * B =:= C * C]]),
    io:format("~p~n", [[X || {ok, X} <- [{ok, 1}, error, {ok, 2}, {error, 3}, {ok, 3}]]]),
    io:format("~p~n", [[K || {K, V} <- [{a, 1}, {b, 2}, {c, 1}], V =:= 1]]),
    io:format("~p~n", [[X || X <- [1, a, "s", 2.0, {t}], is_number(X)]]),
    io:format("~p~n", [[[Y || Y <- lists:seq(1, X)] || X <- lists:seq(1, 4)]]),
    io:format("~p~n", [[X + Y || X <- [10, 20], Y <- [1, 2], X + Y =/= 21]]),
    io:format("~p~n", [[C || C <- "Hello World", C >= $a, C =< $z]]),
    io:format("~p~n", [[X || X <- [], X > 1]]),
    io:format("~p~n", [[true || false]]),
    io:format("~p~n", [[ok || true]]),
    io:format("~p~n", [[X || X <- [1, 2, 3], begin Y = X * X, Y > 3 end]]),
    N = 3,
    io:format("~p~n", [[N || _ <- lists:seq(1, N)]]),
    io:format("~p~n", [[{X, Y} || [X, Y] <- [[1, 2], [3], [4, 5, 6], [7, 8]]]]),
    io:format("~p~n", [length([1 || _ <- lists:seq(1, 100), _ <- lists:seq(1, 100)])]),
    ok.
