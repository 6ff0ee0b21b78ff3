%% sets -- unordered sets (linear hashing) for triheap.
%%
%% Same representation as OTP 25's default (version 1) sets:
%%   {set, Size, N, MaxN, BSo, ExpSize, ConSize, EmptySeg, Segs}
%% (see dict.erl for the hashing scheme); elements are matched exactly
%% (=:=).  Difference: the map-based "version 2" sets of OTP
%% (new([{version, 2}]), from_list(L, [{version, 2}])) are not
%% supported; those calls return a version 1 set.

-module(sets).

-export([new/0, new/1, is_set/1, size/1, is_empty/1, to_list/1,
         from_list/1, from_list/2, is_element/2, add_element/2,
         del_element/2, union/1, union/2, intersection/1,
         intersection/2, is_disjoint/2, subtract/2, is_subset/2, fold/3,
         filter/2]).

-compile({no_auto_import, [size/1]}).
-compile({nowarn_deprecated_function, [{erlang, phash, 2}]}).

-define(SEG, 16).
-define(EXP, 5).
-define(CON, 3).

new() ->
    E = erlang:make_tuple(?SEG, []),
    {set, 0, ?SEG, ?SEG, ?SEG div 2, ?SEG * ?EXP, ?SEG * ?CON, E, {E}}.

new(Opts) when is_list(Opts) -> new().

is_set({set, _, _, _, _, _, _, _, _}) -> true;
is_set(_) -> false.

size({set, S, _, _, _, _, _, _, _}) -> S.

is_empty({set, S, _, _, _, _, _, _, _}) -> S =:= 0.

slot({set, _, N, MaxN, BSo, _, _, _, _}, E) ->
    H = erlang:phash(E, MaxN),
    if
        H > N -> H - BSo;
        true -> H
    end.

get_bucket({set, _, _, _, _, _, _, _, Segs}, Slot) ->
    element(((Slot - 1) rem ?SEG) + 1, element(((Slot - 1) div ?SEG) + 1, Segs)).

set_bucket(Segs, Slot, Bkt) ->
    SegI = ((Slot - 1) div ?SEG) + 1,
    BktI = ((Slot - 1) rem ?SEG) + 1,
    setelement(SegI, Segs, setelement(BktI, element(SegI, Segs), Bkt)).

is_element(E, S) -> lists:member(E, get_bucket(S, slot(S, E))).

to_list(S) -> fold(fun(E, Acc) -> [E | Acc] end, [], S).

from_list(L) -> lists:foldl(fun add_element/2, new(), L).

from_list(L, Opts) when is_list(Opts) -> from_list(L).

add_element(E, S) ->
    {set, Sz, N, MaxN, BSo, Exp, Con, Emp, Segs} = S,
    Slot = slot(S, E),
    Bkt = get_bucket(S, Slot),
    case lists:member(E, Bkt) of
        true -> S;
        false ->
            Segs1 = set_bucket(Segs, Slot, [E | Bkt]),
            maybe_expand({set, Sz, N, MaxN, BSo, Exp, Con, Emp, Segs1}, 1)
    end.

del_element(E, S) ->
    {set, Sz, N, MaxN, BSo, Exp, Con, Emp, Segs} = S,
    Slot = slot(S, E),
    Bkt = get_bucket(S, Slot),
    case del_first(E, Bkt) of
        false -> S;
        Bkt1 ->
            Segs1 = set_bucket(Segs, Slot, Bkt1),
            maybe_contract({set, Sz, N, MaxN, BSo, Exp, Con, Emp, Segs1}, 1)
    end.

del_first(E, [E | T]) -> T;
del_first(E, [X | T]) ->
    case del_first(E, T) of
        false -> false;
        T1 -> [X | T1]
    end;
del_first(_, []) -> false.

maybe_expand({set, S, N, MaxN, BSo, Exp, Con, E, Segs}, Ic) when S + Ic > Exp ->
    {MaxN1, BSo1, Segs1} =
        case N =:= MaxN of
            true -> {MaxN * 2, BSo * 2, expand_segs(Segs, E)};
            false -> {MaxN, BSo, Segs}
        end,
    N1 = N + 1,
    X = N1 - BSo1,
    Bkt = get_bucket({set, S, N, MaxN1, BSo1, Exp, Con, E, Segs1}, X),
    {B1, B2} = rehash(Bkt, X, MaxN1),
    Segs2 = set_bucket(set_bucket(Segs1, X, B1), N1, B2),
    {set, S + Ic, N1, MaxN1, BSo1, N1 * ?EXP, N1 * ?CON, E, Segs2};
maybe_expand({set, S, N, MaxN, BSo, Exp, Con, E, Segs}, Ic) ->
    {set, S + Ic, N, MaxN, BSo, Exp, Con, E, Segs}.

expand_segs(Segs, E) ->
    L = tuple_to_list(Segs),
    list_to_tuple(L ++ lists:duplicate(length(L), E)).

rehash([K | T], X, MaxN) ->
    {L1, L2} = rehash(T, X, MaxN),
    case erlang:phash(K, MaxN) of
        X -> {[K | L1], L2};
        _ -> {L1, [K | L2]}
    end;
rehash([], _, _) -> {[], []}.

maybe_contract({set, S, N, MaxN, BSo, _, _, E, Segs}, Dc)
  when S - Dc < N * ?CON, N > ?SEG ->
    X = N - BSo,
    D0 = {set, S, N, MaxN, BSo, 0, 0, E, Segs},
    BX = get_bucket(D0, X),
    BN = get_bucket(D0, N),
    Segs1 = set_bucket(set_bucket(Segs, X, BX ++ BN), N, []),
    N1 = N - 1,
    case N1 =:= BSo of
        true ->
            Segs2 = list_to_tuple(lists:sublist(tuple_to_list(Segs1), tuple_size(Segs1) div 2)),
            {set, S - Dc, N1, MaxN div 2, BSo div 2, N1 * ?EXP, N1 * ?CON, E, Segs2};
        false ->
            {set, S - Dc, N1, MaxN, BSo, N1 * ?EXP, N1 * ?CON, E, Segs1}
    end;
maybe_contract({set, S, N, MaxN, BSo, Exp, Con, E, Segs}, Dc) ->
    {set, S - Dc, N, MaxN, BSo, Exp, Con, E, Segs}.

fold(F, Acc, {set, _, _, _, _, _, _, _, Segs}) when is_function(F, 2) ->
    fold_segs(F, Acc, Segs, tuple_size(Segs)).

fold_segs(F, Acc, Segs, I) when I >= 1 ->
    fold_segs(F, fold_seg(F, Acc, element(I, Segs), ?SEG), Segs, I - 1);
fold_segs(_, Acc, _, _) -> Acc.

fold_seg(F, Acc, Seg, I) when I >= 1 ->
    fold_seg(F, lists:foldl(F, Acc, element(I, Seg)), Seg, I - 1);
fold_seg(_, Acc, _, _) -> Acc.

filter(F, {set, S, N, MaxN, BSo, Exp, Con, E, Segs}) when is_function(F, 1) ->
    {SegL, Fc} = lists:mapfoldl(
                   fun(Seg, C0) ->
                           {Bs, C1} = lists:mapfoldl(
                                        fun(B, C) ->
                                                B1 = lists:reverse([X || X <- B, F(X)]),
                                                {B1, C + length(B) - length(B1)}
                                        end, C0, tuple_to_list(Seg)),
                           {list_to_tuple(Bs), C1}
                   end, 0, tuple_to_list(Segs)),
    maybe_contract({set, S, N, MaxN, BSo, Exp, Con, E, list_to_tuple(SegL)}, Fc).

union(S1, S2) ->
    case size(S1) < size(S2) of
        true -> fold(fun add_element/2, S2, S1);
        false -> fold(fun add_element/2, S1, S2)
    end.

union([S1, S2 | Ss]) -> union1(union(S1, S2), Ss);
union([S]) -> S;
union([]) -> new().

union1(S1, [S2 | Ss]) -> union1(union(S1, S2), Ss);
union1(S1, []) -> S1.

intersection(S1, S2) ->
    case size(S1) < size(S2) of
        true -> filter(fun(E) -> is_element(E, S2) end, S1);
        false -> filter(fun(E) -> is_element(E, S1) end, S2)
    end.

intersection([S1, S2 | Ss]) -> intersection1(intersection(S1, S2), Ss);
intersection([S]) -> S.

intersection1(S1, [S2 | Ss]) -> intersection1(intersection(S1, S2), Ss);
intersection1(S1, []) -> S1.

is_disjoint(S1, S2) ->
    {Small, Big} = case size(S1) < size(S2) of
                       true -> {S1, S2};
                       false -> {S2, S1}
                   end,
    fold(fun(_, false) -> false;
            (E, true) -> not is_element(E, Big)
         end, true, Small).

subtract(S1, S2) -> filter(fun(E) -> not is_element(E, S2) end, S1).

is_subset(S1, S2) ->
    fold(fun(E, Sub) -> Sub andalso is_element(E, S2) end, true, S1).
