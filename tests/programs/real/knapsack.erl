-module(knapsack).
-export([main/1]).

%% 0/1 knapsack with dynamic programming over tuples (rows), plus
%% longest common subsequence and coin change with arrays.

items() ->
    [{map, 9, 150}, {compass, 13, 35}, {water, 153, 200}, {sandwich, 50, 160},
     {glucose, 15, 60}, {tin, 68, 45}, {banana, 27, 60}, {apple, 39, 40},
     {cheese, 23, 30}, {beer, 52, 10}, {suntan_cream, 11, 70}, {camera, 32, 30},
     {tshirt, 24, 15}, {trousers, 48, 10}, {umbrella, 73, 40}, {waterproof_trousers, 42, 70},
     {waterproof_overclothes, 43, 75}, {note_case, 22, 80}, {sunglasses, 7, 20},
     {towel, 18, 12}, {socks, 4, 50}, {book, 30, 10}].

knapsack(Items, Cap) ->
    Row0 = erlang:make_tuple(Cap + 1, 0),
    Rows = lists:foldl(fun({_, W, V}, [Prev | _] = Acc) ->
        Row = list_to_tuple([best(Prev, C, W, V) || C <- lists:seq(0, Cap)]),
        [Row | Acc]
    end, [Row0], Items),
    Best = element(Cap + 1, hd(Rows)),
    Chosen = backtrack(lists:reverse(Items), Rows, Cap, []),
    {Best, Chosen}.

best(Prev, C, W, V) when W =< C -> max(element(C + 1, Prev), element(C - W + 1, Prev) + V);
best(Prev, C, _, _) -> element(C + 1, Prev).

backtrack([], _, _, Acc) -> Acc;
backtrack([{Name, W, _} | Items], [Row, Prev | Rows], C, Acc) ->
    case element(C + 1, Row) =:= element(C + 1, Prev) of
        true -> backtrack(Items, [Prev | Rows], C, Acc);
        false -> backtrack(Items, [Prev | Rows], C - W, [Name | Acc])
    end.

lcs(A, B) ->
    TA = list_to_tuple(A), TB = list_to_tuple(B),
    N = length(A), M = length(B),
    Table = lists:foldl(fun(I, T) ->
        lists:foldl(fun(J, T2) ->
            V = case element(I, TA) =:= element(J, TB) of
                    true -> maps:get({I - 1, J - 1}, T2, 0) + 1;
                    false -> max(maps:get({I - 1, J}, T2, 0), maps:get({I, J - 1}, T2, 0))
                end,
            T2#{{I, J} => V}
        end, T, lists:seq(1, M))
    end, #{}, lists:seq(1, N)),
    lcs_back(TA, TB, N, M, Table, []).

lcs_back(_, _, 0, _, _, Acc) -> Acc;
lcs_back(_, _, _, 0, _, Acc) -> Acc;
lcs_back(TA, TB, I, J, T, Acc) ->
    case element(I, TA) =:= element(J, TB) of
        true -> lcs_back(TA, TB, I - 1, J - 1, T, [element(I, TA) | Acc]);
        false ->
            case maps:get({I - 1, J}, T, 0) >= maps:get({I, J - 1}, T, 0) of
                true -> lcs_back(TA, TB, I - 1, J, T, Acc);
                false -> lcs_back(TA, TB, I, J - 1, T, Acc)
            end
    end.

coin_change(Coins, Amount) ->
    A0 = array:set(0, 0, array:new(Amount + 1, {default, infinity})),
    A = lists:foldl(fun(X, Arr) ->
        Best = lists:min([case array:get(X - C, Arr) of infinity -> infinity; N -> N + 1 end
                          || C <- Coins, C =< X] ++ [infinity]),
        array:set(X, Best, Arr)
    end, A0, lists:seq(1, Amount)),
    array:get(Amount, A).

ways(Coins, Amount) ->
    T0 = erlang:make_tuple(Amount + 1, 0),
    T1 = setelement(1, T0, 1),
    T = lists:foldl(fun(C, T) ->
        lists:foldl(fun(X, Acc) -> setelement(X + 1, Acc, element(X + 1, Acc) + element(X - C + 1, Acc)) end,
                    T, [X || X <- lists:seq(0, Amount), X >= C])
    end, T1, Coins),
    element(Amount + 1, T).

main(_) ->
    {Value, Chosen} = knapsack(items(), 400),
    io:format("best value: ~p~n", [Value]),
    io:format("items: ~p~n", [Chosen]),
    Weight = lists:sum([W || {N, W, _} <- items(), lists:member(N, Chosen)]),
    io:format("weight: ~p~n", [Weight]),
    [io:format("cap ~3w -> ~p~n", [C, element(1, knapsack(items(), C))]) || C <- [0, 10, 50, 100, 200]],
    io:format("lcs: ~p~n", [lcs("AGGTAB", "GXTXAYB")]),
    io:format("lcs: ~p~n", [lcs("the quick brown fox", "a quick brown dog jumps")]),
    io:format("coins: ~p~n", [[coin_change([1, 5, 10, 25], X) || X <- [0, 1, 7, 30, 63, 99]]]),
    io:format("coins: ~p~n", [coin_change([4, 7], 5)]),
    io:format("ways: ~p~n", [[ways([1, 2, 5, 10, 20, 50, 100, 200], X) || X <- [0, 5, 10, 100, 200]]]),
    ok.
