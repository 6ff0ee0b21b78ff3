-module(halt_status).
-export([main/1]).

main(_) ->
    io:format("before halt~n"),
    [io:format("line ~p~n", [I]) || I <- lists:seq(1, 1000)],
    halt(3),
    io:format("after halt~n").
