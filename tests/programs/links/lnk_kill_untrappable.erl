-module(lnk_kill_untrappable).
-export([main/1]).

main(_) ->
    process_flag(trap_exit, true),
    Me = self(),
    %% a trapping process is still killed by 'kill'
    P = spawn_link(fun() -> process_flag(trap_exit, true), Me ! ready, receive after infinity -> ok end end),
    receive ready -> ok end,
    exit(P, kill),
    receive {'EXIT', P, R} -> io:format("linked watcher sees: ~p~n", [R]) end,
    io:format("alive: ~p~n", [is_process_alive(P)]),
    %% a process that calls exit(kill) itself: links receive 'kill', not 'killed'
    Q = spawn_link(fun() -> exit(kill) end),
    receive {'EXIT', Q, R2} -> io:format("exit(kill) from process itself, link sees: ~p~n", [R2]) end,
    %% that 'kill' reason travelling through a link is an ordinary reason:
    %% a trapping process linked to it survives
    Mid = spawn_link(fun() ->
                             process_flag(trap_exit, true),
                             Inner = spawn_link(fun() -> receive go -> exit(kill) end end),
                             Me ! {inner, Inner},
                             receive {'EXIT', Inner, X} -> Me ! {mid_trapped, X} end,
                             receive stop -> ok end
                     end),
    Inner = receive {inner, I} -> I end,
    Inner ! go,
    receive {mid_trapped, X} -> io:format("trapping middle got: ~p, alive: ~p~n", [X, is_process_alive(Mid)]) end,
    Mid ! stop,
    receive {'EXIT', Mid, R3} -> io:format("middle stopped: ~p~n", [R3]) end,
    %% a non-trapping process linked to one that did exit(kill) dies with 'kill'
    NT = spawn(fun() ->
                       Inner2 = spawn_link(fun() -> receive go -> exit(kill) end end),
                       Me ! {inner2, Inner2},
                       receive after infinity -> ok end
               end),
    Ref = monitor(process, NT),
    Inner2 = receive {inner2, I2} -> I2 end,
    Inner2 ! go,
    receive {'DOWN', Ref, process, NT, R4} -> io:format("non-trapping linked one died with: ~p~n", [R4]) end,
    %% exit(P, kill) on a non-trapping, monitored process
    {M, MRef} = spawn_monitor(fun() -> receive after infinity -> ok end end),
    exit(M, kill),
    receive {'DOWN', MRef, process, M, R5} -> io:format("monitor sees: ~p~n", [R5]) end,
    process_flag(trap_exit, false),
    ok.
