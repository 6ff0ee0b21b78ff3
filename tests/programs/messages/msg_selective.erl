-module(msg_selective).
-export([main/1]).

main(_) ->
    [self() ! M || M <- [{a, 1}, {b, 1}, {a, 2}, {c, 1}, {b, 2}, {a, 3}, {c, 2}]],
    Bs = take(b, []),
    io:format("b messages: ~p~n", [Bs]),
    Cs = take(c, []),
    io:format("c messages: ~p~n", [Cs]),
    Rest = drain([]),
    io:format("rest in order: ~p~n", [Rest]),
    %% a message that matches nothing stays while later ones are received
    Me = self(),
    P = spawn(fun() -> [Me ! {seq, I} || I <- lists:seq(1, 10)], Me ! done end),
    receive done -> ok end,
    io:format("done received first (~p)~n", [is_pid(P)]),
    Evens = [receive {seq, I} -> I end || I <- [2, 4, 6, 8, 10]],
    io:format("evens picked: ~p~n", [Evens]),
    io:format("odds remain: ~p~n", [drain([])]),
    %% priority receive: urgent first, then normal
    [self() ! M || M <- [{normal, 1}, {urgent, 1}, {normal, 2}, {urgent, 2}]],
    io:format("priority order: ~p~n", [prio([])]),
    ok.

take(Tag, Acc) ->
    receive {Tag, V} -> take(Tag, [V | Acc]) after 0 -> lists:reverse(Acc) end.

drain(Acc) ->
    receive M -> drain([M | Acc]) after 0 -> lists:reverse(Acc) end.

prio(Acc) ->
    receive {urgent, X} -> prio([{urgent, X} | Acc])
    after 0 ->
            receive {normal, X} -> prio([{normal, X} | Acc])
            after 0 -> lists:reverse(Acc)
            end
    end.
