-module(hash_order_bags).
-export([main/1]).
%% bag and duplicate_bag tables: the order of objects of one key and of keys, after
%% inserts one at a time and as lists (with duplicates), delete_object, take and delete,
%% through lookup, first/next, tab2list, match_object, select and foldl/foldr.

main(_) ->
    [run(Ty, How, N) || Ty <- [bag, duplicate_bag], How <- [single, list],
                        N <- [0, 1, 5, 30, 300, 700, 2000]],
    small(),
    ok.

objs(0, _) -> [];
objs(N, S) ->
    S1 = (S * 1103515245 + 12345) rem 2147483648,
    K = case S1 rem 4 of
            0 -> S1 rem (N div 3 + 1);
            1 -> integer_to_list(S1 rem 50);
            2 -> {S1 rem 20, <<"b">>};
            3 -> (S1 rem 40) / 4
        end,
    [{K, S1 rem 3} | objs(N - 1, S1)].

run(Ty, How, N) ->
    T = ets:new(t, [Ty]),
    Os = objs(N, N),
    case How of
        single -> [ets:insert(T, O) || O <- Os];
        list -> ets:insert(T, Os)
    end,
    report({Ty, How, N}, T),
    [ets:delete_object(T, O) || O <- lists:sublist(Os, 1, N div 3)],
    [ets:take(T, K) || {K, _} <- lists:sublist(Os, N div 3 + 1, N div 10)],
    [ets:delete(T, K) || {K, _} <- lists:sublist(Os, N div 2 + 1, N div 10)],
    report({Ty, How, N, deleted}, T),
    ets:insert(T, lists:sublist(Os, 1, N div 2)),
    report({Ty, How, N, again}, T),
    ets:delete(T).

report(What, T) ->
    Chain = chain(T),
    ByKey = lists:append([ets:lookup(T, K) || K <- Chain]),
    Tab = ets:tab2list(T),
    Foldl = lists:reverse(ets:foldl(fun(O, A) -> [O | A] end, [], T)),
    Foldr = ets:foldr(fun(O, A) -> [O | A] end, [], T),
    io:format("~p size ~p keys ~p~n", [What, ets:info(T, size), length(Chain)]),
    show(keys, Chain),
    show(objects, Tab),
    io:format("  match_object ~p select ~p foldl ~p foldr ~p~n",
              [ets:match_object(T, '_') =:= Tab, ets:select(T, [{'_', [], ['$_']}]) =:= Tab,
               Foldl =:= ByKey, Foldr =:= Tab]).

show(What, L) when length(L) =< 40 -> io:format("  ~p ~w~n", [What, L]);
show(What, L) ->
    io:format("  ~p ~w ... ~w hash ~p~n", [What, lists:sublist(L, 8), lists:nthtail(length(L) - 3, L), erlang:phash2(L)]).

small() ->
    [begin
         T = ets:new(t, [Ty]),
         ets:insert(T, {a, 1}), ets:insert(T, {a, 2}), ets:insert(T, {a, 1}),
         ets:insert(T, [{b, 1}, {b, 2}, {a, 3}, {b, 1}, {c, 0}]),
         io:format("~p ~w ~w ~w ~w~n", [Ty, ets:lookup(T, a), ets:lookup(T, b), ets:tab2list(T), chain(T)]),
         ets:delete_object(T, {a, 1}),
         io:format("  ~w ~w ~w~n", [ets:lookup(T, a), ets:take(T, b), ets:tab2list(T)]),
         io:format("  ~w ~w~n", [ets:insert_new(T, [{d, 1}, {d, 2}]), ets:tab2list(T)])
     end || Ty <- [set, bag, duplicate_bag]].

chain(T) -> chain(T, ets:first(T)).
chain(_, '$end_of_table') -> [];
chain(T, K) -> [K | chain(T, ets:next(T, K))].
