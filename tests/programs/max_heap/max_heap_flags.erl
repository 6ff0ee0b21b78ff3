%% max_heap_size as a setting: process_flag/2 returns the old value in Erlang/OTP's map
%% form, process_info/2 and system_info/1 report it, system_flag/2 sets the default for new
%% processes, and invalid values are badarg.
-module(max_heap_flags).
-export([main/1]).

reason(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R -> {C, R}
    end.

main(_) ->
    io:format("~p~n", [erlang:system_info(max_heap_size)]),
    io:format("~p~n", [process_info(self(), max_heap_size)]),
    io:format("~p~n", [process_flag(max_heap_size, 1000000)]),
    io:format("~p~n", [process_flag(max_heap_size, #{size => 2000000, kill => false})]),
    io:format("~p~n", [process_flag(max_heap_size, #{size => 3000000, error_logger => false})]),
    io:format("~p~n", [process_info(self(), max_heap_size)]),
    io:format("~p~n", [process_flag(max_heap_size, #{size => 0, kill => true, error_logger => true})]),
    [io:format("~p: ~p~n", [V, reason(fun() -> process_flag(max_heap_size, V) end)])
     || V <- [-1, 10, 232, 1 bsl 59, 1 bsl 70, 1.0e6, foo, "100", {size, 1000},
              #{}, #{kill => true}, #{size => 10}, #{size => -1}, #{size => foo},
              #{size => 1000, kill => 1}, #{size => 1000, error_logger => yes}]],
    io:format("~p~n", [process_flag(max_heap_size, 0)]),
    %% The default for new processes.
    io:format("~p~n", [erlang:system_flag(max_heap_size, 50000)]),
    io:format("~p~n", [erlang:system_info(max_heap_size)]),
    io:format("~p~n", [erlang:system_flag(max_heap_size, #{size => 60000, kill => false})]),
    io:format("~p~n", [reason(fun() -> erlang:system_flag(max_heap_size, 100) end)]),
    io:format("~p~n", [reason(fun() -> erlang:system_flag(max_heap_size, #{kill => false}) end)]),
    Self = self(),
    Child = spawn(fun() -> Self ! {info, process_info(self(), max_heap_size)} end),
    receive {info, I} -> io:format("spawned: ~p~n", [I]) end,
    _ = Child,
    %% A map with only a size takes the default's flags.
    io:format("~p~n", [process_flag(max_heap_size, #{size => 70000})]),
    io:format("~p~n", [process_info(self(), max_heap_size)]),
    io:format("~p~n", [erlang:system_flag(max_heap_size, 0)]),
    io:format("~p~n", [process_flag(max_heap_size, 0)]),
    %% The main process's own setting is unchanged by the default.
    io:format("~p~n", [process_info(self(), max_heap_size)]),
    %% spawn_opt's option.
    Opts = [{max_heap_size, #{size => 40000, error_logger => false}}, monitor],
    {P, R} = spawn_opt(fun() -> Self ! {opt, process_info(self(), max_heap_size)} end, Opts),
    receive {opt, O} -> io:format("spawn_opt: ~p~n", [O]) end,
    receive {'DOWN', R, process, P, Why} -> io:format("~p~n", [Why]) end,
    [io:format("spawn_opt ~p: ~p~n",
               [V, reason(fun() -> spawn_opt(fun() -> ok end, [{max_heap_size, V}]) end)])
     || V <- [-1, 10, #{}, #{size => 100}, #{size => 1000, kill => maybe}]],
    %% With a larger min_heap_size the smallest max_heap_size is larger too.
    io:format("~p~n", [reason(fun() ->
        spawn_opt(fun() -> ok end, [{min_heap_size, 1000}, {max_heap_size, 500}]) end)]),
    {P2, R2} = spawn_opt(fun() -> ok end, [{min_heap_size, 1000}, {max_heap_size, 2000}, monitor]),
    receive {'DOWN', R2, process, P2, Why2} -> io:format("~p~n", [Why2]) end,
    io:format("~p~n", [lists:keyfind(max_heap_size, 1,
                                     element(2, process_info(self(), garbage_collection)))]),
    ok.
