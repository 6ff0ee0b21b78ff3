-module(tail_args_targeting).
-export([main/1, sum_len/3, walk/2, dec/2]).

%% (walk/2 and dec/2 are exported so that erlc knows nothing of their arguments' types.)

%% Tail calls whose arguments are computed straight into the argument registers: swapped
%% and repeated arguments, a list taken apart into its own register, failures between the
%% computation and the call, and allocation (collections) in between.

main(_) ->
    io:format("~p~n", [sum_len([1, 2, 3, 4, 5], 0, 0)]),
    io:format("~p~n", [swap(5, a, b)]),
    io:format("~p~n", [twice(4, 1)]),
    io:format("~p~n", [rev([1, 2, 3, 4], [])]),
    io:format("~p~n", [build(1000, [])]),
    io:format("~p~n", [fib(30, 0, 1)]),
    io:format("~p~n", [pairs([a, b, c, d, e], [])]),
    io:format("~p~n", [shift(3, 1, 2, 3)]),
    io:format("~p~n", [err(fun() -> sum_len([1, 2, x], 0, 0) end)]),
    io:format("~p~n", [err(fun() -> walk([1, 2 | 3], 0) end)]),
    io:format("~p~n", [err(fun() -> dec(3, foo) end)]),
    io:format("~p~n", [guarded([3, -1, 4, -1, 5], 0)]),
    io:format("~p~n", [last_of([x, y, z])]),
    io:format("~p~n", [tup(4, {0, 0})]),
    io:format("~p~n", [mixed(10, [], 0)]),
    ok.

sum_len([], S, L) -> {S, L};
sum_len([H | T], S, L) -> sum_len(T, S + H, L + 1).

%% Arguments change places on every call.
swap(0, X, Y) -> {X, Y};
swap(N, X, Y) -> swap(N - 1, Y, X).

%% One value passed in two places.
twice(0, A) -> A;
twice(N, A) ->
    B = A * 2,
    twice2(N - 1, B, B).

twice2(N, X, Y) -> twice(N, X + Y).

rev([], Acc) -> Acc;
rev([H | T], Acc) -> rev(T, [H | Acc]).

build(0, Acc) -> length(Acc);
build(K, Acc) -> build(K - 1, [{K, [K, K]} | Acc]).

fib(0, A, _) -> A;
fib(N, A, B) -> fib(N - 1, B, A + B).

pairs([X, Y | T], Acc) -> pairs(T, [{X, Y} | Acc]);
pairs(Rest, Acc) -> {lists:reverse(Acc), Rest}.

%% A rotation of three arguments.
shift(0, A, B, C) -> [A, B, C];
shift(N, A, B, C) -> shift(N - 1, C, A, B).

walk([], N) -> N;
walk([H | T], N) -> walk(T, N + H).

dec(0, X) -> X;
dec(N, X) -> dec(N - 1, X + 1).

guarded([], A) -> A;
guarded([H | T], A) when H > 0 -> guarded(T, A + H);
guarded([_ | T], A) -> guarded(T, A - 100).

last_of([X]) -> X;
last_of([_ | T]) -> last_of(T).

tup(0, T) -> T;
tup(N, {A, B}) -> tup(N - 1, {B + N, A}).

mixed(0, L, S) -> {lists:reverse(L), S};
mixed(N, L, S) ->
    X = integer_to_list(N),
    mixed(N - 1, [X | L], S + length(X)).

err(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R:St -> {C, R, [{M, Fn, A} || {M, Fn, A, _} <- lists:sublist(St, 2)]}
    end.
