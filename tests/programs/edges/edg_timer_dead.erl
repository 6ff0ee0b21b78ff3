%% Timers aimed at a pid are cancelled when that process ends: cancel_timer/1,2
%% and read_timer/1,2 then answer false. Timers aimed at a name stay.
-module(edg_timer_dead).
-export([main/1]).

main(_) ->
    Pid = spawn(fun() -> receive stop -> ok end end),
    register(edg_timer_dead_name, Pid),
    T1 = erlang:send_after(60000, Pid, hello),
    T2 = erlang:start_timer(60000, Pid, hello),
    T3 = erlang:send_after(60000, Pid, hello),
    T4 = erlang:start_timer(60000, Pid, hello),
    T5 = erlang:send_after(60000, edg_timer_dead_name, hello),
    io:format("alive: ~p ~p~n", [is_integer(erlang:read_timer(T1)),
                                 is_integer(erlang:read_timer(T5))]),
    Ref = monitor(process, Pid),
    Pid ! stop,
    receive {'DOWN', Ref, process, Pid, normal} -> ok end,
    io:format("cancel_timer/1: ~p~n", [erlang:cancel_timer(T1)]),
    io:format("read_timer/1: ~p~n", [erlang:read_timer(T2)]),
    io:format("read_timer/2: ~p~n", [erlang:read_timer(T2, [{async, false}])]),
    io:format("cancel_timer/2: ~p~n", [erlang:cancel_timer(T3, [{async, false}, {info, true}])]),
    ok = erlang:cancel_timer(T4, [{async, true}]),
    receive {cancel_timer, T4, A} -> io:format("async cancel: ~p~n", [A]) end,
    io:format("by name: ~p~n", [is_integer(erlang:cancel_timer(T5))]),
    %% a timer started for a pid that is already dead
    T6 = erlang:send_after(60000, Pid, hello),
    io:format("started dead: ~p~n", [erlang:cancel_timer(T6)]),
    %% a live target keeps its timer
    T7 = erlang:send_after(60000, self(), hello),
    io:format("own: ~p~n", [is_integer(erlang:cancel_timer(T7))]).
