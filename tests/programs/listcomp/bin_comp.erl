-module(bin_comp).
-export([main/1]).

main(_) ->
    io:format("~p~n", [<< <<(X * 2)>> || X <- [1, 2, 3] >>]),
    io:format("~p~n", [[X || <<X>> <= <<1, 2, 3, 4>>]]),
    io:format("~p~n", [[X || <<X:4>> <= <<16#AB, 16#CD>>]]),
    io:format("~p~n", [<< <<X:8>> || <<X:8>> <= <<"hello">>, X =/= $l >>]),
    io:format("~p~n", [<< <<(C - 32)>> || <<C>> <= <<"abc">> >>]),
    io:format("~p~n", [[{A, B} || <<A:4, B:4>> <= <<16#12, 16#34>>]]),
    io:format("~p~n", [<< <<X:16/little>> || X <- [1, 256, 65535] >>]),
    io:format("~p~n", [<< <<B/binary, ",">> || B <- [<<"a">>, <<"bc">>, <<"def">>] >>]),
    io:format("~p~n", [<< <<1:1>> || _ <- lists:seq(1, 5) >>]),
    io:format("~p~n", [[X || <<X:3>> <= <<255, 0>>]]),
    io:format("~p~n", [<< <<X>> || X <- lists:seq(1, 70), X rem 7 =:= 0 >>]),
    Pix = << <<R, G, B>> || {R, G, B} <- [{255, 0, 0}, {0, 255, 0}, {0, 0, 255}] >>,
    io:format("~p~n", [[{R, G, B} || <<R, G, B>> <= Pix]]),
    io:format("~p~n", [[X || <<X:8>> <= <<1, 2, 3, 4, 5>>, X rem 2 =:= 1]]),
    ok.
