-module(char_literals).
-export([main/1]).

main(_) ->
    Chars = [$a, $Z, $0, $\s, $\n, $\t, $\r, $\\, $', $", $\e, $\d, $\b, $\f, $\v,
             $\0, $\7, $\101, $\x41, $\x{3bb}, $\^A, $\^Z, $\^[, $~],
    io:format("~w~n", [Chars]),
    io:format("~p~n", ["\x41\x42\x43"]),
    io:format("~p~n", ["octal \101\102"]),
    io:format("~p~n", ["ctrl \^G bell"]),
    io:format("~p~n", ["multi" "part" " string"]),
    io:format("~p~n", ['atom\x41']),
    io:format("~p~n", [[$a | "bc"] =:= "abc"]),
    io:format("~p~n", [$z - $a]),
    io:format("~p~n", [[C + 1 || C <- "HAL"]]),
    io:format("~s~n", [[C + 1 || C <- "HAL"]]),
    ok.
