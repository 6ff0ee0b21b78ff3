-module(sort_ties).
-export([main/1]).

%% Sorting and merging with elements that compare equal but differ (1 and
%% 1.0, {1, a} and {1.0, a}): the order they come out in, and which one
%% usort/umerge keep, follow from how Erlang/OTP's merge sort works.

main(_) ->
    %% sort/1: short lists, ascending and descending starts, runs.
    [show(sort, L, lists:sort(L)) || L <- sort_inputs()],
    %% usort/1 keeps the first of equal elements.
    [show(usort, L, lists:usort(L)) || L <- sort_inputs()],
    %% sort/2 and usort/2 with orders, a strict order and funs that are
    %% not orders (the result depends on the calls made).
    Funs = [{'=<', fun(A, B) -> A =< B end},
            {'<', fun(A, B) -> A < B end},
            {'>=', fun(A, B) -> A >= B end},
            {'>', fun(A, B) -> A > B end},
            {odd, fun(A, B) -> (trunc(A) * 3 + trunc(B)) rem 4 < 2 end},
            {near, fun(A, B) -> abs(A - B) < 2 orelse A < B end}],
    [begin
         show({sort, Nm}, L, counted(fun(C) -> lists:sort(C, L) end, F)),
         show({usort, Nm}, L, counted(fun(C) -> lists:usort(C, L) end, F))
     end || {Nm, F} <- Funs, L <- fun_inputs()],
    %% keysort/2 is stable on equal keys, except a start of equal tuples
    %% followed by a smaller key; ukeysort/2 keeps the first.
    [begin
         show({keysort, 1}, L, lists:keysort(1, L)),
         show({keysort, 2}, L, lists:keysort(2, L)),
         show({ukeysort, 1}, L, lists:ukeysort(1, L))
     end || L <- tuple_inputs()],
    %% merges of lists with ties, duplicates, and not sorted at all
    Pairs = [{[1, 2.0, 3], [1.0, 2, 3.0]},
             {[1, 1.0, 2], [1.0, 1]},
             {[1], [1.0, 1, 1.0]},
             {[5], [1, 1.0]},
             {[1, 5], [1.0, 1, 5.0]},
             {[2, 1, 3], [1.0, 3.0, 0]},
             {[], [1, 1.0]}],
    [begin
         show(merge, {A, B}, lists:merge(A, B)),
         show(umerge, {A, B}, lists:umerge(A, B)),
         show(merge3, {A, B}, lists:merge3(A, B, [2.0, 1.0])),
         show(umerge3, {A, B}, lists:umerge3(A, B, [1, 2])),
         show(merge1, {A, B}, lists:merge([B, A, [1.0], B])),
         show(umerge1, {A, B}, lists:umerge([B, A, [1.0], B, A])),
         show({merge, '=<'}, {A, B}, lists:merge(fun(X, Y) -> X =< Y end, A, B)),
         show({umerge, '=<'}, {A, B}, lists:umerge(fun(X, Y) -> X =< Y end, A, B)),
         show({umerge, '<'}, {A, B}, lists:umerge(fun(X, Y) -> X < Y end, A, B)),
         RA = lists:reverse(A),
         RB = lists:reverse(B),
         show(rmerge, {RA, RB}, lists:rmerge(RA, RB)),
         show(rumerge, {RA, RB}, lists:rumerge(RA, RB)),
         show(rmerge3, {RA, RB}, lists:rmerge3(RA, RB, [2, 1.0])),
         show(rumerge3, {RA, RB}, lists:rumerge3(RA, RB, [2, 1.0])),
         show({rmerge, '>='}, {RA, RB}, lists:rmerge(fun(X, Y) -> X >= Y end, RA, RB)),
         show({rumerge, '>='}, {RA, RB}, lists:rumerge(fun(X, Y) -> X >= Y end, RA, RB)),
         TA = [{X, a} || X <- A],
         TB = [{X, b} || X <- B],
         show(keymerge, {TA, TB}, lists:keymerge(1, TA, TB)),
         show(ukeymerge, {TA, TB}, lists:ukeymerge(1, TA, TB)),
         show(rkeymerge, {TA, TB}, lists:rkeymerge(1, lists:reverse(TA), lists:reverse(TB))),
         show(rukeymerge, {TA, TB}, lists:rukeymerge(1, lists:reverse(TA), lists:reverse(TB)))
     end || {A, B} <- Pairs],
    %% A longer list: 1 and 1.0 (and so on) in every order, in runs.
    Long = [case (I * 7) rem 5 of
                0 -> I rem 4;
                1 -> float(I rem 4);
                2 -> 3 - I rem 4;
                3 -> float(3 - I rem 4);
                _ -> (I * 13) rem 4
            end || I <- lists:seq(1, 300)],
    io:format("~w~n", [lists:sort(Long)]),
    io:format("~w~n", [lists:usort(Long)]),
    io:format("~w~n", [lists:sort(fun(A, B) -> A < B end, Long)]),
    io:format("~w~n", [lists:keysort(1, [{X, I} || {X, I} <- lists:zip(Long, lists:seq(1, 300))])]),
    io:format("~w~n", [lists:sort(lists:reverse(Long))]),
    io:format("~w~n", [lists:sort(Long ++ lists:reverse(Long))]),
    ok.

sort_inputs() ->
    [[1, 1.0], [1.0, 1], [2, 1, 1.0], [2, 1.0, 1], [1, 2, 1.0], [2, 1, 2.0],
     [1.0, 2, 1], [2.0, 1, 2], [3, 2, 1, 1.0], [1, 1.0, 2.0, 2, 0],
     [5, 4, 3, 10, 10.0], [1, 2, 3, -1, -1.0], [1.0, 1, 1, 1.0],
     [1, 1.0, 1, 1.0, 0], [1, 1.0, 1, 1.0, 2], [1, 1.0, 1, 1.0, 2, 0.0, 0],
     [3.0, 3, 2, 2.0, 1, 1.0, 0, 0.0, 5, 5.0, 4, 4.0],
     [1, 1.0, 0, 2, 2.0, 1, 0.0, 3, 1.0, 2],
     [0, 1, 2, 3, 1.0, 2.0, 3.0, 0.0, 1, 2],
     [4, 3.0, 3, 2, 2.0, 1, 1.0, 5, 5.0, 1, 0, 0.0],
     [a, 1, {1}, 1.0, {1.0}, [1], b, [1.0], 1, {1.0}, a]].

fun_inputs() ->
    [[1, 1.0, 2, 2.0, 1, 0.0, 0],
     [3, 2, 1, 1.0, 2.0, 3.0],
     [0, 1, 2, 3, 1.0, 2.0, 3.0, 0.0, 1, 2],
     [5, 4, 6, 4.0, 3, 7, 1, 1.0, 9, 2]].

tuple_inputs() ->
    [[{1, a}, {1.0, a}, {0, b}, {1, c}],
     [{1, a}, {1.0, a}, {1, a}, {2, b}, {1.0, c}],
     [{2, a}, {1, b}, {1.0, c}, {2.0, d}, {1, e}],
     [{3, x}, {2, y}, {1, z}, {1.0, w}, {2.0, v}, {3.0, u}],
     [{1, 2}, {1.0, 2.0}, {1, 1}, {0, 2}, {1.0, 1.0}, {2, 0}]].

%% F counting its calls: the result and how many there were.
counted(Call, F) ->
    put(calls, 0),
    R = Call(fun(A, B) -> put(calls, get(calls) + 1), F(A, B) end),
    {R, get(calls)}.

show(What, In, Out) -> io:format("~w ~w -> ~w~n", [What, In, Out]).
