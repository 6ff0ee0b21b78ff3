%% lists -- list processing functions for triheap.
%%
%% Written from the OTP 25 documentation and from observing OTP's
%% behaviour; intended to give the same results and the same
%% exception class/reason as OTP 25 for bad arguments.
%%
%% Only erlang BIFs and operators are used.  Functions that are BIFs in
%% OTP (member/2, reverse/2, keyfind/3, keymember/3, keysearch/3) are
%% written in Erlang here and raise badarg like the BIFs do.
%%
%% Known differences:
%%  * sort/1 and usort/1 are stable here; OTP's sort/1 is not, so for
%%    terms that compare equal but differ (1 and 1.0) the relative order
%%    (and, for usort, which one is kept) may differ from OTP.
%%  * merge/umerge/keymerge families: for non-list or improper-list
%%    arguments the error (or odd non-error result) may differ; umerge
%%    on inputs that contain duplicates may keep a different number of
%%    duplicates.
%%  * sort/2, usort/2, merge/3, umerge/3 with an
%% ordering fun that is not a "less than or equal" relation (for
%% example fun(A, B) -> A < B end) may order equal elements
%% differently from OTP (the result is sorted in any case).

-module(lists).

-export([all/2, any/2, append/1, append/2, concat/1, delete/2, droplast/1,
         dropwhile/2, duplicate/2, enumerate/1, enumerate/2, filter/2,
         filtermap/2, flatlength/1, flatmap/2, flatten/1, flatten/2,
         foldl/3, foldr/3, foreach/2, join/2, keydelete/3, keyfind/3,
         keymap/3, keymember/3, keymerge/3, keyreplace/4, keysearch/3,
         keysort/2, keystore/4, keytake/3, last/1, map/2, mapfoldl/3,
         mapfoldr/3, max/1, member/2, merge/1, merge/2, merge/3, merge3/3,
         min/1, nth/2, nthtail/2, partition/2, prefix/2, reverse/1,
         reverse/2, search/2, seq/2, seq/3, sort/1, sort/2, split/2,
         splitwith/2, sublist/2, sublist/3, subtract/2, suffix/2, sum/1,
         takewhile/2, ukeymerge/3, ukeysort/2, umerge/1, umerge/2,
         umerge/3, umerge3/3, uniq/1, uniq/2, unzip/1, unzip3/1, usort/1,
         usort/2, zf/2, zip/2, zip3/3, zipwith/3, zipwith3/4]).

%%% ------------------------------------------------------------------
%%% Simple functions
%%% ------------------------------------------------------------------

append(L1, L2) -> L1 ++ L2.

append([E]) -> E;
append([H | T]) -> H ++ append(T);
append([]) -> [].

subtract(L1, L2) -> L1 -- L2.

reverse([]) -> [];
reverse([_] = L) -> L;
reverse([A, B | T]) -> reverse(T, [B, A]).

reverse([H | T], Acc) -> reverse(T, [H | Acc]);
reverse([], Acc) -> Acc;
reverse(_, _) -> erlang:error(badarg).

nth(1, [H | _]) -> H;
nth(N, [_ | T]) when N > 1 -> nth(N - 1, T).

nthtail(1, [_ | T]) -> T;
nthtail(N, [_ | T]) when N > 1 -> nthtail(N - 1, T);
nthtail(0, L) when is_list(L) -> L.

prefix([X | P], [X | L]) -> prefix(P, L);
prefix([], L) when is_list(L) -> true;
prefix([_ | _], L) when is_list(L) -> false.

suffix(Suffix, List) ->
    D = length(List) - length(Suffix),
    D >= 0 andalso nthtail(D, List) =:= Suffix.

droplast([_]) -> [];
droplast([H | T]) -> [H | droplast(T)].

last([E | Es]) -> last_1(Es, E).

last_1([E | Es], _) -> last_1(Es, E);
last_1([], E) -> E.

seq(First, Last)
  when is_integer(First), is_integer(Last), First - 1 =< Last ->
    seq_up(First, Last, []).

seq_up(First, Last, Acc) when Last >= First ->
    seq_up(First, Last - 1, [Last | Acc]);
seq_up(_, _, Acc) -> Acc.

seq(First, Last, Inc)
  when is_integer(First), is_integer(Last), is_integer(Inc) ->
    if
        Inc > 0, Last < First, First - Inc =< Last ->
            [];
        Inc < 0, Last > First, First - Inc >= Last ->
            [];
        Inc > 0, First - Inc =< Last ->
            N = (Last - First) div Inc,
            seq_inc(First + N * Inc, First, Inc, []);
        Inc < 0, First - Inc >= Last ->
            N = (First - Last) div (-Inc),
            seq_inc(First + N * Inc, First, Inc, []);
        Inc =:= 0, First =:= Last ->
            [First];
        true ->
            erlang:error(badarg)
    end;
seq(_, _, _) ->
    erlang:error(badarg).

%% Build from the last element back to First.
seq_inc(X, First, Inc, Acc) ->
    case X =:= First of
        true -> [X | Acc];
        false -> seq_inc(X - Inc, First, Inc, [X | Acc])
    end.

sum(L) -> sum_1(L, 0).

sum_1([H | T], S) -> sum_1(T, S + H);
sum_1([], S) -> S.

duplicate(N, X) when is_integer(N), N >= 0 -> duplicate_1(N, X, []).

duplicate_1(0, _, L) -> L;
duplicate_1(N, X, L) -> duplicate_1(N - 1, X, [X | L]).

min([H | T]) -> min_1(T, H).

min_1([H | T], M) when H < M -> min_1(T, H);
min_1([_ | T], M) -> min_1(T, M);
min_1([], M) -> M.

max([H | T]) -> max_1(T, H).

max_1([H | T], M) when H > M -> max_1(T, H);
max_1([_ | T], M) -> max_1(T, M);
max_1([], M) -> M.

sublist(List, L) when is_integer(L), is_list(List) ->
    sublist_2(List, L).

sublist_2([H | T], L) when L > 0 -> [H | sublist_2(T, L - 1)];
sublist_2(_, 0) -> [];
sublist_2(List, L) when is_list(List), L > 0 -> [].

sublist(List, Start, Len)
  when is_list(List), is_integer(Start), Start >= 1 ->
    sublist_3(List, Start, Len).

sublist_3(List, 1, Len) -> sublist(List, Len);
sublist_3([_ | T], S, Len) -> sublist_3(T, S - 1, Len);
sublist_3([], _, _) -> [].

delete(Item, [Item | Rest]) -> Rest;
delete(Item, [H | Rest]) -> [H | delete(Item, Rest)];
delete(_, []) -> [].

zip([X | Xs], [Y | Ys]) -> [{X, Y} | zip(Xs, Ys)];
zip([], []) -> [].

unzip(Ts) -> unzip_1(Ts, [], []).

unzip_1([{X, Y} | Ts], Xs, Ys) -> unzip_1(Ts, [X | Xs], [Y | Ys]);
unzip_1([], Xs, Ys) -> {reverse(Xs), reverse(Ys)}.

zip3([X | Xs], [Y | Ys], [Z | Zs]) -> [{X, Y, Z} | zip3(Xs, Ys, Zs)];
zip3([], [], []) -> [].

unzip3(Ts) -> unzip3_1(Ts, [], [], []).

unzip3_1([{X, Y, Z} | Ts], Xs, Ys, Zs) ->
    unzip3_1(Ts, [X | Xs], [Y | Ys], [Z | Zs]);
unzip3_1([], Xs, Ys, Zs) ->
    {reverse(Xs), reverse(Ys), reverse(Zs)}.

zipwith(F, [X | Xs], [Y | Ys]) -> [F(X, Y) | zipwith(F, Xs, Ys)];
zipwith(F, [], []) when is_function(F, 2) -> [].

zipwith3(F, [X | Xs], [Y | Ys], [Z | Zs]) ->
    [F(X, Y, Z) | zipwith3(F, Xs, Ys, Zs)];
zipwith3(F, [], [], []) when is_function(F, 3) -> [].

concat(List) -> concat_1(List).

concat_1([H | T]) -> thing_to_list(H) ++ concat_1(T);
concat_1([]) -> [].

thing_to_list(X) when is_integer(X) -> integer_to_list(X);
thing_to_list(X) when is_float(X) -> float_to_list(X);
thing_to_list(X) when is_atom(X) -> atom_to_list(X);
thing_to_list(X) when is_list(X) -> X.

flatten(List) when is_list(List) -> flatten_1(List, []).

flatten(List, Tail) when is_list(List), is_list(Tail) -> flatten_1(List, Tail).

flatten_1([H | T], Tail) when is_list(H) -> flatten_1(H, flatten_1(T, Tail));
flatten_1([H | T], Tail) -> [H | flatten_1(T, Tail)];
flatten_1([], Tail) -> Tail.

flatlength(List) -> flatlength_1(List, 0).

flatlength_1([H | T], N) when is_list(H) -> flatlength_1(T, flatlength_1(H, N));
flatlength_1([_ | T], N) -> flatlength_1(T, N + 1);
flatlength_1([], N) -> N.

join(_Sep, []) -> [];
join(Sep, [H | T]) -> [H | join_1(Sep, T)].

join_1(Sep, [H | T]) -> [Sep, H | join_1(Sep, T)];
join_1(_, []) -> [].

split(N, List) when is_integer(N), N >= 0, is_list(List) ->
    case split_1(N, List, []) of
        {_, _} = R -> R;
        error -> erlang:error(badarg)
    end;
split(_, _) -> erlang:error(badarg).

split_1(0, L, Acc) -> {reverse(Acc), L};
split_1(N, [H | T], Acc) -> split_1(N - 1, T, [H | Acc]);
split_1(_, [], _) -> error.

enumerate(List) -> enumerate(1, List).

enumerate(Index, List) when is_integer(Index), is_list(List) ->
    enumerate_1(Index, List).

enumerate_1(I, [H | T]) -> [{I, H} | enumerate_1(I + 1, T)];
enumerate_1(_, []) -> [].

%%% ------------------------------------------------------------------
%%% Key functions
%%% ------------------------------------------------------------------

member(X, [X | _]) -> true;
member(X, [_ | T]) -> member(X, T);
member(_, []) -> false;
member(_, _) -> erlang:error(badarg).

keyfind(Key, N, List) when is_integer(N), N >= 1 -> keyfind_1(Key, N, List);
keyfind(_, _, _) -> erlang:error(badarg).

keyfind_1(Key, N, [H | T]) ->
    case is_tuple(H) andalso tuple_size(H) >= N of
        true ->
            case element(N, H) == Key of
                true -> H;
                false -> keyfind_1(Key, N, T)
            end;
        false ->
            keyfind_1(Key, N, T)
    end;
keyfind_1(_, _, []) -> false;
keyfind_1(_, _, _) -> erlang:error(badarg).

keymember(Key, N, List) ->
    case keyfind(Key, N, List) of
        false -> false;
        _ -> true
    end.

keysearch(Key, N, List) ->
    case keyfind(Key, N, List) of
        false -> false;
        T -> {value, T}
    end.

keydelete(Key, N, List) when is_integer(N), N > 0 -> keydelete_1(Key, N, List).

keydelete_1(Key, N, [H | T]) when element(N, H) == Key -> T;
keydelete_1(Key, N, [H | T]) -> [H | keydelete_1(Key, N, T)];
keydelete_1(_, _, []) -> [].

keyreplace(Key, N, List, New) when is_integer(N), N > 0, is_tuple(New) ->
    keyreplace_1(Key, N, List, New).

keyreplace_1(Key, N, [H | T], New) when element(N, H) == Key -> [New | T];
keyreplace_1(Key, N, [H | T], New) -> [H | keyreplace_1(Key, N, T, New)];
keyreplace_1(_, _, [], _) -> [].

keytake(Key, N, List) when is_integer(N), N > 0 -> keytake_1(Key, N, List, []).

keytake_1(Key, N, [H | T], Acc) when element(N, H) == Key ->
    {value, H, reverse(Acc, T)};
keytake_1(Key, N, [H | T], Acc) -> keytake_1(Key, N, T, [H | Acc]);
keytake_1(_, _, [], _) -> false.

keystore(Key, N, List, New) when is_integer(N), N > 0, is_tuple(New) ->
    keystore_1(Key, N, List, New).

keystore_1(Key, N, [H | T], New) when element(N, H) == Key -> [New | T];
keystore_1(Key, N, [H | T], New) -> [H | keystore_1(Key, N, T, New)];
keystore_1(_, _, [], New) -> [New].

keymap(Fun, N, [H | T]) ->
    [setelement(N, H, Fun(element(N, H))) | keymap(Fun, N, T)];
keymap(Fun, N, []) when is_integer(N), N >= 1, is_function(Fun, 1) -> [].

%%% ------------------------------------------------------------------
%%% Sorting and merging
%%% ------------------------------------------------------------------

%% Bottom-up stable merge sort.  Le(A, B) is true when A may precede B.
%% Runs are built from the input (pairs), then adjacent runs merged
%% until one run remains.

sort(List) when is_list(List) -> sort_le(List).

sort_le([]) -> [];
sort_le([_] = L) -> L;
sort_le(L) -> merge_all_le(pairs_le(L)).

pairs_le([A, B | T]) when A =< B -> [[A, B] | pairs_le(T)];
pairs_le([A, B | T]) -> [[B, A] | pairs_le(T)];
pairs_le([A]) -> [[A]];
pairs_le([]) -> [].

merge_all_le([R]) -> R;
merge_all_le(Rs) -> merge_all_le(merge_pairs_le(Rs)).

merge_pairs_le([A, B | T]) -> [merge_le(A, B) | merge_pairs_le(T)];
merge_pairs_le(T) -> T.

%% Stable merge with =<: on equality the element from the first list
%% comes first.
merge_le(L1, L2) -> merge_le(L1, L2, []).

merge_le([H1 | T1] = L1, [H2 | T2] = L2, Acc) ->
    if
        H1 =< H2 -> merge_le(T1, L2, [H1 | Acc]);
        true -> merge_le(L1, T2, [H2 | Acc])
    end;
merge_le([], L2, Acc) -> reverse(Acc, L2);
merge_le(L1, [], Acc) -> reverse(Acc, L1).

sort(Fun, List) when is_function(Fun, 2), is_list(List) ->
    sort_fun(Fun, List).

sort_fun(_, []) -> [];
sort_fun(_, [_] = L) -> L;
sort_fun(F, L) -> merge_all_fun(F, pairs_fun(F, L)).

pairs_fun(F, [A, B | T]) ->
    case F(A, B) of
        true -> [[A, B] | pairs_fun(F, T)];
        false -> [[B, A] | pairs_fun(F, T)]
    end;
pairs_fun(_, [A]) -> [[A]];
pairs_fun(_, []) -> [].

merge_all_fun(_, [R]) -> R;
merge_all_fun(F, Rs) -> merge_all_fun(F, merge_pairs_fun(F, Rs)).

merge_pairs_fun(F, [A, B | T]) -> [merge_fun(F, A, B, []) | merge_pairs_fun(F, T)];
merge_pairs_fun(_, T) -> T.

merge_fun(F, [H1 | T1] = L1, [H2 | T2] = L2, Acc) ->
    case F(H1, H2) of
        true -> merge_fun(F, T1, L2, [H1 | Acc]);
        false -> merge_fun(F, L1, T2, [H2 | Acc])
    end;
merge_fun(_, [], L2, Acc) -> reverse(Acc, L2);
merge_fun(_, L1, [], Acc) -> reverse(Acc, L1).

usort(List) when is_list(List) -> dedup_eq(sort_le(List)).

%% Remove adjacent equal (==) elements, keeping the first one.
dedup_eq([H | T]) -> [H | dedup_eq_1(H, T)];
dedup_eq([]) -> [].

dedup_eq_1(P, [H | T]) when H == P -> dedup_eq_1(P, T);
dedup_eq_1(_, [H | T]) -> [H | dedup_eq_1(H, T)];
dedup_eq_1(_, []) -> [].

usort(Fun, List) when is_function(Fun, 2), is_list(List) ->
    dedup_fun(Fun, sort_fun(Fun, List)).

dedup_fun(F, [H | T]) -> [H | dedup_fun_1(F, H, T)];
dedup_fun(_, []) -> [].

dedup_fun_1(F, P, [H | T]) ->
    case F(H, P) of
        true -> dedup_fun_1(F, P, T);
        false -> [H | dedup_fun_1(F, H, T)]
    end;
dedup_fun_1(_, _, []) -> [].

keysort(N, List) when is_integer(N), N > 0 ->
    case List of
        [] -> [];
        [_] -> List;
        [_, _ | _] -> undecorate(sort_key(decorate(N, List)))
    end.

decorate(N, [H | T]) -> [{element(N, H), H} | decorate(N, T)];
decorate(_, []) -> [].

undecorate([{_, X} | T]) -> [X | undecorate(T)];
undecorate([]) -> [].

%% Stable sort of {Key, Value} pairs by Key only.
sort_key([]) -> [];
sort_key([_] = L) -> L;
sort_key(L) -> merge_all_key(pairs_key(L)).

pairs_key([{KA, _} = A, {KB, _} = B | T]) when KA =< KB -> [[A, B] | pairs_key(T)];
pairs_key([A, B | T]) -> [[B, A] | pairs_key(T)];
pairs_key([A]) -> [[A]];
pairs_key([]) -> [].

merge_all_key([R]) -> R;
merge_all_key(Rs) -> merge_all_key(merge_pairs_key(Rs)).

merge_pairs_key([A, B | T]) -> [merge_key(A, B, []) | merge_pairs_key(T)];
merge_pairs_key(T) -> T.

merge_key([{K1, _} = H1 | T1] = L1, [{K2, _} = H2 | T2] = L2, Acc) ->
    if
        K1 =< K2 -> merge_key(T1, L2, [H1 | Acc]);
        true -> merge_key(L1, T2, [H2 | Acc])
    end;
merge_key([], L2, Acc) -> reverse(Acc, L2);
merge_key(L1, [], Acc) -> reverse(Acc, L1).

ukeysort(N, List) when is_integer(N), N > 0 ->
    case List of
        [] -> [];
        [_] -> List;
        [_, _ | _] -> undecorate(dedup_key(sort_key(decorate(N, List))))
    end.

dedup_key([H | T]) -> [H | dedup_key_1(H, T)];
dedup_key([]) -> [].

dedup_key_1({P, _} = Prev, [{K, _} | T]) when K == P -> dedup_key_1(Prev, T);
dedup_key_1(_, [H | T]) -> [H | dedup_key_1(H, T)];
dedup_key_1(_, []) -> [].

merge(L1, L2) when is_list(L1), is_list(L2) -> merge_le(L1, L2).

merge(Fun, L1, L2) when is_function(Fun, 2), is_list(L1), is_list(L2) ->
    merge_fun(Fun, L1, L2, []).

merge3(L1, L2, L3) -> merge(L1, merge(L2, L3)).

merge(ListOfLists) -> merge_lists(ListOfLists).

merge_lists([L | Ls]) when is_list(L) -> merge(L, merge_lists(Ls));
merge_lists([]) -> [].

umerge(L1, L2) when is_list(L1), is_list(L2) -> umerge_le(L1, L2, []).

umerge_le([H1 | T1] = L1, [H2 | T2] = L2, Acc) ->
    if
        H1 < H2 -> umerge_le(T1, L2, [H1 | Acc]);
        H1 == H2 -> umerge_le(T1, T2, [H1 | Acc]);
        true -> umerge_le(L1, T2, [H2 | Acc])
    end;
umerge_le([], L2, Acc) -> reverse(Acc, L2);
umerge_le(L1, [], Acc) -> reverse(Acc, L1).

umerge(Fun, L1, L2) when is_function(Fun, 2), is_list(L1), is_list(L2) ->
    umerge_fun(Fun, L1, L2, []).

umerge_fun(F, [H1 | T1] = L1, [H2 | T2] = L2, Acc) ->
    case F(H1, H2) of
        true ->
            case F(H2, H1) of
                true -> umerge_fun(F, T1, T2, [H1 | Acc]);
                false -> umerge_fun(F, T1, L2, [H1 | Acc])
            end;
        false ->
            umerge_fun(F, L1, T2, [H2 | Acc])
    end;
umerge_fun(_, [], L2, Acc) -> reverse(Acc, L2);
umerge_fun(_, L1, [], Acc) -> reverse(Acc, L1).

umerge3(L1, L2, L3) -> umerge(L1, umerge(L2, L3)).

umerge(ListOfLists) -> umerge_lists(ListOfLists).

umerge_lists([L | Ls]) when is_list(L) -> umerge(L, umerge_lists(Ls));
umerge_lists([]) -> [].

keymerge(N, L1, L2) when is_integer(N), N > 0, is_list(L1), is_list(L2) ->
    keymerge_1(N, L1, L2, []).

keymerge_1(N, [H1 | T1] = L1, [H2 | T2] = L2, Acc) ->
    case element(N, H1) =< element(N, H2) of
        true -> keymerge_1(N, T1, L2, [H1 | Acc]);
        false -> keymerge_1(N, L1, T2, [H2 | Acc])
    end;
keymerge_1(_, [], L2, Acc) -> reverse(Acc, L2);
keymerge_1(_, L1, [], Acc) -> reverse(Acc, L1).

ukeymerge(N, L1, L2) when is_integer(N), N > 0, is_list(L1), is_list(L2) ->
    ukeymerge_1(N, L1, L2, []).

ukeymerge_1(N, [H1 | T1] = L1, [H2 | T2] = L2, Acc) ->
    K1 = element(N, H1),
    K2 = element(N, H2),
    if
        K1 < K2 -> ukeymerge_1(N, T1, L2, [H1 | Acc]);
        K1 == K2 -> ukeymerge_1(N, T1, T2, [H1 | Acc]);
        true -> ukeymerge_1(N, L1, T2, [H2 | Acc])
    end;
ukeymerge_1(_, [], L2, Acc) -> reverse(Acc, L2);
ukeymerge_1(_, L1, [], Acc) -> reverse(Acc, L1).

%%% ------------------------------------------------------------------
%%% uniq: keeps the first occurrence of each term (exact equality =:=).
%%% Implemented by hashing (erlang:phash2) into groups, deduplicating
%%% each group and restoring the original order.
%%% ------------------------------------------------------------------

uniq(List) -> uniq_keys(uniq_decorate_id(List, 1)).

uniq(Fun, List) when is_function(Fun, 1) -> uniq_keys(uniq_decorate_fun(Fun, List, 1)).

uniq_decorate_id([H | T], I) -> [{erlang:phash2(H), I, H, H} | uniq_decorate_id(T, I + 1)];
uniq_decorate_id([], _) -> [].

uniq_decorate_fun(F, [H | T], I) ->
    K = F(H),
    [{erlang:phash2(K), I, K, H} | uniq_decorate_fun(F, T, I + 1)];
uniq_decorate_fun(_, [], _) -> [].

%% Items are {Hash, Index, Key, Elem}; sorting compares Hash then the
%% unique Index, never Key or Elem.
uniq_keys(Items) ->
    Sorted = sort_le(Items),
    Kept = uniq_groups(Sorted, none, [], []),
    [E || {_, E} <- sort_le(Kept)].

uniq_groups([{H, I, K, E} | T], H, Seen, Acc) ->
    case member(K, Seen) of
        true -> uniq_groups(T, H, Seen, Acc);
        false -> uniq_groups(T, H, [K | Seen], [{I, E} | Acc])
    end;
uniq_groups([{H, I, K, E} | T], _, _, Acc) ->
    uniq_groups(T, H, [K], [{I, E} | Acc]);
uniq_groups([], _, _, Acc) -> Acc.

%%% ------------------------------------------------------------------
%%% Higher-order functions
%%% ------------------------------------------------------------------

all(Pred, List) when is_function(Pred, 1) ->
    case List of
        [H | T] -> all_1(Pred, H, T);
        [] -> true
    end.

all_1(Pred, H, T) ->
    case Pred(H) of
        true ->
            case T of
                [H1 | T1] -> all_1(Pred, H1, T1);
                [] -> true;
                _ -> erlang:error(function_clause)
            end;
        false -> false
    end.

any(Pred, List) when is_function(Pred, 1) ->
    case List of
        [H | T] -> any_1(Pred, H, T);
        [] -> false
    end.

any_1(Pred, H, T) ->
    case Pred(H) of
        true -> true;
        false ->
            case T of
                [H1 | T1] -> any_1(Pred, H1, T1);
                [] -> false;
                _ -> erlang:error(function_clause)
            end
    end.

map(F, List) when is_function(F, 1) ->
    case List of
        [H | T] -> [F(H) | map_1(F, T)];
        [] -> []
    end.

map_1(F, [H | T]) -> [F(H) | map_1(F, T)];
map_1(_, []) -> [].

flatmap(F, [H | T]) when is_function(F, 1) -> F(H) ++ flatmap(F, T);
flatmap(F, []) when is_function(F, 1) -> [].

foldl(F, Acc, List) when is_function(F, 2) ->
    case List of
        [H | T] -> foldl_1(F, F(H, Acc), T);
        [] -> Acc
    end.

foldl_1(F, Acc, [H | T]) -> foldl_1(F, F(H, Acc), T);
foldl_1(_, Acc, []) -> Acc.

foldr(F, Acc, [H | T]) when is_function(F, 2) -> F(H, foldr(F, Acc, T));
foldr(F, Acc, []) when is_function(F, 2) -> Acc.

filter(Pred, List) when is_function(Pred, 1) ->
    [E || E <- List, Pred(E)].

partition(Pred, L) -> partition_1(Pred, L, [], []).

partition_1(Pred, [H | T], As, Bs) when is_function(Pred, 1) ->
    case Pred(H) of
        true -> partition_1(Pred, T, [H | As], Bs);
        false -> partition_1(Pred, T, As, [H | Bs])
    end;
partition_1(Pred, [], As, Bs) when is_function(Pred, 1) ->
    {reverse(As), reverse(Bs)}.

filtermap(F, [H | T]) when is_function(F, 1) ->
    case F(H) of
        false -> filtermap(F, T);
        true -> [H | filtermap(F, T)];
        {true, V} -> [V | filtermap(F, T)]
    end;
filtermap(F, []) when is_function(F, 1) -> [].

zf(F, L) -> filtermap(F, L).

foreach(F, [H | T]) when is_function(F, 1) -> F(H), foreach(F, T);
foreach(F, []) when is_function(F, 1) -> ok.

mapfoldl(F, Acc, [H | T]) when is_function(F, 2) ->
    {R, Acc1} = F(H, Acc),
    {Rs, Acc2} = mapfoldl(F, Acc1, T),
    {[R | Rs], Acc2};
mapfoldl(F, Acc, []) when is_function(F, 2) -> {[], Acc}.

mapfoldr(F, Acc, [H | T]) when is_function(F, 2) ->
    {Rs, Acc1} = mapfoldr(F, Acc, T),
    {R, Acc2} = F(H, Acc1),
    {[R | Rs], Acc2};
mapfoldr(F, Acc, []) when is_function(F, 2) -> {[], Acc}.

takewhile(Pred, [H | T]) when is_function(Pred, 1) ->
    case Pred(H) of
        true -> [H | takewhile(Pred, T)];
        false -> []
    end;
takewhile(Pred, []) when is_function(Pred, 1) -> [].

dropwhile(Pred, [H | T] = L) when is_function(Pred, 1) ->
    case Pred(H) of
        true -> dropwhile(Pred, T);
        false -> L
    end;
dropwhile(Pred, []) when is_function(Pred, 1) -> [].

splitwith(Pred, List) when is_function(Pred, 1) -> splitwith_1(Pred, List, []).

splitwith_1(Pred, [H | T], Acc) ->
    case Pred(H) of
        true -> splitwith_1(Pred, T, [H | Acc]);
        false -> {reverse(Acc), [H | T]}
    end;
splitwith_1(_, [], Acc) -> {reverse(Acc), []}.

search(Pred, [H | T]) when is_function(Pred, 1) ->
    case Pred(H) of
        true -> {value, H};
        false -> search(Pred, T)
    end;
search(Pred, []) when is_function(Pred, 1) -> false.
