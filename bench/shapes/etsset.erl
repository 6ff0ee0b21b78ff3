-module(etsset).
-export([main/1]).

%% An ETS table with N inserts, N lookups and N/2 deletes, R times, for a set and an
%% ordered_set.
main([N0, R0]) ->
    N = list_to_integer(N0),
    R = list_to_integer(R0),
    S = lists:sum([run(set, N) + run(ordered_set, N) || _ <- lists:seq(1, R)]),
    io:format("~p~n", [S]);
main([]) -> main(["300000", "4"]).

run(Type, N) ->
    T = ets:new(t, [Type]),
    insert(T, N),
    Found = lookup(T, N, 0),
    delete(T, N),
    Size = ets:info(T, size),
    ets:delete(T),
    Found + Size.

key(K) -> (K * 7919) rem 1000003.

insert(_, 0) -> ok;
insert(T, K) -> ets:insert(T, {key(K), K}), insert(T, K - 1).

lookup(_, 0, Acc) -> Acc;
lookup(T, K, Acc) ->
    [{_, V}] = ets:lookup(T, key(K)),
    lookup(T, K - 1, Acc + V).

delete(_, K) when K =< 0 -> ok;
delete(T, K) -> ets:delete(T, key(K)), delete(T, K - 2).
