-module(floats_format).
-export([main/1]).

main(_) ->
    Fs = [0.0, 1.0, -1.0, 0.1, 0.5, 1.5, 2.5, 0.125, 1/3, 2/3, 100.0, 1.0e6, 1.0e7,
          123.456, 999.9999, 0.001, 0.0001, 1.0e-20, 1.0e20, 12345678.0, 0.30000000000000004,
          3.0e10, 4.5e-5, -273.15, 6.62607015e-34, 299792458.0],
    lists:foreach(fun(F) ->
        io:format("~w|~f|~.1f|~.2f|~.6f|~e|~.3e|~g|~.3g|~s~n",
                  [F, F, F, F, F, F, F, F, F, float_to_list(F, [short])])
    end, Fs),
    io:format("~p~n", [[float_to_list(X, [{decimals, 2}]) || X <- [0.005, 0.015, 0.025, 1.005, 2.675]]]),
    io:format("~p~n", [[float_to_list(X, [{decimals, 0}]) || X <- [0.5, 1.5, 2.5, -0.5]]]),
    io:format("~p~n", [[float_to_list(X, [{scientific, 2}]) || X <- [0.0, 1234.5, 0.000999]]]),
    io:format("~p~n", [[float_to_list(X, [{decimals, 4}, compact]) || X <- [1.0, 1.5, 1.25, 1.12345]]]),
    io:format("~p~n", [[float_to_binary(X, [short]) || X <- [1.0, 0.1, 1.0e100]]]),
    io:format("~p~n", [[io_lib:format("~.15g", [X]) || X <- [0.1, 1/3]]]),
    ok.
