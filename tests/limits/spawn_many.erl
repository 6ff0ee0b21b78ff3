-module(spawn_many).
-export([main/1]).

%% Spawns waiting processes until spawn fails; prints how many it made, the error, and the
%% process limit the runtime reports.
main(_) ->
    {N, Error} = spawn_until_limit(0),
    io:format("~p~n~p~n~p~n", [N, Error, erlang:system_info(process_limit)]).

spawn_until_limit(N) ->
    try spawn(fun() -> receive stop -> ok end end) of
        _ -> spawn_until_limit(N + 1)
    catch
        error:E -> {N, E}
    end.
