-module(etshash).
-export([main/1]).

%% A set table with N inserts then N lookups, R times: the hash table's cost per object
%% must stay constant as it grows (bench/run-seq.sh, SUITE=shapes).
main([N0, R0]) ->
    N = list_to_integer(N0),
    R = list_to_integer(R0),
    S = lists:sum([run(N) || _ <- lists:seq(1, R)]),
    io:format("~p~n", [S]);
main([]) -> main(["300000", "1"]).

run(N) ->
    T = ets:new(t, [set]),
    insert(T, N),
    Found = lookup(T, N, 0),
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
