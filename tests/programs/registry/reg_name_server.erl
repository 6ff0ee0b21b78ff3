-module(reg_name_server).
-export([main/1]).

%% a service found only through its registered name; restarted under the same name.
start() ->
    Me = self(),
    P = spawn(fun() -> register(reg_ns_counter, self()), Me ! started, loop(0) end),
    receive started -> P end.

loop(N) ->
    receive
        {incr, From} -> From ! {value, N + 1}, loop(N + 1);
        crash -> exit(crashed)
    end.

incr() ->
    reg_ns_counter ! {incr, self()},
    receive {value, V} -> V end.

main(_) ->
    P1 = start(),
    io:format("values: ~p~n", [[incr() || _ <- lists:seq(1, 5)]]),
    R = monitor(process, P1),
    reg_ns_counter ! crash,
    receive {'DOWN', R, process, P1, W} -> io:format("service died: ~p~n", [W]) end,
    io:format("call while down: ~p~n", [try incr() catch error:badarg -> no_service end]),
    P2 = start(),
    io:format("new instance is a different process: ~p~n", [P1 =/= P2]),
    io:format("values after restart: ~p~n", [[incr() || _ <- lists:seq(1, 3)]]),
    exit(P2, kill),
    ok.
