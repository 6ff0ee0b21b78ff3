-module(ordered_set_keys).
-export([main/1]).

%% An ordered_set whose keys compare with ==: replacing an object by one whose key is
%% equal but not identical (1 and 1.0, boxed keys), and walking, deleting and selecting
%% in key order after many replacements.
main(_) ->
    T = ets:new(t, [ordered_set]),
    true = ets:insert(T, {1, a}),
    true = ets:insert(T, {1.0, b}),
    io:format("~p ~p ~p~n", [ets:tab2list(T), ets:first(T), ets:lookup(T, 1)]),
    true = ets:insert(T, {1, c}),
    io:format("~p ~p~n", [ets:tab2list(T), ets:last(T)]),
    Boxed = [{k, N} || N <- lists:seq(1, 50)] ++
            [N * 1000000000000000000000 || N <- lists:seq(1, 20)] ++
            [integer_to_list(N) || N <- lists:seq(1, 30)] ++
            [float(N) + 0.5 || N <- lists:seq(1, 30)] ++
            [<<N:16>> || N <- lists:seq(1, 30)],
    [ets:insert(T, {K, first}) || K <- Boxed],
    %% Replace every boxed key with a fresh copy (the first copy's block is freed).
    [ets:insert(T, {copy(K), second}) || K <- Boxed],
    erlang:garbage_collect(),
    io:format("~p~n", [ets:info(T, size)]),
    io:format("~p~n", [walk(T, ets:first(T), 0)]),
    io:format("~p~n", [lists:usort([V || {_, V} <- ets:tab2list(T)])]),
    io:format("~p ~p~n", [ets:next(T, {k, 25}), ets:prev(T, {k, 25})]),
    io:format("~p ~p~n", [ets:next(T, {k, 25, x}), ets:prev(T, "15")]),
    io:format("~p ~p~n", [ets:next(T, 2.5), ets:prev(T, 0)]),
    N1 = ets:select_delete(T, [{{{k, '$1'}, '_'}, [{'>', '$1', 10}], [true]}]),
    N2 = ets:match_delete(T, {'_', first}),
    io:format("~p ~p ~p~n", [N1, N2, ets:info(T, size)]),
    ets:delete_object(T, {"7", first}),
    ets:delete_object(T, {"7", second}),
    ets:delete(T, 1.0),
    io:format("~p ~p~n", [ets:lookup(T, "7"), ets:lookup(T, 1)]),
    ets:insert(T, {counter, 0}),
    [ets:update_counter(T, counter, 3) || _ <- lists:seq(1, 10)],
    ets:update_element(T, {k, 3}, {2, third}),
    io:format("~p ~p~n", [ets:lookup(T, counter), ets:lookup(T, {k, 3})]),
    io:format("~p~n", [lists:sublist(ets:tab2list(T), 12)]),
    ets:delete_all_objects(T),
    ets:insert(T, [{b, 1}, {a, 2}, {b, 3}]),
    io:format("~p~n", [ets:tab2list(T)]),
    churn(T, 20000),
    io:format("~p ~p~n", [ets:info(T, size), lists:sum([V || {_, V} <- ets:tab2list(T)])]).

copy(K) -> binary_to_term(term_to_binary(K)).

walk(_, '$end_of_table', N) -> N;
walk(T, K, N) -> walk(T, ets:next(T, K), N + 1).

%% Inserts, replacements and deletes of keys that share slots, with collections between.
churn(_, 0) -> ok;
churn(T, I) ->
    K = {key, I rem 997},
    ets:insert(T, {K, I}),
    case I rem 3 of
        0 -> ets:delete(T, {key, (I * 7) rem 997});
        _ -> ok
    end,
    case I rem 5000 of
        0 -> erlang:garbage_collect();
        _ -> ok
    end,
    churn(T, I - 1).
