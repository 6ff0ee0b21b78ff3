-module(msg_send_forms).
-export([main/1]).

main(_) ->
    R1 = self() ! one,
    io:format("! returns message: ~p~n", [R1]),
    R2 = erlang:send(self(), two),
    io:format("erlang:send/2 returns message: ~p~n", [R2]),
    R3 = erlang:send(self(), three, []),
    io:format("erlang:send/3 returns: ~p~n", [R3]),
    R4 = self() ! self() ! four,
    io:format("chained send returns: ~p~n", [R4]),
    Msgs = drain([]),
    io:format("mailbox: ~p~n", [Msgs]),
    Me = self(),
    P = spawn(fun() -> receive {From, X} -> From ! {reply, X * 2} end end),
    P ! {Me, 21},
    receive {reply, V} -> io:format("reply: ~p~n", [V]) end,
    Q = spawn(fun() -> receive {From, X} -> erlang:send(From, {reply2, X}) end end),
    erlang:send(Q, {Me, [a, b]}),
    receive {reply2, V2} -> io:format("reply2: ~p~n", [V2]) end,
    io:format("send to non-pid: ~p~n", [try 42 ! x catch error:E -> E end]),
    io:format("send to atom not registered: ~p~n",
              [try msg_send_forms_nobody ! x catch error:E2 -> E2 end]),
    io:format("send expression value in list: ~p~n", [[self() ! N || N <- [1, 2, 3]]]),
    io:format("mailbox now: ~p~n", [drain([])]),
    ok.

drain(Acc) ->
    receive M -> drain([M | Acc]) after 0 -> lists:reverse(Acc) end.
