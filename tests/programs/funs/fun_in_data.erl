-module(fun_in_data).
-export([main/1]).

main(_) ->
    Dispatch = #{double => fun(X) -> X * 2 end,
                 square => fun(X) -> X * X end,
                 negate => fun erlang:'-'/1,
                 describe => fun(X) when X > 0 -> positive; (_) -> non_positive end},
    [io:format("~p(~p) = ~p~n", [K, 7, (maps:get(K, Dispatch))(7)]) || K <- lists:sort(maps:keys(Dispatch))],
    Pipeline = [maps:get(K, Dispatch) || K <- [double, square, negate]],
    io:format("~p~n", [lists:foldl(fun(F, Acc) -> F(Acc) end, 3, Pipeline)]),
    Validators = [{non_empty, fun(S) -> S =/= "" end},
                  {short, fun(S) -> length(S) < 8 end},
                  {lower, fun(S) -> string:lowercase(S) =:= S end}],
    [io:format("~p: ~p~n", [S, [N || {N, V} <- Validators, not V(S)]]) || S <- ["ok", "", "TooLongValue", "Mixed"]],
    Tagged = [{F, A} || F <- [fun erlang:abs/1, fun erlang:float/1], A <- [-2, 3]],
    io:format("~p~n", [[F(A) || {F, A} <- Tagged]]),
    ok.
