-module(st_procs).
-export([main/1]).

main(_) ->
    Self = self(),
    Pid = spawn(fun() ->
                        try worker(st_show:id(3))
                        catch C:R:S -> Self ! {self(), C, R, S}
                        end
                end),
    receive
        {Pid, C, R, S} ->
            io:format("worker: ~p:~p~n", [C, R]),
            st_show:frames(S)
    end,
    process_flag(trap_exit, true),
    P2 = spawn_link(fun() -> exit_with_trace(st_show:id(4)) end),
    receive
        {'EXIT', P2, {Reason, Trace}} ->
            io:format("exit: ~p~n", [Reason]),
            st_show:frames(Trace)
    end,
    ok.

worker(N) ->
    [step(N)].

step(N) ->
    [N + st_show:id(nan)].

exit_with_trace(N) ->
    try [step(N)]
    catch error:R:S -> exit({R, S})
    end.
