-module(float_regions).
-export([dist/6, lcg/1, root/2]).

%% A run of float arithmetic: float path, then the ordinary instructions.
dist(X1, Y1, Z1, X2, Y2, Z2) ->
    Dx = X1 - X2,
    Dy = Y1 - Y2,
    Dz = Z1 - Z2,
    D = Dx * Dx + Dy * Dy + Dz * Dz,
    {D, Dx}.

%% Integer literals and no float one: not speculated on.
lcg(S) -> (S * 1103515245 + 12345) band 16#7FFFFFFF.

%% math:sqrt and a float literal.
root(X, Y) ->
    S = math:sqrt(X * X + Y * Y),
    -S * 0.5.
