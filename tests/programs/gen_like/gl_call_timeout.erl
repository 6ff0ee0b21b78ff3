-module(gl_call_timeout).
-export([main/1]).

%% a call with timeout; the late reply is recognised by its ref and discarded.
call(S, Req, Timeout) ->
    Ref = monitor(process, S),
    S ! {Req, self(), Ref},
    receive
        {Ref, Reply} -> demonitor(Ref, [flush]), {ok, Reply};
        {'DOWN', Ref, process, _, R} -> {down, R}
    after Timeout ->
            demonitor(Ref, [flush]),
            {timeout, Ref}
    end.

server() ->
    receive
        {{work, Ms}, From, Ref} -> timer:sleep(Ms), From ! {Ref, {done, Ms}}, server();
        {die, _From, _Ref} -> exit(asked_to_die)
    end.

main(_) ->
    S = spawn(fun server/0),
    io:format("quick: ~p~n", [call(S, {work, 5}, 500)]),
    {timeout, LateRef} = call(S, {work, 100}, 10),
    io:format("slow call timed out~n"),
    io:format("next call waits behind the slow one: ~p~n", [call(S, {work, 1}, 1000)]),
    Late = receive {LateRef, X} -> {late_reply, X} after 0 -> none end,
    io:format("late reply found by ref: ~p~n", [Late]),
    io:format("server death: ~p~n", [call(S, die, 1000)]),
    io:format("dead server: ~p~n", [call(S, {work, 1}, 1000)]),
    io:format("mailbox: ~p~n", [process_info(self(), messages)]),
    ok.
