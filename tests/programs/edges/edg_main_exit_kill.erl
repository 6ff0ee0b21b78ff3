%% main ending by exit(kill): status 1, and a report on standard error
%% (checked by crates/cli/tests/main_exit.rs).
-module(edg_main_exit_kill).
-export([main/1]).

main(_) ->
    io:format("before~n"),
    exit(kill).
