-module(msg_receive_nested).
-export([main/1]).

main(_) ->
    [self() ! M || M <- [{outer, 1}, {inner, a}, {inner, b}, {outer, 2}]],
    R = receive
            {outer, N} ->
                Inner = receive {inner, X} -> X end,
                {N, Inner}
        end,
    io:format("nested receive: ~p~n", [R]),
    R2 = receive
             {outer, N2} ->
                 receive {inner, Y} -> {N2, Y} after 0 -> {N2, none} end
         end,
    io:format("second nested: ~p~n", [R2]),
    %% receive inside a case and in a fun
    F = fun(Tag) -> receive {Tag, V} -> V after 0 -> missing end end,
    self() ! {k1, v1}, self() ! {k2, v2},
    io:format("fun receive: ~p ~p ~p~n", [F(k2), F(k1), F(k1)]),
    Res = case self() ! {calc, 6} of
              {calc, _} -> receive {calc, Z} -> Z * 7 end
          end,
    io:format("case receive: ~p~n", [Res]),
    %% receive result bound in a match
    self() ! {pair, 1, 2},
    {A, B} = receive {pair, P, Q} -> {P, Q} end,
    io:format("bound: ~p ~p~n", [A, B]),
    ok.
