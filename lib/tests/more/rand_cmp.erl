-module(rand_cmp).
-export([run/0]).
-import(more_cmp, [rnd/1, pick/1]).

algs() -> [exsss, exrop, exsplus, exs1024s, default].

seed() ->
    case rnd(4) of
        1 -> rnd(1 bsl 64) - 1;
        2 -> {rnd(1000), rnd(1000), rnd(1000)};
        3 -> {rnd(1 bsl 40), rnd(1 bsl 40) - 1, rnd(1 bsl 60)};
        4 -> pick([{0, 0, 0}, 0, -1, {-1, -5, 7}])
    end.

%% Draw K values with module M after seeding it with Alg/Seed.
draws(M, Alg, Seed, What, K) ->
    Saved = get(rand_seed),
    R = try
            M:seed(Alg, Seed),
            L = [What(M) || _ <- lists:seq(1, K)],
            {ok, M:export_seed(), L}
        catch C:E -> {C, E}
        end,
    put(rand_seed, Saved),
    R.

run() ->
    more_cmp:init(),
    more_cmp:times(1500, fun one/0),
    %% long sequences: the brief's example
    [more_cmp:check_eq({long, A, S, N},
                       draws(rand, A, S, fun(M) -> M:uniform(N) end, 5000),
                       draws(th_rand, A, S, fun(M) -> M:uniform(N) end, 5000))
     || A <- [exsss, exrop, exsplus], S <- [{1, 2, 3}, 42], N <- [100, 1 bsl 58, 1000000007]],
    more_cmp:done().

one() ->
    Alg = pick(algs()), Seed = seed(),
    N = case rnd(5) of
            1 -> rnd(10); 2 -> rnd(1 bsl 58); 3 -> rnd(1 bsl 70); 4 -> 1 bsl rnd(80);
            5 -> (1 bsl 58) - rnd(1 bsl 57)
        end,
    K = rnd(20),
    W = [{uniform, fun(M) -> M:uniform() end},
         {uniform_n, fun(M) -> M:uniform(N) end},
         {uniform_real, fun(M) -> M:uniform_real() end},
         {bytes, fun(M) -> M:bytes(rnd(30) - 1) end},
         {mixed, fun(M) -> {M:uniform(7), M:uniform()} end}],
    {Name, What} = pick(W),
    Saved = get(rand_seed),
    Bytes = case Name of bytes -> [rnd(30) - 1 || _ <- lists:seq(1, K)]; _ -> none end,
    What1 = case Bytes of none -> What; _ -> fun(M) -> M:bytes(hd(get(blist))) end end,
    put(blist, Bytes),
    Exp = draws(rand, Alg, Seed, fun(M) -> X = What1(M), step(), X end, K),
    put(blist, Bytes),
    Got = draws(th_rand, Alg, Seed, fun(M) -> X = What1(M), step(), X end, K),
    put(rand_seed, Saved),
    more_cmp:check_eq({Name, Alg, Seed, N}, Exp, Got),
    %% functional API and export/restore
    S0 = rand:seed_s(Alg, Seed), T0 = th_rand:seed_s(Alg, Seed),
    more_cmp:check_eq(export, rand:export_seed_s(S0), th_rand:export_seed_s(T0)),
    {X1, _} = rand:uniform_s(N, rand:seed_s(rand:export_seed_s(S0))),
    {Y1, _} = th_rand:uniform_s(N, th_rand:seed_s(rand:export_seed_s(S0))),
    more_cmp:check_eq({uniform_s, Alg, Seed, N}, X1, Y1),
    ok.

step() -> case get(blist) of [_ | T] -> put(blist, T); _ -> ok end.
