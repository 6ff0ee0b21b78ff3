#!/usr/bin/env escript
%% -*- erlang -*-
%%! -smp enable
-mode(compile).

main([]) ->
    main(["world"]);
main([Name | _]) ->
    io:format("Hello, ~s! (~s)~n", [Name, hd(string:split(?MODULE_STRING, "__escript"))]).
