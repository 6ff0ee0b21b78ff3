-module(proc_spawn_link).
-export([main/1]).

main(_) ->
    %% the flag is set explicitly: the initial value depends on the runner
    process_flag(trap_exit, false),
    Me = self(),
    P = spawn_link(fun() -> receive go -> Me ! {done, self()} end end),
    {links, L} = process_info(self(), links),
    io:format("child in my links: ~p~n", [lists:member(P, L)]),
    {links, CL} = process_info(P, links),
    io:format("child links = [me]: ~p~n", [CL =:= [Me]]),
    Ref = monitor(process, P),
    P ! go,
    receive {done, P} -> ok end,
    receive {'DOWN', Ref, process, P, R} -> io:format("child exited: ~p~n", [R]) end,
    {links, L2} = process_info(self(), links),
    io:format("child removed from my links: ~p~n", [not lists:member(P, L2)]),
    io:format("main still alive after linked child exit normal: ~p~n", [is_process_alive(self())]),
    Old = process_flag(trap_exit, true),
    io:format("old trap_exit: ~p~n", [Old]),
    P2 = spawn_link(fun() -> ok end),
    receive {'EXIT', P2, R2} -> io:format("trapped exit of normal child: ~p~n", [R2]) end,
    P3 = spawn_link(fun() -> exit(bad_thing) end),
    receive {'EXIT', P3, R3} -> io:format("trapped exit of abnormal child: ~p~n", [R3]) end,
    process_flag(trap_exit, false),
    ok.
