-module(tmr_named_and_dead).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun L() -> receive {tick, N} -> Me ! {tock, N}, L(); stop -> ok end end),
    register(tmr_nd_ticker, P),
    erlang:send_after(10, tmr_nd_ticker, {tick, 1}),
    receive {tock, N} -> io:format("timer to registered name: ~p~n", [N]) end,
    %% the name is looked up when the timer fires
    erlang:send_after(40, tmr_nd_ticker, {tick, 2}),
    unregister(tmr_nd_ticker),
    receive {tock, _} -> io:format("unexpected~n") after 100 -> io:format("name gone at expiry: dropped silently~n") end,
    %% timer to a dead process: nothing happens
    {D, R} = spawn_monitor(fun() -> ok end),
    receive {'DOWN', R, process, D, _} -> ok end,
    TR = erlang:send_after(10, D, hello),
    io:format("timer to dead pid created: ~p~n", [is_reference(TR)]),
    timer:sleep(30),
    io:format("still fine~n"),
    %% a pending timer of a process that dies is cancelled
    Q = spawn(fun() -> erlang:send_after(30, Me, from_dead_owner), exit(owner_gone) end),
    receive from_dead_owner -> io:format("timer still fired after owner died~n") after 100 -> io:format("no message~n") end,
    P ! stop,
    io:format("(~p)~n", [is_pid(Q)]),
    ok.
