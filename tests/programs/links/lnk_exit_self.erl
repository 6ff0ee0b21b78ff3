-module(lnk_exit_self).
-export([main/1]).

probe(Trap, Reason) ->
    Me = self(),
    {P, Ref} = spawn_monitor(fun() ->
                                     process_flag(trap_exit, Trap),
                                     exit(self(), Reason),
                                     receive M -> Me ! {got, M} after 100 -> Me ! nothing end,
                                     exit(end_of_probe)
                             end),
    Msg = receive {got, {'EXIT', From, R}} -> {exit_message, R, From =:= P}; {got, M} -> {got, M}; nothing -> nothing after 0 -> none end,
    Down = receive {'DOWN', Ref, process, P, D} -> D end,
    Msg2 = case Msg of none -> receive {got, {'EXIT', From2, R2}} -> {exit_message, R2, From2 =:= P}; nothing -> nothing after 0 -> none end; _ -> Msg end,
    io:format("trap=~p exit(self(), ~p): message ~p, down ~p~n", [Trap, Reason, Msg2, Down]).

main(_) ->
    [probe(T, R) || T <- [false, true], R <- [normal, foo, kill]],
    ok.
