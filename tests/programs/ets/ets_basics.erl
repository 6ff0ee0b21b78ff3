%% ets: the four table types, keypos, insert_new, lookup_element, deletes, traversal.
-module(ets_basics).
-export([main/1]).

main(_) ->
    T = ets:new(fruit, [ordered_set]),
    true = ets:insert(T, [{apple, 3}, {pear, 5}, {banana, 7}]),
    true = ets:insert(T, {apple, 4}),
    io:format("~p~n", [ets:tab2list(T)]),
    io:format("~p ~p~n", [ets:lookup(T, apple), ets:lookup(T, kiwi)]),
    io:format("~p ~p~n", [ets:member(T, pear), ets:insert_new(T, {pear, 0})]),
    io:format("~p~n", [ets:insert_new(T, [{kiwi, 1}, {plum, 2}])]),
    io:format("~p~n", [ets:lookup_element(T, banana, 2)]),
    io:format("~p~n", [err(fun() -> ets:lookup_element(T, nope, 2) end)]),
    io:format("~p ~p~n", [ets:first(T), ets:last(T)]),
    io:format("~p~n", [walk(T, ets:first(T))]),
    io:format("~p ~p~n", [ets:next(T, banana), ets:prev(T, banana)]),
    io:format("~p ~p~n", [ets:next(T, zzz), ets:info(T, size)]),
    true = ets:delete(T, pear),
    io:format("~p~n", [ets:tab2list(T)]),
    io:format("~p~n", [ets:take(T, kiwi)]),
    io:format("~p~n", [ets:foldl(fun({_, N}, A) -> N + A end, 0, T)]),
    io:format("~p~n", [ets:foldr(fun({K, _}, A) -> [K | A] end, [], T)]),
    true = ets:delete_all_objects(T),
    io:format("~p ~p~n", [ets:tab2list(T), ets:info(T, size)]),
    true = ets:delete(T),
    io:format("~p~n", [ets:info(T, size)]),
    io:format("~p~n", [err(fun() -> ets:lookup(T, apple) end)]),
    bags(),
    named(),
    keypos(),
    numbers().

walk(_, '$end_of_table') -> [];
walk(T, K) -> [K | walk(T, ets:next(T, K))].

bags() ->
    B = ets:new(b, [bag]),
    ets:insert(B, [{k, 1}, {k, 2}, {k, 1}, {j, 3}]),
    io:format("~p~n", [lists:sort(ets:lookup(B, k))]),
    D = ets:new(d, [duplicate_bag]),
    ets:insert(D, [{k, 1}, {k, 2}, {k, 1}]),
    io:format("~p~n", [lists:sort(ets:lookup(D, k))]),
    io:format("~p~n", [lists:sort(ets:lookup_element(D, k, 2))]),
    ets:delete_object(D, {k, 1}),
    io:format("~p ~p~n", [ets:lookup(D, k), ets:info(D, size)]),
    ets:delete_object(B, {k, 2}),
    io:format("~p ~p~n", [ets:lookup(B, k), ets:info(B, size)]),
    io:format("~p ~p~n", [ets:info(B, type), ets:info(D, type)]).

named() ->
    counters = ets:new(counters, [named_table, public, set]),
    io:format("~p~n", [err(fun() -> ets:new(counters, [named_table]) end)]),
    ets:insert(counters, {hits, 0}),
    [ets:update_counter(counters, hits, 1) || _ <- lists:seq(1, 10)],
    io:format("~p~n", [ets:lookup(counters, hits)]),
    io:format("~p~n", [ets:update_counter(counters, hits, {2, -3})]),
    io:format("~p~n", [ets:update_counter(counters, misses, 5, {misses, 100})]),
    ets:insert(counters, {pair, 1, 10}),
    io:format("~p~n", [ets:update_counter(counters, pair, [{2, 1}, {3, 5}])]),
    io:format("~p~n", [ets:update_counter(counters, pair, {2, 10, 5, 0})]),
    io:format("~p~n", [err(fun() -> ets:update_counter(counters, none, 1) end)]),
    io:format("~p~n", [ets:update_element(counters, pair, {3, x})]),
    io:format("~p~n", [ets:update_element(counters, none, {2, x})]),
    io:format("~p~n", [lists:sort(ets:tab2list(counters))]),
    io:format("~p ~p ~p~n", [ets:info(counters, named_table), ets:info(counters, protection),
                             ets:info(counters, keypos)]),
    %% Another process may write a public table and read a protected one.
    P = ets:new(prot, [protected]),
    ets:insert(P, {a, 1}),
    Self = self(),
    spawn(fun() ->
                  ets:insert(counters, {from_child, yes}),
                  R = ets:lookup(P, a),
                  W = (catch ets:insert(P, {b, 2})),
                  Self ! {done, R, element(1, W)}
          end),
    receive {done, R, W} -> io:format("~p ~p~n", [R, W]) end,
    io:format("~p~n", [ets:lookup(counters, from_child)]),
    ets:delete(counters).

keypos() ->
    T = ets:new(people, [set, {keypos, 2}]),
    ets:insert(T, [{person, alice, 30}, {person, bob, 25}]),
    io:format("~p~n", [ets:lookup(T, bob)]),
    io:format("~p~n", [err(fun() -> ets:insert(T, {x}) end)]),
    io:format("~p~n", [ets:info(T, keypos)]).

numbers() ->
    %% ordered_set keys compare with ==, set keys with =:=.
    O = ets:new(o, [ordered_set]),
    ets:insert(O, [{1, int}, {1.0, float}, {2, two}]),
    io:format("~p~n", [ets:tab2list(O)]),
    S = ets:new(s, [set]),
    ets:insert(S, [{1, int}, {1.0, float}]),
    io:format("~p ~p~n", [ets:lookup(S, 1), ets:lookup(S, 1.0)]),
    Big = ets:new(big, [ordered_set]),
    ets:insert(Big, [{N, integer_to_list(N)} || N <- lists:seq(1, 500)]),
    io:format("~p~n", [ets:info(Big, size)]),
    io:format("~p~n", [ets:lookup(Big, 250)]),
    ets:insert(Big, {bin, list_to_binary(lists:duplicate(100, $x)), [a, {b, c}]}),
    [{bin, Bin, L}] = ets:lookup(Big, bin),
    io:format("~p ~p~n", [byte_size(Bin), L]).

%% The error class and reason of a call that fails (its stacktrace differs between runtimes).
err(F) ->
    try F() catch C:R -> {C, R} end.
