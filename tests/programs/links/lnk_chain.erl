-module(lnk_chain).
-export([main/1]).

%% a chain of linked processes: when the last one dies, all die.
make_chain(0, Parent) ->
    Parent ! {last, self()},
    receive {die, R} -> exit(R) end;
make_chain(N, Parent) ->
    spawn_link(fun() -> make_chain(N - 1, Parent) end),
    receive after infinity -> ok end.

run(N, Reason) ->
    Me = self(),
    process_flag(trap_exit, true),
    First = spawn_link(fun() -> make_chain(N, Me) end),
    Last = receive {last, L} -> L end,
    Ref = monitor(process, Last),
    Last ! {die, Reason},
    receive {'DOWN', Ref, process, Last, R0} -> ok end,
    receive {'EXIT', First, R} ->
            io:format("chain of ~p, last died with ~p: head got ~p~n", [N + 1, R0, R])
    end,
    process_flag(trap_exit, false).

main(_) ->
    run(1, boom),
    run(10, {error, deep}),
    run(200, shutdown),
    run(5, kill),
    run_normal(),
    ok.

%% normal exit does not propagate
run_normal() ->
    Me = self(),
    A = spawn(fun() ->
                      B = spawn_link(fun() -> receive go -> ok end end),
                      Me ! {b, B},
                      receive after infinity -> ok end
              end),
    B = receive {b, X} -> X end,
    RB = monitor(process, B),
    B ! go,
    receive {'DOWN', RB, process, B, R} -> io:format("b exited ~p~n", [R]) end,
    io:format("a survives normal exit of linked b: ~p~n", [is_process_alive(A)]),
    exit(A, kill).
