-module(nested_try).
-export([main/1]).

safe_div(A, B) ->
    try A div B
    catch error:badarith -> infinity
    end.

parse(S) ->
    try list_to_integer(S)
    catch error:badarg ->
        try list_to_float(S)
        catch error:badarg -> {invalid, S}
        end
    end.

deep(0) -> throw(bottom);
deep(N) ->
    try deep(N - 1)
    catch throw:bottom when N =:= 5 -> {caught_at, N}
    end.

main(_) ->
    io:format("~p ~p~n", [safe_div(10, 3), safe_div(1, 0)]),
    [io:format("~p -> ~p~n", [S, parse(S)]) || S <- ["12", "-7", "3.25", "abc", "1e5", "2.0e3"]],
    io:format("~p~n", [deep(10)]),
    io:format("~p~n", [catch deep(3)]),
    Results = [try
                   case I rem 4 of
                       0 -> I;
                       1 -> throw(I);
                       2 -> error(I);
                       3 -> exit(I)
                   end
               catch
                   throw:T -> {t, T};
                   error:E when E > 5 -> {big_e, E};
                   error:E -> {e, E};
                   exit:X -> {x, X}
               end || I <- lists:seq(0, 11)],
    io:format("~p~n", [Results]),
    ok.
