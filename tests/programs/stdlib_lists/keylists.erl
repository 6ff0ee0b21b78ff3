-module(keylists).
-export([main/1]).

main(_) ->
    L = [{apple, 3}, {banana, 5}, {cherry, 7}],
    io:format("~p~n", [lists:keyfind(banana, 1, L)]),
    io:format("~p~n", [lists:keyfind(7, 2, L)]),
    io:format("~p~n", [lists:keyfind(durian, 1, L)]),
    io:format("~p~n", [lists:keymember(cherry, 1, L)]),
    io:format("~p~n", [lists:keysearch(apple, 1, L)]),
    io:format("~p~n", [lists:keystore(banana, 1, L, {banana, 50})]),
    io:format("~p~n", [lists:keystore(durian, 1, L, {durian, 1})]),
    io:format("~p~n", [lists:keydelete(apple, 1, L)]),
    io:format("~p~n", [lists:keydelete(nothing, 1, L)]),
    io:format("~p~n", [lists:keyreplace(cherry, 1, L, {cherry, 0})]),
    io:format("~p~n", [lists:keyreplace(nothing, 1, L, {x, 0})]),
    io:format("~p~n", [lists:keytake(banana, 1, L)]),
    io:format("~p~n", [lists:keytake(nothing, 1, L)]),
    io:format("~p~n", [lists:keymap(fun(X) -> X * 100 end, 2, L)]),
    Dups = [{a, 1}, {b, 2}, {a, 3}],
    io:format("~p~n", [lists:keyfind(a, 1, Dups)]),
    io:format("~p~n", [lists:keydelete(a, 1, Dups)]),
    io:format("~p~n", [lists:ukeymerge(1, [{a, 1}, {b, 2}], [{a, 9}, {c, 3}])]),
    io:format("~p~n", [lists:keyfind(1, 1, [{1.0, float}, {1, int}])]),
    ok.
