-module(hamt_growth).
-export([main/1]).

%% A map grown one key at a time with Acc#{K => V} past 32 keys up to 100,000,
%% then looked up, updated with := and maps:update, and shrunk again.
main(_) ->
    N = 100000,
    M = grow(1, N, #{}),
    io:format("size ~p~n", [map_size(M)]),
    io:format("lookups ~p~n", [lookups(1, N, M, 0)]),
    io:format("misses ~p~n", [[maps:find(K, M) || K <- [0, -1, N + 1, a, 1.0, "x"]]]),
    io:format("get ~p ~p ~p~n", [maps:get(1, M), maps:get(N, M), maps:get(54321, M)]),
    io:format("phash2 ~p~n", [erlang:phash2(M)]),
    %% Overwrite every tenth key with :=, then with maps:update/3.
    M2 = upd(10, N, M),
    io:format("updated ~p ~p ~p~n", [map_size(M2), maps:get(10, M2), maps:get(11, M2)]),
    M3 = maps:update(20, twenty, M2),
    io:format("update ~p ~p~n", [maps:get(20, M3), maps:get(20, M2)]),
    io:format("put same ~p~n", [maps:put(5, 5 * 3, M) =:= M]),
    %% The old versions are unchanged.
    io:format("old ~p ~p~n", [maps:get(10, M), lookups(1, N, M, 0)]),
    {'EXIT', {{badkey, bad}, _}} = (catch M#{bad := 1}),
    {'EXIT', {{badkey, N2}, _}} = (catch maps:update(N + 1, 1, M)),
    io:format("badkey ~p~n", [N2]),
    %% Keys of every kind.
    Mixed = lists:foldl(fun(I, A) -> A#{{t, I} => I, <<I:32>> => I, [I] => I, I + 0.5 => I} end,
                        M, lists:seq(1, 1000)),
    io:format("mixed ~p ~p ~p ~p ~p~n",
              [map_size(Mixed), maps:get({t, 7}, Mixed), maps:get(<<7:32>>, Mixed),
               maps:get([7], Mixed), maps:get(7.5, Mixed)]),
    %% Shrink back down one key at a time.
    Small = lists:foldl(fun(K, A) -> maps:remove(K, A) end, M, lists:seq(1, N - 10)),
    io:format("shrunk ~p ~p~n", [map_size(Small), Small]),
    %% Pattern matching on a large map.
    #{77 := V77, 99999 := V99} = M,
    io:format("match ~p ~p~n", [V77, V99]),
    case M of
        #{0 := _} -> io:format("wrong~n");
        #{N := Last} -> io:format("last ~p~n", [Last])
    end,
    io:format("is_key ~p ~p~n", [is_map_key(500, M), is_map_key(-5, M)]),
    io:format("sum ~p~n", [lists:sum(maps:values(M))]),
    io:format("keys ~p~n", [lists:sort(maps:keys(M)) =:= lists:seq(1, N)]),
    io:format("fold ~p~n", [maps:fold(fun(K, V, A) -> A + K * V end, 0, M)]),
    ok.

grow(K, N, M) when K > N -> M;
grow(K, N, M) -> grow(K + 1, N, M#{K => K * 3}).

lookups(K, N, _, Acc) when K > N -> Acc;
lookups(K, N, M, Acc) ->
    #{K := V} = M,
    lookups(K + 1, N, M, Acc + V).

upd(K, N, M) when K > N -> M;
upd(K, N, M) -> upd(K + 10, N, M#{K := {K}}).
