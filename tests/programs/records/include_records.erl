-module(include_records).
-export([main/1]).
-include("shapes.hrl").

area(#shape{kind = square, dims = [S]}) -> S * S;
area(#shape{kind = rect, dims = [W, H]}) -> W * H;
area(#shape{}) -> 0.

main(_) ->
    Shapes = [?SQUARE(3), #shape{kind = rect, dims = [2, 5], color = red}, #shape{}],
    [io:format("~p area=~p~n", [S, area(S)]) || S <- Shapes],
    io:format("~p~n", [[C || #shape{color = C} <- Shapes, C =/= ?DEFAULT_COLOR]]),
    io:format("~p~n", [record_info(fields, shape)]),
    ok.
