-module(fun_arity).
-export([main/1]).

apply_all(Fs, Args) -> [apply(F, Args) || F <- Fs].

main(_) ->
    F0 = fun() -> zero end,
    F1 = fun(A) -> {one, A} end,
    F2 = fun(A, B) -> {two, A, B} end,
    F3 = fun(A, B, C) -> {three, A, B, C} end,
    io:format("~p~n", [[F0(), F1(a), F2(a, b), F3(a, b, c)]]),
    io:format("~p~n", [[is_function(F, N) || F <- [F0, F1, F2, F3], N <- [0, 1, 2, 3]]]),
    io:format("~p~n", [apply_all([F2, fun(X, Y) -> X + Y end], [1, 2])]),
    io:format("~p~n", [apply(F3, [x, y, z])]),
    Multi = fun(X) when is_integer(X) -> int;
               (X) when is_atom(X) -> atom;
               ([_ | _]) -> list;
               (_) -> other
            end,
    io:format("~p~n", [[Multi(X) || X <- [1, a, [1], {}]]]),
    io:format("~p~n", [[F || {F, _} <- [{1, 2}, {3, 4}]]]),
    ok.
