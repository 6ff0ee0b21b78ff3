-module(mon_multiple).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> exit(multi) end end),
    Refs = [monitor(process, P) || _ <- lists:seq(1, 5)],
    io:format("distinct refs: ~p~n", [length(lists:usort(Refs))]),
    {monitored_by, MB} = process_info(P, monitored_by),
    io:format("monitored_by me: ~p entries~n", [length([X || X <- MB, X =:= self()])]),
    {monitors, Ms} = process_info(self(), monitors),
    io:format("my monitors of P: ~p~n", [length([X || {process, X} <- Ms, X =:= P])]),
    P ! stop,
    Got = [receive {'DOWN', R, process, P, W} -> W end || R <- lists:reverse(Refs)],
    io:format("each DOWN: ~p~n", [Got]),
    %% several watchers of one target
    Me = self(),
    T = spawn(fun() -> receive stop -> exit(target_done) end end),
    Ws = [spawn(fun() ->
                        R = monitor(process, T),
                        Me ! {watching, N},
                        receive {'DOWN', R, process, T, Why} -> Me ! {watcher, N, Why} end
                end) || N <- lists:seq(1, 4)],
    [receive {watching, N} -> ok end || N <- lists:seq(1, 4)],
    T ! stop,
    Res = lists:sort([receive {watcher, N, Why} -> {N, Why} end || _ <- Ws]),
    io:format("watchers: ~p~n", [Res]),
    ok.
