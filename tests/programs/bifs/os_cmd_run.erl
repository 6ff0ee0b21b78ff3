-module(os_cmd_run).
-export([main/1]).

%% os:cmd/1,2: the command's standard output as a list of characters.
main(_) ->
    io:format("~p~n", [os:cmd("echo hello; echo world")]),
    io:format("~p~n", [os:cmd(["ec", "ho", [$\s, "deep"]])]),
    io:format("~p~n", [err(fun() -> os:cmd(['ec', "ho"]) end)]),
    io:format("~p~n", [os:cmd('printf abc')]),
    io:format("~p~n", [os:cmd("true")]),
    io:format("~p~n", [os:cmd("exit 3")]),
    io:format("~p~n", [os:cmd("cat")]),
    io:format("~p~n", [os:cmd("echo 1234567890", #{max_size => 4})]),
    io:format("~p~n", [os:cmd("echo 12", #{max_size => infinity})]),
    io:format("~p~n", [length(os:cmd("seq 1 20000"))]),
    io:format("~p~n", [err(fun() -> os:cmd(123) end)]),
    io:format("~p~n", [err(fun() -> os:cmd([$a | b]) end)]),
    io:format("~p~n", [err(fun() -> os:cmd("true", #{max_size => -1}) end)]),
    io:format("~p~n", [erlang:system_info(machine)]).

err(F) ->
    try F() catch C:R -> {C, R} end.
