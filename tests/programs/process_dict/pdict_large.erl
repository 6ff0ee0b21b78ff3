-module(pdict_large).
-export([main/1]).

main(_) ->
    [put({k, I}, I * I) || I <- lists:seq(1, 5000)],
    io:format("~p~n", [length(get_keys())]),
    io:format("~p~n", [get({k, 4321})]),
    io:format("~p~n", [lists:sum([V || {{k, _}, V} <- get()])]),
    [erase({k, I}) || I <- lists:seq(1, 5000), I rem 2 =:= 0],
    io:format("~p~n", [length(get())]),
    io:format("~p~n", [get({k, 2})]),
    io:format("~p~n", [length(get_keys(25))]),
    ok.
