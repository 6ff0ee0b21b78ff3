-module(known_tuple_element).
%% element/2 of a tuple built in the same function, and values built but never used:
%% the compiler folds the one and drops the other, as erlc does; results and exceptions
%% must stay those of Erlang/OTP.
-export([main/1]).
-compile(nowarn_unused_vars).

first(N) ->
    Y = {N, N + 1, [N]},
    element(1, Y) + element(2, Y).

last(N) ->
    Y = {a, N, {N, N}},
    element(3, Y).

whole(N) ->
    Y = {N, b},
    {element(2, Y), Y}.

out_of_range(N) ->
    Y = {N, N},
    element(3, Y).

zero(N) ->
    Y = {N},
    element(0, Y).

in_guard(T) when element(1, {T, x}) =:= ok -> matched;
in_guard(_) -> other.

guard_out_of_range(T) when element(2, {T}) =:= ok -> matched;
guard_out_of_range(_) -> fell_through.

unused(N) ->
    _T = {N, N, N},
    _L = [N, N],
    _F = fun() -> N end,
    N * 2.

nested(N) ->
    Inner = {N, n},
    Outer = {Inner, o},
    element(1, element(1, Outer)).

in_case(N) ->
    Y = {N, case N of 0 -> zero; _ -> other end},
    case element(2, Y) of
        zero -> {zero, element(1, Y)};
        W -> W
    end.

loop(0, Acc) -> Acc;
loop(N, Acc) ->
    Y = {N, N, {N, N}},
    loop(element(1, Y) - 1, [element(2, Y) | Acc]).

try_it(F) ->
    try F() of V -> {ok, V}
    catch C:R -> {C, R}
    end.

main(_) ->
    io:format("~p~n", [first(3)]),
    io:format("~p~n", [last(4)]),
    io:format("~p~n", [whole(5)]),
    io:format("~p~n", [try_it(fun() -> out_of_range(6) end)]),
    io:format("~p~n", [try_it(fun() -> zero(7) end)]),
    io:format("~p~n", [[in_guard(ok), in_guard(nope)]]),
    io:format("~p~n", [[guard_out_of_range(ok)]]),
    io:format("~p~n", [unused(8)]),
    io:format("~p~n", [nested(9)]),
    io:format("~p~n", [[in_case(0), in_case(10)]]),
    io:format("~p~n", [loop(5, [])]),
    io:format("~p~n", [[pair_case(0, 3), pair_case(1, 4), pair_case(2, 2)]]),
    io:format("~p~n", [[pair_constant(A, B) || {A, B} <- [{0, 3}, {1, 2}, {1, 1}, {{x}, [y]}, {{x}, y}]]]),
    io:format("~p~n", [[pair_guarded(1, 2), pair_guarded(2, 1)]]),
    io:format("~p~n", [[pair_partial(1, 0), pair_partial(0, 2)]]),
    io:format("~p~n", [try_it(fun() -> pair_partial(5, 5) end)]),
    io:format("~p~n", [[pair_bound(1, 2), pair_bound(3, 4)]]),
    io:format("~p~n", [swap(1, 2)]),
    io:format("~p~n", [swap_value(3, 4)]),
    io:format("~p~n", [mismatch(6, 6)]),
    io:format("~p~n", [try_it(fun() -> mismatch(6, 7) end)]).

%% case over a tuple built for the match, and a tuple matched as it is built.
pair_case(A, B) ->
    case {A, B} of
        {_, 3} -> three;
        {1, X} -> {one, X};
        _ -> other
    end.

pair_constant(A, B) ->
    case {A, B} of
        {_, 3} -> 1;
        {1, 2} -> 1;
        {{x}, [y]} -> nested;
        _ -> 0
    end.

pair_guarded(A, B) ->
    case {A, B} of
        {X, Y} when X < Y -> lt;
        {X, Y} -> {ge, X, Y}
    end.

pair_partial(A, B) ->
    case {A, B} of
        {1, _} -> one;
        {_, 2} -> two
    end.

pair_bound(A, B) ->
    case {A, B} of
        T = {1, _} -> {first_one, T};
        T -> {any, T}
    end.

swap(A, B) ->
    {X, Y} = {B, A},
    [X, Y].

swap_value(A, B) ->
    V = ({X, Y} = {B, A}),
    {V, X + Y}.

mismatch(A, B) ->
    {X, X} = {A, B},
    X.
