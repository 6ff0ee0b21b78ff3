-module(maps_functions).
-export([main/1]).

main(_) ->
    M = maps:from_list([{N, N * N} || N <- lists:seq(1, 10)]),
    io:format("~p~n", [M]),
    io:format("~p~n", [maps:map(fun(K, V) -> K + V end, M)]),
    io:format("~p~n", [maps:filter(fun(K, _) -> K rem 2 =:= 0 end, M)]),
    io:format("~p~n", [maps:fold(fun(K, V, Acc) -> K + V + Acc end, 0, M)]),
    io:format("~p~n", [maps:filtermap(fun(K, V) when K > 5 -> {true, -V}; (_, _) -> false end, M)]),
    io:format("~p~n", [maps:with([1, 2, 3, 99], M)]),
    io:format("~p~n", [maps:without([1, 2, 3, 4, 5, 6], M)]),
    io:format("~p~n", [maps:update_with(1, fun(V) -> V * 1000 end, M)]),
    io:format("~p~n", [maps:update_with(99, fun(V) -> V end, init, #{})]),
    io:format("~p~n", [maps:take(2, #{1 => a, 2 => b})]),
    io:format("~p~n", [maps:take(3, #{1 => a})]),
    io:format("~p~n", [maps:merge_with(fun(_, A, B) -> A + B end, #{a => 1, b => 2}, #{b => 10, c => 20})]),
    io:format("~p~n", [maps:groups_from_list(fun(X) -> X rem 3 end, lists:seq(1, 10))]),
    io:format("~p~n", [maps:groups_from_list(fun erlang:length/1, fun lists:reverse/1, ["ab", "cd", "e"])]),
    io:format("~p~n", [maps:from_keys([a, b, c], 0)]),
    io:format("~p~n", [maps:intersect(#{a => 1, b => 2}, #{b => 3, c => 4})]),
    io:format("~p~n", [maps:intersect_with(fun(_, A, B) -> {A, B} end, #{a => 1, b => 2}, #{b => 3})]),
    I = maps:iterator(#{x => 1, y => 2}),
    {K1, V1, I2} = maps:next(I),
    {K2, V2, I3} = maps:next(I2),
    io:format("~p ~p ~p ~p ~p~n", [K1, V1, K2, V2, maps:next(I3)]),
    io:format("~p~n", [lists:sort(maps:to_list(maps:from_list([{{a, I0}, I0} || I0 <- lists:seq(1, 5)])))]),
    ok.
