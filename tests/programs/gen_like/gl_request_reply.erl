-module(gl_request_reply).
-export([main/1]).

%% requests tagged with make_ref(); replies may come back in any order,
%% each caller picks its own reply.
server() ->
    receive
        {req, From, Tag, {sleep_then, Ms, V}} ->
            spawn(fun() -> timer:sleep(Ms), From ! {Tag, V} end),
            server();
        {req, From, Tag, {echo, V}} -> From ! {Tag, V}, server();
        stop -> ok
    end.

send_req(S, Req) -> Tag = make_ref(), S ! {req, self(), Tag, Req}, Tag.

wait_reply(Tag, Timeout) ->
    receive {Tag, V} -> {ok, V} after Timeout -> {error, timeout} end.

main(_) ->
    S = spawn(fun server/0),
    T1 = send_req(S, {sleep_then, 60, slow}),
    T2 = send_req(S, {sleep_then, 10, fast}),
    T3 = send_req(S, {echo, immediate}),
    io:format("reply 1: ~p~n", [wait_reply(T1, 1000)]),
    io:format("reply 2: ~p~n", [wait_reply(T2, 1000)]),
    io:format("reply 3: ~p~n", [wait_reply(T3, 1000)]),
    T4 = send_req(S, {sleep_then, 200, too_late}),
    io:format("short timeout: ~p~n", [wait_reply(T4, 20)]),
    io:format("longer wait gets it: ~p~n", [wait_reply(T4, 1000)]),
    io:format("unknown tag: ~p~n", [wait_reply(make_ref(), 0)]),
    %% a late reply to an abandoned request stays in the mailbox: drop it by tag
    T5 = send_req(S, {sleep_then, 20, abandoned}),
    io:format("abandon: ~p~n", [wait_reply(T5, 0)]),
    timer:sleep(200),
    Dropped = receive {T5, _} -> dropped after 0 -> none end,
    io:format("late reply: ~p~n", [Dropped]),
    Tags = [send_req(S, {echo, I}) || I <- lists:seq(1, 20)],
    Vals = [element(2, wait_reply(T, 1000)) || T <- lists:reverse(Tags)],
    io:format("20 replies collected in reverse: ~p~n", [Vals]),
    S ! stop,
    ok.
