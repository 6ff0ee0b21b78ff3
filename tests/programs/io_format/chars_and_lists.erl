-module(chars_and_lists).
-export([main/1]).

main(_) ->
    %% printable-list detection with ~p (latin1 range by default)
    Cases = [[72, 101, 108, 108, 111], [72, 101, 108, 108, 111, 1], [$a, $\n, $b],
             [$a, 7, $b], "   ", [32, 126], [31], [126, 127], lists:seq($a, $z),
             lists:seq(0, 10), [$x, [$y]], [$a | "bc"], [[$a], [$b]], ["ab", "cd"],
             [{}], [a, "b"], [1.0], [-1], [$a, -1], [1114111], [16#D800]],
    [io:format("~p~n", [C]) || C <- Cases],
    io:format("~s~n", [[$a, [$b, [$c]], <<"d">>]]),
    io:format("~c~n", [$A]),
    io:format("~p~n", [[[$a, $b], [$c, $d]]]),
    ok.
