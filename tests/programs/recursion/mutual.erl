-module(mutual).
-export([main/1]).

is_even(0) -> true;
is_even(N) -> is_odd(N - 1).
is_odd(0) -> false;
is_odd(N) -> is_even(N - 1).

%% simple state machine with mutual tail calls
a([]) -> accept_a;
a([$a | T]) -> a(T);
a([$b | T]) -> b(T);
a(_) -> reject.
b([]) -> accept_b;
b([$b | T]) -> b(T);
b([$a | T]) -> a(T);
b(_) -> reject.

hofstadter_f(0) -> 1;
hofstadter_f(N) -> N - hofstadter_m(hofstadter_f(N - 1)).
hofstadter_m(0) -> 0;
hofstadter_m(N) -> N - hofstadter_f(hofstadter_m(N - 1)).

main(_) ->
    io:format("~p ~p~n", [is_even(1000000), is_odd(1000001)]),
    io:format("~p ~p~n", [is_even(7), is_odd(7)]),
    [io:format("~s -> ~p~n", [S, a(S)]) || S <- ["", "aab", "abba", "bbbba", "abc"]],
    io:format("~p~n", [[hofstadter_f(N) || N <- lists:seq(0, 20)]]),
    io:format("~p~n", [[hofstadter_m(N) || N <- lists:seq(0, 20)]]),
    ok.
