-module(reg_many).
-export([main/1]).

name(I) -> list_to_atom("reg_many_" ++ integer_to_list(I)).

main(_) ->
    Me = self(),
    N = 300,
    Ps = [spawn(fun() -> loop(I, Me) end) || I <- lists:seq(1, N)],
    [register(name(I), P) || {I, P} <- lists:zip(lists:seq(1, N), Ps)],
    Mine = [X || X <- registered(), lists:prefix("reg_many_", atom_to_list(X))],
    io:format("registered count: ~p~n", [length(Mine)]),
    io:format("whereis matches: ~p~n", [lists:all(fun({I, P}) -> whereis(name(I)) =:= P end, lists:zip(lists:seq(1, N), Ps))]),
    [name(I) ! {ask, I} || I <- lists:seq(1, N)],
    Sum = lists:sum([receive {answer, V} -> V end || _ <- lists:seq(1, N)]),
    io:format("sum of answers: ~p~n", [Sum]),
    [unregister(name(I)) || I <- lists:seq(1, N), I rem 2 =:= 0],
    Mine2 = [X || X <- registered(), lists:prefix("reg_many_", atom_to_list(X))],
    io:format("after unregistering evens: ~p~n", [length(Mine2)]),
    io:format("first five sorted: ~p~n", [lists:sublist(lists:sort(Mine2), 5)]),
    [P ! stop || P <- Ps],
    ok.

loop(I, Me) ->
    receive
        {ask, X} -> Me ! {answer, I * X}, loop(I, Me);
        stop -> ok
    end.
