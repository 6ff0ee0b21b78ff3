-module(tmr_send_after).
-export([main/1]).

main(_) ->
    T0 = erlang:monotonic_time(millisecond),
    Ref = erlang:send_after(30, self(), wake_up),
    io:format("send_after returns ref: ~p~n", [is_reference(Ref)]),
    R = receive wake_up -> got_wake_up after 1000 -> timeout end,
    T1 = erlang:monotonic_time(millisecond),
    io:format("~p, elapsed >= 30: ~p~n", [R, T1 - T0 >= 30]),
    io:format("not there before: ~p~n", [begin erlang:send_after(100, self(), later), receive later -> early after 0 -> not_yet end end]),
    receive later -> io:format("arrived later~n") end,
    erlang:send_after(0, self(), zero),
    receive zero -> io:format("zero delay delivered~n") after 1000 -> io:format("zero delay lost~n") end,
    Me = self(),
    P = spawn(fun() -> receive {tick, N} -> Me ! {child_got, N} end end),
    erlang:send_after(10, P, {tick, 7}),
    receive {child_got, N} -> io:format("to another process: ~p~n", [N]) end,
    io:format("plain message, not wrapped: ~p~n", [begin erlang:send_after(5, self(), {a, b}), receive M -> M end end]),
    io:format("badarg negative: ~p~n", [try erlang:send_after(-1, self(), x) catch error:E -> E end]),
    io:format("badarg bad time: ~p~n", [try erlang:send_after(foo, self(), x) catch error:E2 -> E2 end]),
    ok = is_pid(P) andalso ok,
    ok.
