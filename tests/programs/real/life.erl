-module(life).
-export([main/1]).

%% Conway's game of life on a set of live cells (maps as sets), on a
%% bounded grid for display.

parse(Rows) ->
    maps:from_list([{{X, Y}, true} || {Y, Row} <- lists:zip(lists:seq(0, length(Rows) - 1), Rows),
                                      {X, C} <- lists:zip(lists:seq(0, length(Row) - 1), Row), C =:= $#]).

neighbours({X, Y}) -> [{X + DX, Y + DY} || DX <- [-1, 0, 1], DY <- [-1, 0, 1], {DX, DY} =/= {0, 0}].

step(Live) ->
    Counts = lists:foldl(fun(C, Acc) ->
        lists:foldl(fun(N, A) -> maps:update_with(N, fun(V) -> V + 1 end, 1, A) end, Acc, neighbours(C))
    end, #{}, maps:keys(Live)),
    maps:from_list([{C, true} || {C, N} <- maps:to_list(Counts),
                                 N =:= 3 orelse (N =:= 2 andalso maps:is_key(C, Live))]).

show(Live, W, H) ->
    [io:format("~s~n", [[case maps:is_key({X, Y}, Live) of true -> $#; false -> $. end || X <- lists:seq(0, W - 1)]])
     || Y <- lists:seq(0, H - 1)],
    ok.

run(_, 0) -> [];
run(L, N) -> [L | run(step(L), N - 1)].

bbox(Live) ->
    Xs = [X || {X, _} <- maps:keys(Live)], Ys = [Y || {_, Y} <- maps:keys(Live)],
    {lists:min(Xs), lists:min(Ys), lists:max(Xs), lists:max(Ys)}.

main(Args) ->
    Gens = case Args of [G] -> list_to_integer(G); [] -> 4 end,
    Glider = parse([".#......", "..#.....", "###.....", "........", "........", "........"]),
    lists:foldl(fun(L, I) ->
        io:format("generation ~p (~p alive)~n", [I, map_size(L)]),
        show(L, 8, 6),
        I + 1
    end, 0, run(Glider, Gens)),
    Blinker = parse(["...", "###", "..."]),
    B1 = step(Blinker),
    io:format("blinker period 2: ~p, changed: ~p~n", [step(B1) =:= Blinker, B1 =/= Blinker]),
    RPent = parse([".##", "##.", ".#."]),
    Final = lists:last(run(RPent, 200)),
    io:format("r-pentomino after 199 steps: ~p cells, bbox ~p~n", [map_size(Final), bbox(Final)]),
    G100 = lists:last(run(Glider, 101)),
    io:format("glider after 100 steps: ~p~n", [lists:sort(maps:keys(G100))]),
    ok.
