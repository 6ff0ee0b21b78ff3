-module(stdin_lines).
-export([main/1]).

%% Reading standard input a line at a time: prompts, a last line without a
%% newline, empty lines, and eof (which stays eof).
main(_) ->
    L1 = io:get_line("first> "),
    io:format("~p~n", [L1]),
    L2 = io:get_line(''),
    io:format("~p~n", [L2]),
    L3 = io:get_line(standard_io, "third: "),
    io:format("~p~n", [L3]),
    L4 = io:get_line(user, ''),
    io:format("~p~n", [L4]),
    Rest = read_all([]),
    io:format("~p lines: ~p~n", [length(Rest), Rest]),
    io:format("~p~n", [io:get_line('')]),
    io:format("~p~n", [io:get_line("again> ")]),
    io:format("~p~n", [io:get_chars('', 4)]),
    io:format("~p~n", [io:getopts()]),
    io:format("~p ~p~n", [io:columns(), io:rows()]),
    io:format("~p~n", [io:columns(standard_io)]),
    io:format("~p~n", [io:get_line(no_such_device, '')]),
    ok.

read_all(Acc) ->
    case io:get_line('') of
        eof -> lists:reverse(Acc);
        Line -> read_all([string:trim(Line, trailing, "\n") | Acc])
    end.
