-module(floats).
-export([main/1]).

%% Float arithmetic: n-body simulation (5 bodies, tuples of floats),
%% a mandelbrot escape count, and a math:sqrt/sin/cos sum.
%% Args: [NbodySteps, MandelSize, TrigN]
%% Checksums are printed with a fixed number of decimals.

-define(PI, 3.141592653589793).
-define(SOLAR_MASS, (4 * ?PI * ?PI)).
-define(DAYS, 365.24).

main(Args) ->
    [Steps, M, T] = args(Args, [800000, 600, 1200000]),
    Bodies = offset(bodies()),
    E0 = energy(Bodies),
    B1 = advance(Steps, Bodies, 0.01),
    E1 = energy(B1),
    Mand = mandel(M),
    Trig = trig(T, 0.0),
    io:format("floats ~p ~p ~p ~.9f ~.9f ~p ~.6f~n",
              [Steps, M, T, E0, E1, Mand, Trig]).

args([], D) -> D;
args(As, _) -> [int(A, 0) || A <- As].

%% hand-written so that argument parsing does not depend on list_to_integer/1
int([], N) -> N;
int([C | T], N) when C >= $0, C =< $9 -> int(T, N * 10 + C - $0).

bodies() ->
    [{0.0, 0.0, 0.0, 0.0, 0.0, 0.0, ?SOLAR_MASS},
     {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
      1.66007664274403694e-03 * ?DAYS, 7.69901118419740425e-03 * ?DAYS,
      -6.90460016972063023e-05 * ?DAYS, 9.54791938424326609e-04 * ?SOLAR_MASS},
     {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
      -2.76742510726862411e-03 * ?DAYS, 4.99852801234917238e-03 * ?DAYS,
      2.30417297573763929e-05 * ?DAYS, 2.85885980666130812e-04 * ?SOLAR_MASS},
     {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
      2.96460137564761618e-03 * ?DAYS, 2.37847173959480950e-03 * ?DAYS,
      -2.96589568540237556e-05 * ?DAYS, 4.36624404335156298e-05 * ?SOLAR_MASS},
     {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
      2.68067772490389322e-03 * ?DAYS, 1.62824170038242295e-03 * ?DAYS,
      -9.51592254519715870e-05 * ?DAYS, 5.15138902046611451e-05 * ?SOLAR_MASS}].

offset(Bs) ->
    {Px, Py, Pz} = lists:foldl(fun({_, _, _, Vx, Vy, Vz, M}, {Ax, Ay, Az}) ->
                                       {Ax + Vx * M, Ay + Vy * M, Az + Vz * M}
                               end, {0.0, 0.0, 0.0}, Bs),
    [{X, Y, Z, _, _, _, M} | Rest] = Bs,
    [{X, Y, Z, -Px / ?SOLAR_MASS, -Py / ?SOLAR_MASS, -Pz / ?SOLAR_MASS, M} | Rest].

energy(Bs) -> energy(Bs, 0.0).
energy([], E) -> E;
energy([{X, Y, Z, Vx, Vy, Vz, M} | Rest], E) ->
    E1 = E + 0.5 * M * (Vx * Vx + Vy * Vy + Vz * Vz),
    E2 = lists:foldl(fun({X2, Y2, Z2, _, _, _, M2}, Acc) ->
                             Dx = X - X2, Dy = Y - Y2, Dz = Z - Z2,
                             Acc - M * M2 / math:sqrt(Dx * Dx + Dy * Dy + Dz * Dz)
                     end, E1, Rest),
    energy(Rest, E2).

advance(0, Bs, _Dt) -> Bs;
advance(N, Bs, Dt) ->
    Bs1 = velocities(Bs, Dt),
    Bs2 = [{X + Dt * Vx, Y + Dt * Vy, Z + Dt * Vz, Vx, Vy, Vz, M}
           || {X, Y, Z, Vx, Vy, Vz, M} <- Bs1],
    advance(N - 1, Bs2, Dt).

velocities([], _Dt) -> [];
velocities([B | Rest], Dt) ->
    {B1, Rest1} = interact(B, Rest, Dt, []),
    [B1 | velocities(Rest1, Dt)].

interact(B, [], _Dt, Acc) -> {B, lists:reverse(Acc)};
interact({X, Y, Z, Vx, Vy, Vz, M}, [{X2, Y2, Z2, Vx2, Vy2, Vz2, M2} | Rest], Dt, Acc) ->
    Dx = X - X2, Dy = Y - Y2, Dz = Z - Z2,
    D2 = Dx * Dx + Dy * Dy + Dz * Dz,
    Mag = Dt / (D2 * math:sqrt(D2)),
    B1 = {X, Y, Z, Vx - Dx * M2 * Mag, Vy - Dy * M2 * Mag, Vz - Dz * M2 * Mag, M},
    B2 = {X2, Y2, Z2, Vx2 + Dx * M * Mag, Vy2 + Dy * M * Mag, Vz2 + Dz * M * Mag, M2},
    interact(B1, Rest, Dt, [B2 | Acc]).

%% mandelbrot: total iteration count over an M x M grid, max 50 iterations
mandel(M) -> mandel_rows(M - 1, M, 0).

mandel_rows(-1, _M, Acc) -> Acc;
mandel_rows(Y, M, Acc) ->
    Ci = 2.0 * Y / M - 1.0,
    mandel_rows(Y - 1, M, mandel_cols(M - 1, M, Ci, Acc)).

mandel_cols(-1, _M, _Ci, Acc) -> Acc;
mandel_cols(X, M, Ci, Acc) ->
    Cr = 2.0 * X / M - 1.5,
    mandel_cols(X - 1, M, Ci, Acc + escape(0.0, 0.0, Cr, Ci, 0)).

escape(_Zr, _Zi, _Cr, _Ci, 50) -> 50;
escape(Zr, Zi, Cr, Ci, I) ->
    Zr2 = Zr * Zr, Zi2 = Zi * Zi,
    if Zr2 + Zi2 > 4.0 -> I;
       true -> escape(Zr2 - Zi2 + Cr, 2.0 * Zr * Zi + Ci, Cr, Ci, I + 1)
    end.

trig(0, Acc) -> Acc;
trig(N, Acc) ->
    X = N * 0.001,
    trig(N - 1, Acc + math:sin(X) * math:cos(X) + math:sqrt(X) / (1.0 + X)).
