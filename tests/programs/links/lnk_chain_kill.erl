-module(lnk_chain_kill).
-export([main/1]).

%% killing the middle of a chain: neighbours get 'killed' and die.
main(_) ->
    process_flag(trap_exit, true),
    Me = self(),
    N = 7,
    Pids = chain(N, Me),
    Refs = [monitor(process, P) || P <- Pids],
    Mid = lists:nth(4, Pids),
    exit(Mid, kill),
    Reasons = [receive {'DOWN', R, process, _, Why} -> Why end || R <- Refs],
    io:format("reasons along chain: ~p~n", [Reasons]),
    receive {'EXIT', Head, HR} -> io:format("main linked to head got: ~p ~p~n", [HR, Head =:= hd(Pids)]) end,
    process_flag(trap_exit, false),
    ok.

%% spawns N processes linked in a line: Me - P1 - P2 - ... - PN
chain(N, Me) ->
    P1 = spawn_link(fun() -> link_loop() end),
    chain(N - 1, P1, [P1], Me).

chain(0, _, Acc, _) -> lists:reverse(Acc);
chain(N, Prev, Acc, Me) ->
    P = spawn(fun() -> link_loop() end),
    P ! {link_to, Prev, Me},
    receive {linked, P} -> ok end,
    chain(N - 1, P, [P | Acc], Me).

link_loop() ->
    receive
        {link_to, Prev, Me} -> link(Prev), Me ! {linked, self()}, link_loop()
    end.
