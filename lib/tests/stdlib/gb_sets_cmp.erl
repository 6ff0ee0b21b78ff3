-module(gb_sets_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, check_eq/3, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(gb_sets, F, Args, []).

key() -> case rnd(5) of 1 -> float(rnd(40)); _ -> rnd(40) end.

s() -> build(rnd(60) - 1, gb_sets:empty()).

build(0, T) -> T;
build(N, T) ->
    K = key(),
    T1 = case rnd(8) of
             1 -> gb_sets:del_element(K, T);
             2 -> case gb_sets:is_empty(T) of
                      true -> T;
                      false -> element(2, gb_sets:take_smallest(T))
                  end;
             3 -> gb_sets:balance(T);
             _ -> gb_sets:add(K, T)
         end,
    build(N - 1, T1).

%% Contents-only comparison for set-algebra results (shape may differ,
%% and which of two equal elements such as 1 and 1.0 is kept may differ).
cl(F, Args) ->
    check_eq({gb_sets, F, Args},
             fun() -> [float(X) || X <- gb_sets:to_list(apply(gb_sets, F, Args))] end,
             fun() -> [float(X) || X <- th_gb_sets:to_list(apply(th_gb_sets, F, Args))] end).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(1200, fun one/0),
    stdlib_cmp:done().

one() ->
    S = s(), S2 = s(), K = key(),
    c(empty, []), c(new, []), c(singleton, [K]),
    [c(F, [S]) || F <- [is_empty, size, balance, to_list, smallest, largest,
                        take_smallest, take_largest, iterator, is_set]],
    [c(F, [K, S]) || F <- [is_element, is_member, insert, add, add_element, delete,
                           delete_any, del_element, iterator_from]],
    c(from_list, [list_of(40, fun key/0)]),
    c(from_ordset, [ordsets:from_list(list_of(40, fun key/0))]),
    c(is_subset, [S, S2]), c(is_disjoint, [S, S2]),
    c(is_subset, [gb_sets:filter(fun(X) -> X > 20 end, S), S]),
    c(fold, [fun(X, A) -> [X | A] end, [], S]),
    c(next, [gb_sets:iterator(S)]),
    [cl(F, [S, S2]) || F <- [union, intersection, subtract, difference]],
    cl(union, [[S, S2, s()]]), cl(intersection, [[S, S2, s()]]),
    cl(filter, [fun(X) -> X > 20 end, S]),
    ok.
