-module(mst_nested).
-compile({parse_transform, ms_transform}).
-export([main/1]).

-define(OLDER(Age), ets:fun2ms(fun({N, A}) when A > Age -> N end)).

p(X) -> io:format("~p~n", [X]).

pick(small) -> ets:fun2ms(fun({K, V}) when V < 10 -> K end);
pick(large) -> ets:fun2ms(fun({K, V}) when V >= 10 -> K end).

main(_) ->
    p(pick(small)),
    p(pick(large)),
    p(?OLDER(40)),
    Specs = case length([x]) of
                1 -> [ets:fun2ms(fun({K, _}) when K =:= I -> I end) || I <- [a, b]];
                _ -> none
            end,
    p(Specs),
    G = fun(Lim) -> ets:fun2ms(fun(X) when X < Lim -> {X, Lim} end) end,
    p(G(2.5)),
    p(try ets:fun2ms(fun({A, B, C}) when A + B > C; A * B < C -> {C, B, A} end) of S -> S after ok end),
    T = ets:new(t, [bag]),
    ets:insert(T, [{a, 1}, {a, 2}, {b, 30}, {c, 5}]),
    p(lists:sort(ets:select(T, pick(small)))),
    p(lists:sort(ets:select(T, ets:fun2ms(fun({K, V}) when V > 1, V < 10 -> {K, V * 2} end)))),
    p(ets:select_count(T, ets:fun2ms(fun({a, _}) -> true end))),
    p(lists:sort(ets:select(T, ets:fun2ms(fun({K, V} = O) when K == a orelse V > 20 -> O end)))),
    p(lists:sort(ets:select(T, ets:fun2ms(fun({K, V}) when is_integer(V) andalso V band 1 == 1 -> K end)))),
    p(lists:sort(ets:select(T, ets:fun2ms(fun({K, V}) when abs(V - 10) < 6 -> {abs, K} end)))),
    p(ets:select_delete(T, ets:fun2ms(fun({_, V}) when V >= 5 -> true end))),
    p(lists:sort(ets:tab2list(T))),
    ok.
