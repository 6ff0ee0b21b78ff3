-module(write_vs_print).
-export([main/1]).

main(_) ->
    Terms = [[], "", "abc", [97, 98, 0], [$a | $b], [1 | 2], "tab\tnl\n", [10],
             [8, 9, 10, 11, 12, 13, 27, 127], "x\"y'z\\", <<>>, <<"a">>,
             <<1, 2>>, <<"abc", 0>>, <<"a\tb">>, 'quoted atom', 'UPPER', '_underscore',
             'a@b', {}, {[]}, -0.0, 1.0e-7, 123456789012345678901234567890,
             #{"k" => <<"v">>}, [{a, "b"}], [[65, 66], [67]], "\e\b\f\v\r",
             [0], [256], [$a, 256], "🙂"],
    lists:foreach(fun(T) -> io:format("~w => ~p~n", [T, T]) end, Terms),
    ok.
