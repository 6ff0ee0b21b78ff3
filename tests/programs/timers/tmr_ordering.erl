-module(tmr_ordering).
-export([main/1]).

main(_) ->
    [erlang:send_after(D, self(), {t, D}) || D <- [120, 40, 80, 0]],
    L = [receive {t, D} -> D end || _ <- lists:seq(1, 4)],
    io:format("send_after order: ~p~n", [L]),
    [erlang:start_timer(D, self(), D) || D <- [90, 30, 60]],
    L2 = [receive {timeout, _, D} -> D end || _ <- lists:seq(1, 3)],
    io:format("start_timer order: ~p~n", [L2]),
    %% same delay from one process: issued in order
    [erlang:send_after(20, self(), {same, I}) || I <- lists:seq(1, 5)],
    L3 = [receive {same, I} -> I end || _ <- lists:seq(1, 5)],
    io:format("same delay, issue order kept: ~p~n", [L3]),
    %% timer message vs. direct message: the direct one is already there
    erlang:send_after(50, self(), timer_msg),
    self() ! direct_msg,
    L4 = [receive M -> M end || _ <- [1, 2]],
    io:format("direct before timer: ~p~n", [L4]),
    ok.
