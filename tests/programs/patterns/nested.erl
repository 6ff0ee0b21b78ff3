-module(nested).
-export([main/1]).

depth({node, L, _, R}) -> 1 + max(depth(L), depth(R));
depth(leaf) -> 0.

sum_pairs([{A, {B, [C | _]}} | Rest]) -> A + B + C + sum_pairs(Rest);
sum_pairs([_ | Rest]) -> sum_pairs(Rest);
sum_pairs([]) -> 0.

main(_) ->
    T = {node, {node, leaf, 1, {node, leaf, 2, leaf}}, 3, leaf},
    io:format("depth ~p~n", [depth(T)]),
    {node, {node, _, V1, {node, _, V2, _}}, V3, _} = T,
    io:format("~p ~p ~p~n", [V1, V2, V3]),
    io:format("~p~n", [sum_pairs([{1, {2, [3, 4]}}, bad, {10, {20, [30]}}, {1, {1, []}}])]),
    {a, [{b, X}, {c, [Y | Z]}], #{key := {W}}} = {a, [{b, 1}, {c, [2, 3, 4]}], #{key => {5}, other => 6}},
    io:format("~p ~p ~p ~p~n", [X, Y, Z, W]),
    [[A1, B1], [C1 | D1]] = [[1, 2], [3, 4, 5]],
    io:format("~p ~p ~p ~p~n", [A1, B1, C1, D1]),
    {{{{Deep}}}} = {{{{deep_value}}}},
    io:format("~p~n", [Deep]),
    ok.
