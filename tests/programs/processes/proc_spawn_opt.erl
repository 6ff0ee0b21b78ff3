-module(proc_spawn_opt).
-export([main/1, echo/1]).

echo(Parent) ->
    receive X -> Parent ! {echo, X} end.

main(_) ->
    Me = self(),
    P1 = spawn_opt(fun() -> receive stop -> ok end end, [link]),
    io:format("[link] -> pid: ~p~n", [is_pid(P1)]),
    {links, L} = process_info(self(), links),
    io:format("linked: ~p~n", [lists:member(P1, L)]),
    unlink(P1),
    P1 ! stop,
    {P2, R2} = spawn_opt(fun() -> exit(opt_monitor) end, [monitor]),
    io:format("[monitor] -> {pid, ref}: ~p~n", [is_pid(P2) andalso is_reference(R2)]),
    receive {'DOWN', R2, process, P2, Why2} -> io:format("down: ~p~n", [Why2]) end,
    process_flag(trap_exit, true),
    {P3, R3} = spawn_opt(fun() -> exit(both) end, [link, monitor]),
    receive {'DOWN', R3, process, P3, Why3} -> io:format("[link,monitor] down: ~p~n", [Why3]) end,
    receive {'EXIT', P3, Why3b} -> io:format("[link,monitor] exit: ~p~n", [Why3b]) end,
    process_flag(trap_exit, false),
    P4 = spawn_opt(fun() ->
                           L4 = lists:seq(1, 10000),
                           Me ! {sum, lists:sum(L4)}
                   end, [{min_heap_size, 1000}]),
    io:format("min_heap_size pid: ~p~n", [is_pid(P4)]),
    receive {sum, S} -> io:format("sum in big-heap process: ~p~n", [S]) end,
    {P5, R5} = spawn_opt(?MODULE, echo, [Me], [monitor]),
    P5 ! hi,
    receive {echo, hi} -> io:format("spawn_opt/4 echo ok~n") end,
    receive {'DOWN', R5, process, P5, Why5} -> io:format("spawn_opt/4 down: ~p~n", [Why5]) end,
    {P6, R6} = spawn_opt(fun() -> receive go -> ok end end, [monitor, {priority, high}]),
    io:format("priority: ~p~n", [process_info(P6, priority)]),
    P6 ! go,
    receive {'DOWN', R6, process, P6, Why6} -> io:format("high prio down: ~p~n", [Why6]) end,
    ok.
