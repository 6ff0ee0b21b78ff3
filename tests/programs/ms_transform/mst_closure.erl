-module(mst_closure).
-include_lib("stdlib/include/ms_transform.hrl").
-export([main/1]).

p(X) -> io:format("~p~n", [X]).

spec(Min, Tag) ->
    ets:fun2ms(fun({K, V}) when V >= Min -> {Tag, K} end).

above(T, Min) ->
    ets:select(T, ets:fun2ms(fun({K, V}) when V > Min -> K end)).

main(_) ->
    p(spec(10, big)),
    p(spec({1, 2}, [a, b])),
    L = [1, 2],
    p(ets:fun2ms(fun({K, V}) when V =:= L -> {L, K} end)),
    Bin = <<"abc">>,
    p(ets:fun2ms(fun({K, V}) -> <<Bin/binary, "d">> end)),
    X = 5,
    p(ets:fun2ms(fun({X, Y}) -> X + Y end)),
    F = fun(M) -> ets:fun2ms(fun(Z) when Z > M -> M end) end,
    p(F(3)),
    p([ets:fun2ms(fun({A, B}) when A == I -> B end) || I <- [1, 2]]),
    T = ets:new(t, [ordered_set]),
    ets:insert(T, [{N, N * N} || N <- lists:seq(1, 10)]),
    p(above(T, 30)),
    Lo = 3, Hi = 6,
    p(ets:select(T, ets:fun2ms(fun({K, V}) when K >= Lo, K =< Hi -> {K, V, Lo} end))),
    p(ets:select_count(T, ets:fun2ms(fun({K, V}) when V > Hi * Lo -> true end))),
    p(ets:select_delete(T, ets:fun2ms(fun({K, _}) when K > Hi -> true end))),
    p(ets:tab2list(T)),
    p(ets:select_reverse(T, ets:fun2ms(fun({K, V}) -> V end))),
    ok.
