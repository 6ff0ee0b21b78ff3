-module(reg_erlang_send_forms).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun L() -> receive {F, M} -> F ! {got, M}, L(); stop -> ok end end),
    register(reg_esf, P),
    Forms = [{pid, P}, {name, reg_esf}, {tuple, {reg_esf, node()}}],
    lists:foreach(
      fun({Kind, Dest}) ->
              R1 = erlang:send(Dest, {Me, {Kind, send2}}),
              receive {got, M1} -> ok end,
              R2 = erlang:send(Dest, {Me, {Kind, send3}}, []),
              receive {got, M2} -> ok end,
              io:format("~p: send/2 returned msg ~w, got ~w; send/3 returned ~w, got ~w~n",
                        [Kind, R1 =:= {Me, {Kind, send2}}, M1, R2, M2])
      end, Forms),
    unregister(reg_esf),
    io:format("send/3 unregistered name: ~p~n", [try erlang:send(reg_esf, x, []) catch error:E -> E end]),
    io:format("send/2 unregistered tuple: ~p~n", [try erlang:send({reg_esf, node()}, x) catch error:E2 -> E2 end]),
    P ! stop,
    ok.
