-module(cross_module).
-export([main/1]).

main(_) ->
    io:format("~p~n", [modules_helper_math:square(7)]),
    io:format("~p~n", [modules_helper_math:cube(3)]),
    io:format("~p~n", [modules_helper_math:sum(lists:seq(1, 100))]),
    io:format("~p~n", [modules_helper_math:fact(20)]),
    io:format("~p~n", [modules_helper_math:apply_twice(fun modules_helper_math:square/1, 3)]),
    C = modules_helper_math:counter(),
    io:format("~p~n", [C(41)]),
    io:format("~p~n", [lists:map(fun modules_helper_math:cube/1, [1, 2, 3])]),
    Mod = modules_helper_math,
    io:format("~p~n", [Mod:square(12)]),
    io:format("~p~n", [apply(modules_helper_math, sum, [[1, 2, 3]])]),
    Shapes = [modules_helper_shapes:new(K, 2) || K <- modules_helper_shapes:all_kinds()],
    [io:format("~s~n", [modules_helper_shapes:describe(S)]) || S <- Shapes],
    io:format("~p~n", [Shapes]),
    io:format("~p~n", [try modules_helper_math:fact(-1) catch error:R -> R end]),
    io:format("~p~n", [try modules_helper_math:nope() catch error:R2 -> R2 end]),
    ok.
