-module(higher_order).
-export([main/1]).

map(_, []) -> [];
map(F, [H | T]) -> [F(H) | map(F, T)].

filter(_, []) -> [];
filter(P, [H | T]) ->
    case P(H) of
        true -> [H | filter(P, T)];
        false -> filter(P, T)
    end.

reduce(_, Acc, []) -> Acc;
reduce(F, Acc, [H | T]) -> reduce(F, F(H, Acc), T).

twice(F) -> fun(X) -> F(F(X)) end.

iterate(_, 0, X) -> X;
iterate(F, N, X) -> iterate(F, N - 1, F(X)).

main(_) ->
    L = lists:seq(1, 10),
    io:format("~p~n", [map(fun(X) -> X * X end, L)]),
    io:format("~p~n", [filter(fun(X) -> X rem 3 =:= 0 end, L)]),
    io:format("~p~n", [reduce(fun(X, A) -> X + A end, 0, L)]),
    io:format("~p~n", [reduce(fun(X, A) -> [X | A] end, [], L)]),
    io:format("~p~n", [(twice(fun(X) -> X * 3 end))(2)]),
    io:format("~p~n", [(twice(twice(fun(X) -> X + 1 end)))(0)]),
    io:format("~p~n", [iterate(fun(X) -> X * 2 end, 10, 1)]),
    Ops = [{add, fun erlang:'+'/2}, {sub, fun erlang:'-'/2}, {mul, fun erlang:'*'/2}],
    [io:format("~p: ~p~n", [N, Op(7, 3)]) || {N, Op} <- Ops],
    Sorted = lists:sort(fun({_, A}, {_, B}) -> A >= B end, [{x, 3}, {y, 1}, {z, 2}]),
    io:format("~p~n", [Sorted]),
    Zipped = lists:zipwith(fun(A, B) -> A * B end, [1, 2, 3], [4, 5, 6]),
    io:format("~p~n", [Zipped]),
    io:format("~p~n", [lists:zipwith3(fun(A, B, C) -> A + B + C end, [1, 2], [3, 4], [5, 6])]),
    ok.
