-module(guard_fallthrough_tuples).
-export([main/1]).

%% Clauses on the same tuple whose guards fail fall through to the next clause, which
%% takes the same or other elements apart (into the same registers or not), and clauses
%% on an atom first, then a tuple.

main(_) ->
    T = lists:foldl(fun(K, Acc) -> insert(K, K * 10, Acc) end, nil,
                    [50, 20, 80, 10, 30, 70, 90, 30, 60, 20]),
    io:format("~w~n", [T]),
    io:format("~w~n", [[lookup(K, T) || K <- [10, 20, 25, 30, 60, 90, 100]]]),
    io:format("~w~n", [[pick(X) || X <- [{1, 2}, {5, 3}, {7, 8, 9}, {4, 4}]]]),
    io:format("~w~n", [[swap(X) || X <- [{a, 1, 2}, {b, 3, 4}, {c, 5, 6}, {a, 9, 1}]]]),
    io:format("~w~n", [[opt(X) || X <- [none, {some, 1}, {some, -1}, {other, 2}, 0]]]),
    io:format("~w~n", [[mid(X) || X <- [{1, 2, 3, 4}, {4, 3, 2, 1}, {2, 2, 2, 2}, {1, 9, 0, 5}]]]),
    io:format("~w~n", [try lookup(1, {bad}) catch error:E -> E end]),
    ok.

insert(K, V, nil) -> {K, V, nil, nil};
insert(K, V, {K1, V1, L, R}) when K < K1 -> {K1, V1, insert(K, V, L), R};
insert(K, V, {K1, V1, L, R}) when K > K1 -> {K1, V1, L, insert(K, V, R)};
insert(_K, V, {K1, _, L, R}) -> {K1, V, L, R}.

lookup(_K, nil) -> none;
lookup(K, {K1, _, L, _}) when K < K1 -> lookup(K, L);
lookup(K, {K1, _, _, R}) when K > K1 -> lookup(K, R);
lookup(_K, {_, V, _, _}) -> {ok, V}.

%% The second clause's first element lands in the register that held the first clause's
%% second element.
pick({A, B}) when A > B -> {first, A};
pick({_, B}) when B > 3 -> {second, B};
pick({A, B, C}) -> {three, A + B + C};
pick({A, _}) -> {other, A}.

%% Different elements into the same registers, guard on the tag.
swap({T, X, Y}) when T =:= a, X > Y -> {a, Y, X};
swap({T, Y, X}) when T =:= b -> {b, X, Y};
swap({T, X, _Y}) when X < 6 -> {T, X};
swap({_, _, Y}) -> Y.

opt(none) -> absent;
opt({some, X}) when X > 0 -> X;
opt({some, X}) -> {negative, X};
opt({Tag, X}) -> {Tag, X};
opt(X) -> {plain, X}.

mid({A, B, C, D}) when A < B, C > D -> {up_down, B, C};
mid({A, B, C, D}) when A > B, C > D -> {down_down, A, D};
mid({A, B, _, _}) when A =:= B -> {flat, A};
mid({_, B, C, _}) -> {other, B, C}.
