-module(rand_misc).
-export([main/1]).

%% The niche functions (SplitMix64, Xorshift116+, MWC59), shuffles built
%% on uniform, and errors.

main(_) ->
    io:format("~p~n", [[rand:splitmix64_next(X) || X <- [0, 1, -1, 1 bsl 64, 12345678901234567890]]]),
    {_, Xs} = lists:foldl(fun(_, {S, Acc}) -> {V, S2} = rand:exsp_next(S), {S2, [V | Acc]} end,
                          {[1 | 2], []}, lists:seq(1, 6)),
    io:format("~p~n", [lists:reverse(Xs)]),
    io:format("~p~n", [rand:exsp_jump([1 | 2])]),
    CX0 = rand:mwc59_seed(4711),
    {_, Ms} = lists:foldl(fun(_, {CX, Acc}) ->
                                  CX1 = rand:mwc59(CX),
                                  {CX1, [{CX1, rand:mwc59_value32(CX1), rand:mwc59_value(CX1),
                                          rand:mwc59_float(CX1)} | Acc]}
                          end, {CX0, []}, lists:seq(1, 5)),
    io:format("~p~n~p~n", [CX0, lists:reverse(Ms)]),
    io:format("~p~n", [[rand:mwc59_seed(S) || S <- [0, 1, (1 bsl 58) - 1]]]),
    %% shuffles and picks
    rand:seed(exsss, {2, 7, 1}),
    L = lists:seq(1, 20),
    io:format("~w~n", [shuffle(L)]),
    io:format("~w~n", [shuffle(L)]),
    io:format("~w~n", [[lists:nth(rand:uniform(length(L)), L) || _ <- lists:seq(1, 15)]]),
    io:format("~w~n", [fisher_yates(list_to_tuple(L), 20)]),
    rand:seed(exrop, 3),
    io:format("~w~n", [shuffle([a, b, c, d, e, f, g])]),
    rand:seed(exro928ss, 3),
    io:format("~w~n", [shuffle([a, b, c, d, e, f, g])]),
    %% dice
    rand:seed(exsss, 6),
    Rolls = [rand:uniform(6) || _ <- lists:seq(1, 600)],
    io:format("~w~n", [[length([R || R <- Rolls, R =:= F]) || F <- lists:seq(1, 6)]]),
    io:format("~p~n", [lists:sum([rand:uniform() || _ <- lists:seq(1, 1000)])]),
    %% errors
    S = rand:seed_s(exsss, 1),
    [io:format("~p~n", [catch_err(F)])
     || F <- [fun() -> rand:uniform_s(0, S) end,
              fun() -> rand:uniform_s(-3, S) end,
              fun() -> rand:uniform_s(2.0, S) end,
              fun() -> rand:bytes_s(-1, S) end,
              fun() -> rand:seed(no_such_alg, 1) end,
              fun() -> rand:seed_s(exsss, {1, 2}) end,
              fun() -> rand:seed_s(exsss, 1.5) end,
              fun() -> rand:normal_s(1, -1, S) end,
              fun() -> rand:jump(rand:seed_s(exs64, 1)) end]],
    ok.

shuffle(L) ->
    [X || {_, X} <- lists:sort([{rand:uniform(), X} || X <- L])].

fisher_yates(T, 1) -> tuple_to_list(T);
fisher_yates(T, I) ->
    J = rand:uniform(I),
    A = element(I, T), B = element(J, T),
    fisher_yates(setelement(J, setelement(I, T, B), A), I - 1).

catch_err(F) -> try F() catch C:R -> {C, R} end.
