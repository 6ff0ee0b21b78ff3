-module(closures).
-export([main/1]).

make_adder(N) -> fun(X) -> X + N end.

make_counter(Start) ->
    fun(Inc) -> Start + Inc end.

compose(F, G) -> fun(X) -> F(G(X)) end.

curry(F) -> fun(A) -> fun(B) -> F(A, B) end end.

main(_) ->
    Add5 = make_adder(5),
    Add10 = make_adder(10),
    io:format("~p ~p~n", [Add5(1), Add10(1)]),
    C = make_counter(100),
    io:format("~p~n", [C(23)]),
    Inc = fun(X) -> X + 1 end,
    Dbl = fun(X) -> X * 2 end,
    io:format("~p ~p~n", [(compose(Inc, Dbl))(5), (compose(Dbl, Inc))(5)]),
    Mul = curry(fun(A, B) -> A * B end),
    Times3 = Mul(3),
    io:format("~p~n", [[Times3(X) || X <- [1, 2, 3]]]),
    Fs = [make_adder(I) || I <- lists:seq(1, 5)],
    io:format("~p~n", [[F(100) || F <- Fs]]),
    A = 1, B = 2, Cc = {three, 3},
    Big = fun(X) -> {X, A, B, Cc} end,
    io:format("~p~n", [Big(0)]),
    Pipeline = lists:foldl(fun compose/2, fun(X) -> X end, [Inc, Dbl, Inc, Dbl]),
    io:format("~p~n", [Pipeline(1)]),
    Nested = fun(X) -> fun(Y) -> fun(Z) -> X + Y + Z end end end,
    io:format("~p~n", [((Nested(1))(2))(3)]),
    io:format("~p~n", [is_function(Inc)]),
    io:format("~p ~p~n", [is_function(Inc, 1), is_function(Inc, 2)]),
    io:format("~p~n", [(fun() -> no_args end)()]),
    ok.
