-module(gl_kv_server).
-export([main/1]).

start() -> spawn(fun() -> loop(#{}) end).

rpc(S, Req) ->
    Ref = monitor(process, S),
    S ! {self(), Ref, Req},
    receive
        {Ref, Reply} -> demonitor(Ref, [flush]), Reply;
        {'DOWN', Ref, process, S, Why} -> {server_down, Why}
    end.

loop(M) ->
    receive
        {From, Ref, {put, K, V}} -> From ! {Ref, maps:get(K, M, undefined)}, loop(M#{K => V});
        {From, Ref, {get, K}} ->
            From ! {Ref, case M of #{K := V} -> {ok, V}; _ -> not_found end}, loop(M);
        {From, Ref, {delete, K}} -> From ! {Ref, ok}, loop(maps:remove(K, M));
        {From, Ref, keys} -> From ! {Ref, lists:sort(maps:keys(M))}, loop(M);
        {From, Ref, size} -> From ! {Ref, map_size(M)}, loop(M);
        {From, Ref, {crash, R}} -> From ! {Ref, crashing}, exit(R)
    end.

main(_) ->
    S = start(),
    io:format("put a: ~p~n", [rpc(S, {put, a, 1})]),
    io:format("put a again: ~p~n", [rpc(S, {put, a, 2})]),
    io:format("get a: ~p~n", [rpc(S, {get, a})]),
    io:format("get b: ~p~n", [rpc(S, {get, b})]),
    [rpc(S, {put, {key, I}, I * I}) || I <- lists:seq(1, 100)],
    io:format("size: ~p~n", [rpc(S, size)]),
    io:format("get {key,7}: ~p~n", [rpc(S, {get, {key, 7}})]),
    [rpc(S, {delete, {key, I}}) || I <- lists:seq(2, 100)],
    io:format("keys: ~p~n", [rpc(S, keys)]),
    R = monitor(process, S),
    io:format("crash: ~p~n", [rpc(S, {crash, storage_failure})]),
    receive {'DOWN', R, process, S, Why} -> io:format("server down: ~p~n", [Why]) end,
    io:format("after crash: ~p~n", [rpc(S, size)]),
    io:format("mailbox clean: ~p~n", [process_info(self(), message_queue_len)]),
    ok.
