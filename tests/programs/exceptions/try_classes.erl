-module(try_classes).
-export([main/1]).

run(F) ->
    try F() of
        V -> {value, V}
    catch
        throw:T -> {thrown, T};
        error:E -> {error, E};
        exit:X -> {exit, X}
    end.

main(_) ->
    io:format("~p~n", [run(fun() -> 42 end)]),
    io:format("~p~n", [run(fun() -> throw(ball) end)]),
    io:format("~p~n", [run(fun() -> error(oops) end)]),
    io:format("~p~n", [run(fun() -> exit(bye) end)]),
    io:format("~p~n", [run(fun() -> throw({complex, [1, 2], "str"}) end)]),
    io:format("~p~n", [run(fun() -> erlang:error({my_error, 1}) end)]),
    io:format("~p~n", [run(fun() -> erlang:error(badarg, [1, 2]) end)]),
    io:format("~p~n", [run(fun() -> exit(normal) end)]),
    io:format("~p~n", [run(fun() -> erlang:raise(throw, raised, []) end)]),
    io:format("~p~n", [run(fun() -> erlang:raise(error, raised_err, []) end)]),
    io:format("~p~n", [run(fun() -> erlang:raise(exit, raised_exit, []) end)]),
    R = try throw(x) catch Class:Reason -> {Class, Reason} end,
    io:format("~p~n", [R]),
    R2 = try error(y) catch C2:R2r:St -> {C2, R2r, is_list(St)} end,
    io:format("~p~n", [R2]),
    R3 = try exit(z) catch _:Any -> Any end,
    io:format("~p~n", [R3]),
    R4 = try throw(only_throw) catch Thrown -> {caught_default_throw, Thrown} end,
    io:format("~p~n", [R4]),
    R5 = try 1 + 1 of 2 -> two; _ -> other catch _:_ -> err end,
    io:format("~p~n", [R5]),
    ok.
