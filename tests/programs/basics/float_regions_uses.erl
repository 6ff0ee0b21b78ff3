-module(float_regions_uses).
%% Results of float regions used by closures, messages, try, binaries and comprehensions.
-export([main/1]).
main(_) ->
    F = mk(1.5, 2.5),
    io:format("~p~n", [F()]),
    io:format("~p~n", [rec(3.0)]),
    io:format("~p~n", [try_it(2.0)]),
    io:format("~p~n", [bin(2.0)]),
    io:format("~p~n", [lc([1.0, 2.0])]).
mk(X, Y) ->
    A = X * Y,
    B = A + X,
    fun() -> {A, B} end.
rec(X) ->
    A = X * X,
    B = A - 1.0,
    self() ! {B, A},
    receive {P, Q} -> P + Q end.
try_it(X) ->
    A = X * 2.0,
    B = A / 4.0,
    try B * 3 of V -> {V, A} catch _:_ -> error end.
bin(X) ->
    A = X * 2.0,
    B = A + 1.5,
    <<A/float, B/float>>.
lc(L) ->
    [begin A = X * 2.0, B = A + X, {A, B} end || X <- L].
