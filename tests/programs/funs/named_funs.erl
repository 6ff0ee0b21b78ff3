-module(named_funs).
-export([main/1]).

main(_) ->
    Fact = fun F(0) -> 1; F(N) -> N * F(N - 1) end,
    io:format("~p~n", [Fact(20)]),
    Fib = fun Fib(0) -> 0; Fib(1) -> 1; Fib(N) -> Fib(N - 1) + Fib(N - 2) end,
    io:format("~p~n", [[Fib(N) || N <- lists:seq(0, 15)]]),
    Len = fun L([]) -> 0; L([_ | T]) -> 1 + L(T) end,
    io:format("~p~n", [Len(lists:seq(1, 1000))]),
    K = 3,
    Rep = fun R(0, Acc) -> Acc; R(N, Acc) -> R(N - 1, [K | Acc]) end,
    io:format("~p~n", [Rep(4, [])]),
    Flat = fun Fl([]) -> []; Fl([H | T]) when is_list(H) -> Fl(H) ++ Fl(T); Fl([H | T]) -> [H | Fl(T)] end,
    io:format("~p~n", [Flat([1, [2, [3, [4]], 5], [[6]]])]),
    Ack = fun A(0, N) -> N + 1; A(M, 0) -> A(M - 1, 1); A(M, N) -> A(M - 1, A(M, N - 1)) end,
    io:format("~p~n", [Ack(2, 3)]),
    ok.
