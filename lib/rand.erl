%% rand -- pseudo random numbers for triheap.
%%
%% Written from the OTP documentation and the published algorithms
%% (Xorshift116**, Xorshift116+, Xoroshiro116+, Xorshift1024*, seeding
%% through SplitMix64), checked against OTP 25 so that the same seed gives
%% the same sequence for uniform/0,1, uniform_real/0 and bytes/1.
%%
%% The state is {AlgHandler, AlgState} as in OTP; the process-local state
%% lives in the process dictionary under the key rand_seed.
%%
%% Differences from OTP:
%% - triheap has no clock, so seeding "from the time" (seed/1 with an
%%   algorithm name, or the first use without a seed) starts from a fixed
%%   seed.
%% - normal/0,2 use the polar method, not OTP's ziggurat tables: the
%%   numbers are standard normal but not the ones OTP would give.
%% - jump/0,1 are not provided.

-module(rand).

-export([seed/1, seed/2, seed_s/1, seed_s/2, export_seed/0, export_seed_s/1,
         uniform/0, uniform/1, uniform_s/1, uniform_s/2,
         uniform_real/0, uniform_real_s/1,
         normal/0, normal/2, normal_s/1, normal_s/3,
         bytes/1, bytes_s/2]).

-define(SEED_KEY, rand_seed).
-define(MASK(B, X), ((X) band ((1 bsl (B)) - 1))).
-define(BIT(B), (1 bsl (B))).
-define(TWO_POW_MINUS53, 1.1102230246251565e-16).
-define(DEFAULT_SEED, {16#2b5, 16#1e61, 16#7a3c9}).

%% ---------------------------------------------------------------------
%% Seeding

seed({Alg, _} = S) when is_atom(Alg) -> seed_put(seed_s(S));
seed({#{type := _}, _} = S) -> seed_put(seed_s(S));
seed(Alg) -> seed_put(seed_s(Alg)).

seed(Alg, Seed) -> seed_put(seed_s(Alg, Seed)).

seed_s({#{type := _}, _} = State) -> State;
seed_s({Alg, AlgState}) when is_atom(Alg) ->
    {handler(Alg), AlgState};
seed_s(Alg) -> seed_s(Alg, ?DEFAULT_SEED).

seed_s(default, Seed) -> seed_s(exsss, Seed);
seed_s(Alg, Seed) ->
    H = handler(Alg),
    {H, alg_seed(Alg, Seed)}.

seed_put(State) -> put(?SEED_KEY, State), State.

seed_get() ->
    case get(?SEED_KEY) of
        undefined -> seed(exsss);
        S -> S
    end.

export_seed() ->
    case get(?SEED_KEY) of
        {#{type := Alg}, S} -> {Alg, S};
        _ -> undefined
    end.

export_seed_s({#{type := Alg}, S}) -> {Alg, S}.

handler(exsss) ->
    #{type => exsss, bits => 58, next => fun exsss_next/1};
handler(exrop) ->
    #{type => exrop, bits => 58, weak_low_bits => 1, next => fun exrop_next/1};
handler(exsplus) ->
    #{type => exsplus, bits => 58, next => fun exsplus_next/1};
handler(exs1024s) ->
    #{type => exs1024s, bits => 64, next => fun exs1024_next/1};
handler(Alg) -> erlang:error(function_clause, [Alg]).

alg_seed(exsss, Seed) -> exsss_seed(Seed);
alg_seed(exrop, Seed) -> exrop_seed(Seed);
alg_seed(exsplus, Seed) -> exsplus_seed(Seed);
alg_seed(exs1024s, Seed) -> exs1024_seed(Seed).

%% SplitMix64, used to turn user seeds into generator states.
splitmix64_next(X0) ->
    X = ?MASK(64, X0 + 16#9e3779b97f4a7c15),
    Z0 = ?MASK(64, (X bxor (X bsr 30)) * 16#bf58476d1ce4e5b9),
    Z1 = ?MASK(64, (Z0 bxor (Z0 bsr 27)) * 16#94d049bb133111eb),
    {?MASK(64, Z1 bxor (Z1 bsr 31)), X}.

%% A non-zero 58-bit value.
seed58(X0) ->
    {Z, X} = splitmix64_next(X0),
    case ?MASK(58, Z) of
        0 -> seed58(X);
        V -> {V, X}
    end.

seed64(X0) ->
    {Z, X} = splitmix64_next(X0),
    case Z of
        0 -> seed64(X);
        _ -> {Z, X}
    end.

exsss_seed(X) when is_integer(X) ->
    {S0, X1} = seed58(?MASK(64, X)),
    {S1, _} = seed58(X1),
    [S0 | S1];
exsss_seed({A1, A2, A3}) ->
    {_, X0} = seed58(?MASK(64, A1)),
    {S0, X1} = seed58(?MASK(64, A2) bxor X0),
    {S1, _} = seed58(?MASK(64, A3) bxor X1),
    [S0 | S1];
exsss_seed(Seed) -> erlang:error(function_clause, [Seed]).

exrop_seed(X) when is_integer(X) ->
    {S0, X1} = seed58(?MASK(64, X)),
    {S1, _} = seed58(X1),
    [S0 | S1];
exrop_seed({A1, A2, A3}) ->
    [_ | S1] = exrop_next_s(?MASK(58, A1 * 4294967197 + 1),
                            ?MASK(58, A2 * 4294967231 + 1)),
    exrop_next_s(?MASK(58, A3 * 4294967279 + 1), S1);
exrop_seed(Seed) -> erlang:error(function_clause, [Seed]).

exsplus_seed(X) when is_integer(X) ->
    {S0, X1} = seed58(?MASK(64, X)),
    {S1, _} = seed58(X1),
    [S0 | S1];
exsplus_seed({A1, A2, A3}) ->
    {_, S1} = exsplus_next([?MASK(58, A1 * 4294967197 + 1) |
                            ?MASK(58, A2 * 4294967231 + 1)]),
    {_, S2} = exsplus_next([?MASK(58, A3 * 4294967279 + 1) | tl(S1)]),
    S2;
exsplus_seed(Seed) -> erlang:error(function_clause, [Seed]).

exs1024_seed({A1, A2, A3}) ->
    B1 = ?MASK(21, (?MASK(21, A1) + 1) * 2097131),
    B2 = ?MASK(21, (?MASK(21, A2) + 1) * 2097133),
    B3 = ?MASK(21, (?MASK(21, A3) + 1) * 2097143),
    {exs1024_gen((B1 bsl 43) bor (B2 bsl 22) bor (B3 bsl 1) bor 1, 16, []), []};
exs1024_seed(X) when is_integer(X) ->
    {exs1024_seed64(16, ?MASK(64, X)), []};
exs1024_seed(Seed) -> erlang:error(function_clause, [Seed]).

exs1024_seed64(0, _) -> [];
exs1024_seed64(K, X0) ->
    {Z, X} = seed64(X0),
    [Z | exs1024_seed64(K - 1, X)].

exs1024_gen(_, 0, Acc) -> Acc;
exs1024_gen(X, N, Acc) ->
    X1 = X bxor (X bsr 12),
    X2 = X1 bxor ?MASK(64, X1 bsl 25),
    X3 = X2 bxor (X2 bsr 27),
    exs1024_gen(X3, N - 1, [?MASK(64, X3 * 2685821657736338717) | Acc]).

%% ---------------------------------------------------------------------
%% Generators; each returns {Value, NewAlgState}.

rotl58(X, K) -> ?MASK(58, X bsl K) bor (X bsr (58 - K)).

%% Xorshift116 step on the 58-bit pair, new second word.
xs116(S0, S1) ->
    S1a = S1 bxor ?MASK(58, S1 bsl 24),
    S1a bxor S0 bxor (S1a bsr 11) bxor (S0 bsr 41).

exsss_next([S1 | S0]) ->
    NewS1 = xs116(S0, S1),
    V0 = ?MASK(58, S0 * 5),
    V1 = rotl58(V0, 7),
    {?MASK(58, V1 * 9), [S0 | NewS1]}.

exsplus_next([S1 | S0]) ->
    NewS1 = xs116(S0, S1),
    {?MASK(58, S0 + NewS1), [S0 | NewS1]}.

exrop_next_s(S0, S1) ->
    S1a = S1 bxor S0,
    [rotl58(S0, 24) bxor S1a bxor ?MASK(58, S1a bsl 2) | rotl58(S1a, 35)].

exrop_next([S0 | S1]) ->
    {?MASK(58, S0 + S1), exrop_next_s(S0, S1)}.

exs1024_next({[S0, S1 | L3], RL}) ->
    S1a = S1 bxor ?MASK(64, S1 bsl 31),
    S1b = S1a bxor (S1a bsr 11),
    NewS1 = S1b bxor S0 bxor (S0 bsr 30),
    {?MASK(64, NewS1 * 1181783497276652981), {[NewS1 | L3], [S0 | RL]}};
exs1024_next({[H], RL}) ->
    exs1024_next({[H | lists:reverse(RL, [])], []}).

next({#{next := Next}, R}) -> Next(R).

%% ---------------------------------------------------------------------
%% Uniform numbers

uniform() ->
    {X, S} = uniform_s(seed_get()),
    put(?SEED_KEY, S),
    X.

uniform(N) ->
    {X, S} = uniform_s(N, seed_get()),
    put(?SEED_KEY, S),
    X.

uniform_s({#{bits := Bits} = H, R0} = S) when is_map(H) ->
    {V, R1} = next(S),
    {(V bsr (Bits - 53)) * ?TWO_POW_MINUS53, {H, R1}}.

uniform_s(N, {#{bits := 58} = H, R0} = S) when is_integer(N), 1 =< N, N =< ?BIT(58) ->
    {V, R1} = next(S),
    uniform_58(N, H, R1, V);
uniform_s(N, {#{} = H, R0} = S) when is_integer(N), 1 =< N ->
    {V, R1} = next(S),
    uniform_range(N, H, R1, V);
uniform_s(N, S) -> erlang:error(function_clause, [N, S]).

uniform_58(N, H, R, V) ->
    I = V rem N,
    if V - I =< ?BIT(58) - N -> {I + 1, {H, R}};
       true ->
           {V1, R1} = next({H, R}),
           uniform_58(N, H, R1, V1)
    end.

%% Ranges wider than one generator word: concatenate words.
uniform_range(N, #{bits := Bits} = H, R, V) ->
    Weak = maps:get(weak_low_bits, H, 0),
    Shift = Bits - Weak,
    ShiftMask = bnot ?MASK(Weak, -1),
    N1 = N - 1,
    if N band N1 =:= 0 ->
           {V1, R1, _} = range_words(N bsr Bits, H, R, V, ShiftMask, Shift, Bits),
           {(V1 band N1) + 1, {H, R1}};
       true ->
           {V1, R1, B} = range_words(N bsr (Bits - 2), H, R, V, ShiftMask, Shift,
                                     ?BIT(Bits)),
           I = V1 rem N,
           if V1 - I =< B - N -> {I + 1, {H, R1}};
              true ->
                  {V2, R2} = next({H, R1}),
                  uniform_range(N, H, R2, V2)
           end
    end.

range_words(N, H, R, V, ShiftMask, Shift, B) ->
    if N =< 1 -> {V, R, B};
       true ->
           {V1, R1} = next({H, R}),
           range_words(N bsr Shift, H, R1, ((V band ShiftMask) bsl Shift) bor V1,
                       ShiftMask, Shift, B bsl Shift)
    end.

uniform_real() ->
    {X, S} = uniform_real_s(seed_get()),
    put(?SEED_KEY, S),
    X.

%% A float in [0.0, 1.0) using 53 significant bits wherever possible.
uniform_real_s({#{bits := Bits} = H, _} = S) ->
    {V, R1} = next(S),
    M = V bsr (Bits - 56),
    if ?BIT(55) =< M -> {(M bsr 3) * ?TWO_POW_MINUS53, {H, R1}};
       ?BIT(54) =< M -> {(M bsr 2) * (?TWO_POW_MINUS53 * 0.5), {H, R1}};
       ?BIT(53) =< M -> {(M bsr 1) * (?TWO_POW_MINUS53 * 0.25), {H, R1}};
       ?BIT(52) =< M -> {M * (?TWO_POW_MINUS53 * 0.125), {H, R1}};
       true -> real_more(H, M, -56, R1)
    end.

%% Too few significant bits in the first word: take more words.
real_more(#{bits := Bits} = H, M0, E0, R0) when E0 > -1064 ->
    {V, R1} = next({H, R0}),
    M1 = (M0 bsl 56) bor (V bsr (Bits - 56)),
    E1 = E0 - 56,
    real_norm(H, M1, E1, R1);
real_more(H, M0, E0, R0) -> {M0 * pow2(E0), {H, R0}}.

real_norm(H, M, E, R) ->
    Len = bit_len(M),
    if M =:= 0 -> real_more(H, 0, E, R);
       Len >= 53 ->
           Drop = Len - 53,
           {(M bsr Drop) * pow2(E + Drop), {H, R}};
       true -> {M * pow2(E), {H, R}}
    end.

bit_len(0) -> 0;
bit_len(M) -> 1 + bit_len(M bsr 1).

pow2(E) when E >= 0 -> float(1 bsl E);
pow2(E) when E >= -1000 -> 1.0 / float(1 bsl (-E));
pow2(E) -> pow2(E + 1000) * pow2(-1000).

%% ---------------------------------------------------------------------
%% Normal distribution (polar method)

normal() ->
    {X, S} = normal_s(seed_get()),
    put(?SEED_KEY, S),
    X.

normal(Mean, Variance) ->
    Mean + math:sqrt(Variance) * normal().

normal_s(S0) ->
    {U1, S1} = uniform_s(S0),
    {U2, S2} = uniform_s(S1),
    X = 2.0 * U1 - 1.0,
    Y = 2.0 * U2 - 1.0,
    Q = X * X + Y * Y,
    if Q > 0.0, Q < 1.0 ->
           {X * math:sqrt(-2.0 * math:log(Q) / Q), S2};
       true -> normal_s(S2)
    end.

normal_s(Mean, Variance, S0) when Variance > 0 ->
    {X, S} = normal_s(S0),
    {Mean + math:sqrt(Variance) * X, S}.

%% ---------------------------------------------------------------------
%% Random bytes

bytes(N) ->
    {B, S} = bytes_s(N, seed_get()),
    put(?SEED_KEY, S),
    B.

bytes_s(N, {#{bits := Bits} = H, R}) when is_integer(N), N >= 0 ->
    Weak = maps:get(weak_low_bits, H, 0),
    GoodBytes = (Bits - Weak) bsr 3,
    GoodBits = GoodBytes bsl 3,
    Shift = Bits - GoodBits,
    bytes_r(N, H, R, <<>>, GoodBytes, GoodBits, Shift).

bytes_r(N, H, R0, Acc, GoodBytes, GoodBits, Shift) when GoodBytes < N ->
    {V, R1} = next({H, R0}),
    bytes_r(N - GoodBytes, H, R1, <<Acc/binary, (V bsr Shift):GoodBits>>,
            GoodBytes, GoodBits, Shift);
bytes_r(N, H, R0, Acc, _, GoodBits, _) ->
    {V, R1} = next({H, R0}),
    Bits = N bsl 3,
    {<<Acc/binary, (V bsr (GoodBits - Bits)):Bits>>, {H, R1}}.
