-module(rand_seq).
-export([main/1]).

%% A program for rand_triheap.sh: prints many seeded rand results, with
%% algorithms, seeds and operations chosen by its own generator from
%% Args = [BaseSeed, Cases], so that erl and triheap can be compared.

algs() -> {exsss, exro928ss, exrop, exs1024s, exsp, exs64, exsplus, exs1024, dummy, default}.

main([Base, Cases]) ->
    put(lcg, list_to_integer(Base) band 16#ffffffffffffffff),
    [case_(I) || I <- lists:seq(1, list_to_integer(Cases))],
    ok;
main([]) -> main(["1", "200"]).

%% Floats are printed as their bits, so that only rand is compared (not
%% the printing of floats).
w(X) when is_float(X) -> <<I:64>> = <<X/float>>, {f, I};
w([H | T]) -> [w(H) | w(T)];
w(T) when is_tuple(T) -> list_to_tuple(w(tuple_to_list(T)));
w(X) -> X.

%% A 64-bit LCG, independent of rand.
next() ->
    X = (get(lcg) * 6364136223846793005 + 1442695040888963407) band 16#ffffffffffffffff,
    put(lcg, X),
    X.

pick(N) -> (next() bsr 24) rem N + 1.

bits(B) -> next() band ((1 bsl B) - 1).

seed() ->
    case pick(6) of
        1 -> bits(64);
        2 -> {pick(1000), pick(1000), pick(1000)};
        3 -> {bits(40), bits(40) - 7, bits(60)};
        4 -> element(pick(5), {{0, 0, 0}, 0, -1, {-1, -5, 7}, 1 bsl 64});
        5 -> bits(90) - (1 bsl 89);
        6 -> pick(100) - 50
    end.

range() ->
    case pick(7) of
        1 -> pick(10);
        2 -> bits(58) + 1;
        3 -> bits(70) + 1;
        4 -> 1 bsl (pick(80) - 1);
        5 -> (1 bsl 58) - bits(57);
        6 -> (1 bsl 57) + pick(3) - 2;
        7 -> (1 bsl 64) + pick(3) - 2
    end.

case_(I) ->
    Alg = element(pick(tuple_size(algs())), algs()),
    Seed = seed(),
    S0 = rand:seed(Alg, Seed),
    io:format("~w ~w ~w~n", [I, Alg, Seed]),
    Results = [op(Alg) || _ <- lists:seq(1, pick(16))],
    io:format(" ~w~n ~w~n", [w(Results), rand:export_seed()]),
    %% the functional API from the seeded state, and from its export
    E = rand:export_seed_s(S0),
    {Xs, S1} = lists:mapfoldl(fun(_, S) -> rand:uniform_s(1000, S) end,
                              rand:seed_s(E), lists:seq(1, 5)),
    {R, S2} = rand:uniform_real_s(S1),
    {B, S3} = rand:bytes_s(pick(20) - 1, S2),
    io:format(" ~w ~w ~w ~w~n", [Xs, w(R), B, rand:export_seed_s(S3)]),
    scripted().

%% A handler whose words come from a list (runs of zeros, small and large
%% words), to reach the rare branches: floats from many words, ziggurat
%% wedges and tail, rejected ranges.
next_word([V | T]) -> {V, T}.

scripted() ->
    {H, Bits} = case pick(6) of
                    1 -> {#{bits => 58}, 58};
                    2 -> {#{bits => 58, weak_low_bits => 1}, 58};
                    3 -> {#{bits => 64, weak_low_bits => 3}, 64};
                    4 -> {#{max => (1 bsl 58) - 1}, 64};
                    5 -> {#{max => (1 bsl 64) - 1}, 64};
                    6 -> {#{bits => 64}, 64}
                end,
    Zeros = case pick(4) of 1 -> lists:duplicate(pick(22) - 1, 0); _ -> [] end,
    Ws = Zeros ++ [word(Bits) || _ <- lists:seq(1, 40)],
    S = {H#{type => scripted, next => fun next_word/1}, Ws},
    N = range(),
    K = pick(24) - 1,
    Rs = [try F() of {X, {_, Rest}} -> {X, length(Rest)} catch C:E -> {C, E} end
          || F <- [fun() -> rand:uniform_real_s(S) end,
                   fun() -> rand:normal_s(S) end,
                   fun() -> rand:uniform_s(S) end,
                   fun() -> rand:uniform_s(N, S) end,
                   fun() -> rand:bytes_s(K, S) end]],
    io:format(" ~w~n", [w(Rs)]).

word(Bits) ->
    case pick(8) of
        1 -> 0;
        2 -> bits(20);
        3 -> 1 bsl (pick(Bits) - 1);
        4 -> (1 bsl Bits) - 1 - bits(20);
        5 -> bits(pick(Bits));
        _ -> bits(Bits)
    end.

op(Alg) ->
    case pick(9) of
        1 -> {u, rand:uniform()};
        2 -> N = range(), {n, N, rand:uniform(N)};
        3 -> {n7, rand:uniform(7)};
        4 -> {r, rand:uniform_real()};
        5 -> K = pick(20) - 1, {b, rand:bytes(K)};
        6 when Alg =/= dummy -> {g, rand:normal()};
        7 when Alg =/= dummy -> {g2, rand:normal(2.5, 9)};
        8 when Alg =/= dummy, Alg =/= exs64 -> {j, rand:export_seed_s(rand:jump())};
        _ -> {u, rand:uniform()}
    end.
