-module(array_test).
-export([main/1]).

main(_) ->
    A0 = array:new(10),
    io:format("~p~n", [array:size(A0)]),
    io:format("~p~n", [array:get(3, A0)]),
    A1 = array:set(3, three, A0),
    io:format("~p~n", [array:get(3, A1)]),
    A2 = array:new(5, {default, 0}),
    A3 = lists:foldl(fun(I, A) -> array:set(I, I * I, A) end, A2, lists:seq(0, 4)),
    io:format("~p~n", [array:to_list(A3)]),
    A4 = array:from_list([a, b, c]),
    io:format("~p ~p~n", [array:size(A4), array:to_list(A4)]),
    G = array:set(20, x, array:new()),
    io:format("~p~n", [array:size(G)]),
    io:format("~p~n", [array:sparse_to_orddict(G)]),
    io:format("~p~n", [array:to_orddict(A4)]),
    io:format("~p~n", [array:foldl(fun(I, V, Acc) -> [{I, V} | Acc] end, [], A4)]),
    io:format("~p~n", [array:to_list(array:map(fun(_, V) -> V + 1 end, A3))]),
    io:format("~p~n", [array:is_array(A3)]),
    io:format("~p~n", [array:default(A2)]),
    io:format("~p~n", [array:to_list(array:resize(2, A4))]),
    ok.
