-module(hash_order_shrink).
-export([main/1]).
%% A set table grows to 7000 objects and shrinks as they are deleted (by delete/2, take/2
%% and delete_object/2 in turn); its traversal order at points on the way, after
%% select_delete and match_delete (which do not shrink the table), and after
%% delete_all_objects (which starts it afresh).

main(_) ->
    T = ets:new(t, [set, public]),
    Ks = keys(7000, 1),
    [ets:insert(T, {K, K rem 7}) || K <- Ks],
    show(T, inserted),
    Marks = [6000, 4000, 3300, 3200, 3199, 3150, 3000, 2500, 2176, 2175, 2000, 1500, 1152,
             1151, 1100, 800, 300, 100, 10, 1, 0],
    lists:foldl(fun(K, N) ->
                        case N rem 3 of
                            0 -> ets:delete(T, K);
                            1 -> ets:take(T, K);
                            2 -> ets:delete_object(T, {K, K rem 7})
                        end,
                        case lists:member(N - 1, Marks) of
                            true -> show(T, N - 1);
                            false -> ok
                        end,
                        N - 1
                end, length(Ks), lists:reverse(Ks)),
    [ets:insert(T, {K, K rem 7}) || K <- Ks],
    io:format("select_delete ~p~n", [ets:select_delete(T, [{{'_', '$1'}, [{'>', '$1', 0}], [true]}])]),
    show(T, select_delete),
    ets:delete(T, hd(chain(T))),
    show(T, one_more_delete),
    ets:match_delete(T, {'_', 0}),
    [ets:insert(T, {K, x}) || K <- lists:sublist(Ks, 50)],
    show(T, match_delete),
    ets:delete_all_objects(T),
    [ets:insert(T, {K, x}) || K <- lists:sublist(Ks, 50)],
    show(T, delete_all_objects).

keys(0, _) -> [];
keys(N, S) -> S1 = (S * 1103515245 + 12345) rem 2147483648, [S1 rem 100000 | keys(N - 1, S1)].

show(T, What) ->
    C = chain(T),
    io:format("~p size ~p ~w hash ~p~n", [What, ets:info(T, size), lists:sublist(C, 8), erlang:phash2(C)]).

chain(T) -> chain(T, ets:first(T)).
chain(_, '$end_of_table') -> [];
chain(T, K) -> [K | chain(T, ets:next(T, K))].
