-module(stdin_terms).
-export([main/1]).

%% io:read/1,2,3: Erlang terms ended by a dot, over several lines, errors,
%% and eof.
main(_) ->
    p(io:read("term> ")),
    p(io:read('')),
    p(io:read(standard_io, '')),
    p(io:read('')),
    p(io:read('')),
    p(io:read(standard_io, '', 10)),
    p(io:read('')),
    p(io:read('')),
    Rest = all([]),
    p(Rest),
    p(io:read('')),
    p(io:get_line('')),
    ok.

all(Acc) ->
    case io:read('') of
        {ok, T} -> all([T | Acc]);
        eof -> lists:reverse(Acc);
        {error, E} -> all([{error, E} | Acc])
    end.

p(X) -> io:format("~p~n", [X]).
