-module(floats).
-export([main/1]).

main(_) ->
    Fs = [0.0, 1.0, -1.0, 0.5, 0.1, 0.2, 0.1 + 0.2, 1/3, 2/3, 3.14159, 100.0,
          1234567.0, 12345678.9, 1.0e15, 1.0e16, 1.0e20, 1.0e21, 1.0e22,
          1.5e300, 1.0e-5, 1.0e-10, 123.456e-7, 5.0e-324, 1.7976931348623157e308,
          -0.0, 2.5, 0.3, 1.0e100, 9007199254740992.0, 6.02214076e23],
    lists:foreach(fun(F) ->
        io:format("~p | ~w | ~s~n", [F, F, float_to_list(F)])
    end, Fs),
    lists:foreach(fun(F) ->
        io:format("~f | ~e | ~g | ~.3f | ~.2e~n", [F, F, F, F, F])
    end, [0.0, 1.0, -1.5, 3.14159265, 1234.5678, 0.000123, 1.0e10, 2.0e-7, 99.995]),
    io:format("~p~n", [float_to_list(3.14159, [{decimals, 2}])]),
    io:format("~p~n", [float_to_list(3.0, [{decimals, 4}, compact])]),
    io:format("~p~n", [float_to_list(2.5, [{scientific, 3}])]),
    io:format("~p~n", [float_to_list(1.0, [short])]),
    io:format("~p~n", [float_to_binary(0.1)]),
    io:format("~p~n", [list_to_float("2.5e3")]),
    io:format("~p~n", [list_to_float("-0.001")]),
    io:format("~p~n", [binary_to_float(<<"1.25">>)]),
    io:format("~p~n", [[round(X) || X <- [2.5, 3.5, -2.5, -0.5, 0.4999, 1.5, 2.4]]]),
    io:format("~p~n", [[trunc(X) || X <- [2.7, -2.7, 0.1, -0.1, 1.0e10]]]),
    io:format("~p~n", [[floor(X) || X <- [2.7, -2.7, 3.0, -0.1]]]),
    io:format("~p~n", [[ceil(X) || X <- [2.2, -2.7, 3.0, -0.1]]]),
    io:format("~p~n", [float(7)]),
    io:format("~p~n", [7 / 7]),
    io:format("~p~n", [1.0 * 3]),
    io:format("~p ~p~n", [0.0 == -0.0, 0.0 =:= -0.0]),
    io:format("~p~n", [1 == 1.0]),
    io:format("~p~n", [1 =:= 1.0]),
    io:format("~p~n", [1 /= 1.0]),
    io:format("~p~n", [1 =/= 1.0]),
    io:format("~p~n", [1.0e20 + 1]),
    io:format("~p~n", [math:sqrt(2)]),
    io:format("~p~n", [-1.0e-300 * 1.0e-300]),
    io:format("~p~n", [is_float(1.0)]),
    io:format("~p~n", [abs(-0.0)]),
    io:format("~p~n", [0.1 * 3]),
    io:format("~p~n", [100 * 1.1]),
    io:format("~p~n", [1.0e23]),
    io:format("~p~n", [4.35]),
    io:format("~p~n", [2.0e-3]),
    io:format("~p~n", [123456789012345680000.0]),
    ok.
