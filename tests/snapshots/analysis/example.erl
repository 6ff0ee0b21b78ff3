-module(example).
-export([main/3]).

main(Xs, Ys, Zs) ->
    P = spawn(fun receiver/0),
    mapsend(P, fun (X) -> element(2, X) end,
            filter(fun (X) -> mod:test(X) end,
                   zipwith3(fun (X, Y, Z) -> {X, {Y, Z}} end,
                            Xs, Ys, Zs))),
    P ! stop.

zipwith3(F, [X | Xs], [Y | Ys], [Z | Zs]) ->
    [F(X, Y, Z) | zipwith3(F, Xs, Ys, Zs)];
zipwith3(F, [], [], []) -> [].

filter(F, [X | Xs]) ->
    case F(X) of
        true -> [X | filter(F, Xs)];
        false -> filter(F, Xs)
    end;
filter(F, []) -> [].

mapsend(P, F, [X | Xs]) ->
    P ! F(X), mapsend(P, F, Xs);
mapsend(P, F, []) -> ok.

receiver() ->
    receive
        stop -> ok;
        {X, Y} -> io:fwrite("~w: ~w.\n", [X, Y]), receiver()
    end.
