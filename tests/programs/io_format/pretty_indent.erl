-module(pretty_indent).
-export([main/1]).

main(_) ->
    T = {a, [b, c, {d, e, [f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z]}], "some text here"},
    io:format("~p~n", [T]),
    io:format("prefix: ~p~n", [T]),
    io:format("a longer prefix text here: ~p~n", [T]),
    io:format("~40p~n", [T]),
    io:format("~60p~n", [lists:seq(1, 40)]),
    io:format("~30p~n", [#{alpha => 1, beta => 2, gamma => 3, delta => 4}]),
    io:format("~p~n", [[{"key number one", "value number one"}, {"key number two", "value number two"}]]),
    io:format("~p~n", [{{{{{{{{{{deep}}}}}}}}}}]),
    Wide = list_to_tuple([list_to_atom([$a + I]) || I <- lists:seq(0, 25)] ++ lists:seq(1, 20)),
    io:format("~p~n", [Wide]),
    io:format("~p~n", [[lists:seq(1, 15), lists:seq(16, 30), lists:seq(31, 45)]]),
    io:format("~p~n", [{ok, [{name, <<"a binary name">>}, {values, [1.5, 2.25, 3.125, 4.0625, 5.03125, 6.015625]}]}]),
    S = lists:flatten(io_lib:format("~p", [lists:seq(1, 40)])),
    io:format("~p~n", [S]),
    io:format("~s~n", [io_lib:format("~p", [lists:seq(1, 40)])]),
    io:format("~p~n", [length(S)]),
    ok.
