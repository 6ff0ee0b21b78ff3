-module(proplists_maps).
-export([main/1]).

%% proplists:to_map/1,2 and from_map/1: the first entry for a key wins, an atom stands for
%% {Atom, true}, a tuple of another size than 2 shadows its key, anything else is skipped;
%% to_map/2 normalises first.

main(_) ->
    io:format("~p~n", [proplists:to_map([a, {b, 1}, {c, 2, 3}, {a, x}, {c, 9}, "str", 42, {d}, {b, 2}])]),
    io:format("~p~n", [proplists:to_map([{c, 9}, {c, 2, 3}])]),
    io:format("~p~n", [proplists:to_map([])]),
    io:format("~p~n", [proplists:to_map([{a, 1}, {a, 2}, b, {b, false}])]),
    io:format("~p~n", [proplists:to_map([{foo, 1}, bar, {no_baz, true}],
                                        [{aliases, [{foo, f}]}, {negations, [{no_baz, baz}]}])]),
    io:format("~p~n", [proplists:to_map([a, {b, 1}, c], [{expand, [{a, [{x, 1}, {y, 2}]}]}])]),
    io:format("~p~n", [lists:sort(proplists:from_map(#{a => 1, b => [2]}))]),
    io:format("~p~n", [proplists:from_map(#{})]),
    io:format("~p~n", [try proplists:to_map(not_a_list) catch C:R -> {C, R} end]).
