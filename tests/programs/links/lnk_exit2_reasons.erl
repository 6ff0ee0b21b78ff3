-module(lnk_exit2_reasons).
-export([main/1]).

%% exit/2 with different reasons to trapping / non-trapping targets.
target(Trap) ->
    Me = self(),
    P = spawn(fun() ->
                      process_flag(trap_exit, Trap),
                      Me ! {ready, self()},
                      loop(Me)
              end),
    receive {ready, P} -> ok end,
    P.

loop(Parent) ->
    receive
        {'EXIT', From, R} -> Parent ! {trapped, From =:= Parent, R}, loop(Parent);
        ping -> Parent ! pong, loop(Parent);
        stop -> exit(stopped)
    end.

try_exit(Trap, Reason) ->
    P = target(Trap),
    Ref = monitor(process, P),
    true = exit(P, Reason),
    P ! ping,
    Result =
        receive
            {'DOWN', Ref, process, P, R} -> {died, R};
            {trapped, FromMe, R} ->
                receive pong -> ok end,
                {trapped_message, R, from_me, FromMe};
            pong -> survived
        end,
    io:format("trap=~p exit(P, ~p) -> ~p~n", [Trap, Reason, Result]),
    case is_process_alive(P) of
        true -> P ! stop, receive {'DOWN', Ref, process, P, _} -> ok end;
        false -> ok
    end,
    flush().

flush() -> receive _ -> flush() after 0 -> ok end.

main(_) ->
    process_flag(trap_exit, false),
    [try_exit(Trap, R) || Trap <- [false, true], R <- [normal, kill, shutdown, {custom, 1}, killed]],
    ok.
