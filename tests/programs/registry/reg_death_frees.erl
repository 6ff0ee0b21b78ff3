-module(reg_death_frees).
-export([main/1]).

main(_) ->
    Me = self(),
    Starter = fun(Name, Reason) ->
                      spawn(fun() -> register(Name, self()), Me ! {registered, Name}, receive go -> exit(Reason) end end)
              end,
    lists:foreach(
      fun(Reason) ->
              P = Starter(reg_death_srv, Reason),
              receive {registered, reg_death_srv} -> ok end,
              io:format("registered (~p): ~p~n", [Reason, whereis(reg_death_srv) =:= P]),
              R = monitor(process, P),
              reg_death_srv ! go,
              receive {'DOWN', R, process, P, W} -> io:format("died with ~p, whereis: ~p~n", [W, whereis(reg_death_srv)]) end
      end, [normal, crash, kill]),
    %% killed from outside
    P = Starter(reg_death_srv2, normal),
    receive {registered, _} -> ok end,
    R = monitor(process, P),
    exit(whereis(reg_death_srv2), kill),
    receive {'DOWN', R, process, P, W} -> io:format("killed: ~p, whereis: ~p~n", [W, whereis(reg_death_srv2)]) end,
    io:format("register freed name: ~p~n", [register(reg_death_srv2, self())]),
    unregister(reg_death_srv2),
    ok.
