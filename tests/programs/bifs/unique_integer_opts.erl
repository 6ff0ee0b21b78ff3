-module(unique_integer_opts).
-export([main/1]).

%% erlang:unique_integer/0,1: its options, and badarg for anything else.
main(_) ->
    A = erlang:unique_integer([positive, monotonic]),
    B = erlang:unique_integer([positive, monotonic]),
    C = erlang:unique_integer([monotonic]),
    D = erlang:unique_integer([monotonic, monotonic]),
    io:format("~p~n", [{B > A, D > C, A > 0, B > 0}]),
    io:format("~p~n", [[is_integer(erlang:unique_integer(O)) || O <- [[], [positive], [monotonic]]]]),
    io:format("~p~n", [erlang:unique_integer([positive]) > 0]),
    io:format("~p~n", [is_integer(erlang:unique_integer())]),
    [io:format("~p~n", [try erlang:unique_integer(O) of _ -> ok catch C1:R -> {C1, R} end])
     || O <- [[bad], x, [positive | monotonic], [positive, 1], "positive", #{}]],
    ok.
