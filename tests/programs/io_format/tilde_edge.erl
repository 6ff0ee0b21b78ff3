-module(tilde_edge).
-export([main/1]).

main(_) ->
    io:format("100~~ sure~n"),
    io:format("~s~s~n", ["", ""]),
    io:format("~p~n", [""]),
    io:format("~s~n", [[]]),
    io:format("~10s|~n", [""]),
    io:format("~w ~w~n", [-0, - 1]),
    io:format("~p~n", [[[]]]),
    io:format("~p~n", ['']),
    io:format("~s~n", [''] ),
    io:format("~c~n", [$~]),
    io:format("~~p~n", []),
    io:format("a~nb~nc~n"),
    io:format("~3n"),
    io:format("end~n"),
    io:format("~p ~p~n", [true, 'true']),
    io:format(<<"binary format ~p~n">>, [ok]),
    io:format(format_atom, []),
    io:format("~n"),
    ok.
