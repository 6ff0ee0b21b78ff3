-module(bigmap).
-export([main/1]).

%% A map grown one key at a time with Acc#{K => V}, then looked up and updated.
main([N0, R0]) ->
    N = list_to_integer(N0),
    R = list_to_integer(R0),
    Sums = [run(N, I) || I <- lists:seq(1, R)],
    io:format("~p~n", [lists:sum(Sums)]);
main([]) -> main(["1000000", "3"]).

run(N, I) ->
    M = grow(N, I, #{}),
    M2 = maps:fold(fun(K, V, Acc) when K rem 7 =:= 0 -> Acc#{K := V + 1};
                      (_, _, Acc) -> Acc end, M, M),
    lookups(N, M2, 0) + map_size(M2).

grow(0, _, M) -> M;
grow(K, I, M) -> grow(K - 1, I, M#{(K * 7919 + I) rem 10000019 => K}).

lookups(0, _, Acc) -> Acc;
lookups(K, M, Acc) ->
    case M of
        #{K := V} -> lookups(K - 1, M, Acc + V);
        _ -> lookups(K - 1, M, Acc)
    end.
