-module(hash_order_keys).
-export([main/1]).
%% The traversal order of set tables of 0..2000 objects of each kind of key (small and big
%% integers, floats, atoms, strings and other lists, tuples, binaries and bitstrings,
%% small maps): first/next, tab2list, match, select and foldl/foldr. Small tables are
%% printed whole; for larger ones the first keys and a hash of the whole order.

main(_) ->
    Kinds = [{small, fun(X) -> X rem 100000 - 50000 end},
             {seq, fun(X) -> X end},
             {big, fun(X) -> (X * 7919 + 1) bsl (40 + X rem 90) * sign(X) end},
             {edge, fun(X) -> ((1 bsl 59) - 5 + X rem 10) * sign(X) end},
             {float, fun(X) -> (X rem 20000 - 10000) / 7 end},
             {atom, fun(X) -> list_to_atom("k" ++ integer_to_list(X rem 5000)) end},
             {string, fun(X) -> integer_to_list(X rem 30000) end},
             {list, fun(X) -> [X rem 300, X rem 7 - 3, [], {X rem 11}] end},
             {improper, fun(X) -> [X rem 256 | X rem 1000] end},
             {tuple, fun(X) -> {X rem 1000, X rem 13, "s"} end},
             {binary, fun(X) -> list_to_binary(integer_to_list(X * 31)) end},
             {longbin, fun(X) -> <<(X rem 100000):800, "tail">> end},
             {bits, fun(X) -> <<(X rem 4000):13>> end},
             {map, fun(X) -> #{X rem 500 => X rem 3, 1.5 => "v"} end},
             {mixed, fun(X) -> mixed(X) end}],
    [table(Name, F, N) || {Name, F} <- Kinds,
                          N <- [0, 1, 2, 3, 10, 40, 255, 256, 257, 300, 511, 512, 513, 1000, 2000]],
    ok.

sign(X) -> case X rem 2 of 0 -> 1; _ -> -1 end.

mixed(X) ->
    case X rem 9 of
        0 -> X;
        1 -> X * 1.5;
        2 -> integer_to_list(X);
        3 -> {X, [X]};
        4 -> list_to_binary(integer_to_list(X));
        5 -> list_to_atom("m" ++ integer_to_list(X));
        6 -> X bsl 70;
        7 -> [X | X];
        8 -> -X
    end.

keys(_, 0, _) -> [];
keys(F, N, S) -> S1 = (S * 1103515245 + 12345) rem 2147483648, [F(S1 rem 1000003) | keys(F, N - 1, S1)].

table(Name, F, N) ->
    T = ets:new(t, [set]),
    Ks = keys(F, N, N + 17),
    [ets:insert(T, {K, I}) || {K, I} <- lists:zip(Ks, lists:seq(1, N))],
    Chain = chain(T),
    Tab = [K || {K, _} <- ets:tab2list(T)],
    Match = [K || [K] <- ets:match(T, {'$1', '_'})],
    Sel = ets:select(T, [{{'$1', '$2'}, [{'>', '$2', 0}], ['$1']}]),
    Foldl = ets:foldl(fun({K, _}, A) -> [K | A] end, [], T),
    Foldr = ets:foldr(fun({K, _}, A) -> [K | A] end, [], T),
    io:format("~p ~p size ~p~n", [Name, N, ets:info(T, size)]),
    show(chain, Chain),
    io:format("  tab2list ~p match ~p select ~p foldl ~p foldr ~p~n",
              [Tab =:= lists:reverse(Chain), Match =:= Tab, Sel =:= Tab,
               Foldl =:= Tab, Foldr =:= Tab]),
    ets:delete(T).

show(What, L) when length(L) =< 12 -> io:format("  ~p ~w~n", [What, L]);
show(What, L) ->
    io:format("  ~p ~w ... ~w hash ~p~n", [What, lists:sublist(L, 6), lists:nthtail(length(L) - 2, L), erlang:phash2(L)]).

chain(T) -> chain(T, ets:first(T)).
chain(_, '$end_of_table') -> [];
chain(T, K) -> [K | chain(T, ets:next(T, K))].
