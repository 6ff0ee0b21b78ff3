-module(pinf_heap).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun() -> receive {hold, _} = M -> Me ! held, receive stop -> M end end end),
    {heap_size, H} = process_info(P, heap_size),
    {total_heap_size, T} = process_info(P, total_heap_size),
    io:format("heap_size integer: ~p, total_heap_size integer: ~p~n", [is_integer(H), is_integer(T)]),
    io:format("positive: ~p, total >= heap: ~p~n", [H > 0, T >= H]),
    {stack_size, S} = process_info(P, stack_size),
    io:format("stack_size integer: ~p~n", [is_integer(S)]),
    {memory, M} = process_info(P, memory),
    io:format("memory integer: ~p~n", [is_integer(M) andalso M > 0]),
    {reductions, R} = process_info(P, reductions),
    io:format("reductions integer: ~p~n", [is_integer(R)]),
    P ! {hold, lists:seq(1, 100000)},
    receive held -> ok end,
    {total_heap_size, T2} = process_info(P, total_heap_size),
    io:format("heap grew after receiving a big message: ~p~n", [T2 > T]),
    {garbage_collection, GC} = process_info(P, garbage_collection),
    io:format("garbage_collection is a list with min_heap_size: ~p~n", [is_list(GC) andalso lists:keymember(min_heap_size, 1, GC)]),
    Big = spawn_opt(fun() -> receive stop -> ok end end, [{min_heap_size, 10000}]),
    {heap_size, BH} = process_info(Big, heap_size),
    io:format("min_heap_size respected: ~p~n", [BH >= 10000]),
    io:format("garbage_collect: ~p~n", [erlang:garbage_collect(P)]),
    io:format("garbage_collect self: ~p~n", [erlang:garbage_collect()]),
    P ! stop, Big ! stop,
    ok.
