-module(gl_cache_server).
-export([main/1]).

%% a caching server in front of a slow "backend" process; concurrent requests
%% for the same key are coalesced into one backend call.
backend(Calls) ->
    receive
        {fetch, K, From} -> From ! {fetched, K, {value_of, K}}, backend(Calls + 1);
        {calls, From} -> From ! {calls, Calls}, backend(Calls)
    end.

cache(Backend, Cache, Pending) ->
    receive
        {get, K, From} ->
            case Cache of
                #{K := V} -> From ! {cached, K, V}, cache(Backend, Cache, Pending);
                _ ->
                    case Pending of
                        #{K := Ws} -> cache(Backend, Cache, Pending#{K := [From | Ws]});
                        _ -> Backend ! {fetch, K, self()}, cache(Backend, Cache, Pending#{K => [From]})
                    end
            end;
        {fetched, K, V} ->
            [W ! {fresh, K, V} || W <- lists:reverse(maps:get(K, Pending))],
            cache(Backend, Cache#{K => V}, maps:remove(K, Pending));
        stop -> ok
    end.

get(C, K) -> C ! {get, K, self()}, receive {How, K, V} -> {How, V} end.

main(_) ->
    B = spawn(fun() -> backend(0) end),
    C = spawn(fun() -> cache(B, #{}, #{}) end),
    io:format("first: ~p~n", [get(C, a)]),
    io:format("second: ~p~n", [get(C, a)]),
    io:format("other key: ~p~n", [get(C, b)]),
    Me = self(),
    Clients = [spawn(fun() -> Me ! {client, get(C, z)} end) || _ <- lists:seq(1, 10)],
    Rs = [receive {client, R} -> element(2, R) end || _ <- Clients],
    io:format("10 clients same value: ~p~n", [lists:usort(Rs)]),
    B ! {calls, self()},
    receive {calls, N} -> io:format("backend calls: ~p~n", [N]) end,
    C ! stop,
    exit(B, kill),
    ok.
