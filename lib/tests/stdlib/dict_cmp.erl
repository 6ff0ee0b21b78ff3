-module(dict_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, term/1, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(dict, F, Args, []).

key() -> case rnd(4) of 1 -> float(rnd(200)); 2 -> pick([a, b, c, {x, rnd(5)}]); _ -> rnd(200) end.

%% Random dict built with OTP operations (large enough to expand/contract).
d() -> build(rnd(4) * rnd(60), dict:new()).

build(0, D) -> D;
build(N, D) ->
    K = key(),
    D1 = case rnd(10) of
             1 -> dict:erase(K, D);
             2 -> dict:erase(K, dict:erase(key(), D));
             3 -> dict:store(K, [x], D);
             _ -> dict:store(K, rnd(9), D)
         end,
    build(N - 1, D1).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(600, fun one/0),
    stdlib_cmp:done().

one() ->
    D = d(), K = key(),
    c(new, []),
    [c(F, [D]) || F <- [size, is_empty, to_list, fetch_keys]],
    [c(F, [K, D]) || F <- [is_key, find, fetch, erase, take]],
    c(store, [K, v, D]), c(append, [K, v, D]), c(append_list, [K, [v, w], D]),
    c(update, [K, fun(V) -> {V} end, D]), c(update, [K, fun(V) -> {V} end, init, D]),
    c(from_list, [[{key(), rnd(5)} || _ <- lists:seq(1, rnd(150))]]),
    c(fold, [fun(Ke, V, A) -> [{Ke, V} | A] end, [], D]),
    c(map, [fun(_, V) -> {V} end, D]),
    c(filter, [fun(Ke, _) -> is_integer(Ke) andalso Ke rem 3 =:= 0 end, D]),
    c(filter, [fun(Ke, _) -> is_integer(Ke) end, D]),
    c(merge, [fun(_, A, B) -> {A, B} end, D, d()]),
    Ks = list_of(300, fun key/0), Nd = rnd(300),
    stdlib_cmp:check_eq(store_erase_seq,
        fun() -> D1 = lists:foldl(fun(Ke, A) -> dict:store(Ke, 1, A) end, dict:new(), Ks),
                 lists:foldl(fun(Ke, A) -> dict:erase(Ke, A) end, D1, lists:sublist(Ks, Nd)) end,
        fun() -> D1 = lists:foldl(fun(Ke, A) -> th_dict:store(Ke, 1, A) end, th_dict:new(), Ks),
                 lists:foldl(fun(Ke, A) -> th_dict:erase(Ke, A) end, D1, lists:sublist(Ks, Nd)) end),
    ok.
