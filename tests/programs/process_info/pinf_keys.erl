-module(pinf_keys).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> ok end end),
    Info = process_info(P),
    Keys = [K || {K, _} <- Info],
    io:format("process_info/1 keys (sorted): ~p~n", [lists:sort(Keys)]),
    Expected = [current_function, initial_call, status, message_queue_len, links, dictionary,
                trap_exit, error_handler, priority, group_leader, total_heap_size, heap_size,
                stack_size, reductions, garbage_collection],
    io:format("expected keys present: ~p~n", [[K || K <- Expected, not lists:member(K, Keys)] =:= []]),
    io:format("no registered_name when unregistered: ~p~n", [not lists:member(registered_name, Keys)]),
    io:format("trap_exit: ~p~n", [lists:keyfind(trap_exit, 1, Info)]),
    io:format("priority: ~p~n", [lists:keyfind(priority, 1, Info)]),
    io:format("links: ~p~n", [lists:keyfind(links, 1, Info)]),
    io:format("dictionary: ~p~n", [lists:keyfind(dictionary, 1, Info)]),
    io:format("message_queue_len: ~p~n", [lists:keyfind(message_queue_len, 1, Info)]),
    io:format("error_handler: ~p~n", [lists:keyfind(error_handler, 1, Info)]),
    {group_leader, GL} = lists:keyfind(group_leader, 1, Info),
    io:format("group_leader same as mine: ~p~n", [GL =:= group_leader()]),
    register(pinf_keys_proc, P),
    Keys2 = [K || {K, _} <- process_info(P)],
    io:format("registered_name present now: ~p~n", [lists:member(registered_name, Keys2)]),
    io:format("first key: ~p~n", [hd(Keys2)]),
    io:format("bad item: ~p~n", [try process_info(P, no_such_item) catch error:E -> E end]),
    io:format("bad pid arg: ~p~n", [try process_info(not_a_pid) catch error:E2 -> E2 end]),
    P ! stop,
    ok.
