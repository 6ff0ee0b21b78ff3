-module(callback_style).
-export([main/1]).

%% A module passed around as a value and called dynamically, like a
%% behaviour callback module.

run(Mod, Items) ->
    S0 = Mod:new(),
    S1 = lists:foldl(fun(I, S) -> Mod:push(I, S) end, S0, Items),
    {Mod:size(S1), Mod:to_list(S1)}.

main(_) ->
    io:format("~p~n", [run(modules_helper_stack, [a, b, c])]),
    Impls = [modules_helper_stack],
    [io:format("~p exports push/2: ~p~n", [M, erlang:function_exported(M, push, 2)]) || M <- Impls],
    F = fun modules_helper_stack:push/2,
    io:format("~p~n", [modules_helper_stack:to_list(F(z, modules_helper_stack:new()))]),
    io:format("~p~n", [apply(modules_helper_math, fact, [10])]),
    ok.
