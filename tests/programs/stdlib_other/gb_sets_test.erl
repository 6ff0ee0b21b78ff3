-module(gb_sets_test).
-export([main/1]).

main(_) ->
    S1 = gb_sets:from_list([5, 1, 9, 3, 7]),
    S2 = gb_sets:from_list(lists:seq(1, 10, 2) ++ [2, 4]),
    io:format("~p~n", [gb_sets:to_list(S1)]),
    io:format("~p~n", [gb_sets:to_list(S2)]),
    io:format("~p~n", [gb_sets:to_list(gb_sets:intersection(S1, S2))]),
    io:format("~p~n", [gb_sets:to_list(gb_sets:subtract(S2, S1))]),
    io:format("~p~n", [gb_sets:is_subset(S1, S2)]),
    io:format("~p ~p~n", [gb_sets:smallest(S2), gb_sets:largest(S2)]),
    {Min, S3} = gb_sets:take_smallest(S2),
    io:format("~p ~p~n", [Min, gb_sets:to_list(S3)]),
    io:format("~p~n", [gb_sets:to_list(gb_sets:filter(fun(X) -> X > 4 end, S2))]),
    io:format("~p~n", [gb_sets:fold(fun(X, A) -> X + A end, 0, S2)]),
    io:format("~p~n", [gb_sets:to_list(gb_sets:add(6, gb_sets:delete(1, S1)))]),
    io:format("~p~n", [gb_sets:size(gb_sets:union([S1, S2, gb_sets:singleton(100)]))]),
    It = gb_sets:iterator_from(4, S2),
    {X1, It2} = gb_sets:next(It),
    {X2, _} = gb_sets:next(It2),
    io:format("~p ~p~n", [X1, X2]),
    ok.
