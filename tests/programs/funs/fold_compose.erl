-module(fold_compose).
-export([main/1]).

compose(Fs) -> lists:foldr(fun(F, Acc) -> fun(X) -> F(Acc(X)) end end, fun(X) -> X end, Fs).

partial(F, A) -> fun(B) -> F(A, B) end.

flip(F) -> fun(A, B) -> F(B, A) end.

memoize_list(F, Xs) -> lists:foldl(fun(X, M) -> M#{X => F(X)} end, #{}, Xs).

main(_) ->
    Inc = partial(fun erlang:'+'/2, 1),
    Half = partial(flip(fun erlang:'div'/2), 2),
    F = compose([Inc, Half, Inc]),
    io:format("~p~n", [[F(X) || X <- lists:seq(0, 10)]]),
    Sub = flip(fun erlang:'-'/2),
    io:format("~p~n", [Sub(1, 10)]),
    io:format("~p~n", [lists:foldl(Sub, 0, [1, 2, 3])]),
    M = memoize_list(fun(X) -> X * X * X end, lists:seq(1, 6)),
    io:format("~p~n", [M]),
    Counter = lists:foldl(fun(_, {N, Fs}) -> {N + 1, [fun() -> N end | Fs]} end, {0, []}, lists:seq(1, 5)),
    io:format("~p~n", [[G() || G <- element(2, Counter)]]),
    ok.
