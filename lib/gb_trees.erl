%% gb_trees -- general balanced trees (Arne Andersson's scheme) for
%% triheap.
%%
%% Same representation as OTP: {Size, Tree} where Tree is nil or
%% {Key, Value, Smaller, Bigger}.  Insertion rebalances a subtree when
%% its height exceeds the bound given by c = 2 (2^h > size^2); deletion
%% never rebalances.  Keys are compared with < / > / ==.
%% Written from the documentation and the published algorithm.

-module(gb_trees).

-export([empty/0, is_empty/1, size/1, lookup/2, get/2, is_defined/2,
         insert/3, enter/3, update/3, delete/2, delete_any/2, take/2,
         take_any/2, balance/1, from_orddict/1, to_list/1, keys/1,
         values/1, smallest/1, largest/1, take_smallest/1,
         take_largest/1, iterator/1, iterator_from/2, next/1, map/2]).

-compile({no_auto_import, [get/2, size/1]}).

empty() -> {0, nil}.

is_empty({0, nil}) -> true;
is_empty(_) -> false.

size({Size, _}) when is_integer(Size), Size >= 0 -> Size.

lookup(Key, {_, T}) -> lookup_1(Key, T).

lookup_1(Key, {Key1, _, Smaller, _}) when Key < Key1 -> lookup_1(Key, Smaller);
lookup_1(Key, {Key1, _, _, Bigger}) when Key > Key1 -> lookup_1(Key, Bigger);
lookup_1(_, {_, Value, _, _}) -> {value, Value};
lookup_1(_, nil) -> none.

is_defined(Key, {_, T}) -> is_defined_1(Key, T).

is_defined_1(Key, {Key1, _, Smaller, _}) when Key < Key1 -> is_defined_1(Key, Smaller);
is_defined_1(Key, {Key1, _, _, Bigger}) when Key > Key1 -> is_defined_1(Key, Bigger);
is_defined_1(_, {_, _, _, _}) -> true;
is_defined_1(_, nil) -> false.

get(Key, {_, T}) -> get_1(Key, T).

get_1(Key, {Key1, _, Smaller, _}) when Key < Key1 -> get_1(Key, Smaller);
get_1(Key, {Key1, _, _, Bigger}) when Key > Key1 -> get_1(Key, Bigger);
get_1(_, {_, Value, _, _}) -> Value.

update(Key, Val, {S, T}) -> {S, update_1(Key, Val, T)}.

update_1(Key, Val, {Key1, V, Smaller, Bigger}) when Key < Key1 ->
    {Key1, V, update_1(Key, Val, Smaller), Bigger};
update_1(Key, Val, {Key1, V, Smaller, Bigger}) when Key > Key1 ->
    {Key1, V, Smaller, update_1(Key, Val, Bigger)};
update_1(Key, Val, {_, _, Smaller, Bigger}) ->
    {Key, Val, Smaller, Bigger}.

insert(Key, Val, {S, T}) when is_integer(S) ->
    S1 = S + 1,
    {S1, insert_1(Key, Val, T, S1 * S1)}.

%% Returns either a plain tree (no rebalancing needed on this path) or
%% {Tree, HeightPow, Size} while the new node's path may still be too
%% deep; HeightPow is 2^height.
insert_1(Key, Val, {Key1, V, Smaller, Bigger}, S) when Key < Key1 ->
    case insert_1(Key, Val, Smaller, S bsr 1) of
        {T1, H1, S1} ->
            T = {Key1, V, T1, Bigger},
            {H2, S2} = count(Bigger),
            H = erlang:max(H1, H2) bsl 1,
            SS = S1 + S2 + 1,
            P = SS * SS,
            if
                H > P -> balance_t(T, SS);
                true -> {T, H, SS}
            end;
        T1 ->
            {Key1, V, T1, Bigger}
    end;
insert_1(Key, Val, {Key1, V, Smaller, Bigger}, S) when Key > Key1 ->
    case insert_1(Key, Val, Bigger, S bsr 1) of
        {T1, H1, S1} ->
            T = {Key1, V, Smaller, T1},
            {H2, S2} = count(Smaller),
            H = erlang:max(H1, H2) bsl 1,
            SS = S1 + S2 + 1,
            P = SS * SS,
            if
                H > P -> balance_t(T, SS);
                true -> {T, H, SS}
            end;
        T1 ->
            {Key1, V, Smaller, T1}
    end;
insert_1(Key, Val, nil, 0) -> {{Key, Val, nil, nil}, 1, 1};
insert_1(Key, Val, nil, _) -> {Key, Val, nil, nil};
insert_1(Key, _, _, _) -> erlang:error({key_exists, Key}).

count({_, _, nil, nil}) -> {1, 1};
count({_, _, Sm, Bi}) ->
    {H1, S1} = count(Sm),
    {H2, S2} = count(Bi),
    {erlang:max(H1, H2) bsl 1, S1 + S2 + 1};
count(nil) -> {1, 0}.

enter(Key, Val, T) ->
    case is_defined(Key, T) of
        true -> update(Key, Val, T);
        false -> insert(Key, Val, T)
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
    {T1, [{K, V} | L1]} = balance_list_1(L, S1),
    {T2, L2} = balance_list_1(L1, S2),
    {{K, V, T1, T2}, L2};
balance_list_1([{K, V} | L], 1) -> {{K, V, nil, nil}, L};
balance_list_1(L, 0) -> {nil, L}.

from_orddict(L) ->
    S = length(L),
    {S, balance_list(L, S)}.

delete_any(Key, T) ->
    case is_defined(Key, T) of
        true -> delete(Key, T);
        false -> T
    end.

delete(Key, {S, T}) when is_integer(S), S >= 0 -> {S - 1, delete_1(Key, T)}.

delete_1(Key, {Key1, V, Smaller, Larger}) when Key < Key1 ->
    {Key1, V, delete_1(Key, Smaller), Larger};
delete_1(Key, {Key1, V, Smaller, Larger}) when Key > Key1 ->
    {Key1, V, Smaller, delete_1(Key, Larger)};
delete_1(_, {_, _, Smaller, Larger}) ->
    merge(Smaller, Larger).

merge(Smaller, nil) -> Smaller;
merge(nil, Larger) -> Larger;
merge(Smaller, Larger) ->
    {K, V, Larger1} = take_smallest_1(Larger),
    {K, V, Smaller, Larger1}.

take_any(Key, T) ->
    case is_defined(Key, T) of
        true -> take(Key, T);
        false -> error
    end.

take(Key, {S, T}) when is_integer(S), S >= 0 ->
    {V, T1} = take_1(Key, T),
    {V, {S - 1, T1}}.

take_1(Key, {Key1, V, Smaller, Larger}) when Key < Key1 ->
    {V1, Smaller1} = take_1(Key, Smaller),
    {V1, {Key1, V, Smaller1, Larger}};
take_1(Key, {Key1, V, Smaller, Larger}) when Key > Key1 ->
    {V1, Larger1} = take_1(Key, Larger),
    {V1, {Key1, V, Smaller, Larger1}};
take_1(_, {_, V, Smaller, Larger}) ->
    {V, merge(Smaller, Larger)}.

take_smallest({S, T}) ->
    {K, V, T1} = take_smallest_1(T),
    {K, V, {S - 1, T1}}.

take_smallest_1({K, V, nil, Larger}) -> {K, V, Larger};
take_smallest_1({K, V, Smaller, Larger}) ->
    {K1, V1, Smaller1} = take_smallest_1(Smaller),
    {K1, V1, {K, V, Smaller1, Larger}}.

smallest({_, T}) -> smallest_1(T).

smallest_1({K, V, nil, _}) -> {K, V};
smallest_1({_, _, Smaller, _}) -> smallest_1(Smaller).

take_largest({S, T}) ->
    {K, V, T1} = take_largest_1(T),
    {K, V, {S - 1, T1}}.

take_largest_1({K, V, Smaller, nil}) -> {K, V, Smaller};
take_largest_1({K, V, Smaller, Larger}) ->
    {K1, V1, Larger1} = take_largest_1(Larger),
    {K1, V1, {K, V, Smaller, Larger1}}.

largest({_, T}) -> largest_1(T).

largest_1({K, V, _, nil}) -> {K, V};
largest_1({_, _, _, Larger}) -> largest_1(Larger).

to_list({_, T}) -> to_list_1(T, []).

to_list_1({K, V, Small, Big}, L) -> to_list_1(Small, [{K, V} | to_list_1(Big, L)]);
to_list_1(nil, L) -> L.

keys({_, T}) -> keys_1(T, []).

keys_1({K, _, Small, Big}, L) -> keys_1(Small, [K | keys_1(Big, L)]);
keys_1(nil, L) -> L.

values({_, T}) -> values_1(T, []).

values_1({_, V, Small, Big}, L) -> values_1(Small, [V | values_1(Big, L)]);
values_1(nil, L) -> L.

iterator({_, T}) -> iterator_1(T, []).

iterator_1({_, _, nil, _} = T, As) -> [T | As];
iterator_1({_, _, L, _} = T, As) -> iterator_1(L, [T | As]);
iterator_1(nil, As) -> As.

iterator_from(Key, {_, T}) -> iterator_from_1(Key, T, []).

iterator_from_1(Key, {K, _, _, T}, As) when K < Key -> iterator_from_1(Key, T, As);
iterator_from_1(_, {_, _, nil, _} = T, As) -> [T | As];
iterator_from_1(Key, {_, _, L, _} = T, As) -> iterator_from_1(Key, L, [T | As]);
iterator_from_1(_, nil, As) -> As.

next([{K, V, _, T} | As]) -> {K, V, iterator_1(T, As)};
next([]) -> none.

map(F, {S, T}) when is_function(F, 2) -> {S, map_1(F, T)}.

map_1(F, {K, V, Smaller, Larger}) -> {K, F(K, V), map_1(F, Smaller), map_1(F, Larger)};
map_1(_, nil) -> nil.
