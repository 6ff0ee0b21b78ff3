-module(deep_recursion).
-export([main/1]).

build(0) -> [];
build(N) -> [N | build(N - 1)].

len([]) -> 0;
len([_ | T]) -> 1 + len(T).

sum([]) -> 0;
sum([H | T]) -> H + sum(T).

map(_, []) -> [];
map(F, [H | T]) -> [F(H) | map(F, T)].

append([], L) -> L;
append([H | T], L) -> [H | append(T, L)].

depth(0) -> {leaf};
depth(N) -> {node, depth(N - 1)}.

count_depth({leaf}) -> 0;
count_depth({node, T}) -> 1 + count_depth(T).

main(_) ->
    L = build(100000),
    io:format("~p~n", [len(L)]),
    io:format("~p~n", [sum(L)]),
    io:format("~p~n", [len(map(fun(X) -> X * 2 end, L))]),
    io:format("~p~n", [len(append(L, L))]),
    io:format("~p~n", [count_depth(depth(200000))]),
    L2 = build(1000000),
    io:format("~p~n", [len(L2)]),
    io:format("~p~n", [lists:sublist(L2, 5)]),
    ok.
