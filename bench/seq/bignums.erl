-module(bignums).
-export([main/1]).

%% Bignum arithmetic: factorials, fibonacci, modular power, digit sums.
%% Args: [FactN, FibN, PowRounds]

main(Args) ->
    [F, Fb, P] = args(Args, [12000, 150000, 30000]),
    A = digit_sum(fact(F, 1), 0),
    B = digit_sum(fib(Fb, 0, 1), 0),
    C = pow_loop(P, 0),
    D = facts(400, 1, 0),
    io:format("bignums ~p ~p ~p ~p ~p ~p ~p~n", [F, Fb, P, A, B, C, D]).

args([], D) -> D;
args(As, _) -> [int(A, 0) || A <- As].

%% hand-written so that argument parsing does not depend on list_to_integer/1
int([], N) -> N;
int([C | T], N) when C >= $0, C =< $9 -> int(T, N * 10 + C - $0).

fact(0, Acc) -> Acc;
fact(N, Acc) -> fact(N - 1, Acc * N).

fib(0, A, _) -> A;
fib(N, A, B) -> fib(N - 1, B, A + B).

%% digit sum by repeated division by a large power of ten
digit_sum(0, S) -> S;
digit_sum(N, S) ->
    Q = N div 1000000000000,
    R = N rem 1000000000000,
    digit_sum(Q, S + small_digits(R, 0)).

small_digits(0, S) -> S;
small_digits(N, S) -> small_digits(N div 10, S + N rem 10).

powmod(_B, 0, _M, Acc) -> Acc;
powmod(B, E, M, Acc) ->
    Acc1 = case E band 1 of 1 -> (Acc * B) rem M; 0 -> Acc end,
    powmod((B * B) rem M, E bsr 1, M, Acc1).

pow_loop(0, Acc) -> Acc;
pow_loop(K, Acc) ->
    M = (1 bsl 127) - 1,
    B = 3 + K * 1000003,
    E = (1 bsl 100) + K,
    pow_loop(K - 1, (Acc + powmod(B, E, M, 1)) rem M).

%% sum of digit sums of n! for n = 1..N (string conversion path)
facts(0, _F, Acc) -> Acc;
facts(N, F, Acc) ->
    F1 = F * N,
    S = lists:sum([C - $0 || C <- integer_to_list(F1)]),
    facts(N - 1, F1, Acc + S).
