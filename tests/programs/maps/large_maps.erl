-module(large_maps).
-export([main/1]).

main(_) ->
    %% more than 32 keys: OTP switches to a HAMT representation; ordering of
    %% printing is still by term order for ~p? check with keys/to_list sorted
    M = maps:from_list([{I, I * 2} || I <- lists:seq(1, 100)]),
    io:format("~p~n", [map_size(M)]),
    io:format("~p~n", [maps:get(77, M)]),
    io:format("~p~n", [lists:sum(maps:values(M))]),
    io:format("~p~n", [lists:sort(maps:keys(M)) =:= lists:seq(1, 100)]),
    M2 = maps:filter(fun(K, _) -> K rem 10 =:= 0 end, M),
    io:format("~p~n", [lists:sort(maps:to_list(M2))]),
    Words = [list_to_atom("w" ++ integer_to_list(I)) || I <- lists:seq(1, 50)],
    WM = maps:from_list([{W, length(atom_to_list(W))} || W <- Words]),
    io:format("~p~n", [maps:get(w42, WM)]),
    io:format("~p~n", [lists:sum(maps:values(WM))]),
    Small = maps:from_list([{I, I} || I <- lists:seq(1, 20)]),
    io:format("~p~n", [Small]),
    io:format("~w~n", [maps:from_list([{I, x} || I <- lists:seq(1, 30)])]),
    Rm = lists:foldl(fun(K, Acc) -> maps:remove(K, Acc) end, M, lists:seq(1, 95)),
    io:format("~p~n", [Rm]),
    ok.
