-module(classic).
-export([main/1]).

hanoi(0, _, _, _, Acc) -> Acc;
hanoi(N, From, To, Via, Acc) ->
    Acc1 = hanoi(N - 1, From, Via, To, Acc),
    Acc2 = [{N, From, To} | Acc1],
    hanoi(N - 1, Via, To, From, Acc2).

perms([]) -> [[]];
perms(L) -> [[H | T] || H <- L, T <- perms(L -- [H])].

power_set([]) -> [[]];
power_set([H | T]) -> P = power_set(T), [[H | S] || S <- P] ++ P.

ackermann(0, N) -> N + 1;
ackermann(M, 0) -> ackermann(M - 1, 1);
ackermann(M, N) -> ackermann(M - 1, ackermann(M, N - 1)).

binomial(_, 0) -> 1;
binomial(N, N) -> 1;
binomial(N, K) -> binomial(N - 1, K - 1) + binomial(N - 1, K).

qsort([]) -> [];
qsort([P | T]) -> qsort([X || X <- T, X < P]) ++ [P] ++ qsort([X || X <- T, X >= P]).

msort([]) -> [];
msort([X]) -> [X];
msort(L) ->
    {A, B} = lists:split(length(L) div 2, L),
    merge(msort(A), msort(B)).
merge([], B) -> B;
merge(A, []) -> A;
merge([X | A], [Y | _] = B) when X =< Y -> [X | merge(A, B)];
merge(A, [Y | B]) -> [Y | merge(A, B)].

main(_) ->
    Moves = lists:reverse(hanoi(4, a, c, b, [])),
    io:format("~p moves~n~p~n", [length(Moves), lists:sublist(Moves, 8)]),
    io:format("~p~n", [length(lists:reverse(hanoi(16, a, c, b, [])))]),
    io:format("~p~n", [perms([1, 2, 3])]),
    io:format("~p~n", [length(perms(lists:seq(1, 7)))]),
    io:format("~p~n", [power_set([a, b, c])]),
    io:format("~p~n", [ackermann(2, 10)]),
    io:format("~p~n", [ackermann(3, 5)]),
    io:format("~p~n", [[binomial(10, K) || K <- lists:seq(0, 10)]]),
    L = [(X * 7919) rem 1009 || X <- lists:seq(1, 40)],
    io:format("~p~n", [qsort(L)]),
    io:format("~p~n", [msort(L) =:= lists:sort(L)]),
    ok.
