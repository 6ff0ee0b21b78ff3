-module(proplists_test).
-export([main/1]).

main(_) ->
    P = [{name, "widget"}, {size, 10}, debug, {color, red}, {size, 20}, {verbose, false}],
    io:format("~p~n", [proplists:get_value(name, P)]),
    io:format("~p~n", [proplists:get_value(size, P)]),
    io:format("~p~n", [proplists:get_value(missing, P)]),
    io:format("~p~n", [proplists:get_value(missing, P, default)]),
    io:format("~p~n", [proplists:get_value(debug, P)]),
    io:format("~p~n", [proplists:get_bool(debug, P)]),
    io:format("~p~n", [proplists:get_bool(verbose, P)]),
    io:format("~p~n", [proplists:get_all_values(size, P)]),
    io:format("~p~n", [proplists:lookup(color, P)]),
    io:format("~p~n", [proplists:lookup(nothing, P)]),
    io:format("~p~n", [proplists:lookup_all(size, P)]),
    io:format("~p~n", [proplists:is_defined(debug, P)]),
    io:format("~p~n", [proplists:delete(size, P)]),
    io:format("~p~n", [lists:sort(proplists:get_keys(P))]),
    io:format("~p~n", [proplists:compact(P)]),
    io:format("~p~n", [proplists:unfold([a, {b, 1}])]),
    io:format("~p~n", [proplists:property({a, true})]),
    io:format("~p~n", [proplists:to_map([{a, 1}, b, {c, 3}])]),
    io:format("~p~n", [proplists:from_map(#{x => 1})]),
    io:format("~p~n", [proplists:substitute_aliases([{colour, color}], [{colour, blue}, x])]),
    io:format("~p~n", [proplists:expand([{debug, [{level, 3}, trace]}], [debug, other])]),
    ok.
