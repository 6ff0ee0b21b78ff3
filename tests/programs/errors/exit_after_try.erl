-module(exit_after_try).
-export([main/1]).

main(_) ->
    try
        io:format("in try~n"),
        throw(caught_ok)
    catch
        throw:caught_ok -> io:format("caught~n")
    after
        io:format("after~n")
    end,
    Result = try 1 + 1 after io:format("second after~n") end,
    io:format("result ~p~n", [Result]),
    erlang:error({final_error, Result}).
