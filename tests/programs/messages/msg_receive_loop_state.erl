-module(msg_receive_loop_state).
-export([main/1]).

%% a process accumulating state from messages until 'stop'
acc(State) ->
    receive
        {push, X} -> acc([X | State]);
        pop -> case State of [_ | T] -> acc(T); [] -> acc([]) end;
        {get, From} -> From ! {state, State}, acc(State);
        stop -> exit({final, length(State)})
    end.

main(_) ->
    {P, R} = spawn_monitor(fun() -> acc([]) end),
    [P ! {push, I} || I <- lists:seq(1, 10)],
    P ! pop, P ! pop,
    P ! {get, self()},
    receive {state, S} -> io:format("state: ~p~n", [S]) end,
    [P ! pop || _ <- lists:seq(1, 20)],
    P ! {get, self()},
    receive {state, S2} -> io:format("after many pops: ~p~n", [S2]) end,
    P ! {push, last},
    P ! stop,
    P ! {push, ignored_after_stop},
    receive {'DOWN', R, process, P, Why} -> io:format("down: ~p~n", [Why]) end,
    ok.
