-module(hamt_compare).
-export([main/1]).

%% Equality and term order of large maps, built in different orders; large maps as keys
%% and values of other maps.
main(_) ->
    Pairs = [{I * 13 rem 101, {v, I}} || I <- lists:seq(1, 100)],
    M1 = maps:from_list(Pairs),
    M2 = lists:foldl(fun({K, V}, A) -> A#{K => V} end, #{}, lists:reverse(Pairs)),
    M3 = lists:foldl(fun({K, V}, A) -> maps:put(K, V, A) end, #{},
                     lists:sort(fun({X, _}, {Y, _}) -> X > Y end, Pairs)),
    io:format("~w ~w ~w ~w~n", [M1 =:= M2, M2 =:= M3, M1 == M3, M1 < M2]),
    io:format("~w~n", [M1]),
    io:format("~w~n", [M3]),
    %% Order: by size, then keys, then values.
    Big = maps:put(1000, x, M1),
    Other = maps:put(-1, x, M1),
    Val = maps:put(50, {v, 0}, M1),
    Val2 = maps:put(50, {w, 0}, M1),
    Float = maps:put(50, 1.0, M1),
    Int = maps:put(50, 1, M1),
    io:format("~w ~w ~w ~w~n", [M1 < Big, Big < M1, Other < Big, Big < Other]),
    io:format("~w ~w ~w ~w~n", [Val < Val2, Val2 < Val, Val == Val2, Val =:= Val]),
    io:format("~w ~w ~w ~w~n", [Float == Int, Float =:= Int, Float < Int, Int < Float]),
    FK = maps:put(1.0, a, maps:remove(1, M1)),
    IK = M1,
    io:format("~w ~w ~w~n", [FK == IK, FK < IK, IK < FK]),
    io:format("~w~n", [lists:sort([Big, Other, Val2, Val, M1, #{}, #{a => 1}, Float])
                       =:= [#{}, #{a => 1}, Float, Val, M1, Val2, Other, Big]]),
    io:format("~w~n", [[map_size(X) || X <- lists:sort([Big, Other, Val2, Val, M1, #{}, #{a => 1}])]]),
    Small = maps:from_list(lists:sublist(Pairs, 32)),
    io:format("~w ~w ~w~n", [Small < M1, M1 > Small, lists:max([Small, M1]) =:= M1]),
    io:format("~w~n", [compare_all([Big, Other, Val, Val2, M1, Float, Int, Small])]),
    %% Large maps as keys.
    K1 = maps:from_list([{I, I} || I <- lists:seq(1, 40)]),
    K2 = maps:from_list([{I, I} || I <- lists:seq(40, 1, -1)]),
    K3 = maps:put(41, 41, K1),
    Outer = #{K1 => one, K3 => three, small => #{K1 => in}},
    io:format("~w ~w ~w~n", [maps:get(K2, Outer), maps:get(K3, Outer),
                             maps:get(K2, maps:get(small, Outer))]),
    BigOuter = maps:from_list([{maps:put(I, x, K1), I} || I <- lists:seq(100, 140)]),
    io:format("~w ~w~n", [maps:get(maps:put(120, x, K2), BigOuter), map_size(BigOuter)]),
    io:format("~w~n", [maps:find(K1, BigOuter)]),
    io:format("~w~n", [lists:sort(maps:values(BigOuter))]),
    Nested = lists:foldl(fun(I, A) -> #{I => A, {I} => A} end, K1, lists:seq(1, 5)),
    io:format("~w~n", [Nested =:= lists:foldl(fun(I, A) -> #{{I} => A, I => A} end, K2, lists:seq(1, 5))]),
    ok.

compare_all(L) ->
    [[cmp(A, B) || B <- L] || A <- L].

cmp(A, B) when A < B -> lt;
cmp(A, B) when A == B -> eq;
cmp(_, _) -> gt.
