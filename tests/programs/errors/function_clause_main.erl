-module(function_clause_main).
-export([main/1]).

main([]) ->
    io:format("this clause needs args~n").
