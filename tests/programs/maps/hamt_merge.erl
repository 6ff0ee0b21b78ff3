-module(hamt_merge).
-export([main/1]).

%% maps:merge/2 and merge_with/3 of large and small maps: the second map's values win.
main(_) ->
    A = maps:from_list([{I, {a, I}} || I <- lists:seq(1, 60)]),
    B = maps:from_list([{I, {b, I}} || I <- lists:seq(40, 150)]),
    S1 = maps:from_list([{I, {s, I}} || I <- lists:seq(1, 20)]),
    S2 = maps:from_list([{I, {t, I}} || I <- lists:seq(15, 34)]),
    show(maps:merge(A, B)),
    show(maps:merge(B, A)),
    show(maps:merge(A, S1)),
    show(maps:merge(S1, A)),
    show(maps:merge(S1, S2)),
    show(maps:merge(S2, S1)),
    show(maps:merge(A, #{})),
    show(maps:merge(#{}, B)),
    show(maps:merge(A, A)),
    io:format("~w~n", [maps:merge(A, B) =:= maps:merge(maps:merge(A, B), B)]),
    W = maps:merge_with(fun(_K, {a, X}, {b, Y}) -> X + Y end, A, B),
    show(W),
    io:format("~w~n", [maps:intersect(A, B)]),
    io:format("~w~n", [maps:intersect_with(fun(K, _, _) -> K end, A, B)]),
    %% A map updated with many keys at once.
    U = A#{100 => x, 101 => y, 1 => z, 2 := w},
    show(U),
    ok.

show(M) ->
    io:format("~w ~w~n~w~n", [map_size(M), maps:keys(M), M]).
