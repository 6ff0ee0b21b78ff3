-module(gl_counter_server).
-export([main/1]).

start(Init) -> spawn(fun() -> loop(Init) end).

call(S, Req) ->
    Ref = make_ref(),
    S ! {call, self(), Ref, Req},
    receive {reply, Ref, R} -> R after 300 -> timeout end.

cast(S, Msg) -> S ! {cast, Msg}, ok.

loop(N) ->
    receive
        {call, From, Ref, get} -> From ! {reply, Ref, N}, loop(N);
        {call, From, Ref, {add, K}} -> From ! {reply, Ref, N + K}, loop(N + K);
        {call, From, Ref, reset} -> From ! {reply, Ref, {old, N}}, loop(0);
        {call, From, Ref, stop} -> From ! {reply, Ref, stopped};
        {call, From, Ref, Other} -> From ! {reply, Ref, {error, {unknown, Other}}}, loop(N);
        {cast, incr} -> loop(N + 1);
        {cast, decr} -> loop(N - 1)
    end.

main(_) ->
    S = start(10),
    io:format("get: ~p~n", [call(S, get)]),
    io:format("add 5: ~p~n", [call(S, {add, 5})]),
    [cast(S, incr) || _ <- lists:seq(1, 100)],
    cast(S, decr),
    io:format("after 100 incr, 1 decr: ~p~n", [call(S, get)]),
    io:format("reset: ~p~n", [call(S, reset)]),
    io:format("unknown: ~p~n", [call(S, bogus)]),
    %% many clients
    Me = self(),
    Cs = [spawn(fun() -> [call(S, {add, 1}) || _ <- lists:seq(1, 50)], Me ! client_done end) || _ <- lists:seq(1, 10)],
    [receive client_done -> ok end || _ <- Cs],
    io:format("after 10 clients x 50: ~p~n", [call(S, get)]),
    R = monitor(process, S),
    io:format("stop: ~p~n", [call(S, stop)]),
    receive {'DOWN', R, process, S, W} -> io:format("server exit: ~p~n", [W]) end,
    io:format("call to stopped server: ~p~n", [call(S, get)]),
    ok.
