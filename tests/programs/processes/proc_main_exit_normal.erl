-module(proc_main_exit_normal).
-export([main/1]).

%% main raises exit(normal): still an exception out of main, so status 1.
main(_) ->
    P = spawn(fun() -> receive never -> ok end end),
    io:format("child alive: ~p~n", [is_process_alive(P)]),
    io:format("exiting with normal~n"),
    exit(normal).
