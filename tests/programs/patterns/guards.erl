-module(guards).
-export([main/1]).

g(X) when X > 10, X < 20 -> between_10_20;
g(X) when X =:= 5; X =:= 7 -> five_or_seven;
g(X) when is_integer(X) andalso X rem 2 =:= 0 -> even;
g(X) when is_integer(X) orelse is_float(X) -> other_number;
g(X) when is_list(X), length(X) > 2 -> long_list;
g(X) when is_tuple(X), tuple_size(X) =:= 2, element(1, X) =:= tag -> tagged;
g(X) when is_atom(X), X /= undefined -> some_atom;
g(X) when not is_atom(X) -> not_an_atom;
g(_) -> fallback.

h(X) when hd(X) =:= a -> starts_with_a;    % guard that may fail with exception
h(X) when length(X) > 1 -> long;
h(_) -> other.

k(X) when abs(X) > 5, trunc(X * 2) > 0 -> big_pos;
k(X) when X * 2 > 100 div 10 -> never;
k(X) when (X band 1) == 1 -> odd;
k(_) -> rest.

m(M) when is_map_key(a, M) -> {has_a, map_get(a, M)};
m(M) when map_size(M) > 1 -> many;
m(_) -> none.

bin(B) when byte_size(B) > 3 -> big;
bin(B) when bit_size(B) rem 8 =/= 0 -> bits;
bin(_) -> small.

main(_) ->
    [io:format("g(~p) = ~p~n", [X, g(X)])
     || X <- [15, 5, 7, 8, 9, 1.5, [1, 2, 3], [1], {tag, 1}, {other, 1}, foo, undefined, "ab"]],
    [io:format("h(~p) = ~p~n", [X, h(X)]) || X <- [[a, b], [b, c], foo, [], [z]]],
    [io:format("k(~p) = ~p~n", [X, k(X)]) || X <- [10, -10, 3, 4, 7.5]],
    [io:format("m(~p) = ~p~n", [X, m(X)]) || X <- [#{a => 1}, #{b => 1, c => 2}, #{}]],
    [io:format("bin(~p) = ~p~n", [X, bin(X)]) || X <- [<<1,2,3,4>>, <<1:3>>, <<1>>]],
    ok.
