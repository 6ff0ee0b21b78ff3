-module(lists_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, term/1, num/0, int/0, atom/0, list_of/2,
                     pick/1, rnd/1, kv_list/1, tuple_list/2]).

c(F, Args) -> check(lists, F, Args, []).
w(F, Args) -> stdlib_cmp:check_weak(lists, F, Args).

run() ->
    stdlib_cmp:init(),
    edge(),
    stdlib_cmp:times(300, fun random/0),
    stdlib_cmp:done().

bad() -> pick([a, 1, [a | b], [1, 2 | c], {x}, <<"b">>, -1, 0, 1.5, [], [[]]]).

pred1() -> pick([fun(X) -> is_integer(X) end, fun(X) -> X > 0 end,
                 fun(X) -> is_atom(X) end, fun(_) -> maybe end]).
le_fun() -> pick([fun(A, B) -> A =< B end, fun(A, B) -> A >= B end,
                  fun(A, B) -> abs(A) =< abs(B) end]).

lst() ->
    case rnd(10) of
        1 -> bad();
        2 -> list_of(30, fun stdlib_cmp:num/0);
        _ -> list_of(8, fun() -> term(2) end)
    end.
nums() -> case rnd(10) of 1 -> bad(); _ -> list_of(40, fun stdlib_cmp:num/0) end.
ints() -> list_of(40, fun stdlib_cmp:int/0).
gnums() -> list_of(40, fun stdlib_cmp:num/0).
idx() -> case rnd(8) of 1 -> bad(); _ -> rnd(6) - 2 end.
key() -> pick([num(), atom()]).
tl_() -> case rnd(8) of 1 -> bad(); _ -> tuple_list(8, rnd(3)) end.
mixedtl() -> list_of(6, fun() -> pick([{num()}, {num(), atom()}, {num(), num(), num()}, a]) end).

edge() ->
    [c(seq, A) || A <- [[1, 0], [1, 1], [5, 1], [5, 4], [a, 2], [1.0, 2], [-3, 3]]],
    [c(seq, [F, L, I]) || F <- [-3, 0, 1, 5], L <- [-4, 0, 1, 4, 5, 9], I <- [-3, -2, -1, 0, 1, 2, 3, a]],
    [c(nth, [N, L]) || N <- [0, 1, 2, 3, 1.0, a], L <- [[], [a], [a, b], [a | b]]],
    [c(nthtail, [N, L]) || N <- [0, 1, 2, 3, -1, a], L <- [[], [a], [a, b], [a | b], foo]],
    [c(sublist, [L, N]) || N <- [-1, 0, 1, 2, 5, a], L <- [[], [a], [a, b, c], [a | b], foo]],
    [c(sublist, [L, S, N]) || S <- [-1, 0, 1, 2, 3, 4, 5], N <- [-1, 0, 1, 2, 5], L <- [[], [a], [a, b, c], [a | b], foo]],
    [c(split, [N, L]) || N <- [-1, 0, 1, 2, 3, 5, a], L <- [[], [a], [a, b, c], [a | b], foo]],
    [c(F, [L]) || F <- [reverse, sort, usort, last, droplast, max, min, sum, flatten,
                        flatlength, append, concat, unzip, unzip3, merge, umerge,
                        uniq, enumerate],
                  L <- [[], [a], [1, 1.0], [1.0, 1], [1, a, 1.0, 1, 1.0, a], a, [a | b], [1, 2 | c],
                        [[1], [2, 3]], [[], [[]]], [{1, 2}, {3, 4}], [{1, 2, 3}],
                        [[1, 2], [1.0, 2.0], [0, 1]], [a, 1, 2.5, "x"], [<<"b">>]],
                  not ((F =:= merge orelse F =:= umerge) andalso
                       (not is_list(L) orelse not lists:all(fun is_list/1, L)))],
    [c(reverse, [A, B]) || A <- [[], [1], [1, 2], a, [1 | a]], B <- [[], a, [x]]],
    [c(F, [K, N, L]) || F <- [keyfind, keymember, keysearch, keydelete, keytake],
                        K <- [1, 1.0, a], N <- [0, 1, 2, a],
                        L <- [[], [{1}], [{1.0, a}], [{a, 1}, {1, a}], [{1} | b], [{2} | b], [a, {1}], foo]],
    [c(F, [K, N, L, New]) || F <- [keyreplace, keystore],
                             K <- [1, a], N <- [0, 1, 2],
                             L <- [[], [{1}], [{a, 1}, {1, a}], [a, {1}], [{2} | b]],
                             New <- [{new}, new]],
    [c(keysort, [N, L]) || N <- [0, 1, 2, a], L <- [[], [{a}], [{a}, {b}], [{2, a}, {1, b}, {2.0, c}, {1.0, d}], a]],
    [c(ukeysort, [N, L]) || N <- [0, 1, 2, a], L <- [[], [{a}], [{a}, {b}], [{2, a}, {1, b}, {2.0, c}, {1.0, d}, {1, e}], a]],
    [c(duplicate, [N, x]) || N <- [-1, 0, 1, 3, a, 1.0]],
    [c(F, [A, B]) || F <- [merge, umerge], A <- [[], [1], [1, 2], [1.0, 2]], B <- [[], [1], [1.0, 3]]],
    [c(F, [A, B]) || F <- [zip, subtract, append, prefix, suffix, delete, member, join],
                     A <- [[], [1], [1, 2], a, [1 | a], [1.0, 2]],
                     B <- [[], [1], [1, 2, 3], a, [1 | a], [2, 1.0, 1]]],
    [c(F, [A, B, C]) || F <- [zip3, merge3, umerge3],
                        A <- [[], [1], [1, 2]], B <- [[], [1.0], [1, 2]], C <- [[], [1], [0, 3]]],
    [c(zip3, [A, B, C]) || A <- [[], [1], a], B <- [[], [1.0], a], C <- [[], [1], a]],
    [c(F, [P, L]) || F <- [all, any, filter, map, flatmap, filtermap, zf, foreach, takewhile,
                           dropwhile, splitwith, partition, search, uniq],
                     P <- [fun(X) -> X > 1 end, fun(_) -> x end, fun(X) -> {true, X} end,
                           fun(X) -> [X] end, notfun, fun(X, _) -> X end],
                     L <- [[], [1], [1, 2, 3], a, [1 | a], [3, 2 | a]]],
    [c(F, [P, A, L]) || F <- [foldl, foldr, mapfoldl, mapfoldr],
                        P <- [fun(X, Y) -> {X, Y} end, fun(X, Y) -> X + Y end, notfun, fun(X) -> X end],
                        A <- [0, a], L <- [[], [1], [1, 2, 3], a, [1 | a]]],
    [c(keymap, [F, N, L]) || F <- [fun(X) -> {X} end, notfun], N <- [0, 1, 2, a],
                             L <- [[], [{1}], [{1, 2}, {3, 4}], [a], a]],
    [c(F, [P, A, B]) || F <- [zipwith, sort, usort, merge, umerge],
                        P <- [fun(X, Y) -> X =< Y end, fun(X, Y) -> {X, Y} end, notfun],
                        A <- [[], [1], [1, 2]], B <- [[], [1], [1.0, 2]]],
    [c(zipwith, [P, A, B]) || P <- [fun(X, Y) -> {X, Y} end, notfun],
                        A <- [[], [1], [1, 2], a], B <- [[], [1], [2, 1.0, 1], a]],
    [c(zipwith3, [F, A, B, C]) || F <- [fun(X, Y, Z) -> {X, Y, Z} end, notfun],
                                  A <- [[], [1], a], B <- [[], [2]], C <- [[], [3]]],
    [c(F, [N, A, B]) || F <- [keymerge, ukeymerge], N <- [1, 2],
                        A <- [[], [{1, a}, {2, b}]], B <- [[], [{1.0, c}, {3, d}]]],
    [c(enumerate, [I, L]) || I <- [0, 1, -5, a, 1.0], L <- [[], [a, b], a, [a | b]]],
    [c(join, [S, L]) || S <- [x, ","], L <- [[], [a], [a, b, c], a, [a | b]]],
    ok.

random() ->
    c(reverse, [lst()]),
    c(reverse, [lst(), lst()]),
    c(nth, [idx(), lst()]),
    c(nthtail, [idx(), lst()]),
    c(sublist, [lst(), idx()]),
    c(sublist, [lst(), idx(), idx()]),
    c(split, [idx(), lst()]),
    w(sort, [lst()]),
    w(sort, [nums()]),
    w(usort, [lst()]),
    w(usort, [nums()]),
    c(sort, [ints()]),
    c(usort, [ints()]),
    w(sort, [list_of(10, fun() -> term(2) end)]),
    N = gnums(),
    c(sort, [le_fun(), N]),
    c(usort, [le_fun(), N]),
    c(sort, [fun({A, _}, {B, _}) -> A =< B end, kv_list(20)]),
    c(usort, [fun({A, _}, {B, _}) -> A =< B end, kv_list(20)]),
    c(merge, [lists:sort(gnums()), lists:sort(gnums())]),
    c(merge, [gnums(), gnums()]),
    c(umerge, [lists:usort(gnums()), lists:usort(gnums())]),
    c(merge3, [lists:sort(gnums()), lists:sort(gnums()), lists:sort(gnums())]),
    c(umerge3, [lists:usort(gnums()), lists:usort(gnums()), lists:usort(gnums())]),
    c(merge, [[lists:sort(gnums()) || _ <- lists:seq(1, rnd(5))]]),
    c(umerge, [[lists:usort(gnums()) || _ <- lists:seq(1, rnd(5))]]),
    c(merge, [fun(A, B) -> A >= B end, lists:reverse(lists:sort(gnums())), lists:reverse(lists:sort(gnums()))]),
    c(umerge, [fun(A, B) -> A >= B end, lists:reverse(lists:usort(gnums())), lists:reverse(lists:usort(gnums()))]),
    c(keysort, [idx(), tl_()]),
    c(ukeysort, [idx(), tl_()]),
    c(keysort, [rnd(2), kv_list(20)]),
    c(ukeysort, [rnd(2), kv_list(20)]),
    K = rnd(2),
    c(keymerge, [K, lists:keysort(K, kv_list(10)), lists:keysort(K, kv_list(10))]),
    c(ukeymerge, [K, lists:ukeysort(K, kv_list(10)), lists:ukeysort(K, kv_list(10))]),
    c(keyfind, [key(), idx(), mixedtl()]),
    c(keymember, [key(), idx(), mixedtl()]),
    c(keysearch, [key(), idx(), mixedtl()]),
    c(keydelete, [key(), idx(), mixedtl()]),
    c(keytake, [key(), idx(), mixedtl()]),
    c(keyreplace, [key(), idx(), mixedtl(), {new}]),
    c(keystore, [key(), idx(), mixedtl(), {new, x}]),
    c(member, [term(1), lst()]),
    c(delete, [term(1), lst()]),
    c(subtract, [lst(), lst()]),
    c(append, [lst(), lst()]),
    c(append, [[lst() || _ <- lists:seq(1, rnd(4))]]),
    c(flatten, [term(4)]),
    c(flatten, [[term(4), term(4)]]),
    c(flatten, [[term(4)], lst()]),
    c(flatlength, [[term(4), term(3)]]),
    c(max, [lst()]), c(min, [lst()]), c(sum, [nums()]),
    c(last, [lst()]), c(droplast, [lst()]),
    c(prefix, [lists:sublist(N, rnd(5)), nums()]),
    c(suffix, [lists:nthtail(min(length(N), rnd(3)), N), N]),
    c(uniq, [lst()]), c(uniq, [nums()]),
    c(uniq, [fun(X) when is_number(X) -> abs(X); (X) -> X end, nums()]),
    c(duplicate, [idx(), term(1)]),
    c(seq, [int(), int()]),
    c(seq, [int(), int() * 3, int()]),
    c(zip, [lst(), lst()]),
    Z = lists:zip(N, N),
    c(unzip, [Z]), c(unzip3, [[{X, X, X} || X <- N]]),
    c(zip3, [N, N, N]),
    c(zipwith, [fun(X, Y) -> {Y, X} end, N, lists:reverse(N)]),
    c(zipwith3, [fun(X, Y, W) -> {Y, X, W} end, N, N, N]),
    P = pred1(),
    c(all, [P, lst()]), c(any, [P, lst()]),
    c(filter, [P, lst()]), c(partition, [P, lst()]),
    c(takewhile, [P, lst()]), c(dropwhile, [P, lst()]), c(splitwith, [P, lst()]),
    c(search, [P, lst()]),
    c(filtermap, [fun(X) when is_integer(X) -> {true, X * 2}; (X) -> is_atom(X) end, lst()]),
    c(map, [fun(X) -> {X} end, lst()]),
    c(flatmap, [fun(X) -> [X, X] end, lst()]),
    c(foldl, [fun(X, A) -> [X | A] end, [], lst()]),
    c(foldr, [fun(X, A) -> [X | A] end, [], lst()]),
    c(mapfoldl, [fun(X, A) -> {{X, A}, A + 1} end, 0, lst()]),
    c(mapfoldr, [fun(X, A) -> {{X, A}, A + 1} end, 0, lst()]),
    c(concat, [list_of(4, fun() -> pick([a, 12, 1.5, "str", -3]) end)]),
    c(join, [term(0), lst()]),
    c(enumerate, [lst()]), c(enumerate, [idx(), lst()]),
    c(keymap, [fun(X) -> {X} end, rnd(2), kv_list(5)]),
    ok.
