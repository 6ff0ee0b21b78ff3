%% array -- functional, extendible arrays for triheap.
%%
%% Written from the OTP documentation and from observing OTP 25, so that
%% the printed representation is the same:
%%   {array, Size, Max, Default, Elements}
%% Max is 0 for a fixed array, otherwise the current capacity.  Elements
%% is a tree: a leaf is a tuple of 10 values; an inner node is a tuple
%% of 10 children followed by the size of each child; an integer stands
%% for a not yet expanded subtree of that many default values.

-module(array).

-export([new/0, new/1, new/2, is_array/1, size/1, default/1, fix/1, relax/1,
         is_fix/1, set/3, get/2, reset/2, resize/1, resize/2,
         to_list/1, sparse_to_list/1, from_list/1, from_list/2,
         to_orddict/1, sparse_to_orddict/1, from_orddict/1, from_orddict/2,
         map/2, sparse_map/2, foldl/3, foldr/3, sparse_foldl/3,
         sparse_foldr/3, sparse_size/1]).

-compile({no_auto_import, [size/1, get/1]}).

-define(LEAF, 10).
-define(NODE, 10).
-define(IS_A(N, M, E), is_integer(N), is_integer(M)).

%% ---------------------------------------------------------------------
%% Creation

new() -> new([]).

new(Opts) -> new_1(opt_list(Opts), 0, false, undefined).

new(Size, Opts) -> new_1([{size, Size} | opt_list(Opts)], 0, false, undefined).

opt_list(L) when is_list(L) -> L;
opt_list(X) -> [X].

new_1([fixed | T], N, _, D) -> new_1(T, N, true, D);
new_1([{fixed, B} | T], N, _, D) when is_boolean(B) -> new_1(T, N, B, D);
new_1([{default, D} | T], N, F, _) -> new_1(T, N, F, D);
new_1([{size, N} | T], _, _, D) when is_integer(N), N >= 0 -> new_1(T, N, true, D);
new_1([N | T], _, _, D) when is_integer(N), N >= 0 -> new_1(T, N, true, D);
new_1([], N, F, D) ->
    M = find_max(N - 1, ?LEAF),
    {array, N, case F of true -> 0; false -> M end, D, M};
new_1(_, _, _, _) -> erlang:error(badarg).

find_max(I, M) when I >= M -> find_max(I, M * ?NODE);
find_max(_, M) -> M.

%% ---------------------------------------------------------------------
%% Simple queries

is_array({array, N, M, _, _}) when is_integer(N), is_integer(M) -> true;
is_array(_) -> false.

size({array, N, M, _, _}) when ?IS_A(N, M, E) -> N;
size(_) -> erlang:error(badarg).

default({array, N, M, D, _}) when ?IS_A(N, M, E) -> D;
default(_) -> erlang:error(badarg).

fix({array, N, M, D, E}) when ?IS_A(N, M, E) -> {array, N, 0, D, E};
fix(_) -> erlang:error(badarg).

relax({array, N, M, D, E}) when ?IS_A(N, M, E) ->
    {array, N, find_max(N - 1, ?LEAF), D, E};
relax(_) -> erlang:error(badarg).

is_fix({array, N, 0, _, _}) when is_integer(N) -> true;
is_fix({array, N, M, _, _}) when ?IS_A(N, M, E) -> false;
is_fix(_) -> erlang:error(badarg).

%% ---------------------------------------------------------------------
%% Element access

set(I, V, {array, N, M, D, E}) when is_integer(I), I >= 0, ?IS_A(N, M, E) ->
    if I < N -> {array, N, M, D, set_1(I, E, V, D)};
       I < M -> {array, I + 1, M, D, set_1(I, E, V, D)};
       M > 0 ->
           {E1, M1} = grow(I, E, M),
           {array, I + 1, M1, D, set_1(I, E1, V, D)};
       true -> erlang:error(badarg)
    end;
set(_, _, _) -> erlang:error(badarg).

set_1(I, E, V, D) when is_integer(E) -> set_1(I, expand(E, D), V, D);
set_1(I, E, V, D) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    K = I div S + 1,
    setelement(K, E, set_1(I rem S, element(K, E), V, D));
set_1(I, E, V, _) -> setelement(I + 1, E, V).

expand(?LEAF, D) -> erlang:make_tuple(?LEAF, D);
expand(S, _) ->
    C = S div ?NODE,
    erlang:make_tuple(?NODE + 1, C).

%% Add levels on top of the tree until index I fits.
grow(I, E, _) when is_integer(E) ->
    M1 = find_max(I, E),
    {M1, M1};
grow(I, E, M) when I >= M ->
    grow(I, list_to_tuple([E | lists:duplicate(?NODE, M)]), M * ?NODE);
grow(_, E, M) -> {E, M}.

get(I, {array, N, M, D, E}) when is_integer(I), I >= 0, ?IS_A(N, M, E) ->
    if I < N -> get_1(I, E, D);
       M > 0 -> D;
       true -> erlang:error(badarg)
    end;
get(_, _) -> erlang:error(badarg).

get_1(_, E, D) when is_integer(E) -> D;
get_1(I, E, D) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    get_1(I rem S, element(I div S + 1, E), D);
get_1(I, E, _) -> element(I + 1, E).

reset(I, {array, N, M, D, E} = A) when is_integer(I), I >= 0, ?IS_A(N, M, E) ->
    if I < N -> {array, N, M, D, reset_1(I, E, D)};
       M > 0 -> A;
       true -> erlang:error(badarg)
    end;
reset(_, _) -> erlang:error(badarg).

reset_1(_, E, _) when is_integer(E) -> E;
reset_1(I, E, D) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    K = I div S + 1,
    setelement(K, E, reset_1(I rem S, element(K, E), D));
reset_1(I, E, D) -> setelement(I + 1, E, D).

%% ---------------------------------------------------------------------
%% Resizing

resize({array, N, M, _, _} = A) when ?IS_A(N, M, E) -> resize(sparse_size(A), A);
resize(_) -> erlang:error(badarg).

resize(S, {array, N, M, D, E} = A) when is_integer(S), S >= 0, ?IS_A(N, M, E) ->
    if S > N ->
           M0 = if M > 0 -> M; true -> find_max(N - 1, ?LEAF) end,
           {E1, M1} = grow(S - 1, E, M0),
           {array, S, if M > 0 -> M1; true -> M end, D, E1};
       S < N -> {array, S, M, D, E};
       true -> A
    end;
resize(_, _) -> erlang:error(badarg).

sparse_size({array, N, M, D, E}) when ?IS_A(N, M, E) ->
    try sfoldr_1(E, 0, N, D, fun(I, _, _) -> throw({found, I}) end, 0) of
        _ -> 0
    catch throw:{found, I} -> I + 1
    end;
sparse_size(_) -> erlang:error(badarg).

%% ---------------------------------------------------------------------
%% Folds.  Each walks the tree visiting indices < N.

foldl(F, Acc, {array, N, M, D, E}) when is_function(F, 3), ?IS_A(N, M, E) ->
    foldl_1(E, 0, N, D, F, Acc);
foldl(_, _, _) -> erlang:error(badarg).

foldl_1(_, B, N, _, _, Acc) when B >= N -> Acc;
foldl_1(E, B, N, D, F, Acc) when is_integer(E) ->
    ints_l(B, min(B + E, N) - 1, D, F, Acc);
foldl_1(E, B, N, D, F, Acc) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    nodel(E, 1, B, S, N, D, F, Acc);
foldl_1(E, B, N, _, F, Acc) -> leafl(E, 1, B, N, F, Acc).

ints_l(I, Hi, _, _, Acc) when I > Hi -> Acc;
ints_l(I, Hi, D, F, Acc) -> ints_l(I + 1, Hi, D, F, F(I, D, Acc)).

nodel(_, K, _, _, _, _, _, Acc) when K > ?NODE -> Acc;
nodel(_, _, B, _, N, _, _, Acc) when B >= N -> Acc;
nodel(E, K, B, S, N, D, F, Acc) ->
    nodel(E, K + 1, B + S, S, N, D, F, foldl_1(element(K, E), B, N, D, F, Acc)).

leafl(_, K, _, _, _, Acc) when K > ?LEAF -> Acc;
leafl(_, _, B, N, _, Acc) when B >= N -> Acc;
leafl(E, K, B, N, F, Acc) -> leafl(E, K + 1, B + 1, N, F, F(B, element(K, E), Acc)).

foldr(F, Acc, {array, N, M, D, E}) when is_function(F, 3), ?IS_A(N, M, E) ->
    foldr_1(E, 0, N, D, F, Acc);
foldr(_, _, _) -> erlang:error(badarg).

foldr_1(_, B, N, _, _, Acc) when B >= N -> Acc;
foldr_1(E, B, N, D, F, Acc) when is_integer(E) ->
    ints_r(min(B + E, N) - 1, B, D, F, Acc);
foldr_1(E, B, N, D, F, Acc) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    noder(E, ?NODE, B, S, N, D, F, Acc);
foldr_1(E, B, N, _, F, Acc) -> leafr(E, ?LEAF, B, N, F, Acc).

ints_r(I, Lo, _, _, Acc) when I < Lo -> Acc;
ints_r(I, Lo, D, F, Acc) -> ints_r(I - 1, Lo, D, F, F(I, D, Acc)).

noder(_, 0, _, _, _, _, _, Acc) -> Acc;
noder(E, K, B, S, N, D, F, Acc) ->
    noder(E, K - 1, B, S, N, D, F, foldr_1(element(K, E), B + (K - 1) * S, N, D, F, Acc)).

leafr(_, 0, _, _, _, Acc) -> Acc;
leafr(E, K, B, N, F, Acc) when B + K - 1 >= N -> leafr(E, K - 1, B, N, F, Acc);
leafr(E, K, B, N, F, Acc) -> leafr(E, K - 1, B, N, F, F(B + K - 1, element(K, E), Acc)).

sparse_foldl(F, Acc, {array, N, M, D, E}) when is_function(F, 3), ?IS_A(N, M, E) ->
    sfoldl_1(E, 0, N, D, F, Acc);
sparse_foldl(_, _, _) -> erlang:error(badarg).

sfoldl_1(_, B, N, _, _, Acc) when B >= N -> Acc;
sfoldl_1(E, _, _, _, _, Acc) when is_integer(E) -> Acc;
sfoldl_1(E, B, N, D, F, Acc) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    snodel(E, 1, B, S, N, D, F, Acc);
sfoldl_1(E, B, N, D, F, Acc) -> sleafl(E, 1, B, N, D, F, Acc).

snodel(_, K, _, _, _, _, _, Acc) when K > ?NODE -> Acc;
snodel(_, _, B, _, N, _, _, Acc) when B >= N -> Acc;
snodel(E, K, B, S, N, D, F, Acc) ->
    snodel(E, K + 1, B + S, S, N, D, F, sfoldl_1(element(K, E), B, N, D, F, Acc)).

sleafl(_, K, _, _, _, _, Acc) when K > ?LEAF -> Acc;
sleafl(_, _, B, N, _, _, Acc) when B >= N -> Acc;
sleafl(E, K, B, N, D, F, Acc) ->
    case element(K, E) of
        D -> sleafl(E, K + 1, B + 1, N, D, F, Acc);
        X -> sleafl(E, K + 1, B + 1, N, D, F, F(B, X, Acc))
    end.

sparse_foldr(F, Acc, {array, N, M, D, E}) when is_function(F, 3), ?IS_A(N, M, E) ->
    sfoldr_1(E, 0, N, D, F, Acc);
sparse_foldr(_, _, _) -> erlang:error(badarg).

sfoldr_1(_, B, N, _, _, Acc) when B >= N -> Acc;
sfoldr_1(E, _, _, _, _, Acc) when is_integer(E) -> Acc;
sfoldr_1(E, B, N, D, F, Acc) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    snoder(E, ?NODE, B, S, N, D, F, Acc);
sfoldr_1(E, B, N, D, F, Acc) -> sleafr(E, ?LEAF, B, N, D, F, Acc).

snoder(_, 0, _, _, _, _, _, Acc) -> Acc;
snoder(E, K, B, S, N, D, F, Acc) ->
    snoder(E, K - 1, B, S, N, D, F, sfoldr_1(element(K, E), B + (K - 1) * S, N, D, F, Acc)).

sleafr(_, 0, _, _, _, _, Acc) -> Acc;
sleafr(E, K, B, N, D, F, Acc) when B + K - 1 >= N -> sleafr(E, K - 1, B, N, D, F, Acc);
sleafr(E, K, B, N, D, F, Acc) ->
    case element(K, E) of
        D -> sleafr(E, K - 1, B, N, D, F, Acc);
        X -> sleafr(E, K - 1, B, N, D, F, F(B + K - 1, X, Acc))
    end.

%% ---------------------------------------------------------------------
%% Conversions

to_list({array, N, M, D, E}) when ?IS_A(N, M, E) ->
    foldr_1(E, 0, N, D, fun(_, X, L) -> [X | L] end, []);
to_list(_) -> erlang:error(badarg).

sparse_to_list({array, N, M, D, E}) when ?IS_A(N, M, E) ->
    sfoldr_1(E, 0, N, D, fun(_, X, L) -> [X | L] end, []);
sparse_to_list(_) -> erlang:error(badarg).

to_orddict({array, N, M, D, E}) when ?IS_A(N, M, E) ->
    foldr_1(E, 0, N, D, fun(I, X, L) -> [{I, X} | L] end, []);
to_orddict(_) -> erlang:error(badarg).

sparse_to_orddict({array, N, M, D, E}) when ?IS_A(N, M, E) ->
    sfoldr_1(E, 0, N, D, fun(I, X, L) -> [{I, X} | L] end, []);
sparse_to_orddict(_) -> erlang:error(badarg).

from_list(L) -> from_list(L, undefined).

from_list([], D) -> {array, 0, ?LEAF, D, ?LEAF};
from_list(L, D) when is_list(L) ->
    {Leaves, N} = leaves(L, D, [], 0),
    {E, M} = build(Leaves, ?LEAF),
    {array, N, M, D, E};
from_list(_, _) -> erlang:error(badarg).

%% Chop the list into leaves of 10, the last one padded with D.
leaves([], _, Acc, N) -> {lists:reverse(Acc), N};
leaves(L, D, Acc, N) ->
    {Leaf, Rest, K} = take(L, ?LEAF, D, []),
    leaves(Rest, D, [Leaf | Acc], N + K).

take(L, 0, _, Acc) -> {list_to_tuple(lists:reverse(Acc)), L, ?LEAF};
take([], K, D, Acc) ->
    {list_to_tuple(lists:reverse(Acc, lists:duplicate(K, D))), [], ?LEAF - K};
take([X | T], K, D, Acc) -> take(T, K - 1, D, [X | Acc]);
take(_, _, _, _) -> erlang:error(badarg).

%% Group subtrees of size S into nodes until one is left.
build([E], S) -> {E, S};
build(Es, S) -> build(group(Es, S, []), S * ?NODE).

group([], _, Acc) -> lists:reverse(Acc);
group(Es, S, Acc) ->
    {Cs, Rest} = take_n(Es, ?NODE, []),
    Pad = lists:duplicate(?NODE - length(Cs), S),
    group(Rest, S, [list_to_tuple(Cs ++ Pad ++ [S]) | Acc]).

take_n(L, 0, Acc) -> {lists:reverse(Acc), L};
take_n([], _, Acc) -> {lists:reverse(Acc), []};
take_n([X | T], K, Acc) -> take_n(T, K - 1, [X | Acc]).

from_orddict(L) -> from_orddict(L, undefined).

from_orddict([], D) -> {array, 0, ?LEAF, D, ?LEAF};
from_orddict(L, D) when is_list(L) ->
    Last = check_od(L, -1, L),
    N = Last + 1,
    M = find_max(Last, ?LEAF),
    {E, []} = od_tree(od_leaves(L, 0, D), 0, M),
    {array, N, M, D, E};
from_orddict(_, _) -> erlang:error(badarg).

check_od([{I, _} | T], Prev, _) when is_integer(I), I > Prev -> check_od(T, I, T);
check_od([], Prev, _) -> Prev;
check_od(_, _, Rest) -> erlang:error({badarg, Rest}).

%% The expanded leaves as [{Start, Leaf}].  As in OTP, the leaf right
%% after an expanded one (or at 0) is expanded too, even if empty, when
%% the next index is at most its end.
od_leaves([], _, _) -> [];
od_leaves([{I, _} | _] = L, P, D) ->
    Start = if I =< P + ?LEAF -> P; true -> (I div ?LEAF) * ?LEAF end,
    {Leaf, Rest} = od_leaf(L, Start, 0, D, []),
    [{Start, Leaf} | od_leaves(Rest, Start + ?LEAF, D)].

od_leaf(L, _, ?LEAF, _, Acc) -> {list_to_tuple(lists:reverse(Acc)), L};
od_leaf([{I, X} | T], B, K, D, Acc) when I =:= B + K -> od_leaf(T, B, K + 1, D, [X | Acc]);
od_leaf(L, B, K, D, Acc) -> od_leaf(L, B, K + 1, D, [D | Acc]).

%% Subtree covering [B, B+S) from the leaves at the front of Ls.
od_tree([{B, Leaf} | Rest], B, ?LEAF) -> {Leaf, Rest};
od_tree([{I, _} | _] = Ls, B, S) when I < B + S ->
    od_node(Ls, B, S div ?NODE, 0, []);
od_tree(Ls, _, S) -> {S, Ls}.

od_node(Ls, _, C, ?NODE, Acc) -> {list_to_tuple(lists:reverse(Acc, [C])), Ls};
od_node(Ls, B, C, K, Acc) ->
    {E, Ls1} = od_tree(Ls, B + K * C, C),
    od_node(Ls1, B, C, K + 1, [E | Acc]).

%% ---------------------------------------------------------------------
%% Mapping

map(F, {array, N, M, D, E}) when is_function(F, 2), ?IS_A(N, M, E) ->
    {array, N, M, D, map_1(E, 0, N, D, F)};
map(_, _) -> erlang:error(badarg).

map_1(E, B, N, _, _) when B >= N -> E;
map_1(E, B, N, D, F) when is_integer(E) -> map_1(expand(E, D), B, N, D, F);
map_1(E, B, N, D, F) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    list_to_tuple(map_node(tuple_to_list(E), 1, B, S, N, D, F));
map_1(E, B, N, D, F) ->
    list_to_tuple(map_leaf(tuple_to_list(E), B, N, D, F)).

map_node([S], _, _, S, _, _, _) -> [S];
map_node([C | T], K, B, S, N, D, F) ->
    C1 = map_1(C, B, N, D, F),
    [C1 | map_node(T, K + 1, B + S, S, N, D, F)].

map_leaf([], _, _, _, _) -> [];
map_leaf([X | T], B, N, D, F) when B < N ->
    Y = F(B, X),
    [Y | map_leaf(T, B + 1, N, D, F)];
map_leaf([_ | T], B, N, D, F) -> [D | map_leaf(T, B + 1, N, D, F)].

sparse_map(F, {array, N, M, D, E}) when is_function(F, 2), ?IS_A(N, M, E) ->
    {array, N, M, D, smap_1(E, 0, N, D, F)};
sparse_map(_, _) -> erlang:error(badarg).

smap_1(E, B, N, _, _) when B >= N -> E;
smap_1(E, _, _, _, _) when is_integer(E) -> E;
smap_1(E, B, N, D, F) when tuple_size(E) > ?LEAF ->
    S = element(?NODE + 1, E),
    list_to_tuple(smap_node(tuple_to_list(E), B, S, N, D, F));
smap_1(E, B, N, D, F) ->
    list_to_tuple(smap_leaf(tuple_to_list(E), B, N, D, F)).

smap_node([S], _, S, _, _, _) -> [S];
smap_node([C | T], B, S, N, D, F) ->
    C1 = smap_1(C, B, N, D, F),
    [C1 | smap_node(T, B + S, S, N, D, F)].

smap_leaf([], _, _, _, _) -> [];
smap_leaf([X | T], B, N, D, F) ->
    Y = case X of D -> X; _ -> F(B, X) end,
    [Y | smap_leaf(T, B + 1, N, D, F)].
