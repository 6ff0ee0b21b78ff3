-module(funs).
-export([adder/1, twice/0, fact/0, refs/0, nested/2, multi/1]).

adder(N) -> fun(X) -> X + N end.

twice() -> F = fun(G, X) -> G(G(X)) end, F(fun(Y) -> Y * 2 end, 3).

fact() ->
    fun Fact(0) -> 1;
        Fact(N) -> N * Fact(N - 1)
    end.

refs() -> {fun adder/1, fun lists:map/2, fun abs/1}.

nested(A, B) ->
    fun(X) -> fun(Y) -> {A, B, X, Y} end end.

multi(K) ->
    fun({K1, V}) when K1 =:= K -> V;
       (_) -> none
    end.
