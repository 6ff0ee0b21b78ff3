-module(control).
-export([c/1, i/1, r/0, exported/1, m/1, t/1, t2/1, sc/2, send/2]).

c(X) ->
    case X of
        {ok, V} when V > 0 -> V;
        {error, _} = E -> E;
        _ -> undefined
    end.

i(X) ->
    if X > 0 -> pos;
       X < 0 -> neg;
       true -> zero
    end.

r() ->
    receive
        {msg, M} -> M;
        stop -> stopped
    after 100 -> timeout
    end.

exported(X) ->
    case X of
        a -> Y = 1, Z = 2;
        _ -> Y = 3, Z = 4
    end,
    Y + Z.

m(X) ->
    {A, B} = X,
    [H | _] = A,
    H + B.

t(F) ->
    try F() of
        ok -> fine;
        Other -> {other, Other}
    catch
        throw:T -> {thrown, T};
        error:R:S -> {error, R, S}
    after
        io:format("done~n")
    end.

t2(X) -> catch X + 1.

sc(A, B) -> A andalso (B orelse A).

send(P, M) -> P ! {self(), M}.
