-module(records_in_maps).
-export([main/1]).

-record(task, {id, title, done = false, priority = normal}).

main(_) ->
    Tasks = maps:from_list([{I, #task{id = I, title = T, priority = P}}
                            || {I, T, P} <- [{1, "write tests", high}, {2, "fix bug", urgent},
                                             {3, "refactor", low}, {4, "release", high}]]),
    Done = maps:update_with(2, fun(T) -> T#task{done = true} end, Tasks),
    Pending = [T#task.title || T <- maps:values(Done), not T#task.done],
    io:format("~p~n", [lists:sort(Pending)]),
    ByPrio = lists:foldl(fun(#task{priority = P, id = I}, Acc) ->
                             maps:update_with(P, fun(L) -> lists:sort([I | L]) end, [I], Acc)
                         end, #{}, maps:values(Done)),
    io:format("~p~n", [ByPrio]),
    io:format("~p~n", [maps:get(2, Done)]),
    Order = [urgent, high, normal, low],
    Sorted = lists:sort(fun(A, B) ->
        index(A#task.priority, Order) =< index(B#task.priority, Order)
    end, lists:keysort(#task.id, maps:values(Done))),
    [io:format("~-8w ~s~n", [T#task.priority, T#task.title]) || T <- Sorted],
    ok.

index(X, L) -> length(lists:takewhile(fun(Y) -> Y =/= X end, L)).
