-module(rand_cmp).
-export([run/0]).
-import(more_cmp, [rnd/1, pick/1]).

%% Compares triheap's rand (th_rand) with OTP's. The random choices of the
%% test come from OTP's rand seeded by more_cmp:init/0, or with
%% RAND_CMP_SEED when that is set; RAND_CMP_N scales the number of
%% random cases (default 1500).

algs() -> [exsss, exro928ss, exrop, exs1024s, exsp, exs64, exsplus, exs1024, dummy, default].

jump_algs() -> [exsss, exro928ss, exrop, exs1024s, exsp, exsplus, exs1024, default].

env_int(Name, Default) ->
    case os:getenv(Name) of
        false -> Default;
        S -> list_to_integer(S)
    end.

seed() ->
    case rnd(7) of
        1 -> rnd(1 bsl 64) - 1;
        2 -> {rnd(1000), rnd(1000), rnd(1000)};
        3 -> {rnd(1 bsl 40), rnd(1 bsl 40) - 1, rnd(1 bsl 60)};
        4 -> pick([{0, 0, 0}, 0, -1, {-1, -5, 7}, 1 bsl 64, (1 bsl 64) - 1, {1 bsl 70, 3, -(1 bsl 65)}]);
        5 -> rnd(100) - 50;
        6 -> {rnd(1 bsl 21) - 1, rnd(1 bsl 21) - 1, rnd(1 bsl 21) - 1};
        7 -> rnd(1 bsl 90) - (1 bsl 89)
    end.

range() ->
    case rnd(8) of
        1 -> rnd(10);
        2 -> rnd(1 bsl 58);
        3 -> rnd(1 bsl 70);
        4 -> 1 bsl (rnd(80) - 1);
        5 -> (1 bsl 58) - rnd(1 bsl 57);
        6 -> (1 bsl 57) + rnd(3) - 2;
        7 -> (1 bsl 58) + rnd(3) - 2;
        8 -> (1 bsl 64) + rnd(3) - 2
    end.

%% One random operation on the process's state of module M; Args are drawn
%% before, so that both modules get the same. (The dummy algorithm's words
%% alternate between two values, on which the normal distribution may loop
%% for ever, in OTP as here.)
op(dummy) ->
    case op(any) of
        {normal, _} -> op(dummy);
        {normal2, _} -> op(dummy);
        Op -> Op
    end;
op(_) ->
    N = range(),
    B = rnd(30) - 1,
    Mean = pick([0, 1.5, -3]),
    Var = pick([1, 0.25, 4.0, 100]),
    pick([{uniform, fun(M) -> M:uniform() end},
          {uniform_n, fun(M) -> M:uniform(N) end},
          {uniform_n, fun(M) -> M:uniform(N) end},
          {uniform_real, fun(M) -> M:uniform_real() end},
          {bytes, fun(M) -> M:bytes(B) end},
          {normal, fun(M) -> M:normal() end},
          {normal2, fun(M) -> M:normal(Mean, Var) end},
          {small, fun(M) -> M:uniform(7) end}]).

%% Run Fun(M) with the process dictionary's rand state of its own.
with_state(Fun) ->
    Saved = get(rand_seed),
    R = try Fun() catch C:E -> {C, E} end,
    put(rand_seed, Saved),
    R.

%% Seed module M with Alg/Seed and run the operations Ops.
draws(M, Alg, Seed, Ops) ->
    with_state(fun() ->
                       M:seed(Alg, Seed),
                       L = [{Name, F(M)} || {Name, F} <- Ops],
                       {ok, M:export_seed(), L}
               end).

run() ->
    more_cmp:init(),
    case os:getenv("RAND_CMP_SEED") of
        false -> ok;
        S -> rand:seed(exsss, list_to_integer(S))
    end,
    N = env_int("RAND_CMP_N", 1500),
    more_cmp:times(N, fun one/0),
    more_cmp:times(N div 3 + 1, fun functional/0),
    more_cmp:times(N div 10 + 1, fun jumps/0),
    more_cmp:times(N, fun scripted/0),
    more_cmp:times(N div 3 + 1, fun niche/0),
    seeds(),
    long(),
    ziggurat(),
    real_endgame(),
    hand_states(),
    errors(),
    more_cmp:done().

%% Seeding and export for every algorithm and kind of seed.
seeds() ->
    [begin
         Exp = with_state(fun() -> rand:seed(A, S), rand:export_seed() end),
         Got = with_state(fun() -> th_rand:seed(A, S), th_rand:export_seed() end),
         more_cmp:check_eq({seed, A, S}, Exp, Got)
     end || A <- algs(),
            S <- [0, 1, -1, 42, 1 bsl 64, (1 bsl 64) - 1, 1 bsl 100, -(1 bsl 100),
                  {0, 0, 0}, {1, 2, 3}, {-1, -1, -1}, {1 bsl 64, 1 bsl 65, 1 bsl 66},
                  {(1 bsl 21) - 1, 1 bsl 21, 1 bsl 22}, {1 bsl 60, 0, 1},
                  {-1, -1, -1}, {-1, -1, 0}, {7, 9, -1}]
                 ++ zero_seeds()].

%% Seeds for which SplitMix64 gives a word whose low 58 bits (or all 64) are
%% zero, at the first, second, ... step: the seeding must skip them as OTP
%% does.
zero_seeds() ->
    G = 16#9e3779b97f4a7c15, M64 = (1 bsl 64) - 1,
    Zero64 = 7046029254386353131,      % SplitMix64 from here gives 0
    Zero58 = 7637298918812145022,      % gives 2^58
    [(Z - J * G) band M64 || Z <- [Zero64, Zero58], J <- [0, 1, 2, 3, 15, 16]]
    ++ [{Zero64, 0, 0}, {0, M64 - 1, 0}, {0, 0, 6748209959976139713}, {Zero58, 5, 6},
        {0, Zero58 bxor G, 0}].

%% The brief's long sequences.
long() ->
    [more_cmp:check_eq({long, A, S, N},
                       draws(rand, A, S, [{u, fun(M) -> M:uniform(N) end} || _ <- lists:seq(1, 3000)]),
                       draws(th_rand, A, S, [{u, fun(M) -> M:uniform(N) end} || _ <- lists:seq(1, 3000)]))
     || A <- algs() -- [dummy], S <- [{1, 2, 3}, 42], N <- [100, 1 bsl 58, 1000000007]],
    [more_cmp:check_eq({long, A, S, What},
                       draws(rand, A, S, [{u, F} || _ <- lists:seq(1, 2000)]),
                       draws(th_rand, A, S, [{u, F} || _ <- lists:seq(1, 2000)]))
     || A <- algs(), S <- [{1, 2, 3}, 7],
        {What, F} <- [{uniform, fun(M) -> M:uniform() end},
                      {uniform_real, fun(M) -> M:uniform_real() end},
                      {normal, fun(M) -> M:normal() end}],
        A =/= dummy orelse What =/= normal],
    ok.

%% A random sequence of operations on the process's state.
one() ->
    Alg = pick(algs()), Seed = seed(),
    Ops = [op(Alg) || _ <- lists:seq(1, rnd(25))],
    Ops1 = case rnd(6) of
               1 when Alg =/= exs64, Alg =/= dummy ->
                   {A, B} = lists:split(rnd(length(Ops)) - 1, Ops),
                   A ++ [{jump, fun(M) -> element(2, M:export_seed_s(M:jump())) end} | B];
               _ -> Ops
           end,
    Names = [Name || {Name, _} <- Ops1],
    more_cmp:check_eq({Names, Alg, Seed}, draws(rand, Alg, Seed, Ops1),
                      draws(th_rand, Alg, Seed, Ops1)).

%% The functional API, states carried by hand, and restarting from an
%% exported state (OTP's, passed to both modules).
functional() ->
    Alg = pick(algs()), Seed = seed(),
    S0 = rand:seed_s(Alg, Seed), T0 = th_rand:seed_s(Alg, Seed),
    more_cmp:check_eq({export, Alg, Seed}, rand:export_seed_s(S0), th_rand:export_seed_s(T0)),
    Steps = [begin
                 N = range(), B = rnd(20) - 1,
                 pick([{uniform_s, fun(M, S) -> M:uniform_s(S) end},
                       {uniform_s2, fun(M, S) -> M:uniform_s(N, S) end},
                       {uniform_real_s, fun(M, S) -> M:uniform_real_s(S) end},
                       {bytes_s, fun(M, S) -> M:bytes_s(B, S) end},
                       {normal_s, fun(M, S) -> M:normal_s(S) end},
                       {normal_s3, fun(M, S) -> M:normal_s(2, 9, S) end}])
             end || _ <- lists:seq(1, rnd(20))],
    Steps1 = case Alg of
                 dummy -> [St || {Nm, _} = St <- Steps, Nm =/= normal_s, Nm =/= normal_s3];
                 _ -> Steps
             end,
    Run = fun(M, St0) ->
                  {Xs, StN} = lists:mapfoldl(
                                fun({_, F}, St) ->
                                        try F(M, St) of {X, St1} -> {{ok, X}, St1}
                                        catch C:E -> {{C, E}, St} end
                                end, St0, Steps1),
                  {Xs, M:export_seed_s(StN)}
          end,
    Exported = rand:export_seed_s(S0),
    more_cmp:check_eq({functional, Alg, Seed, [Nm || {Nm, _} <- Steps1]},
                      Run(rand, S0), Run(th_rand, th_rand:seed_s(Exported))),
    Exp1 = with_state(fun() -> rand:seed(Exported), [rand:uniform(1000) || _ <- lists:seq(1, 5)] end),
    Got1 = with_state(fun() -> th_rand:seed(Exported), [th_rand:uniform(1000) || _ <- lists:seq(1, 5)] end),
    more_cmp:check_eq({seed1_exported, Alg, Seed}, Exp1, Got1).

%% Jumps from every position of the rotating sixteen-word states.
jumps() ->
    Alg = pick(jump_algs()), Seed = seed(), K = rnd(40) - 1,
    F = fun(M) ->
                S = lists:foldl(fun(_, St) -> element(2, M:uniform_s(St)) end,
                                M:seed_s(Alg, Seed), lists:seq(1, K)),
                J1 = M:jump(S),
                J2 = M:jump(J1),
                {X, _} = M:uniform_s(1 bsl 50, J2),
                {M:export_seed_s(J1), M:export_seed_s(J2), X}
        end,
    more_cmp:check_eq({jump, Alg, Seed, K}, with_state(fun() -> F(rand) end),
                      with_state(fun() -> F(th_rand) end)).

%% ---------------------------------------------------------------------
%% Scripted generators: a handler whose next word comes from a list, to
%% reach every branch (multi-word floats, rejections, ziggurat slow paths).

next_word([V | T]) -> {V, T}.

handler() ->
    Base = #{type => scripted, next => fun next_word/1},
    case rnd(7) of
        1 -> Base#{bits => 58};
        2 -> Base#{bits => 58, weak_low_bits => 1};
        3 -> Base#{bits => 64};
        4 -> Base#{bits => 64, weak_low_bits => 3};
        5 -> Base#{max => (1 bsl 58) - 1};
        6 -> Base#{max => (1 bsl 64) - 1};
        7 -> Base#{bits => 58, weak_low_bits => 2}
    end.

word(Bits) ->
    case rnd(9) of
        1 -> 0;
        2 -> rnd(1 bsl 20);
        3 -> rnd(1 bsl (Bits - 4)) - 1;
        4 -> (1 bsl Bits) - rnd(1 bsl 20);
        5 -> 1 bsl (rnd(Bits) - 1);
        6 -> rnd(1 bsl (rnd(Bits))) - 1;
        _ -> rnd(1 bsl Bits) - 1
    end.

script(H) ->
    Bits = case H of #{bits := B} -> B; #{max := Max} -> bit_size(binary:encode_unsigned(Max)) end,
    Ws = [word(Bits) || _ <- lists:seq(1, rnd(12))],
    case rnd(5) of
        1 -> lists:duplicate(rnd(22) - 1, 0) ++ Ws;
        _ -> Ws
    end ++ [word(Bits) || _ <- lists:seq(1, 30)].

scripted() ->
    H = handler(),
    Ws = script(H),
    N = range(), B = rnd(24) - 1,
    {Name, F} = pick([{uniform_s, fun(M, S) -> M:uniform_s(S) end},
                      {uniform_s2, fun(M, S) -> M:uniform_s(N, S) end},
                      {uniform_real_s, fun(M, S) -> M:uniform_real_s(S) end},
                      {uniform_real_s, fun(M, S) -> M:uniform_real_s(S) end},
                      {bytes_s, fun(M, S) -> M:bytes_s(B, S) end},
                      {normal_s, fun(M, S) -> M:normal_s(S) end},
                      {normal_s, fun(M, S) -> M:normal_s(S) end}]),
    Run = fun(M) ->
                  try F(M, {H, Ws}) of {X, {_, Rest}} -> {ok, X, length(Rest)}
                  catch C:E -> {C, E} end
          end,
    more_cmp:check_eq({scripted, Name, maps:without([next, type], H), N, B, Ws},
                      Run(rand), Run(th_rand)).

%% The ziggurat tables: the fast path of every strip, its bound, and the
%% acceptance threshold of its wedge.
ziggurat() ->
    H = #{type => scripted, bits => 58, next => fun next_word/1},
    Filler = [16#155555555555555 || _ <- lists:seq(1, 8)],
    Norm = fun(M, Ws) ->
                   try M:normal_s({H, Ws ++ Filler}) of {X, {_, Rest}} -> {X, length(Rest)}
                   catch C:E -> {C, E} end
           end,
    Word = fun(R, Sign) -> (R bsl 7) bor (Sign bsl 6) bor 16#15 end,
    lists:foreach(
      fun(Idx) ->
              %% fast path values
              [more_cmp:check_eq({zig_fast, Idx, R}, Norm(rand, [Word(R, S)]), Norm(th_rand, [Word(R, S)]))
               || M <- [0, 1, 2, 1000, 1 bsl 30, 1 bsl 40, rnd(1 bsl 43) - 1], S <- [0, 1],
                  R <- [Idx + 256 * M]],
              %% the bound: the first R of this strip that leaves the fast path
              Slow = fun(Mod, R) ->
                             case Norm(Mod, [Word(R, 0), 5 bsl 5]) of
                                 {_, L} when L =:= length(Filler) + 1 -> false;
                                 _ -> true
                             end
                     end,
              MB = bsearch(fun(M) -> Slow(rand, Idx + 256 * M) end, 0, 1 bsl 43),
              [more_cmp:check_eq({zig_bound, Idx, M}, Norm(rand, [Word(Idx + 256 * M, 0), 5 bsl 5]),
                                 Norm(th_rand, [Word(Idx + 256 * M, 0), 5 bsl 5]))
               || M <- [MB - 1, MB], M >= 0, M < 1 bsl 43],
              %% wedges: the first U that rejects, for R beyond the bound
              case Idx > 0 andalso MB < 1 bsl 43 of
                  true ->
                      [begin
                           R = Idx + 256 * M,
                           Rejects = fun(Mod, U) -> element(2, Norm(Mod, [Word(R, 0), U bsl 5])) < length(Filler) end,
                           UB = bsearch(fun(U) -> Rejects(rand, U) end, 0, 1 bsl 53),
                           [more_cmp:check_eq({zig_wedge, Idx, R, U},
                                              Norm(rand, [Word(R, 0), U bsl 5]),
                                              Norm(th_rand, [Word(R, 0), U bsl 5]))
                            || U <- [UB - 1, UB], U >= 0, U < 1 bsl 53]
                       end || M <- [MB, MB + rnd(max(1, (1 bsl 43) - MB - 1)) - 1, (1 bsl 43) - 1]];
                  false -> ok
              end
      end, lists:seq(0, 255)).

%% The smallest X in [Lo, Hi) with P(X), Hi when none; P is monotone.
bsearch(_P, Lo, Lo) -> Lo;
bsearch(P, Lo, Hi) ->
    Mid = (Lo + Hi) div 2,
    case P(Mid) of
        true -> bsearch(P, Lo, Mid);
        false -> bsearch(P, Mid + 1, Hi)
    end.

%% uniform_real_s after long runs of zero words.
real_endgame() ->
    [begin
         H = #{type => scripted, bits => Bits, next => fun next_word/1},
         Ws = lists:duplicate(Z, 0) ++ [W, (1 bsl Bits) - 1, 12345 | lists:duplicate(30, (1 bsl (Bits - 1)) + 1)],
         Run = fun(M) -> try M:uniform_real_s({H, Ws}) of {X, {_, Rest}} -> {ok, X, length(Rest)}
                         catch C:E -> {C, E} end
               end,
         more_cmp:check_eq({real_endgame, Bits, Z, W}, Run(rand), Run(th_rand))
     end || Bits <- [58, 64], Z <- lists:seq(14, 22),
            W <- [1, 1 bsl 20, 1 bsl (Bits - 14), 1 bsl (Bits - 15), 1 bsl (Bits - 4), (1 bsl Bits) - 1]],
    ok.

%% States given by hand with words wider than the algorithm's, or negative.
hand_states() ->
    Big = (1 bsl 61) + 12345,
    L14 = lists:seq(1, 14),
    States = [{exsss, [Big | 5]}, {exsss, [5 | Big]}, {exsss, [-1 | -1]},
              {exrop, [Big | 5]}, {exrop, [5 | Big]}, {exsp, [Big | 5]}, {exsp, [-3 | Big]},
              {exsplus, [-5 | Big]}, {exro928ss, {[Big, 7 | L14], []}},
              {exro928ss, {[1, Big | L14], []}}, {exro928ss, {[-1, -1 | L14], []}},
              {exs1024s, {[1 bsl 70, 5 | L14], []}}, {exs1024, {[3, -1 | L14], []}},
              {exs64, 1 bsl 70}, {exs64, -9}],
    [begin
         F = fun(M) ->
                     try
                         S = M:seed_s(St),
                         {A, S1} = M:uniform_s(S),
                         {B, S2} = M:uniform_s(1000, S1),
                         {C, S3} = M:uniform_real_s(S2),
                         {D, S4} = M:normal_s(S3),
                         {A, B, C, D, M:export_seed_s(S4)}
                     catch E:R -> {E, R}
                     end
             end,
         more_cmp:check_eq({hand_state, St}, F(rand), F(th_rand))
     end || St <- States],
    ok.

%% The niche functions on random and edge inputs.
niche() ->
    X = case rnd(6) of
            1 -> rnd(1 bsl 58) - 1;
            2 -> rnd(1 bsl 59) - 1;
            3 -> rnd(1 bsl 64) - 1;
            4 -> pick([0, 1, -1, 1 bsl 58, (1 bsl 58) - 1, 1 bsl 59, (1 bsl 59) - 1, 1 bsl 64,
                       (16#7fa6502 bsl 32) - 1, (16#7fa6502 bsl 32) - 2]);
            5 -> rnd(1 bsl 70);
            6 -> rnd(1000) - 500
        end,
    Y = rnd(1 bsl 58) - 1,
    [more_cmp:check(rand, F, A)
     || {F, A} <- [{splitmix64_next, [X]}, {exsp_next, [[X | Y]]}, {exsp_next, [[Y | X]]},
                   {exsp_jump, [[X band ((1 bsl 58) - 1) | Y]]},
                   {mwc59, [X]}, {mwc59_value32, [X]}, {mwc59_value, [X]},
                   {mwc59_float, [X]}, {mwc59_seed, [X]}]],
    %% an mwc59 sequence
    Seq = fun(M) -> lists:foldl(fun(_, {CX, Acc}) -> CX1 = M:mwc59(CX),
                                                      {CX1, [M:mwc59_value(CX1), M:mwc59_value32(CX1),
                                                             M:mwc59_float(CX1) | Acc]}
                                end, {M:mwc59_seed(Y), []}, lists:seq(1, 20))
          end,
    more_cmp:check_eq({mwc59_seq, Y}, Seq(rand), Seq(th_rand)).

%% Errors: bad ranges, algorithms, seeds and variances.
errors() ->
    S = rand:seed_s(exsss, 1),
    T = th_rand:seed_s(exsss, 1),
    Cases = [{uniform_s, [0]}, {uniform_s, [-1]}, {uniform_s, [1.5]}, {uniform_s, [a]},
             {bytes_s, [-1]}, {normal_s, [0, 0]}, {normal_s, [0, -1]}],
    [more_cmp:check_eq({error, F, A},
                       more_cmp:res(rand, F, A ++ [S]), more_cmp:res(th_rand, F, A ++ [T]))
     || {F, A} <- Cases],
    [more_cmp:check_eq({error, A},
                       with_state(fun() -> rand:seed(exsss, 5), more_cmp:res(rand, F, A) end),
                       with_state(fun() -> th_rand:seed(exsss, 5), more_cmp:res(th_rand, F, A) end))
     || {F, A} <- [{seed, [foo]}, {seed, [exsss, foo]}, {seed, [exsss, {1, 2}]},
                   {seed_s, [bar, 1]}, {seed, [exsss, 1.0]}, {uniform, [0]},
                   {jump, [rand:seed_s(exs64, 1)]}, {jump, [rand:seed_s(dummy, 1)]},
                   {normal, [1, 0]}, {normal, [1, 4]}]],
    ok.
