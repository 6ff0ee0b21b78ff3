-module(hamt_procs).
-export([main/1]).

%% Maps of more than 32 keys in messages between processes and in ETS tables.
main(_) ->
    M = maps:from_list([{I, {v, I}} || I <- lists:seq(1, 2000)]),
    Self = self(),
    Echo = spawn(fun() -> echo(Self) end),
    Echo ! {map, M},
    receive {back, M2} -> io:format("echo ~w ~w~n", [M2 =:= M, map_size(M2)]) end,
    %% A process that grows a map from messages and sends it back.
    Acc = spawn(fun() -> acc(#{}) end),
    [Acc ! {put, I, I * 2} || I <- lists:seq(1, 500)],
    Acc ! {get, self()},
    receive {acc, A} -> io:format("acc ~w ~w ~w~n", [map_size(A), maps:get(250, A), lists:sum(maps:values(A))]) end,
    Acc ! {remove, lists:seq(1, 480)},
    Acc ! {get, self()},
    receive {acc, A2} -> io:format("acc ~w ~w~n", [map_size(A2), A2]) end,
    %% Many processes each holding a large map, collected while they wait.
    Pids = [spawn(fun() -> holder(maps:from_list([{{J, I}, I} || I <- lists:seq(1, 100)])) end)
            || J <- lists:seq(1, 20)],
    erlang:garbage_collect(),
    [P ! {sum, self()} || P <- Pids],
    Sums = [receive {sum, P, S} -> S end || P <- Pids],
    io:format("sums ~w~n", [Sums]),
    %% ETS: large maps as values and as keys.
    T = ets:new(t, [set]),
    ets:insert(T, {big, M}),
    [{big, M3}] = ets:lookup(T, big),
    io:format("ets value ~w~n", [M3 =:= M]),
    Keys = [maps:from_list([{I, K} || I <- lists:seq(1, 40)]) || K <- lists:seq(1, 30)],
    [ets:insert(T, {K, maps:get(1, K)}) || K <- Keys],
    io:format("ets keys ~w~n", [[ets:lookup_element(T, K, 2) || K <- Keys]]),
    io:format("ets order ~w~n", [[V || {K, V} <- ets:tab2list(T), is_map(K)]]),
    io:format("ets first ~w~n", [maps:get(1, ets:first(T))]),
    O = ets:new(o, [ordered_set]),
    [ets:insert(O, {K, maps:get(1, K)}) || K <- Keys],
    io:format("ordered ~w~n", [[V || {_, V} <- ets:tab2list(O)]]),
    ets:delete(T),
    ets:delete(O),
    Echo ! stop,
    ok.

echo(To) ->
    receive
        {map, M} -> To ! {back, M}, echo(To);
        stop -> ok
    end.

acc(M) ->
    receive
        {put, K, V} -> acc(M#{K => V});
        {remove, Ks} -> acc(maps:without(Ks, M));
        {get, P} -> P ! {acc, M}, acc(M)
    end.

holder(M) ->
    receive
        {sum, P} -> P ! {sum, self(), lists:sum(maps:values(M))}
    end.
