-module(operators).
-export([ops/3]).

ops(A, B, C) ->
    R1 = A + B * C - A / B div C rem 2,
    R2 = A band B bor C bxor 1 bsl 2 bsr 1,
    R3 = bnot A + -B - +C,
    R4 = not (A > B) andalso B >= C orelse A =:= C,
    R5 = A == B,
    R6 = A /= B,
    R7 = A =< B,
    R8 = A =/= B,
    R9 = [A] ++ [B] ++ [C] -- [A],
    R10 = A and B or C xor A,
    self() ! {R1, R2} ! done,
    X = Y = Z = 0,
    catch R3 = R4,
    {R5, R6, R7, R8, R9, R10, X, Y, Z}.
