-module(tuples).
-export([main/1]).

%% Tuple-heavy code: unbalanced BST of {Key,Val,Left,Right} tuples,
%% setelement/element loops, records.
%% Args: [N, Rounds]

-record(acc, {count = 0, sum = 0, max = 0, min = 16#7FFFFFFF}).

main(Args) ->
    [N, R] = args(Args, [50000, 20]),
    Sum = loop(R, N, 0),
    io:format("tuples ~p ~p ~p~n", [N, R, Sum]).

args([], D) -> D;
args(As, _) -> [int(A, 0) || A <- As].

%% hand-written so that argument parsing does not depend on list_to_integer/1
int([], N) -> N;
int([C | T], N) when C >= $0, C =< $9 -> int(T, N * 10 + C - $0).

lcg(S) -> (S * 1103515245 + 12345) band 16#7FFFFFFF.

loop(0, _N, Acc) -> Acc;
loop(R, N, Acc) ->
    T = build(N, R * 7919 + 1, nil),
    Found = lookups(N, R * 7919 + 1, T, 0),
    Miss = lookup(-1, T),
    Depth = depth(T),
    #acc{count = C, sum = S, max = Mx, min = Mn} = fold(T, #acc{}),
    Arr = tuple_loop(N, erlang:make_tuple(64, 0)),
    ASum = tsum(Arr, tuple_size(Arr), 0),
    Chk = Found + Depth + C + S + Mx + Mn + ASum + (case Miss of none -> 1; _ -> 0 end),
    loop(R - 1, N, (Acc * 17 + Chk) band 16#FFFFFFFFFFFF).

build(0, _S, T) -> T;
build(K, S, T) ->
    S1 = lcg(S),
    build(K - 1, S1, insert(S1 rem 1000000, K, T)).

insert(K, V, nil) -> {K, V, nil, nil};
insert(K, V, {K1, V1, L, R}) when K < K1 -> {K1, V1, insert(K, V, L), R};
insert(K, V, {K1, V1, L, R}) when K > K1 -> {K1, V1, L, insert(K, V, R)};
insert(_K, V, {K1, _, L, R}) -> {K1, V, L, R}.

lookup(_K, nil) -> none;
lookup(K, {K1, _, L, _}) when K < K1 -> lookup(K, L);
lookup(K, {K1, _, _, R}) when K > K1 -> lookup(K, R);
lookup(_K, {_, V, _, _}) -> {ok, V}.

lookups(0, _S, _T, Acc) -> Acc;
lookups(K, S, T, Acc) ->
    S1 = lcg(S),
    case lookup(S1 rem 1000000, T) of
        {ok, V} -> lookups(K - 1, S1, T, Acc + V);
        none -> lookups(K - 1, S1, T, Acc)
    end.

depth(nil) -> 0;
depth({_, _, L, R}) -> 1 + max(depth(L), depth(R)).

fold(nil, A) -> A;
fold({K, V, L, R}, A) ->
    A1 = fold(L, A),
    A2 = A1#acc{count = A1#acc.count + 1,
                sum = (A1#acc.sum + V) band 16#FFFFFFF,
                max = max(A1#acc.max, K),
                min = min(A1#acc.min, K)},
    fold(R, A2).

tuple_loop(0, T) -> T;
tuple_loop(K, T) ->
    I = (K rem tuple_size(T)) + 1,
    tuple_loop(K - 1, setelement(I, T, element(I, T) + K)).

tsum(_T, 0, Acc) -> Acc;
tsum(T, I, Acc) -> tsum(T, I - 1, Acc + element(I, T)).
