%% ETS match patterns against terms nested 100,000 deep, and match specifications whose
%% expressions nest too deep (system_limit, as Erlang/OTP's match-spec compiler).
-module(dt_ms).
-export([main/1]).

nest(0, Acc, _) -> Acc;
nest(N, Acc, F) -> nest(N - 1, F(Acc), F).

list(A) -> [A].

main(_) ->
    T = ets:new(t, [bag]),
    ets:insert(T, {k, nest(100000, 1, fun list/1)}),
    ets:insert(T, {k, nest(100000, 2, fun list/1)}),
    ets:insert(T, {j, nest(20, x, fun(A) -> {A, A} end)}),
    io:format("~p~n", [length(ets:match_object(T, {k, nest(100000, 1, fun list/1)}))]),
    io:format("~p~n", [ets:match(T, {k, nest(100000, '$1', fun list/1)})]),
    io:format("~p~n", [ets:select_count(T, [{{k, nest(99999, '_', fun list/1)}, [], [true]}])]),
    io:format("~p~n", [length(ets:match_object(T, {j, nest(20, '_', fun(A) -> {A, A} end)}))]),
    Body = fun(N) -> [{{k, '_'}, [], [nest(N, '$_', fun list/1)]}] end,
    io:format("~p~n", [[erlang:phash2(R) || R <- ets:select(T, Body(1000))]]),
    io:format("~p~n", [catch_class(fun() -> ets:select(T, Body(100000)) end)]),
    io:format("~p~n", [catch_class(fun() -> ets:select(T, [{'_', [nest(100000, true, fun(A) -> {'not', {'not', A}} end)], [ok]}]) end)]),
    io:format("~p~n", [length(ets:select(T, [{'_', [], [{const, nest(100000, 1, fun list/1)}]}]))]).

catch_class(F) ->
    try F() of R -> {ok, length(R)} catch C:E -> {C, E} end.
