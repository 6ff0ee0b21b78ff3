-module(mon_registered_name).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> exit(named_done) end end),
    register(mon_reg_target, P),
    Ref = monitor(process, mon_reg_target),
    {monitors, Ms} = process_info(self(), monitors),
    io:format("monitors entry by name: ~p~n", [lists:member({process, {mon_reg_target, node()}}, Ms)]),
    mon_reg_target ! stop,
    receive {'DOWN', Ref, process, Obj, Why} ->
            io:format("object is {name, node()}: ~p, reason ~p~n", [Obj =:= {mon_reg_target, node()}, Why])
    end,
    Q = spawn(fun() -> receive stop -> ok end end),
    register(mon_reg_target2, Q),
    Ref2 = monitor(process, {mon_reg_target2, node()}),
    %% the monitor follows the process, not the name
    unregister(mon_reg_target2),
    Q ! stop,
    receive {'DOWN', Ref2, process, Obj2, Why2} ->
            io:format("after unregister: object ~p, reason ~p~n", [Obj2 =:= {mon_reg_target2, node()}, Why2])
    end,
    ok.
