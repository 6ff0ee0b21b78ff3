-module(lru_cache).
-export([main/1]).

%% An LRU cache built from a map (key -> {value, tick}) and a gb_tree
%% (tick -> key) for recency, plus a simulation comparing cache sizes
%% and an LFU variant.

-record(lru, {cap, tick = 0, items = #{}, order = gb_trees:empty(), hits = 0, misses = 0}).

new(Cap) -> #lru{cap = Cap}.

get(K, C = #lru{items = Items, order = Ord, tick = T}) ->
    case maps:find(K, Items) of
        {ok, {V, Old}} ->
            Ord2 = gb_trees:insert(T, K, gb_trees:delete(Old, Ord)),
            {{ok, V}, C#lru{items = Items#{K => {V, T}}, order = Ord2, tick = T + 1, hits = C#lru.hits + 1}};
        error ->
            {miss, C#lru{misses = C#lru.misses + 1}}
    end.

put(K, V, C = #lru{items = Items, order = Ord, tick = T, cap = Cap}) ->
    Ord1 = case maps:find(K, Items) of
               {ok, {_, Old}} -> gb_trees:delete(Old, Ord);
               error -> Ord
           end,
    Items1 = Items#{K => {V, T}},
    Ord2 = gb_trees:insert(T, K, Ord1),
    C1 = C#lru{items = Items1, order = Ord2, tick = T + 1},
    case map_size(Items1) > Cap of
        true ->
            {_, Evict, Ord3} = gb_trees:take_smallest(Ord2),
            {{evicted, Evict}, C1#lru{items = maps:remove(Evict, Items1), order = Ord3}};
        false -> {ok, C1}
    end.

keys_mru(#lru{order = Ord}) -> lists:reverse(gb_trees:values(Ord)).

fetch(K, C) ->
    case get(K, C) of
        {{ok, V}, C2} -> {V, C2};
        {miss, C2} -> V = K * K, {_, C3} = put(K, V, C2), {V, C3}
    end.

workload(N) -> [((I * I + 3 * I) rem 17) + (I rem 5) * ((I div 40) rem 3) || I <- lists:seq(1, N)].

lfu(Cap, Keys) ->
    {Hits, _} = lists:foldl(fun(K, {H, M}) ->
        case maps:find(K, M) of
            {ok, N} -> {H + 1, M#{K => N + 1}};
            error when map_size(M) < Cap -> {H, M#{K => 1}};
            error ->
                {_, Victim} = lists:min([{N, Key} || {Key, N} <- maps:to_list(M)]),
                {H, (maps:remove(Victim, M))#{K => 1}}
        end
    end, {0, #{}}, Keys),
    Hits.

main(_) ->
    C0 = new(3),
    Steps = [{put, a, 1}, {put, b, 2}, {put, c, 3}, {get, a}, {put, d, 4}, {get, b},
             {get, c}, {put, a, 10}, {put, e, 5}, {get, a}, {get, d}, {get, e}],
    Final = lists:foldl(fun(Step, C) ->
        {R, C2} = case Step of
                      {put, K, V} -> put(K, V, C);
                      {get, K} -> get(K, C)
                  end,
        io:format("~-14w -> ~-14w mru=~w~n", [Step, R, keys_mru(C2)]),
        C2
    end, C0, Steps),
    io:format("hits ~p misses ~p~n", [Final#lru.hits, Final#lru.misses]),
    W = workload(2000),
    lists:foreach(fun(Cap) ->
        {_, C} = lists:foldl(fun(K, {_, Acc}) -> fetch(K, Acc) end, {0, new(Cap)}, W),
        io:format("cap ~2w: lru hits ~4w misses ~4w ratio ~.3f | lfu hits ~4w~n",
                  [Cap, C#lru.hits, C#lru.misses, C#lru.hits / length(W), lfu(Cap, W)])
    end, [1, 2, 4, 8, 16, 32]),
    ok.
