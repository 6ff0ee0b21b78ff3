-module(pattern_gen).
-export([main/1]).

main(_) ->
    People = [{person, "Ann", 31, london}, {person, "Bob", 25, paris},
              {company, "Acme", london}, {person, "Cid", 40, london}],
    io:format("~p~n", [[Name || {person, Name, _, london} <- People]]),
    io:format("~p~n", [[{N, A} || {person, N, A, _} <- People, A > 30]]),
    io:format("~p~n", [[C || {company, C, _} <- People]]),
    Pairs = [{a, 1}, {b, 2}, {a, 3}, {c, 4}, {b, 5}],
    Keys = lists:usort([K || {K, _} <- Pairs]),
    io:format("~p~n", [[{K, [V || {K2, V} <- Pairs, K2 =:= K]} || K <- Keys]]),
    io:format("~p~n", [[X || [X | _] <- [[1, 2], [], [3], [], [4, 5]]]]),
    io:format("~p~n", [[H || <<H, _/binary>> <- [<<"ab">>, <<>>, <<"c">>]]]),
    M = #{a => 1, b => 2, c => 3},
    io:format("~p~n", [lists:sort([{V, K} || {K, V} <- maps:to_list(M)])]),
    io:format("~p~n", [[X || X = {_, _} <- [{1, 2}, {3}, {4, 5}]]]),
    ok.
