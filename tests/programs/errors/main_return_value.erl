-module(main_return_value).
-export([main/1]).

%% the return value of main/1 is ignored: exit status 0
main(_) ->
    io:format("returning an error tuple~n"),
    {error, ignored}.
