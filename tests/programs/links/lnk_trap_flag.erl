-module(lnk_trap_flag).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun() ->
                      A = process_flag(trap_exit, true),
                      B = process_flag(trap_exit, true),
                      C = process_flag(trap_exit, false),
                      D = process_flag(trap_exit, false),
                      {trap_exit, E} = process_info(self(), trap_exit),
                      Me ! {flags, [A, B, C, D, E]}
              end),
    receive {flags, F} -> io:format("flag sequence in fresh process: ~p (~p)~n", [F, is_pid(P)]) end,
    io:format("bad value: ~p~n", [try process_flag(trap_exit, maybe) catch error:E -> E end]),
    %% switching trap_exit on later: signals before are not converted
    Q = spawn(fun() ->
                      process_flag(trap_exit, true),
                      L = spawn_link(fun() -> exit(first) end),
                      receive {'EXIT', L, R} -> Me ! {q, R} end,
                      process_flag(trap_exit, false),
                      _ = spawn_link(fun() -> exit(second) end),
                      receive after infinity -> ok end
              end),
    Ref = monitor(process, Q),
    receive {q, R1} -> io:format("trapped while on: ~p~n", [R1]) end,
    receive {'DOWN', Ref, process, Q, R2} -> io:format("died when off: ~p~n", [R2]) end,
    ok.
