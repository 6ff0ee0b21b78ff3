-module(halt_zero).
-export([main/1]).

main(_) ->
    io:format("halting with 0~n"),
    halt(0),
    io:format("not reached~n").
