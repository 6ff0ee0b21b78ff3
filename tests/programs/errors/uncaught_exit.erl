-module(uncaught_exit).
-export([main/1]).

main(_) ->
    io:format("about to exit~n"),
    exit(some_reason).
