-module(string_list_to_num).
-export([main/1]).

%% string:list_to_integer/1 and string:list_to_float/1: the rest is
%% returned as it is (even an improper tail); errors are returned values.
main(_) ->
    Ints = ["12ab", "-12", "+12 ", "ab", "", "-", "+", "007", " 12",
            "123456789012345678901234567890x", "1.5", "--1",
            abc, <<"12">>, 12, [$1, $2 | foo], [$1, $2, foo], [$a, foo],
            [$1, 300], [$- | foo]],
    [io:format("list_to_integer(~w) -> ~w~n", [S, string:list_to_integer(S)])
     || S <- Ints],
    Floats = ["1.5", "1.5e3x", "1.5E-3", "1.5e", "1.5e+", "1.5e-x", "1,5",
              "1.", ".5", "1", "-1.25abc", "+1.25", "1e5", "1.0e400",
              "1.5e3.2", "", "-", "12.34.56", "0.0", "-0.0", "1.5e10000",
              abc, <<"1.5">>, 1.5, [$1, $., $5 | x], [$1, $., $5, x],
              [$1, $. | x], "2.5e+07 rest"],
    [io:format("list_to_float(~w) -> ~w~n", [S, string:list_to_float(S)])
     || S <- Floats],
    ok.
