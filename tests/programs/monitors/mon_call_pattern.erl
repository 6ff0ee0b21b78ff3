-module(mon_call_pattern).
-export([main/1]).

%% a gen:call-like request using a monitor as the tag
call(Server, Req) ->
    Ref = monitor(process, Server),
    catch Server ! {call, self(), Ref, Req},
    receive
        {Ref, Reply} -> demonitor(Ref, [flush]), {ok, Reply};
        {'DOWN', Ref, process, _, Reason} -> {error, Reason}
    after 200 -> demonitor(Ref, [flush]), {error, timeout}
    end.

server() ->
    receive
        {call, From, Ref, {double, X}} -> From ! {Ref, 2 * X}, server();
        {call, _From, _Ref, crash} -> exit(server_crashed);
        {call, _From, _Ref, ignore} -> server()
    end.

main(_) ->
    S = spawn(fun server/0),
    io:format("~p~n", [call(S, {double, 21})]),
    io:format("~p~n", [call(S, {double, 5})]),
    io:format("~p~n", [call(S, crash)]),
    io:format("~p~n", [call(S, {double, 1})]),
    io:format("~p~n", [call(mon_call_pattern_missing, {double, 1})]),
    S2 = spawn(fun server/0),
    io:format("~p~n", [call(S2, ignore)]),
    io:format("queue clean: ~p~n", [process_info(self(), message_queue_len)]),
    exit(S2, kill),
    ok.
