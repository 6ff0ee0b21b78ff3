-module(sorting).
-export([main/1]).

%% Sorting pseudo-random integer lists (LCG): lists:sort, usort, sort/2
%% with a fun, hand-written quicksort and mergesort.
%% Args: [N, Rounds]

main(Args) ->
    [N, R] = args(Args, [100000, 9]),
    Sum = loop(R, N, 12345, 0),
    io:format("sorting ~p ~p ~p~n", [N, R, Sum]).

args([], D) -> D;
args(As, _) -> [int(A, 0) || A <- As].

%% hand-written so that argument parsing does not depend on list_to_integer/1
int([], N) -> N;
int([C | T], N) when C >= $0, C =< $9 -> int(T, N * 10 + C - $0).

lcg(S) -> (S * 1103515245 + 12345) band 16#7FFFFFFF.

gen(0, S, Acc) -> {Acc, S};
gen(K, S, Acc) ->
    S1 = lcg(S),
    gen(K - 1, S1, [(S1 bsr 8) rem 1000000 | Acc]).

loop(0, _N, _Seed, Acc) -> Acc;
loop(R, N, Seed, Acc) ->
    {L, Seed1} = gen(N, Seed, []),
    A = lists:sort(L),
    B = lists:usort(L),
    C = lists:sort(fun(X, Y) -> X >= Y end, L),
    D = qsort(L),
    E = msort(L),
    A = D, A = E, C = lists:reverse(A),
    Chk = check(A, 0) + check(B, 0) + length(B),
    loop(R - 1, N, Seed1, (Acc * 7 + Chk) band 16#FFFFFFFFFFFF).

check([], C) -> C;
check([X | T], C) -> check(T, (C * 31 + X) band 16#FFFFFFF).

qsort([]) -> [];
qsort([P | T]) ->
    {Lo, Hi} = part(P, T, [], []),
    qsort(Lo) ++ [P | qsort(Hi)].

part(_, [], Lo, Hi) -> {Lo, Hi};
part(P, [X | T], Lo, Hi) when X < P -> part(P, T, [X | Lo], Hi);
part(P, [X | T], Lo, Hi) -> part(P, T, Lo, [X | Hi]).

msort([]) -> [];
msort([X]) -> [X];
msort(L) ->
    {A, B} = split(L, [], []),
    merge(msort(A), msort(B)).

split([], A, B) -> {A, B};
split([X | T], A, B) -> split(T, [X | B], A).

merge([], B) -> B;
merge(A, []) -> A;
merge([X | TA] = A, [Y | TB] = B) ->
    if X =< Y -> [X | merge(TA, B)];
       true -> [Y | merge(A, TB)]
    end.
