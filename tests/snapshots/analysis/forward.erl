-module(forward).
-export([main/1]).

%% Data received is in the area already: forwarding it copies nothing, and wrapping it in
%% a new message copies only the wrapper's own parts.
main(_) ->
    Last = spawn(fun last/0),
    Mid = spawn(fun () -> relay(Last) end),
    Mid ! {data, [1, 2, 3]},
    Mid ! stop.

relay(To) ->
    receive
        stop -> To ! stop;
        {data, D} = M ->
            To ! M,
            To ! {wrapped, self(), D},
            relay(To)
    end.

last() ->
    receive
        stop -> ok;
        _ -> last()
    end.
