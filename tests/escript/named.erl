#!/usr/bin/env escript
-module(named_script).
%% With -module the module keeps its name; main/1 need not be exported.

main(Args) ->
    io:format("~p ~p~n", [?MODULE, length(Args)]),
    halt(3).
