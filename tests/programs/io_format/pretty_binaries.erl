-module(pretty_binaries).
-export([main/1]).

main(_) ->
    io:format("~p~n", [list_to_binary(lists:seq(1, 100))]),
    io:format("~p~n", [list_to_binary(lists:duplicate(100, $a))]),
    io:format("~p~n", [[<<"short">>, <<"binaries">>, <<"in">>, <<"a">>, <<"list">>, <<"that is long enough to wrap around">>]]),
    io:format("~p~n", [{bin, <<1, 2, 3:4>>, <<"text", 0>>, <<>>}]),
    io:format("~p~n", [<<"text with\nnewline and \"quotes\"">>]),
    io:format("~w~n", [list_to_binary(lists:seq(32, 50))]),
    io:format("~P~n", [list_to_binary(lists:seq(1, 50)), 10]),
    io:format("~P~n", [<<"a printable binary that is long">>, 5]),
    ok.
