-module(tmr_timer_module).
-export([main/1]).

main(_) ->
    {ok, TRef} = timer:send_after(20, self(), via_timer),
    io:format("timer:send_after ok: ~p~n", [TRef =/= undefined]),
    receive via_timer -> io:format("got via_timer~n") after 1000 -> io:format("lost~n") end,
    {ok, TRef2} = timer:send_after(500, self(), cancelled_one),
    io:format("timer:cancel: ~p~n", [element(1, timer:cancel(TRef2))]),
    receive cancelled_one -> io:format("arrived!~n") after 600 -> io:format("cancelled message never came~n") end,
    Me = self(),
    {ok, _} = timer:apply_after(10, erlang, send, [Me, applied]),
    receive applied -> io:format("apply_after ran~n") after 1000 -> io:format("lost~n") end,
    {ok, IRef} = timer:send_interval(10, self(), tick),
    Ticks = [receive tick -> tick end || _ <- lists:seq(1, 3)],
    timer:cancel(IRef),
    io:format("interval ticks: ~p~n", [Ticks]),
    flush(),
    io:format("seconds(2): ~p, minutes(1): ~p, hours(1): ~p, hms: ~p~n",
              [timer:seconds(2), timer:minutes(1), timer:hours(1), timer:hms(1, 2, 3)]),
    ok.

flush() -> receive tick -> flush() after 30 -> ok end.
