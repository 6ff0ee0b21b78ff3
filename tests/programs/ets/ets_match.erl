%% ets:match/2, match_object/2, select/2 with match specifications, select_count,
%% select_delete, match_delete.
-module(ets_match).
-export([main/1]).

-record(emp, {id, name, dept, salary}).

main(_) ->
    T = ets:new(emps, [ordered_set, {keypos, #emp.id}]),
    ets:insert(T, [#emp{id = 1, name = "Ann", dept = eng, salary = 120},
                   #emp{id = 2, name = "Bob", dept = ops, salary = 90},
                   #emp{id = 3, name = "Cid", dept = eng, salary = 100},
                   #emp{id = 4, name = "Dee", dept = sales, salary = 80},
                   #emp{id = 5, name = "Eve", dept = eng, salary = 150}]),
    io:format("~p~n", [ets:match(T, #emp{name = '$1', dept = eng, _ = '_'})]),
    io:format("~p~n", [ets:match(T, #emp{id = '$2', name = '$1', _ = '_'})]),
    io:format("~p~n", [ets:match_object(T, #emp{dept = ops, _ = '_'})]),
    io:format("~p~n", [ets:select(T, [{#emp{name = '$1', salary = '$2', _ = '_'},
                                       [{'>', '$2', 95}], ['$1']}])]),
    io:format("~p~n", [ets:select(T, [{#emp{name = '$1', dept = '$2', _ = '_'},
                                       [{'orelse', {'==', '$2', ops}, {'==', '$2', sales}}],
                                       [{{'$2', '$1'}}]}])]),
    io:format("~p~n", [ets:select(T, [{#emp{id = '$1', salary = '$2', _ = '_'},
                                       [{'andalso', {'>=', '$1', 2}, {'<', '$2', 120}}],
                                       [{{'$1', {'*', '$2', 2}}}]}])]),
    io:format("~p~n", [ets:select(T, [{#emp{dept = eng, _ = '_'}, [], ['$_']}])]),
    io:format("~p~n", [ets:select(T, [{#emp{id = '$1', dept = '$2', _ = '_'},
                                       [{'=:=', '$2', sales}], ['$$']}])]),
    io:format("~p~n", [ets:select(T, [{#emp{id = '$1', _ = '_'}, [{is_integer, '$1'},
                                       {'==', {'rem', '$1', 2}, 0}], ['$1']}])]),
    io:format("~p~n", [ets:select(T, [{#emp{name = '$1', _ = '_'}, [],
                                       [{const, {name, x}}]}])]),
    io:format("~p~n", [ets:select_count(T, [{#emp{salary = '$1', _ = '_'},
                                             [{'>=', '$1', 100}], [true]}])]),
    io:format("~p~n", [ets:select_delete(T, [{#emp{dept = eng, _ = '_'}, [], [true]}])]),
    io:format("~p~n", [[E#emp.name || E <- ets:tab2list(T)]]),
    true = ets:match_delete(T, #emp{dept = ops, _ = '_'}),
    io:format("~p~n", [ets:tab2list(T)]),
    %% Repeated variables must bind the same term.
    P = ets:new(pairs, [bag]),
    ets:insert(P, [{k, 1, 1}, {k, 1, 2}, {k, [a, b], [a, b]}]),
    io:format("~p~n", [lists:sort(ets:match(P, {k, '$1', '$1'}))]),
    io:format("~p~n", [lists:sort(ets:match_object(P, {'_', [a | '_'], '_'}))]),
    io:format("~p~n", [ets:match(P, {k, '_', '_'})]),
    io:format("~p~n", [ets:match(P, nomatch)]),
    io:format("~p~n", [err(fun() -> ets:select(P, bad_spec) end)]).

%% The error class and reason of a call that fails (its stacktrace differs between runtimes).
err(F) ->
    try F() catch C:R -> {C, R} end.
