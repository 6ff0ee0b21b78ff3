-module(msg_after).
-export([main/1]).

main(_) ->
    R1 = receive _ -> got after 0 -> timeout end,
    io:format("after 0, empty: ~p~n", [R1]),
    self() ! x,
    R2 = receive x -> got_x after 0 -> timeout end,
    io:format("after 0, present: ~p~n", [R2]),
    self() ! y,
    R3 = receive x -> got_x after 0 -> timeout end,
    io:format("after 0, non-matching present: ~p~n", [R3]),
    R4 = receive y -> got_y after 0 -> timeout end,
    io:format("non-matching still there: ~p~n", [R4]),
    T0 = erlang:monotonic_time(millisecond),
    R5 = receive _ -> got after 50 -> timeout end,
    T1 = erlang:monotonic_time(millisecond),
    io:format("after 50: ~p, waited >= 50: ~p~n", [R5, T1 - T0 >= 50]),
    self() ! z,
    R6 = receive z -> got_z after infinity -> never end,
    io:format("after infinity, present: ~p~n", [R6]),
    Timeout = compute(3),
    R7 = receive _ -> got after Timeout -> {timeout, Timeout} end,
    io:format("after variable: ~p~n", [R7]),
    Me = self(),
    spawn(fun() -> receive after 20 -> Me ! late end end),
    R8 = receive late -> got_late after 1000 -> timeout end,
    io:format("message before timeout: ~p~n", [R8]),
    R9 = receive after 10 -> only_after end,
    io:format("receive with only after: ~p~n", [R9]),
    R10 = try receive after -1 -> x end catch error:E -> {error, E} end,
    io:format("negative timeout: ~p~n", [R10]),
    R11 = try receive after foo -> x end catch error:E2 -> {error, E2} end,
    io:format("atom timeout: ~p~n", [R11]),
    ok.

compute(N) -> N * 5.
