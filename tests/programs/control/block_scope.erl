-module(block_scope).
-export([main/1]).

main(_) ->
    X = 1,
    F = fun() -> X + 1 end,
    io:format("~p~n", [F()]),
    Y = case X of
            1 -> W = 100, W + 1;
            _ -> W = 0, 0
        end,
    io:format("~p ~p~n", [Y, W]),
    L = [begin Sq = I * I, Sq + 1 end || I <- [1, 2, 3]],
    io:format("~p~n", [L]),
    G = fun(X1) -> X2 = X1 * 2, X2 + X end,
    io:format("~p~n", [G(10)]),
    R = try
            Tmp = 5,
            Tmp * 3
        catch
            _:_ -> error
        end,
    io:format("~p~n", [R]),
    Z = (fun(A) -> A * A end)(7),
    io:format("~p~n", [Z]),
    V = begin 1, 2, 3 end,
    io:format("~p~n", [V]),
    ok.
