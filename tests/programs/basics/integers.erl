-module(integers).
-export([main/1]).

main(_) ->
    Xs = [0, 1, -1, 7, -7, 255, 256, -128, 65535, 134217727, 134217728,
          -134217728, -134217729, 576460752303423487, 576460752303423488,
          -576460752303423488, -576460752303423489, 9007199254740993],
    lists:foreach(fun(X) ->
        io:format("~w: ~s ~s ~s ~s~n",
                  [X, integer_to_list(X), integer_to_list(X, 2),
                   integer_to_list(X, 16), integer_to_list(X, 36)])
    end, Xs),
    lists:foreach(fun(B) ->
        io:format("base ~w: ~s~n", [B, integer_to_list(1000, B)])
    end, lists:seq(2, 36)),
    io:format("~p~n", [list_to_integer("ff", 16)]),
    io:format("~p~n", [list_to_integer("-101", 2)]),
    io:format("~p~n", [list_to_integer("+42")]),
    io:format("~p~n", [list_to_integer("007")]),
    io:format("~p~n", [list_to_integer("zz", 36)]),
    io:format("~p~n", [integer_to_binary(12345)]),
    io:format("~p~n", [integer_to_binary(255, 16)]),
    io:format("~p~n", [binary_to_integer(<<"-999">>)]),
    io:format("~p~n", [binary_to_integer(<<"7f">>, 16)]),
    io:format("~p~n", [[X div 3 || X <- [-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]]]),
    io:format("~p~n", [[X rem 3 || X <- [-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]]]),
    io:format("~p~n", [[X bsr 1 || X <- [-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3]]]),
    io:format("~p~n", [[X band 3 || X <- [-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3]]]),
    io:format("~p ~p~n", [is_integer(5), is_integer(5.0)]),
    io:format("~p ~p~n", [is_number(5), is_number(foo)]),
    io:format("~p~n", [$A]),
    io:format("~p~n", [[$\n, $\t, $\s, $\\, $\e, $\0]]),
    ok.
