-module(higher_order).
-export([main/1]).

%% A fun builds the messages; map/2 and the fold are this module's own.
main(_) ->
    P = spawn(fun sink/0),
    Tag = {batch, 1},
    Msgs = map(fun (X) -> {item, X, Tag} end, [1, 2, 3]),
    each(fun (M) -> P ! M end, Msgs),
    Sum = fold(fun (X, Acc) -> {X, Acc} end, start, [4, 5]),
    io:format("~p~n", [Sum]),
    P ! stop.

map(F, [X | Xs]) -> [F(X) | map(F, Xs)];
map(_, []) -> [].

each(F, [X | Xs]) -> F(X), each(F, Xs);
each(_, []) -> ok.

fold(F, Acc, [X | Xs]) -> fold(F, F(X, Acc), Xs);
fold(_, Acc, []) -> Acc.

sink() ->
    receive
        stop -> ok;
        _ -> sink()
    end.
