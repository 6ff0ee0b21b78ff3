-module(msg_deep_tuple).
-export([main/1]).

deep(0) -> leaf;
deep(N) -> {N, deep(N - 1)}.

depth({_, T}) -> 1 + depth(T);
depth(leaf) -> 0.

tree(0) -> [];
tree(N) -> {tree(N - 1), N, tree(N - 1)}.

main(_) ->
    Me = self(),
    E = spawn(fun Loop() -> receive {F, X} -> F ! {echo, X}, Loop(); stop -> ok end end),
    D = deep(100000),
    E ! {Me, D},
    receive {echo, D2} -> io:format("deep 100000: equal ~p, depth ~p~n", [D2 =:= D, depth(D2)]) end,
    T = tree(16),
    E ! {Me, T},
    receive {echo, T2} -> io:format("tree 16: equal ~p, leaves ~p~n", [T2 =:= T, leaves(T2)]) end,
    Big = list_to_tuple(lists:seq(1, 70000)),
    E ! {Me, Big},
    receive {echo, B2} -> io:format("wide tuple: ~p ~p ~p~n", [B2 =:= Big, tuple_size(B2), element(65536, B2)]) end,
    M = maps:from_list([{I, {val, I}} || I <- lists:seq(1, 5000)]),
    E ! {Me, M},
    receive {echo, M2} -> io:format("map 5000: ~p ~p ~p~n", [M2 =:= M, map_size(M2), maps:get(4321, M2)]) end,
    Mixed = {1.5, -7, 1 bsl 100, "str", <<"bin">>, [a | b], #{k => [v]}, {}, []},
    E ! {Me, Mixed},
    receive {echo, X2} -> io:format("mixed: ~p~n", [X2]) end,
    E ! stop,
    ok.

leaves([]) -> 1;
leaves({L, _, R}) -> leaves(L) + leaves(R).
