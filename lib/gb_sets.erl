%% gb_sets -- general balanced trees as sets, for triheap.
%%
%% Same representation as OTP: {Size, Tree}, Tree = nil |
%% {Key, Smaller, Bigger}; insertion uses the same rebalancing rule as
%% gb_trees, so sets built by insert/add/from_list/from_ordset/delete
%% are identical to OTP's.  Known difference: union/intersection/
%% subtract/filter always build a perfectly balanced tree from the
%% sorted result; OTP sometimes inserts element by element instead, so
%% the tree shape of those results may differ, and when the operands
%% contain elements that compare equal but differ (1 and 1.0) the
%% element kept may differ.
%% Elements are compared with < / > / ==.

-module(gb_sets).

-export([empty/0, new/0, is_empty/1, size/1, singleton/1, is_element/2,
         is_member/2, insert/2, add/2, add_element/2, delete/2,
         delete_any/2, del_element/2, balance/1, from_list/1,
         from_ordset/1, to_list/1, smallest/1, largest/1,
         take_smallest/1, take_largest/1, iterator/1, iterator_from/2,
         next/1, union/1, union/2, intersection/1, intersection/2,
         subtract/2, difference/2, is_subset/2, is_disjoint/2, fold/3,
         filter/2, is_set/1]).

-compile({no_auto_import, [size/1]}).

empty() -> {0, nil}.
new() -> empty().

is_empty({0, nil}) -> true;
is_empty(_) -> false.

size({S, _}) -> S.

singleton(K) -> {1, {K, nil, nil}}.

is_element(K, {_, T}) -> is_el(K, T).
is_member(K, S) -> is_element(K, S).

is_el(K, {K1, S, _}) when K < K1 -> is_el(K, S);
is_el(K, {K1, _, B}) when K > K1 -> is_el(K, B);
is_el(_, {_, _, _}) -> true;
is_el(_, nil) -> false.

insert(K, {S, T}) ->
    S1 = S + 1,
    {S1, insert_1(K, T, S1 * S1)}.

insert_1(K, {K1, Smaller, Bigger}, S) when K < K1 ->
    case insert_1(K, Smaller, S bsr 1) of
        {T1, H1, S1} when is_integer(H1) ->
            T = {K1, T1, Bigger},
            {H2, S2} = count(Bigger),
            H = erlang:max(H1, H2) bsl 1,
            SS = S1 + S2 + 1,
            P = SS * SS,
            if
                H > P -> balance_t(T, SS);
                true -> {T, H, SS}
            end;
        T1 -> {K1, T1, Bigger}
    end;
insert_1(K, {K1, Smaller, Bigger}, S) when K > K1 ->
    case insert_1(K, Bigger, S bsr 1) of
        {T1, H1, S1} when is_integer(H1) ->
            T = {K1, Smaller, T1},
            {H2, S2} = count(Smaller),
            H = erlang:max(H1, H2) bsl 1,
            SS = S1 + S2 + 1,
            P = SS * SS,
            if
                H > P -> balance_t(T, SS);
                true -> {T, H, SS}
            end;
        T1 -> {K1, Smaller, T1}
    end;
insert_1(K, nil, 0) -> {{K, nil, nil}, 1, 1};
insert_1(K, nil, _) -> {K, nil, nil};
insert_1(K, _, _) -> erlang:error({key_exists, K}).

count({_, nil, nil}) -> {1, 1};
count({_, Sm, Bi}) ->
    {H1, S1} = count(Sm),
    {H2, S2} = count(Bi),
    {erlang:max(H1, H2) bsl 1, S1 + S2 + 1};
count(nil) -> {1, 0}.

add(K, S) -> add_element(K, S).

add_element(K, S) ->
    case is_element(K, S) of
        true -> S;
        false -> insert(K, S)
    end.

balance({S, T}) -> {S, balance_t(T, S)}.

balance_t(T, S) -> balance_list(to_list_1(T, []), S).

balance_list(L, S) ->
    {T, []} = balance_list_1(L, S),
    T.

balance_list_1(L, S) when S > 1 ->
    Sm = S - 1,
    S2 = Sm div 2,
    S1 = Sm - S2,
    {T1, [K | L1]} = balance_list_1(L, S1),
    {T2, L2} = balance_list_1(L1, S2),
    {{K, T1, T2}, L2};
balance_list_1([K | L], 1) -> {{K, nil, nil}, L};
balance_list_1(L, 0) -> {nil, L}.

from_ordset(L) ->
    S = length(L),
    {S, balance_list(L, S)}.

from_list(L) -> from_ordset(ordsets:from_list(L)).

delete_any(K, S) ->
    case is_element(K, S) of
        true -> delete(K, S);
        false -> S
    end.

del_element(K, S) -> delete_any(K, S).

delete(K, {S, T}) -> {S - 1, delete_1(K, T)}.

delete_1(K, {K1, Smaller, Larger}) when K < K1 -> {K1, delete_1(K, Smaller), Larger};
delete_1(K, {K1, Smaller, Larger}) when K > K1 -> {K1, Smaller, delete_1(K, Larger)};
delete_1(_, {_, Smaller, Larger}) -> merge(Smaller, Larger).

merge(Smaller, nil) -> Smaller;
merge(nil, Larger) -> Larger;
merge(Smaller, Larger) ->
    {K, Larger1} = take_smallest_1(Larger),
    {K, Smaller, Larger1}.

take_smallest({S, T}) ->
    {K, T1} = take_smallest_1(T),
    {K, {S - 1, T1}}.

take_smallest_1({K, nil, Larger}) -> {K, Larger};
take_smallest_1({K, Smaller, Larger}) ->
    {K1, Smaller1} = take_smallest_1(Smaller),
    {K1, {K, Smaller1, Larger}}.

smallest({_, T}) -> smallest_1(T).

smallest_1({K, nil, _}) -> K;
smallest_1({_, Smaller, _}) -> smallest_1(Smaller).

take_largest({S, T}) ->
    {K, T1} = take_largest_1(T),
    {K, {S - 1, T1}}.

take_largest_1({K, Smaller, nil}) -> {K, Smaller};
take_largest_1({K, Smaller, Larger}) ->
    {K1, Larger1} = take_largest_1(Larger),
    {K1, {K, Smaller, Larger1}}.

largest({_, T}) -> largest_1(T).

largest_1({K, _, nil}) -> K;
largest_1({_, _, Larger}) -> largest_1(Larger).

to_list({_, T}) -> to_list_1(T, []).

to_list_1({K, Small, Big}, L) -> to_list_1(Small, [K | to_list_1(Big, L)]);
to_list_1(nil, L) -> L.

iterator({_, T}) -> iterator_1(T, []).

iterator_1({_, nil, _} = T, As) -> [T | As];
iterator_1({_, L, _} = T, As) -> iterator_1(L, [T | As]);
iterator_1(nil, As) -> As.

iterator_from(K, {_, T}) -> iterator_from_1(K, T, []).

iterator_from_1(K, {K1, _, T}, As) when K1 < K -> iterator_from_1(K, T, As);
iterator_from_1(_, {_, nil, _} = T, As) -> [T | As];
iterator_from_1(K, {_, L, _} = T, As) -> iterator_from_1(K, L, [T | As]);
iterator_from_1(_, nil, As) -> As.

next([{K, _, T} | As]) -> {K, iterator_1(T, As)};
next([]) -> none.

union(S1, S2) -> from_ordset(ordsets:union(to_list(S1), to_list(S2))).

union([S | Ss]) -> lists:foldl(fun(X, A) -> union(A, X) end, S, Ss);
union([]) -> empty().

intersection(S1, S2) -> from_ordset(ordsets:intersection(to_list(S1), to_list(S2))).

intersection([S | Ss]) -> lists:foldl(fun(X, A) -> intersection(A, X) end, S, Ss).

subtract(S1, S2) -> from_ordset(ordsets:subtract(to_list(S1), to_list(S2))).

difference(S1, S2) -> subtract(S1, S2).

is_subset(S1, S2) -> ordsets:is_subset(to_list(S1), to_list(S2)).

is_disjoint(S1, S2) -> ordsets:is_disjoint(to_list(S1), to_list(S2)).

fold(F, A, {_, T}) when is_function(F, 2) -> fold_1(F, A, T).

fold_1(F, Acc, {K, Small, Big}) -> fold_1(F, F(K, fold_1(F, Acc, Small)), Big);
fold_1(_, Acc, nil) -> Acc.

filter(F, S) -> from_ordset([X || X <- to_list(S), F(X)]).

is_set({0, nil}) -> true;
is_set({N, {_, _, _}}) when is_integer(N), N >= 0 -> true;
is_set(_) -> false.
