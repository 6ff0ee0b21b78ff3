-module(records_print).
-export([main/1]).

-record(r, {a = 1, b = "two", c = three}).
-record(big, {field_one = lists:seq(1, 10), field_two = "a reasonably long string value",
              field_three = {nested, tuple, value}, field_four = #{k => v}}).

main(_) ->
    %% io:format does not know record definitions: records print as tuples
    io:format("~p~n", [#r{}]),
    io:format("~w~n", [#r{}]),
    io:format("~p~n", [#big{}]),
    io:format("~p~n", [[#r{a = N} || N <- lists:seq(1, 6)]]),
    io:format("~p~n", [{wrapper, #big{}, #r{}}]),
    ok.
