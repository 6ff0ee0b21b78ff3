-module(gb_trees_test).
-export([main/1]).

main(_) ->
    T0 = gb_trees:empty(),
    T1 = lists:foldl(fun({K, V}, T) -> gb_trees:insert(K, V, T) end, T0,
                     [{5, five}, {2, two}, {8, eight}, {1, one}, {9, nine}, {3, three}]),
    io:format("~p~n", [gb_trees:to_list(T1)]),
    io:format("~p~n", [gb_trees:size(T1)]),
    io:format("~p~n", [gb_trees:lookup(8, T1)]),
    io:format("~p~n", [gb_trees:lookup(7, T1)]),
    io:format("~p~n", [gb_trees:get(3, T1)]),
    io:format("~p~n", [gb_trees:is_defined(9, T1)]),
    io:format("~p~n", [gb_trees:keys(T1)]),
    io:format("~p~n", [gb_trees:values(T1)]),
    io:format("~p~n", [gb_trees:smallest(T1)]),
    io:format("~p~n", [gb_trees:largest(T1)]),
    T2 = gb_trees:update(5, 'FIVE', T1),
    io:format("~p~n", [gb_trees:get(5, T2)]),
    T3 = gb_trees:delete(2, T2),
    io:format("~p~n", [gb_trees:keys(T3)]),
    T4 = gb_trees:enter(7, seven, T3),
    io:format("~p~n", [gb_trees:to_list(T4)]),
    {K, V, T5} = gb_trees:take_smallest(T4),
    io:format("~p ~p ~p~n", [K, V, gb_trees:keys(T5)]),
    io:format("~p~n", [gb_trees:to_list(gb_trees:map(fun(Key, _) -> Key * Key end, T5))]),
    It = gb_trees:iterator(T4),
    io:format("~p~n", [walk(It)]),
    Big = lists:foldl(fun(I, T) -> gb_trees:insert(I, I * I, T) end, gb_trees:empty(), lists:seq(1, 1000)),
    io:format("~p ~p~n", [gb_trees:size(Big), gb_trees:get(777, Big)]),
    io:format("~p~n", [gb_trees:to_list(gb_trees:from_orddict([{a, 1}, {b, 2}]))]),
    S = gb_sets:from_list([c, a, b, a]),
    io:format("~p~n", [gb_sets:to_list(S)]),
    io:format("~p~n", [gb_sets:is_member(b, S)]),
    io:format("~p~n", [gb_sets:to_list(gb_sets:union(S, gb_sets:from_list([d, a])))]),
    io:format("~p~n", [gb_sets:size(S)]),
    ok.

walk(It) ->
    case gb_trees:next(It) of
        none -> [];
        {K, V, It2} -> [{K, V} | walk(It2)]
    end.
