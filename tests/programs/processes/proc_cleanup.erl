-module(proc_cleanup).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun() ->
                      register(proc_cleanup_worker, self()),
                      put(key, value),
                      link(Me),
                      Me ! ready,
                      receive die -> exit(cleanup_test) end
              end),
    receive ready -> ok end,
    process_flag(trap_exit, true),
    io:format("registered: ~p~n", [whereis(proc_cleanup_worker) =:= P]),
    {links, L} = process_info(self(), links),
    io:format("linked: ~p~n", [lists:member(P, L)]),
    Ref = monitor(process, P),
    P ! die,
    receive {'EXIT', P, R} -> io:format("exit signal: ~p~n", [R]) end,
    receive {'DOWN', Ref, process, P, R2} -> io:format("down: ~p~n", [R2]) end,
    io:format("whereis after death: ~p~n", [whereis(proc_cleanup_worker)]),
    {links, L2} = process_info(self(), links),
    io:format("link gone: ~p~n", [not lists:member(P, L2)]),
    io:format("process_info of dead: ~p~n", [process_info(P)]),
    io:format("process_info item of dead: ~p~n", [process_info(P, dictionary)]),
    io:format("send to dead: ~p~n", [P ! hello]),
    io:format("alive: ~p~n", [is_process_alive(P)]),
    Ref2 = monitor(process, P),
    receive {'DOWN', Ref2, process, P, R3} -> io:format("monitor dead: ~p~n", [R3]) end,
    %% the name can be reused
    Q = spawn(fun() -> receive stop -> ok end end),
    io:format("re-register: ~p~n", [register(proc_cleanup_worker, Q)]),
    Ref3 = monitor(process, Q),
    proc_cleanup_worker ! stop,
    receive {'DOWN', Ref3, process, Q, R4} -> io:format("second worker: ~p~n", [R4]) end,
    io:format("whereis again: ~p~n", [whereis(proc_cleanup_worker)]),
    process_flag(trap_exit, false),
    ok.
