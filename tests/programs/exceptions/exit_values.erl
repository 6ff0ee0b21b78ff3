-module(exit_values).
-export([main/1]).

main(_) ->
    Rs = [catch exit(normal), catch exit(kill), catch exit({shutdown, x}),
          catch erlang:error(badarg), catch throw(normal), catch erlang:exit([1, 2])],
    [io:format("~p~n", [case R of {'EXIT', {Reason, St}} when is_list(St) -> {'EXIT', Reason, stack}; _ -> R end]) || R <- Rs],
    R2 = try exit(self_exit) catch exit:Why -> {caught_exit, Why} end,
    io:format("~p~n", [R2]),
    R3 = try error(e, [a, b]) catch error:E:St -> {E, is_list(St)} end,
    io:format("~p~n", [R3]),
    R4 = try erlang:error({complex, #{k => [1, 2]}}) catch error:{complex, M} -> maps:get(k, M) end,
    io:format("~p~n", [R4]),
    ok.
