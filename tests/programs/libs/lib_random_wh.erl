-module(lib_random_wh).
-export([main/1]).
-compile(nowarn_deprecated_function).

%% The deprecated random module: Wichmann-Hill sequences equal OTP's for a seed.

main(_) ->
    io:format("~p~n", [random:seed0()]),
    io:format("~p~n", [get(random_seed)]),
    %% Unseeded: starts from seed0().
    io:format("~p~n", [[random:uniform() || _ <- lists:seq(1, 3)]]),
    io:format("~p~n", [get(random_seed)]),
    io:format("~p~n", [random:seed()]),
    io:format("~p~n", [random:seed()]),
    io:format("~p~n", [[random:uniform(10) || _ <- lists:seq(1, 20)]]),
    io:format("~p~n", [random:seed(1, 2, 3)]),
    io:format("~p~n", [get(random_seed)]),
    io:format("~p~n", [[random:uniform(1000000) || _ <- lists:seq(1, 10)]]),
    io:format("~p~n", [random:seed({-5, 0, 123456789})]),
    io:format("~p~n", [get(random_seed)]),
    io:format("~p~n", [[random:uniform() || _ <- lists:seq(1, 5)]]),
    io:format("~p~n", [random:seed(30268, 30306, 30322)]),
    io:format("~p~n", [get(random_seed)]),
    io:format("~p~n", [random:uniform(1)]),
    %% The explicit-state variants leave the dictionary alone.
    Before = get(random_seed),
    {F1, S1} = random:uniform_s({1, 1, 1}),
    {F2, S2} = random:uniform_s(S1),
    {I3, S3} = random:uniform_s(6, S2),
    io:format("~p ~p ~p ~p ~p ~p~n", [F1, S1, F2, S2, I3, S3]),
    io:format("~p~n", [Before =:= get(random_seed)]),
    Seq = lists:foldl(fun(_, {Acc, S}) -> {X, S1b} = random:uniform_s(100, S), {[X | Acc], S1b} end,
                      {[], {100, 200, 300}}, lists:seq(1, 15)),
    io:format("~p~n", [Seq]),
    %% Many steps: the sum stays in [0, 1).
    random:seed(7, 8, 9),
    Xs = [random:uniform() || _ <- lists:seq(1, 10000)],
    io:format("~p ~p ~p~n", [lists:min(Xs) >= 0.0, lists:max(Xs) < 1.0, lists:last(Xs)]),
    io:format("~p~n", [get(random_seed)]),
    Bad = [fun() -> random:uniform(0) end,
           fun() -> random:uniform(-3) end,
           fun() -> random:uniform(1.5) end,
           fun() -> random:uniform_s(0, {1, 2, 3}) end,
           fun() -> random:uniform_s(foo) end,
           fun() -> random:seed(a, 2, 3) end,
           fun() -> random:seed({1, 2}) end],
    [io:format("~p~n", [catch_it(F)]) || F <- Bad].

catch_it(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R -> {C, R}
    end.
