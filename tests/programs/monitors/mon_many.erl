-module(mon_many).
-export([main/1]).

main(_) ->
    N = 2000,
    Ps = [spawn(fun() -> receive {stop, R} -> exit(R) end end) || _ <- lists:seq(1, N)],
    Refs = [{monitor(process, P), P, I} || {P, I} <- lists:zip(Ps, lists:seq(1, N))],
    [P ! {stop, case I rem 3 of 0 -> normal; 1 -> {err, I rem 5}; 2 -> shutdown end} || {_, P, I} <- Refs],
    Reasons = [receive {'DOWN', R, process, P, Why} -> Why end || {R, P, _} <- Refs],
    Counts = lists:foldl(fun(W, Acc) -> maps:update_with(W, fun(C) -> C + 1 end, 1, Acc) end, #{}, Reasons),
    io:format("reason counts: ~p~n", [lists:sort(maps:to_list(Counts))]),
    {monitors, Ms} = process_info(self(), monitors),
    io:format("monitors left: ~p~n", [length(Ms)]),
    %% demonitor half of a new batch
    Qs = [spawn(fun() -> receive stop -> ok end end) || _ <- lists:seq(1, 100)],
    QRefs = [monitor(process, Q) || Q <- Qs],
    {Keep, Drop} = lists:split(50, QRefs),
    [demonitor(R) || R <- Drop],
    {monitors, Ms2} = process_info(self(), monitors),
    io:format("active after demonitor: ~p~n", [length(Ms2)]),
    [Q ! stop || Q <- Qs],
    [receive {'DOWN', R, process, _, _} -> ok end || R <- Keep],
    receive {'DOWN', _, _, _, _} -> io:format("extra DOWN~n") after 50 -> io:format("no extra DOWN~n") end,
    ok.
