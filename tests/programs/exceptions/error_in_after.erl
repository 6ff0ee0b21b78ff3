-module(error_in_after).
-export([main/1]).

main(_) ->
    R1 = try
             try ok
             after error(from_after)
             end
         catch error:E -> {caught, E}
         end,
    io:format("~p~n", [R1]),
    R2 = try
             try throw(original)
             after exit(replaced)
             end
         catch C:E2 -> {C, E2}
         end,
    io:format("~p~n", [R2]),
    R3 = try
             try error(inner) catch error:inner -> throw(from_catch) after io:format("after 3~n") end
         catch throw:T -> {outer, T}
         end,
    io:format("~p~n", [R3]),
    Seq = fun(N) ->
              try
                  put(trace, [try_body | get(trace)]),
                  if N > 0 -> N; true -> throw(neg) end
              of
                  V -> put(trace, [{of_clause, V} | get(trace)]), V * 10
              catch
                  throw:neg -> put(trace, [catch_clause | get(trace)]), -1
              after
                  put(trace, [after_clause | get(trace)])
              end
          end,
    put(trace, []),
    io:format("~p ~p~n", [Seq(5), Seq(-5)]),
    io:format("~p~n", [lists:reverse(get(trace))]),
    ok.
