-module(boolean_ops).
-export([main/1]).

side(Tag, V) -> io:format("eval ~p~n", [Tag]), V.

main(_) ->
    io:format("~p~n", [true andalso false]),
    io:format("~p~n", [true orelse side(not_evaluated, false)]),
    io:format("~p~n", [false andalso side(not_evaluated, true)]),
    io:format("~p~n", [side(a, true) andalso side(b, true)]),
    io:format("~p~n", [side(c, false) orelse side(d, true)]),
    io:format("~p~n", [true andalso 42]),
    io:format("~p~n", [false orelse [not_a_bool]]),
    io:format("~p~n", [true and true]),
    io:format("~p~n", [false or true]),
    io:format("~p~n", [true xor false]),
    io:format("~p~n", [not false]),
    io:format("~p~n", [(1 < 2) and (2 < 3)]),
    io:format("~p~n", [[X || X <- lists:seq(1, 20), X rem 2 =:= 0 andalso X rem 3 =:= 0]]),
    io:format("~p~n", [[X || X <- lists:seq(1, 20), X < 3 orelse X > 18]]),
    L = [1, 2, 3],
    io:format("~p~n", [is_list(L) andalso length(L) > 2]),
    io:format("~p~n", [is_atom(L) orelse hd(L) =:= 1]),
    ok.
