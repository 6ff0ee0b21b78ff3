-module(bst).
-export([main/1]).

%% Unbalanced binary search tree and an AVL tree with insertion, deletion,
%% traversals, height and pretty printing.

%% ---- plain BST: nil | {node, Key, Value, Left, Right}
insert(K, V, nil) -> {node, K, V, nil, nil};
insert(K, V, {node, K, _, L, R}) -> {node, K, V, L, R};
insert(K, V, {node, K1, V1, L, R}) when K < K1 -> {node, K1, V1, insert(K, V, L), R};
insert(K, V, {node, K1, V1, L, R}) -> {node, K1, V1, L, insert(K, V, R)}.

lookup(_, nil) -> none;
lookup(K, {node, K, V, _, _}) -> {value, V};
lookup(K, {node, K1, _, L, _}) when K < K1 -> lookup(K, L);
lookup(K, {node, _, _, _, R}) -> lookup(K, R).

delete(_, nil) -> nil;
delete(K, {node, K, _, nil, R}) -> R;
delete(K, {node, K, _, L, nil}) -> L;
delete(K, {node, K, _, L, R}) ->
    {MK, MV} = min_node(R),
    {node, MK, MV, L, delete(MK, R)};
delete(K, {node, K1, V1, L, R}) when K < K1 -> {node, K1, V1, delete(K, L), R};
delete(K, {node, K1, V1, L, R}) -> {node, K1, V1, L, delete(K, R)}.

min_node({node, K, V, nil, _}) -> {K, V};
min_node({node, _, _, L, _}) -> min_node(L).

inorder(nil) -> [];
inorder({node, K, _, L, R}) -> inorder(L) ++ [K] ++ inorder(R).
preorder(nil) -> [];
preorder({node, K, _, L, R}) -> [K] ++ preorder(L) ++ preorder(R).
postorder(nil) -> [];
postorder({node, K, _, L, R}) -> postorder(L) ++ postorder(R) ++ [K].

bfs(T) -> bfs([T], []).
bfs([], Acc) -> lists:reverse(Acc);
bfs([nil | Q], Acc) -> bfs(Q, Acc);
bfs([{node, K, _, L, R} | Q], Acc) -> bfs(Q ++ [L, R], [K | Acc]).

height(nil) -> 0;
height({node, _, _, L, R}) -> 1 + max(height(L), height(R)).

tree_size(nil) -> 0;
tree_size({node, _, _, L, R}) -> 1 + tree_size(L) + tree_size(R).

draw(T) -> draw(T, 0).
draw(nil, _) -> ok;
draw({node, K, _, L, R}, D) ->
    draw(R, D + 1),
    io:format("~s~p~n", [lists:duplicate(D * 4, $\s), K]),
    draw(L, D + 1).

%% ---- AVL: nil | {H, K, L, R}
h(nil) -> 0;
h({H, _, _, _}) -> H.

mk(K, L, R) -> {1 + max(h(L), h(R)), K, L, R}.

avl_insert(K, nil) -> {1, K, nil, nil};
avl_insert(K, {_, K, _, _} = T) -> T;
avl_insert(K, {_, K1, L, R}) when K < K1 -> balance(K1, avl_insert(K, L), R);
avl_insert(K, {_, K1, L, R}) -> balance(K1, L, avl_insert(K, R)).

balance(K, L, R) ->
    case h(L) - h(R) of
        2 ->
            {_, LK, LL, LR} = L,
            case h(LL) >= h(LR) of
                true -> mk(LK, LL, mk(K, LR, R));
                false -> {_, LRK, LRL, LRR} = LR, mk(LRK, mk(LK, LL, LRL), mk(K, LRR, R))
            end;
        -2 ->
            {_, RK, RL, RR} = R,
            case h(RR) >= h(RL) of
                true -> mk(RK, mk(K, L, RL), RR);
                false -> {_, RLK, RLL, RLR} = RL, mk(RLK, mk(K, L, RLL), mk(RK, RLR, RR))
            end;
        _ -> mk(K, L, R)
    end.

avl_inorder(nil) -> [];
avl_inorder({_, K, L, R}) -> avl_inorder(L) ++ [K] ++ avl_inorder(R).

main(_) ->
    Keys = [50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 10, 90, 55],
    T = lists:foldl(fun(K, Acc) -> insert(K, K * 10, Acc) end, nil, Keys),
    io:format("inorder:   ~w~n", [inorder(T)]),
    io:format("preorder:  ~w~n", [preorder(T)]),
    io:format("postorder: ~w~n", [postorder(T)]),
    io:format("bfs:       ~w~n", [bfs(T)]),
    io:format("height ~p size ~p~n", [height(T), tree_size(T)]),
    io:format("~p ~p~n", [lookup(45, T), lookup(46, T)]),
    draw(T),
    T2 = delete(50, delete(20, delete(90, T))),
    io:format("after deletes: ~w (root ~p)~n", [inorder(T2), element(2, T2)]),
    draw(T2),
    Sorted = lists:seq(1, 1000),
    Degenerate = lists:foldl(fun(K, Acc) -> insert(K, K, Acc) end, nil, lists:seq(1, 200)),
    io:format("degenerate height: ~p~n", [height(Degenerate)]),
    A = lists:foldl(fun avl_insert/2, nil, Sorted),
    io:format("avl height for 1000 sorted keys: ~p~n", [h(A)]),
    io:format("avl inorder ok: ~p~n", [avl_inorder(A) =:= Sorted]),
    A2 = lists:foldl(fun avl_insert/2, nil, [(I * 37) rem 101 || I <- lists:seq(1, 100)]),
    io:format("avl(100 keys) height ~p, first ~w~n", [h(A2), lists:sublist(avl_inorder(A2), 10)]),
    io:format("~p~n", [lists:foldl(fun avl_insert/2, nil, [3, 2, 1, 4, 5])]),
    ok.
