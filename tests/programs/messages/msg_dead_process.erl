-module(msg_dead_process).
-export([main/1]).

main(_) ->
    {P, R} = spawn_monitor(fun() -> ok end),
    receive {'DOWN', R, process, P, _} -> ok end,
    io:format("alive: ~p~n", [is_process_alive(P)]),
    io:format("! to dead: ~p~n", [P ! hello]),
    io:format("erlang:send to dead: ~p~n", [erlang:send(P, hello2)]),
    io:format("many sends to dead: ~p~n", [length([P ! {n, I} || I <- lists:seq(1, 1000)])]),
    io:format("big message to dead: ~p~n", [length(P ! lists:seq(1, 100000))]),
    %% a process that dies with messages still in its mailbox
    Me = self(),
    Q = spawn(fun() -> receive only_this -> Me ! got_it end end),
    Q ! junk1, Q ! junk2,
    Ref = monitor(process, Q),
    Q ! only_this,
    receive got_it -> io:format("got_it from receiver~n") end,
    receive {'DOWN', Ref, process, Q, W} -> io:format("receiver exited: ~p~n", [W]) end,
    io:format("still fine: ~p~n", [Q ! later]),
    io:format("my queue empty: ~p~n", [process_info(self(), message_queue_len)]),
    ok.
