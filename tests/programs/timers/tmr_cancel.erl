-module(tmr_cancel).
-export([main/1]).

kind(X) when is_integer(X) -> integer;
kind(false) -> false;
kind(X) -> {other, X}.

main(_) ->
    R1 = erlang:send_after(500, self(), should_not_arrive),
    C1 = erlang:cancel_timer(R1),
    io:format("cancel pending: ~p, within range: ~p~n", [kind(C1), is_integer(C1) andalso C1 >= 0 andalso C1 =< 500]),
    io:format("cancel again: ~p~n", [kind(erlang:cancel_timer(R1))]),
    R2 = erlang:send_after(5, self(), fired),
    receive fired -> ok end,
    io:format("cancel after fired: ~p~n", [kind(erlang:cancel_timer(R2))]),
    R3 = erlang:start_timer(500, self(), st),
    io:format("cancel start_timer: ~p~n", [kind(erlang:cancel_timer(R3))]),
    io:format("cancel unknown ref: ~p~n", [kind(erlang:cancel_timer(make_ref()))]),
    io:format("cancel non-ref: ~p~n", [try erlang:cancel_timer(foo) catch error:E -> E end]),
    R4 = erlang:send_after(500, self(), x),
    io:format("cancel [{info,false}]: ~p~n", [erlang:cancel_timer(R4, [{info, false}])]),
    R5 = erlang:send_after(500, self(), y),
    io:format("cancel [{async,false},{info,true}]: ~p~n", [kind(erlang:cancel_timer(R5, [{async, false}, {info, true}]))]),
    R6 = erlang:send_after(500, self(), z),
    io:format("cancel [{async,true}]: ~p~n", [erlang:cancel_timer(R6, [{async, true}])]),
    receive {cancel_timer, R6, Res6} -> io:format("async result message: ~p~n", [kind(Res6)]) after 1000 -> io:format("no async result~n") end,
    receive {cancel_timer, _, _} -> ok after 0 -> ok end,
    Rest = flush([]),
    io:format("nothing arrived from cancelled timers: ~p~n", [Rest]),
    receive should_not_arrive -> io:format("arrived!~n") after 550 -> io:format("still nothing after 550 ms~n") end,
    ok.

flush(Acc) -> receive M -> flush([M | Acc]) after 0 -> lists:reverse(Acc) end.
