-module(stdin_chars).
-export([main/1]).

%% get_chars/2,3 and binary mode (setopts/getopts) on standard input.
%% (Binary mode is set before the first read: Erlang/OTP 25's standard io
%% server fails on a binary-mode get_line after list-mode reads.)
main(_) ->
    p(io:getopts()),
    p(io:setopts([binary])),
    p(io:getopts()),
    p(io:get_chars('', 3)),
    p(io:get_line('')),
    p(io:get_line('')),
    p(io:get_chars('', 5)),
    p(io:get_line("prompt> ")),
    p(io:setopts([{binary, false}])),
    p(io:get_chars(standard_io, '', 6)),
    p(io:get_line('')),
    p(io:setopts(standard_io, [list])),
    p(io:setopts([{encoding, latin1}])),
    p(io:setopts([bogus_option])),
    p(io:setopts(not_a_list)),
    p(io:getopts(standard_io)),
    p(io:get_line('')),
    p(io:get_chars('', 100)),
    p(io:get_chars('', 1)),
    p(io:get_line('')),
    p(io:fread('', "~d")),
    p(io:read('')),
    ok.

p(X) -> io:format("~p~n", [X]).
