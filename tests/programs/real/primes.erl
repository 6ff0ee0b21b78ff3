-module(primes).
-export([main/1]).

%% Several prime algorithms: trial division, sieve of Eratosthenes with a
%% map, a list-based sieve, factorisation and a few number theory helpers.

is_prime(N) when N < 2 -> false;
is_prime(2) -> true;
is_prime(N) when N rem 2 =:= 0 -> false;
is_prime(N) -> is_prime(N, 3).
is_prime(N, D) when D * D > N -> true;
is_prime(N, D) when N rem D =:= 0 -> false;
is_prime(N, D) -> is_prime(N, D + 2).

sieve(N) ->
    Composite = lists:foldl(fun(P, Acc) ->
        case maps:is_key(P, Acc) of
            true -> Acc;
            false -> mark(P * P, P, N, Acc)
        end
    end, #{}, lists:seq(2, trunc(math:sqrt(N)))),
    [X || X <- lists:seq(2, N), not maps:is_key(X, Composite)].

mark(I, _, N, Acc) when I > N -> Acc;
mark(I, P, N, Acc) -> mark(I + P, P, N, Acc#{I => true}).

list_sieve([]) -> [];
list_sieve([P | Xs]) -> [P | list_sieve([X || X <- Xs, X rem P =/= 0])].

factorize(N) -> factorize(N, 2, []).
factorize(1, _, Acc) -> lists:reverse(Acc);
factorize(N, D, Acc) when D * D > N -> lists:reverse([N | Acc]);
factorize(N, D, Acc) when N rem D =:= 0 -> factorize(N div D, D, [D | Acc]);
factorize(N, D, Acc) -> factorize(N, D + 1, Acc).

group([]) -> [];
group([H | T]) -> {Same, Rest} = lists:splitwith(fun(X) -> X =:= H end, T), [{H, 1 + length(Same)} | group(Rest)].

gcd(A, 0) -> A;
gcd(A, B) -> gcd(B, A rem B).

totient(N) -> length([K || K <- lists:seq(1, N), gcd(N, K) =:= 1]).

powmod(_, 0, _) -> 1;
powmod(B, E, M) when E rem 2 =:= 0 -> H = powmod(B, E div 2, M), H * H rem M;
powmod(B, E, M) -> B * powmod(B, E - 1, M) rem M.

divisors(N) -> lists:usort(lists:append([[D, N div D] || D <- lists:seq(1, isqrt(N)), N rem D =:= 0])).

isqrt(N) -> trunc(math:sqrt(N)).

classify(N) ->
    S = lists:sum(divisors(N)) - N,
    if S =:= N -> perfect; S > N -> abundant; true -> deficient end.

amicable(Limit) ->
    [{A, B} || A <- lists:seq(2, Limit), B <- [lists:sum(divisors(A)) - A], B > A, B =< Limit,
               lists:sum(divisors(B)) - B =:= A].

main(Args) ->
    N = case Args of [A] -> list_to_integer(A); [] -> 1000 end,
    Ps = sieve(N),
    io:format("primes below ~p: ~p~n", [N, length(Ps)]),
    io:format("first 25: ~p~n", [lists:sublist(Ps, 25)]),
    io:format("last 5: ~p~n", [lists:nthtail(length(Ps) - 5, Ps)]),
    io:format("trial division agrees: ~p~n", [Ps =:= [X || X <- lists:seq(1, N), is_prime(X)]]),
    io:format("list sieve agrees: ~p~n", [list_sieve(lists:seq(2, 500)) =:= [P || P <- Ps, P =< 500]]),
    Twins = [{P, P + 2} || P <- Ps, is_prime(P + 2), P + 2 =< N],
    io:format("twin primes: ~p, last ~p~n", [length(Twins), lists:last(Twins)]),
    [io:format("~p = ~s~n", [X, string:join([case E of 1 -> integer_to_list(P); _ -> io_lib:format("~p^~p", [P, E]) end
                                             || {P, E} <- group(factorize(X))], " * ")])
     || X <- [2, 12, 360, 1001, 65536, 999983, 600851475143, 1234567890]],
    io:format("totients: ~p~n", [[totient(K) || K <- lists:seq(1, 20)]]),
    io:format("fermat 2^(p-1) mod p: ~p~n", [lists:usort([powmod(2, P - 1, P) || P <- Ps, P > 2])]),
    io:format("powmod(3, 10^18, 10^9+7) = ~p~n", [powmod(3, 1000000000000000000, 1000000007)]),
    Goldbach = [{E, hd([{P, E - P} || P <- Ps, is_prime(E - P)])} || E <- lists:seq(4, 40, 2)],
    io:format("goldbach: ~p~n", [Goldbach]),
    io:format("divisors(360): ~p~n", [divisors(360)]),
    io:format("perfect below 10000: ~p~n", [[X || X <- lists:seq(2, 10000), classify(X) =:= perfect]]),
    Classes = lists:foldl(fun(X, M) -> maps:update_with(classify(X), fun(C) -> C + 1 end, 1, M) end, #{}, lists:seq(2, 1000)),
    io:format("classes 2..1000: ~p~n", [Classes]),
    io:format("amicable pairs: ~p~n", [amicable(3000)]),
    ok.
