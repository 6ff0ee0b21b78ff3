-module(tuple_clauses).
-export([lookup/2, pick/1, insert/3]).

%% A failing guard falls to the next clause, which tests the same tuple again: the jump
%% skips the repeated is_tuple.
lookup(_K, nil) -> none;
lookup(K, {K1, _, L, _}) when K < K1 -> lookup(K, L);
lookup(K, {K1, _, _, R}) when K > K1 -> lookup(K, R);
lookup(_K, {_, V, _, _}) -> {ok, V}.

%% Different sizes: the next clause's test stays.
pick({A, B}) when A > B -> A;
pick({A, _, _}) -> A;
pick({_, B}) -> B.

%% Four elements taken at once: two get_element2 of one tuple become one get_element4.
insert(K, V, nil) -> {K, V, nil, nil};
insert(K, V, {K1, V1, L, R}) when K < K1 -> {K1, V1, insert(K, V, L), R};
insert(_K, V, {K1, _, L, R}) -> {K1, V, L, R}.
