%% Smoke test runnable under triheap (and OTP): prints a set of formatted
%% lines; the output must equal io_smoke.expected (generated with OTP 25).
%%   target/debug/triheap run lib/tests/io/io_smoke.erl | diff - lib/tests/io/io_smoke.expected
-module(io_smoke).
-export([main/1]).

main(_) ->
    io:format("~p ~w ~s ~.2f ~e ~g|~-8s|~8.3.0f~n",
              [{a, "b", [1,2]}, x, "str", 3.14159, 1.5, 0.25, "ab", 2.5]),
    io:format("~p~n", [lists:seq(1, 40)]),
    io:format("~p~n", [#{a => 1, b => <<"bin">>, c => <<1,2,3>>, 1.0 => 2, 3 => x}]),
    io:format("~p~n", [{state, [{key_number_one, "value one"}, {key_number_two, 12345},
                                {key_number_three, [a, b, c]}, {nested, {x, y, z}}],
                        <<"some binary data">>, 3.5e-10, -42}]),
    io:format("~10.16.0B|~.2b|~x|~.16#|~.16+~n", [255, 5, 255, "0x", -255, 255]),
    io:format("~w ~W ~P~n", ['hello world', [1,2,3,4,5], 3, {a, {b, {c, {d}}}}, 3]),
    io:format("[~5c|~-5c|~.3c]~n", [$a, $b, $c]),
    io:format("~s~n", [io_lib:write_string("quote\"d\n")]),
    io:format("~p ~p ~p~n", [1.0e10, 1.0e20, 0.1]),
    io:put_chars([<<"done">>, $\n]),
    R = (catch io:format("~q", [x])),
    io:format("~p~n", [element(1, element(2, R))]),
    io:format(standard_error, "to stderr~n", []),
    ok.
