-module(sets_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(sets, F, Args, []).

el() -> case rnd(4) of 1 -> float(rnd(200)); 2 -> pick([a, b, c, {x, rnd(5)}]); _ -> rnd(200) end.

s() -> build(rnd(4) * rnd(60), sets:new()).

build(0, S) -> S;
build(N, S) ->
    E = el(),
    S1 = case rnd(8) of
             1 -> sets:del_element(E, S);
             2 -> sets:del_element(E, sets:del_element(el(), S));
             _ -> sets:add_element(E, S)
         end,
    build(N - 1, S1).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(700, fun one/0),
    stdlib_cmp:done().

one() ->
    S = s(), S2 = s(), E = el(),
    c(new, []),
    [c(F, [S]) || F <- [size, is_empty, to_list, is_set]],
    c(is_set, [pick([a, {set}, []])]),
    [c(F, [E, S]) || F <- [is_element, add_element, del_element]],
    c(from_list, [list_of(200, fun el/0)]),
    [c(F, [S, S2]) || F <- [union, intersection, subtract, is_disjoint, is_subset]],
    c(is_subset, [sets:filter(fun(X) -> is_integer(X) end, S), S]),
    c(union, [[S, S2, s()]]), c(intersection, [[S, S2, s()]]),
    c(fold, [fun(X, A) -> [X | A] end, [], S]),
    c(filter, [fun(X) -> is_integer(X) andalso X rem 3 =:= 0 end, S]),
    ok.
