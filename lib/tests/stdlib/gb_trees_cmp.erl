-module(gb_trees_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, term/1, num/0, int/0, atom/0, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(gb_trees, F, Args, []).

key() -> case rnd(5) of 1 -> float(rnd(40)); _ -> rnd(40) end.

%% Random tree built with OTP operations.
tree() -> build(rnd(60) - 1, gb_trees:empty()).

build(0, T) -> T;
build(N, T) ->
    K = key(),
    T1 = case rnd(8) of
             1 -> gb_trees:delete_any(K, T);
             2 -> case gb_trees:is_empty(T) of
                      true -> T;
                      false -> element(3, gb_trees:take_smallest(T))
                  end;
             3 -> gb_trees:balance(T);
             _ -> gb_trees:enter(K, {v, K}, T)
         end,
    build(N - 1, T1).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(1500, fun one/0),
    stdlib_cmp:done().

one() ->
    T = tree(), K = key(),
    c(empty, []),
    [c(F, [T]) || F <- [is_empty, size, balance, to_list, keys, values, smallest, largest,
                        take_smallest, take_largest, iterator]],
    [c(F, [K, T]) || F <- [lookup, get, is_defined, delete, delete_any, take, take_any,
                           iterator_from]],
    c(insert, [K, x, T]), c(enter, [K, x, T]), c(update, [K, x, T]),
    c(from_orddict, [orddict:from_list([{key(), x} || _ <- lists:seq(1, rnd(30))])]),
    c(map, [fun(Ke, V) -> {Ke, V} end, T]),
    I = gb_trees:iterator(T),
    c(next, [I]),
    c(next, [element(3, case gb_trees:next(I) of none -> {a, b, []}; X -> X end)]),
    %% Sequences of inserts from scratch
    Ks = list_of(40, fun key/0),
    stdlib_cmp:check_eq(insert_seq,
        fun() -> lists:foldl(fun(Ke, A) -> gb_trees:enter(Ke, Ke, A) end, gb_trees:empty(), Ks) end,
        fun() -> lists:foldl(fun(Ke, A) -> th_gb_trees:enter(Ke, Ke, A) end, th_gb_trees:empty(), Ks) end),
    stdlib_cmp:check_eq(insert_seq2,
        fun() -> lists:foldl(fun(Ke, A) -> gb_trees:insert(Ke, Ke, A) end, gb_trees:empty(), lists:seq(1, length(Ks) * 3)) end,
        fun() -> lists:foldl(fun(Ke, A) -> th_gb_trees:insert(Ke, Ke, A) end, th_gb_trees:empty(), lists:seq(1, length(Ks) * 3)) end),
    ok.
