-module(pinf_trap_priority).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun() -> Me ! ready, receive {set, F, V} -> Old = process_flag(F, V), Me ! {old, Old}, receive stop -> ok end end end),
    receive ready -> ok end,
    io:format("trap_exit: ~p~n", [process_info(P, trap_exit)]),
    io:format("priority: ~p~n", [process_info(P, priority)]),
    P ! {set, trap_exit, true},
    receive {old, O} -> io:format("old trap_exit: ~p~n", [O]) end,
    io:format("trap_exit now: ~p~n", [process_info(P, trap_exit)]),
    Q = spawn(fun() -> receive {set, F, V} -> Old = process_flag(F, V), Me ! {old, Old}, receive stop -> ok end end end),
    Q ! {set, priority, low},
    receive {old, O2} -> io:format("old priority: ~p~n", [O2]) end,
    io:format("priority now: ~p~n", [process_info(Q, priority)]),
    io:format("own priority: ~p~n", [process_info(self(), priority)]),
    io:format("set own priority high, old: ~p~n", [process_flag(priority, high)]),
    io:format("back to normal, old: ~p~n", [process_flag(priority, normal)]),
    io:format("bad priority: ~p~n", [try process_flag(priority, urgent) catch error:E -> E end]),
    io:format("bad flag: ~p~n", [try process_flag(no_such_flag, 1) catch error:E2 -> E2 end]),
    P ! stop, Q ! stop,
    ok.
