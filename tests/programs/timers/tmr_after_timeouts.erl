-module(tmr_after_timeouts).
-export([main/1]).

wait_for(Msg, Timeout) ->
    receive Msg -> got after Timeout -> timeout end.

main(_) ->
    Me = self(),
    spawn(fun() -> timer:sleep(30), Me ! fast end),
    io:format("wait 500 for message sent after 30: ~p~n", [wait_for(fast, 500)]),
    spawn(fun() -> timer:sleep(200), Me ! slow end),
    io:format("wait 20 for message sent after 200: ~p~n", [wait_for(slow, 20)]),
    io:format("then wait longer: ~p~n", [wait_for(slow, 1000)]),
    %% timeout is restarted on each receive call, not on each message
    spawn(fun() -> [begin timer:sleep(10), Me ! noise end || _ <- lists:seq(1, 5)] end),
    T0 = erlang:monotonic_time(millisecond),
    R = receive never_sent -> got after 100 -> timeout end,
    T1 = erlang:monotonic_time(millisecond),
    io:format("non-matching messages do not extend timeout: ~p ~p~n", [R, T1 - T0 < 1000]),
    Noise = length([x || _ <- lists:seq(1, 5), receive noise -> true after 500 -> false end]),
    io:format("noise messages: ~p~n", [Noise]),
    %% a loop that collects until quiet
    spawn(fun() -> [Me ! {item, I} || I <- lists:seq(1, 10)] end),
    io:format("collected until quiet: ~p~n", [collect([])]),
    ok.

collect(Acc) ->
    receive {item, I} -> collect([I | Acc]) after 100 -> lists:reverse(Acc) end.
