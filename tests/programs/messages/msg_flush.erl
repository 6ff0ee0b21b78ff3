-module(msg_flush).
-export([main/1]).

flush() ->
    receive _ -> 1 + flush() after 0 -> 0 end.

flush_list(Acc) ->
    receive M -> flush_list([M | Acc]) after 0 -> lists:reverse(Acc) end.

flush_tag(Tag) ->
    receive {Tag, _} -> flush_tag(Tag) after 0 -> ok end.

main(_) ->
    io:format("flush empty: ~p~n", [flush()]),
    [self() ! I || I <- lists:seq(1, 50)],
    io:format("flushed count: ~p~n", [flush()]),
    io:format("now empty: ~p~n", [process_info(self(), message_queue_len)]),
    [self() ! {t, I} || I <- [3, 1, 2]],
    io:format("flush_list: ~p~n", [flush_list([])]),
    [self() ! M || M <- [{junk, 1}, {keep, 1}, {junk, 2}, {keep, 2}, {junk, 3}]],
    flush_tag(junk),
    io:format("after flushing junk: ~p~n", [flush_list([])]),
    Me = self(),
    P = spawn(fun() -> [Me ! {burst, I} || I <- lists:seq(1, 1000)], Me ! sent end),
    receive sent -> ok end,
    {message_queue_len, Q} = process_info(self(), message_queue_len),
    io:format("queue before flush: ~p (~p)~n", [Q, is_pid(P)]),
    io:format("flushed: ~p~n", [flush()]),
    ok.
