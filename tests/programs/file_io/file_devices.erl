-module(file_devices).
-export([main/1]).

%% The io module on file devices: format/fwrite/put_chars/write/nl to a
%% file, get_line/get_chars/fread/read from one, setopts/getopts, list and
%% binary modes, and what happens once the file is closed.
main(_) ->
    Dir = file_tmpdir:make(),
    F = filename:join(Dir, "dev.txt"),
    {ok, D} = file:open(F, [write]),
    p(io:format(D, "~w + ~w = ~w~n", [1, 2, 3])),
    p(io:fwrite(D, "~s|~5.2f|~p~n", ["str", 3.14159, {a, "b"}])),
    p(io:put_chars(D, ["chars ", <<"and binary">>])),
    p(io:nl(D)),
    p(io:write(D, [1, {two}, "three"])),
    p(io:nl(D)),
    p(io:put_chars(D, "42 17 word 2.5\n{term, [1,2]}. other.\nlast line\n")),
    p(io:getopts(D)),
    p(io:columns(D)),
    p(io:setopts(D, [{bogus, 1}])),
    p(c(fun() -> io:format(D, "~q", [x]) end)),
    p(io:format(D, "still open~n", [])),
    p(file:close(D)),
    {ok, Bin} = file:read_file(F),
    io:put_chars(Bin),
    {ok, R} = file:open(F, [read]),
    p(io:get_line(R, '')),
    p(io:get_line(R, "prompt ignored> ")),
    p(io:get_chars(R, '', 6)),
    p(io:get_line(R, '')),
    p(io:get_line(R, '')),
    p(io:get_line(R, '')),
    p(io:fread(R, '', "~d ~d ~a ~f")),
    p(io:read(R, '')),
    p(io:read(R, '')),
    p(io:setopts(R, [binary])),
    p(io:getopts(R)),
    p(io:get_line(R, '')),
    p(io:get_line(R, '')),
    p(io:get_chars(R, '', 3)),
    p(io:read(R, '')),
    p(io:fread(R, '', "~d")),
    p(io:setopts(R, [list])),
    p(io:get_line(R, '')),
    p(file:close(R)),
    p(io:get_line(R, '')),
    p(c(fun() -> io:format(R, "x~n", []) end)),
    p(c(fun() -> io:put_chars(R, "x") end)),
    p(io:getopts(R)),
    {ok, B} = file:open(F, [read, binary]),
    p(io:getopts(B)),
    p(io:get_line(B, '')),
    p(file:read_line(B)),
    p(io:get_chars(B, '', 4)),
    p(io:setopts(B, [{binary, false}])),
    p(file:read(B, 5)),
    p(file:close(B)),
    %% a read-only file takes no output: the error ends its server
    {ok, RO} = file:open(F, [read]),
    p(c(fun() -> io:format(RO, "no~n", []) end)),
    p(file:read_line(RO)),
    p(file:close(RO)),
    file_tmpdir:remove(Dir),
    ok.

%% The exception class and reason (not the stack trace) of F, or its value.
c(F) ->
    try F() catch Class:Reason -> {Class, Reason} end.

p(X) -> io:format("~p~n", [X]).
