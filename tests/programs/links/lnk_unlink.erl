-module(lnk_unlink).
-export([main/1]).

main(_) ->
    process_flag(trap_exit, true),
    P = spawn_link(fun() -> receive die -> exit(oops) end end),
    unlink(P),
    Ref = monitor(process, P),
    P ! die,
    receive {'DOWN', Ref, process, P, R} -> io:format("unlinked child died: ~p~n", [R]) end,
    receive {'EXIT', P, _} -> io:format("unexpected EXIT~n") after 0 -> io:format("no EXIT after unlink~n") end,
    %% the child unlinks itself
    Me = self(),
    Q = spawn_link(fun() -> unlink(Me), Me ! unlinked, receive die -> exit(oops2) end end),
    receive unlinked -> ok end,
    Ref2 = monitor(process, Q),
    Q ! die,
    receive {'DOWN', Ref2, process, Q, R2} -> io:format("self-unlinked child died: ~p~n", [R2]) end,
    receive {'EXIT', Q, _} -> io:format("unexpected EXIT~n") after 0 -> io:format("no EXIT either~n") end,
    %% non-trapping process survives an unlinked crash
    process_flag(trap_exit, false),
    S = spawn_link(fun() -> receive die -> exit(bad) end end),
    unlink(S),
    Ref3 = monitor(process, S),
    S ! die,
    receive {'DOWN', Ref3, process, S, R3} -> io:format("non-trapping main survived: ~p~n", [R3]) end,
    io:format("unlink of dead pid: ~p~n", [unlink(S)]),
    ok.
