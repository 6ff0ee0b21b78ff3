-module(stdin_fread).
-export([main/1]).

%% io:fread/2,3 with the common control sequences, widths, literal text,
%% suppression, errors (which drop the rest of the line) and eof.
main(_) ->
    p(io:fread("nums> ", "~d ~d")),
    p(io:fread('', "~f ~f")),
    p(io:fread('', "~s ~a")),
    p(io:fread('', "~3d~2d~s")),
    p(io:fread('', "~c~c~c")),
    p(io:fread('', "~5c")),
    p(io:fread('', "~u ~16u ~2u")),
    p(io:fread('', "~-~d ~-~d")),
    p(io:fread('', "~#")),
    p(io:fread('', "x=~d, y=~d")),
    p(io:fread('', "~*d ~d")),
    p(io:fread('', "~s~l~s")),
    p(io:fread('', "~d")),
    p(io:fread('', "~s")),
    p(io:fread('', "~f")),
    p(io:fread('', "~d")),
    p(io:fread('', "~~~d")),
    p(io:fread('', "~d")),
    p(io:fread('', "~a~d")),
    p(io:fread('', "~10s")),
    p(io:fread(standard_io, '', "~s")),
    p(io:fread('', "~d")),
    p(io:fread('', "~s")),
    p(io:get_line('')),
    ok.

p(X) -> io:format("~p~n", [X]).
