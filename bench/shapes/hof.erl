-module(hof).
-export([main/1]).

%% Higher-order list code: map, filter, foldl, sort with a fun and comprehensions over
%% funs, on an L-element list, R times.
main([L0, R0]) ->
    L = list_to_integer(L0),
    R = list_to_integer(R0),
    Xs = [(X * 7919) rem 100003 || X <- lists:seq(1, L)],
    io:format("~p~n", [lists:sum([round(Xs, I) || I <- lists:seq(1, R)])]);
main([]) -> main(["200000", "40"]).

round(Xs, I) ->
    F = fun(X) -> X * 3 + I end,
    Ys = lists:map(F, Xs),
    Zs = lists:filter(fun(X) -> X band 1 =:= 0 end, Ys),
    S = lists:foldl(fun(X, Acc) -> X + Acc end, 0, Zs),
    Ws = [G(X) || X <- lists:sublist(Zs, 1000), G <- [fun(Y) -> Y + 1 end, F]],
    Sorted = lists:sort(fun(A, B) -> A > B end, lists:sublist(Ys, 20000)),
    S + lists:sum(Ws) + hd(Sorted) + length([X || X <- Ys, X rem 5 =:= 0]).
