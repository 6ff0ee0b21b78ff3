-module(file_whole).
-export([main/1]).

%% Whole-file operations and file:consult/1 on a temporary file.
main(_) ->
    Name = "/tmp/file_whole_" ++ integer_to_list(erlang:system_time()) ++ ".txt",
    io:format("~p~n", [file:write_file(Name, ["{a, 1}.\n", <<"[x, \"y\"].\n">>, "42.\n", [[$%, $\s, "c"]], "\n"])]),
    io:format("~p~n", [file:read_file(Name)]),
    io:format("~p~n", [file:consult(Name)]),
    io:format("~p~n", [file:write_file(Name, <<"{unterminated">>)]),
    io:format("~p~n", [element(1, file:consult(Name))]),
    io:format("~p~n", [file:delete(Name)]),
    io:format("~p~n", [file:delete(Name)]),
    io:format("~p~n", [file:read_file(Name)]),
    io:format("~p~n", [file:consult(Name)]),
    ok.
