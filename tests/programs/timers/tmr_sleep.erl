-module(tmr_sleep).
-export([main/1]).

main(_) ->
    T0 = erlang:monotonic_time(millisecond),
    R = timer:sleep(50),
    T1 = erlang:monotonic_time(millisecond),
    io:format("sleep returns: ~p, slept >= 50: ~p~n", [R, T1 - T0 >= 50]),
    io:format("sleep 0: ~p~n", [timer:sleep(0)]),
    %% sleeping does not consume messages
    self() ! kept,
    timer:sleep(10),
    receive kept -> io:format("message kept across sleep~n") after 0 -> io:format("lost~n") end,
    %% a message arriving during the sleep is kept too
    Me = self(),
    spawn(fun() -> Me ! during end),
    timer:sleep(20),
    receive during -> io:format("message sent during sleep kept~n") after 0 -> io:format("lost~n") end,
    io:format("monotonic non-decreasing: ~p~n", [erlang:monotonic_time() =< erlang:monotonic_time()]),
    S0 = erlang:system_time(millisecond),
    timer:sleep(10),
    S1 = erlang:system_time(millisecond),
    io:format("system_time advanced: ~p~n", [S1 >= S0]),
    io:format("bad sleep: ~p~n", [try timer:sleep(-5) catch C:_ -> C end]),
    ok.
