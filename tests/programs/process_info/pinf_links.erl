-module(pinf_links).
-export([main/1]).

main(_) ->
    Me = self(),
    Hub = spawn(fun() -> hub(Me) end),
    receive {hub_ready, Ws} -> ok end,
    {links, L} = process_info(Hub, links),
    Names = fun(Ps) -> lists:sort([name_of(P, Ws) || P <- Ps]) end,
    io:format("hub links (by role, sorted): ~p~n", [Names(L)]),
    io:format("count: ~p~n", [length(L)]),
    {w2, W2} = lists:keyfind(w2, 1, Ws),
    {links, WL} = process_info(W2, links),
    io:format("worker links: ~p~n", [Names(WL)]),
    Hub ! {unlink, w2},
    receive unlinked -> ok end,
    {links, L2} = process_info(Hub, links),
    io:format("after unlink w2: ~p~n", [Names(L2)]),
    {links, WL2} = process_info(W2, links),
    io:format("w2 links now: ~p~n", [WL2]),
    {w3, W3} = lists:keyfind(w3, 1, Ws),
    W3 ! stop,
    receive {hub_saw_exit, w3} -> ok end,
    {links, L3} = process_info(Hub, links),
    io:format("after w3 exit: ~p~n", [Names(L3)]),
    Hub ! stop,
    [W ! stop || {_, W} <- Ws],
    ok.

name_of(P, Ws) ->
    case lists:keyfind(P, 2, Ws) of
        {N, P} -> N;
        false -> other
    end.

hub(Me) ->
    process_flag(trap_exit, true),
    Ws = [{N, spawn_link(fun() -> receive stop -> ok end end)} || N <- [w1, w2, w3, w4]],
    Me ! {hub_ready, Ws},
    hub_loop(Me, Ws).

hub_loop(Me, Ws) ->
    receive
        {unlink, N} -> {N, P} = lists:keyfind(N, 1, Ws), unlink(P), Me ! unlinked, hub_loop(Me, Ws);
        {'EXIT', P, _} -> {N, P} = lists:keyfind(P, 2, Ws), Me ! {hub_saw_exit, N}, hub_loop(Me, Ws);
        stop -> ok
    end.
