-module(eval_order).
-export([main/1]).

%% The order in which operands with side effects are evaluated, as erlc compiles them:
%% left to right, except that `[E || Q] ++ T` evaluates T first (the comprehension is built
%% onto it).
g(X) -> io:format("~p ", [X]), [X].

main(_) ->
    _ = [hd(g(1)) || _ <- [a]] ++ g(2), io:format("~n"),
    _ = [hd(g(1)) || _ <- [a]] ++ [hd(g(2)) || _ <- [a]] ++ g(3), io:format("~n"),
    _ = g(1) ++ [hd(g(2)) || _ <- [a]], io:format("~n"),
    _ = {[hd(g(1)) || _ <- [a]], g(2)}, io:format("~n"),
    _ = [[hd(g(1)) || _ <- [a]] | g(2)], io:format("~n"),
    _ = lists:append([hd(g(1)) || _ <- [a]], g(2)), io:format("~n"),
    _ = (case g(1) of _ -> 1 end) + hd(g(2)), io:format("~n"),
    _ = {begin g(1), 1 end, g(2)}, io:format("~n"),
    _ = {g(1), receive after 0 -> g(2) end}, io:format("~n"),
    _ = {(catch g(1)), g(2)}, io:format("~n"),
    _ = {try g(1) catch _:_ -> x end, g(2)}, io:format("~n"),
    _ = {g(1), [X || X <- g(2)]}, io:format("~n"),
    _ = g(1) -- g(2), io:format("~n"),
    _ = <<(hd(g(1))), (hd(g(2)))>>, io:format("~n"),
    _ = #{a => g(1), b => g(2)}, io:format("~n"),
    R = [X * 10 || X <- g(1)] ++ [X * 10 || X <- g(2)] ++ g(3),
    io:format("~n~p~n", [R]).
