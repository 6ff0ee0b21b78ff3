-module(mon_noproc).
-export([main/1]).

main(_) ->
    {Dead, R0} = spawn_monitor(fun() -> ok end),
    receive {'DOWN', R0, process, Dead, _} -> ok end,
    Ref = monitor(process, Dead),
    receive {'DOWN', Ref, process, Obj, Why} ->
            io:format("dead pid: ~p, object is pid ~p~n", [Why, Obj =:= Dead])
    after 1000 -> io:format("no DOWN~n")
    end,
    Ref2 = monitor(process, mon_noproc_nobody),
    receive {'DOWN', Ref2, process, Obj2, Why2} ->
            io:format("unregistered name: ~p, object ~p~n", [Why2, Obj2 =:= {mon_noproc_nobody, node()}])
    end,
    Ref3 = monitor(process, {mon_noproc_nobody, node()}),
    receive {'DOWN', Ref3, process, Obj3, Why3} ->
            io:format("{name, node}: ~p, object ~p~n", [Why3, Obj3 =:= {mon_noproc_nobody, node()}])
    end,
    %% several monitors on the dead pid: each its own DOWN
    Refs = [monitor(process, Dead) || _ <- lists:seq(1, 3)],
    Ws = [receive {'DOWN', R, process, _, W} -> W end || R <- Refs],
    io:format("three noproc: ~p~n", [Ws]),
    io:format("demonitor after noproc: ~p~n", [demonitor(Ref)]),
    io:format("queue empty: ~p~n", [process_info(self(), message_queue_len)]),
    ok.
