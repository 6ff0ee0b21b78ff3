-module(msg_refs_tags).
-export([main/1]).

main(_) ->
    Me = self(),
    Server = spawn(fun Loop() -> receive {req, From, Tag, X} -> From ! {Tag, X + 1}, Loop(); stop -> ok end end),
    %% noise in the mailbox before the reply
    [self() ! {noise, I} || I <- lists:seq(1, 100)],
    Tag = make_ref(),
    Server ! {req, Me, Tag, 41},
    R = receive {Tag, V} -> V after 1000 -> timeout end,
    io:format("reply found behind noise: ~p~n", [R]),
    {message_queue_len, Q} = process_info(self(), message_queue_len),
    io:format("noise still queued: ~p~n", [Q]),
    %% several requests in flight, answers taken out of order
    Tags = [{make_ref(), I} || I <- lists:seq(1, 5)],
    [Server ! {req, Me, T, I * 100} || {T, I} <- Tags],
    Answers = [receive {T, A} -> A end || {T, _} <- lists:reverse(Tags)],
    io:format("answers (reverse order of tags): ~p~n", [Answers]),
    io:format("refs unique: ~p~n", [length(lists:usort([T || {T, _} <- Tags])) =:= 5]),
    io:format("ref equality: ~p ~p~n", [Tag =:= Tag, Tag =:= make_ref()]),
    Noise = flush([]),
    io:format("noise in order: ~p~n", [Noise =:= lists:seq(1, 100)]),
    Server ! stop,
    ok.

flush(Acc) -> receive {noise, I} -> flush([I | Acc]) after 0 -> lists:reverse(Acc) end.
