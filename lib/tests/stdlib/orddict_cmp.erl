-module(orddict_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, term/1, num/0, int/0, atom/0, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(orddict, F, Args, []).

key() -> pick([int(), num(), atom()]).
pairs() -> list_of(12, fun() -> {key(), term(1)} end).
dict() -> case rnd(12) of 1 -> pick([a, [a], [{1, a} | b], {x}]); _ -> orddict:from_list(pairs()) end.
ndict() -> orddict:from_list([{key(), int()} || _ <- lists:seq(1, rnd(8))]).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(1500, fun one/0),
    stdlib_cmp:done().

one() ->
    c(new, []),
    c(from_list, [pairs()]),
    c(from_list, [pick([a, [a], [{1, a} | b], [{1, a}, {1.0, b}, {1, c}]])]),
    D = dict(), K = key(),
    c(to_list, [D]), c(size, [D]), c(is_empty, [D]),
    c(is_key, [K, D]), c(fetch, [K, D]), c(find, [K, D]), c(fetch_keys, [D]),
    c(erase, [K, D]), c(take, [K, D]),
    c(store, [K, x, D]),
    c(append, [K, x, D]), c(append_list, [K, [x, y], D]),
    c(update, [K, fun(V) -> {V} end, D]),
    c(update, [K, fun(V) -> {V} end, init, D]),
    N = ndict(),
    c(update_counter, [K, 3, N]),
    c(update_counter, [K, 3, D]),
    c(fold, [fun(Ke, V, A) -> [{Ke, V} | A] end, [], D]),
    c(fold, [notfun, [], D]),
    c(map, [fun(Ke, V) -> {Ke, V} end, D]),
    c(map, [notfun, D]),
    c(filter, [fun(Ke, _) -> is_integer(Ke) end, D]),
    c(filter, [fun(_, _) -> maybe end, D]),
    c(merge, [fun(Ke, V1, V2) -> {Ke, V1, V2} end, D, dict()]),
    c(merge, [notfun, D, dict()]),
    ok.
