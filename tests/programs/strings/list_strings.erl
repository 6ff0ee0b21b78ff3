-module(list_strings).
-export([main/1]).

capitalize([H | T]) when H >= $a, H =< $z -> [H - 32 | T];
capitalize(S) -> S.

is_palindrome(S) ->
    Clean = [C || C <- string:to_lower(S), C >= $a, C =< $z],
    Clean =:= lists:reverse(Clean).

caesar(S, N) ->
    [if C >= $a, C =< $z -> $a + (C - $a + N) rem 26;
        C >= $A, C =< $Z -> $A + (C - $A + N) rem 26;
        true -> C
     end || C <- S].

count_vowels(S) -> length([C || C <- S, lists:member(C, "aeiouAEIOU")]).

main(_) ->
    S = "hello world",
    io:format("~s~n", [S]),
    io:format("~p~n", [S]),
    io:format("~w~n", [S]),
    io:format("~p~n", [length(S)]),
    io:format("~p~n", [lists:reverse(S)]),
    io:format("~p~n", [capitalize(S)]),
    io:format("~p~n", [[capitalize(W) || W <- string:tokens(S, " ")]]),
    io:format("~p~n", [[is_palindrome(X) || X <- ["A man, a plan, a canal: Panama", "hello", "racecar"]]]),
    io:format("~p~n", [caesar("Hello, World!", 3)]),
    io:format("~p~n", [caesar(caesar("Hello, World!", 3), 23)]),
    io:format("~p~n", [count_vowels("The quick brown fox jumps over the lazy dog")]),
    io:format("~p~n", ["con" ++ "cat" ++ "enation"]),
    io:format("~p~n", [lists:concat(["a", b, 1, 2.5, "c"])]),
    io:format("~p~n", [lists:flatten(["a", ["b", ["c"]], "d"])]),
    io:format("~p~n", [lists:flatten(io_lib:format("~p-~s-~w", [1, "two", three]))]),
    io:format("~p~n", [io_lib:format("~p", [x])]),
    io:format("~p~n", [lists:prefix("ab", "abc")]),
    io:format("~p~n", [lists:suffix("bc", "abc")]),
    io:format("~p~n", [string:to_upper($a)]),
    io:format("~p~n", [[$a + I || I <- lists:seq(0, 25)]]),
    io:format("~p~n", ["line1\nline2\ttab"]),
    io:format("~s~n", ["line1\nline2\ttab"]),
    io:format("~p~n", ["with \"quotes\" and \\backslash"]),
    io:format("~p~n", [[7, 8, 9, 10, 11, 12, 13, 27]]),
    io:format("~p~n", [[31, 32]]),
    io:format("~p~n", [[127]]),
    io:format("~p~n", [[126]]),
    io:format("~p~n", ["abc" < "abd"]),
    io:format("~p~n", [lists:sort(["banana", "Apple", "cherry", "apple"])]),
    ok.
