-module(tmr_read_timer).
-export([main/1]).

main(_) ->
    R = erlang:send_after(300, self(), x),
    Left = erlang:read_timer(R),
    io:format("read_timer pending: integer ~p, =< 300 ~p~n", [is_integer(Left), Left =< 300]),
    timer:sleep(20),
    Left2 = erlang:read_timer(R),
    io:format("decreasing: ~p~n", [Left2 =< Left]),
    erlang:cancel_timer(R),
    io:format("after cancel: ~p~n", [erlang:read_timer(R)]),
    R2 = erlang:send_after(1, self(), y),
    receive y -> ok end,
    io:format("after fire: ~p~n", [erlang:read_timer(R2)]),
    io:format("unknown ref: ~p~n", [erlang:read_timer(make_ref())]),
    io:format("bad arg: ~p~n", [try erlang:read_timer(123) catch error:E -> E end]),
    R3 = erlang:start_timer(200, self(), z),
    io:format("read_timer/2 sync: ~p~n", [is_integer(erlang:read_timer(R3, [{async, false}]))]),
    io:format("read_timer/2 async: ~p~n", [erlang:read_timer(R3, [{async, true}])]),
    receive {read_timer, R3, V} -> io:format("async reply integer: ~p~n", [is_integer(V)]) end,
    erlang:cancel_timer(R3),
    ok.
