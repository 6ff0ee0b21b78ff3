%% rand -- pseudo random numbers for triheap.
%%
%% Gives the same numbers as Erlang/OTP 25's rand for the same seed: the
%% same algorithms (exsss, exro928ss, exrop, exs1024s, exsp, and the
%% deprecated exs64, exsplus, exs1024), the same seeding, the same state
%% terms (what export_seed/0,1 return), the same ways of turning generator
%% words into integers, floats, bytes and normal deviates, and the same jump
%% functions. Written from the published algorithm descriptions
%% (Xorshift116 with the + and ** scramblers, Xoroshiro116+, a 58-bit
%% Xoroshiro1024**, Xorshift64*, Xorshift1024*, SplitMix64 for seeding,
%% Marsaglia and Tsang's ziggurat for the normal distribution), OTP's
%% documentation and experiments against OTP 25.
%%
%% The state is {AlgHandler, AlgState}: AlgHandler is a map with the
%% algorithm's type, word size (bits, and weak_low_bits when the lowest bits
%% are of poorer quality, or max for the old algorithms) and funs for the
%% next word (next), and where the algorithm has them, for floats
%% (uniform), ranges (uniform_n) and jumps (jump). The process's own state
%% lives in the process dictionary under the key rand_seed.
%%
%% Generator words are at most 58 bits for the 58-bit algorithms; the code
%% masks before shifting and splits multiplications so that they stay
%% within small integers (60 bits in triheap) where it can.
%%
%% Seeding "from the clock" (seed/1 with an algorithm name, or the first
%% use without a seed) starts from the time, the pid and a unique integer,
%% as OTP does; those sequences differ from run to run.

-module(rand).

-export([seed/1, seed/2, seed_s/1, seed_s/2, export_seed/0, export_seed_s/1,
         uniform/0, uniform/1, uniform_s/1, uniform_s/2,
         uniform_real/0, uniform_real_s/1,
         bytes/1, bytes_s/2, jump/0, jump/1,
         normal/0, normal/2, normal_s/1, normal_s/3,
         splitmix64_next/1, exsp_next/1, exsp_jump/1,
         mwc59/1, mwc59_value32/1, mwc59_value/1, mwc59_float/1,
         mwc59_seed/0, mwc59_seed/1]).

-define(SEED_KEY, rand_seed).

%% Masks 2^N - 1, written out so that no run-time arithmetic builds them.
-define(M21, 16#1fffff).
-define(M24, 16#ffffff).
-define(M26, 16#3ffffff).
-define(M32, 16#ffffffff).
-define(M34, 16#3ffffffff).
-define(M39, 16#7fffffffff).
-define(M49, 16#1ffffffffffff).
-define(M51, 16#7ffffffffffff).
-define(M53, 16#1fffffffffffff).
-define(M55, 16#7fffffffffffff).
-define(M56, 16#ffffffffffffff).
-define(M58, 16#3ffffffffffffff).
-define(M59, 16#7ffffffffffffff).
-define(M64, 16#ffffffffffffffff).
-define(BIT(N), (1 bsl (N))).
-define(TWO_POW_MINUS53, 1.1102230246251565e-16).

%% ---------------------------------------------------------------------
%% Seeding and the process's state

seed(Alg) -> seed_put(seed_s(Alg)).

seed(Alg, Seed) -> seed_put(seed_s(Alg, Seed)).

seed_s({AlgHandler, _AlgState} = State) when is_map(AlgHandler) -> State;
seed_s({Alg, AlgState}) when is_atom(Alg) ->
    {AlgHandler, _SeedFun} = mk_alg(Alg),
    {AlgHandler, AlgState};
seed_s(Alg) ->
    seed_s(Alg, {erlang:phash2([{node(), self()}]), erlang:system_time(),
                 erlang:unique_integer()}).

seed_s(Alg, Seed) ->
    {AlgHandler, SeedFun} = mk_alg(Alg),
    {AlgHandler, SeedFun(Seed)}.

export_seed() ->
    case get(?SEED_KEY) of
        {#{type := Alg}, AlgState} -> {Alg, AlgState};
        _ -> undefined
    end.

export_seed_s({#{type := Alg}, AlgState}) -> {Alg, AlgState}.

seed_put(State) ->
    put(?SEED_KEY, State),
    State.

seed_get() ->
    case get(?SEED_KEY) of
        undefined -> seed(default);
        State -> State
    end.

%% The handler map and the seeding function of each algorithm.
mk_alg(default) -> mk_alg(exsss);
mk_alg(exsss) ->
    {#{type => exsss, bits => 58, next => fun exsss_next/1,
       uniform => fun exsss_uniform/1, uniform_n => fun exsss_uniform/2,
       jump => fun xs116_jump/1},
     fun exsss_seed/1};
mk_alg(exro928ss) ->
    {#{type => exro928ss, bits => 58, next => fun exro928ss_next/1,
       uniform => fun exro928ss_uniform/1,
       uniform_n => fun exro928ss_uniform/2,
       jump => fun exro928_jump/1},
     fun exro928_seed/1};
mk_alg(exrop) ->
    {#{type => exrop, bits => 58, weak_low_bits => 1, next => fun exrop_next/1,
       uniform => fun exrop_uniform/1, uniform_n => fun exrop_uniform/2,
       jump => fun exrop_jump/1},
     fun exrop_seed/1};
mk_alg(exs1024s) ->
    {#{type => exs1024s, bits => 64, weak_low_bits => 3,
       next => fun exs1024_next/1, jump => fun exs1024_jump/1},
     fun exs1024_seed/1};
mk_alg(exsp) ->
    {#{type => exsp, bits => 58, weak_low_bits => 1, next => fun exsp_next/1,
       uniform => fun exsp_uniform/1, uniform_n => fun exsp_uniform/2,
       jump => fun xs116_jump/1},
     fun exsplus_seed/1};
mk_alg(exs64) ->
    {#{type => exs64, max => ?M64, next => fun exs64_next/1},
     fun exs64_seed/1};
mk_alg(exsplus) ->
    {#{type => exsplus, max => ?M58, next => fun exsp_next/1,
       jump => fun xs116_jump/1},
     fun exsplus_seed/1};
mk_alg(exs1024) ->
    {#{type => exs1024, max => ?M64, next => fun exs1024_next/1,
       jump => fun exs1024_jump/1},
     fun exs1024_seed/1};
mk_alg(dummy) ->
    {#{type => dummy, bits => 58, next => fun dummy_next/1,
       uniform => fun dummy_uniform/1, uniform_n => fun dummy_uniform/2},
     fun dummy_seed/1}.

%% SplitMix64: one step gives a 64-bit output and the new state.
splitmix64_next(X0) ->
    X = (X0 + 16#9e3779b97f4a7c15) band ?M64,
    Z0 = ((X bxor (X bsr 30)) * 16#bf58476d1ce4e5b9) band ?M64,
    Z1 = ((Z0 bxor (Z0 bsr 27)) * 16#94d049bb133111eb) band ?M64,
    {Z1 bxor (Z1 bsr 31), X}.

%% A non-zero 58-bit word from SplitMix64, and the SplitMix64 state after it.
seed58(X0) ->
    {Z, X} = splitmix64_next(X0),
    case Z band ?M58 of
        0 -> seed58(X);
        W -> {W, X}
    end.

%% N such words.
seed58_list(0, _) -> [];
seed58_list(N, X0) ->
    {W, X} = seed58(X0),
    [W | seed58_list(N - 1, X)].

%% A non-zero 64-bit word.
seed64(X0) ->
    {Z, X} = splitmix64_next(X0),
    case Z of
        0 -> seed64(X);
        _ -> {Z, X}
    end.

seed64_list(0, _) -> [];
seed64_list(N, X0) ->
    {W, X} = seed64(X0),
    [W | seed64_list(N - 1, X)].

%% The three integers of a tuple seed, chained through SplitMix64.
seed58_tuple(A1, A2, A3) ->
    {W1, X1} = seed58(A1 band ?M64),
    {W2, X2} = seed58((A2 band ?M64) bxor X1),
    {W3, X3} = seed58((A3 band ?M64) bxor X2),
    {W1, W2, W3, X3}.

exsss_seed({A1, A2, A3}) ->
    {_, S0, S1, _} = seed58_tuple(A1, A2, A3),
    [S0 | S1];
exsss_seed(X) when is_integer(X) ->
    [S0, S1] = seed58_list(2, X band ?M64),
    [S0 | S1].

exro928_seed({A1, A2, A3}) ->
    {S0, S1, S2, X} = seed58_tuple(A1, A2, A3),
    {[S0, S1, S2 | seed58_list(13, X)], []};
exro928_seed(X) when is_integer(X) ->
    {seed58_list(16, X band ?M64), []}.

exrop_seed({A1, A2, A3}) ->
    [_ | S1] = exrop_next_s((A1 * 4294967197 + 1) band ?M58,
                            (A2 * 4294967231 + 1) band ?M58),
    exrop_next_s((A3 * 4294967279 + 1) band ?M58, S1);
exrop_seed(X) when is_integer(X) ->
    [S0, S1] = seed58_list(2, X band ?M64),
    [S0 | S1].

exsplus_seed({A1, A2, A3}) ->
    {_, R1} = exsp_next([(A1 * 4294967197 + 1) band ?M58 |
                         (A2 * 4294967231 + 1) band ?M58]),
    {_, R2} = exsp_next([(A3 * 4294967279 + 1) band ?M58 | tl(R1)]),
    R2;
exsplus_seed(X) when is_integer(X) ->
    [S0, S1] = seed58_list(2, X band ?M64),
    [S0 | S1].

exs64_seed({A1, A2, A3}) ->
    {V1, _} = exs64_next((A1 band ?M32) * 4294967197 + 1),
    {V2, _} = exs64_next((A2 band ?M32) * 4294967231 + 1),
    {V3, _} = exs64_next((A3 band ?M32) * 4294967279 + 1),
    ((V1 * V2 * V3) rem (?M64 - 1)) + 1;
exs64_seed(X) when is_integer(X) ->
    {Z, _} = seed64(X band ?M64),
    Z.

exs1024_seed({A1, A2, A3}) ->
    B1 = (((A1 band ?M21) + 1) * 2097131) band ?M21,
    B2 = (((A2 band ?M21) + 1) * 2097133) band ?M21,
    B3 = (((A3 band ?M21) + 1) * 2097143) band ?M21,
    {exs1024_gen(16, (B1 bsl 43) bor (B2 bsl 22) bor (B3 bsl 1) bor 1, []), []};
exs1024_seed(X) when is_integer(X) ->
    {seed64_list(16, X band ?M64), []}.

exs1024_gen(0, _, Acc) -> Acc;
exs1024_gen(N, R, Acc) ->
    {V, R1} = exs64_next(R),
    exs1024_gen(N - 1, R1, [V | Acc]).

dummy_seed({A1, A2, A3}) ->
    {_, X1} = splitmix64_next(A1 band ?M64),
    {_, X2} = splitmix64_next((A2 band ?M64) bxor X1),
    {Z, _} = splitmix64_next((A3 band ?M64) bxor X2),
    Z band ?M58;
dummy_seed(X) when is_integer(X) ->
    {Z, _} = splitmix64_next(X band ?M64),
    Z band ?M58.

%% ---------------------------------------------------------------------
%% The generators: each takes the algorithm state and returns
%% {Word, NewAlgState}.

rotl58(X, K) -> ((X band ((1 bsl (58 - K)) - 1)) bsl K) bor (X bsr (58 - K)).

%% The Xorshift116 step: the new second word from the pair.
xs116(S0, S1) ->
    S1a = S1 bxor ((S1 band ?M34) bsl 24),
    S1a bxor S0 bxor (S1a bsr 11) bxor (S0 bsr 41).

%% The ** scrambler on 58 bits: rotl(S * 5, 7) * 9.
starstar(S) ->
    V0 = (S + ((S band ?M56) bsl 2)) band ?M58,
    V1 = ((V0 band ?M51) bsl 7) bor (V0 bsr 51),
    (V1 + ((V1 band ?M55) bsl 3)) band ?M58.

%% Xorshift116**. The state is [S1 | S0], in this order. (As in OTP, words
%% of a state given by hand are cut to 58 bits.)
exsss_next([S1a | S0a]) ->
    S0 = S0a band ?M58,
    {starstar(S0), [S0 | xs116(S0, S1a band ?M58)]}.

%% Xorshift116+.
exsp_next([S1a | S0a]) ->
    S1 = S1a band ?M58,
    S0 = S0a band ?M58,
    NewS1 = xs116(S0, S1),
    {(S0 + NewS1) band ?M58, [S0 | NewS1]}.

%% Xoroshiro116+.
exrop_next([S0 | S1]) ->
    {(S0 + S1) band ?M58, exrop_next_s(S0, S1)}.

exrop_next_s(S0, S1) ->
    A = S1 bxor S0,
    [rotl58(S0, 24) bxor A bxor ((A band ?M56) bsl 2) | rotl58(A, 35)].

%% Xoroshiro928**: sixteen 58-bit words kept as a list and the words
%% already passed, reversed.
exro928ss_next({[S15a, S0a | Ss], Rs}) ->
    S0 = S0a band ?M58,
    {starstar(S0), exro928_next_state(S15a band ?M58, S0, Ss, Rs)};
exro928ss_next({[S15], Rs}) ->
    exro928ss_next({[S15 | lists:reverse(Rs)], []}).

exro928_next_state(S15, S0, Ss, Rs) ->
    Q = S15 bxor S0,
    NewS15 = rotl58(S0, 44) bxor Q bxor ((Q band ?M49) bsl 9),
    NewS0 = rotl58(Q, 45),
    {[NewS0 | Ss], [NewS15 | Rs]}.

%% Xorshift64*.
exs64_next(R) ->
    R1 = R bxor (R bsr 12),
    R2 = R1 bxor ((R1 band ?M39) bsl 25),
    R3 = R2 bxor (R2 bsr 27),
    {(R3 * 2685821657736338717) band ?M64, R3}.

%% Xorshift1024*: sixteen 64-bit words as for exro928ss.
exs1024_next({[S0, S1 | L3], RL}) ->
    S1a = S1 bxor ((S1 band 16#1ffffffff) bsl 31),
    S1b = S1a bxor (S1a bsr 11),
    NewS1 = S1b bxor S0 bxor (S0 bsr 30),
    {(NewS1 * 1181783497276652981) band ?M64, {[NewS1 | L3], [S0 | RL]}};
exs1024_next({[H], RL}) ->
    exs1024_next({[H | lists:reverse(RL)], []}).

dummy_next(R) -> {R, R bxor ?M58}.

%% ---------------------------------------------------------------------
%% Uniform integers and floats

uniform() ->
    {X, State} = uniform_s(seed_get()),
    _ = seed_put(State),
    X.

uniform(N) ->
    {X, State} = uniform_s(N, seed_get()),
    _ = seed_put(State),
    X.

uniform_s({#{uniform := Uniform}, _} = State) ->
    Uniform(State);
uniform_s({#{bits := Bits, next := Next} = AlgHandler, R0}) ->
    {V, R1} = Next(R0),
    {(V bsr (Bits - 53)) * ?TWO_POW_MINUS53, {AlgHandler, R1}};
uniform_s({#{max := Max, next := Next} = AlgHandler, R0}) ->
    {V, R1} = Next(R0),
    {V / (Max + 1), {AlgHandler, R1}}.

uniform_s(N, {#{uniform_n := UniformN}, _} = State)
  when is_integer(N), 1 =< N ->
    UniformN(N, State);
uniform_s(N, {#{bits := Bits, next := Next} = AlgHandler, R0})
  when is_integer(N), 1 =< N ->
    {V, R1} = Next(R0),
    fit(N, V, Bits, AlgHandler, R1, fun uniform_s/2);
uniform_s(N, {#{max := Max, next := Next} = AlgHandler, R0})
  when is_integer(N), 1 =< N ->
    {V, R1} = Next(R0),
    if
        N =< Max -> {V rem N + 1, {AlgHandler, R1}};
        true -> {trunc(V / (Max + 1) * N) + 1, {AlgHandler, R1}}
    end.

%% 1..N from a word W of Bits bits when N =< 2^Bits, else from several
%% words; Retry is called on the new algorithm state when W falls in the
%% incomplete top part of the word range.
fit(N, W, Bits, AlgHandler, R1, Retry) ->
    MaxMinusN = ?BIT(Bits) - N,
    if
        MaxMinusN >= 0 ->
            I = W rem N,
            if
                W - I =< MaxMinusN -> {I + 1, {AlgHandler, R1}};
                true -> Retry(N, {AlgHandler, R1})
            end;
        true ->
            uniform_range(N, AlgHandler, R1, W)
    end.

exsss_uniform({AlgHandler, R0}) ->
    {V, R1} = exsss_next(R0),
    {(V bsr 5) * ?TWO_POW_MINUS53, {AlgHandler, R1}}.

exsss_uniform(N, {AlgHandler, R0}) ->
    {V, R1} = exsss_next(R0),
    fit(N, V, 58, AlgHandler, R1, fun exsss_uniform/2).

exsp_uniform({AlgHandler, R0}) ->
    {V, R1} = exsp_next(R0),
    {(V bsr 5) * ?TWO_POW_MINUS53, {AlgHandler, R1}}.

exsp_uniform(N, {AlgHandler, R0}) ->
    {V, R1} = exsp_next(R0),
    fit(N, V, 58, AlgHandler, R1, fun exsp_uniform/2).

exrop_uniform({AlgHandler, R0}) ->
    {V, R1} = exrop_next(R0),
    {(V bsr 5) * ?TWO_POW_MINUS53, {AlgHandler, R1}}.

exrop_uniform(N, {AlgHandler, R0}) ->
    {V, R1} = exrop_next(R0),
    fit(N, V, 58, AlgHandler, R1, fun exrop_uniform/2).

exro928ss_uniform({AlgHandler, R0}) ->
    {V, R1} = exro928ss_next(R0),
    {(V bsr 5) * ?TWO_POW_MINUS53, {AlgHandler, R1}}.

exro928ss_uniform(N, {AlgHandler, R0}) ->
    {V, R1} = exro928ss_next(R0),
    fit(N, V, 58, AlgHandler, R1, fun exro928ss_uniform/2).

dummy_uniform({AlgHandler, R}) -> {0.5, {AlgHandler, R bxor ?M58}}.

dummy_uniform(_N, {AlgHandler, R}) -> {1, {AlgHandler, R bxor ?M58}}.

%% Ranges wider than one word: words are concatenated, each shifted in
%% above the weak low bits of the next.
uniform_range(N, #{next := Next, bits := Bits} = AlgHandler, R, V) ->
    Weak = maps:get(weak_low_bits, AlgHandler, 0),
    Shift = Bits - Weak,
    ShiftMask = bnot ((1 bsl Weak) - 1),
    N1 = N - 1,
    if
        N band N1 =:= 0 ->
            {V1, R1, _} = range_words(N bsr Bits, Next, R, V, ShiftMask, Shift,
                                      Bits),
            {(V1 band N1) + 1, {AlgHandler, R1}};
        true ->
            {V1, R1, B} = range_words(N bsr (Bits - 2), Next, R, V, ShiftMask,
                                      Shift, 1 bsl Bits),
            I = V1 rem N,
            if
                V1 - I =< B - N -> {I + 1, {AlgHandler, R1}};
                true ->
                    {V2, R2} = Next(R1),
                    uniform_range(N, AlgHandler, R2, V2)
            end
    end.

range_words(N, Next, R, V, ShiftMask, Shift, B) ->
    if
        N =< 1 -> {V, R, B};
        true ->
            {V1, R1} = Next(R),
            range_words(N bsr Shift, Next, R1, ((V band ShiftMask) bsl Shift) bor V1,
                        ShiftMask, Shift, B bsl Shift)
    end.

uniform_real() ->
    {X, State} = uniform_real_s(seed_get()),
    _ = seed_put(State),
    X.

%% A float in [0.0, 1.0) with 53 significant bits wherever possible: the
%% leading zero bits of a word are skipped and more words are taken when a
%% word has fewer than 53 bits after them. A word counts for 56 bits: the
%% top 56 of a bits-handler's word; the low 56 of an old algorithm's (max)
%% words, except that its second word is taken whole, as OTP does.
uniform_real_s({#{bits := Bits, next := Next} = AlgHandler, R0}) ->
    {V1, R1} = Next(R0),
    real_first(AlgHandler, Next, V1 bsr (Bits - 56), R1, Bits);
uniform_real_s({#{max := _, next := Next} = AlgHandler, R0}) ->
    {V1, R1} = Next(R0),
    real_first(AlgHandler, Next, V1 band ?M56, R1, 56).

real_first(AlgHandler, Next, M1, R1, Bits) ->
    if
        M1 >= ?BIT(55) -> {(M1 bsr 3) * ?TWO_POW_MINUS53, {AlgHandler, R1}};
        M1 >= ?BIT(54) -> {(M1 bsr 2) * 5.551115123125783e-17, {AlgHandler, R1}};
        M1 >= ?BIT(53) -> {(M1 bsr 1) * 2.7755575615628914e-17, {AlgHandler, R1}};
        M1 >= ?BIT(52) -> {M1 * 1.3877787807814457e-17, {AlgHandler, R1}};
        true ->
            {V2, R2} = Next(R1),
            real_more(AlgHandler, Next, M1, -56, R2, V2, Bits)
    end.

%% M0 (fewer than 53 bits) holds the bits above 2^BitNo; V1 is the next word.
real_more(AlgHandler, Next, 0, BitNo, R1, V1, Bits) ->
    M1 = V1 bsr (Bits - 56),
    if
        M1 >= ?BIT(55) -> {(M1 bsr 3) * pow2(BitNo - 53), {AlgHandler, R1}};
        M1 >= ?BIT(54) -> {(M1 bsr 2) * pow2(BitNo - 54), {AlgHandler, R1}};
        M1 >= ?BIT(53) -> {(M1 bsr 1) * pow2(BitNo - 55), {AlgHandler, R1}};
        M1 >= ?BIT(52) -> {M1 * pow2(BitNo - 56), {AlgHandler, R1}};
        BitNo =:= -1008, M1 < ?BIT(42) ->
            %% The last word before the subnormals: with fewer than 43 bits
            %% the result would be subnormal; start over.
            uniform_real_s({AlgHandler, R1});
        true ->
            real_next(AlgHandler, Next, M1, BitNo - 56, R1, Bits)
    end;
real_more(AlgHandler, _Next, M0, BitNo, R1, V1, Bits) ->
    B0 = 53 - bit_length(M0),
    {((M0 bsl B0) bor (V1 bsr (Bits - B0))) * pow2(BitNo - B0), {AlgHandler, R1}}.

real_next(#{max := _} = AlgHandler, Next, M0, BitNo, R0, Bits) ->
    {V1, R1} = Next(R0),
    real_more(AlgHandler, Next, M0, BitNo, R1, V1 band ?M56, Bits);
real_next(AlgHandler, Next, M0, BitNo, R0, Bits) ->
    {V1, R1} = Next(R0),
    real_more(AlgHandler, Next, M0, BitNo, R1, V1, Bits).

bit_length(M) -> bit_length(M, 0).

bit_length(0, N) -> N;
bit_length(M, N) when M >= 16#10000 -> bit_length(M bsr 16, N + 16);
bit_length(M, N) -> bit_length(M bsr 1, N + 1).

%% 2.0^E, exactly, down to the smallest subnormal.
pow2(E) when E >= -1022 -> math:pow(2.0, E);
pow2(E) -> math:pow(2.0, E + 52) * math:pow(2.0, -52).

%% ---------------------------------------------------------------------
%% Random bytes

bytes(N) ->
    {Bytes, State} = bytes_s(N, seed_get()),
    _ = seed_put(State),
    Bytes.

bytes_s(N, {#{bits := Bits, next := Next} = AlgHandler, R})
  when is_integer(N), 0 =< N ->
    Weak = maps:get(weak_low_bits, AlgHandler, 0),
    bytes_r(N, AlgHandler, Next, R, Bits, Weak);
bytes_s(N, {#{max := Mask, next := Next} = AlgHandler, R})
  when is_integer(N), 0 =< N, ?M58 =< Mask ->
    %% The old algorithms: taken as 58 bits with 2 weak low bits.
    bytes_r(N, AlgHandler, Next, R, 58, 2).

bytes_r(N, AlgHandler, Next, R, Bits, Weak) ->
    GoodBytes = (Bits - Weak) bsr 3,
    GoodBits = GoodBytes bsl 3,
    bytes_r(N, AlgHandler, Next, R, <<>>, GoodBytes, GoodBits, Bits - GoodBits).

bytes_r(N, AlgHandler, Next, R0, Acc, GoodBytes, GoodBits, Shift)
  when GoodBytes < N ->
    {V, R1} = Next(R0),
    bytes_r(N - GoodBytes, AlgHandler, Next, R1,
            <<Acc/binary, (V bsr Shift):GoodBits>>, GoodBytes, GoodBits, Shift);
bytes_r(N, AlgHandler, Next, R0, Acc, _GoodBytes, GoodBits, _Shift) ->
    {V, R1} = Next(R0),
    Bits = N bsl 3,
    {<<Acc/binary, (V bsr (GoodBits - Bits)):Bits>>, {AlgHandler, R1}}.

%% ---------------------------------------------------------------------
%% Jumps: the state 2^64 (2^512 for exro928ss and exs1024s) steps ahead.
%%
%% A jump is a polynomial in the generator's (linear) step: the sum, over
%% the set bits J of the constant, of the state after J steps. The
%% constants are x^(2^64) (or x^(2^512)) modulo each generator's
%% characteristic polynomial, in 58-bit chunks, lowest first.

jump() -> seed_put(jump(seed_get())).

jump({#{jump := Jump}, _} = State) -> Jump(State);
jump({#{}, _}) -> erlang:error(not_implemented).

-define(XS116_JUMP, [16#2f8ea6bc32c797, 16#345d2a0f85f788c]).
-define(EXROP_JUMP, [16#211293241fcb12a, 16#2618c803e0ff352]).
-define(EXS1024_JUMP,
        [16#242f96eca9c41d, 16#196e1ddbe5a1561, 16#239f070b5837a3c,
         16#3f393cc68796cd2, 16#248316f404489af, 16#39a30088bffbac2,
         16#2fea70dc2d9891f, 16#32ae0d9644caec4, 16#313aac17d8efa43,
         16#2f132e055642626, 16#1ee975283d71c93, 16#552321b06f5501,
         16#c41d10a1e6a569, 16#19158ecf8aa1e44, 16#4e9fc949d0b5fc,
         16#363da172811fdda, 16#30e38c3b99181f2, 16#a118038fc]).
-define(EXRO928_JUMP,
        [16#85302f77130ca, 16#14e07f7f4524091, 16#1e1d7d6813d2ba0,
         16#687acef8644287, 16#567fd9f0b83fe5, 16#3e6d27ea06c024,
         16#241e015ac26d5d2, 16#2cd61377663b92f, 16#30a0657e19f00d4,
         16#3c0bdde15cf3c3, 16#345a3a8a3cef3cc, 16#18a8cf308c8e0c6,
         16#3b7c4cc049c536e, 16#31801f9db3af2c, 16#1a1504acd83f24,
         16#2c41dcf2f867d7f]).

xs116_jump({AlgHandler, R}) -> {AlgHandler, exsp_jump(R)}.

exsp_jump([S1 | S0]) ->
    {A1, A0} = pair_jump(?XS116_JUMP, fun xs116_step/2, S1, S0, 0, 0),
    [A1 | A0].

xs116_step(S1, S0) -> {S0, xs116(S0, S1)}.

exrop_jump({AlgHandler, [S0 | S1]}) ->
    {A0, A1} = pair_jump(?EXROP_JUMP, fun exrop_step/2, S0, S1, 0, 0),
    {AlgHandler, [A0 | A1]}.

exrop_step(S0, S1) ->
    [N0 | N1] = exrop_next_s(S0, S1),
    {N0, N1}.

%% The jump polynomial applied to a two-word state.
pair_jump([], _Step, _X, _Y, AX, AY) -> {AX, AY};
pair_jump([C | Cs], Step, X, Y, AX, AY) ->
    pair_jump_bits(C, 58, Cs, Step, X, Y, AX, AY).

pair_jump_bits(_C, 0, Cs, Step, X, Y, AX, AY) ->
    pair_jump(Cs, Step, X, Y, AX, AY);
pair_jump_bits(C, K, Cs, Step, X, Y, AX0, AY0) ->
    {AX, AY} = case C band 1 of
                   1 -> {AX0 bxor X, AY0 bxor Y};
                   0 -> {AX0, AY0}
               end,
    case Cs =:= [] andalso C =< 1 of
        true -> {AX, AY};
        false ->
            {X1, Y1} = Step(X, Y),
            pair_jump_bits(C bsr 1, K - 1, Cs, Step, X1, Y1, AX, AY)
    end.

%% The sixteen-word generators step a rotating list: the state read in
%% order (the list, then the passed words) loses its first word, has its
%% new second word in front and the changed first word at the end.
exs1024_jump({AlgHandler, {L, RL}}) ->
    {AlgHandler, ring_jump(?EXS1024_JUMP, fun exs1024_ring_step/1, L, RL, true)}.

exs1024_ring_step([S0, S1 | Rest]) ->
    {_, {[NewS1 | _], _}} = exs1024_next({[S0, S1], []}),
    [NewS1 | Rest] ++ [S0].

exro928_jump({AlgHandler, {L, RL}}) ->
    {AlgHandler, ring_jump(?EXRO928_JUMP, fun exro928_ring_step/1, L, RL, false)}.

exro928_ring_step([S15, S0 | Rest]) ->
    {[NewS0], [NewS15]} = exro928_next_state(S15, S0, [], []),
    [NewS0 | Rest] ++ [NewS15].

%% Xorshift1024's result keeps the split between list and passed words,
%% Xoroshiro928's has all its words in the list.
ring_jump(Consts, Step, L, RL, KeepSplit) ->
    Acc = ring_poly(Consts, Step, L ++ lists:reverse(RL), [0 || _ <- L ++ RL]),
    case KeepSplit of
        true ->
            {NL, NRL} = lists:split(length(L), Acc),
            {NL, lists:reverse(NRL)};
        false ->
            {Acc, []}
    end.

ring_poly([], _Step, _S, Acc) -> Acc;
ring_poly([C | Cs], Step, S, Acc) ->
    ring_jump_bits(C, 58, Cs, Step, S, Acc).

ring_jump_bits(_C, 0, Cs, Step, S, Acc) -> ring_poly(Cs, Step, S, Acc);
ring_jump_bits(C, K, Cs, Step, S, Acc0) ->
    Acc = case C band 1 of
              1 -> xor_lists(Acc0, S);
              0 -> Acc0
          end,
    case Cs =:= [] andalso C =< 1 of
        true -> Acc;
        false -> ring_jump_bits(C bsr 1, K - 1, Cs, Step, Step(S), Acc)
    end.

xor_lists([A | As], [B | Bs]) -> [A bxor B | xor_lists(As, Bs)];
xor_lists([], []) -> [].

%% ---------------------------------------------------------------------
%% Normal distribution: Marsaglia and Tsang's ziggurat with 256 strips.
%% Each draw takes one word: a sign bit and 51 bits whose low 8 bits pick
%% the strip.

-define(NOR_R, 3.6541528853610088).
-define(NOR_INV_R, (1 / ?NOR_R)).

normal() ->
    {X, State} = normal_s(seed_get()),
    _ = seed_put(State),
    X.

normal(Mean, Variance) ->
    Mean + math:sqrt(Variance) * normal().

normal_s(State0) ->
    {Sign, R, State} = get_52(State0),
    Idx = R band 16#ff,
    {Ki, Wi} = zig_kw(Idx + 1),
    X = R * Wi,
    if
        R < Ki, Sign =:= 0 -> {X, State};
        R < Ki -> {0.0 - X, State};
        Sign =:= 0 -> normal_slow(Idx, Sign, X, State);
        true -> normal_slow(Idx, Sign, 0.0 - X, State)
    end.

normal_s(Mean, Variance, State0) when Variance > 0 ->
    {X, State} = normal_s(State0),
    {Mean + math:sqrt(Variance) * X, State}.

get_52({#{bits := Bits, next := Next} = AlgHandler, S0}) ->
    {V, S1} = Next(S0),
    {V band (1 bsl (Bits - 52)), V bsr (Bits - 51), {AlgHandler, S1}};
get_52({#{next := Next} = AlgHandler, S0}) ->
    {V, S1} = Next(S0),
    {V band ?BIT(51), V band ?M51, {AlgHandler, S1}}.

%% The base strip's tail, beyond NOR_R.
normal_slow(0, Sign, X0, State0) ->
    {U0, S1} = uniform_s(State0),
    X = -?NOR_INV_R * math:log(U0),
    {U1, S2} = uniform_s(S1),
    Y = -math:log(U1),
    if
        Y + Y > X * X, Sign =:= 0 -> {?NOR_R + X, S2};
        Y + Y > X * X -> {-?NOR_R - X, S2};
        true -> normal_slow(0, Sign, X0, S2)
    end;
%% A strip's wedge.
normal_slow(Idx, _Sign, X, State0) ->
    Fi2 = zig_f(Idx + 1),
    {U0, S1} = uniform_s(State0),
    case (zig_f(Idx) - Fi2) * U0 + Fi2 < math:exp(-0.5 * X * X) of
        true -> {X, S1};
        false -> normal_s(S1)
    end.

%% ---------------------------------------------------------------------
%% MWC59: a multiply-with-carry generator on 59-bit integers, and its
%% scramblers.

-define(MWC59_A, 16#7fa6502).

mwc59(CX0) ->
    CX = CX0 band ?M59,
    ?MWC59_A * (CX band ?M32) + (CX bsr 32).

mwc59_value32(CX0) ->
    CX = CX0 band ?M32,
    CX bxor ((CX band ?M24) bsl 8).

mwc59_value(CX0) ->
    CX = CX0 band ?M59,
    CX2 = CX bxor ((CX band ?M55) bsl 4),
    CX2 bxor ((CX2 band ?M32) bsl 27).

mwc59_float(CX0) ->
    CX = CX0 band ?M53,
    CX2 = CX bxor ((CX band ?M49) bsl 4),
    CX3 = CX2 bxor ((CX2 band ?M26) bsl 27),
    CX3 * ?TWO_POW_MINUS53.

mwc59_seed() ->
    {A1, A2, A3} = {erlang:phash2([{node(), self()}]), erlang:system_time(),
                    erlang:unique_integer()},
    mwc59_seed(hash58(A1 bxor hash58(A2 bxor hash58(A3 band ?M58))) band ?M58).

mwc59_seed(S) when is_integer(S), 0 =< S, S =< ?M58 ->
    hash58(S) + 1.

%% A 58-bit mixing function (MurmurHash3's finaliser cut down to 58 bits).
hash58(X0) ->
    X1 = ((X0 bxor (X0 bsr 29)) * 16#351afd7ed558ccd) band ?M58,
    X2 = ((X1 bxor (X1 bsr 29)) * 16#ceb9fe1a85ec53) band ?M58,
    X2 bxor (X2 bsr 29).

%% ---------------------------------------------------------------------
%% Ziggurat tables, computed for 256 strips with R = 3.6541528853610088
%% and the strip area V = R f(R) + the tail's integral, in high precision,
%% then rounded.

%% {K, W} for strip I (element I+1): K = the 51-bit acceptance bound, W = x_I / 2^51.
zig_kw(I) ->
    element(I, {{2104047571236786, 1.736725412160263e-15},
        {0, 9.558660351455634e-17},
        {1693657211986787, 1.2708704834810623e-16},
        {1919380038271141, 1.4909740962495474e-16},
        {2015384402196343, 1.6658733631586268e-16},
        {2068365869448128, 1.8136120810119029e-16},
        {2101878624052573, 1.9429720153135588e-16},
        {2124958784102998, 2.0589500628482093e-16},
        {2141808670795147, 2.1646860576895422e-16},
        {2154644611568301, 2.2622940392218116e-16},
        {2164744887587275, 2.353271891404589e-16},
        {2172897953696594, 2.438723455742877e-16},
        {2179616279372365, 2.5194879829274225e-16},
        {2185247251868649, 2.5962199772528103e-16},
        {2190034623107822, 2.6694407473648285e-16},
        {2194154434521197, 2.7395729685142446e-16},
        {2197736978774660, 2.8069646002484804e-16},
        {2200880740891961, 2.871905890411393e-16},
        {2203661538010620, 2.9346417484728883e-16},
        {2206138681109102, 2.9953809336782113e-16},
        {2208359231806599, 3.054303000719244e-16},
        {2210361007258210, 3.111563633892157e-16},
        {2212174742388539, 3.1672988018581815e-16},
        {2213825672704646, 3.2216280350549905e-16},
        {2215334711002614, 3.274657040793975e-16},
        {2216719334487595, 3.326479811684171e-16},
        {2217994262139172, 3.377180341735323e-16},
        {2219171977965032, 3.4268340353119356e-16},
        {2220263139538712, 3.475508873172976e-16},
        {2221276900117330, 3.523266384600203e-16},
        {2222221164932930, 3.5701624633953494e-16},
        {2223102796829069, 3.616248057159834e-16},
        {2223927782546658, 3.661569752965354e-16},
        {2224701368170060, 3.7061702777236077e-16},
        {2225428170204312, 3.75008892787478e-16},
        {2226112267248242, 3.7933619401549554e-16},
        {2226757276105256, 3.836022812967728e-16},
        {2227366415328399, 3.8781025861250247e-16},
        {2227942558554684, 3.919630085325768e-16},
        {2228488279492521, 3.9606321366256378e-16},
        {2229005890047222, 4.001133755254669e-16},
        {2229497472775193, 4.041158312414333e-16},
        {2229964908627060, 4.080727683096045e-16},
        {2230409900758597, 4.119862377480744e-16},
        {2230833995044585, 4.1585816580828064e-16},
        {2231238597816133, 4.1969036444740733e-16},
        {2231624991250191, 4.234845407152071e-16},
        {2231994346765928, 4.272423051889976e-16},
        {2232347736722750, 4.309651795716294e-16},
        {2232686144665934, 4.346546035512876e-16},
        {2233010474325959, 4.383119410085457e-16},
        {2233321557544881, 4.4193848564470665e-16},
        {2233620161276071, 4.455354660957914e-16},
        {2233906993781271, 4.491040505882875e-16},
        {2234182710130335, 4.52645351185714e-16},
        {2234447917093496, 4.561604276690038e-16},
        {2234703177503020, 4.596502910884941e-16},
        {2234949014150181, 4.631159070208165e-16},
        {2235185913274316, 4.665581985600875e-16},
        {2235414327692884, 4.699780490694195e-16},
        {2235634679614920, 4.733763047158324e-16},
        {2235847363174595, 4.767537768090853e-16},
        {2236052746716837, 4.8011124396270155e-16},
        {2236251174862869, 4.834494540935008e-16},
        {2236442970379967, 4.867691262742209e-16},
        {2236628435876762, 4.900709524522994e-16},
        {2236807855342765, 4.933555990465414e-16},
        {2236981495548562, 4.966237084322178e-16},
        {2237149607321147, 4.998759003240909e-16},
        {2237312426707209, 5.031127730659319e-16},
        {2237470176035652, 5.0633490483427195e-16},
        {2237623064889403, 5.095428547633892e-16},
        {2237771290995388, 5.127371639978797e-16},
        {2237915041040597, 5.159183566785736e-16},
        {2238054491421305, 5.190869408670343e-16},
        {2238189808931712, 5.222434094134042e-16},
        {2238321151397660, 5.253882407719454e-16},
        {2238448668260432, 5.285218997682382e-16},
        {2238572501115169, 5.316448383216618e-16},
        {2238692784207942, 5.34757496126473e-16},
        {2238809644895133, 5.378603012945235e-16},
        {2238923204068402, 5.409536709623993e-16},
        {2239033576548190, 5.440380118655467e-16},
        {2239140871448443, 5.471137208817361e-16},
        {2239245192514958, 5.501811855460336e-16},
        {2239346638439541, 5.532407845392784e-16},
        {2239445303151952, 5.56292888151909e-16},
        {2239541276091442, 5.593378587248462e-16},
        {2239634642459498, 5.623760510690043e-16},
        {2239725483455293, 5.65407812864896e-16},
        {2239813876495186, 5.684334850436814e-16},
        {2239899895417494, 5.714534021509204e-16},
        {2239983610673676, 5.744678926941961e-16},
        {2240065089506935, 5.774772794756965e-16},
        {2240144396119183, 5.804818799107686e-16},
        {2240221591827230, 5.834820063333892e-16},
        {2240296735208969, 5.864779662894365e-16},
        {2240369882240293, 5.894700628185872e-16},
        {2240441086423386, 5.924585947256134e-16},
        {2240510398907004, 5.95443856841806e-16},
        {2240577868599305, 5.984261402772028e-16},
        {2240643542273726, 6.014057326642664e-16},
        {2240707464668391, 6.043829183936125e-16},
        {2240769678579486, 6.073579788423606e-16},
        {2240830224948980, 6.103311925956439e-16},
        {2240889142947082, 6.133028356617911e-16},
        {2240946470049769, 6.162731816816596e-16},
        {2241002242111691, 6.192425021325847e-16},
        {2241056493434746, 6.222110665273788e-16},
        {2241109256832602, 6.251791426088e-16},
        {2241160563691400, 6.281469965398895e-16},
        {2241210444026879, 6.311148930905604e-16},
        {2241258926538122, 6.34083095820806e-16},
        {2241306038658137, 6.370518672608815e-16},
        {2241351806601435, 6.400214690888025e-16},
        {2241396255408788, 6.429921623054896e-16},
        {2241439408989313, 6.459642074078832e-16},
        {2241481290160038, 6.489378645603397e-16},
        {2241521920683062, 6.519133937646159e-16},
        {2241561321300462, 6.548910550287415e-16},
        {2241599511767028, 6.578711085350741e-16},
        {2241636510880960, 6.608538148078259e-16},
        {2241672336512612, 6.638394348803506e-16},
        {2241707005631362, 6.668282304624746e-16},
        {2241740534330713, 6.698204641081558e-16},
        {2241772937851689, 6.728163993837531e-16},
        {2241804230604585, 6.758163010371901e-16},
        {2241834426189161, 6.78820435168298e-16},
        {2241863537413311, 6.818290694006254e-16},
        {2241891576310281, 6.848424730550038e-16},
        {2241918554154466, 6.878609173251664e-16},
        {2241944481475843, 6.908846754557169e-16},
        {2241969368073071, 6.939140229227569e-16},
        {2241993223025298, 6.969492376174829e-16},
        {2242016054702685, 6.999906000330764e-16},
        {2242037870775710, 7.030383934552151e-16},
        {2242058678223225, 7.060929041565482e-16},
        {2242078483339331, 7.091544215954873e-16},
        {2242097291739040, 7.122232386196779e-16},
        {2242115108362774, 7.152996516745303e-16},
        {2242131937479672, 7.183839610172063e-16},
        {2242147782689725, 7.214764709364707e-16},
        {2242162646924736, 7.245774899788387e-16},
        {2242176532448092, 7.276873311814693e-16},
        {2242189440853337, 7.308063123122743e-16},
        {2242201373061537, 7.339347561177405e-16},
        {2242212329317416, 7.370729905789831e-16},
        {2242222309184237, 7.4022134917658e-16},
        {2242231311537397, 7.433801711647648e-16},
        {2242239334556717, 7.465498018555889e-16},
        {2242246375717369, 7.497305929136979e-16},
        {2242252431779415, 7.529229026624058e-16},
        {2242257498775893, 7.561270964017922e-16},
        {2242261571999416, 7.5934354673958895e-16},
        {2242264645987196, 7.625726339356756e-16},
        {2242266714504453, 7.658147462610487e-16},
        {2242267770526109, 7.690702803721919e-16},
        {2242267806216711, 7.723396417018299e-16},
        {2242266812908462, 7.756232448671174e-16},
        {2242264781077289, 7.789215140963852e-16},
        {2242261700316818, 7.822348836756411e-16},
        {2242257559310145, 7.855637984161084e-16},
        {2242252345799276, 7.889087141441755e-16},
        {2242246046552082, 7.922700982152271e-16},
        {2242238647326615, 7.956484300529366e-16},
        {2242230132832625, 7.99044201715713e-16},
        {2242220486690076, 8.024579184921259e-16},
        {2242209691384458, 8.058900995272657e-16},
        {2242197728218684, 8.093412784821501e-16},
        {2242184577261310, 8.128120042284501e-16},
        {2242170217290819, 8.163028415809877e-16},
        {2242154625735679, 8.198143720706533e-16},
        {2242137778609839, 8.23347194760605e-16},
        {2242119650443327, 8.26901927108847e-16},
        {2242100214207556, 8.304792058805374e-16},
        {2242079441234906, 8.340796881136629e-16},
        {2242057301132135, 8.377040521420222e-16},
        {2242033761687079, 8.413529986798028e-16},
        {2242008788768107, 8.450272519724097e-16},
        {2241982346215682, 8.487275610186155e-16},
        {2241954395725356, 8.524547008695596e-16},
        {2241924896721443, 8.562094740106233e-16},
        {2241893806220517, 8.599927118327665e-16},
        {2241861078683830, 8.638052762005259e-16},
        {2241826665857598, 8.676480611245582e-16},
        {2241790516600041, 8.715219945473698e-16},
        {2241752576693881, 8.754280402517175e-16},
        {2241712788642916, 8.793671999021043e-16},
        {2241671091451078, 8.833405152308408e-16},
        {2241627420382235, 8.873490703813135e-16},
        {2241581706698773, 8.913939944224086e-16},
        {2241533877376767, 8.954764640495068e-16},
        {2241483854795281, 8.9959770648911e-16},
        {2241431556397035, 9.037590026260118e-16},
        {2241376894317345, 9.079616903740068e-16},
        {2241319774977817, 9.122071683134846e-16},
        {2241260098640860, 9.164968996219135e-16},
        {2241197758920538, 9.208324163262308e-16},
        {2241132642244704, 9.252153239095693e-16},
        {2241064627262652, 9.296473063086417e-16},
        {2240993584191742, 9.341301313425265e-16},
        {2240919374095536, 9.38665656618666e-16},
        {2240841848084890, 9.432558359676707e-16},
        {2240760846432232, 9.479027264651738e-16},
        {2240676197587784, 9.526084961066279e-16},
        {2240587717084782, 9.57375432209745e-16},
        {2240495206318753, 9.622059506294838e-16},
        {2240398451183567, 9.671026058823054e-16},
        {2240297220544165, 9.720681022901626e-16},
        {2240191264522612, 9.771053062707209e-16},
        {2240080312570155, 9.822172599190541e-16},
        {2239964071293331, 9.874071960480671e-16},
        {2239842221996530, 9.926785548807976e-16},
        {2239714417896699, 9.980350026183645e-16},
        {2239580280957725, 1.003480452143618e-15},
        {2239439398282193, 1.0090190861637457e-15},
        {2239291317986196, 1.0146553831467086e-15},
        {2239135544468203, 1.0203941464683124e-15},
        {2238971532964979, 1.0262405372613567e-15},
        {2238798683265269, 1.0322001115486456e-15},
        {2238616332424351, 1.03827886235154e-15},
        {2238423746288095, 1.044483267600047e-15},
        {2238220109591890, 1.0508203448355195e-15},
        {2238004514345216, 1.057297713900989e-15},
        {2237775946143212, 1.06392366906768e-15},
        {2237533267957822, 1.0707072623632994e-15},
        {2237275200846753, 1.0776584002668106e-15},
        {2237000300869952, 1.0847879564403425e-15},
        {2236706931309099, 1.0921079038149563e-15},
        {2236393229029147, 1.0996314701785628e-15},
        {2236057063479501, 1.1073733224935752e-15},
        {2235695986373246, 1.1153497865853155e-15},
        {2235307169458859, 1.1235791107110833e-15},
        {2234887326941578, 1.1320817840164846e-15},
        {2234432617919447, 1.140880924258278e-15},
        {2233938522519765, 1.1500027537839792e-15},
        {2233399683022677, 1.159477189144919e-15},
        {2232809697779198, 1.169338578691096e-15},
        {2232160850599817, 1.17962663529558e-15},
        {2231443750584641, 1.190387629928289e-15},
        {2230646845562170, 1.2016759392543819e-15},
        {2229755753817986, 1.2135560818666897e-15},
        {2228752329126533, 1.2261054417450561e-15},
        {2227613325162504, 1.2394179789163251e-15},
        {2226308442121174, 1.2536093926602567e-15},
        {2224797391720399, 1.268824481425501e-15},
        {2223025347823832, 1.2852479319096109e-15},
        {2220915633329809, 1.3031206634689985e-15},
        {2218357446087030, 1.3227655770195326e-15},
        {2215184158448668, 1.3446300925011171e-15},
        {2211132412537369, 1.3693606835128518e-15},
        {2205758503851065, 1.397943667277524e-15},
        {2198248265654987, 1.4319989869661328e-15},
        {2186916352102141, 1.4744848603597596e-15},
        {2167562552481814, 1.5317872741611144e-15},
        {2125549880839716, 1.6227698675312968e-15}}).

%% f(x_I) = exp(-x_I^2 / 2) for strip I (element I+1).
zig_f(I) ->
    element(I, {1.0,
        0.9771017012676708,
        0.959879091800106,
        0.9451989534422991,
        0.9320600759592299,
        0.9199915050393465,
        0.9087264400521303,
        0.898095921898343,
        0.8879846607558328,
        0.8783096558089168,
        0.8690086880368565,
        0.8600336211963311,
        0.8513462584586775,
        0.8429156531122037,
        0.834716292986883,
        0.8267268339462209,
        0.8189291916037019,
        0.8113078743126557,
        0.8038494831709638,
        0.7965423304229584,
        0.789376143566024,
        0.782341832654802,
        0.7754313049811866,
        0.7686373157984857,
        0.7619533468367948,
        0.7553735065070957,
        0.7488924472191564,
        0.7425052963401506,
        0.7362075981268621,
        0.7299952645614757,
        0.7238645334686297,
        0.7178119326307215,
        0.711834248878248,
        0.7059285013327538,
        0.7000919181365112,
        0.6943219161261163,
        0.6886160830046714,
        0.6829721616449943,
        0.6773880362187731,
        0.6718617198970817,
        0.6663913439087498,
        0.6609751477766628,
        0.6556114705796969,
        0.6502987431108164,
        0.645035480820822,
        0.6398202774530561,
        0.6346517992876233,
        0.6295287799248362,
        0.6244500155470261,
        0.619414360605834,
        0.6144207238889134,
        0.6094680649257731,
        0.6045553906974673,
        0.5996817526191248,
        0.5948462437679869,
        0.5900479963328255,
        0.5852861792633709,
        0.5805599961007903,
        0.5758686829723532,
        0.5712115067352527,
        0.5665877632561639,
        0.5619967758145239,
        0.5574378936187655,
        0.5529104904258318,
        0.5484139632552654,
        0.5439477311900258,
        0.5395112342569516,
        0.5351039323804572,
        0.5307253044036615,
        0.526374847171684,
        0.5220520746723214,
        0.5177565172297559,
        0.5134877207473265,
        0.5092452459957476,
        0.5050286679434679,
        0.5008375751261483,
        0.4966715690524893,
        0.49253026364386815,
        0.4884132847054576,
        0.4843202694266829,
        0.4802508659090464,
        0.4762047327195055,
        0.47218153846772976,
        0.4681809614056932,
        0.4642026890481739,
        0.4602464178128425,
        0.4563118526787161,
        0.45239870686184824,
        0.44850670150720273,
        0.4446355653957391,
        0.44078503466580377,
        0.43695485254798533,
        0.4331447691126521,
        0.42935454102944126,
        0.4255839313380218,
        0.42183270922949573,
        0.41810064983784795,
        0.4143875340408909,
        0.410693148270188,
        0.40701728432947315,
        0.4033597392211143,
        0.399720314980197,
        0.39609881851583223,
        0.3924950614593154,
        0.38890886001878855,
        0.38534003484007706,
        0.38178841087339344,
        0.37825381724561896,
        0.37473608713789086,
        0.3712350576682392,
        0.36775056977903225,
        0.3642824681290037,
        0.36083060098964775,
        0.3573948201457802,
        0.35397498080007656,
        0.3505709414814059,
        0.3471825639567935,
        0.34380971314685055,
        0.34045225704452164,
        0.3371100666370059,
        0.33378301583071823,
        0.3304709813791634,
        0.3271738428136013,
        0.32389148237639104,
        0.3206237849569053,
        0.3173706380299135,
        0.31413193159633707,
        0.31090755812628634,
        0.3076974125042919,
        0.3045013919766498,
        0.3013193961008029,
        0.2981513266966853,
        0.29499708779996164,
        0.291856585617095,
        0.2887297284821827,
        0.2856164268155016,
        0.2825165930837074,
        0.2794301417616377,
        0.2763569892956681,
        0.2732970540685769,
        0.2702502563658752,
        0.26721651834356114,
        0.2641957639972608,
        0.2611879191327208,
        0.2581929113376189,
        0.2552106699546617,
        0.2522411260559419,
        0.24928421241852824,
        0.24633986350126363,
        0.24340801542275012,
        0.2404886059405004,
        0.23758157443123795,
        0.2346868618723299,
        0.23180441082433859,
        0.22893416541468023,
        0.2260760713223802,
        0.22323007576391746,
        0.22039612748015194,
        0.21757417672433113,
        0.21476417525117358,
        0.21196607630703015,
        0.209179834621125,
        0.20640540639788071,
        0.20364274931033485,
        0.20089182249465656,
        0.1981525865457751,
        0.19542500351413428,
        0.19270903690358912,
        0.19000465167046496,
        0.18731181422380025,
        0.18463049242679927,
        0.18196065559952254,
        0.17930227452284767,
        0.176655321443735,
        0.17401977008183875,
        0.17139559563750595,
        0.1687827748012115,
        0.16618128576448205,
        0.1635911082323657,
        0.16101222343751107,
        0.1584446141559243,
        0.1558882647244792,
        0.15334316106026283,
        0.15080929068184568,
        0.14828664273257453,
        0.14577520800599403,
        0.1432749789735134,
        0.1407859498144447,
        0.1383081164485507,
        0.13584147657125373,
        0.13338602969166913,
        0.1309417771736443,
        0.12850872227999952,
        0.12608687022018586,
        0.12367622820159654,
        0.12127680548479021,
        0.11888861344290998,
        0.1165116656256108,
        0.11414597782783835,
        0.111791568163838,
        0.10944845714681163,
        0.10711666777468364,
        0.1047962256224869,
        0.10248715894193508,
        0.10018949876880981,
        0.09790327903886228,
        0.09562853671300882,
        0.09336531191269086,
        0.09111364806637363,
        0.08887359206827579,
        0.08664519445055796,
        0.08442850957035337,
        0.08222359581320286,
        0.08003051581466306,
        0.07784933670209604,
        0.07568013035892707,
        0.07352297371398127,
        0.07137794905889037,
        0.06924514439700677,
        0.0671246538277885,
        0.06501657797124284,
        0.06292102443775811,
        0.060838108349539864,
        0.05876795292093376,
        0.0567106901062029,
        0.054666461324888914,
        0.052635418276792176,
        0.05061772386094776,
        0.04861355321586852,
        0.04662309490193037,
        0.04464655225129444,
        0.04268414491647443,
        0.04073611065594093,
        0.03880270740452611,
        0.036884215688567284,
        0.034980941461716084,
        0.03309321945857852,
        0.031221417191920245,
        0.029365939758133314,
        0.027527235669603082,
        0.025705804008548896,
        0.023902203305795882,
        0.022117062707308864,
        0.020351096230044517,
        0.018605121275724643,
        0.016880083152543166,
        0.015177088307935325,
        0.01349745060173988,
        0.011842757857907888,
        0.010214971439701471,
        0.008616582769398732,
        0.007050875471373227,
        0.005522403299250997,
        0.0040379725933630305,
        0.0026090727461021627,
        0.0012602859304985975}).
