-module(after_clause).
-export([main/1]).

with_after(F) ->
    try
        F()
    after
        io:format("after runs~n")
    end.

main(_) ->
    io:format("~p~n", [with_after(fun() -> normal_value end)]),
    R = try with_after(fun() -> throw(t) end) catch throw:T -> {caught, T} end,
    io:format("~p~n", [R]),
    R2 = try
             try error(inner)
             after io:format("inner after~n")
             end
         catch error:E -> {outer_caught, E}
         after io:format("outer after~n")
         end,
    io:format("~p~n", [R2]),
    R3 = try 10 of
             X -> X * 2
         catch _:_ -> failed
         after io:format("after with of~n")
         end,
    io:format("~p~n", [R3]),
    R4 = (fun() ->
                  try throw(early)
                  catch throw:early -> returned_from_catch
                  after io:format("after in fun~n")
                  end
          end)(),
    io:format("~p~n", [R4]),
    Counter = try
                  lists:foldl(fun(X, Acc) when X < 5 -> Acc + X;
                                 (X, _) -> throw({stopped_at, X}) end, 0, lists:seq(1, 10))
              catch throw:{stopped_at, N} -> {stopped, N}
              after io:format("fold done~n")
              end,
    io:format("~p~n", [Counter]),
    ok.
