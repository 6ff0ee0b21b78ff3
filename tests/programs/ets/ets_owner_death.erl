-module(ets_owner_death).
-export([main/1]).

%% A table dies with its owner: its name is free again and its id is no longer valid.
main(_) ->
    Me = self(),
    {Pid, Ref} = spawn_monitor(fun() ->
        T = ets:new(owned, [named_table, public]),
        ets:insert(owned, {a, 1}),
        U = ets:new(unnamed, [public]),
        ets:insert(U, {b, 2}),
        Me ! {tables, T, U},
        receive stop -> ok end
    end),
    {T, U} = receive {tables, A, B} -> {A, B} end,
    io:format("while alive: ~p ~p~n", [ets:lookup(owned, a), ets:lookup(U, b)]),
    Pid ! stop,
    receive {'DOWN', Ref, process, Pid, R} -> io:format("owner ended: ~p~n", [R]) end,
    io:format("named after death: ~p~n", [ets:info(owned)]),
    io:format("unnamed after death: ~p~n", [ets:info(U)]),
    io:format("lookup after death: ~p~n", [try ets:lookup(T, a) catch error:E -> {error, E} end]),
    T2 = ets:new(owned, [named_table]),
    io:format("name reusable: ~p~n", [T2 =:= owned]).
