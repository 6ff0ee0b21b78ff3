#!/usr/bin/env escript
main(_) ->
    io:format("~s~n", [hd(string:split(?MODULE_STRING, "__escript"))]).
