-module(msg_registered_send).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun Loop() ->
                      receive
                          {From, M} -> From ! {got, M}, Loop();
                          stop -> Me ! stopped
                      end
              end),
    true = register(msg_reg_echo, P),
    msg_reg_echo ! {Me, by_name},
    receive {got, A} -> io:format("by name: ~p~n", [A]) end,
    erlang:send(msg_reg_echo, {Me, by_send}),
    receive {got, B} -> io:format("erlang:send name: ~p~n", [B]) end,
    {msg_reg_echo, node()} ! {Me, by_tuple},
    receive {got, C} -> io:format("{name, node()}: ~p~n", [C]) end,
    io:format("! returns msg: ~p~n", [element(2, msg_reg_echo ! {Me, ret})]),
    receive {got, ret} -> ok end,
    io:format("unregistered name: ~p~n", [try msg_reg_nobody ! x catch error:E -> E end]),
    io:format("erlang:send unregistered: ~p~n", [try erlang:send(msg_reg_nobody, x) catch error:E2 -> E2 end]),
    io:format("{unregistered, node()}: ~p~n", [try {msg_reg_nobody, node()} ! x catch C3:E3 -> {C3, E3} end]),
    register(msg_reg_me, self()),
    msg_reg_me ! to_myself,
    receive to_myself -> io:format("sent to own name~n") end,
    unregister(msg_reg_me),
    msg_reg_echo ! stop,
    receive stopped -> ok end,
    Ref = monitor(process, P),
    receive {'DOWN', Ref, process, P, _} -> ok end,
    io:format("after owner died: ~p~n", [try msg_reg_echo ! x catch error:E4 -> E4 end]),
    ok.
