-module(hamt_collision).
-export([main/1]).

%% 40660 and 59671 have the same 32-bit internal hash: in a map of more than 32 keys they
%% share a collision node at the bottom of the trie.
main(_) ->
    Base = lists:seq(1, 40),
    M = maps:from_list([{I, I} || I <- [40660, 59671 | Base]]),
    M2 = maps:from_list([{I, I} || I <- [59671, 40660 | Base]]),
    M3 = lists:foldl(fun(K, A) -> A#{K => K} end, #{}, [59671 | Base] ++ [40660]),
    M4 = lists:foldl(fun(K, A) -> A#{K => K} end, #{}, [40660 | Base] ++ [59671]),
    io:format("~w~n~w~n", [maps:keys(M), M]),
    io:format("~p~n", [M]),
    io:format("~w ~w ~w~n", [M =:= M2, M2 =:= M3, M3 =:= M4]),
    io:format("~w~n", [[maps:keys(X) =:= maps:keys(M) || X <- [M2, M3, M4]]]),
    io:format("~w ~w ~w~n", [maps:get(40660, M), maps:get(59671, M), maps:find(59672, M)]),
    io:format("~w~n", [term_to_binary(M)]),
    io:format("~w ~w~n", [binary_to_term(term_to_binary(M)) =:= M, erts_debug:flat_size(M)]),
    io:format("~w~n", [erlang:phash2(M)]),
    R1 = maps:remove(40660, M),
    R2 = maps:remove(59671, M),
    io:format("~w~n~w~n", [R1, R2]),
    io:format("~w~n", [maps:remove(59671, R1) =:= maps:remove(40660, R2)]),
    U = M#{40660 := new, 59671 := newer},
    io:format("~w~n", [U]),
    io:format("~w~n", [maps:fold(fun(K, V, A) -> [{K, V} | A] end, [], U)]),
    T = ets:new(t, [set]),
    ets:insert(T, [{M, one}, {R1, two}, {R2, three}]),
    io:format("~w~n", [[V || {_, V} <- ets:tab2list(T)]]),
    io:format("~w~n", [ets:lookup_element(T, M2, 2)]),
    Small = maps:from_list([{I, I} || I <- [40660, 59671 | lists:seq(1, 31)]]),
    io:format("~w~n", [Small]),
    io:format("~w~n", [Small#{32 => 32}]),
    ok.
