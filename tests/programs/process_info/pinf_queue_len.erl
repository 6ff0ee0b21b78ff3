-module(pinf_queue_len).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> ok end end),
    io:format("empty: ~p~n", [process_info(P, message_queue_len)]),
    [P ! {junk, I} || I <- lists:seq(1, 3)],
    io:format("after 3 sends: ~p~n", [process_info(P, message_queue_len)]),
    [P ! {junk, I} || I <- lists:seq(1, 997)],
    io:format("after 1000 sends: ~p~n", [process_info(P, message_queue_len)]),
    io:format("own: ~p~n", [process_info(self(), message_queue_len)]),
    self() ! a, self() ! b,
    io:format("own after 2: ~p~n", [process_info(self(), message_queue_len)]),
    receive b -> ok end,
    io:format("own after selective receive: ~p~n", [process_info(self(), message_queue_len)]),
    receive a -> ok end,
    io:format("messages: ~p~n", [process_info(self(), messages)]),
    self() ! {x, 1}, self() ! [y],
    io:format("messages: ~p~n", [process_info(self(), messages)]),
    io:format("messages still there: ~p~n", [process_info(self(), message_queue_len)]),
    receive {x, 1} -> ok end, receive [y] -> ok end,
    R = monitor(process, P),
    P ! stop,
    receive {'DOWN', R, process, P, _} -> ok end,
    io:format("dead: ~p~n", [process_info(P, message_queue_len)]),
    ok.
