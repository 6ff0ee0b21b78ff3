%% dict -- key/value dictionaries (linear hashing) for triheap.
%%
%% Same representation as OTP 25:
%%   {dict, Size, N, MaxN, BSo, ExpSize, ConSize, EmptySeg, Segs}
%% with segments of 16 buckets; a key's slot is erlang:phash(Key, MaxN)
%% (minus BSo when above N).  Buckets hold [Key|Value] cells in insertion
%% order; keys are matched exactly (=:=).  The table grows one slot when
%% Size exceeds 5 per slot and shrinks when below 3 per slot.
%% Written from the documentation and observed representations.

-module(dict).

-export([new/0, is_key/2, to_list/1, from_list/1, size/1, is_empty/1,
         fetch/2, find/2, fetch_keys/1, erase/2, take/2, store/3,
         append/3, append_list/3, update/3, update/4, update_counter/3,
         fold/3, map/2, filter/2, merge/3]).

-compile({no_auto_import, [size/1]}).
-compile({nowarn_deprecated_function, [{erlang, phash, 2}]}).

-define(SEG, 16).
-define(EXP, 5).
-define(CON, 3).

empty_seg() -> erlang:make_tuple(?SEG, []).

new() ->
    E = empty_seg(),
    {dict, 0, ?SEG, ?SEG, ?SEG div 2, ?SEG * ?EXP, ?SEG * ?CON, E, {E}}.

size({dict, S, _, _, _, _, _, _, _}) -> S.

is_empty({dict, S, _, _, _, _, _, _, _}) -> S =:= 0.

slot({dict, _, N, MaxN, BSo, _, _, _, _}, Key) ->
    H = erlang:phash(Key, MaxN),
    if
        H > N -> H - BSo;
        true -> H
    end.

get_bucket({dict, _, _, _, _, _, _, _, Segs}, Slot) ->
    element(((Slot - 1) rem ?SEG) + 1, element(((Slot - 1) div ?SEG) + 1, Segs)).

set_bucket(Segs, Slot, Bkt) ->
    SegI = ((Slot - 1) div ?SEG) + 1,
    BktI = ((Slot - 1) rem ?SEG) + 1,
    setelement(SegI, Segs, setelement(BktI, element(SegI, Segs), Bkt)).

bucket(D, Key) -> get_bucket(D, slot(D, Key)).

is_key(Key, D) -> bkt_find(Key, bucket(D, Key)) =/= error.

bkt_find(Key, [[Key | V] | _]) -> {ok, V};
bkt_find(Key, [_ | T]) -> bkt_find(Key, T);
bkt_find(_, []) -> error.

find(Key, D) -> bkt_find(Key, bucket(D, Key)).

fetch(Key, D) ->
    case bkt_find(Key, bucket(D, Key)) of
        {ok, V} -> V;
        error -> erlang:error(badarg, [Key, D])
    end.

fetch_keys(D) -> fold(fun(K, _, Acc) -> [K | Acc] end, [], D).

to_list(D) -> fold(fun(K, V, Acc) -> [{K, V} | Acc] end, [], D).

from_list(L) -> lists:foldl(fun({K, V}, D) -> store(K, V, D) end, new(), L).

%% Apply F to the bucket of Key: F returns {NewBucket, SizeDelta}.
on_bucket(F, D, Key) ->
    {dict, S, N, MaxN, BSo, Exp, Con, E, Segs} = D,
    Slot = slot(D, Key),
    {Bkt, Delta} = F(get_bucket(D, Slot)),
    {{dict, S, N, MaxN, BSo, Exp, Con, E, set_bucket(Segs, Slot, Bkt)}, Delta}.

store(Key, Val, D) ->
    {D1, Ic} = on_bucket(fun(B) -> store_bkt(Key, Val, B) end, D, Key),
    maybe_expand(D1, Ic).

store_bkt(Key, Val, [[Key | _] | T]) -> {[[Key | Val] | T], 0};
store_bkt(Key, Val, [X | T]) ->
    {T1, Ic} = store_bkt(Key, Val, T),
    {[X | T1], Ic};
store_bkt(Key, Val, []) -> {[[Key | Val]], 1}.

append(Key, Val, D) ->
    {D1, Ic} = on_bucket(fun(B) -> app_bkt(Key, [Val], B) end, D, Key),
    maybe_expand(D1, Ic).

append_list(Key, L, D) ->
    {D1, Ic} = on_bucket(fun(B) -> app_bkt(Key, L, B) end, D, Key),
    maybe_expand(D1, Ic).

app_bkt(Key, L, [[Key | Bag] | T]) -> {[[Key | Bag ++ L] | T], 0};
app_bkt(Key, L, [X | T]) ->
    {T1, Ic} = app_bkt(Key, L, T),
    {[X | T1], Ic};
app_bkt(Key, L, []) -> {[[Key | L]], 1}.

update(Key, F, D) ->
    try on_bucket(fun(B) -> {upd_bkt(Key, F, B), 0} end, D, Key) of
        {D1, _} -> D1
    catch
        throw:dict_missing_key -> erlang:error(badarg, [Key, F, D])
    end.

upd_bkt(Key, F, [[Key | V] | T]) -> [[Key | F(V)] | T];
upd_bkt(Key, F, [X | T]) -> [X | upd_bkt(Key, F, T)];
upd_bkt(_, _, []) -> throw(dict_missing_key).

update(Key, F, Init, D) ->
    {D1, Ic} = on_bucket(fun(B) -> upd_bkt4(Key, F, Init, B) end, D, Key),
    maybe_expand(D1, Ic).

upd_bkt4(Key, F, _, [[Key | V] | T]) -> {[[Key | F(V)] | T], 0};
upd_bkt4(Key, F, I, [X | T]) ->
    {T1, Ic} = upd_bkt4(Key, F, I, T),
    {[X | T1], Ic};
upd_bkt4(Key, _, I, []) -> {[[Key | I]], 1}.

update_counter(Key, Inc, D) when is_number(Inc) ->
    {D1, Ic} = on_bucket(fun(B) -> cnt_bkt(Key, Inc, B) end, D, Key),
    maybe_expand(D1, Ic).

cnt_bkt(Key, I, [[Key | V] | T]) -> {[[Key | V + I] | T], 0};
cnt_bkt(Key, I, [X | T]) ->
    {T1, Ic} = cnt_bkt(Key, I, T),
    {[X | T1], Ic};
cnt_bkt(Key, I, []) -> {[[Key | I]], 1}.

erase(Key, D) ->
    {D1, Dc} = on_bucket(fun(B) -> erase_bkt(Key, B) end, D, Key),
    maybe_contract(D1, Dc).

erase_bkt(Key, [[Key | _] | T]) -> {T, 1};
erase_bkt(Key, [X | T]) ->
    {T1, Dc} = erase_bkt(Key, T),
    {[X | T1], Dc};
erase_bkt(_, []) -> {[], 0}.

take(Key, D) ->
    case find(Key, D) of
        {ok, V} -> {V, erase(Key, D)};
        error -> error
    end.

%% Grow by one slot: split bucket N+1-BSo between itself and N+1.
maybe_expand({dict, S, N, MaxN, BSo, Exp, Con, E, Segs}, Ic) when S + Ic > Exp ->
    {MaxN1, BSo1, Segs1} =
        case N =:= MaxN of
            true -> {MaxN * 2, BSo * 2, expand_segs(Segs, E)};
            false -> {MaxN, BSo, Segs}
        end,
    N1 = N + 1,
    X = N1 - BSo1,
    Bkt = get_bucket({dict, S, N, MaxN1, BSo1, Exp, Con, E, Segs1}, X),
    {B1, B2} = rehash(Bkt, X, MaxN1),
    Segs2 = set_bucket(set_bucket(Segs1, X, B1), N1, B2),
    {dict, S + Ic, N1, MaxN1, BSo1, N1 * ?EXP, N1 * ?CON, E, Segs2};
maybe_expand({dict, S, N, MaxN, BSo, Exp, Con, E, Segs}, Ic) ->
    {dict, S + Ic, N, MaxN, BSo, Exp, Con, E, Segs}.

expand_segs(Segs, E) ->
    L = tuple_to_list(Segs),
    list_to_tuple(L ++ lists:duplicate(erlang:length(L), E)).

rehash([[K | _] = C | T], X, MaxN) ->
    {L1, L2} = rehash(T, X, MaxN),
    case erlang:phash(K, MaxN) of
        X -> {[C | L1], L2};
        _ -> {L1, [C | L2]}
    end;
rehash([], _, _) -> {[], []}.

%% Shrink by one slot: merge bucket N into bucket N-BSo.
maybe_contract({dict, S, N, MaxN, BSo, _, _, E, Segs}, Dc)
  when S - Dc < N * ?CON, N > ?SEG ->
    X = N - BSo,
    D0 = {dict, S, N, MaxN, BSo, 0, 0, E, Segs},
    BX = get_bucket(D0, X),
    BN = get_bucket(D0, N),
    Segs1 = set_bucket(set_bucket(Segs, X, BX ++ BN), N, []),
    N1 = N - 1,
    case N1 =:= BSo of
        true ->
            Segs2 = list_to_tuple(lists:sublist(tuple_to_list(Segs1), tuple_size(Segs1) div 2)),
            {dict, S - Dc, N1, MaxN div 2, BSo div 2, N1 * ?EXP, N1 * ?CON, E, Segs2};
        false ->
            {dict, S - Dc, N1, MaxN, BSo, N1 * ?EXP, N1 * ?CON, E, Segs1}
    end;
maybe_contract({dict, S, N, MaxN, BSo, Exp, Con, E, Segs}, Dc) ->
    {dict, S - Dc, N, MaxN, BSo, Exp, Con, E, Segs}.

fold(F, Acc, {dict, _, _, _, _, _, _, _, Segs}) ->
    fold_segs(F, Acc, Segs, tuple_size(Segs)).

fold_segs(F, Acc, Segs, I) when I >= 1 ->
    fold_segs(F, fold_seg(F, Acc, element(I, Segs), ?SEG), Segs, I - 1);
fold_segs(_, Acc, _, _) -> Acc.

fold_seg(F, Acc, Seg, I) when I >= 1 ->
    fold_seg(F, fold_bkt(F, Acc, element(I, Seg)), Seg, I - 1);
fold_seg(_, Acc, _, _) -> Acc.

fold_bkt(F, Acc, [[K | V] | T]) -> fold_bkt(F, F(K, V, Acc), T);
fold_bkt(_, Acc, []) -> Acc.

map(F, {dict, S, N, MaxN, BSo, Exp, Con, E, Segs}) when is_function(F, 2) ->
    Segs1 = list_to_tuple([list_to_tuple([[[K | F(K, V)] || [K | V] <- B]
                                          || B <- tuple_to_list(Seg)])
                           || Seg <- tuple_to_list(Segs)]),
    {dict, S, N, MaxN, BSo, Exp, Con, E, Segs1}.

filter(F, {dict, S, N, MaxN, BSo, Exp, Con, E, Segs}) when is_function(F, 2) ->
    {SegL, Fc} = lists:mapfoldl(
                   fun(Seg, C0) ->
                           {Bs, C1} = lists:mapfoldl(
                                        fun(B, C) ->
                                                B1 = [X || [K | V] = X <- B, F(K, V)],
                                                {B1, C + erlang:length(B) - erlang:length(B1)}
                                        end, C0, tuple_to_list(Seg)),
                           {list_to_tuple(Bs), C1}
                   end, 0, tuple_to_list(Segs)),
    maybe_contract({dict, S, N, MaxN, BSo, Exp, Con, E, list_to_tuple(SegL)}, Fc).

merge(F, D1, D2) ->
    case size(D1) < size(D2) of
        true ->
            fold(fun(K, V1, D) -> update(K, fun(V2) -> F(K, V1, V2) end, V1, D) end, D2, D1);
        false ->
            fold(fun(K, V2, D) -> update(K, fun(V1) -> F(K, V1, V2) end, V2, D) end, D1, D2)
    end.
