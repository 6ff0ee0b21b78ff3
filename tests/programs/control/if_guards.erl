-module(if_guards).
-export([main/1]).

classify(X) ->
    if
        is_integer(X), X < 0 -> negative;
        is_integer(X), X =:= 0 -> zero;
        is_integer(X), X < 10 -> small;
        is_integer(X) -> large;
        is_float(X) -> float;
        is_atom(X); is_list(X) -> atom_or_list;
        true -> other
    end.

sign(X) -> if X > 0 -> 1; X < 0 -> -1; true -> 0 end.

main(_) ->
    [io:format("~p: ~p~n", [X, classify(X)]) || X <- [-5, 0, 7, 100, 1.5, foo, [1], {t}]],
    io:format("~p~n", [[sign(X) || X <- [-3, 0, 3, -0.5, 0.0]]]),
    R = try if false -> never end catch error:E -> E end,
    io:format("~p~n", [R]),
    ok.
