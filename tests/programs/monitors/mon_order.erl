-module(mon_order).
-export([main/1]).

main(_) ->
    Me = self(),
    {P, Ref} = spawn_monitor(fun() ->
                                     [Me ! {data, I} || I <- lists:seq(1, 5)],
                                     exit(done)
                             end),
    Seq = [receive X -> X end || _ <- lists:seq(1, 6)],
    io:format("~p~n", [[case X of {'DOWN', Ref, process, P, R} -> {down, R}; _ -> X end || X <- Seq]]),
    %% DOWN from one process and messages from another: wait for each explicitly
    {P2, Ref2} = spawn_monitor(fun() -> receive go -> exit(second) end end),
    P3 = spawn(fun() -> receive go -> Me ! from_p3 end end),
    P2 ! go,
    receive {'DOWN', Ref2, process, P2, R2} -> io:format("p2 down: ~p~n", [R2]) end,
    P3 ! go,
    receive from_p3 -> io:format("p3 message~n") end,
    %% selective receive of DOWN leaves other messages
    self() ! before,
    {P4, Ref4} = spawn_monitor(fun() -> ok end),
    receive {'DOWN', Ref4, process, P4, R4} -> io:format("p4 down: ~p~n", [R4]) end,
    receive before -> io:format("earlier message still there~n") end,
    ok.
