-module(lnk_exit1).
-export([main/1]).

main(_) ->
    io:format("catch exit: ~p~n", [catch exit(foo)]),
    io:format("try exit: ~p~n", [try exit({a, b}) catch exit:R -> {caught, R} end]),
    io:format("exit normal caught: ~p~n", [try exit(normal) catch exit:R2 -> {caught, R2} end]),
    io:format("class: ~p~n", [try exit(x) catch C:_ -> C end]),
    io:format("after: ~p~n", [try exit(y) catch exit:y -> caught after io:format("after ran~n") end]),
    %% exit inside a spawned process is seen by a monitor
    {P, Ref} = spawn_monitor(fun() -> try exit(inner) catch exit:inner -> exit(rethrown) end end),
    receive {'DOWN', Ref, process, P, W} -> io:format("down: ~p~n", [W]) end,
    %% exit caught inside the process: it continues
    Me = self(),
    {P2, Ref2} = spawn_monitor(fun() -> catch exit(ignored), Me ! continued end),
    receive continued -> io:format("process continued after caught exit~n") end,
    receive {'DOWN', Ref2, process, P2, W2} -> io:format("then: ~p~n", [W2]) end,
    ok.
