-module(list_algos).
-export([main/1]).

group_by(F, L) ->
    lists:foldr(fun(X, Acc) ->
        K = F(X),
        case lists:keyfind(K, 1, Acc) of
            {K, Vs} -> lists:keyreplace(K, 1, Acc, {K, [X | Vs]});
            false -> [{K, [X]} | Acc]
        end
    end, [], L).

chunk(_, []) -> [];
chunk(N, L) when length(L) =< N -> [L];
chunk(N, L) -> {H, T} = lists:split(N, L), [H | chunk(N, T)].

interleave([], B) -> B;
interleave([H | T], B) -> [H | interleave(B, T)].

rotate(N, L) -> {A, B} = lists:split(N rem length(L), L), B ++ A.

frequencies(L) ->
    lists:foldl(fun(X, Acc) ->
        case lists:keyfind(X, 1, Acc) of
            {X, C} -> lists:keystore(X, 1, Acc, {X, C + 1});
            false -> Acc ++ [{X, 1}]
        end
    end, [], L).

main(_) ->
    io:format("~p~n", [group_by(fun(X) -> X rem 3 end, lists:seq(1, 10))]),
    io:format("~p~n", [group_by(fun erlang:length/1, ["a", "bb", "cc", "d", "eee"])]),
    io:format("~p~n", [chunk(3, lists:seq(1, 10))]),
    io:format("~p~n", [interleave([1, 3, 5], [2, 4, 6, 8, 10])]),
    io:format("~p~n", [[rotate(N, [a, b, c, d]) || N <- lists:seq(0, 5)]]),
    io:format("~p~n", [frequencies("mississippi")]),
    io:format("~p~n", [lists:sort(fun({_, A}, {_, B}) -> A >= B end, frequencies("mississippi"))]),
    Running = tl(lists:reverse(lists:foldl(fun(X, [S | _] = Acc) -> [S + X | Acc] end, [0], lists:seq(1, 10)))),
    io:format("~p~n", [Running]),
    Pairs = [{X, Y} || X <- lists:seq(1, 5), Y <- lists:seq(X + 1, 5)],
    io:format("~p ~p~n", [length(Pairs), lists:last(Pairs)]),
    io:format("~p~n", [lists:max([{length(W), W} || W <- string:tokens("find the longest word here", " ")])]),
    ok.
