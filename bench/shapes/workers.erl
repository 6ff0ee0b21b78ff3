-module(workers).
-export([main/1]).

%% Large growing heaps: W workers each build an L-element list, map, filter and sort it
%% with a fun, and send the result to the parent.
main([W0, L0]) ->
    W = list_to_integer(W0),
    L = list_to_integer(L0),
    Self = self(),
    [spawn(fun() -> Self ! {done, work(I, L)} end) || I <- lists:seq(1, W)],
    io:format("~p~n", [gather(W, 0)]);
main([]) -> main(["100", "20000"]).

work(I, L) ->
    Xs = [(X * 7919 + I) rem 100003 || X <- lists:seq(1, L)],
    Ys = lists:map(fun(X) -> {X, X * 2} end, Xs),
    Zs = lists:filter(fun({X, _}) -> X rem 3 =/= 0 end, Ys),
    Sorted = lists:sort(fun({A, _}, {B, _}) -> A >= B end, Zs),
    lists:sublist(Sorted, 100).

gather(0, Acc) -> Acc;
gather(N, Acc) ->
    receive {done, R} -> gather(N - 1, Acc + lists:sum([X || {X, _} <- R])) end.
