%% Terms nested 100,000 deep through every walk at once, small enough to run under --gc-
%% stress --verify-heap too: collections and the heap verifier see them.
-module(dt_stress).
-export([main/1]).

-define(N, 100000).

nest(0, Acc, _) -> Acc;
nest(N, Acc, F) -> nest(N - 1, F(Acc), F).

main(_) ->
    Shapes = [{list, fun(A) -> [A] end}, {tuple, fun(A) -> {A, 2} end},
              {map, fun(A) -> #{k => A} end}],
    Tab = ets:new(t, []),
    lists:foreach(
      fun({Name, F}) ->
              A = nest(?N, 1, F),
              C = nest(?N, 1.0, F),
              Self = self(),
              spawn(fun() -> Self ! {back, A} end),
              B = receive {back, X} -> X end,
              ets:insert(Tab, {Name, A}),
              [{Name, E}] = ets:lookup(Tab, Name),
              Bin = term_to_binary(A),
              io:format("~p ~p~n",
                        [Name, [A =:= B, A == C, A =:= C, A < C, C < B, E =:= B,
                                binary_to_term(Bin) =:= A, byte_size(Bin),
                                erlang:phash2(A), erts_debug:flat_size(A)]])
      end, Shapes).
