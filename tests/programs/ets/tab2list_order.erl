-module(tab2list_order).
-export([main/1]).
%% The order of tab2list, first, match and foldl on set, bag and
%% duplicate_bag tables of integer, atom and mixed keys.
main(_) ->
    [begin
        T = ets:new(t, [Type]),
        ets:insert(T, [{K, V} || {K, V} <- Objs]),
        io:format("~p ~p~n", [Type, ets:tab2list(T)]),
        io:format("  first ~p~n", [ets:first(T)]),
        io:format("  match ~p~n", [ets:match(T, {'$1', '_'})]),
        io:format("  foldl ~p~n", [ets:foldl(fun({K, _}, A) -> [K | A] end, [], T)])
     end || Type <- [set, bag, duplicate_bag],
            Objs <- [[{I, x} || I <- lists:seq(1, 20)],
                     [{I, x} || I <- [5, 3, 100, -1, 7, 1000000, 42]],
                     [{A, x} || A <- [b, a, c, zebra, apple, m]],
                     [{a, 1}, {b, 2}, {a, 3}, {a, 1}, {c, 0}, {b, 5}],
                     [{"str", 1}, {{t, 1}, 2}, {1.5, 3}, {<<"bin">>, 4}]]],
    ok.
