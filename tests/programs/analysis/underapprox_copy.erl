-module(underapprox_copy).
-export([main/1]).

%% Messages the analysis cannot see being built: lists made by library functions, tuples
%% made by element/setelement and list_to_tuple, data received and sent on with a new
%% part. The sends copy them to the area; the receiver sees them whole.
main(_) ->
    Echo = spawn(fun echo/0),
    Msgs = [lists:seq(1, 50),
            lists:map(fun (X) -> {X, [X]} end, lists:seq(1, 20)),
            setelement(2, {a, b, c}, lists:reverse(lists:seq(1, 10))),
            list_to_tuple([x, "string", <<"binary">>, 3.5, 1 bsl 70]),
            maps:from_list([{K, [K, K]} || K <- lists:seq(1, 40)])],
    Replies = [begin Echo ! {self(), M}, receive {echo, R} -> R end end || M <- Msgs],
    io:format("~p~n", [Replies =:= Msgs]),
    io:format("~p~n", [[erlang:phash2(R) || R <- Replies]]),
    Echo ! stop.

echo() ->
    receive
        stop -> ok;
        {From, M} -> From ! {echo, M}, echo()
    end.
