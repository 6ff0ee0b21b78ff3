-module(rand_seeded).
-export([main/1]).

%% Seeded rand: every algorithm, integer and tuple seeds, the process's
%% state and the functional API, exported states.

algs() -> [exsss, exro928ss, exrop, exs1024s, exsp, exs64, exsplus, exs1024, default].

seeds() -> [{1, 2, 3}, 42, 0, -7, {0, 0, 0}, 1 bsl 70, {123456789, -1, 1 bsl 64}].

main(_) ->
    [each(A, S) || A <- algs(), S <- seeds()],
    functional(),
    restore(),
    ranges(),
    ok.

each(Alg, Seed) ->
    S0 = rand:seed(Alg, Seed),
    io:format("~p ~p: ~p~n", [Alg, Seed, rand:export_seed_s(S0)]),
    U = [rand:uniform() || _ <- lists:seq(1, 4)],
    N = [rand:uniform(10) || _ <- lists:seq(1, 12)],
    Big = [rand:uniform(1 bsl 62), rand:uniform(1 bsl 58), rand:uniform((1 bsl 58) + 1),
           rand:uniform(1000000007), rand:uniform(1 bsl 100)],
    R = [rand:uniform_real() || _ <- lists:seq(1, 3)],
    B = [rand:bytes(K) || K <- [0, 1, 5, 7, 8, 9, 16]],
    G = [rand:normal() || _ <- lists:seq(1, 3)],
    G2 = rand:normal(10, 4),
    io:format("  uniform ~p~n  ints ~w~n  big ~w~n  real ~p~n  bytes ~w~n  normal ~p ~p~n",
              [U, N, Big, R, B, G, G2]),
    io:format("  now ~p~n", [rand:export_seed()]).

%% The same draws through the functional API, the state carried by hand.
functional() ->
    lists:foreach(
      fun(Alg) ->
              S0 = rand:seed_s(Alg, {7, 8, 9}),
              {X1, S1} = rand:uniform_s(S0),
              {X2, S2} = rand:uniform_s(6, S1),
              {X3, S3} = rand:uniform_real_s(S2),
              {X4, S4} = rand:bytes_s(11, S3),
              {X5, S5} = rand:normal_s(S4),
              {X6, S6} = rand:normal_s(-1, 0.5, S5),
              {X7, S7} = rand:uniform_s(1 bsl 80, S6),
              io:format("~p: ~p~n   ~p~n", [Alg, [X1, X2, X3, X4, X5, X6, X7],
                                           rand:export_seed_s(S7)]),
              %% the process's state gives the same
              rand:seed(Alg, {7, 8, 9}),
              Same = [rand:uniform(), rand:uniform(6), rand:uniform_real(), rand:bytes(11),
                      rand:normal(), rand:normal(-1, 0.5), rand:uniform(1 bsl 80)],
              io:format("   same: ~p~n", [Same =:= [X1, X2, X3, X4, X5, X6, X7]])
      end, algs()).

%% Restarting from an exported state, with seed/1 and seed_s/1.
restore() ->
    lists:foreach(
      fun(Alg) ->
              rand:seed(Alg, 2024),
              _ = [rand:uniform() || _ <- lists:seq(1, 5)],
              E = rand:export_seed(),
              A = [rand:uniform(100) || _ <- lists:seq(1, 8)],
              rand:seed(E),
              B = [rand:uniform(100) || _ <- lists:seq(1, 8)],
              {C, _} = lists:mapfoldl(fun(_, S) -> rand:uniform_s(100, S) end,
                                      rand:seed_s(E), lists:seq(1, 8)),
              io:format("~p restore ~w ~p ~p~n", [Alg, A, A =:= B, A =:= C])
      end, algs()).

%% Ranges around the word sizes, where the algorithms concatenate words.
ranges() ->
    rand:seed(exsss, {3, 1, 4}),
    io:format("~w~n", [[rand:uniform(N) || N <- [1, 2, 3, (1 bsl 57) - 1, 1 bsl 57,
                                                 (1 bsl 57) + 1, (1 bsl 58) - 1, 1 bsl 58,
                                                 (1 bsl 58) + 1, 1 bsl 59, 1 bsl 64,
                                                 (1 bsl 64) + 1, 1 bsl 116, 3 bsl 116]]]),
    lists:foreach(
      fun(Alg) ->
              S = rand:seed_s(Alg, 99),
              L = [element(1, rand:uniform_s(N, S)) || N <- [1 bsl 58, (1 bsl 58) + 1, 1 bsl 60,
                                                            1 bsl 64, (1 bsl 64) - 1, 1 bsl 70,
                                                            7 bsl 70]],
              io:format("~p ~w~n", [Alg, L])
      end, algs()).
