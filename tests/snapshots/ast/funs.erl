-module(funs).
-export([all/0]).

all() ->
    F1 = fun local/1,
    F2 = fun lists:reverse/1,
    M = lists, F = seq, A = 2,
    F3 = fun M:F/A,
    F4 = fun(X) -> X + 1 end,
    F5 = fun(0) -> zero; (N) when N > 0 -> pos; (_) -> neg end,
    Fact = fun Fact(0) -> 1; Fact(N) -> N * Fact(N - 1) end,
    F6 = fun() -> ok end,
    R1 = F1(1),
    R2 = (F4)(2),
    R3 = (fun(Y) -> Y * Y end)(3),
    R4 = lists:map(fun(E) -> {E} end, [1, 2]),
    R5 = M:F(1, A),
    R6 = erlang:apply(fun local/1, [5]),
    {F2, F3, F5(1), Fact(5), F6(), R1, R2, R3, R4, R5, R6}.

local(X) -> X.
