-module(pinf_list_form).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun() -> put(a, 1), process_flag(trap_exit, true), Me ! ready, receive stop -> ok end end),
    receive ready -> ok end,
    P ! m1, P ! m2,
    R = process_info(P, [message_queue_len, dictionary, trap_exit, registered_name, priority]),
    io:format("~p~n", [R]),
    io:format("empty list: ~p~n", [process_info(P, [])]),
    io:format("repeated item: ~p~n", [process_info(P, [trap_exit, trap_exit])]),
    io:format("messages item: ~p~n", [process_info(P, messages)]),
    R2 = process_info(P, [heap_size, total_heap_size, stack_size]),
    io:format("sizes all integers: ~p~n", [[K || {K, V} <- R2, is_integer(V)]]),
    io:format("bad item in list: ~p~n", [try process_info(P, [trap_exit, nonsense]) catch error:E -> E end]),
    Ref = monitor(process, P),
    P ! stop,
    receive {'DOWN', Ref, process, P, _} -> ok end,
    io:format("dead, list form: ~p~n", [process_info(P, [trap_exit, status])]),
    ok.
