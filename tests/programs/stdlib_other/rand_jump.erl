-module(rand_jump).
-export([main/1]).

%% rand:jump/0,1: the state 2^64 (2^512 for exro928ss and exs1024s) draws
%% ahead, from every position of the sixteen-word states.

main(_) ->
    [jump(A, K) || A <- [exsss, exrop, exsp, exsplus, default], K <- [0, 1, 5]],
    [jump(A, K) || A <- [exro928ss, exs1024s, exs1024], K <- [0, 1, 2, 14, 15, 16, 17, 31]],
    %% the process's state
    rand:seed(exsss, {1, 2, 3}),
    _ = rand:uniform(),
    J = rand:jump(),
    io:format("jump/0 ~p ~p~n", [rand:export_seed_s(J), rand:export_seed()]),
    io:format("after ~p~n", [[rand:uniform(1000) || _ <- lists:seq(1, 6)]]),
    %% algorithms without a jump
    [io:format("~p: ~p~n", [A, catch_err(fun() -> rand:jump(rand:seed_s(A, 1)) end)])
     || A <- [exs64]],
    ok.

jump(Alg, K) ->
    S0 = lists:foldl(fun(_, S) -> element(2, rand:uniform_s(S)) end,
                     rand:seed_s(Alg, 12345), lists:seq(1, K)),
    S1 = rand:jump(S0),
    S2 = rand:jump(S1),
    {X, _} = rand:uniform_s(1 bsl 40, S2),
    io:format("~p ~p:~n  ~p~n  ~p~n  ~p~n", [Alg, K, rand:export_seed_s(S1),
                                             rand:export_seed_s(S2), X]).

catch_err(F) -> try F() catch C:R -> {C, R} end.
