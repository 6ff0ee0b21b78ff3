-module(listbuild).
-export([main/1]).

%% List building and traversal: lists:seq, map, foldl, reverse, append,
%% and hand-written recursive builders.
%% Args: [N, Rounds]

main(Args) ->
    [N, R] = args(Args, [200000, 90]),
    Sum = loop(R, N, 0),
    io:format("listbuild ~p ~p ~p~n", [N, R, Sum]).

args([], D) -> D;
args(As, _) -> [int(A, 0) || A <- As].

%% hand-written so that argument parsing does not depend on list_to_integer/1
int([], N) -> N;
int([C | T], N) when C >= $0, C =< $9 -> int(T, N * 10 + C - $0).

loop(0, _N, Acc) -> Acc;
loop(R, N, Acc) ->
    L1 = lists:seq(1, N),
    L2 = lists:map(fun(X) -> X * 2 + R end, L1),
    S1 = lists:foldl(fun(X, A) -> (A + X) band 16#FFFFFFF end, 0, L2),
    L3 = lists:reverse(L2),
    L4 = lists:append(L3, build(N div 2, [])),
    S2 = sum_len(L4, 0, 0),
    L5 = build_body(N div 4),
    S3 = lists:sum(L5),
    L6 = lists:zip(lists:sublist(L1, 1000), lists:sublist(L3, 1000)),
    S4 = length(L6) + lists:last(L1) + hd(L5),
    loop(R - 1, N, (Acc * 31 + S1 + S2 + S3 + S4) band 16#FFFFFFFFFFFF).

%% tail-recursive build with accumulator
build(0, Acc) -> Acc;
build(K, Acc) -> build(K - 1, [K * 3 | Acc]).

%% body-recursive build
build_body(0) -> [];
build_body(K) -> [K | build_body(K - 1)].

sum_len([], S, Len) -> S + Len;
sum_len([H | T], S, Len) -> sum_len(T, (S + H) band 16#FFFFFFF, Len + 1).
