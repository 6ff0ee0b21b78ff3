-module(latin1_output).
-export([main/1]).

%% OTP's standard_io in -noshell/escript mode has encoding latin1: ~p treats
%% characters 160..255 as printable and writes them as single (non-UTF-8)
%% bytes; ~ts of characters above 255 prints \x{...} escapes.
main(_) ->
    io:format("~p~n", [[233, 224, 252]]),
    io:format("~p~n", [<<233, 224, 252>>]),
    io:format("~w~n", [[233, 224, 252]]),
    io:format("~s~n", [[233, 224, 252]]),
    io:format("~p~n", [[128, 159]]),
    io:format("~p~n", [[160, 255]]),
    io:format("~p~n", [<<200, 201>>]),
    io:format("~p~n", ['caf\x{e9}']),
    io:format("~ts~n", [[955, 956, $a]]),
    io:format("~tp~n", [[955, 956]]),
    io:format("~p~n", [[955, 956]]),
    ok.
