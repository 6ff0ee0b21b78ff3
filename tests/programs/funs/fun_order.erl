-module(fun_order).
-export([main/1]).
%% The term order of funs: local funs (by module, index, free variables)
%% before external funs (by module, function, arity).
main(_) ->
    A = fun() -> a end, B = fun(X) -> X end, C = fun() -> A end,
    io:format("~p~n", [lists:sort([fun zz:f/0, fun lists:map/2, B, fun aa:f/0, A, C, fun lists:map/1, fun lists:all/2])]),
    io:format("~p~n", [[A < B, B < C, A < fun zz:f/0, fun aa:f/0 < A]]).
