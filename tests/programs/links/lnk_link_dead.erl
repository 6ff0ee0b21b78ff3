-module(lnk_link_dead).
-export([main/1]).

main(_) ->
    {Dead, Ref} = spawn_monitor(fun() -> ok end),
    receive {'DOWN', Ref, process, Dead, _} -> ok end,
    Me = self(),
    %% trapping: link to a dead process gives an EXIT message with noproc
    {P1, R1} = spawn_monitor(fun() ->
                                     process_flag(trap_exit, true),
                                     Res = (catch link(Dead)),
                                     receive {'EXIT', Dead, Why} -> Me ! {t1, Res, Why}
                                     after 500 -> Me ! {t1, Res, no_message} end
                             end),
    receive {t1, Res1, Why1} -> io:format("trapping: link returned ~p, message reason ~p~n", [Res1, Why1]) end,
    receive {'DOWN', R1, process, P1, D1} -> io:format("trapping process: ~p~n", [D1]) end,
    %% non-trapping
    {P2, R2} = spawn_monitor(fun() ->
                                     Res = (catch link(Dead)),
                                     Me ! {t2, Res},
                                     receive after 200 -> ok end
                             end),
    Res2 = receive {t2, X} -> X after 500 -> no_reply end,
    io:format("non-trapping: ~p~n", [case Res2 of {'EXIT', {E, _}} -> {caught, E}; _ -> Res2 end]),
    receive {'DOWN', R2, process, P2, D2} -> io:format("non-trapping process: ~p~n", [D2]) end,
    ok.
