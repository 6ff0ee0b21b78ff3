-module(random).

%% The deprecated random number generator of Erlang/OTP 25: Wichmann and Hill's
%% (Applied Statistics AS 183, 1982), three multiplicative congruential generators
%% whose sum modulo 1 is the result. The state is a triple of integers kept in the
%% process dictionary under random_seed (or passed explicitly to the _s variants), so
%% a program that seeds it gets the same sequence as under Erlang/OTP.

-export([seed/0, seed/1, seed/3, seed0/0, uniform/0, uniform/1, uniform_s/1,
         uniform_s/2]).

-define(M1, 30269).
-define(M2, 30307).
-define(M3, 30323).

%% The state used when none has been seeded.
seed0() ->
    {3172, 9814, 20125}.

%% Seed with the fixed default; returns the previous state (the default if none).
seed() ->
    case put(random_seed, seed0()) of
        undefined -> seed0();
        {_, _, _} = Old -> Old
    end.

seed({A1, A2, A3}) ->
    seed(A1, A2, A3).

%% Each part is brought into 1..M-1, so that no generator starts at zero; returns
%% the previous state, or undefined.
seed(A1, A2, A3) ->
    put(random_seed, {abs(A1) rem (?M1 - 1) + 1,
                      abs(A2) rem (?M2 - 1) + 1,
                      abs(A3) rem (?M3 - 1) + 1}).

%% A float uniformly distributed in [0.0, 1.0).
uniform() ->
    State = case get(random_seed) of
                undefined -> seed0();
                Seeded -> Seeded
            end,
    {F, Next} = uniform_s(State),
    put(random_seed, Next),
    F.

%% An integer uniformly distributed in 1..N.
uniform(N) when is_integer(N), N >= 1 ->
    trunc(uniform() * N) + 1.

uniform_s({A1, A2, A3}) ->
    B1 = A1 * 171 rem ?M1,
    B2 = A2 * 172 rem ?M2,
    B3 = A3 * 170 rem ?M3,
    Sum = B1 / ?M1 + B2 / ?M2 + B3 / ?M3,
    {Sum - trunc(Sum), {B1, B2, B3}}.

uniform_s(N, State) when is_integer(N), N >= 1 ->
    {F, Next} = uniform_s(State),
    {trunc(F * N) + 1, Next}.
