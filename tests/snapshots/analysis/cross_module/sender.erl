-module(sender).
-export([main/1]).

main(_) ->
    P = spawn(fun server/0),
    P ! builder:request(self(), {get, key}),
    receive R -> io:format("~p~n", [R]) end.

server() ->
    receive
        {request, From, _} -> From ! builder:reply(42)
    end.
