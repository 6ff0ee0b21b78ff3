-module(ordsets_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, term/1, num/0, int/0, atom/0, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(ordsets, F, Args, []).

elem() -> pick([int(), num(), atom(), term(2)]).
set() -> case rnd(12) of 1 -> pick([a, [a | b], {x}, [2, 1], [1, 1]]); _ -> ordsets:from_list(list_of(10, fun elem/0)) end.
gset() -> ordsets:from_list(list_of(10, fun elem/0)).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(1500, fun one/0),
    stdlib_cmp:done().

one() ->
    c(new, []),
    L = list_of(10, fun elem/0),
    c(from_list, [L]), c(is_set, [L]),
    S = set(), S2 = set(), E = elem(),
    c(is_set, [S]), c(size, [S]), c(is_empty, [S]), c(to_list, [S]),
    c(is_element, [E, S]), c(add_element, [E, S]), c(del_element, [E, S]),
    c(union, [S, S2]), c(intersection, [S, S2]), c(subtract, [S, S2]),
    c(is_disjoint, [S, S2]), c(is_subset, [S, S2]),
    G1 = gset(), G2 = gset(),
    c(union, [G1, G2]), c(intersection, [G1, G2]), c(subtract, [G1, G2]),
    c(is_disjoint, [G1, G2]), c(is_subset, [G1, G2]),
    c(is_subset, [ordsets:intersection(G1, G2), G1]),
    Ss = [gset() || _ <- lists:seq(1, rnd(4) - 1)],
    c(union, [Ss]), c(intersection, [Ss]),
    c(union, [[G1, G2]]), c(intersection, [[S, S2]]),
    c(fold, [fun(X, A) -> [X | A] end, [], S]),
    c(filter, [fun(X) -> is_integer(X) end, S]),
    ok.
