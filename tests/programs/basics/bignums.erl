-module(bignums).
-export([main/1]).

fact(0) -> 1;
fact(N) -> N * fact(N - 1).

pow(_, 0) -> 1;
pow(B, E) -> B * pow(B, E - 1).

fib(N) -> fib(N, 0, 1).
fib(0, A, _) -> A;
fib(N, A, B) -> fib(N - 1, B, A + B).

main(_) ->
    io:format("~p~n", [fact(100)]),
    io:format("~p~n", [fact(25)]),
    io:format("~p~n", [pow(2, 200)]),
    io:format("~p~n", [pow(2, 64)]),
    io:format("~p~n", [pow(2, 64) - 1]),
    io:format("~p~n", [pow(2, 63)]),
    io:format("~p~n", [pow(2, 59) + pow(2, 59)]),
    io:format("~p~n", [pow(2, 60) - 1 + 1]),
    io:format("~p~n", [-pow(2, 100)]),
    io:format("~p~n", [pow(-3, 41)]),
    io:format("~p~n", [fib(300)]),
    Big = fact(50),
    io:format("~p~n", [Big div pow(10, 20)]),
    io:format("~p~n", [Big rem 1000000007]),
    io:format("~p~n", [(-Big) div 7]),
    io:format("~p~n", [(-Big) rem 7]),
    io:format("~p~n", [(Big + 13) rem 97]),
    io:format("~p~n", [pow(3, 100) div pow(3, 98)]),
    io:format("~p~n", [1 bsl 100]),
    io:format("~p~n", [(1 bsl 100) bsr 98]),
    io:format("~p~n", [pow(2, 130) band (pow(2, 70) - 1)]),
    io:format("~p~n", [(pow(2, 130) + 5) band 255]),
    io:format("~p~n", [pow(2, 100) bor 1]),
    io:format("~p~n", [pow(2, 100) bxor pow(2, 99)]),
    io:format("~p~n", [bnot pow(2, 100)]),
    io:format("~p~n", [-pow(2, 100) bsr 3]),
    io:format("~p~n", [pow(2, 100) * pow(2, 100) - pow(2, 200)]),
    io:format("~p~n", [pow(10, 30) == pow(10, 30)]),
    io:format("~p~n", [pow(10, 30) < pow(10, 31)]),
    io:format("~p~n", [-pow(10, 30) < 5]),
    io:format("~p~n", [integer_to_list(pow(2, 100), 16)]),
    io:format("~p~n", [integer_to_list(-pow(2, 70), 2)]),
    io:format("~p~n", [integer_to_list(fact(30), 36)]),
    io:format("~p~n", [list_to_integer("123456789012345678901234567890")]),
    io:format("~p~n", [list_to_integer("-FFFFFFFFFFFFFFFFFFFF", 16)]),
    io:format("~p~n", [abs(-pow(7, 30))]),
    io:format("~p~n", [float(pow(2, 70))]),
    io:format("~p~n", [pow(2, 70) / 3]),
    io:format("~p~n", [pow(2, 70) + 0.5]),
    io:format("~p~n", [trunc(1.0e20)]),
    io:format("~p~n", [round(1.5e25)]),
    io:format("~p~n", [length(integer_to_list(fact(100)))]),
    io:format("~p~n", [lists:sum([pow(2, I) || I <- lists:seq(0, 99)])]),
    io:format("~p~n", [gcd(fact(40), pow(6, 30))]),
    ok.

gcd(A, 0) -> A;
gcd(A, B) -> gcd(B, A rem B).
