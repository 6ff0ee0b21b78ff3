-module(halt_plain).
-export([main/1]).

main(_) ->
    io:format("halt/0~n"),
    halt(),
    io:format("not reached~n").
