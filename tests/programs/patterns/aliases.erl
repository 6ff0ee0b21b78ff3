-module(aliases).
-export([main/1]).

head_and_all([H | _] = L) -> {H, length(L)}.

rec({point, X, _} = P) -> {X, P}.

main(_) ->
    io:format("~p~n", [head_and_all([a, b, c])]),
    io:format("~p~n", [rec({point, 1, 2})]),
    {A, B} = C = {1, 2},
    io:format("~p ~p ~p~n", [A, B, C]),
    D = E = F = 42,
    io:format("~p ~p ~p~n", [D, E, F]),
    [X | _] = Y = "hello",
    io:format("~p ~p~n", [X, Y]),
    case {ok, [1, 2, 3]} of
        {ok, [_ | Rest] = All} = Whole ->
            io:format("~p ~p ~p~n", [Rest, All, Whole])
    end,
    Fn = fun({tag, _} = T) -> T; (Other) -> {untagged, Other} end,
    io:format("~p ~p~n", [Fn({tag, 1}), Fn(2)]),
    <<H:8, _/binary>> = Bin = <<"xyz">>,
    io:format("~p ~p~n", [H, Bin]),
    ok.
