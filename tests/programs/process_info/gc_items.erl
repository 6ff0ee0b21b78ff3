-module(gc_items).
-export([main/1]).

%% process_info/2 items min_heap_size, min_bin_vheap_size,
%% garbage_collection, status, message_queue_len; spawn_opt with
%% {min_heap_size, N} and {min_bin_vheap_size, N}; process_flag/2.
main(_) ->
    Items = [min_heap_size, min_bin_vheap_size, status, message_queue_len, priority],
    io:format("~p~n", [process_info(self(), Items)]),
    {garbage_collection, GC} = process_info(self(), garbage_collection),
    io:format("~p~n", [[K || {K, _} <- GC]]),
    io:format("~p~n", [[{K, V} || {K, V} <- GC, K =/= minor_gcs]]),
    Self = self(),
    P = spawn_opt(fun() ->
                      Self ! {info, process_info(self(), [min_heap_size, min_bin_vheap_size])},
                      receive _ -> ok end
                  end, [{min_heap_size, 1000}, {min_bin_vheap_size, 50000}]),
    receive {info, I} -> io:format("~p~n", [I]) end,
    io:format("~p~n", [process_info(P, [status, message_queue_len])]),
    Q = spawn(fun() -> receive x -> ok end end),
    Q ! a, Q ! b,
    timer:sleep(10),
    io:format("~p~n", [process_info(Q, [message_queue_len, messages, status])]),
    io:format("~p~n", [[process_info(spawn_opt(fun() -> receive _ -> ok end end, [{min_heap_size, N}]), min_heap_size)
                        || N <- [0, 100, 233, 234, 377, 5000, 100000]]]),
    Old = process_flag(min_bin_vheap_size, 100000),
    io:format("~p ~p~n", [Old, process_info(self(), min_bin_vheap_size)]),
    ok.
