-module(function_clause_main).
-export([main/1]).

main(Args) ->
    io:format("got ~p argument(s)~n", [length(Args)]),
    run(Args).

run([]) ->
    io:format("this clause needs no args~n").
