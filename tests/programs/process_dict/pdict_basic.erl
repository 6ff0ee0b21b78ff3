-module(pdict_basic).
-export([main/1]).

main(_) ->
    io:format("~p~n", [get(counter)]),
    io:format("~p~n", [put(counter, 1)]),
    io:format("~p~n", [put(counter, 2)]),
    io:format("~p~n", [get(counter)]),
    put(name, "erlang"),
    put({complex, key}, [1, 2, 3]),
    put(42, answer),
    io:format("~p~n", [get(name)]),
    io:format("~p~n", [get({complex, key})]),
    io:format("~p~n", [get(42)]),
    io:format("~p~n", [lists:sort(get_keys())]),
    put(other, 2),
    io:format("~p~n", [lists:sort(get_keys(2))]),
    io:format("~p~n", [erase(name)]),
    io:format("~p~n", [erase(name)]),
    io:format("~p~n", [get(name)]),
    io:format("~p~n", [lists:sort(get())]),
    Old = erase(),
    io:format("~p~n", [lists:sort(Old)]),
    io:format("~p~n", [get()]),
    io:format("~p~n", [get_keys()]),
    ok.
