-module(exported_vars).
-export([main/1]).

f(X) ->
    case X of
        1 -> Y = one, Z = 10;
        2 -> Y = two, Z = 20;
        _ -> Y = many, Z = 0
    end,
    {Y, Z}.

g(X) ->
    if
        X > 0 -> Sign = positive;
        X < 0 -> Sign = negative;
        true -> Sign = zero
    end,
    Sign.

main(_) ->
    io:format("~p ~p ~p~n", [f(1), f(2), f(3)]),
    io:format("~p ~p ~p~n", [g(5), g(-5), g(0)]),
    begin
        A = 1,
        B = A + 1
    end,
    io:format("~p ~p~n", [A, B]),
    C = begin
            T = 10,
            T * 2
        end,
    io:format("~p ~p~n", [C, T]),
    ok.
