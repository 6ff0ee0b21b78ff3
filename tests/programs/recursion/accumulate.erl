-module(accumulate).
-export([main/1]).

digits(0) -> [0];
digits(N) -> digits(N, []).
digits(0, Acc) -> Acc;
digits(N, Acc) -> digits(N div 10, [N rem 10 | Acc]).

sum_digits(N) -> lists:sum(digits(N)).

range(A, B) when A > B -> [];
range(A, B) -> [A | range(A + 1, B)].

stats([H | T]) -> stats(T, H, H, H, 1).
stats([], Min, Max, Sum, N) -> {Min, Max, Sum, Sum / N};
stats([H | T], Min, Max, Sum, N) -> stats(T, min(H, Min), max(H, Max), Sum + H, N + 1).

main(_) ->
    io:format("~p~n", [digits(9876543210)]),
    io:format("~p~n", [sum_digits(1 bsl 100)]),
    io:format("~p~n", [range(5, 15)]),
    io:format("~p~n", [stats([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])]),
    io:format("~p~n", [stats(range(1, 100000))]),
    ok.
