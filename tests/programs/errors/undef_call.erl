-module(undef_call).
-export([main/1]).

main(_) ->
    io:format("calling a missing function~n"),
    undef_call:does_not_exist(1, 2).
