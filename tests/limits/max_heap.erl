%% Run with --max-heap-size 40000: prints the default limit, then how a process with a
%% limit of its own (20000 words) and one with the default end, growing a list without
%% bound. Each leaves an error report on standard error.
-module(max_heap).
-export([main/1]).

grow(L, N) -> grow([N | L], N + 1).

main(_) ->
    io:format("~p~n", [erlang:system_info(max_heap_size)]),
    {P, R} = spawn_opt(fun() -> grow([], 0) end, [monitor, {max_heap_size, 20000}]),
    receive {'DOWN', R, process, P, Why} -> io:format("~p~n", [Why]) end,
    {P2, R2} = spawn_monitor(fun() -> grow([], 0) end),
    receive {'DOWN', R2, process, P2, Why2} -> io:format("~p~n", [Why2]) end.
