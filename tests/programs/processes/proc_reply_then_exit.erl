-module(proc_reply_then_exit).
-export([main/1]).

%% signals between one pair of processes are ordered: messages sent
%% before exiting arrive before the DOWN / EXIT.
main(_) ->
    Me = self(),
    {P, R} = spawn_monitor(fun() -> [Me ! {n, I} || I <- lists:seq(1, 100)], exit(finished) end),
    receive {'DOWN', R, process, P, Why} -> io:format("down ~p~n", [Why]) end,
    Ns = flush_n([]),
    io:format("messages already queued before down: ~p, ordered ~p~n", [length(Ns), Ns =:= lists:seq(1, 100)]),
    process_flag(trap_exit, true),
    L = spawn_link(fun() -> Me ! one, Me ! two, exit(three) end),
    Seq = [receive M -> M end || _ <- [1, 2, 3]],
    io:format("sequence: ~p~n", [[case S of {'EXIT', L, X} -> {exit, X}; _ -> S end || S <- Seq]]),
    process_flag(trap_exit, false),
    ok.

flush_n(Acc) ->
    receive {n, I} -> flush_n([I | Acc]) after 0 -> lists:reverse(Acc) end.
