%% Module structure, exports, imports and simple literals.
-module(basics).
-export([start/0, add/2, classify/1]).
-import(lists, [map/2, foldl/3]).

start() ->
    X = add(1, 2),
    Y = map(fun(E) -> E * 2 end, [1, 2, 3]),
    {X, Y, foldl(fun erlang:'+'/2, 0, Y)}.

add(A, B) when is_integer(A), is_integer(B) ->
    A + B;
add(A, B) ->
    {error, {not_integers, A, B}}.

classify(0) -> zero;
classify(N) when N < 0 -> negative;
classify(N) when N > 0, N < 10; N =:= 100 -> small_or_hundred;
classify(_) -> other.

literals() ->
    [1_000, 16#FF, 2#1010, 36#Z, 1.5e-3, 2.0E10, -1, $a, $\n, $\s,
     "string", "adjacent" " strings", 'quoted atom', 'Capital', [], {},
     {a, "b", $c}, [1, 2 | tail], _Ignored = ok].
