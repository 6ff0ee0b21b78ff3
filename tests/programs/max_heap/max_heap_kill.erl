%% A process whose heap grows past its max_heap_size is killed: its monitors see `killed`,
%% its links get an exit signal `killed` (a trapping process an 'EXIT' message). With
%% kill => false it runs on; a process that stays small under a large limit is not killed.
%% (error_logger => false throughout: the report's figures depend on the heap's layout.)
-module(max_heap_kill).
-export([main/1]).

grow(L, N) -> grow([N | L], N + 1).

%% A list of N elements, then done.
build(0, L) -> length(L);
build(N, L) -> build(N - 1, [N | L]).

quiet(Size) -> #{size => Size, error_logger => false}.

main(_) ->
    Self = self(),
    %% Monitored.
    {P1, R1} = spawn_opt(fun() -> grow([], 0) end, [monitor, {max_heap_size, quiet(5000)}]),
    receive {'DOWN', R1, process, P1, Why1} -> io:format("monitor: ~p~n", [Why1]) end,
    %% Linked, the parent trapping exits.
    process_flag(trap_exit, true),
    P2 = spawn_opt(fun() -> grow([], 0) end, [link, {max_heap_size, quiet(8000)}]),
    receive {'EXIT', P2, Why2} -> io:format("link: ~p~n", [Why2]) end,
    %% Its own process_flag.
    P3 = spawn_link(fun() ->
                        process_flag(max_heap_size, quiet(6000)),
                        grow([], 0)
                    end),
    receive {'EXIT', P3, Why3} -> io:format("process_flag: ~p~n", [Why3]) end,
    %% A catch does not save it.
    P4 = spawn_link(fun() ->
                        process_flag(max_heap_size, quiet(6000)),
                        catch grow([], 0),
                        Self ! caught
                    end),
    receive
        caught -> io:format("caught~n");
        {'EXIT', P4, Why4} -> io:format("catch: ~p~n", [Why4])
    end,
    %% The default for new processes, from system_flag.
    erlang:system_flag(max_heap_size, quiet(7000)),
    {P5, R5} = spawn_monitor(fun() -> grow([], 0) end),
    erlang:system_flag(max_heap_size, 0),
    receive {'DOWN', R5, process, P5, Why5} -> io:format("default: ~p~n", [Why5]) end,
    %% kill => false: the process runs on past the limit.
    Opts = [monitor, {max_heap_size, #{size => 5000, kill => false, error_logger => false}}],
    {P6, R6} = spawn_opt(fun() -> Self ! {built, build(30000, [])} end, Opts),
    receive {built, N6} -> io:format("not killed: ~p~n", [N6]) end,
    receive {'DOWN', R6, process, P6, Why6} -> io:format("~p~n", [Why6]) end,
    %% Small under a large limit.
    {P7, R7} = spawn_opt(fun() -> Self ! {built, build(1000, [])} end,
                         [monitor, {max_heap_size, 1000000}]),
    receive {built, N7} -> io:format("small: ~p~n", [N7]) end,
    receive {'DOWN', R7, process, P7, Why7} -> io:format("~p~n", [Why7]) end,
    %% The limit counts what the process keeps: garbage is collected.
    {P8, R8} = spawn_opt(fun() ->
                             Self ! {built, lists:sum([build(10000, []) || _ <- lists:seq(1, 50)])}
                         end,
                         [monitor, {max_heap_size, 200000}]),
    receive {built, N8} -> io:format("garbage: ~p~n", [N8]) end,
    receive {'DOWN', R8, process, P8, Why8} -> io:format("~p~n", [Why8]) end,
    %% The killer's messages to others still arrive; the main process goes on.
    P9 = spawn_link(fun() ->
                        process_flag(max_heap_size, quiet(6000)),
                        Self ! before,
                        grow([], 0)
                    end),
    receive before -> io:format("before~n") end,
    receive {'EXIT', P9, Why9} -> io:format("after: ~p~n", [Why9]) end,
    io:format("~p~n", [process_info(self(), max_heap_size)]),
    ok.
