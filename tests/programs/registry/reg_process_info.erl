-module(reg_process_info).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> ok end end),
    io:format("unregistered: ~p~n", [process_info(P, registered_name)]),
    register(reg_pi_proc, P),
    io:format("registered: ~p~n", [process_info(P, registered_name)]),
    Full = process_info(P),
    io:format("process_info/1 has registered_name: ~p~n", [lists:keyfind(registered_name, 1, Full)]),
    unregister(reg_pi_proc),
    Full2 = process_info(P),
    io:format("process_info/1 after unregister: ~p~n", [lists:keyfind(registered_name, 1, Full2)]),
    io:format("list form: ~p~n", [process_info(P, [registered_name, message_queue_len])]),
    register(reg_pi_proc, P),
    io:format("list form registered: ~p~n", [process_info(P, [registered_name])]),
    P ! stop,
    ok.
