-module(mon_basic).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> ok end end),
    Ref = monitor(process, P),
    io:format("monitor returns ref: ~p~n", [is_reference(Ref)]),
    P ! stop,
    receive
        {'DOWN', Ref2, Type, Obj, Reason} ->
            io:format("DOWN: ref ok ~p, type ~p, object ok ~p, reason ~p~n",
                      [Ref2 =:= Ref, Type, Obj =:= P, Reason])
    end,
    io:format("erlang:monitor/2 same: ~p~n", [is_reference(erlang:monitor(process, spawn(fun() -> ok end)))]),
    receive {'DOWN', _, process, _, R2} -> io:format("second: ~p~n", [R2]) end,
    %% monitors are one-way: watcher not affected by abnormal exit
    Q = spawn(fun() -> receive go -> exit(abnormal) end end),
    QRef = monitor(process, Q),
    Q ! go,
    receive {'DOWN', QRef, process, Q, R3} -> io:format("abnormal: ~p, watcher alive ~p~n", [R3, is_process_alive(self())]) end,
    io:format("monitor(process, foo_bad_type): ~p~n", [try monitor(process, 42) catch error:E -> E end]),
    io:format("monitor(bad, P): ~p~n", [try monitor(nonsense, self()) catch error:E2 -> E2 end]),
    ok.
