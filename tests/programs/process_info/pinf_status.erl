-module(pinf_status).
-export([main/1]).

%% wait (bounded) until P reaches the given status
wait_status(P, S, 0) -> {gave_up, process_info(P, status), S};
wait_status(P, S, N) ->
    case process_info(P, status) of
        {status, S} -> {status, S};
        _ -> erlang:yield(), timer:sleep(1), wait_status(P, S, N - 1)
    end.

main(_) ->
    io:format("self: ~p~n", [process_info(self(), status)]),
    P = spawn(fun() -> receive stop -> ok end end),
    io:format("blocked in receive: ~p~n", [wait_status(P, waiting, 1000)]),
    Q = spawn(fun() -> timer:sleep(infinity) end),
    io:format("sleeping: ~p~n", [wait_status(Q, waiting, 1000)]),
    R = monitor(process, P),
    P ! stop,
    receive {'DOWN', R, process, P, _} -> ok end,
    io:format("dead: ~p~n", [process_info(P, status)]),
    exit(Q, kill),
    ok.
