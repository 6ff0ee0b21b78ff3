%% Prints 37 lines, then recurses without end (body recursion: the stack grows).
-module(runaway).
-export([main/1]).
main(_) ->
    [io:format("line ~p~n", [I]) || I <- lists:seq(1, 37)],
    io:format("~p~n", [f(0)]).
f(N) -> 1 + f(N + 1).
