-module(halt_in_catch).
-export([main/1]).

main(Args) ->
    Code = case Args of [A] -> list_to_integer(A); _ -> 1 end,
    try
        error(failure)
    catch
        error:failure ->
            io:format("caught failure, exiting with ~p~n", [Code]),
            halt(Code)
    end.
