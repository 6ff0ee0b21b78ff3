-module(proc_self_alive).
-export([main/1]).

main(_) ->
    Me = self(),
    io:format("self is pid: ~p~n", [is_pid(Me)]),
    io:format("self is alive: ~p~n", [is_process_alive(Me)]),
    io:format("self() =:= self(): ~p~n", [Me =:= self()]),
    P = spawn(fun() -> receive stop -> ok end end),
    io:format("blocked child alive: ~p~n", [is_process_alive(P)]),
    Ref = monitor(process, P),
    P ! stop,
    receive {'DOWN', Ref, process, P, R} -> io:format("child down: ~p~n", [R]) end,
    io:format("child alive after down: ~p~n", [is_process_alive(P)]),
    Q = spawn(fun() -> Me ! {self_in_child, self()} end),
    receive {self_in_child, Q2} -> io:format("child self matches spawn result: ~p~n", [Q =:= Q2]) end,
    io:format("child self differs from parent: ~p~n", [Q =/= Me]),
    io:format("is_pid(atom): ~p~n", [is_pid(foo)]),
    io:format("is_pid(ref): ~p~n", [is_pid(make_ref())]),
    io:format("badarg for is_process_alive(foo): ~p~n",
              [try is_process_alive(foo) catch error:badarg -> badarg end]),
    ok.
