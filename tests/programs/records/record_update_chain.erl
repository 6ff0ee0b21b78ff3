-module(record_update_chain).
-export([main/1]).

-record(vec, {x = 0, y = 0, z = 0}).
-record(particle, {pos = #vec{}, vel = #vec{}, mass = 1.0, id}).

add(#vec{x = X1, y = Y1, z = Z1}, #vec{x = X2, y = Y2, z = Z2}) -> #vec{x = X1 + X2, y = Y1 + Y2, z = Z1 + Z2}.
scale(#vec{x = X, y = Y, z = Z}, K) -> #vec{x = X * K, y = Y * K, z = Z * K}.

step(P = #particle{pos = Pos, vel = Vel}, Dt) ->
    Gravity = #vec{z = -10},
    NewVel = add(Vel, scale(Gravity, Dt)),
    P#particle{pos = add(Pos, scale(NewVel, Dt)), vel = NewVel}.

simulate(P, 0, _) -> P;
simulate(P, N, Dt) -> simulate(step(P, Dt), N - 1, Dt).

main(_) ->
    P0 = #particle{id = 1, vel = #vec{x = 1, y = 2, z = 30}},
    io:format("~p~n", [P0]),
    Ps = [simulate(P0, N, 1) || N <- lists:seq(0, 6)],
    [io:format("t=~p pos=~w vel=~w~n", [T, {X, Y, Z}, {VX, VY, VZ}])
     || {T, #particle{pos = #vec{x = X, y = Y, z = Z}, vel = #vec{x = VX, y = VY, z = VZ}}} <- lists:zip(lists:seq(0, 6), Ps)],
    Last = lists:last(Ps),
    io:format("~p~n", [Last#particle.pos#vec.z]),
    P1 = Last#particle{mass = 2.5, id = 2},
    io:format("~p~n", [{P1#particle.mass, P1#particle.id, P1#particle.vel#vec.z}]),
    ok.
