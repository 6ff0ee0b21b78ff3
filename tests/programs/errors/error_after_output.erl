-module(error_after_output).
-export([main/1]).

process([]) -> ok;
process([H | T]) ->
    io:format("processing ~p~n", [H]),
    100 = 100 div H,
    process(T).

main(_) ->
    process([1, 2, 0, 3]).
