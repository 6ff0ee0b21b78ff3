-module(lists_basic).
-export([main/1]).

len([]) -> 0;
len([_ | T]) -> 1 + len(T).

main(_) ->
    L = [1, 2, 3, 4, 5],
    io:format("~p~n", [L]),
    io:format("~p~n", [[0 | L]]),
    io:format("~p~n", [hd(L)]),
    io:format("~p~n", [tl(L)]),
    io:format("~p~n", [length(L)]),
    io:format("~p~n", [len(L)]),
    io:format("~p~n", [L ++ [6, 7]]),
    io:format("~p~n", [L -- [2, 4]]),
    io:format("~p~n", [[1, 2, 1, 2, 1] -- [1, 2]]),
    io:format("~p~n", [[a | b]]),
    io:format("~p~n", [[a, b | c]]),
    io:format("~p~n", [[[]]]),
    io:format("~p~n", [[1 | [2 | [3 | []]]]]),
    io:format("~p~n", [[$h, $i]]),
    io:format("~p~n", [[104, 105, 0]]),
    io:format("~w~n", [[104, 105]]),
    io:format("~p~n", ["abc" ++ "def"]),
    io:format("~p~n", [is_list([])]),
    io:format("~p~n", [is_list([a | b])]),
    io:format("~p~n", [[X * X || X <- L]]),
    io:format("~p~n", [lists:reverse(L)]),
    io:format("~p~n", [[{I, C} || {I, C} <- lists:zip(L, "abcde")]]),
    [First, Second | Rest] = L,
    io:format("~p ~p ~p~n", [First, Second, Rest]),
    io:format("~p~n", [length(lists:seq(1, 10000))]),
    io:format("~p~n", [[] == []]),
    io:format("~p~n", ["" =:= []]),
    ok.
