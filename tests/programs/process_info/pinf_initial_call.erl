-module(pinf_initial_call).
-export([main/1, loop/0, loop/2]).

loop() -> receive stop -> ok end.
loop(_, _) -> receive stop -> ok end.

main(_) ->
    P1 = spawn(?MODULE, loop, []),
    P2 = spawn(?MODULE, loop, [a, b]),
    P3 = spawn(fun() -> loop() end),
    io:format("spawn/3 arity 0: ~p~n", [process_info(P1, initial_call)]),
    io:format("spawn/3 arity 2: ~p~n", [process_info(P2, initial_call)]),
    {initial_call, IC3} = process_info(P3, initial_call),
    io:format("spawn of fun: ~p~n", [IC3]),
    io:format("current_function P1: ~p~n", [wait_cf(P1, {?MODULE, loop, 0}, 1000)]),
    io:format("current_function P2: ~p~n", [wait_cf(P2, {?MODULE, loop, 2}, 1000)]),
    io:format("own current_function: ~p~n", [process_info(self(), current_function)]),
    [P ! stop || P <- [P1, P2, P3]],
    ok.

wait_cf(P, Want, 0) -> {gave_up, process_info(P, current_function), Want};
wait_cf(P, Want, N) ->
    case process_info(P, current_function) of
        {current_function, Want} -> {current_function, Want};
        _ -> timer:sleep(1), wait_cf(P, Want, N - 1)
    end.
