-module(numeric_bifs).
-export([main/1]).

main(_) ->
    Nums = [0, 7, -7, 2.5, -2.5, 3.49999, -0.5, 1.0e15, 123456789012345678901234567890],
    lists:foreach(fun(N) ->
        io:format("~w: abs=~w trunc=~w round=~w floor=~w ceil=~w float=~w~n",
                  [N, abs(N), trunc(N), round(N), floor(N), ceil(N), float(N)])
    end, Nums),
    io:format("~p~n", [[X rem 5 || X <- [-12, -5, 0, 5, 12]]]),
    io:format("~p~n", [[X div 5 || X <- [-12, -5, 0, 5, 12]]]),
    io:format("~p~n", [erlang:max(1, 2.0)]),
    io:format("~p~n", [erlang:min(-1, -1.0)]),
    io:format("~p~n", [integer_to_list(trunc(1.0e18))]),
    io:format("~p~n", [trunc(-1.0e18) - 1]),
    io:format("~p~n", [round(12345678901234567.0)]),
    io:format("~p~n", [float(1 bsl 60)]),
    io:format("~p~n", [1 bsl 60 == float(1 bsl 60)]),
    io:format("~p~n", [(1 bsl 53) + 1 == float((1 bsl 53) + 1)]),
    io:format("~p~n", [(1 bsl 53) + 1 < float((1 bsl 53) + 2)]),
    ok.
