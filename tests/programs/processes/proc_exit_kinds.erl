-module(proc_exit_kinds).
-export([main/1]).

watch(Name, F) ->
    {P, R} = spawn_monitor(F),
    receive {'DOWN', R, process, P, Why} -> io:format("~-14s ~p~n", [Name, Why]) end.

main(_) ->
    watch("return", fun() -> 42 end),
    watch("exit normal", fun() -> exit(normal) end),
    watch("exit shutdown", fun() -> exit(shutdown) end),
    watch("exit {shutdown}", fun() -> exit({shutdown, reason}) end),
    watch("exit atom", fun() -> exit(boom) end),
    watch("exit tuple", fun() -> exit({error, {nested, [1, 2]}}) end),
    watch("exit string", fun() -> exit("text reason") end),
    watch("caught error", fun() -> try 1 / zero() catch error:E -> exit({caught, E}) end end),
    watch("caught throw", fun() -> try throw(ball) catch throw:T -> exit({thrown, T}) end end),
    watch("exit kill", fun() -> exit(kill) end),
    watch("killed", fun() -> exit(self(), kill), receive never -> ok end end),
    watch("exit self foo", fun() -> exit(self(), foo), receive never -> ok end end),
    watch("deep recursion", fun() -> exit(depth(1000)) end),
    ok.

zero() -> 0.

depth(0) -> bottom;
depth(N) -> case N rem 100 of 0 -> {N, depth(N - 1)}; _ -> depth(N - 1) end.
