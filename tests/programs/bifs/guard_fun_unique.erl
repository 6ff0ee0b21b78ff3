-module(guard_fun_unique).
-export([main/1]).
%% is_map_key/2 in guards, fun_to_list/1, unique_integer/1 options. (The order
%% of funs is a known difference: funs/fun_order.erl.)
main(_) ->
    M = #{a => 1},
    io:format("~p~n", [[g(K, M) || K <- [a, b]]]),
    io:format("~p~n", [[h(X) || X <- [M, #{}, 3]]]),
    F2 = fun erlang:abs/1, F3 = fun lists:map/2,
    io:format("~p~n", [[erlang:fun_to_list(F) || F <- [F2, F3]]]),
    P = [erlang:unique_integer([positive]) || _ <- [1,2,3]],
    io:format("pos ~p~n", [lists:all(fun(X) -> X > 0 end, P)]),
    Mo = [erlang:unique_integer([monotonic]) || _ <- [1,2,3]],
    io:format("mono ~p~n", [lists:sort(Mo) =:= Mo]),
    PM = [erlang:unique_integer([positive, monotonic]) || _ <- [1,2,3]],
    io:format("posmono ~p ~p~n", [lists:sort(PM) =:= PM, lists:all(fun(X) -> X > 0 end, PM)]),
    io:format("~p~n", [is_integer(erlang:unique_integer([]))]),
    io:format("~p~n", [[reason(fun() -> erlang:unique_integer(O) end) || O <- [[bad], bad, [positive | x]]]]),
    ok.
g(K, M) when is_map_key(K, M) -> yes;
g(_, _) -> no.
h(M) when is_map_key(a, M) -> has_a;
h(_) -> no.

reason(F) ->
    try F() catch C:R -> {C, R} end.
