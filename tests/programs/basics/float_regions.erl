-module(float_regions).
-export([main/1]).

%% Runs of arithmetic that triheap computes in float registers when every operand is a
%% float, and in the ordinary way otherwise: both must give Erlang's values and errors.

main(_) ->
    %% all floats: the float path
    io:format("~p~n", [dist(1.0, 2.0, 3.0, 4.5, 6.25, -1.0)]),
    io:format("~p~n", [step({1.5, 2.5, -0.5}, {0.1, 0.2, 0.3}, 0.01)]),
    %% integers in the same code: integer arithmetic, bignums included
    io:format("~p~n", [poly(3, 4, 5, 6)]),
    io:format("~p~n", [poly(1 bsl 40, 1 bsl 40, 7, 1 bsl 62)]),
    %% mixed integers and floats
    io:format("~p~n", [poly(3, 4.0, 5, 6)]),
    io:format("~p~n", [poly(3.5, 4, 5, 6)]),
    io:format("~p~n", [dist(1, 2, 3, 4, 6, -1)]),
    io:format("~p~n", [dist(1, 2.0, 3, 4, 6, -1)]),
    %% literals: integers converted exactly, float literals
    io:format("~p~n", [lits(2.0, 3.0)]),
    io:format("~p~n", [lits(2, 3)]),
    io:format("~p~n", [halves(10, 4)]),
    io:format("~p~n", [halves(10.0, 4.0)]),
    %% negative zero and unary minus
    io:format("~p~n", [negs(0.0, 1.0)]),
    io:format("~p~n", [negs(-0.0, 2.5)]),
    io:format("~p~n", [negs(3, 4)]),
    %% results used only inside the run, and after it
    io:format("~p~n", [inner(1.25, 2.5)]),
    %% errors leave the float path and raise as before
    io:format("~p~n", [err(fun() -> overflow(1.0e300) end)]),
    io:format("~p~n", [err(fun() -> overflow(2) end)]),
    io:format("~p~n", [err(fun() -> divide(1.0, 2.0, 2.0) end)]),
    io:format("~p~n", [err(fun() -> divide(1.0, 2.0, 3.0) end)]),
    io:format("~p~n", [err(fun() -> divide(1, 2, 2) end)]),
    io:format("~p~n", [err(fun() -> root(-4.0, 1.0) end)]),
    io:format("~p~n", [err(fun() -> root(16.0, 9.0) end)]),
    io:format("~p~n", [err(fun() -> root(16, 9) end)]),
    io:format("~p~n", [err(fun() -> dist(a, 2.0, 3.0, 4.5, 6.25, -1.0) end)]),
    io:format("~p~n", [err(fun() -> dist(1.0, 2.0, 3.0, 4.5, 6.25, "x") end)]),
    %% integers converted where the other operand is a float (or for `/`), and
    %% integer-looking steps (`I + 1`) among float ones
    io:format("~p~n", [scale(7, 2.0)]),
    io:format("~p~n", [scale(7.5, 2)]),
    io:format("~p~n", [scale(1 bsl 70, 2.0)]),
    io:format("~p~n", [scale((1 bsl 59) - 1, 0.5)]),
    io:format("~p~n", [scale(3, 4)]),
    io:format("~p~n", [iterate(0.5, 0.25, 0)]),
    io:format("~p~n", [iterate(0.5, 0.25, 1.0)]),
    io:format("~p~n", [iterate(1, 2, 3)]),
    io:format("~p~n", [err(fun() -> iterate(0.5, 0.25, x) end)]),
    io:format("~p~n", [ratio(7, 2)]),
    io:format("~p~n", [ratio(7, 2.0)]),
    io:format("~p~n", [err(fun() -> ratio(7, 0) end)]),
    io:format("~p~n", [roots(16, 9)]),
    io:format("~p~n", [roots(2.25, 0)]),
    %% math functions inside a run, with their domain errors
    io:format("~p~n", [waves(0.5, 2.0)]),
    io:format("~p~n", [waves(1, 3)]),
    io:format("~p~n", [logs(8.0, 100.0)]),
    io:format("~p~n", [logs(8, 1000)]),
    io:format("~p~n", [err(fun() -> logs(0.0, 10.0) end)]),
    io:format("~p~n", [err(fun() -> logs(-1.0, 10.0) end)]),
    io:format("~p~n", [err(fun() -> logs(2.0, -5) end)]),
    io:format("~p~n", [err(fun() -> growth(1000.0) end)]),
    io:format("~p~n", [growth(-3)]),
    %% in guards a failure is a false guard
    io:format("~p~n", [[guarded(X, Y) || {X, Y} <- [{1.0, 2.0}, {0.0, 0.0}, {1.0e300, 1.0e300},
                                                   {a, 1.0}, {3, 4}]]]),
    %% many results, more than one run in a function
    io:format("~p~n", [energy([{0.0, 0.0, 1.0, 2.0}, {1.0, 1.0, 0.5, 3.0},
                               {-2.0, 0.5, 0.25, 1.5}])]),
    ok.

%% The value, or the exception with the top two frames without their locations (which
%% name the file).
err(F) ->
    try F()
    catch C:R:St -> {C, R, [{M, Fn, A} || {M, Fn, A, _} <- lists:sublist(St, 2)]}
    end.

dist(X1, Y1, Z1, X2, Y2, Z2) ->
    Dx = X1 - X2,
    Dy = Y1 - Y2,
    Dz = Z1 - Z2,
    Dx * Dx + Dy * Dy + Dz * Dz.

step({X, Y, Z}, {Vx, Vy, Vz}, Dt) ->
    {X + Dt * Vx, Y + Dt * Vy, Z + Dt * Vz}.

poly(A, B, C, D) ->
    S = A * B + C * D,
    P = S * S - A * D,
    {S, P}.

lits(X, Y) ->
    A = 2 * X + 1,
    B = Y * 0.5 - 3,
    {A, B, A * B}.

halves(X, Y) ->
    H = X / 2 + Y / 4,
    {H, H * 2}.

negs(X, Y) ->
    N = -X,
    M = -(X * Y),
    {N, M, N * Y + M, -N * 0.0}.

inner(X, Y) ->
    T = X * Y,
    U = T + X,
    V = U * U,
    {V, T}.

overflow(X) ->
    Y = X * X,
    Y * 2.0 + 1.0.

divide(A, B, C) ->
    D = B - C,
    A / D + D.

root(X, Y) ->
    S = math:sqrt(X),
    S * Y + S.

scale(N, F) ->
    A = N * 0.5,
    B = A * F + N,
    {A, B}.

iterate(Zr, Zi, I) ->
    Zr2 = Zr * Zr - Zi * Zi,
    Zi2 = 2.0 * Zr * Zi,
    {Zr2, Zi2, I + 1, I - 2}.

ratio(A, B) ->
    Q = A / B,
    Q * 3 - A / 2.

roots(X, Y) ->
    R = math:sqrt(X) + math:sqrt(Y),
    {R, -R}.

waves(X, Y) ->
    A = math:sin(X) * math:cos(Y) + math:tan(X / 4),
    {A, math:atan(A) * 2.0}.

logs(X, Y) ->
    L = math:log(X) + math:log2(X) * math:log10(Y),
    L * 1.0.

growth(X) ->
    E = math:exp(X) * 2.0,
    E + 1.

guarded(X, Y) when X * Y + 1.0 > 1.5 -> big;
guarded(_, _) -> small.

energy(Bodies) -> energy(Bodies, 0.0).

energy([], E) -> E;
energy([{X, Y, V, M} | Rest], E) ->
    K = 0.5 * M * V * V,
    P = lists:foldl(fun({X2, Y2, _, M2}, Acc) ->
                            Dx = X - X2,
                            Dy = Y - Y2,
                            Acc - M * M2 / math:sqrt(Dx * Dx + Dy * Dy)
                    end, 0.0, Rest),
    Total = E + K + P,
    energy(Rest, Total).
