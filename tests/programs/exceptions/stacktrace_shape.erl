-module(stacktrace_shape).
-export([main/1]).

%% Stacktraces are implementation specific; only check their shape.
f(X) -> 1 / X.

main(_) ->
    try f(0)
    catch error:badarith:St ->
        io:format("is_list: ~p~n", [is_list(St)]),
        io:format("non-empty: ~p~n", [St =/= []]),
        io:format("all tuples: ~p~n", [lists:all(fun is_tuple/1, St)]),
        io:format("4-tuples: ~p~n", [lists:all(fun(T) -> tuple_size(T) =:= 4 end, St)])
    end,
    try throw(x)
    catch throw:x:St2 -> io:format("throw stacktrace is list: ~p~n", [is_list(St2)])
    end,
    St3 = try erlang:raise(error, custom, [{m, f, 1, []}]) catch error:custom:S -> S end,
    io:format("~p~n", [St3]),
    ok.
