%% helper
-module(modules_helper_math).
-export([square/1, cube/1, sum/1, apply_twice/2, counter/0, fact/1]).
-export_type([num/0]).

-type num() :: integer() | float().

square(X) -> X * X.
cube(X) -> X * square(X).
sum(L) -> sum(L, 0).
apply_twice(F, X) -> F(F(X)).
counter() -> fun(N) -> N + 1 end.
fact(0) -> 1;
fact(N) when N > 0 -> N * fact(N - 1).

sum([], Acc) -> Acc;
sum([H | T], Acc) -> sum(T, Acc + H).
