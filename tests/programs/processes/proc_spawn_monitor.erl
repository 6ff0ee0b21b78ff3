-module(proc_spawn_monitor).
-export([main/1, worker/1]).

worker(R) -> exit(R).

main(_) ->
    {P, Ref} = spawn_monitor(fun() -> ok end),
    io:format("shape: ~p ~p~n", [is_pid(P), is_reference(Ref)]),
    receive {'DOWN', Ref, process, P, R} -> io:format("return -> ~p~n", [R]) end,
    {P2, Ref2} = spawn_monitor(fun() -> exit({custom, [1, 2, 3]}) end),
    receive {'DOWN', Ref2, process, P2, R2} -> io:format("exit -> ~p~n", [R2]) end,
    {P3, Ref3} = spawn_monitor(?MODULE, worker, [shutdown]),
    receive {'DOWN', Ref3, process, P3, R3} -> io:format("spawn_monitor/3 -> ~p~n", [R3]) end,
    Me = self(),
    {P4, Ref4} = spawn_monitor(fun() -> Me ! {hello, self()}, exit(after_hello) end),
    receive {hello, P4} -> io:format("hello arrives first~n") end,
    receive {'DOWN', Ref4, process, P4, R4} -> io:format("then down: ~p~n", [R4]) end,
    {links, L} = process_info(self(), links),
    io:format("no links created: ~p~n", [not lists:member(P4, L)]),
    {P5, Ref5} = spawn_monitor(fun() -> receive _ -> ok end end),
    exit(P5, kill),
    receive {'DOWN', Ref5, process, P5, R5} -> io:format("killed -> ~p~n", [R5]) end,
    ok.
