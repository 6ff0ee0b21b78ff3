-module(mon_demonitor).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> ok end end),
    Ref = monitor(process, P),
    io:format("demonitor: ~p~n", [demonitor(Ref)]),
    io:format("demonitor again: ~p~n", [demonitor(Ref)]),
    R2 = monitor(process, P),
    P ! stop,
    wait_dead(P),
    {message_queue_len, Q1} = process_info(self(), message_queue_len),
    io:format("DOWN queued: ~p~n", [Q1]),
    io:format("demonitor [flush]: ~p~n", [demonitor(R2, [flush])]),
    io:format("queue after flush: ~p~n", [process_info(self(), message_queue_len)]),
    Q = spawn(fun() -> receive stop -> ok end end),
    R3 = monitor(process, Q),
    io:format("[info] active: ~p~n", [demonitor(R3, [info])]),
    io:format("[info] again: ~p~n", [demonitor(R3, [info])]),
    R4 = monitor(process, Q),
    Q ! stop,
    wait_dead(Q),
    io:format("[info] after DOWN delivered: ~p~n", [demonitor(R4, [info])]),
    receive {'DOWN', R4, process, _, W} -> io:format("DOWN still there: ~p~n", [W]) end,
    S = spawn(fun() -> receive stop -> ok end end),
    R5 = monitor(process, S),
    S ! stop,
    wait_dead(S),
    io:format("[flush, info]: ~p~n", [demonitor(R5, [flush, info])]),
    io:format("no DOWN left: ~p~n", [process_info(self(), message_queue_len)]),
    %% demonitor before exit: nothing arrives
    T = spawn(fun() -> receive stop -> exit(bye) end end),
    R6 = monitor(process, T),
    demonitor(R6),
    R7 = monitor(process, T),
    T ! stop,
    receive {'DOWN', R7, process, T, W7} -> io:format("only the active monitor fires: ~p~n", [W7]) end,
    receive {'DOWN', R6, _, _, _} -> io:format("unexpected~n") after 50 -> io:format("removed monitor silent~n") end,
    io:format("demonitor(bad): ~p~n", [try demonitor(foo) catch error:E -> E end]),
    io:format("demonitor bad option: ~p~n", [try demonitor(make_ref(), [bogus]) catch error:E2 -> E2 end]),
    ok.

%% wait until the DOWN for the last monitor has been queued, without consuming it
wait_dead(P) ->
    R = monitor(process, P),
    receive {'DOWN', R, process, P, _} -> ok end.
