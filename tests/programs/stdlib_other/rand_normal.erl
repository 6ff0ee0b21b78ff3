-module(rand_normal).
-export([main/1]).

%% rand:normal/0,2 and normal_s/1,3: the ziggurat's fast path, its wedges
%% and its tail all give OTP's numbers.

main(_) ->
    lists:foreach(
      fun(Alg) ->
              rand:seed(Alg, {11, 22, 33}),
              L = [rand:normal() || _ <- lists:seq(1, 1500)],
              io:format("~p first ~p~n", [Alg, lists:sublist(L, 6)]),
              io:format("~p sum ~p max ~p min ~p~n",
                        [Alg, lists:sum(L), lists:max(L), lists:min(L)]),
              %% the tail: beyond 3.6541528853610088
              io:format("~p tail ~p~n", [Alg, [X || X <- L, abs(X) > 3.0]]),
              io:format("~p now ~p~n", [Alg, rand:export_seed()])
      end, [exsss, exrop, exro928ss, exs1024s, exsplus]),
    S0 = rand:seed_s(exsss, 5),
    {Xs, S1} = lists:mapfoldl(fun(_, S) -> rand:normal_s(100, 25, S) end, S0, lists:seq(1, 8)),
    io:format("normal_s/3 ~p~n  ~p~n", [Xs, rand:export_seed_s(S1)]),
    rand:seed(exsss, 5),
    io:format("normal/2 ~p~n", [[rand:normal(100, 25) || _ <- lists:seq(1, 8)]]),
    %% a long run, to pass through the rare paths
    {Tail, _} = lists:foldl(fun(_, {T, S}) ->
                                    {X, S2} = rand:normal_s(S),
                                    case abs(X) > 3.4 of
                                        true -> {[X | T], S2};
                                        false -> {T, S2}
                                    end
                            end, {[], rand:seed_s(exrop, 7)}, lists:seq(1, 20000)),
    io:format("far ~p~n", [lists:reverse(Tail)]),
    io:format("~p~n", [catch_err(fun() -> rand:normal_s(0, 0, S0) end)]),
    ok.

catch_err(F) -> try F() catch C:R -> {C, R} end.
