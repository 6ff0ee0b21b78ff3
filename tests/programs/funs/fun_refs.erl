-module(fun_refs).
-export([main/1, double/1, add/2]).

double(X) -> X * 2.
add(X, Y) -> X + Y.
local_sq(X) -> X * X.

main(_) ->
    F1 = fun double/1,
    F2 = fun ?MODULE:double/1,
    F3 = fun lists:reverse/1,
    F4 = fun local_sq/1,
    F5 = fun erlang:length/1,
    io:format("~p ~p ~p ~p ~p~n", [F1(4), F2(4), F3([1, 2, 3]), F4(9), F5([a, b])]),
    io:format("~p~n", [lists:map(fun double/1, [1, 2, 3])]),
    io:format("~p~n", [lists:foldl(fun add/2, 0, [1, 2, 3, 4])]),
    io:format("~p~n", [lists:map(fun erlang:abs/1, [-1, 2, -3])]),
    io:format("~p~n", [apply(fun add/2, [3, 4])]),
    io:format("~p~n", [apply(?MODULE, add, [5, 6])]),
    io:format("~p~n", [erlang:apply(lists, seq, [1, 5])]),
    io:format("~p~n", [apply(fun_refs, double, [21])]),
    M = lists, F = sum,
    io:format("~p~n", [M:F([1, 2, 3])]),
    io:format("~p~n", [(fun lists:max/1)([3, 9, 2])]),
    Mod = ?MODULE,
    io:format("~p~n", [Mod:double(50)]),
    Name = list_to_atom("add"),
    io:format("~p~n", [?MODULE:Name(1, 2)]),
    io:format("~p~n", [erlang:function_exported(?MODULE, double, 1)]),
    io:format("~p~n", [erlang:function_exported(?MODULE, local_sq, 1)]),
    io:format("~p~n", [F1 =:= fun double/1]),
    io:format("~p~n", [F3 =:= fun lists:reverse/1]),
    ok.
