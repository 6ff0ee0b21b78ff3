-module(gl_pubsub).
-export([main/1]).

%% an event manager: subscribers register, events are broadcast, dead subscribers are dropped.
manager(Subs) ->
    receive
        {subscribe, P, From} -> Ref = monitor(process, P), From ! subscribed, manager([{P, Ref} | Subs]);
        {unsubscribe, P, From} ->
            case lists:keyfind(P, 1, Subs) of
                {P, Ref} -> demonitor(Ref, [flush]), From ! unsubscribed, manager(lists:keydelete(P, 1, Subs));
                false -> From ! not_subscribed, manager(Subs)
            end;
        {publish, Ev, From} ->
            [P ! {event, Ev, self()} || {P, _} <- Subs],
            From ! {published, length(Subs)},
            manager(Subs);
        {'DOWN', Ref, process, P, _} -> manager(lists:delete({P, Ref}, Subs));
        {count, From} -> From ! {count, length(Subs)}, manager(Subs)
    end.

subscriber(Name, Log) ->
    receive
        {event, Ev, _M} -> Log ! {log, Name, Ev}, subscriber(Name, Log);
        die -> exit(subscriber_died)
    end.

req(M, Msg) -> M ! erlang:append_element(Msg, self()), receive R -> R end.

main(_) ->
    Me = self(),
    M = spawn(fun() -> manager([]) end),
    Subs = [{N, spawn(fun() -> subscriber(N, Me) end)} || N <- [s1, s2, s3]],
    [subscribed = req(M, {subscribe, P}) || {_, P} <- Subs],
    io:format("publish hello: ~p~n", [req(M, {publish, hello})]),
    Logs = lists:sort([receive {log, N, E} -> {N, E} end || _ <- Subs]),
    io:format("received: ~p~n", [Logs]),
    {s2, S2} = lists:keyfind(s2, 1, Subs),
    io:format("unsubscribe s2: ~p~n", [req(M, {unsubscribe, S2})]),
    io:format("unsubscribe s2 again: ~p~n", [req(M, {unsubscribe, S2})]),
    io:format("publish e2: ~p~n", [req(M, {publish, e2})]),
    Logs2 = lists:sort([receive {log, N, E} -> {N, E} end || _ <- [1, 2]]),
    io:format("received: ~p~n", [Logs2]),
    {s3, S3} = lists:keyfind(s3, 1, Subs),
    R = monitor(process, S3),
    S3 ! die,
    receive {'DOWN', R, process, S3, _} -> ok end,
    %% the manager sees the DOWN before our next request? Only the order between
    %% s3->manager and us->manager is not defined, so ask until it is updated.
    io:format("count after s3 died: ~p~n", [wait_count(M, 1, 100)]),
    io:format("publish e3: ~p~n", [req(M, {publish, e3})]),
    receive {log, N3, E3} -> io:format("received: ~p~n", [{N3, E3}]) end,
    [exit(P, kill) || {_, P} <- Subs],
    exit(M, kill),
    ok.

wait_count(_M, _Want, 0) -> gave_up;
wait_count(M, Want, N) ->
    case req(M, {count}) of
        {count, Want} -> {count, Want};
        _ -> timer:sleep(1), wait_count(M, Want, N - 1)
    end.
