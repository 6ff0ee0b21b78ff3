-module(clauses).
-export([fact/1, classify/1, sum/1, len/2, swap/1, same/2, first/1]).

fact(0) -> 1;
fact(N) when is_integer(N), N > 0 -> N * fact(N - 1).

classify(X) when is_integer(X); is_float(X) -> number;
classify(X) when is_atom(X) -> atom;
classify(_) -> other.

sum([H | T]) -> H + sum(T);
sum([]) -> 0.

%% [] first: one switch_list instruction selects the clause
len([], N) -> N;
len([H | T], N) -> len(T, N + H).

swap({A, B}) -> {B, A}.

same(X, X) -> true;
same(_, _) -> false.

first([-1 | _]) -> minus_one;
first("abc" ++ Rest) -> Rest;
first([{ok, 1}, X]) -> [X, 1, 2];
first(_) -> {ok, [1, 2, "xy"]}.
