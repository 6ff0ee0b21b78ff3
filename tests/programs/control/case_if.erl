-module(case_if).
-export([main/1]).

grade(N) ->
    if
        N >= 90 -> a;
        N >= 80 -> b;
        N >= 70 -> c;
        N >= 60 -> d;
        true -> f
    end.

describe(X) ->
    case X of
        {ok, V} when V > 100 -> "big ok";
        {ok, _} -> "ok";
        {error, Reason} -> "error: " ++ atom_to_list(Reason);
        [] -> "empty";
        [_ | _] -> "list";
        _ -> "unknown"
    end.

main(_) ->
    [io:format("~p -> ~p~n", [N, grade(N)]) || N <- [95, 85, 75, 65, 55, 90, 0]],
    [io:format("~p -> ~s~n", [X, describe(X)])
     || X <- [{ok, 500}, {ok, 5}, {error, enoent}, [], [1], 42]],
    Y = case 3 > 2 of true -> yes; false -> no end,
    io:format("~p~n", [Y]),
    Z = if 1 > 2 -> a; 2 > 1 -> b end,
    io:format("~p~n", [Z]),
    Nested = case {1, 2} of
                 {1, B} -> case B of 2 -> inner_two; _ -> inner_other end;
                 _ -> outer
             end,
    io:format("~p~n", [Nested]),
    ok.
