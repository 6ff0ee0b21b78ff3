%% Copying terms nested 300,000 to 1,000,000 deep: a message to another process and back, a
%% spawned closure, an ETS table, and their flat size.
-module(dt_copy).
-export([main/1]).

-define(N, 1000000).

nest(0, Acc, _) -> Acc;
nest(N, Acc, F) -> nest(N - 1, F(Acc), F).

echo() -> receive {From, T} -> From ! {self(), T}, echo(); stop -> ok end.

main(_) ->
    Shapes = [{list, fun(A) -> [A] end}, {tuple, fun(A) -> {A} end},
              {map, fun(A) -> #{k => A} end}, {both, fun(A) -> [A, 1 | A] end}],
    Echo = spawn(fun echo/0),
    T0 = ets:new(deep, [set]),
    lists:foreach(
      fun({Name, F}) ->
              Depth = case Name of both -> 20; map -> 300000; _ -> ?N end,
              T = nest(Depth, [], F),
              Echo ! {self(), T},
              Back = receive {Echo, X} -> X end,
              Self = self(),
              spawn(fun() -> Self ! {spawned, erlang:phash2(T), T} end),
              {H, S} = receive {spawned, H0, S0} -> {H0, S0} end,
              true = ets:insert(T0, {Name, T}),
              [{Name, E}] = ets:lookup(T0, Name),
              io:format("~p ~p ~p ~p ~p ~p~n",
                        [Name, Back =:= T, S =:= T, H =:= erlang:phash2(T), E =:= T,
                         erts_debug:flat_size(T)])
      end, Shapes),
    Echo ! stop,
    io:format("~p~n", [ets:info(T0, size)]).
