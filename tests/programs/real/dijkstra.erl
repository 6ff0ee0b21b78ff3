-module(dijkstra).
-export([main/1]).

%% Shortest paths with Dijkstra's algorithm; gb_sets as priority queue,
%% maps for distances and predecessors.

graph() ->
    Edges = [{a, b, 7}, {a, c, 9}, {a, f, 14}, {b, c, 10}, {b, d, 15},
             {c, d, 11}, {c, f, 2}, {d, e, 6}, {e, f, 9}, {g, h, 1}],
    lists:foldl(fun({U, V, W}, G) ->
        G1 = maps:update_with(U, fun(L) -> [{V, W} | L] end, [{V, W}], G),
        maps:update_with(V, fun(L) -> [{U, W} | L] end, [{U, W}], G1)
    end, #{}, Edges).

dijkstra(G, Src) ->
    loop(G, gb_sets:singleton({0, Src}), #{Src => 0}, #{}).

loop(G, Q, Dist, Prev) ->
    case gb_sets:is_empty(Q) of
        true -> {Dist, Prev};
        false ->
            {{D, U}, Q1} = gb_sets:take_smallest(Q),
            case D > maps:get(U, Dist) of
                true -> loop(G, Q1, Dist, Prev);
                false ->
                    {Q2, Dist2, Prev2} =
                        lists:foldl(fun({V, W}, {QAcc, DAcc, PAcc}) ->
                            Alt = D + W,
                            case maps:find(V, DAcc) of
                                {ok, Old} when Old =< Alt -> {QAcc, DAcc, PAcc};
                                _ -> {gb_sets:add({Alt, V}, QAcc), DAcc#{V => Alt}, PAcc#{V => U}}
                            end
                        end, {Q1, Dist, Prev}, lists:sort(maps:get(U, G, []))),
                    loop(G, Q2, Dist2, Prev2)
            end
    end.

path(Prev, Src, Dst) -> path(Prev, Src, Dst, [Dst]).
path(_, Src, Src, Acc) -> Acc;
path(Prev, Src, Node, Acc) ->
    case maps:find(Node, Prev) of
        {ok, P} -> path(Prev, Src, P, [P | Acc]);
        error -> unreachable
    end.

%% all-pairs shortest paths (Floyd-Warshall) over a map {I, J} -> Dist
floyd(G) ->
    Vs = lists:sort(maps:keys(G)),
    D0 = maps:from_list([{{I, J}, if I =:= J -> 0; true -> infinity end} || I <- Vs, J <- Vs]),
    D1 = maps:fold(fun(U, Es, D) -> lists:foldl(fun({V, W}, Acc) -> Acc#{{U, V} => min_d(W, maps:get({U, V}, Acc))} end, D, Es) end, D0, G),
    lists:foldl(fun(K, D) ->
        maps:map(fun({I, J}, Dij) -> min_d(Dij, add_d(maps:get({I, K}, D), maps:get({K, J}, D))) end, D)
    end, D1, Vs).

add_d(infinity, _) -> infinity;
add_d(_, infinity) -> infinity;
add_d(A, B) -> A + B.

min_d(infinity, B) -> B;
min_d(A, infinity) -> A;
min_d(A, B) -> min(A, B).

print_matrix(D, Vs) ->
    io:format("    ~s~n", [[io_lib:format("~4w", [V]) || V <- Vs]]),
    [io:format("~4w~s~n", [I, [case maps:get({I, J}, D) of infinity -> "   -"; X -> io_lib:format("~4w", [X]) end || J <- Vs]]) || I <- Vs],
    ok.

main(_) ->
    G = graph(),
    io:format("nodes: ~p~n", [lists:sort(maps:keys(G))]),
    {Dist, Prev} = dijkstra(G, a),
    lists:foreach(fun(N) ->
        case maps:find(N, Dist) of
            {ok, D} -> io:format("a -> ~p: ~3w via ~p~n", [N, D, path(Prev, a, N)]);
            error -> io:format("a -> ~p: unreachable~n", [N])
        end
    end, lists:sort(maps:keys(G))),
    %% grid graph
    N = 12,
    Grid = maps:from_list([{{X, Y}, [{{X + DX, Y + DY}, 1 + ((X * 7 + Y * 13) rem 5)}
                                      || {DX, DY} <- [{1, 0}, {0, 1}, {-1, 0}, {0, -1}],
                                         X + DX >= 0, X + DX < N, Y + DY >= 0, Y + DY < N]}
                           || X <- lists:seq(0, N - 1), Y <- lists:seq(0, N - 1)]),
    {GD, GP} = dijkstra(Grid, {0, 0}),
    io:format("grid dist to corner: ~p~n", [maps:get({N - 1, N - 1}, GD)]),
    io:format("path length: ~p~n", [length(path(GP, {0, 0}, {N - 1, N - 1}))]),
    io:format("max dist: ~p~n", [lists:max(maps:values(GD))]),
    FW = floyd(G),
    print_matrix(FW, lists:sort(maps:keys(G))),
    Agree = lists:all(fun(N) -> maps:get({a, N}, FW) =:= maps:get(N, Dist, infinity) end, maps:keys(G)),
    io:format("floyd agrees with dijkstra: ~p~n", [Agree]),
    ok.
