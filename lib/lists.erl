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
%% Sorting and merging take the same steps as OTP's where a step decides
%% the result, so the order of elements that compare equal but differ
%% (1 and 1.0), the element usort/umerge keep, and the result for an
%% ordering fun that is not a total order or for unsorted merge inputs
%% are OTP's.  (lists:sort/1 and usort/1 are native; the versions here
%% give the same results.)  For improper lists the error raised may
%% differ in detail.

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
-export([rmerge/2, rmerge/3, rmerge3/3, rumerge/2, rumerge/3, rumerge3/3,
         rkeymerge/3, rukeymerge/3]).

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
%%%
%%% These take the same steps as Erlang/OTP's wherever a step decides
%%% the result: for elements that compare equal but differ (1 and 1.0),
%%% for an ordering fun that is not a total order and for merges of
%%% lists that are not sorted, the result depends on which comparisons
%%% are made, in which order.
%%%
%%% A sort cuts its input into runs, then merges them.  While a run is
%%% collected its two last elements X and Y are held apart: an element
%%% that belongs after Y extends the run, one between X and Y goes
%%% between them, and one before a run of just X and Y goes first.  Any
%%% other element is held (S); the next element that fits nowhere ends
%%% the run and starts the next one together with S.  The first two
%%% elements that differ decide whether runs ascend or descend.  A run
%%% is built by consing, so it is a list in the other direction: the
%%% runs, latest first, are merged into lists of the opposite direction
%%% level by level until one is left.  sort/1 and keysort/2 merge three
%%% lists at a time, the others two.  On a tie the element of the list
%%% that comes first at that level goes first; sorts with a direction
%%% argument (asc, desc) swap the lists' roles so that they stay stable.
%%% usort/1 and ukeysort/2 keep the first of the elements that compare
%%% equal and sort stably otherwise, which is what OTP's do.
%%% ------------------------------------------------------------------

sort([X, Y | T] = L) when X =< Y ->
    case T of
        [] -> L;
        [Z] when Y =< Z -> L;
        [Z] when X =< Z -> [X, Z, Y];
        [Z] -> [Z, X, Y];
        _ when X == Y -> sort_equal(Y, T, [X]);
        _ -> asc_runs(X, Y, T, [], [])
    end;
sort([X, Y | T]) ->
    case T of
        [] -> [Y, X];
        [Z] when X =< Z -> [Y, X, Z];
        [Z] when Y =< Z -> [Y, Z, X];
        [Z] -> [Z, Y, X];
        _ -> desc_runs(X, Y, T, [], [])
    end;
sort([_] = L) -> L;
sort([] = L) -> L.

%% A stretch of equal elements at the start (reversed in R).
sort_equal(X, [Y | T], R) when X == Y -> sort_equal(Y, T, [X | R]);
sort_equal(X, [Y | T], R) when X < Y -> asc_runs(X, Y, T, R, []);
sort_equal(X, [Y | T], R) -> desc_runs(X, Y, T, R, []);
sort_equal(X, [], R) -> reverse(R, [X]).

%% Ascending runs: the current run is [Y, X | R] with X =< Y.
asc_runs(X, Y, [Z | T], R, Rs) when Y =< Z -> asc_runs(Y, Z, T, [X | R], Rs);
asc_runs(X, Y, [Z | T], R, Rs) when X =< Z -> asc_runs(Z, Y, T, [X | R], Rs);
asc_runs(X, Y, [Z | T], [], Rs) -> asc_runs(X, Y, T, [Z], Rs);
asc_runs(X, Y, [Z | T], R, Rs) -> asc_runs_held(X, Y, T, R, Rs, Z);
asc_runs(X, Y, [], R, Rs) -> merge_desc_lists([[Y, X | R] | Rs], []).

asc_runs_held(X, Y, [Z | T], R, Rs, S) when Y =< Z ->
    asc_runs_held(Y, Z, T, [X | R], Rs, S);
asc_runs_held(X, Y, [Z | T], R, Rs, S) when X =< Z ->
    asc_runs_held(Z, Y, T, [X | R], Rs, S);
asc_runs_held(X, Y, [Z | T], R, Rs, S) when S =< Z ->
    asc_runs(S, Z, T, [], [[Y, X | R] | Rs]);
asc_runs_held(X, Y, [Z | T], R, Rs, S) ->
    asc_runs(Z, S, T, [], [[Y, X | R] | Rs]);
asc_runs_held(X, Y, [], R, Rs, S) ->
    merge_desc_lists([[S], [Y, X | R] | Rs], []).

%% Descending runs: the current run is [Y, X | R] with X > Y.
desc_runs(X, Y, [Z | T], R, Rs) when Z =< Y -> desc_runs(Y, Z, T, [X | R], Rs);
desc_runs(X, Y, [Z | T], R, Rs) when Z =< X -> desc_runs(Z, Y, T, [X | R], Rs);
desc_runs(X, Y, [Z | T], [], Rs) -> desc_runs(X, Y, T, [Z], Rs);
desc_runs(X, Y, [Z | T], R, Rs) -> desc_runs_held(X, Y, T, R, Rs, Z);
desc_runs(X, Y, [], R, Rs) -> merge_asc_lists([[Y, X | R] | Rs], []).

desc_runs_held(X, Y, [Z | T], R, Rs, S) when Z =< Y ->
    desc_runs_held(Y, Z, T, [X | R], Rs, S);
desc_runs_held(X, Y, [Z | T], R, Rs, S) when Z =< X ->
    desc_runs_held(Z, Y, T, [X | R], Rs, S);
desc_runs_held(X, Y, [Z | T], R, Rs, S) when S > Z ->
    desc_runs(S, Z, T, [], [[Y, X | R] | Rs]);
desc_runs_held(X, Y, [Z | T], R, Rs, S) ->
    desc_runs(Z, S, T, [], [[Y, X | R] | Rs]);
desc_runs_held(X, Y, [], R, Rs, S) ->
    merge_asc_lists([[S], [Y, X | R] | Rs], []).

%% One level of merging ascending lists (also merge/1, which may pass
%% empty lists); each merge gives a descending list.
merge_asc_lists([[] | L], Acc) -> merge_asc_lists(L, Acc);
merge_asc_lists([A, [_ | _] = B, [_ | _] = C | L], Acc) ->
    merge_asc_lists(L, [asc_merge3(A, B, C, []) | Acc]);
merge_asc_lists([A, [_ | _] = B], Acc) ->
    merge_desc_lists([asc_merge2(A, B, []) | Acc], []);
merge_asc_lists([L], []) -> L;
merge_asc_lists([L], Acc) -> merge_desc_lists([reverse(L, []) | Acc], []);
merge_asc_lists([], []) -> [];
merge_asc_lists([], Acc) -> merge_desc_lists(Acc, []);
merge_asc_lists([A, [] | L], Acc) -> merge_asc_lists([A | L], Acc);
merge_asc_lists([A, B, [] | L], Acc) -> merge_asc_lists([A, B | L], Acc).

%% One level of merging descending lists into ascending ones.
merge_desc_lists([[_ | _] = C, [_ | _] = B, A | L], Acc) ->
    merge_desc_lists(L, [desc_merge3(A, B, C, []) | Acc]);
merge_desc_lists([[_ | _] = B, A], Acc) ->
    merge_asc_lists([desc_merge2(A, B, []) | Acc], []);
merge_desc_lists([L], Acc) -> merge_asc_lists([reverse(L, []) | Acc], []);
merge_desc_lists([], Acc) -> merge_asc_lists(Acc, []).

%% Merge ascending lists onto M, smallest first, a tie to A, then B:
%% the result (with M) is descending.
asc_merge3([HA | TA] = A, [HB | TB] = B, [HC | TC] = C, M) ->
    if
        HA =< HB, HA =< HC -> asc_merge3(TA, B, C, [HA | M]);
        HA =< HB -> asc_merge3(A, B, TC, [HC | M]);
        HB =< HC -> asc_merge3(A, TB, C, [HB | M]);
        true -> asc_merge3(A, B, TC, [HC | M])
    end;
asc_merge3([], B, C, M) -> asc_merge2(B, C, M);
asc_merge3(A, [], C, M) -> asc_merge2(A, C, M);
asc_merge3(A, B, [], M) -> asc_merge2(A, B, M).

asc_merge2([HA | TA] = A, [HB | TB] = B, M) ->
    if
        HA =< HB -> asc_merge2(TA, B, [HA | M]);
        true -> asc_merge2(A, TB, [HB | M])
    end;
asc_merge2([], B, M) -> reverse(B, M);
asc_merge2(A, [], M) -> reverse(A, M).

%% Merge descending lists onto M, largest first, a tie to C, then B:
%% the result (with M) is ascending.
desc_merge3([HA | TA] = A, [HB | TB] = B, [HC | TC] = C, M) ->
    if
        HA =< HB, HB =< HC -> desc_merge3(A, B, TC, [HC | M]);
        HA =< HB -> desc_merge3(A, TB, C, [HB | M]);
        HA =< HC -> desc_merge3(A, B, TC, [HC | M]);
        true -> desc_merge3(TA, B, C, [HA | M])
    end;
desc_merge3([], B, C, M) -> desc_merge2(B, C, M);
desc_merge3(A, [], C, M) -> desc_merge2(A, C, M);
desc_merge3(A, B, [], M) -> desc_merge2(A, B, M).

desc_merge2([HA | TA] = A, [HB | TB] = B, M) ->
    if
        HA =< HB -> desc_merge2(A, TB, [HB | M]);
        true -> desc_merge2(TA, B, [HA | M])
    end;
desc_merge2([], B, M) -> reverse(B, M);
desc_merge2(A, [], M) -> reverse(A, M).

merge(L1, []) -> L1;
merge(L1, [_ | _] = L2) -> reverse(asc_merge2(L1, L2, []), []).

rmerge(L1, []) -> L1;
rmerge(L1, [_ | _] = L2) -> reverse(desc_merge2(L1, L2, []), []).

merge3(L1, [], L3) -> merge(L1, L3);
merge3(L1, L2, []) -> merge(L1, L2);
merge3(L1, [_ | _] = L2, [_ | _] = L3) -> reverse(asc_merge3(L1, L2, L3, []), []).

rmerge3(L1, [], L3) -> rmerge(L1, L3);
rmerge3(L1, L2, []) -> rmerge(L1, L2);
rmerge3(L1, [_ | _] = L2, [_ | _] = L3) -> reverse(desc_merge3(L1, L2, L3, []), []).

merge(ListOfLists) -> merge_asc_lists(ListOfLists, []).

%% usort/1: stable, keeping the first of equal elements.
usort(List) when is_list(List) -> dedup_eq(sort_le(List)).

%% A stable merge sort (also used by uniq).
sort_le([]) -> [];
sort_le([_] = L) -> L;
sort_le(L) -> merge_all_le(pairs_le(L)).

pairs_le([A, B | T]) when A =< B -> [[A, B] | pairs_le(T)];
pairs_le([A, B | T]) -> [[B, A] | pairs_le(T)];
pairs_le([A]) -> [[A]];
pairs_le([]) -> [].

merge_all_le([R]) -> R;
merge_all_le(Rs) -> merge_all_le(merge_pairs_le(Rs)).

merge_pairs_le([A, B | T]) -> [reverse(asc_merge2(A, B, []), []) | merge_pairs_le(T)];
merge_pairs_le(T) -> T.

%% Remove adjacent equal (==) elements, keeping the first one.
dedup_eq([H | T]) -> [H | dedup_eq_1(H, T)];
dedup_eq([]) -> [].

dedup_eq_1(P, [H | T]) when H == P -> dedup_eq_1(P, T);
dedup_eq_1(_, [H | T]) -> [H | dedup_eq_1(H, T)];
dedup_eq_1(_, []) -> [].

%% umerge/2: elements of L1 go first on a tie; an element of L2 equal
%% to the last element taken from L1 is dropped.  Taking L2 apart,
%% H1 is L1's head:
umerge([], L2) -> L2;
umerge([H1 | T1], L2) -> reverse(umerge_l2(H1, T1, L2, []), []).

umerge_l2(H1, T1, [H2 | T2], M) when H1 =< H2 -> umerge_l1(T1, H2, T2, [H1 | M], H1);
umerge_l2(H1, T1, [H2 | T2], M) -> umerge_l2(H1, T1, T2, [H2 | M]);
umerge_l2(H1, T1, [], M) -> reverse(T1, [H1 | M]).

%% Taking L1 apart; H2 is L2's head, Last the last element taken.
umerge_l1([H1 | T1], H2, T2, M, _) when H1 =< H2 -> umerge_l1(T1, H2, T2, [H1 | M], H1);
umerge_l1([H1 | T1], H2, T2, M, Last) when H2 == Last -> umerge_l2(H1, T1, T2, M);
umerge_l1([H1 | T1], H2, T2, M, _) -> umerge_l2(H1, T1, T2, [H2 | M]);
umerge_l1([], H2, T2, M, Last) when H2 == Last -> reverse(T2, M);
umerge_l1([], H2, T2, M, _) -> reverse(T2, [H2 | M]).

%% rumerge/2 (descending lists): on a tie L2's element is held and
%% dropped if L1's next element is equal to it.
rumerge(L1, []) -> L1;
rumerge(L1, [H2 | T2]) -> reverse(rumerge_l1(L1, H2, T2, []), []).

rumerge_l1([H1 | T1], H2, T2, M) when H1 =< H2 -> rumerge_l2(H1, T1, T2, M, H2);
rumerge_l1([H1 | T1], H2, T2, M) -> rumerge_l1(T1, H2, T2, [H1 | M]);
rumerge_l1([], H2, T2, M) -> reverse(T2, [H2 | M]).

rumerge_l2(H1, T1, [H2 | T2], M, P) when H1 =< H2 -> rumerge_l2(H1, T1, T2, [P | M], H2);
rumerge_l2(H1, T1, [H2 | T2], M, P) when P == H1 -> rumerge_l1(T1, H2, T2, [H1 | M]);
rumerge_l2(H1, T1, [H2 | T2], M, P) -> rumerge_l1(T1, H2, T2, [H1, P | M]);
rumerge_l2(H1, T1, [], M, P) when P == H1 -> reverse(T1, [H1 | M]);
rumerge_l2(H1, T1, [], M, P) -> reverse(T1, [H1, P | M]).

umerge3(L1, [], L3) -> umerge(L1, L3);
umerge3(L1, L2, []) -> umerge(L1, L2);
umerge3(L1, [_ | _] = L2, [_ | _] = L3) -> umerge(L1, umerge(L2, L3)).

rumerge3(L1, [], L3) -> rumerge(L1, L3);
rumerge3(L1, L2, []) -> rumerge(L1, L2);
rumerge3(L1, [_ | _] = L2, [_ | _] = L3) -> rumerge(L1, rumerge(L2, L3)).

%% umerge/1: levels alternate between ascending lists (merged into
%% descending ones) and descending lists; the direction (asc, desc)
%% says in which order the lists of a level are.
umerge(ListOfLists) -> umerge_asc_lists(ListOfLists, [], asc).

umerge_asc_lists([[] | L], Acc, O) -> umerge_asc_lists(L, Acc, O);
umerge_asc_lists([A, [_ | _] = B, [_ | _] = C | L], Acc, asc) ->
    umerge_asc_lists(L, [reverse(umerge3(A, B, C), []) | Acc], asc);
umerge_asc_lists([[_ | _] = C, [_ | _] = B, A | L], Acc, desc) ->
    umerge_asc_lists(L, [reverse(umerge3(A, B, C), []) | Acc], desc);
umerge_asc_lists([A, [] | L], Acc, O) -> umerge_asc_lists([A | L], Acc, O);
umerge_asc_lists([A, B, [] | L], Acc, O) -> umerge_asc_lists([A, B | L], Acc, O);
umerge_asc_lists([[H1 | T1], B | L], Acc, asc) ->
    umerge_asc_lists(L, [umerge_l2(H1, T1, B, []) | Acc], asc);
umerge_asc_lists([B, [H1 | T1] | L], Acc, desc) ->
    umerge_asc_lists(L, [umerge_l2(H1, T1, B, []) | Acc], desc);
umerge_asc_lists([L], [], _) -> L;
umerge_asc_lists([L], Acc, O) -> umerge_desc_lists([reverse(L, []) | Acc], [], O);
umerge_asc_lists([], [], _) -> [];
umerge_asc_lists([], Acc, O) -> umerge_desc_lists(Acc, [], O).

umerge_desc_lists([[_ | _] = C, [_ | _] = B, A | L], Acc, asc) ->
    umerge_desc_lists(L, [reverse(rumerge3(A, B, C), []) | Acc], asc);
umerge_desc_lists([A, [_ | _] = B, [_ | _] = C | L], Acc, desc) ->
    umerge_desc_lists(L, [reverse(rumerge3(A, B, C), []) | Acc], desc);
umerge_desc_lists([[H2 | T2], A | L], Acc, asc) ->
    umerge_desc_lists(L, [rumerge_l1(A, H2, T2, []) | Acc], asc);
umerge_desc_lists([A, [H2 | T2] | L], Acc, desc) ->
    umerge_desc_lists(L, [rumerge_l1(A, H2, T2, []) | Acc], desc);
umerge_desc_lists([L], Acc, O) -> umerge_asc_lists([reverse(L, []) | Acc], [], O);
umerge_desc_lists([], Acc, O) -> umerge_asc_lists(Acc, [], O).

%%% Sorting and merging with an ordering fun F(A, B): true when A may
%%% come before B.  Runs are kept as in sort/1 ([Y, X | R]), but the
%%% ascending and descending cases differ in which way the merges run.

sort(F, []) when is_function(F, 2) -> [];
sort(F, [_] = L) when is_function(F, 2) -> L;
sort(F, [X, Y | T]) ->
    case F(X, Y) of
        true -> fsort_asc(Y, X, F, T, [], []);
        false -> fsort_desc(Y, X, F, T, [], [])
    end.

%% Y is the run's last element, X the one before it.
fsort_asc(Y, X, F, [Z | T], R, Rs) ->
    case F(Y, Z) of
        true -> fsort_asc(Z, Y, F, T, [X | R], Rs);
        false ->
            case F(X, Z) of
                true -> fsort_asc(Y, Z, F, T, [X | R], Rs);
                false when R == [] -> fsort_asc(Y, X, F, T, [Z], Rs);
                false -> fsort_asc_held(Y, X, F, T, R, Rs, Z)
            end
    end;
fsort_asc(Y, X, F, [], R, Rs) -> fmerge_desc_lists([[Y, X | R] | Rs], [], F, asc).

fsort_asc_held(Y, X, F, [Z | T], R, Rs, S) ->
    case F(Y, Z) of
        true -> fsort_asc_held(Z, Y, F, T, [X | R], Rs, S);
        false ->
            case F(X, Z) of
                true -> fsort_asc_held(Y, Z, F, T, [X | R], Rs, S);
                false ->
                    case F(S, Z) of
                        true -> fsort_asc(Z, S, F, T, [], [[Y, X | R] | Rs]);
                        false -> fsort_asc(S, Z, F, T, [], [[Y, X | R] | Rs])
                    end
            end
    end;
fsort_asc_held(Y, X, F, [], R, Rs, S) ->
    fmerge_desc_lists([[S], [Y, X | R] | Rs], [], F, asc).

fsort_desc(Y, X, F, [Z | T], R, Rs) ->
    case F(Y, Z) of
        false -> fsort_desc(Z, Y, F, T, [X | R], Rs);
        true ->
            case F(X, Z) of
                false -> fsort_desc(Y, Z, F, T, [X | R], Rs);
                true when R == [] -> fsort_desc(Y, X, F, T, [Z], Rs);
                true -> fsort_desc_held(Y, X, F, T, R, Rs, Z)
            end
    end;
fsort_desc(Y, X, F, [], R, Rs) -> fmerge_asc_lists([[Y, X | R] | Rs], [], F, desc).

fsort_desc_held(Y, X, F, [Z | T], R, Rs, S) ->
    case F(Y, Z) of
        false -> fsort_desc_held(Z, Y, F, T, [X | R], Rs, S);
        true ->
            case F(X, Z) of
                false -> fsort_desc_held(Y, Z, F, T, [X | R], Rs, S);
                true ->
                    case F(S, Z) of
                        false -> fsort_desc(Z, S, F, T, [], [[Y, X | R] | Rs]);
                        true -> fsort_desc(S, Z, F, T, [], [[Y, X | R] | Rs])
                    end
            end
    end;
fsort_desc_held(Y, X, F, [], R, Rs, S) ->
    fmerge_asc_lists([[S], [Y, X | R] | Rs], [], F, desc).

fmerge_asc_lists([A, [H2 | T2] | L], Acc, F, asc) ->
    fmerge_asc_lists(L, [fmerge_l1(A, H2, F, T2, []) | Acc], F, asc);
fmerge_asc_lists([[H2 | T2], A | L], Acc, F, desc) ->
    fmerge_asc_lists(L, [fmerge_l1(A, H2, F, T2, []) | Acc], F, desc);
fmerge_asc_lists([L], [], _, _) -> L;
fmerge_asc_lists([L], Acc, F, O) -> fmerge_desc_lists([reverse(L, []) | Acc], [], F, O);
fmerge_asc_lists([], Acc, F, O) -> fmerge_desc_lists(Acc, [], F, O).

fmerge_desc_lists([[H2 | T2], A | L], Acc, F, asc) ->
    fmerge_desc_lists(L, [frmerge_l1(A, H2, F, T2, []) | Acc], F, asc);
fmerge_desc_lists([A, [H2 | T2] | L], Acc, F, desc) ->
    fmerge_desc_lists(L, [frmerge_l1(A, H2, F, T2, []) | Acc], F, desc);
fmerge_desc_lists([L], Acc, F, O) -> fmerge_asc_lists([reverse(L, []) | Acc], [], F, O);
fmerge_desc_lists([], Acc, F, O) -> fmerge_asc_lists(Acc, [], F, O).

%% Merge onto M, taking L1 apart (H2 is L2's head) or L2 apart (H1 is
%% L1's head); F(H1, H2) takes H1.
fmerge_l1([H1 | T1], H2, F, T2, M) ->
    case F(H1, H2) of
        true -> fmerge_l1(T1, H2, F, T2, [H1 | M]);
        false -> fmerge_l2(H1, T1, F, T2, [H2 | M])
    end;
fmerge_l1([], H2, _, T2, M) -> reverse(T2, [H2 | M]).

fmerge_l2(H1, T1, F, [H2 | T2], M) ->
    case F(H1, H2) of
        true -> fmerge_l1(T1, H2, F, T2, [H1 | M]);
        false -> fmerge_l2(H1, T1, F, T2, [H2 | M])
    end;
fmerge_l2(H1, T1, _, [], M) -> reverse(T1, [H1 | M]).

%% The same for descending lists: F(H1, H2) takes H2.
frmerge_l1([H1 | T1], H2, F, T2, M) ->
    case F(H1, H2) of
        true -> frmerge_l2(H1, T1, F, T2, [H2 | M]);
        false -> frmerge_l1(T1, H2, F, T2, [H1 | M])
    end;
frmerge_l1([], H2, _, T2, M) -> reverse(T2, [H2 | M]).

frmerge_l2(H1, T1, F, [H2 | T2], M) ->
    case F(H1, H2) of
        true -> frmerge_l2(H1, T1, F, T2, [H2 | M]);
        false -> frmerge_l1(T1, H2, F, T2, [H1 | M])
    end;
frmerge_l2(H1, T1, _, [], M) -> reverse(T1, [H1 | M]).

merge(F, L1, []) when is_function(F, 2) -> L1;
merge(F, L1, [H2 | T2]) when is_function(F, 2) -> reverse(fmerge_l1(L1, H2, F, T2, []), []).

rmerge(F, L1, []) when is_function(F, 2) -> L1;
rmerge(F, L1, [H2 | T2]) when is_function(F, 2) -> reverse(frmerge_l1(L1, H2, F, T2, []), []).

%% usort/2: A and B are equal when F(A, B) and F(B, A); the first is
%% kept.  A descending start is collected until the first pair that is
%% not descending.
usort(F, [_] = L) when is_function(F, 2) -> L;
usort(F, [] = L) when is_function(F, 2) -> L;
usort(F, [X | T]) when is_function(F, 2) -> fusort_start(F, X, T).

fusort_start(F, X, [Y | T]) ->
    case F(X, Y) of
        true ->
            case F(Y, X) of
                true when T =:= [] -> [X];
                true -> fusort_start(F, X, T);
                false -> fusort_asc(Y, X, F, T, [], [])
            end;
        false -> fusort_desc(Y, T, F, [X])
    end.

fusort_asc(Y, X, F, [Z | T], R, Rs) ->
    case F(Y, Z) of
        true ->
            case F(Z, Y) of
                true -> fusort_asc(Y, X, F, T, R, Rs);
                false -> fusort_asc(Z, Y, F, T, [X | R], Rs)
            end;
        false ->
            case F(X, Z) of
                true ->
                    case F(Z, X) of
                        true -> fusort_asc(Y, X, F, T, R, Rs);
                        false -> fusort_asc(Y, Z, F, T, [X | R], Rs)
                    end;
                false when R == [] -> fusort_asc(Y, X, F, T, [Z], Rs);
                false -> fusort_asc_held(Y, X, F, T, R, Rs, Z)
            end
    end;
fusort_asc(Y, X, F, [], R, Rs) -> fumerge_desc_lists([[Y, X | R] | Rs], [], F).

fusort_asc_held(Y, X, F, [Z | T], R, Rs, S) ->
    case F(Y, Z) of
        true ->
            case F(Z, Y) of
                true -> fusort_asc_held(Y, X, F, T, R, Rs, S);
                false -> fusort_asc_held(Z, Y, F, T, [X | R], Rs, S)
            end;
        false ->
            case F(X, Z) of
                true ->
                    case F(Z, X) of
                        true -> fusort_asc_held(Y, X, F, T, R, Rs, S);
                        false -> fusort_asc_held(Y, Z, F, T, [X | R], Rs, S)
                    end;
                false ->
                    case F(S, Z) of
                        true ->
                            case F(Z, S) of
                                true -> fusort_asc_held(Y, X, F, T, R, Rs, S);
                                false -> fusort_asc(Z, S, F, T, [], [[Y, X | R] | Rs])
                            end;
                        false -> fusort_asc(S, Z, F, T, [], [[Y, X | R] | Rs])
                    end
            end
    end;
fusort_asc_held(Y, X, F, [], R, Rs, S) -> fumerge_desc_lists([[S], [Y, X | R] | Rs], [], F).

%% Y is the last element of the descending start, R the ones before.
fusort_desc(Y, [Z | T], F, R) ->
    case F(Y, Z) of
        true ->
            case F(Z, Y) of
                true -> fusort_desc(Y, T, F, R);
                false -> fusort_asc(Z, Y, F, T, [], [reverse(R, [])])
            end;
        false -> fusort_desc(Z, T, F, [Y | R])
    end;
fusort_desc(Y, [], _, R) -> [Y | R].

fumerge_asc_lists([[H1 | T1], B | L], Acc, F) ->
    fumerge_asc_lists(L, [fumerge_l2(H1, T1, F, B, []) | Acc], F);
fumerge_asc_lists([L], [], _) -> L;
fumerge_asc_lists([L], Acc, F) -> fumerge_desc_lists([reverse(L, []) | Acc], [], F);
fumerge_asc_lists([], Acc, F) -> fumerge_desc_lists(Acc, [], F).

fumerge_desc_lists([[H2 | T2], A | L], Acc, F) ->
    fumerge_desc_lists(L, [furmerge_l1(A, H2, F, T2, []) | Acc], F);
fumerge_desc_lists([L], Acc, F) -> fumerge_asc_lists([reverse(L, []) | Acc], [], F);
fumerge_desc_lists([], Acc, F) -> fumerge_asc_lists(Acc, [], F).

%% umerge/3, as umerge/2: Last is the last element taken from L1.
umerge(F, [], L2) when is_function(F, 2) -> L2;
umerge(F, [H1 | T1], L2) when is_function(F, 2) -> reverse(fumerge_l2(H1, T1, F, L2, []), []).

fumerge_l1([H1 | T1], H2, F, T2, M, Last) ->
    case F(H1, H2) of
        true -> fumerge_l1(T1, H2, F, T2, [H1 | M], H1);
        false ->
            case F(H2, Last) of
                true -> fumerge_l2(H1, T1, F, T2, M);
                false -> fumerge_l2(H1, T1, F, T2, [H2 | M])
            end
    end;
fumerge_l1([], H2, F, T2, M, Last) ->
    case F(H2, Last) of
        true -> reverse(T2, M);
        false -> reverse(T2, [H2 | M])
    end.

fumerge_l2(H1, T1, F, [H2 | T2], M) ->
    case F(H1, H2) of
        true -> fumerge_l1(T1, H2, F, T2, [H1 | M], H1);
        false -> fumerge_l2(H1, T1, F, T2, [H2 | M])
    end;
fumerge_l2(H1, T1, _, [], M) -> reverse(T1, [H1 | M]).

%% rumerge/3, as rumerge/2: P is L2's element held back.
rumerge(F, L1, []) when is_function(F, 2) -> L1;
rumerge(F, L1, [H2 | T2]) when is_function(F, 2) -> reverse(furmerge_l1(L1, H2, F, T2, []), []).

furmerge_l1([H1 | T1], H2, F, T2, M) ->
    case F(H1, H2) of
        true -> furmerge_l2(H1, T1, F, T2, M, H2);
        false -> furmerge_l1(T1, H2, F, T2, [H1 | M])
    end;
furmerge_l1([], H2, _, T2, M) -> reverse(T2, [H2 | M]).

furmerge_l2(H1, T1, F, [H2 | T2], M, P) ->
    case F(H1, H2) of
        true -> furmerge_l2(H1, T1, F, T2, [P | M], H2);
        false ->
            case F(P, H1) of
                true -> furmerge_l1(T1, H2, F, T2, [H1 | M]);
                false -> furmerge_l1(T1, H2, F, T2, [H1, P | M])
            end
    end;
furmerge_l2(H1, T1, F, [], M, P) ->
    case F(P, H1) of
        true -> reverse(T1, [H1 | M]);
        false -> reverse(T1, [H1, P | M])
    end.

%%% keysort/2: sort/1's runs on the keys, but descending runs only take
%%% strictly smaller keys and merges keep the lists' direction, so that
%%% the sort is stable -- except for a start of equal (==) tuples
%%% followed by a smaller key, which ends up reversed, as in OTP.

keysort(I, L) when is_integer(I), I > 0 ->
    case L of
        [] -> L;
        [_] -> L;
        [X, Y | T] ->
            case {element(I, X), element(I, Y)} of
                {EX, EY} when EX =< EY ->
                    case T of
                        [] -> L;
                        [Z] ->
                            case element(I, Z) of
                                EZ when EY =< EZ -> L;
                                EZ when EX =< EZ -> [X, Z, Y];
                                _ -> [Z, X, Y]
                            end;
                        _ when X == Y -> keysort_equal(I, Y, EY, T, [X]);
                        _ -> key_asc_runs(I, X, EX, Y, EY, T, [], [])
                    end;
                {EX, EY} ->
                    case T of
                        [] -> [Y, X];
                        [Z] ->
                            case element(I, Z) of
                                EZ when EX =< EZ -> [Y, X | T];
                                EZ when EY =< EZ -> [Y, Z, X];
                                _ -> [Z, Y, X]
                            end;
                        _ -> key_desc_runs(I, X, EX, Y, EY, T, [], [])
                    end
            end
    end.

keysort_equal(I, X, EX, [Y | T], R) when X == Y -> keysort_equal(I, Y, EX, T, [X | R]);
keysort_equal(I, X, EX, [Y | T], R) ->
    case element(I, Y) of
        EY when EX =< EY -> key_asc_runs(I, X, EX, Y, EY, T, R, []);
        EY -> key_desc_runs(I, X, EX, Y, EY, T, R, [])
    end;
keysort_equal(_, X, _, [], R) -> reverse(R, [X]).

key_asc_runs(I, X, EX, Y, EY, [Z | T], R, Rs) ->
    case element(I, Z) of
        EZ when EY =< EZ -> key_asc_runs(I, Y, EY, Z, EZ, T, [X | R], Rs);
        EZ when EX =< EZ -> key_asc_runs(I, Z, EZ, Y, EY, T, [X | R], Rs);
        _ when R =:= [] -> key_asc_runs(I, X, EX, Y, EY, T, [Z], Rs);
        EZ -> key_asc_runs_held(I, X, EX, Y, EY, T, R, Rs, Z, EZ)
    end;
key_asc_runs(I, X, _, Y, _, [], R, Rs) -> key_merge_desc_lists([[Y, X | R] | Rs], I, [], asc).

key_asc_runs_held(I, X, EX, Y, EY, [Z | T], R, Rs, S, ES) ->
    case element(I, Z) of
        EZ when EY =< EZ -> key_asc_runs_held(I, Y, EY, Z, EZ, T, [X | R], Rs, S, ES);
        EZ when EX =< EZ -> key_asc_runs_held(I, Z, EZ, Y, EY, T, [X | R], Rs, S, ES);
        EZ when ES =< EZ -> key_asc_runs(I, S, ES, Z, EZ, T, [], [[Y, X | R] | Rs]);
        EZ -> key_asc_runs(I, Z, EZ, S, ES, T, [], [[Y, X | R] | Rs])
    end;
key_asc_runs_held(I, X, _, Y, _, [], R, Rs, S, _) ->
    key_merge_desc_lists([[S], [Y, X | R] | Rs], I, [], asc).

key_desc_runs(I, X, EX, Y, EY, [Z | T], R, Rs) ->
    case element(I, Z) of
        EZ when EY > EZ -> key_desc_runs(I, Y, EY, Z, EZ, T, [X | R], Rs);
        EZ when EX > EZ -> key_desc_runs(I, Z, EZ, Y, EY, T, [X | R], Rs);
        _ when R =:= [] -> key_desc_runs(I, X, EX, Y, EY, T, [Z], Rs);
        EZ -> key_desc_runs_held(I, X, EX, Y, EY, T, R, Rs, Z, EZ)
    end;
key_desc_runs(I, X, _, Y, _, [], R, Rs) -> key_merge_asc_lists([[Y, X | R] | Rs], I, [], desc).

key_desc_runs_held(I, X, EX, Y, EY, [Z | T], R, Rs, S, ES) ->
    case element(I, Z) of
        EZ when EY > EZ -> key_desc_runs_held(I, Y, EY, Z, EZ, T, [X | R], Rs, S, ES);
        EZ when EX > EZ -> key_desc_runs_held(I, Z, EZ, Y, EY, T, [X | R], Rs, S, ES);
        EZ when ES > EZ -> key_desc_runs(I, S, ES, Z, EZ, T, [], [[Y, X | R] | Rs]);
        EZ -> key_desc_runs(I, Z, EZ, S, ES, T, [], [[Y, X | R] | Rs])
    end;
key_desc_runs_held(I, X, _, Y, _, [], R, Rs, S, _) ->
    key_merge_asc_lists([[S], [Y, X | R] | Rs], I, [], desc).

key_merge_asc_lists([A, [_ | _] = B, [_ | _] = C | L], I, Acc, asc) ->
    key_merge_asc_lists(L, I, [key_asc_merge3(I, A, B, C, []) | Acc], asc);
key_merge_asc_lists([[_ | _] = C, [_ | _] = B, A | L], I, Acc, desc) ->
    key_merge_asc_lists(L, I, [key_asc_merge3(I, A, B, C, []) | Acc], desc);
key_merge_asc_lists([A, [_ | _] = B | L], I, Acc, asc) ->
    key_merge_asc_lists(L, I, [key_asc_merge2(I, A, B, []) | Acc], asc);
key_merge_asc_lists([[_ | _] = B, A | L], I, Acc, desc) ->
    key_merge_asc_lists(L, I, [key_asc_merge2(I, A, B, []) | Acc], desc);
key_merge_asc_lists([L], _, [], _) -> L;
key_merge_asc_lists([L], I, Acc, O) -> key_merge_desc_lists([reverse(L, []) | Acc], I, [], O);
key_merge_asc_lists([], I, Acc, O) -> key_merge_desc_lists(Acc, I, [], O).

key_merge_desc_lists([[_ | _] = C, [_ | _] = B, A | L], I, Acc, asc) ->
    key_merge_desc_lists(L, I, [key_desc_merge3(I, A, B, C, []) | Acc], asc);
key_merge_desc_lists([A, [_ | _] = B, [_ | _] = C | L], I, Acc, desc) ->
    key_merge_desc_lists(L, I, [key_desc_merge3(I, A, B, C, []) | Acc], desc);
key_merge_desc_lists([[_ | _] = B, A | L], I, Acc, asc) ->
    key_merge_desc_lists(L, I, [key_desc_merge2(I, A, B, []) | Acc], asc);
key_merge_desc_lists([A, [_ | _] = B | L], I, Acc, desc) ->
    key_merge_desc_lists(L, I, [key_desc_merge2(I, A, B, []) | Acc], desc);
key_merge_desc_lists([L], I, Acc, O) -> key_merge_asc_lists([reverse(L, []) | Acc], I, [], O);
key_merge_desc_lists([], I, Acc, O) -> key_merge_asc_lists(Acc, I, [], O).

%% As asc_merge3 and friends, on the keys.
key_asc_merge3(I, [HA | TA] = A, [HB | TB] = B, [HC | TC] = C, M) ->
    KA = element(I, HA),
    KB = element(I, HB),
    KC = element(I, HC),
    if
        KA =< KB, KA =< KC -> key_asc_merge3(I, TA, B, C, [HA | M]);
        KA =< KB -> key_asc_merge3(I, A, B, TC, [HC | M]);
        KB =< KC -> key_asc_merge3(I, A, TB, C, [HB | M]);
        true -> key_asc_merge3(I, A, B, TC, [HC | M])
    end;
key_asc_merge3(I, [], B, C, M) -> key_asc_merge2(I, B, C, M);
key_asc_merge3(I, A, [], C, M) -> key_asc_merge2(I, A, C, M);
key_asc_merge3(I, A, B, [], M) -> key_asc_merge2(I, A, B, M).

key_asc_merge2(I, [HA | TA] = A, [HB | TB] = B, M) ->
    case element(I, HA) =< element(I, HB) of
        true -> key_asc_merge2(I, TA, B, [HA | M]);
        false -> key_asc_merge2(I, A, TB, [HB | M])
    end;
key_asc_merge2(_, [], B, M) -> reverse(B, M);
key_asc_merge2(_, A, [], M) -> reverse(A, M).

key_desc_merge3(I, [HA | TA] = A, [HB | TB] = B, [HC | TC] = C, M) ->
    KA = element(I, HA),
    KB = element(I, HB),
    KC = element(I, HC),
    if
        KA =< KB, KB =< KC -> key_desc_merge3(I, A, B, TC, [HC | M]);
        KA =< KB -> key_desc_merge3(I, A, TB, C, [HB | M]);
        KA =< KC -> key_desc_merge3(I, A, B, TC, [HC | M]);
        true -> key_desc_merge3(I, TA, B, C, [HA | M])
    end;
key_desc_merge3(I, [], B, C, M) -> key_desc_merge2(I, B, C, M);
key_desc_merge3(I, A, [], C, M) -> key_desc_merge2(I, A, C, M);
key_desc_merge3(I, A, B, [], M) -> key_desc_merge2(I, A, B, M).

key_desc_merge2(I, [HA | TA] = A, [HB | TB] = B, M) ->
    case element(I, HA) =< element(I, HB) of
        true -> key_desc_merge2(I, A, TB, [HB | M]);
        false -> key_desc_merge2(I, TA, B, [HA | M])
    end;
key_desc_merge2(_, [], B, M) -> reverse(B, M);
key_desc_merge2(_, A, [], M) -> reverse(A, M).

keymerge(I, L1, []) when is_integer(I), I > 0 -> L1;
keymerge(I, L1, [_ | _] = L2) when is_integer(I), I > 0 ->
    reverse(key_asc_merge2(I, L1, L2, []), []).

rkeymerge(I, L1, []) when is_integer(I), I > 0 -> L1;
rkeymerge(I, L1, [_ | _] = L2) when is_integer(I), I > 0 ->
    reverse(key_desc_merge2(I, L1, L2, []), []).

%% ukeysort/2: stable, keeping the first tuple of each key.
ukeysort(N, List) when is_integer(N), N > 0 ->
    case List of
        [] -> [];
        [_] -> List;
        [_, _ | _] -> undecorate(dedup_key(sort_le_key(decorate(N, List))))
    end.

decorate(N, [H | T]) -> [{element(N, H), H} | decorate(N, T)];
decorate(_, []) -> [].

undecorate([{_, X} | T]) -> [X | undecorate(T)];
undecorate([]) -> [].

%% Stable sort of {Key, Value} pairs by Key only.
sort_le_key([_] = L) -> L;
sort_le_key(L) -> merge_all_key(pairs_key(L)).

pairs_key([{KA, _} = A, {KB, _} = B | T]) when KA =< KB -> [[A, B] | pairs_key(T)];
pairs_key([A, B | T]) -> [[B, A] | pairs_key(T)];
pairs_key([A]) -> [[A]];
pairs_key([]) -> [].

merge_all_key([R]) -> R;
merge_all_key(Rs) -> merge_all_key(merge_pairs_key(Rs)).

merge_pairs_key([A, B | T]) -> [reverse(key_asc_merge2(1, A, B, []), []) | merge_pairs_key(T)];
merge_pairs_key(T) -> T.

dedup_key([H | T]) -> [H | dedup_key_1(H, T)];
dedup_key([]) -> [].

dedup_key_1({P, _} = Prev, [{K, _} | T]) when K == P -> dedup_key_1(Prev, T);
dedup_key_1(_, [H | T]) -> [H | dedup_key_1(H, T)];
dedup_key_1(_, []) -> [].

%% ukeymerge/3 and rukeymerge/3: umerge/2 and rumerge/2 on the keys.
ukeymerge(I, [], L2) when is_integer(I), I > 0 -> L2;
ukeymerge(I, [H1 | T1], L2) when is_integer(I), I > 0 ->
    reverse(ukeymerge_l2(I, T1, element(I, H1), H1, L2, []), []).

ukeymerge_l2(I, T1, E1, H1, [H2 | T2], M) ->
    case element(I, H2) of
        E2 when E1 =< E2 -> ukeymerge_l1(I, T1, E2, H2, T2, [H1 | M], E1);
        _ -> ukeymerge_l2(I, T1, E1, H1, T2, [H2 | M])
    end;
ukeymerge_l2(_, T1, _, H1, [], M) -> reverse(T1, [H1 | M]).

ukeymerge_l1(I, [H1 | T1], E2, H2, T2, M, Last) ->
    case element(I, H1) of
        E1 when E1 =< E2 -> ukeymerge_l1(I, T1, E2, H2, T2, [H1 | M], E1);
        E1 when E2 == Last -> ukeymerge_l2(I, T1, E1, H1, T2, M);
        E1 -> ukeymerge_l2(I, T1, E1, H1, T2, [H2 | M])
    end;
ukeymerge_l1(_, [], E2, _, T2, M, Last) when E2 == Last -> reverse(T2, M);
ukeymerge_l1(_, [], _, H2, T2, M, _) -> reverse(T2, [H2 | M]).

rukeymerge(I, L1, []) when is_integer(I), I > 0 -> L1;
rukeymerge(I, L1, [H2 | T2]) when is_integer(I), I > 0 ->
    reverse(rukeymerge_l1(I, L1, element(I, H2), H2, T2, []), []).

rukeymerge_l1(I, [H1 | T1], E2, H2, T2, M) ->
    case element(I, H1) of
        E1 when E1 =< E2 -> rukeymerge_l2(I, T1, E1, H1, T2, M, E2, H2);
        _ -> rukeymerge_l1(I, T1, E2, H2, T2, [H1 | M])
    end;
rukeymerge_l1(_, [], _, H2, T2, M) -> reverse(T2, [H2 | M]).

rukeymerge_l2(I, T1, E1, H1, [H2 | T2], M, EP, P) ->
    case element(I, H2) of
        E2 when E1 =< E2 -> rukeymerge_l2(I, T1, E1, H1, T2, [P | M], E2, H2);
        E2 when EP == E1 -> rukeymerge_l1(I, T1, E2, H2, T2, [H1 | M]);
        E2 -> rukeymerge_l1(I, T1, E2, H2, T2, [H1, P | M])
    end;
rukeymerge_l2(_, T1, E1, H1, [], M, EP, _) when EP == E1 -> reverse(T1, [H1 | M]);
rukeymerge_l2(_, T1, _, H1, [], M, _, P) -> reverse(T1, [H1, P | M]).

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
