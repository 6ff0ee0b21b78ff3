-module(tmr_start_timer).
-export([main/1]).

main(_) ->
    Ref = erlang:start_timer(20, self(), ping),
    receive
        {timeout, R0, Msg} -> io:format("timeout message: ref matches ~p, msg ~p~n", [R0 =:= Ref, Msg])
    after 1000 -> io:format("lost~n")
    end,
    Refs = [{erlang:start_timer(D, self(), {n, D}), D} || D <- [5, 10, 15]],
    Got = [receive {timeout, R, M} -> M end || {R, _} <- Refs],
    io:format("each by ref: ~p~n", [Got]),
    %% start_timer to another process
    Me = self(),
    P = spawn(fun() -> receive {timeout, R, M} -> Me ! {relay, is_reference(R), M} end end),
    erlang:start_timer(10, P, for_child),
    receive {relay, IsRef, M} -> io:format("child got {timeout, ~p, ~p}~n", [IsRef, M]) end,
    %% timer message shapes side by side
    erlang:send_after(1, self(), plain),
    erlang:start_timer(1, self(), wrapped),
    A = receive plain -> plain end,
    B = receive {timeout, _, wrapped} -> wrapped_timeout end,
    io:format("~p ~p~n", [A, B]),
    ok.
