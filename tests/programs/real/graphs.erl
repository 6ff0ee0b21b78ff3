-module(graphs).
-export([main/1]).

%% Directed graph algorithms on adjacency maps: BFS, DFS, topological
%% sort (Kahn), cycle detection, strongly connected components (Kosaraju)
%% and shortest hop counts.

from_edges(Edges) ->
    G0 = lists:foldl(fun({A, B}, G) -> (ensure(B, G))#{A => lists:usort([B | maps:get(A, G, [])])} end, #{}, Edges),
    G0.

ensure(V, G) -> case maps:is_key(V, G) of true -> G; false -> G#{V => []} end.

bfs(G, Start) -> bfs(G, queue:from_list([Start]), #{Start => 0}, [Start]).
bfs(G, Q, Seen, Order) ->
    case queue:out(Q) of
        {empty, _} -> {lists:reverse(Order), Seen};
        {{value, V}, Q1} ->
            D = maps:get(V, Seen),
            {Q2, Seen2, Order2} = lists:foldl(fun(N, {QA, SA, OA}) ->
                case maps:is_key(N, SA) of
                    true -> {QA, SA, OA};
                    false -> {queue:in(N, QA), SA#{N => D + 1}, [N | OA]}
                end
            end, {Q1, Seen, Order}, maps:get(V, G)),
            bfs(G, Q2, Seen2, Order2)
    end.

dfs(G, Start) -> lists:reverse(dfs(G, Start, [])).
dfs(G, V, Visited) ->
    case lists:member(V, Visited) of
        true -> Visited;
        false -> lists:foldl(fun(N, Acc) -> dfs(G, N, Acc) end, [V | Visited], maps:get(V, G))
    end.

topo(G) ->
    InDeg = maps:fold(fun(_, Ns, Acc) -> lists:foldl(fun(N, A) -> maps:update_with(N, fun(X) -> X + 1 end, A) end, Acc, Ns) end,
                      maps:map(fun(_, _) -> 0 end, G), G),
    Ready = lists:sort([V || {V, 0} <- maps:to_list(InDeg)]),
    kahn(G, Ready, InDeg, []).

kahn(G, [], InDeg, Acc) ->
    case length(Acc) =:= map_size(G) of
        true -> {ok, lists:reverse(Acc)};
        false -> {cycle, lists:sort([V || {V, D} <- maps:to_list(InDeg), D > 0])}
    end;
kahn(G, [V | Ready], InDeg, Acc) ->
    {InDeg2, New} = lists:foldl(fun(N, {D, R}) ->
        C = maps:get(N, D) - 1,
        {D#{N => C}, if C =:= 0 -> [N | R]; true -> R end}
    end, {InDeg, []}, maps:get(V, G)),
    kahn(G, lists:sort(Ready ++ New), InDeg2, [V | Acc]).

transpose(G) ->
    maps:fold(fun(V, Ns, Acc) -> lists:foldl(fun(N, A) -> maps:update_with(N, fun(L) -> lists:usort([V | L]) end, A) end, Acc, Ns) end,
              maps:map(fun(_, _) -> [] end, G), G).

scc(G) ->
    Order = lists:foldl(fun(V, Acc) -> finish(G, V, Acc) end, {[], []}, lists:sort(maps:keys(G))),
    {_, Stack} = Order,
    T = transpose(G),
    {Comps, _} = lists:foldl(fun(V, {Cs, Seen}) ->
        case lists:member(V, Seen) of
            true -> {Cs, Seen};
            false -> C = dfs_excl(T, V, Seen), {[lists:sort(C -- Seen) | Cs], C}
        end
    end, {[], []}, Stack),
    lists:sort(Comps).

finish(G, V, {Seen, Stack} = Acc) ->
    case lists:member(V, Seen) of
        true -> Acc;
        false ->
            {Seen2, Stack2} = lists:foldl(fun(N, A) -> finish(G, N, A) end, {[V | Seen], Stack}, maps:get(V, G)),
            {Seen2, [V | Stack2]}
    end.

dfs_excl(G, V, Seen) ->
    case lists:member(V, Seen) of
        true -> Seen;
        false -> lists:foldl(fun(N, Acc) -> dfs_excl(G, N, Acc) end, [V | Seen], maps:get(V, G))
    end.

main(_) ->
    Dag = from_edges([{shirt, tie}, {tie, jacket}, {trousers, shoes}, {trousers, belt}, {belt, jacket},
                      {shirt, belt}, {socks, shoes}, {undershorts, trousers}, {undershorts, shoes}, {watch, watch_box}]),
    io:format("topo: ~p~n", [topo(Dag)]),
    io:format("dfs from undershorts: ~p~n", [dfs(Dag, undershorts)]),
    {Order, Dist} = bfs(Dag, shirt),
    io:format("bfs from shirt: ~p ~p~n", [Order, lists:sort(maps:to_list(Dist))]),
    Cyclic = from_edges([{1, 2}, {2, 3}, {3, 1}, {3, 4}, {4, 5}, {5, 6}, {6, 4}, {7, 6}, {7, 8}, {8, 7}, {9, 9}, {10, 1}]),
    io:format("topo: ~p~n", [topo(Cyclic)]),
    io:format("scc: ~p~n", [scc(Cyclic)]),
    io:format("scc(dag) singletons: ~p~n", [lists:all(fun(C) -> length(C) =:= 1 end, scc(Dag))]),
    {O2, D2} = bfs(Cyclic, 10),
    io:format("bfs from 10: ~p, farthest ~p~n", [O2, lists:max([D || {_, D} <- maps:to_list(D2)])]),
    Grid = from_edges([{{X, Y}, {X + 1, Y}} || X <- lists:seq(0, 3), Y <- lists:seq(0, 3)] ++
                      [{{X, Y}, {X, Y + 1}} || X <- lists:seq(0, 4), Y <- lists:seq(0, 2)]),
    {ok, T} = topo(Grid),
    io:format("grid topo first/last: ~p ~p (~p nodes)~n", [hd(T), lists:last(T), length(T)]),
    ok.
