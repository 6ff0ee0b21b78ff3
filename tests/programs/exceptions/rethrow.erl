-module(rethrow).
-export([main/1]).

inner(X) ->
    try
        case X of
            1 -> throw(one);
            2 -> error(two);
            3 -> exit(three);
            _ -> X
        end
    catch
        throw:one -> {handled_inner, one}
    end.

middle(X) ->
    try inner(X)
    catch
        error:E:St -> erlang:raise(error, {wrapped, E}, St)
    end.

outer(X) ->
    try middle(X)
    catch
        C:R -> {outer, C, R}
    end.

main(_) ->
    [io:format("~p -> ~p~n", [X, outer(X)]) || X <- [1, 2, 3, 4]],
    R = try
            try throw(a)
            catch throw:a -> throw(b)
            end
        catch throw:B -> {rethrown, B}
        end,
    io:format("~p~n", [R]),
    R2 = try
             try error(first)
             catch error:first:St -> erlang:raise(error, first_again, St)
             end
         catch error:Again -> Again
         end,
    io:format("~p~n", [R2]),
    R3 = try
             try exit(x)
             catch exit:x -> error(converted)
             end
         catch Cls:Rsn -> {Cls, Rsn}
         end,
    io:format("~p~n", [R3]),
    R4 = try
             try throw(inner_val)
             after throw(after_val)
             end
         catch throw:V -> V
         end,
    io:format("~p~n", [R4]),
    ok.
